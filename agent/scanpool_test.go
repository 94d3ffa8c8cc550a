package agent

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/accessagents/accessagents/crawl"
)

// TestCrawlKeepsASessionPerWorker: a crawl of one origin scans page after
// page in the same tab (reset between pages), where the tab's history grows,
// while with --fresh-contexts every page starts a tab of its own. What is
// found is the same either way, page by page, on pages that would show a
// violation if they saw anything the page before them stored.
func TestCrawlKeepsASessionPerWorker(t *testing.T) {
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Page</title></head>
			<body><main><h1>Page %[1]s</h1><p>Text of page %[1]s.</p></main><script>
			document.title = "history " + history.length;
			if (localStorage.length || sessionStorage.length || document.cookie) {
				const img = document.createElement("img");
				img.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw="; img.width = 40; img.height = 40;
				document.querySelector("main").append(img);
			}
			localStorage.setItem("seen", location.pathname);
			sessionStorage.setItem("seen", location.pathname);
			document.cookie = "seen=1; path=/";
			</script></body></html>`, r.URL.Path)
	}))
	defer site.Close()
	var seeds []string
	for i := range 4 {
		seeds = append(seeds, fmt.Sprintf("%s/p%d", site.URL, i))
	}
	type page struct{ title, found string }
	run := func(fresh bool) map[string]page {
		t.Helper()
		out := t.TempDir()
		cr, err := SiteCrawler{ClientName: "agent-test", Version: "test", FreshContexts: fresh}.New(testBox, crawl.Options{
			Seeds: seeds, Scope: crawl.Scope{Origins: []string{site.URL}}, Concurrency: 1, MaxPages: 10,
			IgnoreRobots: true, OutDir: out, Log: testBox.Log,
		})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cr.Run(context.Background()); err != nil {
			t.Fatal(err)
		}
		pages := map[string]page{}
		if err := crawl.Records(out, func(r crawl.Record) error {
			pages[r.URL] = page{r.Title, fmt.Sprintf("%s %+v", r.Status, r.Counts)}
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		if len(pages) != len(seeds) {
			t.Fatalf("pages recorded: %v", pages)
		}
		return pages
	}
	kept, fresh := run(false), run(true)
	long := 0
	for _, u := range seeds {
		k, f := kept[u], fresh[u]
		if k.found != f.found {
			t.Errorf("%s: found %q in a kept session, %q in a fresh one", u, k.found, f.found)
		}
		if f.title != "history 1" && f.title != "history 2" {
			t.Errorf("%s with --fresh-contexts: %q, want a new tab's history", u, f.title)
		}
		if k.title != f.title {
			long++
		}
	}
	if long != len(seeds)-1 {
		t.Errorf("pages scanned in a tab kept from the page before: %d of %d, want %d (titles %v)", long, len(seeds), len(seeds)-1, kept)
	}
}
