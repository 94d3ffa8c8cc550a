package tools

import (
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanReadsAPageThatRefreshesItself: a page that reloads itself every
// 0.4 s (a timed meta refresh) is read as one document, its refresh held
// while it is read, and reported by axe's meta-refresh rule; the scan
// failed with "Execution context was destroyed". An immediate redirect to
// another address is still followed. Judged by the server's own count of
// document loads.
func TestScanReadsAPageThatRefreshesItself(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var loads atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		head := ""
		switch r.URL.Path {
		case "/tick":
			loads.Add(1)
			head = `<meta http-equiv="refresh" content="0.4">`
		case "/moved":
			head = `<meta http-equiv="Refresh" content="0; URL='/dest'">`
		case "/dest":
		default:
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><html lang="en"><head>` + head + `<title>Page ` + r.URL.Path + `</title></head><body><main><h1>Hello</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></main></body></html>`))
	}))
	defer srv.Close()
	c := connect(t, testMCP)

	var res audit.ScanResult
	mustOK(t, c, "audit_scan_url", map[string]any{"url": srv.URL + "/tick"}, &res)
	if res.Rules["meta-refresh"] == nil || res.Rules["image-alt"] == nil {
		t.Errorf("self-refreshing page: rules %v, want meta-refresh and image-alt", slices.Sorted(maps.Keys(res.Rules)))
	}
	after := loads.Load()
	time.Sleep(1200 * time.Millisecond) // three refresh periods
	if n := loads.Load(); n != after {
		t.Errorf("the page was loaded %d more times after its scan returned: its refresh was not held", n-after)
	}

	res = audit.ScanResult{}
	mustOK(t, c, "audit_scan_url", map[string]any{"url": srv.URL + "/moved"}, &res)
	if res.URL != srv.URL+"/dest" || res.Rules["meta-refresh"] != nil {
		t.Errorf("an immediate meta redirect: scanned %s with rules %v, want %s/dest without meta-refresh", res.URL, slices.Sorted(maps.Keys(res.Rules)), srv.URL)
	}
}
