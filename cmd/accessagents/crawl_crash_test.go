package main

import (
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/crawl"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// heapBomb is page content that crashes its renderer: the script grows
// the V8 heap until Chromium kills the renderer for running out of memory
// ("Aw, Snap!"), as a runaway page script does in the wild.
const heapBomb = `<!doctype html><html lang="en"><head><title>Runaway script</title></head><body><main><h1>Runaway script</h1>
<script>const keep = []; for (let i = 0; ; i++) keep.push(new Array(1 << 16).fill({i}));</script></main></body></html>`

// crashSite serves pages that crash their renderer and pages that don't.
// It counts the browser's requests for each page (the crawler's own fetch
// is not one), and among them the fresh ones: without the cookie every
// response sets, so the first in a new browser context. (A scan that
// works requests its page twice: the navigation, then the source it
// quotes snippets from.)
type crashSite struct {
	mu            sync.Mutex
	visits, fresh map[string]int
}

func (s *crashSite) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if !strings.Contains(r.UserAgent(), crawl.UserAgent) {
		s.mu.Lock()
		s.visits[r.URL.Path]++
		if _, err := r.Cookie("visited"); err != nil {
			s.fresh[r.URL.Path]++
		}
		n := s.visits[r.URL.Path]
		s.mu.Unlock()
		http.SetCookie(w, &http.Cookie{Name: "visited", Value: "1", Path: "/"})
		if r.URL.Path == "/crash-always" || r.URL.Path == "/crash-once" && n == 1 {
			fmt.Fprint(w, heapBomb)
			return
		}
	}
	if r.URL.Path == "/favicon.ico" {
		http.NotFound(w, r)
		return
	}
	fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Page %[1]s</title></head><body><main><h1>Page %[1]s</h1>
<img src="/photo.png"></main></body></html>`, r.URL.Path)
}

// TestCrawlRetriesCrashedRenderer crawls a URL list holding a page that
// crashes its renderer on the first visit only and one that crashes it on
// every visit, on the Chromium the crawl launches itself and on one it
// reaches by --cdp-endpoint. The first page is scanned on its retry (two
// attempts, the second in a fresh browser context: without the first
// visit's cookie); the second is recorded as a scan error that names the
// crash after exactly two visits; the pages after them are scanned.
//
// The renderers run with a 64 MB V8 heap (--page-heap-mb, or the flag on
// the Chromium the test starts) so that the runaway script crashes its
// renderer in about two seconds; with Chromium's default heap it takes
// some 45 s and 4 GB.
func TestCrawlRetriesCrashedRenderer(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	t.Run("local", func(t *testing.T) { testCrashRetry(t, "--page-heap-mb", "64") })
	t.Run("cdp", func(t *testing.T) {
		testCrashRetry(t, "--cdp-endpoint", startCDPChromium(t, "--js-flags=--max-old-space-size=64"))
	})
}

func testCrashRetry(t *testing.T, browserArgs ...string) {
	site := &crashSite{visits: map[string]int{}, fresh: map[string]int{}}
	srv := httptest.NewServer(site)
	defer srv.Close()
	dir := t.TempDir()
	paths := []string{"/crash-once", "/crash-always", "/a", "/b", "/c"}
	var list strings.Builder
	for _, p := range paths {
		list.WriteString(srv.URL + p + "\n")
	}
	urls := filepath.Join(dir, "urls.txt")
	if err := os.WriteFile(urls, []byte(list.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	args := append([]string{"audit", "--urls", urls, "--out", out, "--format", "json", "--concurrency", "2",
		"--rate-interval", "0s", "--page-timeout", "5m", "--output-dir", filepath.Join(dir, "output")}, browserArgs...)
	stdout, stderr, code := runBin(t, args...)
	if code != 1 {
		t.Fatalf("crawl: exit %d, want 1 (the pages have violations)\n%s\n%s", code, stdout, stderr)
	}

	recs := map[string]crawl.Record{}
	for _, r := range journalRecords(t, out) {
		recs[strings.TrimPrefix(r.URL, srv.URL)] = r
	}
	site.mu.Lock()
	defer site.mu.Unlock()
	if r := recs["/crash-once"]; r.Status != crawl.StatusScanned || r.Attempts != 2 || r.File == "" {
		t.Errorf("/crash-once: status %q, %d attempts, report %q (%s); want scanned on the 2nd attempt", r.Status, r.Attempts, r.File, r.Detail)
	}
	if n := site.fresh["/crash-once"]; n != 2 {
		t.Errorf("/crash-once: loaded in %d browser contexts, want 2 (the retry in a fresh one)", n)
	}
	r := recs["/crash-always"]
	if r.Status != crawl.StatusScanError || r.Attempts != 2 || !strings.Contains(strings.ToLower(r.Detail), "crash") {
		t.Errorf("/crash-always: status %q, %d attempts, detail %q; want %s after 2 attempts, saying it crashed",
			r.Status, r.Attempts, r.Detail, crawl.StatusScanError)
	}
	if n, f := site.visits["/crash-always"], site.fresh["/crash-always"]; n != 2 || f != 2 {
		t.Errorf("/crash-always: %d browser requests in %d contexts; want exactly 2 in 2 (one retry, in a fresh context)", n, f)
	}
	for _, p := range []string{"/a", "/b", "/c"} {
		if r := recs[p]; r.Status != crawl.StatusScanned || r.Attempts != 1 || r.Counts.Total() == 0 {
			t.Errorf("%s: status %q, %d attempts, %d violations (%s); want scanned once, with the missing alt", p, r.Status, r.Attempts, r.Counts.Total(), r.Detail)
		}
	}
	if len(recs) != len(paths) {
		t.Errorf("%d pages recorded, want %d: %v", len(recs), len(paths), recs)
	}
}

// TestPageHeapFlag checks --page-heap-mb's bounds and its environment
// variable: a value no page could run in, or one that is not a number, is
// refused with the flag's name and a fix.
func TestPageHeapFlag(t *testing.T) {
	cfg, err := parseConfig([]string{"serve", "--page-heap-mb", "512"}, io.Discard)
	if err != nil || cfg.Remote.PageHeapMB != 512 {
		t.Errorf("--page-heap-mb 512: %v, got %d", err, cfg.Remote.PageHeapMB)
	}
	for _, v := range []string{"8", "-1", "100000"} {
		_, err := parseConfig([]string{"serve", "--page-heap-mb", v}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), "--page-heap-mb "+v) || !strings.Contains(err.Error(), "e.g. 1024") {
			t.Errorf("--page-heap-mb %s: %v; want an error naming the flag and a value that works", v, err)
		}
	}
	t.Setenv("ACCESSAGENTS_PAGE_HEAP_MB", "1G")
	if _, err := parseConfig([]string{"serve"}, io.Discard); err == nil || !strings.Contains(err.Error(), "ACCESSAGENTS_PAGE_HEAP_MB") {
		t.Errorf("ACCESSAGENTS_PAGE_HEAP_MB=1G: %v; want an error naming the variable", err)
	}
	t.Setenv("ACCESSAGENTS_PAGE_HEAP_MB", "256")
	if cfg, err := parseConfig([]string{"serve"}, io.Discard); err != nil || cfg.Remote.PageHeapMB != 256 {
		t.Errorf("ACCESSAGENTS_PAGE_HEAP_MB=256: %v, got %d", err, cfg.Remote.PageHeapMB)
	}
}
