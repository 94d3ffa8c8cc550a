package tools

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/skills"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// recordStep turns a browser tool result into a plan step with hints.
func recordStep(t *testing.T, c *client.Client, tool string, args map[string]any, step skills.Step) skills.Step {
	t.Helper()
	var res struct {
		Target struct {
			Role     string  `json:"role"`
			Name     string  `json:"name"`
			Selector string  `json:"selector"`
			X        float64 `json:"x"`
			Y        float64 `json:"y"`
		} `json:"target"`
	}
	mustOK(t, c, tool, args, &res)
	var st struct {
		StateHash string `json:"state_hash"`
		PNGPath   string `json:"png_path"`
	}
	mustOK(t, c, "browser_capture_state", map[string]any{"name": step.TargetDescription}, &st)
	step.Hints = &skills.Hints{Selector: res.Target.Selector, Role: res.Target.Role, Name: res.Target.Name, X: res.Target.X, Y: res.Target.Y,
		StateAfter: st.StateHash, ScreenshotAfter: st.PNGPath}
	return step
}

func TestSkillsSaveReplayRematchAndDemote(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	tracker := pageURL("/pages/tracker.html")
	mustOK(t, c, "browser_navigate", map[string]any{"url": tracker}, nil)
	// A successful scripted run, recorded as we go.
	var plan []skills.Step
	plan = append(plan, recordStep(t, c, "browser_click", map[string]any{"text": "New project"},
		skills.Step{Action: "CLICK", TargetDescription: "New project", SemanticRole: "primary_action"}))
	mustOK(t, c, "browser_wait", map[string]any{"text": "Create project"}, nil)
	plan = append(plan, recordStep(t, c, "browser_type", map[string]any{"selector": "#project-name", "text": "Alpha"},
		skills.Step{Action: "TYPE", TargetDescription: "Project name", Value: "Alpha", SemanticRole: "form_field", RequiredState: "text:Create project"}))
	plan = append(plan, recordStep(t, c, "browser_select_option", map[string]any{"selector": "#project-team", "values": []string{"Design"}},
		skills.Step{Action: "SELECT", TargetDescription: "Team", Value: "Design", SemanticRole: "form_field"}))
	plan = append(plan, recordStep(t, c, "browser_click", map[string]any{"text": "Create"},
		skills.Step{Action: "CLICK", TargetDescription: "Create", SemanticRole: "confirmation"}))
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Alpha (Design)"}, &found)
	if !found.Found {
		t.Fatal("the scripted run did not create the project")
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Create a project called 'Alpha' in the tracker", "plan": plan, "start_url": tracker}, &saved)
	if saved.Template != "create project ${name} tracker" || len(saved.Slots) != 1 || saved.Slots[0] != "name" {
		t.Fatalf("saved: %+v", saved)
	}

	// Paraphrase with another value: a hit, and a replay that creates it.
	var fr skills.FindResult
	mustOK(t, c, "skill_find", map[string]any{"task": `Make a new project named "Beta" in the tracker`, "url": tracker}, &fr)
	if !fr.Hit || fr.Bindings["name"] != "Beta" || fr.Skill.ID != saved.ID {
		t.Fatalf("find: %+v", fr)
	}
	var run skills.RunResult
	mustOK(t, c, "skill_run", map[string]any{"task": `Make a new project named "Beta" in the tracker`, "start_url": tracker}, &run)
	if !run.Success || run.LLMCalls != 0 || len(run.Steps) != 4 {
		t.Fatalf("replay: %+v", run)
	}
	for _, st := range run.Steps {
		if st.ResolvedBy != "recorded selector" || st.StateHash == "" {
			t.Errorf("step %d resolved by %q, state %q", st.Step, st.ResolvedBy, st.StateHash)
		}
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Beta (Design)"}, &found)
	if !found.Found {
		t.Fatal("replay did not create project Beta")
	}

	// Release 2 renamed every id and reordered the DOM: role/name/label
	// re-matching must still do it.
	mustOK(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{"name": "Gamma"},
		"start_url": pageURL("/pages/tracker-v2.html")}, &run)
	if !run.Success {
		t.Fatalf("replay on v2: %+v", run.Failure)
	}
	for _, st := range run.Steps {
		if st.ResolvedBy == "recorded selector" {
			t.Errorf("step %d used a recorded selector that v2 renamed: %s", st.Step, st.Selector)
		}
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Gamma (Design)"}, &found)
	if !found.Found {
		t.Fatal("replay on v2 did not create project Gamma")
	}

	// A page where the workflow cannot work: failure bundle, then demotion.
	for i := 1; i <= skills.DemoteAfter; i++ {
		res := call(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{"name": "Delta"},
			"start_url": pageURL("/pages/second.html")})
		if !res.IsError {
			t.Fatal("replay on the wrong page succeeded")
		}
		b := res.StructuredContent.(map[string]any)
		fail, _ := b["failure"].(map[string]any)
		if fail == nil || fail["goal"] == "" || fail["failed_step"] == nil || fail["screenshot_path"] == "" ||
			!strings.Contains(fail["error"].(string), "cannot find") {
			t.Fatalf("failure bundle: %+v", b)
		}
		if i == skills.DemoteAfter && !strings.Contains(text(res), "demoted") {
			t.Errorf("third failure does not say demoted: %s", text(res))
		}
	}
	mustOK(t, c, "skill_find", map[string]any{"task": "Create a project called 'Zeta' in the tracker", "url": tracker}, &fr)
	if fr.Hit || fr.NearestMiss == nil || !strings.Contains(fr.NearestMiss.Reason, "demoted") {
		t.Fatalf("demoted skill: %+v", fr)
	}
	mustFail(t, c, "skill_run", map[string]any{"task": "Create a project called 'Zeta' in the tracker", "start_url": tracker}, "no saved skill matches", "demoted")

	// Export, delete, import: the skill comes back (and saving reinstates).
	var ex struct {
		Path   string         `json:"path"`
		Count  int            `json:"count"`
		Bundle map[string]any `json:"bundle"`
	}
	mustOK(t, c, "skill_export", map[string]any{}, &ex)
	if ex.Count == 0 || ex.Bundle["format"] != skills.BundleFormat {
		t.Fatalf("export: %+v", ex)
	}
	mustOK(t, c, "skill_delete", map[string]any{"id": saved.ID}, nil)
	mustFail(t, c, "skill_delete", map[string]any{"id": saved.ID}, "no such skill")
	mustOK(t, c, "skill_import", map[string]any{"path": ex.Path}, nil)
	mustOK(t, c, "skill_find", map[string]any{"task": "Create a project called 'Zeta' in the tracker", "url": tracker}, &fr)
	if !fr.Hit {
		t.Fatalf("imported skill does not hit: %+v", fr)
	}
	var list skillListResult
	mustOK(t, c, "skill_list", map[string]any{"query": "create project"}, &list)
	// Other tests share the store: the tracker skill must be listed, not
	// necessarily first.
	listed := false
	for _, sk := range list.Skills {
		listed = listed || sk.Task == "Create a project called 'Alpha' in the tracker"
	}
	if !listed {
		t.Errorf("list: %+v", list)
	}
}

func TestSkillsNeverStoreSecrets(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	plan := []map[string]any{
		{"action": "TYPE", "target_description": "Email", "value": "ada@example.com"},
		{"action": "TYPE", "target_description": "Password", "value": "hunter2-very-secret", "hints": map[string]any{"selector": "input[type=password]"}},
		{"action": "CLICK", "target_description": "Sign in", "semantic_role": "confirmation"},
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Sign in as ada@example.com", "plan": plan, "start_url": pageURL("/pages/login.html")}, &saved)
	raw, err := os.ReadFile(filepath.Join(testBox.Skills.Dir(), "skills", saved.ID+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(raw), "hunter2") {
		t.Fatal("a typed password was stored in the skill file")
	}
	if !strings.Contains(string(raw), "${secret}") || !strings.Contains(string(raw), "${email}") {
		t.Errorf("skill file lacks its placeholders:\n%s", raw)
	}
	var fr skills.FindResult
	mustOK(t, c, "skill_find", map[string]any{"task": "Log in as bob@example.com", "url": pageURL("/pages/login.html")}, &fr)
	if !fr.Hit || len(fr.Needs) != 1 || fr.Needs[0] != "secret" {
		t.Errorf("find must say the secret is needed: %+v", fr)
	}
	mustFail(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{"email": "bob@example.com"}},
		"unknown variable", "${secret}")
}

// BenchmarkSkillRunVsStepByStep: the tracker task replayed from the skills
// library in one call (0 LLM calls) against the same task driven step by
// step through the browser tools, as an agent would between model turns.
func BenchmarkSkillRunVsStepByStep(b *testing.B) {
	c := connect(b, testMCP)
	tracker := pageURL("/pages/tracker.html")
	plan := []map[string]any{
		{"action": "CLICK", "target_description": "New project", "hints": map[string]any{"selector": "#new-project", "role": "button", "name": "New project"}},
		{"action": "TYPE", "target_description": "Project name", "value": "Alpha", "required_state": "text:Create project",
			"hints": map[string]any{"selector": "#project-name", "role": "textbox", "name": "Project name"}},
		{"action": "SELECT", "target_description": "Team", "value": "Design", "hints": map[string]any{"selector": "#project-team", "role": "combobox", "name": "Team"}},
		{"action": "CLICK", "target_description": "Create", "semantic_role": "confirmation", "hints": map[string]any{"selector": "#create-btn", "role": "button", "name": "Create"}},
	}
	var saved skillSaveResult
	mustOK(b, c, "skill_save", map[string]any{"task": "Create a project called 'Alpha' in the bench tracker", "plan": plan, "start_url": tracker}, &saved)
	b.Run("step-by-step", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			mustOK(b, c, "browser_navigate", map[string]any{"url": tracker}, nil)
			mustOK(b, c, "browser_click", map[string]any{"selector": "#new-project"}, nil)
			mustOK(b, c, "browser_wait", map[string]any{"text": "Create project"}, nil)
			mustOK(b, c, "browser_type", map[string]any{"selector": "#project-name", "text": fmt.Sprintf("P%d", i)}, nil)
			mustOK(b, c, "browser_select_option", map[string]any{"selector": "#project-team", "values": []string{"Design"}}, nil)
			mustOK(b, c, "browser_click", map[string]any{"selector": "#create-btn"}, nil)
		}
	})
	b.Run("skill-run-cache-hit", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			var run skills.RunResult
			mustOK(b, c, "skill_run", map[string]any{"task": fmt.Sprintf("Make a project named 'P%d' in the bench tracker", i), "start_url": tracker}, &run)
			if !run.Success || run.LLMCalls != 0 {
				b.Fatalf("replay: %+v", run)
			}
		}
	})
}
