package crawl

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// mixedSite serves HTML pages mixed with files: a .php that serves HTML,
// one that serves JSON and one that serves CSS, stylesheets, scripts and
// images, a PDF, and /example-pages/empty.html (a page whose name is an
// action word alone). It counts the requests per path.
type mixedSite struct {
	*httptest.Server
	mu   sync.Mutex
	hits map[string]int
}

func newMixedSite(t *testing.T) *mixedSite {
	s := &mixedSite{hits: map[string]int{}}
	page := func(w http.ResponseWriter, title, body string) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>%s</title><link rel="stylesheet" href="/style.css"></head><body><main><h1>%s</h1>%s</main></body></html>`, title, title, body)
	}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits[r.URL.Path]++
		s.mu.Unlock()
		switch r.URL.Path {
		case "/":
			page(w, "Home", `<a href="/api.php">API</a> <a href="/theme.php">Theme</a> <a href="/style.css">Style</a> <a href="/app.js">App</a>
<a href="/logo.png">Logo</a> <a href="/report.pdf">Report</a> <a href="/shop.php">Shop</a> <a href="/about.html">About</a>
<a href="/example-pages/empty.html">Empty page</a> <a href="/news">News</a> <a href="/team">Team</a> <a href="/jobs">Jobs</a>`)
		case "/api.php":
			w.Header().Set("Content-Type", "application/json")
			fmt.Fprint(w, `{"ok":true}`)
		case "/theme.php":
			w.Header().Set("Content-Type", "text/css")
			fmt.Fprint(w, "body{color:#111}")
		case "/style.css":
			w.Header().Set("Content-Type", "text/css")
			fmt.Fprint(w, "body{margin:0}")
		case "/app.js", "/logo.png", "/report.pdf":
			w.Header().Set("Content-Type", "application/octet-stream")
		case "/shop.php", "/about.html", "/example-pages/empty.html", "/news", "/team", "/jobs":
			page(w, "Page "+r.URL.Path, `<p>Text.</p><a href="/">Home</a>`)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *mixedSite) hit(path string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits[path]
}

// htmlPages on mixedSite: /, /shop.php, /about.html, /example-pages/empty.html, /news, /team, /jobs.
const htmlPages = 7

// TestCrawlBudgetCountsPagesOnly: MaxPages N audits N HTML pages; a .php
// that answers JSON or CSS is recorded as not_html with its type and costs
// no page, obvious files (.css, .js, .png, .pdf) are recorded as
// skipped_asset without a request, a .php that answers HTML and empty.html
// are pages. Progress is told once per requested URL, its count rising by
// one and its total never going down, and ends with the two equal.
func TestCrawlBudgetCountsPagesOnly(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	for _, limit := range []int{3, 50} {
		t.Run(strconv.Itoa(limit), func(t *testing.T) {
			site := newMixedSite(t)
			var progress []Progress
			out := crawlFor(t, site.URL+"/", nil, func(o *Options) {
				o.MaxPages, o.Concurrency = limit, 2
				o.OnProgress = func(p Progress) { progress = append(progress, p) }
			})
			status := map[string]Record{}
			scanned := 0
			for _, r := range journalRecords(t, out) {
				status[strings.TrimPrefix(r.URL, site.URL)] = r
				if r.Status == StatusScanned {
					scanned++
				}
			}
			if want := min(limit, htmlPages); scanned != want {
				t.Errorf("MaxPages %d: %d pages scanned, want %d: %+v", limit, scanned, want, status)
			}
			for path, ctype := range map[string]string{"/api.php": "application/json", "/theme.php": "text/css"} {
				if r := status[path]; r.Status != StatusNotHTML || r.ContentType != ctype || !strings.Contains(r.Detail, ctype) {
					t.Errorf("%s: %s %q %q, want not_html with its type %s", path, r.Status, r.ContentType, r.Detail, ctype)
				}
			}
			for _, path := range []string{"/style.css", "/app.js", "/logo.png", "/report.pdf"} {
				if r := status[path]; r.Status != StatusAsset {
					t.Errorf("%s: %s (%s), want %s", path, r.Status, r.Detail, StatusAsset)
				}
			}
			if n := site.hit("/app.js") + site.hit("/logo.png") + site.hit("/report.pdf"); n != 0 {
				t.Errorf("the crawl requested assets it skips by extension %d times", n)
			}
			if limit >= htmlPages {
				for _, path := range []string{"/shop.php", "/example-pages/empty.html"} {
					if r := status[path]; r.Status != StatusScanned {
						t.Errorf("%s: %s (%s), want scanned: it is a page", path, r.Status, r.Detail)
					}
				}
			}
			done, total := 0, 0
			for _, p := range progress {
				if p.Done != done+1 || p.Total < total || p.Total < p.Done || !strings.HasPrefix(p.URL, site.URL) {
					t.Errorf("progress %+v after %d/%d: want %d/(at least %d) and a URL", p, done, total, done+1, max(total, p.Done))
				}
				done, total = p.Done, p.Total
			}
			if len(progress) == 0 || done != total {
				t.Errorf("progress: %d reports, last %d/%d", len(progress), done, total)
			}
		})
	}
}
