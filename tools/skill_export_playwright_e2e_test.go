package tools

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/skills"
)

// boardApp serves testdata/pages/card-board.html (a SortableJS board with
// a form and hover-only card menus) and records the state its Save button
// posts, so a test reads the app's own data, not a screenshot.
type boardApp struct {
	*httptest.Server
	mu      sync.Mutex
	reports []boardState
}

type boardState struct {
	Cards []struct {
		Title, Priority, Column string
		Urgent                  bool
	} `json:"cards"`
}

func newBoardApp(t *testing.T) *boardApp {
	a := &boardApp{}
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../testdata/pages"))))
	mux.HandleFunc("/vendor/sortable.js", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, "../testdata/mcpclients/node_modules/sortablejs/Sortable.min.js")
	})
	mux.HandleFunc("POST /report", func(w http.ResponseWriter, r *http.Request) {
		var st boardState
		if err := json.NewDecoder(r.Body).Decode(&st); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		a.mu.Lock()
		a.reports = append(a.reports, st)
		a.mu.Unlock()
		w.Write([]byte(`{"ok":true}`))
	})
	a.Server = httptest.NewServer(mux)
	t.Cleanup(a.Close)
	return a
}

// saved reports whether the app saved a card with this title, in column
// Doing, priority High and flagged urgent: every step of the skill.
func (a *boardApp) saved(title string) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	for _, st := range a.reports {
		for _, c := range st.Cards {
			if c.Title == title && c.Column == "doing" && c.Priority == "High" && c.Urgent {
				return true
			}
		}
	}
	return false
}

// boardPlan types, selects, clicks (by a seed-style description whose
// place tells two "Add card" buttons apart), hovers to reveal a card's
// menu, drags the card to another column and saves: each locator kind the
// export chooses, from the forms skills are saved in.
var boardPlan = []map[string]any{
	{"step": 1, "action": "TYPE", "target_description": "Title", "value": "Write docs", "required_state": "title:Card board"},
	{"step": 2, "action": "SELECT", "target_description": "the 'Priority' dropdown", "value": "High"},
	{"step": 3, "action": "CLICK", "target_description": "the 'Add card' button in the new card form", "value": nil},
	{"step": 4, "action": "HOVER", "target_description": "${name}"},
	{"step": 5, "action": "CLICK", "target_description": "Card actions for ${name}",
		"hints": map[string]any{"role": "button", "name": "Card actions for Write docs"}},
	{"step": 6, "action": "CLICK", "target_description": "Mark urgent", "required_state": "selector:[role=menu]",
		"hints": map[string]any{"selector": `internal:role=menuitem[name="Mark urgent"s]`}},
	{"step": 7, "action": "DRAG", "target_description": "${name}", "value": "the Doing column", "required_state": "text:Urgent",
		"drop_hints": map[string]any{"role": "list", "name": "Doing"}},
	{"step": 8, "action": "CLICK", "target_description": "Save board", "hints": map[string]any{"selector": `[data-testid="save-board"]`}},
	{"step": 9, "action": "CLICK", "target_description": "Dismiss", "required_state": "text:Board saved"},
}

// TestSkillExportsAsPlaywrightTest: a skill that types, selects, clicks,
// hovers and drags on a board app replays, is exported as a Playwright
// test, and that test passes under npx playwright test (the pinned
// @playwright/test, offline, on our Chromium) with its ${name} parameter
// overridden from the environment; the app's saved state shows every step
// happened. On a release of the app without the Save button the same test
// fails, naming the locator it could not find.
func TestSkillExportsAsPlaywrightTest(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	app := newBoardApp(t)
	start := app.URL + "/pages/card-board.html"
	c := connect(t, testMCP)
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Add an urgent card called 'Write docs' and start it", "plan": boardPlan, "start_url": start}, &saved)
	if strings.Join(saved.Slots, ",") != "name" {
		t.Fatalf("slots %v, want [name]", saved.Slots)
	}
	var run skills.RunResult
	mustOK(t, c, "skill_run", map[string]any{"id": saved.ID, "variables": map[string]string{"name": "Write docs"}}, &run)
	if !run.Success || !app.saved("Write docs") {
		t.Fatalf("replay: success %v, app saved the card: %v; %+v", run.Success, app.saved("Write docs"), run.Failure)
	}

	test, dir := exportForPlaywright(t, c, saved.ID)
	var by []string
	for _, s := range test.Steps {
		by = append(by, s.LocatedBy+">"+s.DropBy)
	}
	want := "label>,description>,description>,text>,role+name>,role+name>,text>role+name,test id>,text>"
	if strings.Join(by, ",") != want {
		t.Errorf("locators by step %v, want %s", by, want)
	}
	if test.Params["name"] != "PARAM_NAME" {
		t.Errorf("params %v, want name from PARAM_NAME", test.Params)
	}
	t.Logf("exported %s:\n%s", test.FileName, test.Source)
	report, out := runPlaywright(t, dir, "PARAM_NAME=Exported card")
	if report.Stats.Expected != 1 || report.Stats.Unexpected != 0 || !app.saved("Exported card") {
		t.Fatalf("npx playwright test: %d passed, %d failed, app saved the card: %v\n%s", report.Stats.Expected, report.Stats.Unexpected, app.saved("Exported card"), out)
	}
	// The app loses its Save button: the test must notice.
	report, out = runPlaywright(t, dir, "PARAM_NAME=Lost card", "START_URL="+start+"?nosave")
	if report.Stats.Expected != 0 || report.Stats.Unexpected != 1 || !strings.Contains(out, "getByTestId('save-board')") || app.saved("Lost card") {
		t.Errorf("without the Save button: %d passed, %d failed, app saved: %v; want a failure naming getByTestId('save-board')\n%s",
			report.Stats.Expected, report.Stats.Unexpected, app.saved("Lost card"), out)
	}
}

// TestSeedFormSkillExportRuns: a skill in seed 001's exact form (names,
// roles and places in words, no selectors, value null on clicks) exports
// to role-and-name locators, the place telling two same-named buttons
// apart at run time, and the test passes against the page, reaching into
// an open shadow root; the last step's state asserts the app logged every
// step in order, with the parameter from the environment.
func TestSeedFormSkillExportRuns(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	plan := []map[string]any{
		{"step": 1, "action": "TYPE", "target_description": "the 'Order reference' field in the widgets section", "value": "A-1042", "semantic_role": "form_field"},
		{"step": 2, "action": "CLICK", "target_description": "the 'Track parcel' button in the widgets section", "value": nil, "semantic_role": "primary_action"},
		{"step": 3, "action": "CLICK", "target_description": "the 'New Project' button in the left sidebar", "value": nil, "semantic_role": "primary_action"},
		{"step": 4, "action": "CLICK", "target_description": "the \"Contact support\" button", "value": nil, "semantic_role": "primary_action"},
		{"step": 5, "action": "HOVER", "target_description": "the 'Parcels' heading", "value": nil,
			"required_state": "text:widgets track ${name}; new project; support"},
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Track parcel A-1042 then open a project and contact support", "plan": plan,
		"start_url": pageURL("/pages/widgets.html")}, &saved)
	test, dir := exportForPlaywright(t, c, saved.ID)
	for _, want := range []string{"await (await near(page.getByRole('button', { name: 'Track parcel', exact: true }), ['widgets'])).click();",
		"page.getByRole('textbox', { name: 'Order reference', exact: true })", "page.getByRole('button', { name: 'Contact support', exact: true })",
		"await expect(page.getByText(`widgets track ${params.name}; new project; support`).first()).toBeVisible();"} {
		if !strings.Contains(test.Source, want) {
			t.Errorf("the exported test lacks %s:\n%s", want, test.Source)
		}
	}
	if report, out := runPlaywright(t, dir, "PARAM_NAME=B-7"); report.Stats.Expected != 1 || report.Stats.Unexpected != 0 {
		t.Errorf("npx playwright test: %d passed, %d failed\n%s\n%s", report.Stats.Expected, report.Stats.Unexpected, out, test.Source)
	}
}

// exportForPlaywright exports one skill as a Playwright test through
// skill_export and lays it out in a fresh directory, with the config and
// the test clients' node_modules, ready for npx playwright test.
func exportForPlaywright(t *testing.T, c *client.Client, id string) (exportedTest, string) {
	t.Helper()
	nodeModules, _ := filepath.Abs("../testdata/mcpclients/node_modules")
	if _, err := os.Stat(filepath.Join(nodeModules, "@playwright", "test", "package.json")); err != nil {
		t.Fatalf("@playwright/test is not installed in testdata/mcpclients: run make setup (npm ci there): %v", err)
	}
	var ex struct {
		Path   string         `json:"path"`
		Format string         `json:"format"`
		Tests  []exportedTest `json:"tests"`
	}
	mustOK(t, c, "skill_export", map[string]any{"ids": []string{id}, "format": "playwright"}, &ex)
	if ex.Format != "playwright" || len(ex.Tests) != 1 || len(ex.Tests[0].Unsupported) != 0 {
		t.Fatalf("export: %+v", ex)
	}
	test := ex.Tests[0]
	dir := t.TempDir()
	for _, f := range []string{test.Path, filepath.Join(ex.Path, "playwright.config.ts")} {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(nodeModules, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	return test, dir
}

// playwrightReport is what we read of Playwright's JSON reporter.
type playwrightReport struct {
	Stats struct {
		Expected   int `json:"expected"`
		Unexpected int `json:"unexpected"`
	} `json:"stats"`
	Suites []struct {
		Specs []struct {
			Tests []struct {
				Results []struct {
					Error struct {
						Message string `json:"message"`
					} `json:"error"`
				} `json:"results"`
			} `json:"tests"`
		} `json:"specs"`
	} `json:"suites"`
}

// errors are the failed tests' messages.
func (r playwrightReport) errors() string {
	var msgs []string
	for _, s := range r.Suites {
		for _, sp := range s.Specs {
			for _, t := range sp.Tests {
				for _, res := range t.Results {
					if res.Error.Message != "" {
						msgs = append(msgs, res.Error.Message)
					}
				}
			}
		}
	}
	return strings.Join(msgs, "\n")
}

// runPlaywright runs npx playwright test in dir (offline: npx --no never
// downloads) on the runtime's Chromium and returns the JSON report and
// the whole output.
func runPlaywright(t *testing.T, dir string, env ...string) (playwrightReport, string) {
	t.Helper()
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	cmd := exec.Command("npx", "--no", "playwright", "test", "--reporter=json", "--workers=1", "--timeout=60000")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), append([]string{"ACCESSAGENTS_BROWSER_PATH=" + rt.LaunchPath(true), "CI=1", "npm_config_offline=true"}, env...)...)
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var rep playwrightReport
	if jerr := json.Unmarshal([]byte(stdout.String()), &rep); jerr != nil {
		t.Fatalf("npx playwright test: %v; no JSON report (%v)\nstdout:\n%s\nstderr:\n%s", err, jerr, stdout.String(), stderr.String())
	}
	return rep, rep.errors() + stderr.String()
}
