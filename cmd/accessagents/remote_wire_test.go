package main

import (
	"bufio"
	"context"
	"crypto/sha1"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// TestRemoteServerOnThisMachineGoesThroughTheWire: a Playwright server on
// this machine (--browser-endpoint ws://127.0.0.1:…) launches Chromium with
// our flags, so its contexts go through the proxy's wire like the Chromium
// launched here: a worker's WebSocket message, which no page route sees,
// is judged where it leaves. Refused, the site never receives it; allowed
// (the control), it does. Judged by the site's own log.
func TestRemoteServerOnThisMachineGoesThroughTheWire(t *testing.T) {
	browsertest.Slow(t)
	ep, _ := startRunServer(t)
	site, received := socketSite(t, httptest.NewServer)
	proxy := browsertest.StartProxy(t)
	workerSocketJudgedAtTheWire(t, browser.Endpoint{URL: ep}, proxy, site.URL, received)
}

// TestRemoteServerElsewhereGoesThroughAReachableWire: a Playwright server
// reached at an address that is not loopback (as another machine, or a
// pod, is) gets the wire too when wires listen where it reaches them
// (--wire-host): each context's listener binds that address and takes
// only that context's credentials. A worker's socket message is judged
// there: refused, never received; allowed, received.
func TestRemoteServerElsewhereGoesThroughAReachableWire(t *testing.T) {
	browsertest.Slow(t)
	host := outwardAddress(t)
	ep, _ := startRunServerOn(t, host)
	if browser.OnThisMachine(ep) {
		t.Fatalf("endpoint %s reads as this machine: the test needs one that does not", ep)
	}
	site, received := socketSite(t, httptest.NewServer)
	proxy := browsertest.StartProxy(t)
	if err := proxy.WiresOn(host); err != nil {
		t.Fatal(err)
	}
	workerSocketJudgedAtTheWire(t, browser.Endpoint{URL: ep}, proxy, site.URL, received)

	// Playwright hands a context's proxy credentials to any site that
	// answers 401 (an outside attacker's collected them and used the wire
	// from outside): the proxy takes them off, so the site never has them.
	var mu sync.Mutex
	var auths []string
	challenger := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		auths = append(auths, r.Header.Get("Authorization"))
		mu.Unlock()
		w.Header().Set("WWW-Authenticate", `Basic realm="staff"`)
		w.WriteHeader(http.StatusUnauthorized)
	}))
	t.Cleanup(challenger.Close)
	mgr := browser.NewManager(browser.Config{Runtime: browser.ResolveRuntime(browser.RuntimeOverrides{}), Headless: true, OutputDir: t.TempDir(),
		Endpoints: []browser.Endpoint{{URL: ep}}, RequireWire: true}.ThroughProxy(proxy))
	t.Cleanup(func() { _ = mgr.Close() })
	s, err := mgr.Session("challenged")
	if err != nil {
		t.Fatal(err)
	}
	s.UseEffectJudge(func(context.Context, *browser.Session, browser.Act) error { return nil })
	_, _ = s.Navigate(context.Background(), challenger.URL+"/staff", browser.NavigateOptions{})
	mu.Lock()
	defer mu.Unlock()
	if len(auths) == 0 {
		t.Fatal("the challenging site was never reached")
	}
	for _, a := range auths {
		if a != "" {
			t.Errorf("a site that answered 401 received Authorization %q (the wire's credentials)", a)
		}
	}
}

// outwardAddress is an IPv4 address of this machine that is not loopback,
// as a browser elsewhere would reach it.
func outwardAddress(t *testing.T) string {
	addrs, err := net.InterfaceAddrs()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range addrs {
		if n, ok := a.(*net.IPNet); ok && n.IP.To4() != nil && !n.IP.IsLoopback() && !n.IP.IsLinkLocalUnicast() {
			return n.IP.String()
		}
	}
	t.Fatalf("this machine has no IPv4 address but loopback (%v): a remote browser cannot be stood for", addrs)
	return ""
}

// socketSite serves a page whose worker opens a WebSocket back to the site
// and sends one message; received lists the messages the site got.
func socketSite(t *testing.T, start func(http.Handler) *httptest.Server) (*httptest.Server, func() []string) {
	var mu sync.Mutex
	var got []string
	site := start(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "websocket" {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Live</title></head><body><main><h1>Live</h1><script>
const src = "const ws = new WebSocket('" + (location.protocol === 'https:' ? 'wss' : 'ws') + "://" + location.host + "/ws'); ws.onopen = () => ws.send(JSON.stringify({op: 'transfer_ownership'}));";
new Worker(URL.createObjectURL(new Blob([src], {type: 'text/javascript'})));
</script></main></body></html>`)
			return
		}
		sum := sha1.Sum([]byte(r.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
		c, brw, err := http.NewResponseController(w).Hijack()
		if err != nil {
			return
		}
		defer c.Close()
		fmt.Fprintf(brw, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n", base64.StdEncoding.EncodeToString(sum[:]))
		brw.Flush()
		for {
			op, msg, err := readFrame(brw.Reader)
			if err != nil || op == 8 {
				return
			}
			mu.Lock()
			got = append(got, msg)
			mu.Unlock()
		}
	}))
	t.Cleanup(site.Close)
	return site, func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), got...)
	}
}

// workerSocketJudgedAtTheWire opens the socket site's page in a session on
// ep twice: the worker's message refused (the site never receives it),
// then allowed (the control: it arrives).
func workerSocketJudgedAtTheWire(t *testing.T, ep browser.Endpoint, proxy *guard.Proxy, siteURL string, received func() []string) {
	t.Helper()
	ctx := context.Background()
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	mgr := browser.NewManager(browser.Config{Runtime: rt, Headless: true, OutputDir: t.TempDir(),
		Endpoints: []browser.Endpoint{ep}, RequireWire: true}.ThroughProxy(proxy))
	t.Cleanup(func() { _ = mgr.Close() })
	for _, allow := range []bool{false, true} {
		judged := make(chan string, 4)
		s, err := mgr.Session(fmt.Sprintf("remote-%v", allow))
		if err != nil {
			t.Fatal(err)
		}
		s.UseEffectJudge(func(_ context.Context, _ *browser.Session, a browser.Act) error {
			if a.Method != "SEND" {
				return nil
			}
			judged <- a.Body
			if allow {
				return nil
			}
			return fmt.Errorf("refused")
		})
		if _, err := s.Navigate(ctx, siteURL+"/", browser.NavigateOptions{}); err != nil {
			t.Fatal(err)
		}
		select {
		case body := <-judged:
			if body != `{"op":"transfer_ownership"}` {
				t.Errorf("the judge read %q", body)
			}
		case <-time.After(30 * time.Second):
			t.Fatalf("allow=%v: the worker's message was never judged: it did not go through the wire", allow)
		}
		deadline := time.Now().Add(10 * time.Second)
		for {
			n := len(received())
			if !allow && n != 0 {
				t.Fatalf("the site received a refused message: %q", received())
			}
			if !allow || n > 0 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("control: the allowed message never arrived")
			}
			time.Sleep(20 * time.Millisecond)
		}
		mgr.CloseSession(fmt.Sprintf("remote-%v", allow))
	}
	// The refused message, had it gone on, would have arrived before the
	// allowed one.
	if got := received(); len(got) != 1 {
		t.Errorf("the site received %q, want only the allowed message", got)
	}
}

// readFrame reads one masked frame (a short message is one frame) and
// returns its opcode and payload.
func readFrame(r *bufio.Reader) (byte, string, error) {
	var hdr [2]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return 0, "", err
	}
	n := uint64(hdr[1] & 0x7f)
	switch n {
	case 126:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return 0, "", err
		}
		n = uint64(binary.BigEndian.Uint16(b[:]))
	case 127:
		var b [8]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return 0, "", err
		}
		n = binary.BigEndian.Uint64(b[:])
	}
	var key [4]byte
	if hdr[1]&0x80 != 0 {
		if _, err := io.ReadFull(r, key[:]); err != nil {
			return 0, "", err
		}
	}
	p := make([]byte, n)
	if _, err := io.ReadFull(r, p); err != nil {
		return 0, "", err
	}
	for i := range p {
		p[i] ^= key[i%4]
	}
	return hdr[0] & 0x0f, string(p), nil
}

// unreachableWire is a wire whose address the browser cannot reach, as
// from a Playwright server in a container (its 127.0.0.1 is its own).
type unreachableWire struct {
	*guard.Wire
	addr string
}

func (w unreachableWire) URL() string { return "http://" + w.addr }

// TestRemoteServerThatCannotReachTheWireKeepsTheRouteJudge: a context whose
// browser cannot load the proxy's probe through its wire is made again
// without one (the route judge, as for a server on another machine), so
// pages still load instead of every load failing.
func TestRemoteServerThatCannotReachTheWireKeepsTheRouteJudge(t *testing.T) {
	browsertest.Slow(t)
	ep, _ := startRunServer(t)
	var hits atomic.Int32
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Reached</title></head><body><main><h1>Reached</h1></main></body></html>`)
	}))
	t.Cleanup(site.Close)
	proxy := browsertest.StartProxy(t)
	ctx := context.Background()
	closed := closedAddr(t)
	var opened int
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	cfg := browser.Config{Runtime: rt, Headless: true, OutputDir: t.TempDir(), Endpoints: []browser.Endpoint{{URL: ep}},
		RequestFilter: (&guard.URLPolicy{}).Check}.ThroughProxy(proxy)
	cfg.OpenWire = func(j guard.WireJudges) (browser.Wire, error) {
		w, err := proxy.OpenWire(j)
		if err != nil {
			return nil, err
		}
		opened++
		return unreachableWire{w, closed}, nil
	}
	mgr := browser.NewManager(cfg)
	t.Cleanup(func() { _ = mgr.Close() })
	s, err := mgr.Session("unreachable")
	if err != nil {
		t.Fatal(err)
	}
	s.UseEffectJudge(func(context.Context, *browser.Session, browser.Act) error { return nil })
	if _, err := s.Navigate(ctx, site.URL+"/", browser.NavigateOptions{}); err != nil {
		t.Fatalf("a page through a context without the wire: %v", err)
	}
	if opened != 1 {
		t.Errorf("wires opened: %d, want 1 (the probe failed once, then none)", opened)
	}

	// Strict mode (RequireWire) never falls back: the call fails, naming
	// the way forward, and the site is not reached.
	cfg.RequireWire = true
	strict := browser.NewManager(cfg)
	t.Cleanup(func() { _ = strict.Close() })
	s, err = strict.Session("strict")
	if err != nil {
		t.Fatal(err)
	}
	s.UseEffectJudge(func(context.Context, *browser.Session, browser.Act) error { return nil })
	before := hits.Load()
	_, err = s.Navigate(ctx, site.URL+"/", browser.NavigateOptions{})
	if err == nil || !strings.Contains(err.Error(), "--writes standard") {
		t.Errorf("strict mode on a browser that cannot reach the wire: %v, want an error naming --writes standard", err)
	}
	if n := hits.Load() - before; n != 0 {
		t.Errorf("the site was reached %d time(s) without the wire under strict mode", n)
	}
}

// closedAddr is a 127.0.0.1 address nothing listens on.
func closedAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

// TestStrictModeRefusesABrowserOnAnotherMachine: strict mode (the default)
// holds only at the wire, which a browser on another machine cannot
// reach at 127.0.0.1, so such an endpoint is refused at start with the
// ways forward; --wire-host (wires where it reaches them) or --writes
// standard (the route judge) takes it. A --wire-host this machine has
// not is refused.
func TestStrictModeRefusesABrowserOnAnotherMachine(t *testing.T) {
	secrets, _ := guard.LoadSecrets("")
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	for _, flags := range [][]string{{"--browser-endpoint", "ws://192.0.2.7:3000/"}, {"--cdp-endpoint", "http://user:s3cret@browsers.example:9222"}} {
		for _, mode := range []string{"strict", "standard", "wire-host", "bad wire-host"} {
			args := append([]string{"serve"}, flags...)
			switch mode {
			case "wire-host":
				args = append(args, "--wire-host", outwardAddress(t))
			case "bad wire-host":
				args = append(args, "--wire-host", "203.0.113.9")
			default:
				args = append(args, "--writes", mode)
			}
			cfg, err := parseConfig(args, io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithCancel(context.Background())
			tb, err := newToolbox(ctx, cfg, logger, secrets)
			if mode == "strict" && (err == nil || !strings.Contains(err.Error(), "--writes standard") || !strings.Contains(err.Error(), "--wire-host")) {
				t.Errorf("%v, strict: %v, want a refusal naming --wire-host and --writes standard", flags, err)
			}
			if err != nil && strings.Contains(err.Error(), "s3cret") {
				t.Errorf("the refusal shows the endpoint's password: %v", err)
			}
			if mode == "bad wire-host" && (err == nil || !strings.Contains(err.Error(), "--wire-host 203.0.113.9")) {
				t.Errorf("%v, a --wire-host this machine has not: %v, want it refused", flags, err)
			}
			if (mode == "standard" || mode == "wire-host") && err != nil {
				t.Errorf("%v, %s: %v", flags, mode, err)
			}
			if tb != nil {
				tb.Browser.Close()
			}
			cancel()
		}
	}
}
