package audit

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanSettlesForALateHydration: a dev build renders part of the page
// only after the load, once its modules arrive (SvelteKit hydrates then).
// With Settle the scan waits until the page has gone quiet, so what the
// late module adds is scanned: here an image with no alt, served after
// the load event has fired.
func TestScanSettlesForALateHydration(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	mux := http.NewServeMux()
	mux.HandleFunc("/late", func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(300 * time.Millisecond) // a module that arrives after the load
		w.Write([]byte(`<img src="/photo.png" width="40" height="40">`))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Late</title></head><body><main><h1>Late</h1></main>
<script>addEventListener('load', () => fetch('/late').then((r) => r.text()).then((t) => document.querySelector('main').insertAdjacentHTML('beforeend', t)));</script>
</body></html>`))
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	s := newSession(t)
	res, err := testEngine.Scan(testCtx(t), s, ScanOptions{URL: srv.URL, PageSize: MaxPageSize, Settle: 10 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range res.Violations {
		if v.RuleID == "image-alt" {
			return
		}
	}
	t.Errorf("the image the page added after its load was not scanned: %+v", res.Violations)
}
