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

// TestStaticLookingFetchIsJudged: a page's fetch is judged whatever
// address it names, a static-looking one included, while an <img> of a
// plain file name is a load. An outside tester got /account/delete.png,
// delete%2epng and JSON-typed fetches to a server routing by suffix when
// fetches of static-looking names were let go as loads. Judged by the
// site's own log, not our error text.
func TestStaticLookingFetchIsJudged(t *testing.T) {
	browsertest.Slow(t)
	var mu sync.Mutex
	seen := map[string]int{}
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.URL.Path]++
		mu.Unlock()
		switch r.URL.Path {
		case "/img/reset.gif", "/img/logo.gif":
			w.Header().Set("Content-Type", "image/gif")
			fmt.Fprint(w, "GIF89a\x01\x00\x01\x00\x00\x00\x00;")
		case "/api/reset":
			fmt.Fprint(w, `{"ok":true}`)
		default:
			fmt.Fprint(w, `<!doctype html><title>Loading</title><script>
const img = new Image();
const loaded = new Promise((ok) => { img.onload = img.onerror = ok; });
img.src = '/img/logo.gif';
Promise.allSettled([loaded, fetch('/img/reset.gif'), fetch('/api/reset'), fetch('/account/reset.png', { headers: { Accept: 'application/json' } }),
  fetch('/api/reset;.gif'), fetch('/account/reset%2egif')]).then((r) => { document.title = r.map((x) => x.status).join(' '); });
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
	if seen["/img/logo.gif"] != 1 {
		t.Errorf("the <img> of a plain file reached the site %d times, want 1 (judged: %v)", seen["/img/logo.gif"], judged)
	}
	// Every fetch is judged and, by this judge, refused: none arrives.
	for _, p := range []string{"/img/reset.gif", "/api/reset", "/account/reset.png", "/api/reset;.gif", "/account/reset.gif"} {
		if seen[p] != 0 {
			t.Errorf("%s reached the site %d times, want 0 (judged: %v)", p, seen[p], judged)
		}
	}
}
