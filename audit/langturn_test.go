package audit

import (
	"slices"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanLangPartsAsTheCheck: a scan's page turn reads 3.1.2's blocks as
// text only and locates the few Go flags afterwards; what it reports must
// be what the check run on its own reports, node for node.
func TestScanLangPartsAsTheCheck(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c, ok := checks.ByID("aa-lang-parts")
	if !ok {
		t.Fatal("no aa-lang-parts")
	}
	type item struct{ sel, html, summary string }
	list := func(vs []*finding.Violation) []item {
		var out []item
		for _, v := range vs {
			if v.RuleID == c.ID {
				out = append(out, item{v.Selector, v.HTML, v.FailureSummary})
			}
		}
		return out
	}
	for _, page := range []string{"fail.html", "review.html", "de-page.html", "pass.html"} {
		s := newSession(t)
		ctx := testCtx(t)
		res, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL("/checks/lang-parts/" + page), PageSize: MaxPageSize})
		if err != nil {
			t.Fatal(err)
		}
		if res.Checks == nil || len(res.Checks.Errors) > 0 {
			t.Fatalf("%s: checks %+v", page, res.Checks)
		}
		run, err := testEngine.RunChecks(ctx, s, []checks.Check{c}, nil)
		if err != nil {
			t.Fatal(err)
		}
		scanFail, scanReview := list(res.Violations), list(res.Checks.NeedsReview)
		if want := list(run.Found); !slices.Equal(scanFail, want) {
			t.Errorf("%s: the scan reports\n%+v\nthe check\n%+v", page, scanFail, want)
		}
		if want := list(run.NeedsReview); !slices.Equal(scanReview, want) {
			t.Errorf("%s: the scan's needs review\n%+v\nthe check's\n%+v", page, scanReview, want)
		}
		if page != "pass.html" && len(scanFail)+len(scanReview) == 0 {
			t.Errorf("%s: the scan found nothing under 3.1.2", page)
		}
		for _, it := range append(scanFail, scanReview...) {
			if it.sel == "" || it.html == "" {
				t.Errorf("%s: a node without its place: %+v", page, it)
			}
		}
	}
}
