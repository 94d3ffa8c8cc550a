package browser

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// TestFailedLoadSettlesBeforeReturning: Chromium commits its error page
// for a failed load after Playwright has reported the failure. Navigate
// returns only once that commit has happened, so the next navigation is
// not interrupted by it (CI runs failed on "interrupted by another
// navigation to chrome-error://chromewebdata/"). Each round fails twice in
// a row, the second time from the first failure's error page, whose URL
// the new one shares (a wait on the URL returned at once, and CI failed
// again), and checks the tab's own commits the moment each failure
// returns; then it loads a page.
func TestFailedLoadSettlesBeforeReturning(t *testing.T) {
	t.Parallel()
	closed := httptest.NewServer(http.NotFoundHandler())
	refused := closed.URL + "/gone"
	closed.Close()
	s := newTestSession(t)
	for round := range 4 {
		mustNavigate(t, s, "/")
		for _, bad := range []string{refused, "http://127.0.0.1:1/"} {
			var p playwright.Page
			if _, err := s.WithPage(testCtx(t), func(cur playwright.Page) error { p = cur; return nil }); err != nil {
				t.Fatal(err)
			}
			before := s.navGen(p)
			_, err := s.Navigate(testCtx(t), bad, NavigateOptions{})
			if !errors.Is(err, ErrNavigation) {
				t.Fatalf("round %d: %s gave %v, want ErrNavigation", round, bad, err)
			}
			if done, _ := s.committedSince(p, before, chromeErrorPage); !done {
				t.Fatalf("round %d: %s returned before Chromium committed its error page", round, bad)
			}
		}
	}
	mustNavigate(t, s, "/")
}
