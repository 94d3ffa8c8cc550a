package audit

import (
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestChecksGiveThePageItsViewportBack: aa-reflow lays the page out at
// 320×256 and aa-orientation swaps width and height; both must give the
// page its viewport back, by the page's own innerWidth and innerHeight.
// They did not (the restore used playwright's own record, which the
// resize had overwritten), and every check after them judged a phone-sized
// page: a tooltip that opens on its wrapper's mouseenter, under a term
// far down a story, was reported as vanishing when pointed at (the
// pointer left the 256 px tall tab on the way to it).
func TestChecksGiveThePageItsViewportBack(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, siteURL("/checks/viewport/term-tooltip.html"), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatal(err)
	}
	size := func() (vp [2]int) {
		t.Helper()
		if _, err := s.WithPage(ctx, func(p playwright.Page) error {
			return browser.EvalJSON(p, `() => [innerWidth, innerHeight]`, nil, &vp)
		}); err != nil {
			t.Fatal(err)
		}
		return vp
	}
	before := size()
	if before[0] < 800 {
		t.Fatalf("the session's page is %v wide before the checks; the test needs a desktop viewport", before)
	}
	var run []checks.Check
	for _, id := range []string{"aa-reflow", "aa-orientation", "aa-hover-content"} {
		c, ok := checks.ByID(id)
		if !ok {
			t.Fatalf("no check %s", id)
		}
		run = append(run, c)
	}
	rep, err := testEngine.RunChecks(ctx, s, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	if after := size(); after != before {
		t.Errorf("the page's viewport is %v after the checks, was %v", after, before)
	}
	ran := map[string]bool{}
	for _, id := range rep.Ran {
		ran[id] = true
	}
	for _, id := range []string{"aa-reflow", "aa-hover-content"} {
		if !ran[id] {
			t.Errorf("%s did not run: ran %v, errors %v", id, rep.Ran, rep.Errors)
		}
	}
	for _, v := range rep.Found {
		if v.RuleID == "aa-hover-content" {
			t.Errorf("the tooltip that stays open under the pointer was reported: %s %s", v.Selector, v.FailureSummary)
		}
	}
	// The reflow check still judged the page at 320 px: the map wider
	// than a phone is found.
	reflow := false
	for _, v := range append(rep.Found, rep.NeedsReview...) {
		reflow = reflow || v.RuleID == "aa-reflow"
	}
	if !reflow {
		t.Errorf("aa-reflow found nothing at 320 px: %+v", rep.Found)
	}
}
