package audit

import (
	"fmt"
	"net/http"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/bench/govuk"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// govukExample is one published example of a GOV.UK Frontend component
// (testdata/govuk-frontend: accessible components this team did not write).
type govukExample = govuk.Example

func loadGovuk(t testing.TB) []govukExample {
	t.Helper()
	out, err := govuk.Load("../testdata/govuk-frontend")
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// govukPages serves /govuk/ (the package's stylesheet and script) and
// /govuk/example/N: example N in a minimal GOV.UK page, scripts started.
func govukPages() http.Handler {
	var once sync.Once
	var examples []govukExample
	static := http.StripPrefix("/govuk/", http.FileServer(http.Dir("../testdata/govuk-frontend")))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n, ok := strings.CutPrefix(r.URL.Path, "/govuk/example/")
		if !ok {
			static.ServeHTTP(w, r)
			return
		}
		once.Do(func() { examples, _ = govuk.Load("../testdata/govuk-frontend") })
		i, err := strconv.Atoi(n)
		if err != nil || i < 0 || i >= len(examples) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, govuk.Page(examples[i], "/govuk/", ""))
	})
}

// TestGovukFrontendPrecision: none of our own checks reports a violation on
// the published examples of GOV.UK Frontend's components, but those a person
// judged true (testdata/govuk-frontend/judged.tsv: an example that shows a
// component, not a whole form, may lack what the form would need). make test takes
// each component's first example and, for the on-request checks, every
// third component's; make test-full takes every example. The needs-review
// and best-practice counts are logged (the README quotes them).
func TestGovukFrontendPrecision(t *testing.T) {
	browsertest.Slow(t)
	t.Parallel()
	all := loadGovuk(t)
	full := os.Getenv("ACCESSAGENTS_TEST_FULL") != ""
	var pick []int
	seen := map[string]bool{}
	for i, ex := range all {
		if full || !seen[ex.Component] {
			pick = append(pick, i)
		}
		seen[ex.Component] = true
	}
	judged := loadGovukJudged(t)
	trueViolations := 0
	expensive, err := checks.Resolve([]string{"expensive"})
	if err != nil {
		t.Fatal(err)
	}
	type tallies struct {
		pages, expensivePages, review, practice, axe int
		reviewBy, practiceBy, axeBy                  map[string]int
	}
	var mu sync.Mutex
	tl := tallies{reviewBy: map[string]int{}, practiceBy: map[string]int{}, axeBy: map[string]int{}}
	const groups = 3
	var wg sync.WaitGroup
	for g := 0; g < groups; g++ {
		wg.Add(1)
		go func(g int) {
			defer wg.Done()
			s := newSessionNamed(t, fmt.Sprint(g))
			for k := g; k < len(pick); k += groups {
				i := pick[k]
				ex := all[i]
				where := fmt.Sprintf("%s/%s (example %d)", ex.Component, ex.Name, i)
				ctx := testCtx(t)
				res, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL(fmt.Sprintf("/govuk/example/%d", i)), PageSize: MaxPageSize, BestPractice: true})
				if err != nil {
					t.Errorf("%s: %v", where, err)
					continue
				}
				runExpensive := k%3 == 0
				var run ChecksRun
				if runExpensive {
					if run, err = testEngine.RunChecks(ctx, s, expensive, nil); err != nil {
						t.Errorf("%s: on-request checks: %v", where, err)
						continue
					}
				}
				mu.Lock()
				tl.pages++
				if runExpensive {
					tl.expensivePages++
				}
				for _, v := range append(res.Violations, run.Found...) {
					if v.Source == checks.Source && judged[ex.Component+"/"+ex.Name+"\t"+v.RuleID+"\t"+v.Selector] {
						trueViolations++
					} else if v.Source == checks.Source {
						t.Errorf("%s: violation %s on %s not judged true in judged.tsv: %s", where, v.RuleID, v.Selector, v.FailureSummary)
					} else {
						tl.axe++
						tl.axeBy[v.RuleID]++
					}
				}
				var review []*finding.Violation
				if res.Checks != nil {
					review = res.Checks.NeedsReview
				}
				for _, v := range append(review, run.NeedsReview...) {
					tl.review++
					tl.reviewBy[v.RuleID]++
				}
				for _, v := range append(res.BestPractice, run.BestPractice...) {
					tl.practice++
					tl.practiceBy[v.RuleID]++
				}
				mu.Unlock()
			}
		}(g)
	}
	wg.Wait()
	byRule := func(m map[string]int) string {
		var parts []string
		for r, n := range m {
			parts = append(parts, fmt.Sprintf("%s %d", r, n))
		}
		sort.Strings(parts)
		return strings.Join(parts, ", ")
	}
	t.Logf("GOV.UK Frontend examples: %d pages (%d with the on-request checks); our violations judged true %d; needs review %d (%s); best practice %d (%s); axe violations %d (%s)",
		tl.pages, tl.expensivePages, trueViolations, tl.review, byRule(tl.reviewBy), tl.practice, byRule(tl.practiceBy), tl.axe, byRule(tl.axeBy))
}

// loadGovukJudged reads judged.tsv: "example\trule\tselector\ttrue\twhy".
func loadGovukJudged(t testing.TB) map[string]bool {
	t.Helper()
	b, err := os.ReadFile("../testdata/govuk-frontend/judged.tsv")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(f) < 4 {
			continue
		}
		if f[3] != "true" {
			t.Fatalf("judged.tsv: verdict %q, want true: %s", f[3], line)
		}
		out[f[0]+"\t"+f[1]+"\t"+f[2]] = true
	}
	return out
}
