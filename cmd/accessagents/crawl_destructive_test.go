package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/accessagents/accessagents/crawl"
)

// TestCrawlNeverVisitsDestructiveURLs: `audit --crawl` (its own HTTP
// through the URL-policy proxy, and the browser) never requests a linked
// /account/delete?confirm=yes, nor follows a short link's redirect into
// it; the journal records the link as skipped with the guard's reason.
func TestCrawlNeverVisitsDestructiveURLs(t *testing.T) {
	var deletes atomic.Int32
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/account/delete":
			deletes.Add(1)
		case "/short/abc":
			http.Redirect(w, r, "/account/delete?confirm=yes&src=short", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Shop</title></head><body><main><h1>Shop</h1>
<a href="/about">About</a> <a href="/account/delete?confirm=yes">Delete my account</a> <a href="/short/abc">Offer</a></main></body></html>`)
	}))
	defer site.Close()
	out := filepath.Join(t.TempDir(), "crawl")
	stdout, stderr, code := runBin(t, "audit", "--crawl", site.URL+"/", "--out", out, "--rate-interval", "0s")
	if code == 2 {
		t.Fatalf("crawl: exit %d\n%s\n%s", code, stdout, stderr)
	}
	if n := deletes.Load(); n != 0 {
		t.Fatalf("the crawl requested /account/delete %d times", n)
	}
	status := map[string]crawl.Record{}
	for _, r := range journalRecords(t, out) {
		status[strings.TrimPrefix(r.URL, site.URL)] = r
	}
	if r := status["/account/delete?confirm=yes"]; r.Status != crawl.StatusDestructive || !strings.Contains(r.Detail, "destructive") {
		t.Errorf("the delete link: %+v, want skipped with the guard's reason", r)
	}
	if r := status["/short/abc"]; r.Status == crawl.StatusScanned {
		t.Errorf("the short link into the delete URL was scanned: %+v", r)
	}
	if status["/about"].Status != crawl.StatusScanned {
		t.Errorf("the benign page was not scanned: %+v", status)
	}
}
