package audit

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// checkCorpus is one check's fixture directory: testdata/checks/<dir>/
// with expect.json naming, per page, the exact selectors that must fail,
// must be flagged for review, and the passing variants that must not be.
type checkCorpus struct {
	Check string                  `json:"check"`
	Pages map[string]expectedPage `json:"pages"`
}

type expectedPage struct {
	Fail   []string `json:"fail"`
	Review []string `json:"review"`
	Pass   []string `json:"pass"`
}

func loadCorpora(t testing.TB) map[string]checkCorpus {
	t.Helper()
	dirs, err := filepath.Glob("../testdata/checks/*/expect.json")
	if err != nil || len(dirs) == 0 {
		t.Fatalf("no check corpora: %v", err)
	}
	out := map[string]checkCorpus{}
	for _, p := range dirs {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var c checkCorpus
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		out[filepath.Base(filepath.Dir(p))] = c
	}
	return out
}

// found is what one check reported on one page.
type found struct{ fail, review []string }

// runCorpusPage runs one check on one fixture page, cheap or expensive, and
// checks every passing variant exists (so a pass cannot vanish silently).
func runCorpusPage(t *testing.T, s *browser.Session, dir, page string, c checks.Check, exp expectedPage) found {
	t.Helper()
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, siteURL("/checks/"+dir+"/"+page), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatal(err)
	}
	var f found
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		for _, sel := range append(append(append([]string{}, exp.Pass...), exp.Fail...), exp.Review...) {
			if n, err := p.Locator(sel).Count(); err != nil || n != 1 {
				t.Errorf("%s/%s: variant %s matches %d elements", dir, page, sel, n)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// A best-practice check, or one under a AAA criterion, reports best
	// practice in the default AA session: the corpus asks for it and counts
	// it as what the check found.
	st := testEngine.state(s.ID())
	st.mu.Lock()
	st.wantPractice = true
	st.mu.Unlock()
	rep, err := testEngine.RunChecks(ctx, s, []checks.Check{c}, nil)
	if err != nil {
		t.Fatalf("%s/%s: %v", dir, page, err)
	}
	if len(rep.Errors) > 0 {
		t.Errorf("%s/%s: check errors %v", dir, page, rep.Errors)
	}
	// A best-practice check's findings (and a AAA check's in an AA
	// audit) come back as best practice: what it found.
	for _, v := range append(append([]*finding.Violation{}, rep.Found...), rep.BestPractice...) {
		f.fail = append(f.fail, v.Selector)
	}
	for _, v := range rep.NeedsReview {
		f.review = append(f.review, v.Selector)
	}
	sort.Strings(f.fail)
	sort.Strings(f.review)
	// audit_verify_element agrees on one failing and one passing variant
	// (on a fresh copy of the page: an on-request check may change it).
	if c.Expensive {
		if _, err := s.Navigate(ctx, siteURL("/checks/"+dir+"/"+page), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
			t.Fatal(err)
		}
	}
	for _, probe := range []struct {
		sels []string
		want string
	}{{exp.Fail, "fail"}, {exp.Review, "incomplete"}, {exp.Pass, "pass"}} {
		if len(probe.sels) == 0 {
			continue
		}
		vr, err := testEngine.Verify(ctx, s, probe.sels[0], c.ID)
		if err != nil || vr.Status != probe.want {
			t.Errorf("%s/%s: verify %s on %s = %q %v (%s), want %q", dir, page, c.ID, probe.sels[0], vr.Status, err, vr.Reason, probe.want)
		}
	}
	return f
}

func sorted(ss []string) []string {
	out := append([]string{}, ss...)
	sort.Strings(out)
	return out
}

// TestChecksCorpus runs every check on its own corpus, each check in a
// session of its own and the checks side by side (a check reads one page at
// a time in its session, so they cannot see each other's pages).
func TestChecksCorpus(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	corpora := loadCorpora(t)
	var mu sync.Mutex
	table := map[string]*tally{}
	// The corpora run on a pool of their own, corpusWorkers at a time:
	// most of their time is the change-of-context checks waiting on the
	// page, not CPU, and as parallel subtests they queued behind go test's
	// limit (one per core) with the package's other tests. The group
	// returns once every worker has, so the table is whole when checked.
	t.Run("checks", func(t *testing.T) {
		dirs := make(chan string)
		var wg sync.WaitGroup
		for range corpusWorkers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for dir := range dirs {
					runCorpus(t, dir, corpora[dir], &mu, table)
				}
			}()
		}
		for _, dir := range slices.Sorted(maps.Keys(corpora)) {
			dirs <- dir
		}
		close(dirs)
		wg.Wait()
	})
	if len(table) == len(corpora) && !t.Failed() {
		checkReadmeTable(t, table)
	}
}

// corpusWorkers is how many check corpora run at once.
const corpusWorkers = 4

// runCorpus runs one check's corpus as a subtest of t, in a session of its
// own, and adds its tally to table.
func runCorpus(t *testing.T, dir string, corpus checkCorpus, mu *sync.Mutex, table map[string]*tally) {
	c, ok := checks.ByID(corpus.Check)
	if !ok {
		t.Errorf("%s: unknown check %s", dir, corpus.Check)
		return
	}
	t.Run(dir, func(t *testing.T) {
		s := newSession(t)
		fails, passes := 0, 0
		tl := &tally{check: c}
		mu.Lock()
		table[dir] = tl
		mu.Unlock()
		for page, exp := range corpus.Pages {
			got := runCorpusPage(t, s, dir, page, c, exp)
			tl.add(got, exp)
			if strings.Join(got.fail, " ") != strings.Join(sorted(exp.Fail), " ") {
				t.Errorf("%s/%s violations:\n got  %q\n want %q", dir, page, got.fail, sorted(exp.Fail))
			}
			if strings.Join(got.review, " ") != strings.Join(sorted(exp.Review), " ") {
				t.Errorf("%s/%s needs review:\n got  %q\n want %q", dir, page, got.review, sorted(exp.Review))
			}
			fails += len(exp.Fail) + len(exp.Review)
			passes += len(exp.Pass)
		}
		if fails < 3 || passes < 3 {
			t.Errorf("%s: %d failing and %d passing variants; want at least 3 of each", dir, fails, passes)
		}
	})
}
