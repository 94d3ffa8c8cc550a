package audit

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
)

// The on-request checks focus, hover, press keys and type: a page that
// answers with an alert or confirm has it dismissed and noted, and the run
// still gives every check's result and leaves no dialog open.
func TestChecksDismissDialogsThePageOpens(t *testing.T) {
	s := newSession(t)
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, siteURL("/pages/dialog-handlers.html"), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatal(err)
	}
	all, err := checks.Resolve([]string{"all"})
	if err != nil {
		t.Fatal(err)
	}
	run, err := testEngine.RunChecks(ctx, s, all, nil)
	if err != nil {
		t.Fatalf("the checks failed on a page that opens dialogs: %v", err)
	}
	if len(run.Errors) > 0 {
		t.Errorf("check errors: %v", run.Errors)
	}
	if len(run.Ran) != len(all) {
		t.Errorf("%d checks ran, want %d", len(run.Ran), len(all))
	}
	said := strings.Join(run.Notices, "\n")
	if !strings.Contains(said, "Welcome! Type your email") {
		t.Errorf("the focus handler's alert was not noted as dismissed: %q", said)
	}
	if d := s.PendingDialog(); d != nil {
		t.Errorf("a dialog is still open after the run: %+v", d)
	}
}

// What the checks leave to a person (needs review) is on the session's
// review list, as audit_session_state promises, with the reason.
func TestNeedsReviewJoinsTheReviewList(t *testing.T) {
	s := newSession(t)
	ctx := testCtx(t)
	if _, err := testEngine.Scan(ctx, s, ScanOptions{URL: siteURL("/checks/bypass/review-nav.html")}); err != nil {
		t.Fatal(err)
	}
	st := testEngine.State(s.ID())
	for _, r := range st.HumanReview {
		if r.RuleID == "aa-bypass" && r.Selector == "#menu" && strings.HasPrefix(r.Reason, "needs review: ") && len(r.Reason) > 40 {
			return
		}
	}
	t.Errorf("the bypass check's needs-review finding is not on the review list: %+v", st.HumanReview)
}
