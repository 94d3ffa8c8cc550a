package audit

import (
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestVirtualTimeLeavesThePersonSignedIn: the time-limit and motion checks
// run the page's own clock for hours in a scratch tab of the person's
// browser context. A page whose idle timer signs out by clearing storage,
// expiring its cookie and telling its other tabs is found failing 2.2.1,
// and the person's own tab is still signed in, by the page's own state.
func TestVirtualTimeLeavesThePersonSignedIn(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, siteURL("/checks/scratch-state/idle-logout.html"), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatal(err)
	}
	var run []checks.Check
	for _, id := range []string{"aa-time-limit", "aa-script-motion"} {
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
	found := false
	for _, v := range rep.Found {
		found = found || v.RuleID == "aa-time-limit"
	}
	if !found {
		t.Errorf("the idle sign-out was not found: %+v", rep.Found)
	}
	var state struct {
		Session string `json:"session"`
		Cookie  string `json:"cookie"`
		Said    string `json:"said"`
	}
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		return browser.EvalJSON(p, `() => ({ session: (localStorage.getItem('session') || '') + (localStorage.getItem('token') || ''), cookie: document.cookie, said: document.getElementById('said').textContent })`, nil, &state)
	}); err != nil {
		t.Fatal(err)
	}
	if state.Session != "yes" || state.Cookie != "sid=abc" || state.Said != "signed in" {
		t.Errorf("the person's tab lost its sign-in to the check's scratch tab: %+v", state)
	}
}
