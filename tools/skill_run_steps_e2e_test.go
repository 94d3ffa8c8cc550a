package tools

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/skills"
)

// TestSkillReplayStepsGoThroughTools: a replayed step is a call of the
// browser tool for its act, so that tool's input schema applies to it: a
// SELECT value longer than browser_select_option accepts (500 characters)
// stops the replay at that step with the schema's error, before anything
// is chosen, as the same call by hand would.
func TestSkillReplayStepsGoThroughTools(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	tracker := pageURL("/pages/tracker.html")
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Open a project form for team 'Design' in the step tools tracker", "start_url": tracker,
		"plan": []map[string]any{
			{"action": "CLICK", "target_description": "New project", "hints": map[string]any{"selector": "#new-project", "role": "button", "name": "New project"}},
			{"action": "SELECT", "target_description": "Team", "value": "Design", "hints": map[string]any{"selector": "#project-team", "role": "combobox", "name": "Team"}},
		}}, &saved)
	if len(saved.Slots) != 1 {
		t.Fatalf("want the team as the one slot, got %v", saved.Slots)
	}
	team := saved.Slots[0]

	var ok skills.RunResult
	mustOK(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{team: "Design"}}, &ok)
	if !ok.Success || len(ok.Steps) != 2 || ok.Steps[1].Selector != "#project-team" {
		t.Fatalf("replay with a short value: %+v", ok)
	}

	res := call(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{team: strings.Repeat("x", 501)}})
	msg := text(res)
	if !res.IsError || !strings.Contains(msg, "failed at step 2") || !strings.Contains(msg, "/values/0") {
		t.Fatalf("a SELECT value too long for browser_select_option must fail at step 2 with the schema's error: %s", msg)
	}
	var failed skills.RunResult
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &failed); err != nil {
		t.Fatal(err)
	}
	if failed.Failure == nil || failed.Failure.FailedStep == nil || failed.Failure.FailedStep.Act() != "select" {
		t.Fatalf("the failure must name the SELECT step: %s\n%+v", msg, failed.Failure)
	}
}
