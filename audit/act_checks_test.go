package audit

// The score of our aa- checks on W3C ACT rules test cases (testdata/act-aa,
// extracted by `go run ./testdata/gen/actcases -set aa`). They were held
// out when first measured; issue 12 then fixed the checks on what they
// showed (the README gives the first figures), so they no longer are. A
// change to the figures is a visible diff of the golden file and the
// README table.

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

const actDir = "../testdata/act-aa"

// actManifest is testdata/act-aa/cases.json (written by the generator).
type actManifest struct {
	Source string `json:"source"`
	Rules  []struct {
		Check      string `json:"check"`
		Rule       string `json:"rule"`
		PassedOnly bool   `json:"passed_only"`
	} `json:"rules"`
	Cases []struct {
		Check   string `json:"check"`
		Rule    string `json:"rule"`
		Example string `json:"example"`
		Outcome string `json:"outcome"`
		Page    string `json:"page"`
	} `json:"cases"`
	Skipped []struct {
		Check  string `json:"check"`
		Reason string `json:"reason"`
	} `json:"skipped"`
}

// actResult is what the mapped check reported on one case.
type actResult struct {
	check, page, outcome string
	violations, reviews  int
	err                  bool
	timed                bool // the page's own timers race the check
}

func (r actResult) line() string {
	got := fmt.Sprintf("violations=%d reviews=%d", r.violations, r.reviews)
	switch {
	case r.err:
		got = "error"
	case r.timed:
		got = "timing-dependent"
	}
	return fmt.Sprintf("%s %s %s %s", r.check, r.page, r.outcome, got)
}

// mediaReady waits until every audio and video element has its metadata
// (duration) or has given up loading: the checks read duration, and a
// page's load event does not wait for media.
const mediaReady = `() => Array.from(document.querySelectorAll('audio, video')).every((m) =>
	m.readyState >= 1 || m.error !== null || m.networkState === HTMLMediaElement.NETWORK_NO_SOURCE)`

// pageTimer marks a page whose own script acts on a timer: 80af7b's
// setTimeout traps pull focus back 10 ms after it leaves, racing the Tab
// walk, so the check catches them in some runs and not others (Failed 1 in
// 2 of 8 runs, Failed 2 and 3 in none, when first measured). Such a case is
// run but has no single result to pin or score.
var pageTimer = regexp.MustCompile(`\bset(Timeout|Interval)\(`)

// runACTCase loads one case and runs its check on it. A page that does
// not load is the harness's fault and fails the test; a check that cannot
// run on a page is a result.
func runACTCase(t *testing.T, s *browser.Session, base string, c checks.Check, page string) (found, review int, err error) {
	t.Helper()
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, base+"/"+page, browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatalf("%s: %v", page, err)
	}
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		_, err := p.WaitForFunction(mediaReady, nil, playwright.PageWaitForFunctionOptions{Timeout: playwright.Float(20000)})
		return err
	}); err != nil {
		t.Fatalf("%s: media metadata: %v", page, err)
	}
	rep, err := testEngine.RunChecks(ctx, s, []checks.Check{c}, nil)
	if err != nil {
		return 0, 0, err
	}
	if len(rep.Errors) > 0 {
		return 0, 0, fmt.Errorf("%s", strings.Join(rep.Errors, "; "))
	}
	return len(rep.Found), len(rep.NeedsReview), nil
}

// missingAssets serves the corpus and remembers every test asset a page
// asked for that is not there, so a case cannot lose its video or script
// without the test saying so.
type missingAssets struct {
	mu   sync.Mutex
	miss map[string]bool
}

func (m *missingAssets) handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasPrefix(r.URL.Path, "/test-assets/") {
			if _, err := os.Stat(dir + r.URL.Path); err != nil {
				m.mu.Lock()
				m.miss[r.URL.Path] = true
				m.mu.Unlock()
			}
		}
		files.ServeHTTP(w, r)
	})
}

// TestChecksOnACTRules scores each aa- check on the ACT cases of the rules
// that test its success criterion, in one browser session. The per-case
// results must equal audit/testdata/act-aa.golden and the README table
// must be what they give; -update rewrites both.
func TestChecksOnACTRules(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	b, err := os.ReadFile(actDir + "/cases.json")
	if err != nil {
		t.Fatal(err)
	}
	var man actManifest
	if err := json.Unmarshal(b, &man); err != nil {
		t.Fatal(err)
	}
	if len(man.Cases) < 100 {
		t.Fatalf("%d ACT cases; the corpus should hold about 200", len(man.Cases))
	}
	assets := &missingAssets{miss: map[string]bool{}}
	srv := httptest.NewServer(assets.handler(actDir))
	defer srv.Close()
	// The cases are shared out over actSessions sessions; each result keeps
	// its case's place, so the golden file's order does not depend on timing.
	results := make([]actResult, len(man.Cases))
	var wg sync.WaitGroup
	for w := 0; w < actSessions; w++ {
		s := newSessionNamed(t, fmt.Sprintf("act-%d", w))
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := w; i < len(man.Cases); i += actSessions {
				tc := man.Cases[i]
				c, ok := checks.ByID(tc.Check)
				if !ok {
					t.Errorf("%s: unknown check %s", tc.Page, tc.Check)
					continue
				}
				r := actResult{check: tc.Check, page: tc.Page, outcome: tc.Outcome}
				src, err := os.ReadFile(actDir + "/" + tc.Page)
				if err != nil {
					t.Error(err)
					continue
				}
				r.timed = pageTimer.Match(src)
				r.violations, r.reviews, err = runACTCase(t, s, srv.URL, c, tc.Page)
				if err != nil {
					// A check that cannot run on a page is a result, not a test
					// failure: it shows in the golden file and the table.
					t.Logf("%s on %s: %v", tc.Check, tc.Page, err)
					r.err = true
				}
				results[i] = r
			}
		}()
	}
	wg.Wait()
	if t.Failed() {
		return
	}
	assets.mu.Lock()
	for p := range assets.miss {
		t.Errorf("a case asked for %s, which testdata/act-aa does not hold", p)
	}
	assets.mu.Unlock()
	var lines []string
	for _, r := range results {
		lines = append(lines, r.line())
	}
	checkGolden(t, "testdata/act-aa.golden", strings.Join(lines, "\n")+"\n")
	syncReadme(t, actTableStart, actTableEnd, actTable(man, results), "TestChecksOnACTRules")
}

// actSessions is how many sessions share the ACT cases.
const actSessions = 2

// checkGolden compares got with a golden file; -update rewrites it.
func checkGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(want) == got {
		return
	}
	wl, gl := strings.Split(string(want), "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			t.Errorf("%s line %d:\n got  %q\n want %q", path, i+1, g, w)
		}
	}
}
