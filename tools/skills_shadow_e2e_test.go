package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/skills"
)

// TestSeedFormSkillReplaysAcrossFramesAndShadowRoots: a skill in seed
// 001's exact form replays on a page whose controls sit in an open shadow
// root, a same-origin iframe, a closed shadow root inside that iframe and
// a closed shadow root in the page, one step each; a fifth names a button
// whose accessible name differs from its text, found by Playwright's
// role engine when the in-page name misses it. The
// closed-root button shares its role and name with a button elsewhere:
// the place ("in the left sidebar") picks it, through its shadow host.
// The app's own log shows every step happened, in order.
func TestSeedFormSkillReplaysAcrossFramesAndShadowRoots(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	page := pageURL("/pages/shadow-frames.html")
	plan := []map[string]any{
		{"step": 1, "action": "CLICK", "target_description": "the 'Track parcel' button in the widgets section", "value": nil, "semantic_role": "primary_action", "required_state": "workspace_visible"},
		{"step": 2, "action": "TYPE", "target_description": "the Email field in the support form", "value": "ada@example.com", "semantic_role": "form_field", "required_state": "support_form_visible"},
		{"step": 3, "action": "CLICK", "target_description": "the 'Add details' button in the support form", "value": nil, "semantic_role": "primary_action", "required_state": "support_form_visible"},
		{"step": 4, "action": "CLICK", "target_description": "the 'New Project' button in the left sidebar", "value": nil, "semantic_role": "primary_action", "required_state": "projects_list_visible"},
		{"step": 5, "action": "CLICK", "target_description": "the Dismiss button", "value": nil, "semantic_role": "confirmation", "required_state": "workspace_visible"},
	}
	var imported struct {
		ID string `json:"id"`
	}
	mustOK(t, c, "skill_save", map[string]any{"task": "Track a parcel, ask support and start a project", "plan": plan, "start_url": page}, &imported)
	var run skills.RunResult
	mustOK(t, c, "skill_run", map[string]any{"id": imported.ID, "start_url": page}, &run)
	if !run.Success {
		t.Fatalf("replay failed: %+v", run.Failure)
	}
	wantBy := []string{"parcel-widget >> ", "internal:control=enter-frame", "aa-closed=", "aa-closed=", "internal:role=button"}
	for i, st := range run.Steps {
		if i < len(wantBy) && !strings.Contains(st.Selector, wantBy[i]) {
			t.Errorf("step %d resolved to %q by %s; want a selector containing %q", i+1, st.Selector, st.ResolvedBy, wantBy[i])
		}
		if !strings.HasPrefix(st.ResolvedBy, "description") {
			t.Errorf("step %d was resolved by %q, not by its description", i+1, st.ResolvedBy)
		}
	}
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "track; email ada@example.com; details; sidebar: new project; dismissed", "exact": true}, &found)
	if !found.Found {
		t.Errorf("the app's log does not show the five steps in order: %+v", run.Steps)
	}
	// Without its place the name is ambiguous: a failure that lists both
	// buttons, the closed-root one included, never a guess.
	amb := []map[string]any{{"step": 1, "action": "CLICK", "target_description": "the 'New Project' button", "value": nil}}
	mustOK(t, c, "skill_save", map[string]any{"task": "Start a project from somewhere", "plan": amb, "start_url": page}, &imported)
	mustFail(t, c, "skill_run", map[string]any{"id": imported.ID, "start_url": page}, "does not single one out", "aa-closed=", "Templates")
}

// TestClosedShadowControlListedAndClickable: browser_page_structure lists
// the button inside a closed shadow root, and browser_click by its ref
// clicks it (the app's log records it), through the guard like any click.
func TestClosedShadowControlListedAndClickable(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/shadow-frames.html")}, nil)
	var st structureResult
	mustOK(t, c, "browser_page_structure", map[string]any{"detail": true}, &st)
	ref, names := "", []string{}
	for _, e := range st.Elements {
		names = append(names, e.Role+" "+e.Name+" "+e.Selector)
		if e.Name == "New Project" && strings.HasPrefix(e.Selector, "aa-closed=") {
			ref = e.Ref
			// The sidebar is 220px wide, at the page's left.
			if e.Role != "button" || e.Box == nil || (*e.Box)[0] > 240 || (*e.Box)[2] == 0 {
				t.Errorf("closed-root button listed with role %q box %v; want a button with its box in the sidebar", e.Role, e.Box)
			}
		}
	}
	if ref == "" {
		t.Fatalf("the closed-root button is not listed: %v", names)
	}
	res := mustOK(t, c, "browser_click", map[string]any{"ref": ref}, nil)
	if !strings.Contains(text(res), "New Project") {
		t.Errorf("click result does not name its target: %s", text(res))
	}
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "sidebar: new project", "exact": true}, &found)
	if !found.Found {
		t.Errorf("clicking the closed-root button by ref did not reach it (the app's log lacks it)")
	}
	// Its selector names it too, for click; not for acts that need a locator.
	mustOK(t, c, "browser_hover", map[string]any{"selector": `aa-closed=button[name="New Project"]`}, nil)
	mustFail(t, c, "browser_select_option", map[string]any{"selector": `aa-closed=button[name="New Project"]`, "values": []string{"x"}}, "closed shadow root")
}
