package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"sync"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/interactive"
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

// sourceChecks adds the result of the check that reads the served HTML
// (4.1.1's, checks.ParsingResult) to the scan's findings; a parsing
// finding's source line is its first error's.
func (e *Engine) sourceChecks(raw finding.RawCheck, own *checks.Section, found *[]*finding.Violation, totals map[string]finding.RuleTotal) {
	vs, t := checks.Findings([]finding.RawCheck{raw}, own)
	sourceLinesOfErrors(vs)
	*found = append(*found, vs...)
	finding.SortViolations(*found)
	for k, v := range t {
		totals[k] = v
	}
	sort.Strings(own.Ran)
}

// servedAsHTML says whether the page's document is text/html: markup errors
// are judged by the HTML parser's rules only there (not in an SVG or XML
// document).
func servedAsHTML(p playwright.Page) bool {
	v, err := p.Evaluate(`() => document.contentType`)
	ct, _ := v.(string)
	return err == nil && ct == "text/html"
}

// parsingCheck is 4.1.1's check of the page's served HTML for
// audit_run_checks: inapplicable to a document that is not HTML.
func parsingCheck(ctx context.Context, s *browser.Session, p playwright.Page) finding.RawCheck {
	if !servedAsHTML(p) {
		return finding.RawCheck{ID: checks.ParsingID, Status: "inapplicable"}
	}
	src := fetchSource(ctx, s, p)
	if src == nil {
		return finding.RawCheck{ID: checks.ParsingID, Error: "the HTML the server sent for this page could not be read"}
	}
	return checks.ParsingResult(src.Body)
}

// sourceLinesOfErrors gives each markup-error finding its first error's
// line in the served HTML.
func sourceLinesOfErrors(vs []*finding.Violation) {
	for _, v := range vs {
		if !checks.SourceCheck(v.RuleID) {
			continue
		}
		var d struct {
			Errors []checks.ParseError `json:"errors"`
		}
		if json.Unmarshal(v.Data, &d) == nil && len(d.Errors) > 0 {
			v.SourceLine = d.Errors[0].Line
		}
	}
}

// verifyCheck re-runs one check and reports the verdict for the element
// loc resolves to.
func (e *Engine) verifyCheck(ctx context.Context, s *browser.Session, p playwright.Page, selector, rule string) (finding.RuleResult, playwright.Locator, error) {
	c, ok := checks.ByID(rule)
	if !ok {
		return finding.RuleResult{}, nil, fmt.Errorf("%w %q", finding.ErrUnknownRule, rule)
	}
	if checks.SourceCheck(rule) {
		// Markup errors are in the served HTML, which a change in the live
		// page does not touch: the document is judged as the server sends it.
		r := parsingCheck(ctx, s, p)
		switch {
		case r.Error != "":
			return finding.RuleResult{Status: "incomplete", Reason: r.Error}, p.Locator("html"), nil
		case len(r.Nodes) > 0:
			return finding.RuleResult{Status: r.Status, Reason: r.Nodes[0].Summary, Data: r.Data}, p.Locator("html"), nil
		}
		return finding.RuleResult{Status: r.Status, Reason: "the served HTML parses without errors"}, p.Locator("html"), nil
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
	// An on-request check's scratch tab shows the page's served document,
	// as in a run (the server is not asked again, and a checkout page's
	// second request is not refused).
	ctx = interactive.WithServed(ctx, sync.OnceValue(func() *interactive.Served { return servedDocument(ctx, s, p) }))
	rr, err := checks.Verify(ctx, e.kit, p, h, c)
	return rr, loc, err
}
