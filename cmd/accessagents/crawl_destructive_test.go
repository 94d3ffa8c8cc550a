package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/accessagents/accessagents/crawl"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestCrawlNeverVisitsDestructiveURLs: `audit --crawl` (its own HTTP
// through the URL-policy proxy, and the browser) never requests a linked
// /account/delete?confirm=yes, nor a link that reads as an action (empty
// the cart, cancel an order, add to cart), nor follows a short link's
// redirect into one, and audits no page a redirect takes out of scope; the
// journal records each with its reason. Judged by the sites' own logs.
// Its progress on stderr, not a terminal, is one log line per URL.
func TestCrawlNeverVisitsDestructiveURLs(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var hits sync.Map // path -> *atomic.Int32
	count := func(p string) int32 {
		v, _ := hits.LoadOrStore(p, new(atomic.Int32))
		return v.(*atomic.Int32).Load()
	}
	var elsewhere atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		elsewhere.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Partner</title></head><body><img src="/x.png"></body></html>`)
	}))
	defer other.Close()
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		v, _ := hits.LoadOrStore(r.URL.Path, new(atomic.Int32))
		v.(*atomic.Int32).Add(1)
		switch r.URL.Path {
		case "/short/abc":
			http.Redirect(w, r, "/account/delete?confirm=yes&src=short", http.StatusFound)
			return
		case "/offsite":
			http.Redirect(w, r, other.URL+"/elsewhere", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Shop</title></head><body><main><h1>Shop</h1>
<a href="/about">About</a> <a href="/account/delete?confirm=yes">Delete my account</a> <a href="/short/abc">Offer</a>
<a href="/cart/empty">Empty cart</a> <a href="/orders/5/cancel">Cancel order</a> <a href="/shop/?add-to-cart=12">Buy</a>
<a href="/offsite">Partner</a></main></body></html>`)
	}))
	defer site.Close()
	out := filepath.Join(t.TempDir(), "crawl")
	stdout, stderr, code := runBin(t, "audit", "--crawl", site.URL+"/", "--out", out, "--rate-interval", "0s")
	if code == 2 {
		t.Fatalf("crawl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	for _, p := range []string{"/account/delete", "/cart/empty", "/orders/5/cancel"} {
		if n := count(p); n != 0 {
			t.Errorf("the crawl requested %s %d times", p, n)
		}
	}
	if n := count("/shop/"); n != 0 {
		t.Errorf("the crawl requested the add-to-cart link %d times", n)
	}
	// The out-of-scope target is fetched by the crawler (once: a login
	// page on another origin must be seen to be known), never audited.
	if n := elsewhere.Load(); n > 1 {
		t.Errorf("the out-of-scope redirect target was requested %d times, want at most once (the crawler's own look)", n)
	}
	status := map[string]crawl.Record{}
	for _, r := range journalRecords(t, out) {
		status[strings.TrimPrefix(r.URL, site.URL)] = r
	}
	for _, p := range []string{"/account/delete?confirm=yes", "/short/abc", "/cart/empty", "/orders/5/cancel", "/shop/?add-to-cart=12"} {
		if r := status[p]; r.Status != crawl.StatusDestructive || !strings.Contains(r.Detail, "destructive") && !strings.Contains(r.Detail, "action") {
			t.Errorf("%s: %+v, want skipped with the reason", p, r)
		}
	}
	if r := status["/offsite"]; r.Status != crawl.StatusRedirectOffsite {
		t.Errorf("/offsite: %+v, want %s", r, crawl.StatusRedirectOffsite)
	}
	if status["/about"].Status != crawl.StatusScanned {
		t.Errorf("the benign page was not scanned: %+v", status)
	}
	// The crawl's progress, on a stderr that is no terminal, is a log.
	checkProgressLog(t, stderr, site.URL)
}
