package tools

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestRouteFilterHostSpellings is the remote-browser path (no proxy: the
// route filter judges each request's URL): a trailing dot, upper case and
// IPv4-mapped IPv6 do not get around --blocked-origins for navigation,
// audit_scan_url, iframes, images, fetch and WebSockets. Chromium resolves
// localhost. itself, so the name case needs no /etc/hosts entry.
func TestRouteFilterHostSpellings(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var byNameHits, byIPHits hitCounter
	byName := netSite(t, &byNameHits, false, nil) // 127.0.0.1, blocked by the name localhost
	byIPSite := netSite(t, &byIPHits, false, nil)
	byIP := listenOn(t, "127.0.0.2", byIPSite.Config.Handler) // blocked as 127.0.0.2
	_, namePort, _ := net.SplitHostPort(strings.TrimPrefix(byName.URL, "http://"))
	_, ipPort, _ := net.SplitHostPort(strings.TrimPrefix(byIP, "http://"))
	blockedURLs := []string{"http://localhost.:" + namePort, "http://LOCALHOST.:" + namePort, "http://localhost:" + namePort,
		"http://[::ffff:127.0.0.2]:" + ipPort, "http://[::ffff:7f00:2]:" + ipPort, "http://2130706434:" + ipPort}
	page := listenOn(t, "127.0.0.1", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, strings.Replace(framesPage(blockedURLs), "</main>", "<script>"+settlePage(blockedURLs)+"</script></main>", 1))
	}))
	var mu sync.Mutex
	// Each names its port: a bare localhost or 127.0.0.2 is this whole
	// machine, the page's server included.
	pol := &guard.URLPolicy{Blocked: []string{"localhost:" + namePort, byIP}}
	filter := func(ctx context.Context, u string) error {
		mu.Lock()
		p := pol
		mu.Unlock()
		return p.Check(ctx, u)
	}
	mgr := browser.NewManager(browser.Config{Runtime: testBox.Browser.Config().Runtime, Headless: true, OutputDir: t.TempDir(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RequestFilter: filter})
	t.Cleanup(func() { mgr.Close() })
	tb := *testBox
	tb.Browser = mgr
	srv, err := tb.NewServer(ServerOptions{Name: "filtered", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	for _, u := range blockedURLs {
		for _, tool := range []string{"browser_navigate", "audit_scan_url"} {
			if res := call(t, c, tool, map[string]any{"url": u + "/" + tool}); !res.IsError || !strings.Contains(text(res), "URL policy") {
				t.Errorf("%s %s: isError=%v, want a URL-policy refusal: %s", tool, u, res.IsError, browser.FirstLine(text(res)))
			}
		}
	}
	// The page says when every request it made has been decided (#done),
	// so the count below cannot miss one still waiting for its verdict,
	// and none is judged later under the control's policy.
	mustOK(t, c, "browser_navigate", map[string]any{"url": page + "/frames"}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 30000}, nil)
	if n := byNameHits.total() + byIPHits.total(); n != 0 {
		t.Errorf("the blocked servers received %d requests: by name %v, by IP %v", n, byNameHits.n, byIPHits.n)
	}

	// Control: without the block the same page reaches both servers, so
	// the spellings do load in this Chromium.
	mu.Lock()
	pol = &guard.URLPolicy{}
	mu.Unlock()
	mustOK(t, c, "browser_navigate", map[string]any{"url": page + "/frames?control"}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 30000}, nil)
	if byNameHits.get("/fetch") == 0 || byIPHits.get("/fetch") == 0 || byNameHits.get("/frame") == 0 || byIPHits.get("/ws") == 0 || byNameHits.get("/ws") == 0 {
		t.Errorf("control: the unblocked servers were not reached: by name %v, by IP %v", byNameHits.n, byIPHits.n)
	}
}

// settlePage is a script that fetches and opens a WebSocket to each URL,
// waits until those and the page's iframes and images have all settled
// (loaded, failed or closed), then appends #done. It waits on the page's
// own events, not on a timer.
func settlePage(urls []string) string {
	var b strings.Builder
	b.WriteString("const ps = [];")
	for _, u := range urls {
		fmt.Fprintf(&b, "ps.push(fetch(%q, {mode: 'no-cors'}).catch(() => {}));", u+"/fetch")
		fmt.Fprintf(&b, "ps.push(new Promise(r => { try { const w = new WebSocket(%q); w.onopen = () => { w.send('hi'); r(); }; w.onerror = r; w.onclose = r; } catch (e) { r(); } }));", "ws"+strings.TrimPrefix(u, "http")+"/ws")
	}
	// The window's load waits for every iframe and image, loaded or not.
	b.WriteString(`window.addEventListener('load', () => Promise.all(ps).then(() => { const d = document.createElement('p'); d.id = 'done'; d.textContent = 'done'; document.body.append(d); }));`)
	return b.String()
}
