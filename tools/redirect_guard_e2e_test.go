package tools

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// shortLinkSite has an opaque short link that redirects to a destructive
// URL, its benign twin, and a page linking to both; hits counts requests.
func shortLinkSite(t *testing.T, hits *hitCounter) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		hits.add(r.URL.Path)
		switch r.URL.Path {
		case "/short/abc":
			http.Redirect(w, r, "/account/delete?confirm=yes", http.StatusFound)
			return
		case "/short/def":
			http.Redirect(w, r, "/dashboard", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>%s</title></head><body><main><h1>%s</h1>
<p><a id="offer" href="/short/abc">Open the offer</a> <a id="dash" href="/short/def">Dashboard</a></p></main></body></html>`, r.URL.Path, r.URL.Path)
	})
	s := httptest.NewServer(mux)
	t.Cleanup(s.Close)
	return s
}

// TestProxyRefusesOpaqueRedirectToDestructiveURL: navigating to (or
// clicking) a short link that redirects to /account/delete?confirm=yes
// never runs the delete handler — the proxy answers the redirect with a
// refusal the tool reports — while the benign twin's redirect still lands
// on /dashboard.
func TestProxyRefusesOpaqueRedirectToDestructiveURL(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var hits hitCounter
	site := shortLinkSite(t, &hits)
	c := connect(t, proxiedServer(t, &guard.URLPolicy{}))

	msg := mustFail(t, c, "browser_navigate", map[string]any{"url": site.URL + "/short/abc"}, "refused a redirect", "/account/delete", "guard will ask for confirmation")
	if strings.Contains(msg, "deleted") {
		t.Errorf("the destructive page came back: %s", msg)
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/home"}, nil)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#offer"}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"text": "Redirect refused", "timeout_ms": 20000}, nil)
	if hits.get("/short/abc") != 2 {
		t.Errorf("the short link was requested %d times, want 2 (navigation and click)", hits.get("/short/abc"))
	}
	if n := hits.get("/account/delete"); n != 0 {
		t.Fatalf("the destructive URL was reached %d times through a redirect", n)
	}

	var nav struct {
		URL string `json:"url"`
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/short/def"}, &nav)
	if !strings.HasSuffix(nav.URL, "/dashboard") || hits.get("/dashboard") != 1 {
		t.Errorf("the benign redirect: landed on %q, /dashboard hits %d", nav.URL, hits.get("/dashboard"))
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/home"}, nil)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#dash"}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"text": "/dashboard", "timeout_ms": 20000}, nil)
	if hits.get("/dashboard") != 2 {
		t.Errorf("clicking the benign short link: /dashboard hits %d, want 2", hits.get("/dashboard"))
	}
}
