package tools

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// acceptCounter counts every connection a listener accepts: the blocked
// server's own log.
type acceptCounter struct {
	net.Listener
	n atomic.Int64
}

func (l *acceptCounter) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.n.Add(1)
	}
	return c, err
}

// thisMachineHosts are URL hosts a page can write for 127.0.0.1; alias.test
// is an /etc/hosts-style alias only the proxy's resolver knows.
var thisMachineHosts = []string{"localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.1", "2130706433", "0x7f000001",
	"0177.0.0.1", "0x7f.1", "0.0.0.0", "0", "[::1]", "[::]", "[::ffff:127.0.0.1]", "[::ffff:7f00:1]",
	"[0:0:0:0:0:0:0:1]", "alias.test", "ALIAS.TEST."}

// thisMachinePage reaches every target by fetch, <img>, an iframe and a
// WebSocket, proves it ran with a WebSocket and a fetch to its own origin,
// and appends #done with what the controls got (and reports it).
const thisMachinePage = `<!doctype html><html lang="en"><head><title>This machine</title></head><body><main><h1>Spellings</h1>
<script>
const targets = %s;
const settle = (p, ms) => Promise.race([p, new Promise(r => setTimeout(() => r('timeout'), ms))]);
async function run() {
  // The WebSocket control first: Chromium queues WebSockets behind the
  // refused ones (its per-endpoint lock backs off after each failure).
  const ws = await settle(new Promise(r => { const w = new WebSocket(location.origin.replace('http', 'ws') + '/ws'); w.onopen = () => r('open'); w.onerror = () => r('error'); }), 4000);
  const tries = [];
  for (const t of targets) {
    tries.push(settle(fetch(t + '/fetch', {mode: 'no-cors'}).then(() => 'done', () => 'error'), 4000));
    tries.push(settle(new Promise(r => { const i = new Image(); i.onload = i.onerror = r; i.src = t + '/img'; }), 4000));
    tries.push(settle(new Promise(r => { const f = document.createElement('iframe'); f.title = t; f.onload = r; f.src = t + '/frame'; document.body.append(f); }), 4000));
    tries.push(settle(new Promise(r => { try { const w = new WebSocket(t.replace('http', 'ws') + '/ws'); w.onopen = w.onerror = r; } catch (e) { r(); } }), 4000));
  }
  await Promise.all(tries);
  const ok = await settle(fetch('/ok').then(r => r.text(), () => 'error'), 4000);
  const said = 'control ' + ok + ' ' + ws;
  await settle(fetch('/report?' + encodeURIComponent(said)), 4000);
  const d = document.createElement('p'); d.id = 'done'; d.textContent = said; document.body.append(d);
}
run();
</script></main></body></html>`

// TestBlockedOriginIsThisMachineInChromium is the attack that got
// through, run in real Chromium through the proxy: with
// --blocked-origins http://127.0.0.1:PORT, a page on an allowed origin
// reaches for PORT by every spelling of this machine (localhost, an
// /etc/hosts alias, localhost., 0.0.0.0, [::1], numeric IPv4 …) through
// fetch, <img>, an iframe, a WebSocket, a redirected top-level
// navigation and the agent's own navigation. The blocked listener's
// accept count is the judge; the page's fetch and WebSocket to its own
// origin show it ran.
func TestBlockedOriginIsThisMachineInChromium(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	runThisMachineAttack(t, true, func(pol *guard.URLPolicy) *server.MCPServer { return proxiedServer(t, pol) })
}

// TestBlockedOriginIsThisMachineUnderRouteFilter is the same attack on
// the remote-browser path: no proxy, Chromium resolves and connects by
// itself, and only the route filter (URLPolicy.Check on each request's
// URL, port included) stands between the page and the blocked port. It
// is judged by the blocked server's request log, not its accept count:
// Chromium opens a TCP connection for an iframe's navigation before any
// route sees the request (one per reachable endpoint, the blocked
// spelling 127.0.0.1 itself included), and sends nothing on it. Through
// the proxy that connection goes to the proxy instead.
func TestBlockedOriginIsThisMachineUnderRouteFilter(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	runThisMachineAttack(t, false, func(pol *guard.URLPolicy) *server.MCPServer {
		mgr := browser.NewManager(browser.Config{Runtime: testBox.Browser.Config().Runtime, Headless: true, OutputDir: t.TempDir(),
			Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RequestFilter: pol.Check})
		t.Cleanup(func() { mgr.Close() })
		tb := *testBox
		tb.Browser = mgr
		srv, err := tb.NewServer(ServerOptions{Name: "filtered", Version: "test"})
		if err != nil {
			t.Fatal(err)
		}
		return srv
	})
}

// runThisMachineAttack serves the blocked listener and the attacking
// page, blocks http://127.0.0.1:PORT in a server newServer builds, and
// requires the blocked server to see no request, and (byAccepts) its
// listener to accept no connection.
func runThisMachineAttack(t *testing.T, byAccepts bool, newServer func(*guard.URLPolicy) *server.MCPServer) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	blockedLn := &acceptCounter{Listener: ln}
	var requests atomic.Int32
	blocked := &httptest.Server{Listener: blockedLn, Config: &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		requests.Add(1)
		if r.URL.Path == "/ws" {
			acceptWebSocket(w, r)
			return
		}
		fmt.Fprint(w, "reached")
	})}}
	blocked.Start()
	t.Cleanup(blocked.Close)
	_, port, _ := net.SplitHostPort(ln.Addr().String())

	targets := make([]string, len(thisMachineHosts))
	for i, h := range thisMachineHosts {
		targets[i] = "http://" + h + ":" + port
	}
	var controlHits atomic.Int32
	var report atomic.Value
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/attack":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, thisMachinePage, "['"+strings.Join(targets, "','")+"']")
		case "/redirect":
			http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusFound)
		case "/report":
			report.Store(r.URL.RawQuery)
		case "/ok":
			controlHits.Add(1)
			fmt.Fprint(w, "ok")
		case "/ws":
			controlHits.Add(1)
			acceptWebSocket(w, r)
		}
	}))
	t.Cleanup(page.Close)

	pol := &guard.URLPolicy{Blocked: []string{"http://127.0.0.1:" + port},
		Resolver: func(ctx context.Context, host string) ([]netip.Addr, error) {
			if host == "alias.test" { // as an /etc/hosts line would
				return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
			}
			return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
		}}
	c := connect(t, newServer(pol))

	mustOK(t, c, "browser_navigate", map[string]any{"url": page.URL + "/attack"}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 20000}, nil)
	if controlHits.Load() < 2 || report.Load() != "control%20ok%20open" {
		t.Errorf("the page's own fetch and WebSocket arrived %d times (the page said %v), want both: the page did not run", controlHits.Load(), report.Load())
	}
	for _, to := range targets {
		for _, u := range []string{to + "/top", page.URL + "/redirect?to=" + to + "/redirected"} {
			if res := call(t, c, "browser_navigate", map[string]any{"url": u}); !res.IsError {
				t.Errorf("navigation to %s succeeded: %s", u, browser.FirstLine(text(res)))
			}
		}
	}
	t.Logf("%d spellings × fetch, img, iframe, WebSocket, navigation, redirect; blocked server: %d requests, %d connections accepted",
		len(targets), requests.Load(), blockedLn.n.Load())
	if n := requests.Load(); n != 0 {
		t.Errorf("the blocked server received %d requests", n)
	}
	if n := blockedLn.n.Load(); byAccepts && n != 0 {
		t.Errorf("the blocked listener accepted %d connections", n)
	}
}
