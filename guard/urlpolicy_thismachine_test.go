package guard

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// acceptLog is a listener that counts every connection it accepts: the
// blocked server's own log, which no refusal message can stand in for.
type acceptLog struct {
	net.Listener
	n atomic.Int64
}

func (l *acceptLog) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err == nil {
		l.n.Add(1)
	}
	return c, err
}

// serveCounted serves HTTP (and answers WebSocket upgrades) on a listener
// at addr that counts its accepts.
func serveCounted(t *testing.T, addr string) (*acceptLog, string) {
	t.Helper()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	l := &acceptLog{Listener: ln}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			// The handshake's answer, then the end: enough to show the
			// upgrade arrived.
			conn, buf, err := w.(http.Hijacker).Hijack()
			if err == nil {
				buf.WriteString("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
				buf.Flush()
				conn.Close()
			}
			return
		}
		io.WriteString(w, "reached")
	})}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return l, port
}

// localSpellings are the ways a page can write "this machine" in a URL
// host. unroutable ones connect nowhere here (IPv4-compatible, NAT64),
// so they are only required to be refused.
var localSpellings = []struct {
	host       string
	unroutable bool
}{
	{host: "127.0.0.1"}, {host: "127.1"}, {host: "2130706433"}, {host: "0x7f000001"}, {host: "0177.0.0.1"},
	{host: "0x7f.1"}, {host: "0.0.0.0"}, {host: "0"}, {host: "[::1]"}, {host: "[::]"},
	{host: "[::ffff:127.0.0.1]"}, {host: "[::ffff:7f00:1]"}, {host: "[0:0:0:0:0:0:0:1]"},
	{host: "localhost"}, {host: "LOCALHOST"}, {host: "localhost."}, {host: "LocalHost.."},
	{host: "alias.test"}, {host: "ALIAS.Test."}, // an /etc/hosts alias, through the Resolver hook
	{host: "[::7f00:1]", unroutable: true}, {host: "[64:ff9b::7f00:1]", unroutable: true},
}

// blockedForms are the ways an operator may write the blocked server
// (PORT is its port); namesPort says whether another port stays open.
var blockedForms = []struct {
	entry     string
	namesPort bool
}{
	{"http://127.0.0.1:PORT", true}, {"http://localhost:PORT", true}, {"localhost:PORT", true},
	{"ws://LOCALHOST.:PORT", true}, {"http://[::1]:PORT", true}, {"http://alias.test:PORT/", true},
	{"127.0.0.1", false}, {"[::1]", false}, {"0.0.0.0", false}, {"localhost", false}, {"127.0.0.0/8", false},
}

// TestBlockedLocalServerEverySpelling is the property the URL policy
// promises, judged by the blocked listener's own accept count: for every
// way of writing the blocked entry and every spelling of this machine, no
// path (the navigation check, the dial, the proxy's plain requests,
// WebSocket upgrades and CONNECT tunnels) reaches it, while the same
// spelling reaches a server on another port when the entry names a port.
func TestBlockedLocalServerEverySpelling(t *testing.T) {
	blocked, bport := serveCounted(t, "127.0.0.1:0")
	allowed, aport := serveCounted(t, ":0") // both stacks, so [::1] and [::] connect too
	resolver := func(ctx context.Context, host string) ([]netip.Addr, error) {
		if host == "alias.test" { // as an /etc/hosts line would
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		}
		return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var pairs, tries int
	for _, f := range blockedForms {
		entry := strings.ReplaceAll(f.entry, "PORT", bport)
		pol := &URLPolicy{Blocked: []string{entry}, Resolver: resolver}
		if err := CheckOriginEntries(pol.Blocked, true); err != nil {
			t.Fatalf("entry %q refused: %v", entry, err)
		}
		p := startProxy(t, pol)
		c := viaProxy(t, p, nil)
		for _, sp := range localSpellings {
			pairs++
			hp := sp.host + ":" + bport
			for _, scheme := range []string{"http", "https"} {
				tries++
				if err := pol.Check(ctx, scheme+"://"+hp+"/"); !errors.Is(err, ErrBlockedURL) {
					t.Errorf("%s: Check(%s://%s) = %v, want blocked", entry, scheme, hp, err)
				}
				tries++
				if conn, err := pol.DialContext(ctx, scheme, hp); !errors.Is(err, ErrBlockedURL) {
					if conn != nil {
						conn.Close()
					}
					t.Errorf("%s: DialContext(%s, %s) = %v, want blocked", entry, scheme, hp, err)
				}
			}
			for _, upgrade := range []bool{false, true} {
				tries++
				req, _ := http.NewRequest("GET", "http://"+hp+"/x", nil)
				if upgrade {
					req.Header.Set("Connection", "Upgrade")
					req.Header.Set("Upgrade", "websocket")
				}
				if code := proxyStatus(t, c, req); code != http.StatusForbidden {
					t.Errorf("%s: GET http://%s through the proxy (upgrade %v): status %d, want the refusal", entry, hp, upgrade, code)
				}
			}
			tries++
			if code := connectStatus(t, p, hp); code != http.StatusForbidden {
				t.Errorf("%s: CONNECT %s: status %d, want the refusal", entry, hp, code)
			}
			if !f.namesPort || sp.unroutable {
				continue
			}
			// The control: another port of this machine, same spelling.
			req, _ := http.NewRequest("GET", "http://"+sp.host+":"+aport+"/x", nil)
			if code := proxyStatus(t, c, req); code != http.StatusOK {
				t.Errorf("%s: the open port %s as %s: status %d, want it reached", entry, aport, sp.host, code)
			}
			if code := connectStatus(t, p, sp.host+":"+aport); code != http.StatusOK {
				t.Errorf("%s: CONNECT to the open port %s as %s: status %d, want it tunnelled", entry, aport, sp.host, code)
			}
		}
	}
	t.Logf("%d (entry form × spelling) pairs, %d attempts on the blocked port; blocked listener accepted %d, the open one %d",
		pairs, tries, blocked.n.Load(), allowed.n.Load())
	if n := blocked.n.Load(); n != 0 {
		t.Errorf("the blocked listener accepted %d connections", n)
	}
	if allowed.n.Load() == 0 {
		t.Error("the open port was never reached: the test proves nothing")
	}
}

// proxyStatus sends req through the proxy client and returns the status.
func proxyStatus(t *testing.T, c *http.Client, req *http.Request) int {
	t.Helper()
	resp, err := c.Do(req)
	if err != nil {
		t.Errorf("%s: %v", req.URL, err)
		return 0
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusSwitchingProtocols {
		io.Copy(io.Discard, resp.Body)
	}
	if resp.StatusCode == http.StatusForbidden && resp.Header.Get(BlockedHeader) == "" {
		return -1 // a 403 that is not the proxy's
	}
	return resp.StatusCode
}

// connectStatus asks the proxy for a tunnel to hostport, as Chromium does
// for https and for ws:// through a proxy, and returns the status.
func connectStatus(t *testing.T, p *Proxy, hostport string) int {
	t.Helper()
	conn, err := net.DialTimeout("tcp", strings.TrimPrefix(p.URL(), "http://"), 5*time.Second)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(3 * time.Second)) // an unroutable address would hang a broken policy's dial
	fmt.Fprintf(conn, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", hostport, hostport)
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Errorf("CONNECT %s: %v", hostport, err)
		return 0
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestBlockedEntryFollowsHostsFile: with the default resolver, a name
// /etc/hosts maps to this machine (other than localhost) is one more
// spelling of it. No test writes /etc/hosts; the alias is used only if
// the machine already has one.
func TestBlockedEntryFollowsHostsFile(t *testing.T) {
	b, err := os.ReadFile("/etc/hosts")
	if err != nil {
		t.Skip("no /etc/hosts")
	}
	alias := ""
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Fields(strings.SplitN(line, "#", 2)[0])
		if len(f) < 2 || !strings.HasPrefix(f[0], "127.") {
			continue
		}
		for _, name := range f[1:] {
			if name != "localhost" && !strings.Contains(name, "localhost") {
				alias = name
			}
		}
	}
	if alias == "" {
		t.Skip("/etc/hosts names no alias of this machine")
	}
	blocked, bport := serveCounted(t, "127.0.0.1:0")
	pol := &URLPolicy{Blocked: []string{"http://127.0.0.1:" + bport}}
	c := viaProxy(t, startProxy(t, pol), nil)
	req, _ := http.NewRequest("GET", "http://"+alias+":"+bport+"/", nil)
	if code := proxyStatus(t, c, req); code != http.StatusForbidden {
		t.Errorf("the /etc/hosts alias %s: status %d, want the refusal", alias, code)
	}
	if n := blocked.n.Load(); n != 0 {
		t.Errorf("the blocked listener accepted %d connections through %s", n, alias)
	}
	t.Logf("/etc/hosts alias %s refused", alias)
}
