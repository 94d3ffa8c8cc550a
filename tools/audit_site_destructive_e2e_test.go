package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// destructiveLinksSite links (and lists in its sitemap, and names as a
// sitemap in robots.txt) an account-deletion URL, a short link that
// redirects to it, and a logout link; hits counts every request by path.
func destructiveLinksSite(t *testing.T, hits *hitCounter) *httptest.Server {
	var s *httptest.Server
	s = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.add(r.URL.Path)
		switch r.URL.Path {
		case "/robots.txt":
			fmt.Fprintf(w, "User-agent: *\nAllow: /\nSitemap: %s/sitemap.xml\nSitemap: %s/account/delete?confirm=yes&src=robots\n", s.URL, s.URL)
			return
		case "/sitemap.xml":
			w.Header().Set("Content-Type", "application/xml")
			fmt.Fprintf(w, `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>%s/about</loc></url><url><loc>%s/account/delete?confirm=yes&amp;src=sitemap</loc></url></urlset>`, s.URL, s.URL)
			return
		case "/short/abc":
			http.Redirect(w, r, "/account/delete?confirm=yes&src=short", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Shop %s</title></head><body><main><h1>Shop</h1>
<nav><a href="/">Home</a> <a href="/about">About</a> <a href="/account/delete?confirm=yes">Delete my account</a>
<a href="/short/abc">Special offer</a> <a href="/logout">Sign out</a></nav></main></body></html>`, r.URL.Path)
	}))
	t.Cleanup(s.Close)
	return s
}

// TestAuditSiteNeverVisitsDestructiveURLs: audit_site finds a link, a
// sitemap entry and a short-link redirect into /account/delete and a
// logout link; it requests none of them (the server's counters say so),
// scans the benign pages, and lists the skipped URLs with the guard's
// reason in the tool's text and in site.json. Once with the crawler's own
// HTTP, once with it going through the URL-policy proxy.
func TestAuditSiteNeverVisitsDestructiveURLs(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	for _, tc := range []struct {
		name string
		srv  func() *server.MCPServer
	}{
		{"direct", func() *server.MCPServer { return testMCP }},
		{"proxied", func() *server.MCPServer { return proxiedServer(t, &guard.URLPolicy{}) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hits hitCounter
			site := destructiveLinksSite(t, &hits)
			c := connect(t, tc.srv())
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
			defer cancel()
			res, err := siteCall(ctx, t, c, map[string]any{"url": site.URL + "/", "max_pages": 10, "concurrency": 1}, nil)
			if err != nil || res.IsError {
				t.Fatalf("audit_site: %v %s", err, text(res))
			}
			for _, p := range []string{"/account/delete", "/logout"} {
				if n := hits.get(p); n != 0 {
					t.Errorf("the crawl requested %s %d times", p, n)
				}
			}
			if hits.get("/about") == 0 || hits.get("/short/abc") == 0 {
				t.Errorf("the benign pages were not crawled: %v", hits.n)
			}
			var out siteResult
			b, _ := json.Marshal(res.StructuredContent)
			if err := json.Unmarshal(b, &out); err != nil {
				t.Fatal(err)
			}
			if out.ByStatus[crawl.StatusScanned] < 2 || out.ByStatus[crawl.StatusDestructive] < 3 {
				t.Errorf("by status %v: want home and about scanned, the delete link, its sitemap entry and logout skipped", out.ByStatus)
			}
			if !strings.Contains(text(res), "not visited (destructive): "+site.URL+"/account/delete?confirm=yes") {
				t.Errorf("the tool's text does not list the skipped URL:\n%s", text(res))
			}
			raw, err := os.ReadFile(filepath.Join(out.Dir, "site.json"))
			if err != nil {
				t.Fatal(err)
			}
			var sum crawl.SiteSummary
			if err := json.Unmarshal(raw, &sum); err != nil {
				t.Fatal(err)
			}
			listed := map[string]string{}
			for _, s := range sum.Skipped {
				listed[s.URL] = s.Reason
			}
			for _, u := range []string{"/account/delete?confirm=yes", "/account/delete?confirm=yes&src=sitemap", "/logout"} {
				if !strings.Contains(listed[site.URL+u], "destructive") {
					t.Errorf("site.json does not list %s with a reason: %v", u, listed)
				}
			}
		})
	}
}
