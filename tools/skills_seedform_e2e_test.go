package tools

import (
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/skills"
)

// TestSeedFormSkillReplays: a skill in seed 001's exact form — descriptions
// only, no selectors or hints, value null on clicks — replays. Two buttons
// are both named "Track parcel": the description's place ("in the widgets
// section") picks one; a control in an open shadow root is found by role
// and name. The app's own log shows every step happened, in order.
func TestSeedFormSkillReplays(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	page := pageURL("/pages/widgets.html")
	plan := []map[string]any{
		{"step": 1, "action": "TYPE", "target_description": "the 'Order reference' field in the widgets section", "value": "A-1042", "semantic_role": "form_field"},
		{"step": 2, "action": "CLICK", "target_description": "the 'Track parcel' button in the widgets section", "value": nil, "semantic_role": "primary_action"},
		{"step": 3, "action": "CLICK", "target_description": "the 'New Project' button in the left sidebar", "value": nil, "semantic_role": "primary_action"},
		{"step": 4, "action": "CLICK", "target_description": "the \"Contact support\" button", "value": nil, "semantic_role": "primary_action"},
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Track parcel A-1042 then open a project and contact support", "plan": plan, "start_url": page}, &saved)
	var run skills.RunResult
	// The task's value became the skill's ${name} slot.
	mustOK(t, c, "skill_run", map[string]any{"id": saved.ID, "start_url": page, "variables": map[string]string{"name": "A-1042"}}, &run)
	if !run.Success {
		t.Fatalf("replay failed: %+v", run.Failure)
	}
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "widgets track A-1042; new project; support", "exact": true}, &found)
	if !found.Found {
		t.Errorf("the app's log does not show the four steps in order: %+v", run.Steps)
	}
	// The same button name with no place to tell them apart fails with the
	// candidates, never a guess.
	amb := []map[string]any{{"step": 1, "action": "CLICK", "target_description": "the 'Track parcel' button", "value": nil}}
	mustOK(t, c, "skill_save", map[string]any{"task": "Track a parcel somewhere", "plan": amb, "start_url": page}, &saved)
	mustFail(t, c, "skill_run", map[string]any{"id": saved.ID, "start_url": page}, "does not single one out", "widgets", "sidebar")
}
