package audit

import (
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// TestScanReadsTheServedHTMLOnce: a scan takes the source lines from the
// response that brought the page, so the server is asked for the page once;
// when the page has taken another address since, the scan asks for that
// address, and source lines still come.
func TestScanReadsTheServedHTMLOnce(t *testing.T) {
	t.Parallel()
	shop, err := os.ReadFile("../testdata/site/shop.html")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	hits := map[string]int{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		hits[r.Method+" "+r.URL.Path]++
		mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(shop)
	}))
	defer srv.Close()
	count := func(k string) int {
		mu.Lock()
		defer mu.Unlock()
		return hits[k]
	}
	withLines := func(res ScanResult) int {
		n := 0
		for _, v := range res.Violations {
			if v.SourceLine > 0 {
				n++
			}
		}
		return n
	}
	s := newSession(t)
	ctx := testCtx(t)
	res, err := testEngine.Scan(ctx, s, ScanOptions{URL: srv.URL + "/shop.html", PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	if n := count("GET /shop.html"); n != 1 {
		t.Errorf("the page was requested %d times for one scan; want 1 (its own load)", n)
	}
	if withLines(res) == 0 {
		t.Fatalf("no violation has a source line: %d violations", len(res.Violations))
	}
	// The page takes another address: what the browser received no longer
	// answers it, so the scan asks the server for that address.
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		_, err := p.Evaluate(`() => history.replaceState(null, '', '/moved.html')`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	res, err = testEngine.Scan(ctx, s, ScanOptions{PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	if n := count("GET /moved.html"); n != 1 {
		t.Errorf("after replaceState the scan requested /moved.html %d times; want 1", n)
	}
	if n := count("GET /shop.html"); n != 1 {
		t.Errorf("the original address was requested again (%d in all)", n)
	}
	if withLines(res) == 0 {
		t.Error("no source lines from the re-requested page")
	}
}
