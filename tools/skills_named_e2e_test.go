package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/skills"
)

// TestSkillReplayNeverActsOnAnotherItem: a skill saved for "Open the
// details of Watering can and set the quantity to 3" clicked the Details
// button in Watering can's row. Replayed for Pruning shears, its recorded
// selector still names Watering can's button: the replay fails, naming
// what it found and what the task names, and the page shows it never
// opened Watering can. A variable the plan never uses is refused before
// anything runs.
func TestSkillReplayNeverActsOnAnotherItem(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	shop := pageURL("/pages/garden-shop.html")
	mustOK(t, c, "browser_navigate", map[string]any{"url": shop}, nil)
	plan := []skills.Step{
		recordStep(t, c, "browser_click", map[string]any{"selector": `tr[data-id="1"] button`},
			skills.Step{Action: "CLICK", TargetDescription: "Details button for Watering can", SemanticRole: "navigation"}),
		recordStep(t, c, "browser_type", map[string]any{"selector": "#qty", "text": "3", "clear": true},
			skills.Step{Action: "TYPE", TargetDescription: "Quantity", Value: "3", SemanticRole: "form_field", RequiredState: "text:Details of Watering can"}),
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Open the details of Watering can and set the quantity to 3", "plan": plan, "start_url": shop}, &saved)

	// Exported as a Playwright test, the step whose button ("Details") is
	// in every row falls back to the selector the replay resolved, and the
	// test passes: it asserts the details of Watering can are open.
	test, dir := exportForPlaywright(t, c, saved.ID)
	if !strings.Contains(test.Source, `unique(page.getByRole('button', { name: 'Details', exact: true }), page.locator('tr[data-id="1"] button'))`) {
		t.Errorf("the export does not fall back to the resolved selector for an ambiguous name:\n%s", test.Source)
	}
	if report, out := runPlaywright(t, dir); report.Stats.Expected != 1 || report.Stats.Unexpected != 0 {
		t.Errorf("npx playwright test: %d passed, %d failed\n%s\n%s", report.Stats.Expected, report.Stats.Unexpected, report.errors(), out)
	}

	msg := mustFail(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{"number": "2", "colour": "red"}},
		"colour", "not used")
	if strings.Contains(msg, "replayed") {
		t.Errorf("an unused variable was refused only after a replay: %s", msg)
	}

	// The plan takes only the number: a name passed as a variable would
	// be left out.
	mustFail(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{"name": "Pruning shears", "number": "2"}},
		"name", "not used")
	// The task asked in words: the skill is not a match for another item.
	res := call(t, c, "skill_run", map[string]any{"task": "Open the details of Pruning shears and set the quantity to 2", "start_url": shop})
	if out := text(res); !res.IsError || !strings.Contains(out, "Pruning") || !strings.Contains(out, "Watering") {
		t.Fatalf("a replay for Pruning shears should be refused naming both items:\n%s", out)
	}
	// The same item with another quantity replays.
	var run skills.RunResult
	mustOK(t, c, "skill_run", map[string]any{"task": "Open the details of Watering can and set the quantity to 5", "start_url": shop}, &run)
	if !run.Success {
		t.Fatalf("the same task with another quantity: %+v", run.Failure)
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": shop}, nil)
	var st struct {
		Text string `json:"text"`
	}
	mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	if strings.Contains(st.Text, "Details of Watering can") {
		t.Errorf("the replay opened Watering can's details for a task about Pruning shears: %q", st.Text)
	}
}
