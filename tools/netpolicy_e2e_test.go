package tools

import (
	"bufio"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// hitCounter counts requests per path.
type hitCounter struct {
	mu sync.Mutex
	n  map[string]int
}

func (h *hitCounter) add(path string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.n == nil {
		h.n = map[string]int{}
	}
	h.n[path]++
}

func (h *hitCounter) get(path string) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.n[path]
}

func (h *hitCounter) total() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	t := 0
	for _, v := range h.n {
		t += v
	}
	return t
}

// subresourcePage reaches target by fetch, XHR, image, WebSocket and a
// service worker's fetch (where one may register), then appends #done.
const subresourcePage = `<!doctype html><html lang="en"><head><title>Sub-requests</title></head><body><main><h1>Hi</h1><p id="log"></p>
<script>
const T = %q;
const log = (k, v) => { document.getElementById('log').textContent += k + '=' + v + ' '; };
const settle = (p, ms) => Promise.race([p, new Promise(r => setTimeout(() => r('timeout'), ms))]);
async function run() {
  log('fetch', await settle(fetch(T + '/fetch', {mode: 'no-cors'}).then(() => 'done', () => 'error'), 5000));
  log('xhr', await settle(new Promise(r => { const x = new XMLHttpRequest(); x.open('GET', T + '/xhr'); x.onload = () => r('done'); x.onerror = () => r('error'); x.send(); }), 5000));
  log('img', await settle(new Promise(r => { const i = new Image(); i.onload = () => r('done'); i.onerror = () => r('error'); i.src = T + '/img'; }), 5000));
  log('ws', await settle(new Promise(r => { const w = new WebSocket(T.replace('http', 'ws') + '/ws'); w.onopen = () => r('open'); w.onerror = () => r('error'); }), 5000));
  try {
    // Sessions block service workers (their fetches cannot be routed):
    // register then resolves to nothing and ready never settles.
    const reg = await navigator.serviceWorker.register('/sw.js');
    if (!reg || await settle(navigator.serviceWorker.ready, 3000) === 'timeout') throw new Error('blocked');
    log('sw', await settle(new Promise(r => { navigator.serviceWorker.onmessage = e => r(e.data); (reg.active || reg.waiting || reg.installing).postMessage(T + '/sw-fetch'); }), 5000));
  } catch (e) { log('sw', 'unavailable ' + e); }
  const d = document.createElement('p'); d.id = 'done'; d.textContent = 'done'; document.body.append(d);
}
run();
</script></main></body></html>`

const serviceWorker = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', e => e.waitUntil(self.clients.claim()));
self.addEventListener('message', e => {
  fetch(e.data, {mode: 'no-cors'}).then(() => e.source.postMessage('done'), () => e.source.postMessage('error'));
});`

// netSite serves the pages above and answers WebSocket handshakes,
// counting every request by path.
func netSite(t *testing.T, hits *hitCounter, tls bool, redirectTo func() string) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		hits.add(r.URL.Path)
		switch r.URL.Path {
		case "/redirect":
			http.Redirect(w, r, redirectTo(), http.StatusFound)
		case "/subs":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, subresourcePage, r.URL.Query().Get("to"))
		case "/sw.js":
			w.Header().Set("Content-Type", "text/javascript")
			io.WriteString(w, serviceWorker)
		case "/ws":
			acceptWebSocket(w, r)
		case "/moved-source":
			// A page that takes another address as it loads.
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Moved</title><script>history.replaceState(null, '', '/source-after')</script></head><body><main><h1>Moved</h1></main></body></html>`)
		case "/img":
			w.Header().Set("Content-Type", "image/gif")
			b, _ := base64.StdEncoding.DecodeString("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
			w.Write(b)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Secret page</title></head><body><main><h1>Top secret</h1><img src="/img"></main></body></html>`)
		}
	})
	var s *httptest.Server
	if tls {
		s = httptest.NewTLSServer(mux)
	} else {
		s = httptest.NewServer(mux)
	}
	t.Cleanup(s.Close)
	return s
}

// acceptWebSocket completes an RFC 6455 handshake and holds the connection.
func acceptWebSocket(w http.ResponseWriter, r *http.Request) {
	conn, _, ok := upgradeWebSocket(w, r)
	if !ok {
		return
	}
	go func() { io.Copy(io.Discard, conn); conn.Close() }()
}

// upgradeWebSocket answers an RFC 6455 handshake and hands over the
// connection and its buffered reader.
func upgradeWebSocket(w http.ResponseWriter, r *http.Request) (net.Conn, *bufio.ReadWriter, bool) {
	sum := sha1.Sum([]byte(r.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
	conn, buf, err := w.(http.Hijacker).Hijack()
	if err != nil {
		return nil, nil, false
	}
	fmt.Fprintf(buf, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n",
		base64.StdEncoding.EncodeToString(sum[:]))
	buf.Flush()
	return conn, buf, true
}

// proxiedServer is an MCP server whose browser goes through the URL-policy
// proxy, as `accessagents serve` runs it.
func proxiedServer(t *testing.T, pol *guard.URLPolicy) *server.MCPServer {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	proxy, err := guard.StartProxy(ctx, pol, logger)
	if err != nil {
		t.Fatal(err)
	}
	mgr := browser.NewManager(proxiedConfig(browser.Config{Runtime: testBox.Browser.Config().Runtime, Headless: true, OutputDir: t.TempDir(),
		Logger: logger, RequestFilter: pol.Check}, proxy))
	t.Cleanup(func() { mgr.Close() })
	tb := *testBox
	tb.Browser = mgr
	srv, err := tb.NewServer(ServerOptions{Name: "net", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return srv
}

// proxiedConfig sets cfg up as the binary does (cmd/accessagents).
func proxiedConfig(cfg browser.Config, proxy *guard.Proxy) browser.Config {
	return cfg.ThroughProxy(proxy)
}

// TestURLPolicyAtTheNetwork: a redirect from an allowed page to a blocked
// origin (http or https) never reaches it, and neither does any
// sub-request a page or its service worker makes; the same requests to an
// allowed origin all arrive through the proxy, and so does the audit's
// source fetch for a host only the proxy can resolve.
func TestURLPolicyAtTheNetwork(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var allowedHits, blockedHits, blockedTLSHits hitCounter
	var blocked, blockedTLS *httptest.Server
	allowed := netSite(t, &allowedHits, false, func() string {
		return blocked.URL + "/landing"
	})
	blocked = netSite(t, &blockedHits, false, nil)
	blockedTLS = netSite(t, &blockedTLSHits, true, nil)
	tlsRedirect := netSite(t, &hitCounter{}, false, func() string { return blockedTLS.URL + "/landing" })
	_, allowedPort, _ := net.SplitHostPort(strings.TrimPrefix(allowed.URL, "http://"))

	pol := &guard.URLPolicy{Blocked: []string{blocked.URL, blockedTLS.URL},
		Resolver: func(ctx context.Context, host string) ([]netip.Addr, error) {
			if host == "app.test" { // only the proxy knows this name
				return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
			}
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}}
	c := connect(t, proxiedServer(t, pol))

	msg := mustFail(t, c, "browser_navigate", map[string]any{"url": allowed.URL + "/redirect"}, "URL policy", "--blocked-origins")
	if strings.Contains(msg, "Top secret") {
		t.Errorf("the blocked page's text came back: %s", msg)
	}
	mustFail(t, c, "browser_navigate", map[string]any{"url": tlsRedirect.URL + "/redirect"}, "URL policy", "--blocked-origins")
	mustFail(t, c, "browser_navigate", map[string]any{"url": blocked.URL + "/"}, "--blocked-origins", "operator")

	// Every kind of sub-request, first to the allowed origin (the control:
	// each must arrive through the proxy), then to the blocked one.
	for _, to := range []string{allowed.URL, blocked.URL} {
		mustOK(t, c, "browser_navigate", map[string]any{"url": allowed.URL + "/subs?to=" + to}, nil)
		mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 20000}, nil)
	}
	// No /sw-fetch: sessions block service workers, whose own fetches the
	// page-request judge could not route.
	for _, p := range []string{"/fetch", "/xhr", "/img", "/ws"} {
		if allowedHits.get(p) == 0 {
			t.Errorf("%s to the allowed origin never arrived through the proxy", p)
		}
	}
	if n := blockedHits.total() + blockedTLSHits.total(); n != 0 {
		t.Errorf("the blocked origins received %d requests: %v %v", n, blockedHits.n, blockedTLSHits.n)
	}

	// The audit reads a page's source from the response the browser
	// received; a page that has taken another address since is asked for
	// at that address through Playwright's request API. app.test resolves
	// only in the proxy, so the load and that request both went through it.
	src := "http://app.test:" + allowedPort + "/moved-source"
	mustOK(t, c, "audit_scan_url", map[string]any{"url": src}, nil)
	if load, again := allowedHits.get("/moved-source"), allowedHits.get("/source-after"); load != 1 || again < 1 {
		t.Errorf("through the proxy: %d loads of the page (want 1) and %d requests for its new address (want the source fetch)", load, again)
	}
}
