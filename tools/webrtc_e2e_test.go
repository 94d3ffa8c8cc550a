package tools

import (
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"testing"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// stunPage asks ICE to reach each STUN server, in the page and in an
// about:blank iframe it makes (a frame an init script may not have run
// in), and appends #done when gathering ends or fails.
const stunPage = `<!doctype html><html lang="en"><head><title>STUN</title></head><body><main><h1>STUN</h1><p id="log"></p>
<script>
const servers = %s;
const log = s => { document.getElementById('log').textContent += s + ' '; };
function gather(PC, tag) {
  return new Promise(r => {
    try {
      const pc = new PC({iceServers: servers.map(u => ({urls: u, username: 'u', credential: 'p'}))});
      pc.onicegatheringstatechange = () => { if (pc.iceGatheringState === 'complete') r(tag + ':complete'); };
      pc.createDataChannel('x');
      pc.createOffer().then(o => pc.setLocalDescription(o)).catch(e => r(tag + ':offer-error'));
      setTimeout(() => r(tag + ':timeout'), 4000);
    } catch (e) { r(tag + ':unavailable'); }
  });
}
async function run() {
  log(await gather(window.RTCPeerConnection || window.webkitRTCPeerConnection, 'page'));
  const f = document.createElement('iframe');
  document.body.append(f);
  log(await gather(f.contentWindow.RTCPeerConnection, 'frame'));
  document.title = document.getElementById('log').textContent.trim();
  const d = document.createElement('p'); d.id = 'done'; d.textContent = 'done'; document.body.append(d);
}
run();
</script></main></body></html>`

// tcpListener counts the connections made to ip (a TURN-over-TCP server).
func tcpListener(t *testing.T, ip string) (string, *atomic.Int32) {
	t.Helper()
	ln, err := net.Listen("tcp", ip+":0")
	if err != nil {
		t.Fatalf("listen tcp on %s: %v", ip, err)
	}
	t.Cleanup(func() { ln.Close() })
	var n atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			n.Add(1)
			c.Close()
		}
	}()
	return ln.Addr().String(), &n
}

// udpListener counts the datagrams that reach ip.
func udpListener(t *testing.T, ip string) (string, *atomic.Int32) {
	t.Helper()
	pc, err := net.ListenPacket("udp", ip+":0")
	if err != nil {
		t.Fatalf("listen udp on %s: %v", ip, err)
	}
	t.Cleanup(func() { pc.Close() })
	var n atomic.Int32
	go func() {
		buf := make([]byte, 2048)
		for {
			if _, _, err := pc.ReadFrom(buf); err != nil {
				return
			}
			n.Add(1)
		}
	}()
	return pc.LocalAddr().String(), &n
}

// stunRound loads the STUN page in c and waits until ICE gathering ended.
func stunRound(t *testing.T, c *client.Client, page string) string {
	t.Helper()
	mustOK(t, c, "browser_navigate", map[string]any{"url": page}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 20000}, nil)
	var tabs tabsResult
	mustOK(t, c, "browser_tabs", map[string]any{}, &tabs)
	return tabs.Title
}

// TestWebRTCSendsNoUDPUnderAURLPolicy: UDP never passes the HTTP proxy, so
// with a URL policy the browser must send no WebRTC datagram at all — not
// to the blocked host (127.0.0.2) and not to an allowed one (127.0.0.1) —
// and TURN over TCP must not reach the blocked host either (through the
// proxy it is refused; a remote browser's contexts, which have no proxy,
// get no WebRTC at all). The control, the same page in a browser without
// the policy, reaches the listeners: the test can see STUN and TURN.
func TestWebRTCSendsNoUDPUnderAURLPolicy(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	blockedAddr, blockedN := udpListener(t, "127.0.0.2")
	openAddr, openN := udpListener(t, "127.0.0.1")
	turnAddr, turnN := tcpListener(t, "127.0.0.2")
	servers := fmt.Sprintf(`["stun:%s", "stun:%s", "turn:%s?transport=tcp"]`, blockedAddr, openAddr, turnAddr)
	page := listenOn(t, "127.0.0.1", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprintf(w, stunPage, servers)
	})) + "/stun"

	// The TURN server's host:port, not all of 127.0.0.2: that address is
	// this machine, whose other ports serve the page.
	c := connect(t, proxiedServer(t, &guard.URLPolicy{Blocked: []string{turnAddr}}))
	stunRound(t, c, page)
	if b, o := blockedN.Load(), openN.Load(); b != 0 || o != 0 {
		t.Errorf("WebRTC sent UDP under the URL policy: %d datagrams to the blocked host, %d to 127.0.0.1", b, o)
	}
	if n := turnN.Load(); n != 0 {
		t.Errorf("TURN over TCP reached the blocked host %d times through the proxy", n)
	}

	// A remote browser cannot use our proxy; it gets the route filter and
	// the same switch (here a local browser configured the same way).
	pol := &guard.URLPolicy{Blocked: []string{turnAddr}}
	mgr := browser.NewManager(browser.Config{Runtime: testBox.Browser.Config().Runtime, Headless: true, OutputDir: t.TempDir(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RequestFilter: pol.Check})
	t.Cleanup(func() { mgr.Close() })
	tb := *testBox
	tb.Browser = mgr
	srv, err := tb.NewServer(ServerOptions{Name: "filtered", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	if title := stunRound(t, connect(t, srv), page); title != "page:unavailable frame:unavailable" {
		t.Errorf("route filter: WebRTC is still there: %q", title)
	}
	if b, o, n := blockedN.Load(), openN.Load(), turnN.Load(); b != 0 || o != 0 || n != 0 {
		t.Errorf("WebRTC reached out under the route filter: %d datagrams to the blocked host, %d to 127.0.0.1, %d TURN connections", b, o, n)
	}

	// The control has no guard: while writes are judged, pages get no
	// WebRTC at all (TestNoWebRTCWhileWritesAreJudged).
	open := *directBox(t)
	open.Guard = nil
	openSrv, err := open.NewServer(ServerOptions{Name: "unguarded", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	control := connect(t, openSrv)
	stunRound(t, control, page)
	if openN.Load() == 0 || turnN.Load() == 0 {
		t.Fatalf("control: %d STUN datagrams, %d TURN connections from a browser without the policy; the test cannot see WebRTC", openN.Load(), turnN.Load())
	}
}
