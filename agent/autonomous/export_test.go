package autonomous

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// boardSite serves the test pages on an origin of its own (so no other
// test's skill for the board matches) and records the board's beacons:
// where each dropped card went, by the site's own account.
type boardSite struct {
	*httptest.Server
	mu    sync.Mutex
	drops []string
}

func newBoardSite(t *testing.T) *boardSite {
	b := &boardSite{}
	mux := http.NewServeMux()
	mux.HandleFunc("/pages/board-beacon", func(w http.ResponseWriter, r *http.Request) {
		b.mu.Lock()
		b.drops = append(b.drops, r.URL.RawQuery)
		b.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	})
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../../testdata/pages"))))
	b.Server = httptest.NewServer(mux)
	t.Cleanup(b.Close)
	return b
}

func (b *boardSite) dropped() []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]string(nil), b.drops...)
}

// TestHoverDragSkillExportsAsPassingPlaywrightTest: --autonomous with the
// scripted model hovers a card (its drag handle shows only under the
// pointer) and drags it to Done, and saves the skill. skill_export writes
// it as a Playwright test, which passes under the pinned npx playwright
// test on our Chromium, offline, and moves the card again: the site
// records the drop both times.
func TestHoverDragSkillExportsAsPassingPlaywrightTest(t *testing.T) {
	browsertest.Slow(t)
	nodeModules, _ := filepath.Abs("../../testdata/mcpclients/node_modules")
	if _, err := os.Stat(filepath.Join(nodeModules, "@playwright", "test", "package.json")); err != nil {
		t.Fatalf("@playwright/test is not installed in testdata/mcpclients: run make setup (npm ci there): %v", err)
	}
	site := newBoardSite(t)
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"HOVER","target_description":"Fix login bug"},{"action":"DRAG","target_description":"Move Fix login bug","value":"Done"}]}`},
		"step": {
			step("HOVER", map[string]any{"text": "Fix login bug"}),
			step("DRAG", map[string]any{"from": map[string]any{"selector": `[data-card="c2"] .handle`}, "to": map[string]any{"selector": `[data-column="done"]`}}),
			step("DONE", map[string]any{"summary": "moved to Done"}),
		},
		"validate": {`{"success":true,"reason":"the status says c2 in done"}`},
	}, nil)
	ctx := context.Background()
	c := connect(t)
	rep, err := Run(ctx, c, ms.llm(true, 8000), Options{Task: "Move the card 'Fix login bug' to the Done column", StartURL: site.URL + "/pages/board-hover.html"})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Success || rep.SkillSaved == "" {
		t.Fatalf("planned run: %+v", rep)
	}
	if got := site.dropped(); len(got) != 1 || got[0] != "c2=done" {
		t.Fatalf("the planned run's drops, by the site's record: %v; want [c2=done]", got)
	}

	var ex struct {
		Path  string `json:"path"`
		Tests []struct {
			Path        string   `json:"path"`
			Source      string   `json:"source"`
			Unsupported []string `json:"unsupported"`
		} `json:"tests"`
	}
	if err := c.Call(ctx, "skill_export", map[string]any{"ids": []string{rep.SkillSaved}, "format": "playwright"}, &ex); err != nil {
		t.Fatal(err)
	}
	if len(ex.Tests) != 1 || len(ex.Tests[0].Unsupported) != 0 {
		t.Fatalf("export: %+v", ex)
	}
	src := ex.Tests[0].Source
	if !strings.Contains(src, ".hover()") || !strings.Contains(src, "await drag(page,") {
		t.Fatalf("the exported test does not hover and drag:\n%s", src)
	}
	dir := t.TempDir()
	for _, f := range []string{ex.Tests[0].Path, filepath.Join(ex.Path, "playwright.config.ts")} {
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
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	cmd := exec.Command("npx", "--no", "playwright", "test", "--reporter=json", "--workers=1", "--timeout=60000")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "ACCESSAGENTS_BROWSER_PATH="+rt.LaunchPath(true), "CI=1", "npm_config_offline=true")
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	runErr := cmd.Run()
	var report struct {
		Stats struct {
			Expected   int `json:"expected"`
			Unexpected int `json:"unexpected"`
		} `json:"stats"`
	}
	if err := json.Unmarshal([]byte(stdout.String()), &report); err != nil {
		t.Fatalf("npx playwright test: %v; no JSON report (%v)\n%s\n%s", runErr, err, stdout.String(), stderr.String())
	}
	if report.Stats.Expected != 1 || report.Stats.Unexpected != 0 {
		t.Fatalf("npx playwright test: %d passed, %d failed\n%s\n%s\n%s", report.Stats.Expected, report.Stats.Unexpected, stdout.String(), stderr.String(), src)
	}
	if got := site.dropped(); len(got) != 2 || got[1] != "c2=done" {
		t.Errorf("the exported test's drop, by the site's record: %v; want a second c2=done", got)
	}
}
