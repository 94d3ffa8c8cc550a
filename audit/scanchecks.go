package audit

import (
	"context"
	"fmt"
	"sort"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// scanChecks is the scan's hook: it adds the cheap checks' violations
// (raw, run in axe's page turn, or err) to found and totals and returns
// the checks section. A check that fails to run is reported in the
// section; it never fails the axe scan.
func (e *Engine) scanChecks(raw []finding.RawCheck, err error, found *[]*finding.Violation, totals map[string]finding.RuleTotal, only []string) *checks.Section {
	rep := &checks.Section{Source: checks.Source, Violations: map[string]int{}, NeedsReview: []*finding.Violation{}}
	if len(only) == 0 {
		return rep
	}
	if err != nil {
		e.log.Warn("accessagents checks failed", "error", err)
		rep.Errors = append(rep.Errors, err.Error())
		return rep
	}
	vs, t := checks.Findings(raw, rep)
	*found = append(*found, vs...)
	finding.SortViolations(*found)
	for k, v := range t {
		totals[k] = v
	}
	sort.Strings(rep.Ran)
	return rep
}

// verifyCheck re-runs one check and reports the verdict for the element
// loc resolves to.
func (e *Engine) verifyCheck(ctx context.Context, s *browser.Session, p playwright.Page, selector, rule string) (finding.RuleResult, playwright.Locator, error) {
	c, ok := checks.ByID(rule)
	if !ok {
		return finding.RuleResult{}, nil, fmt.Errorf("%w %q", finding.ErrUnknownRule, rule)
	}
	loc, err := s.Find(p, selector)
	if err != nil {
		return finding.RuleResult{}, nil, err
	}
	h, err := browser.HandleOf(loc)
	if err != nil {
		return finding.RuleResult{}, nil, err
	}
	defer h.Dispose()
	rr, err := checks.Verify(ctx, e.kit, p, h, c)
	return rr, loc, err
}
