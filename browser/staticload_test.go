package browser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestStaticFileFetchIsALoad: a page's fetch of a static file (an image
// whose name holds a word the judge refuses) reaches the site as an <img>
// would, while a fetch of an address that names no file, or with a header
// an <img> could not send, is still judged and refused. Judged by the site's own log, not our error text: the
// audit's read of an image's bytes had been refused for "reset" in it.
func TestStaticFileFetchIsALoad(t *testing.T) {
	browsertest.Slow(t)
	var mu sync.Mutex
	seen := map[string]int{}
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.URL.Path]++
		mu.Unlock()
		switch r.URL.Path {
		case "/img/reset.gif":
			w.Header().Set("Content-Type", "image/gif")
			fmt.Fprint(w, "GIF89a\x01\x00\x01\x00\x00\x00\x00;")
		case "/api/reset":
			fmt.Fprint(w, `{"ok":true}`)
		default:
			fmt.Fprint(w, `<!doctype html><title>Loading</title><script>
Promise.allSettled([fetch('/img/reset.gif'), fetch('/api/reset'), fetch('/img/reset-token.gif', { headers: { Authorization: 'Bearer 1' } }),
  fetch('/api/reset;.gif')]).then((r) => { document.title = r.map((x) => x.status).join(' '); });
</script>`)
		}
	}))
	t.Cleanup(site.Close)
	s := newTestSession(t)
	var judged []string
	s.UseEffectJudge(func(_ context.Context, _ *Session, a Act) error {
		mu.Lock()
		judged = append(judged, a.URL)
		mu.Unlock()
		if strings.Contains(a.URL, "reset") {
			return errTestRefused
		}
		return nil
	})
	mustNavigateTo(t, s, site.URL+"/")
	ctx := testCtx(t)
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		_, err := p.WaitForFunction(`() => document.title !== 'Loading'`, nil)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if seen["/img/reset.gif"] != 1 {
		t.Errorf("the image's fetch reached the site %d times, want 1 (judged: %v)", seen["/img/reset.gif"], judged)
	}
	// An address that names no file, a header no load could carry, and
	// a path parameter after a file name are judged, and refused.
	for _, p := range []string{"/api/reset", "/img/reset-token.gif", "/api/reset;.gif"} {
		if seen[p] != 0 {
			t.Errorf("%s reached the site %d times, want 0 (judged: %v)", p, seen[p], judged)
		}
	}
}
