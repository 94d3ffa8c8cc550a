package guard

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/netip"
	"sync/atomic"
	"testing"
)

func TestCanonicalHost(t *testing.T) {
	for in, want := range map[string]string{
		"blocked.test":        "blocked.test",
		"blocked.test.":       "blocked.test",
		"BLOCKED.TEST.":       "blocked.test",
		"blocked.test..":      "blocked.test",
		"[::ffff:127.0.0.2]":  "127.0.0.2",
		"::ffff:7f00:2":       "127.0.0.2",
		"[::FFFF:7F00:2]":     "127.0.0.2",
		"2130706434":          "127.0.0.2",
		"0x7f.0.0.2":          "127.0.0.2",
		"0177.0.0.2":          "127.0.0.2",
		"127.2":               "127.0.0.2",
		"127.0.0.2.":          "127.0.0.2",
		"0x7f000002":          "127.0.0.2",
		"[::1]":               "::1",
		"bücher.example":      "xn--bcher-kva.example",
		"BÜCHER.example.":     "xn--bcher-kva.example",
		"256.0.0.1":           "256.0.0.1", // not an address: a (bad) name
		"1.2.3.4.5":           "1.2.3.4.5",
		"example.com":         "example.com",
		"my_host.internal":    "my_host.internal",
		"4294967296":          "4294967296", // too big for IPv4
		"169.254.169.254.":    "169.254.169.254",
		"0xa9.0xfe.0xa9.0xfe": "169.254.169.254",
		"[fe80::1%25eth0]":    "fe80::1", // the zone goes; link-local is refused whatever it was
	} {
		if got := CanonicalHost(in); got != want {
			t.Errorf("CanonicalHost(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestURLPolicyMatchesCanonicalHosts: every spelling of a blocked host is
// blocked, in a navigation check and at the dial, and a blocked IP stays
// blocked under a name that resolves to it.
func TestURLPolicyMatchesCanonicalHosts(t *testing.T) {
	ctx := context.Background()
	resolver := func(_ context.Context, host string) ([]netip.Addr, error) {
		switch host {
		case "blocked.test", "alias.test":
			return []netip.Addr{netip.MustParseAddr("127.0.0.2")}, nil
		case "ok.test": // not this machine: 127.0.0.1 would be the blocked 127.0.0.2's class
			return []netip.Addr{netip.MustParseAddr("192.0.2.1")}, nil
		}
		return nil, errors.New("no such host")
	}
	p := &URLPolicy{Blocked: []string{"blocked.test", "127.0.0.2", "BAD.Example.", "https://Port.Test.:8443"}, Resolver: resolver}
	for _, u := range []string{
		"http://blocked.test/", "http://blocked.test.:8765/", "http://BLOCKED.TEST.:8765/x", "https://blocked.test../",
		"http://127.0.0.2:8765/", "http://[::ffff:127.0.0.2]:8765/", "http://[::ffff:7f00:2]:8765/",
		"http://2130706434:8765/", "http://0x7f.0.0.2/", "http://0177.0.0.2/", "http://127.2/",
		"http://alias.test/", // resolves to the blocked address
		"http://bad.example/", "http://BAD.EXAMPLE./", "https://port.test:8443/", "https://PORT.TEST.:8443/",
	} {
		if err := p.Check(ctx, u); !errors.Is(err, ErrBlockedURL) {
			t.Errorf("Check(%s) = %v, want blocked", u, err)
		}
	}
	for _, u := range []string{"http://ok.test/", "http://OK.TEST.:8080/", "https://port.test:9443/"} {
		rp := &URLPolicy{Blocked: p.Blocked, Resolver: func(_ context.Context, host string) ([]netip.Addr, error) {
			if host == "blocked.test" || host == "bad.example" {
				return []netip.Addr{netip.MustParseAddr("192.0.2.2")}, nil
			}
			return []netip.Addr{netip.MustParseAddr("192.0.2.1")}, nil
		}}
		if err := rp.Check(ctx, u); err != nil {
			t.Errorf("Check(%s) = %v, want allowed", u, err)
		}
	}
	for _, hp := range []string{"blocked.test.:80", "BLOCKED.TEST.:443", "[::ffff:127.0.0.2]:80", "[::ffff:7f00:2]:443", "alias.test:80"} {
		for _, scheme := range []string{"http", "https"} {
			if c, err := p.DialContext(ctx, scheme, hp); !errors.Is(err, ErrBlockedURL) {
				if c != nil {
					c.Close()
				}
				t.Errorf("DialContext(%s, %s) = %v, want blocked", scheme, hp, err)
			}
		}
	}
	allow := &URLPolicy{Allowed: []string{"Allowed.Test."}, Resolver: func(context.Context, string) ([]netip.Addr, error) {
		return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
	}}
	for u, ok := range map[string]bool{"http://allowed.test./": true, "http://ALLOWED.TEST/": true, "http://other.test/": false} {
		if err := allow.Check(ctx, u); (err == nil) != ok {
			t.Errorf("allowed-origins %s: %v", u, err)
		}
	}
	cidr := &URLPolicy{Blocked: []string{"10.0.0.0/8"}, Resolver: func(context.Context, string) ([]netip.Addr, error) {
		return []netip.Addr{netip.MustParseAddr("10.1.2.3")}, nil
	}}
	if err := cidr.Check(ctx, "http://intranet.test/"); !errors.Is(err, ErrBlockedURL) {
		t.Errorf("a name resolving into a blocked prefix: %v", err)
	}
}

// TestProxyBlocksHostSpellings sends real requests through the proxy to a
// server on 127.0.0.2 blocked by address, spelled every way a page could.
func TestProxyBlocksHostSpellings(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.2:0")
	if err != nil {
		t.Fatal(err)
	}
	var hits atomic.Int32
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) })}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	p := startProxy(t, &URLPolicy{Blocked: []string{"127.0.0.2"}})
	c := viaProxy(t, p, nil)
	for _, h := range []string{"127.0.0.2", "[::ffff:127.0.0.2]", "[::ffff:7f00:2]", "127.0.0.2."} {
		resp, err := c.Get("http://" + h + ":" + port + "/x")
		if err != nil {
			t.Fatalf("%s: %v", h, err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden || resp.Header.Get(BlockedHeader) == "" {
			t.Errorf("%s: status %d, want the proxy's refusal", h, resp.StatusCode)
		}
	}
	if n := hits.Load(); n != 0 {
		t.Errorf("the blocked server received %d requests", n)
	}
	// The control: the same server is reachable when not blocked.
	open := viaProxy(t, startProxy(t, &URLPolicy{}), nil)
	resp, err := open.Get("http://[::ffff:127.0.0.2]:" + port + "/x")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || hits.Load() != 1 {
		t.Errorf("control: status %d, hits %d; the server should be reachable without the block", resp.StatusCode, hits.Load())
	}
}

// TestCheckOriginEntries: an entry the policy cannot read is an error at
// start-up, not an entry that silently matches nothing.
func TestCheckOriginEntries(t *testing.T) {
	for _, tc := range []struct {
		entry   string
		blocked bool
		ok      bool
	}{
		{"http://127.0.0.1:8080", true, true}, {"127.0.0.1", true, true}, {"localhost:8080", true, true},
		{"[::1]", true, true}, {"[::1]:8080", true, true}, {"::1", true, true}, {"10.0.0.0/8", true, true},
		{"*.example.com", true, true}, {"wss://chat.example", true, true}, {"https://*.example.com:8443", true, true},
		{"localhost:8080", false, false}, {"http://localhost:8080", false, true}, {"*.example.com", false, true},
		{"ftp://files.example", true, false}, {"http://example.com/admin", true, false},
		{"http://example.com:99999", true, false}, {"example.com:http", true, false},
	} {
		err := CheckOriginEntries([]string{tc.entry}, tc.blocked)
		if (err == nil) != tc.ok {
			t.Errorf("CheckOriginEntries(%q, blocked=%v) = %v, want ok=%v", tc.entry, tc.blocked, err, tc.ok)
		}
	}
}

// TestBlockedEntryIsResolved: an entry's name is resolved like a
// request's, so another name for its address is blocked on its port only;
// a changed DNS answer is followed once the cached one expires; and a name
// that cannot be resolved still blocks by name.
func TestBlockedEntryIsResolved(t *testing.T) {
	ctx := context.Background()
	answer := map[string]string{"admin.test": "192.0.2.7", "cdn-alias.test": "192.0.2.7", "other.test": "192.0.2.8"}
	p := &URLPolicy{Blocked: []string{"https://admin.test", "gone.test"}, Resolver: func(_ context.Context, host string) ([]netip.Addr, error) {
		if a, ok := answer[host]; ok {
			return []netip.Addr{netip.MustParseAddr(a)}, nil
		}
		return nil, errors.New("no such host")
	}}
	for u, blocked := range map[string]bool{
		"https://cdn-alias.test/":     true,  // same address, the entry's port 443
		"http://cdn-alias.test:443/":  true,  // the same socket under another scheme
		"https://[::ffff:192.0.2.7]/": true,  // the address itself
		"http://cdn-alias.test/":      false, // port 80 is not the entry's
		"https://other.test/":         false,
		"http://gone.test:8080/":      true, // unresolvable: by name
	} {
		if err := p.Check(ctx, u); errors.Is(err, ErrBlockedURL) != blocked {
			t.Errorf("Check(%s) = %v, want blocked=%v", u, err, blocked)
		}
	}
	// admin.test moves to other.test's address; the cached answer ages out.
	answer["admin.test"] = "192.0.2.8"
	p.mu.Lock()
	for h, c := range p.cache {
		c.at = c.at.Add(-cacheTTL)
		p.cache[h] = c
	}
	p.mu.Unlock()
	if err := p.Check(ctx, "https://other.test/"); !errors.Is(err, ErrBlockedURL) {
		t.Errorf("after the entry's address changed, its new address is allowed: %v", err)
	}
	if err := p.Check(ctx, "https://cdn-alias.test/"); errors.Is(err, ErrBlockedURL) {
		t.Errorf("after the entry's address changed, its old address is still blocked: %v", err)
	}
}
