package browser

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

// TestFailedLoadSettlesBeforeReturning: Chromium commits its error page
// for a failed load after Playwright has reported the failure. Navigate
// returns only once that commit has happened, so the next navigation is
// not interrupted by it (a CI run failed on "interrupted by another
// navigation to chrome-error://chromewebdata/"). Each round checks the
// tab's own URL the moment the failure returns, then loads a page.
func TestFailedLoadSettlesBeforeReturning(t *testing.T) {
	t.Parallel()
	closed := httptest.NewServer(http.NotFoundHandler())
	refused := closed.URL + "/gone"
	closed.Close()
	s := newTestSession(t)
	for round := range 5 {
		mustNavigate(t, s, "/")
		_, err := s.Navigate(testCtx(t), refused, NavigateOptions{})
		if !errors.Is(err, ErrNavigation) {
			t.Fatalf("round %d: a refused connection gave %v, want ErrNavigation", round, err)
		}
		if u, err := s.CurrentURL(testCtx(t)); err != nil || u != chromeErrorPage {
			t.Fatalf("round %d: right after the failure the tab shows %q (%v), want Chromium's committed error page", round, u, err)
		}
	}
}
