package audit

import (
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestChecksWithoutBody runs every check, cheap and on request, on pages
// with no HTML body: a bare SVG document (document.body is null) and a
// frameset. No check may fail there, and none finds anything: the SVG has
// no HTML content, and a frameset's content lives in its frames.
func TestChecksWithoutBody(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	for _, page := range []string{"image.svg", "frameset.html"} {
		ctx := testCtx(t)
		if _, err := s.Navigate(ctx, siteURL("/checks/no-html/"+page), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
			t.Fatal(err)
		}
		rep, err := testEngine.RunChecks(ctx, s, checks.All(), nil)
		if err != nil {
			t.Fatalf("%s: %v", page, err)
		}
		if len(rep.Ran) != len(checks.All()) {
			t.Errorf("%s: ran %d checks, want %d", page, len(rep.Ran), len(checks.All()))
		}
		for _, e := range rep.Errors {
			t.Errorf("%s: check error %s", page, e)
		}
		for _, v := range append(rep.Found, rep.NeedsReview...) {
			t.Errorf("%s: %s found %s (%s)", page, v.RuleID, v.Selector, v.Status)
		}
		// The axe scan's own hook runs the cheap checks too.
		res, err := testEngine.Scan(ctx, s, ScanOptions{})
		if err != nil {
			t.Fatalf("%s: scan: %v", page, err)
		}
		if res.Checks != nil && len(res.Checks.Errors) > 0 {
			t.Errorf("%s: scan check errors %v", page, res.Checks.Errors)
		}
	}
}
