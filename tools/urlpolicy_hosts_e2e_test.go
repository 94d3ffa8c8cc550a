package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// framesPage embeds each URL in an iframe and an image.
func framesPage(urls []string) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="en"><head><title>Frames</title></head><body><main><h1>Frames</h1>`)
	for i, u := range urls {
		fmt.Fprintf(&b, `<iframe title="f%d" src="%s/frame"></iframe><img alt="" src="%s/frame-img">`, i, u, u)
	}
	b.WriteString(`</main></body></html>`)
	return b.String()
}

// TestURLPolicyHostSpellings: a blocked host is blocked however a page
// spells it — trailing dot and upper case (blocked.test. for a blocked
// blocked.test the test's resolver knows; /etc/hosts is not ours to
// edit), IPv4-mapped IPv6 and
// the numeric IPv4 forms Chromium canonicalises — for navigation, images,
// iframes, fetch, XHR, WebSocket, a service worker, audit_scan_url and
// audit_site's own robots.txt and sitemap fetches. The blocked servers'
// own counters are the evidence. The control: the same spellings of an
// allowed origin do arrive through the proxy.
func TestURLPolicyHostSpellings(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var allowedHits, byNameHits, byIPHits hitCounter
	allowedSite := netSite(t, &allowedHits, false, nil)
	byName := netSite(t, &byNameHits, false, nil) // 127.0.0.1, blocked as blocked.test
	byIPSite := netSite(t, &byIPHits, false, nil)
	byIP := listenOn(t, "127.0.0.2", byIPSite.Config.Handler) // blocked as 127.0.0.2
	_, namePort, _ := net.SplitHostPort(strings.TrimPrefix(byName.URL, "http://"))
	_, ipPort, _ := net.SplitHostPort(strings.TrimPrefix(byIP, "http://"))

	blockedURLs := []string{
		"http://blocked.test.:" + namePort, "http://BLOCKED.TEST.:" + namePort, "http://blocked.test:" + namePort,
		"http://127.0.0.2:" + ipPort, "http://127.0.0.2.:" + ipPort, "http://[::ffff:127.0.0.2]:" + ipPort,
		"http://[::ffff:7f00:2]:" + ipPort, "http://2130706434:" + ipPort, "http://0x7f.0.0.2:" + ipPort,
		"http://0177.0.0.2:" + ipPort, "http://127.2:" + ipPort,
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/frames", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, framesPage(blockedURLs))
	})
	mux.Handle("/", allowedSite.Config.Handler)
	page := httptest.NewServer(mux)
	t.Cleanup(page.Close)
	_, pagePort, _ := net.SplitHostPort(strings.TrimPrefix(page.URL, "http://"))
	_, allowedPort, _ := net.SplitHostPort(strings.TrimPrefix(allowedSite.URL, "http://"))

	// blocked.test resolves as an /etc/hosts entry would (the system
	// resolver ignores a trailing dot); only the proxy resolves names.
	// Each names its port: blocked.test resolves to 127.0.0.1, and a bare
	// name or 127.0.0.2 would block this whole machine, the page included.
	pol := &guard.URLPolicy{Blocked: []string{"http://blocked.test:" + namePort, byIP},
		Resolver: func(ctx context.Context, host string) ([]netip.Addr, error) {
			switch strings.ToLower(strings.TrimRight(host, ".")) {
			case "blocked.test", "app.test": // app.test: an allowed name only the proxy knows
				return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
			}
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}}
	c := connect(t, proxiedServer(t, pol))

	for _, u := range blockedURLs {
		for _, tool := range []string{"browser_navigate", "audit_scan_url"} {
			if res := call(t, c, tool, map[string]any{"url": u + "/" + tool}); !res.IsError || !strings.Contains(text(res), "URL policy") {
				t.Errorf("%s %s: isError=%v, want a URL-policy refusal: %s", tool, u, res.IsError, browser.FirstLine(text(res)))
			}
		}
	}
	// The page itself is on an allowed origin spelled with a trailing dot:
	// the spelling works, only the blocked origins are refused.
	home := "http://localhost.:" + pagePort
	mustOK(t, c, "browser_navigate", map[string]any{"url": home + "/frames", "wait_until": "load"}, nil)
	for _, to := range blockedURLs {
		mustOK(t, c, "browser_navigate", map[string]any{"url": home + "/subs?to=" + to}, nil)
		mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 20000}, nil)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	for _, u := range []string{blockedURLs[0], blockedURLs[5]} {
		res, err := siteCall(ctx, t, c, map[string]any{"url": u + "/", "max_pages": 2}, nil)
		if err != nil {
			t.Fatalf("audit_site %s: %v", u, err)
		}
		var out siteResult
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &out); err != nil || res.IsError || out.ByStatus["blocked"] != 1 || out.Pages != 1 {
			t.Errorf("audit_site %s: want its one page recorded as blocked: %v %s", u, err, b)
		}
	}
	// The crawler's own HTTP goes through the proxy too: it can fetch a
	// name only the proxy resolves.
	res, err := siteCall(ctx, t, c, map[string]any{"url": "http://app.test:" + allowedPort + "/", "max_pages": 1}, nil)
	if err != nil {
		t.Fatal(err)
	}
	var viaProxy siteResult
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &viaProxy); err != nil || res.IsError || viaProxy.ByStatus["scanned"] != 1 {
		t.Errorf("audit_site of a name only the proxy resolves: %s %s", browser.FirstLine(text(res)), b)
	}
	if n := byNameHits.total() + byIPHits.total(); n != 0 {
		t.Errorf("the blocked servers received %d requests: by name %v, by IP %v", n, byNameHits.n, byIPHits.n)
	}

	// Control: the allowed origin, spelled the same ways, is reached.
	for _, to := range []string{"http://LOCALHOST.:" + allowedPort, "http://[::ffff:7f00:1]:" + allowedPort} {
		before := allowedHits.get("/fetch")
		mustOK(t, c, "browser_navigate", map[string]any{"url": home + "/subs?to=" + to}, nil)
		mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 20000}, nil)
		if allowedHits.get("/fetch") == before || allowedHits.get("/ws") == 0 {
			t.Errorf("control: %s was not reached through the proxy (%v)", to, allowedHits.n)
		}
	}
}
