package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestCrawlGateFailsWhenNothingWasAudited: a CI gate that audited nothing
// must not pass. A --include no URL matches, a site that is down (every
// page 500) and a stale session answered 401 all exit 2 and say why.
func TestCrawlGateFailsWhenNothingWasAudited(t *testing.T) {
	t.Parallel()
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case strings.HasPrefix(r.URL.Path, "/down"):
			http.Error(w, "maintenance", http.StatusInternalServerError)
		case strings.HasPrefix(r.URL.Path, "/api"):
			w.Header().Set("WWW-Authenticate", `Bearer realm="api"`)
			http.Error(w, "unauthorised", http.StatusUnauthorized)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Home</title></head><body><main><h1>Home</h1><a href="/about">About</a></main></body></html>`)
		}
	}))
	defer site.Close()
	dir := t.TempDir()
	for _, tc := range []struct {
		name, start string
		extra       []string
		want        string
	}{
		{"include-nothing", "/", []string{"--include", "/nomatch/**"}, "no URL was in scope"},
		{"site-down", "/down/", nil, "nothing was audited"},
		{"stale-401", "/api/", nil, "HTTP 401"},
	} {
		args := append([]string{"audit", "--crawl", site.URL + tc.start, "--out", filepath.Join(dir, tc.name), "--rate-interval", "0s"}, tc.extra...)
		stdout, stderr, code := runBin(t, args...)
		if code != 2 || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d, want 2 saying %q\n%s\n%s", tc.name, code, tc.want, stdout, stderr)
		}
	}
}

// TestCrawlNeverAsksTheTerminal: a page that posts a deletion as it loads
// gets the request refused without a y/N question that would hold an
// unattended crawl, and the site never receives it.
func TestCrawlNeverAsksTheTerminal(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var posts atomic.Int32
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			posts.Add(1)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Profile</title></head><body><main><h1>Profile</h1>
<form id="f" method="post" action="/account/delete"><input type="hidden" name="confirm" value="yes"></form>
<script>document.getElementById('f').submit();</script></main></body></html>`)
	}))
	defer site.Close()
	// The refused form post ends the navigation's wait (the page is used as
	// it is); a generous page limit leaves the scan its time on a busy machine.
	out := filepath.Join(t.TempDir(), "out")
	stdout, stderr, code := runBin(t, "audit", "--crawl", site.URL+"/", "--out", out, "--rate-interval", "0s", "--page-timeout", "3m")
	if code == 2 || strings.Contains(stderr, "[y/N]") {
		t.Errorf("crawl: exit %d; it must neither fail nor ask\n%s\n%s", code, stdout, stderr)
	}
	if n := posts.Load(); n != 0 {
		t.Errorf("the site received %d POSTs", n)
	}
	// The page's report says what the page did and what the audit judged
	// against, as a page audited alone does.
	b, err := os.ReadFile(filepath.Join(out, "pages", "000001.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rep struct {
		Standard string   `json:"standard"`
		Notices  []string `json:"notices"`
		Ran      []string `json:"checks_ran"`
	}
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	if rep.Standard == "" || len(rep.Ran) == 0 || !slices.ContainsFunc(rep.Notices, func(n string) bool { return strings.Contains(n, "refused") }) {
		t.Errorf("the page report lacks the standard, the checks that ran or a notice of the refused post: %s", b)
	}
	html, err := os.ReadFile(filepath.Join(out, "pages", "000001.html"))
	if err != nil || !strings.Contains(string(html), "refused") {
		t.Errorf("the page's HTML report does not say the post was refused (%v)", err)
	}
}
