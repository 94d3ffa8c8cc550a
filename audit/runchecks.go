package audit

import (
	"context"
	"slices"
	"sort"
	"sync"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/interactive"
	"github.com/accessagents/accessagents/browser"
)

// Progress reports how far a check run is: done of total checks, and what
// runs next.
type Progress func(done, total int, message string)

// CheckTiming is one check's wall time in a run.
type CheckTiming struct {
	Check string `json:"check"`
	Ms    int64  `json:"ms"`
}

// ChecksRun is what RunChecks found: violations (which count in the score
// and can be fixed and verified like axe's) and needs-review suspicions.
type ChecksRun struct {
	URL         string               `json:"url"`
	Ran         []string             `json:"ran"`
	Found       []*finding.Violation `json:"violations"`
	NeedsReview []*finding.Violation `json:"needs_review"`
	// BestPractice: findings of best-practice checks, and of checks whose
	// criterion the session's standard does not count; never scored.
	BestPractice []*finding.Violation `json:"best_practice,omitempty"`
	Errors       []string             `json:"errors,omitempty"`
	Timings      []CheckTiming        `json:"timings"`
	Totals       map[string]int       `json:"totals"` // violating nodes per check, past the cap too
	Score        int                  `json:"score"`
	// Notices: what the run did besides checking (a dialog the page opened
	// while the checks acted on it, dismissed).
	Notices []string `json:"notices,omitempty"`
}

// RunChecks runs the given checks on the session's current page and folds
// the results into its audit state (a page not scanned yet starts a fresh
// state, with no axe results). The keyboard checks share one Tab walk.
func (e *Engine) RunChecks(ctx context.Context, s *browser.Session, list []checks.Check, progress Progress) (ChecksRun, error) {
	run := ChecksRun{Found: []*finding.Violation{}, NeedsReview: []*finding.Violation{}, Totals: map[string]int{}, Timings: []CheckTiming{}}
	var raws []finding.RawCheck
	var pageURL string
	// The checks press keys, hover, focus and type: a page that answers with
	// an alert or confirm gets it dismissed and noted, never a failed run.
	out, err := withPageDismissing(ctx, s, func(p playwright.Page) error {
		pageURL = p.URL()
		var cheap []string
		for _, c := range list {
			if !c.Expensive {
				cheap = append(cheap, c.ID)
			}
		}
		done := 0
		if len(cheap) > 0 {
			if progress != nil {
				progress(done, len(list), "cheap checks")
			}
			start := time.Now()
			r, err := checks.RunCheap(p, cheap)
			if err != nil {
				return err
			}
			raws = append(raws, r...)
			if slices.ContainsFunc(cheap, checks.SourceCheck) {
				raws = append(raws, parsingCheck(ctx, s, p))
			}
			done += len(cheap)
			run.Timings = append(run.Timings, CheckTiming{Check: "cheap", Ms: time.Since(start).Milliseconds()})
		}
		ids := make([]string, len(list))
		for i, c := range list {
			ids[i] = c.ID
		}
		walk := interactive.NewKeyWalk(nil, ids...)
		ctx := interactive.WithServed(ctx, sync.OnceValue(func() *interactive.Served { return servedDocument(ctx, s, p) }))
		for _, c := range list {
			if !c.Expensive {
				continue
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			if progress != nil {
				progress(done, len(list), c.ID)
			}
			start := time.Now()
			r, err := interactive.RunExpensive(ctx, e.kit, p, c.ID, walk)
			if err != nil {
				r = finding.RawCheck{ID: c.ID, Error: err.Error()}
			}
			raws = append(raws, r)
			done++
			run.Timings = append(run.Timings, CheckTiming{Check: c.ID, Ms: time.Since(start).Milliseconds()})
		}
		if progress != nil {
			progress(done, len(list), "done")
		}
		return nil
	})
	if err != nil {
		// fn may have been abandoned and still be writing run.
		return ChecksRun{Found: []*finding.Violation{}, NeedsReview: []*finding.Violation{}, Totals: map[string]int{}, Timings: []CheckTiming{}}, err
	}
	run.Notices = out.Notices
	rep := &checks.Section{Source: checks.Source, Violations: map[string]int{}}
	found, totals := checks.Findings(raws, rep)
	sourceLinesOfErrors(found)
	st := e.state(s.ID())
	st.mu.Lock()
	defer st.mu.Unlock()
	std := st.standard
	if std.Name == "" {
		std, _ = finding.ParseStandard("")
	}
	// What the caller asked to run is reported: a finding that does not
	// count under the standard comes back as best practice.
	found, run.BestPractice = std.Split(found, totals, true)
	run.URL, run.Ran, run.Errors, run.NeedsReview = pageURL, rep.Ran, rep.Errors, append(run.NeedsReview, rep.NeedsReview...)
	run.Found = append(run.Found, found...)
	for r, t := range totals {
		run.Totals[r] = t.Nodes
	}
	if st.url != pageURL {
		tags := st.tags
		if len(tags) == 0 {
			tags = DefaultTags
		}
		st.merge(pageURL, tags, nil, map[string]finding.RuleTotal{})
	}
	if st.source != nil && st.source.URL == pageURL {
		st.sourceLines(found)
		st.sourceLines(rep.NeedsReview)
	}
	st.mergeChecks(run.Ran, found, totals, rep.NeedsReview)
	st.bestPractice = slices.DeleteFunc(st.bestPractice, func(v *finding.Violation) bool { return slices.Contains(run.Ran, v.RuleID) })
	st.bestPractice = append(st.bestPractice, run.BestPractice...)
	run.Score = st.counts().Score()
	return run, nil
}

// AddChecksRun folds an audit_run_checks answer into a full scan result
// (for the CLI's --checks all): its violations join the list, its
// needs-review items and rules join the checks section, and the score and
// counts become the session's (which include both).
func (res *ScanResult) AddChecksRun(run ChecksRun, counts finding.Counts) {
	res.Violations = append(res.Violations, run.Found...)
	finding.SortViolations(res.Violations)
	if res.Checks == nil {
		res.Checks = &checks.Section{Source: checks.Source, Violations: map[string]int{}, NeedsReview: []*finding.Violation{}}
	}
	for _, r := range run.Ran {
		if !slices.Contains(res.Checks.Ran, r) {
			res.Checks.Ran = append(res.Checks.Ran, r)
		}
	}
	sort.Strings(res.Checks.Ran)
	for r, n := range run.Totals {
		res.Checks.Violations[r] = n
	}
	res.Checks.NeedsReview = append(res.Checks.NeedsReview, run.NeedsReview...)
	res.BestPractice = append(res.BestPractice, run.BestPractice...)
	res.Checks.Errors = append(res.Checks.Errors, run.Errors...)
	res.Notices = append(res.Notices, run.Notices...)
	res.Counts, res.Score, res.TotalViolations = counts, run.Score, counts.Total()
}
