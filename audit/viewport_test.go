package audit

import (
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestChecksLeaveThePageAsFound: the on-request checks that work on the
// live page (aa-reflow at 320×256, aa-orientation with width and height
// swapped, aa-text-resize doubling every font size, aa-text-spacing) give
// it back as they found it, by the page's own reading: its markup, its
// innerWidth and innerHeight, a paragraph's computed size. They did not:
// the viewport restore used playwright's own record, which the resize had
// overwritten, so every check after them judged a phone-sized page (a
// tooltip that opens on its wrapper's mouseenter, under a term far down a
// story, was reported as vanishing when pointed at: the pointer left the
// 256 px tall tab on the way to it), and the font-size restore left
// style="" on every element.
func TestChecksLeaveThePageAsFound(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, siteURL("/checks/viewport/term-tooltip.html"), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatal(err)
	}
	type state struct {
		HTML string  `json:"html"`
		Font string  `json:"font"`
		W    int     `json:"w"`
		H    int     `json:"h"`
		Y    float64 `json:"y"`
	}
	read := func() (st state) {
		t.Helper()
		if _, err := s.WithPage(ctx, func(p playwright.Page) error {
			return browser.EvalJSON(p, `() => ({ html: document.documentElement.outerHTML, font: getComputedStyle(document.querySelector('p')).fontSize, w: innerWidth, h: innerHeight, y: scrollY })`, nil, &st)
		}); err != nil {
			t.Fatal(err)
		}
		return st
	}
	before := read()
	if before.W < 800 {
		t.Fatalf("the session's page is %d px wide before the checks; the test needs a desktop viewport", before.W)
	}
	run, err := checks.Resolve([]string{"expensive"})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := testEngine.RunChecks(ctx, s, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	after := read()
	if after.W != before.W || after.H != before.H || after.Font != before.Font {
		t.Errorf("the page is %dx%d with %s text after the checks, was %dx%d with %s", after.W, after.H, after.Font, before.W, before.H, before.Font)
	}
	if after.HTML != before.HTML {
		i := 0
		for i < min(len(before.HTML), len(after.HTML)) && before.HTML[i] == after.HTML[i] {
			i++
		}
		t.Errorf("the checks left the page's markup changed, from %q", after.HTML[max(0, i-80):min(len(after.HTML), i+120)])
	}
	if len(rep.Errors) > 0 {
		t.Errorf("checks failed: %v", rep.Errors)
	}
	reflow := false
	for _, v := range append(rep.Found, rep.NeedsReview...) {
		reflow = reflow || v.RuleID == "aa-reflow"
		if v.RuleID == "aa-hover-content" {
			t.Errorf("the tooltip that stays open under the pointer was reported: %s %s", v.Selector, v.FailureSummary)
		}
	}
	// The reflow check still judged the page at 320 px: the line wider
	// than a phone is found.
	if !reflow {
		t.Errorf("aa-reflow found nothing at 320 px: %+v", rep.Found)
	}
}
