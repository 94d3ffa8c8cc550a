package guard

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// counting serves "ok" and counts the requests it receives.
func counting(t *testing.T, tls bool) (*httptest.Server, *atomic.Int32) {
	var n atomic.Int32
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		io.WriteString(w, "ok")
	})
	var s *httptest.Server
	if tls {
		s = httptest.NewTLSServer(h)
	} else {
		s = httptest.NewServer(h)
	}
	t.Cleanup(s.Close)
	return s, &n
}

// viaProxy returns a client that sends everything through the proxy.
func viaProxy(t *testing.T, p *Proxy, tlsSrv *httptest.Server) *http.Client {
	pu, _ := url.Parse(p.URL())
	// The client trusts the proxy's run CA, as the browser we launch does;
	// the proxy trusts the test server's certificate, as a browser would
	// trust a real site's.
	tr := &http.Transport{Proxy: http.ProxyURL(pu), TLSClientConfig: p.ClientTLS()}
	if tlsSrv != nil {
		p.TrustRoots(tlsSrv.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs)
	}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr, Timeout: 20 * time.Second}
}

func startProxy(t *testing.T, pol *URLPolicy) *Proxy {
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	p, err := StartProxy(ctx, pol, nil)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestProxyEnforcesPolicyOnConnections(t *testing.T) {
	plain, plainHits := counting(t, false)
	secure, secureHits := counting(t, true)
	blocked, blockedHits := counting(t, false)
	blockedTLS, blockedTLSHits := counting(t, true)
	_, blockedPort, _ := net.SplitHostPort(strings.TrimPrefix(blocked.URL, "http://"))
	_, blockedTLSPort, _ := net.SplitHostPort(strings.TrimPrefix(blockedTLS.URL, "https://"))
	_, plainPort, _ := net.SplitHostPort(strings.TrimPrefix(plain.URL, "http://"))

	resolver := func(_ context.Context, host string) ([]netip.Addr, error) {
		switch host {
		case "app.test":
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		case "metadata.test":
			return []netip.Addr{netip.MustParseAddr("169.254.169.254")}, nil
		case "nat64.test": // the metadata address through a NAT64 gateway
			return []netip.Addr{netip.MustParseAddr("64:ff9b::a9fe:a9fe")}, nil
		case "mixed.test": // one good answer does not excuse a bad one
			return []netip.Addr{netip.MustParseAddr("127.0.0.1"), netip.MustParseAddr("169.254.169.254")}, nil
		}
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	pol := &URLPolicy{Blocked: []string{blocked.URL, "https://127.0.0.1:" + blockedTLSPort}, Resolver: resolver}
	p := startProxy(t, pol)
	c := viaProxy(t, p, secure)

	get := func(u string) (int, string) {
		t.Helper()
		resp, err := c.Get(u)
		if err != nil {
			return 0, err.Error()
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	if code, body := get(plain.URL + "/"); code != 200 || body != "ok" {
		t.Errorf("allowed http: %d %q", code, body)
	}
	if code, body := get("http://app.test:" + plainPort + "/"); code != 200 || body != "ok" {
		t.Errorf("allowed name via the proxy's resolver: %d %q", code, body)
	}
	if code, body := get(secure.URL + "/"); code != 200 || body != "ok" {
		t.Errorf("allowed https through CONNECT: %d %q", code, body)
	}
	if plainHits.Load() != 2 || secureHits.Load() != 1 {
		t.Errorf("allowed servers saw %d and %d requests, want 2 and 1", plainHits.Load(), secureHits.Load())
	}
	for _, tc := range []struct{ url, want string }{
		{blocked.URL + "/secret", "--blocked-origins"},
		{"http://metadata.test:" + plainPort + "/", "169.254.169.254"},
		{"http://mixed.test:" + plainPort + "/", "169.254.169.254"},
		{"http://nat64.test:" + plainPort + "/", "169.254.169.254"},
		{"http://169.254.169.254/latest/meta-data/", "always blocked"},
	} {
		code, body := get(tc.url)
		if code != http.StatusForbidden || !strings.Contains(body, tc.want) {
			t.Errorf("%s: %d %q, want 403 naming %q", tc.url, code, body, tc.want)
		}
	}
	// A name that does not exist is not dialled either, but it is a typo or
	// a site gone, not the policy: the proxy's own 502 says so.
	for _, u := range []string{"http://localhost:" + blockedPort + "/", "http://nowhere.test/"} {
		code, body := get(u)
		if code != http.StatusBadGateway || !strings.Contains(body, "does not resolve") {
			t.Errorf("%s: %d %q, want 502 saying the name does not resolve", u, code, body)
		}
	}
	// CONNECT to a blocked origin fails before any byte reaches it.
	if code, body := get(blockedTLS.URL + "/"); code != 0 || !strings.Contains(body, "Forbidden") {
		t.Errorf("blocked https: %d %q", code, body)
	}
	if blockedHits.Load() != 0 || blockedTLSHits.Load() != 0 {
		t.Errorf("blocked servers saw %d and %d requests", blockedHits.Load(), blockedTLSHits.Load())
	}
	if got := p.Reasons(time.Time{}); len(got) != 6 {
		t.Errorf("recorded refusals: %d %q, want 6", len(got), got)
	}
}

// TestProxyDialsWhatItChecked: a name whose second answer would point at a
// blocked address (DNS rebinding) is dialled at the checked address only.
func TestProxyDialsWhatItChecked(t *testing.T) {
	srv, hits := counting(t, false)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(srv.URL, "http://"))
	var calls atomic.Int32
	pol := &URLPolicy{Resolver: func(context.Context, string) ([]netip.Addr, error) {
		if calls.Add(1) == 1 {
			return []netip.Addr{netip.MustParseAddr("127.0.0.1")}, nil
		}
		return []netip.Addr{netip.MustParseAddr("169.254.169.254")}, nil
	}}
	ctx := context.Background()
	if err := pol.Check(ctx, "http://rebind.test:"+port+"/"); err != nil {
		t.Fatal(err)
	}
	conn, err := pol.DialContext(ctx, "http", "rebind.test:"+port)
	if err != nil {
		// A fresh lookup answered the metadata address: refused, fine.
		if !errors.Is(err, ErrBlockedURL) {
			t.Fatalf("dial: %v", err)
		}
		return
	}
	defer conn.Close()
	if got := conn.RemoteAddr().String(); got != "127.0.0.1:"+port {
		t.Errorf("dialled %s, not the checked address", got)
	}
	_ = hits
}

func TestPolicyRefusesOnResolverError(t *testing.T) {
	pol := &URLPolicy{Resolver: func(context.Context, string) ([]netip.Addr, error) {
		return nil, errors.New("SERVFAIL")
	}}
	if err := pol.Check(context.Background(), "https://flaky.example/"); !errors.Is(err, ErrBlockedURL) {
		t.Errorf("resolver error: %v, want a refusal", err)
	}
}

// TestProxyRefusesSpeculativeLoads: a prefetch or prerender the browser
// starts by itself (speculation rules naming /account/delete) never
// reaches the site; the page's own request for the same URL does.
func TestProxyRefusesSpeculativeLoads(t *testing.T) {
	site, hits := counting(t, false)
	p := startProxy(t, &URLPolicy{})
	c := viaProxy(t, p, nil)
	for _, h := range []map[string]string{{"Sec-Purpose": "prefetch"}, {"Sec-Purpose": "prefetch;prerender"}, {"Purpose": "prefetch"}} {
		req, _ := http.NewRequest("GET", site.URL+"/account/delete?confirm=yes", nil)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("%v: status %d, want 403", h, resp.StatusCode)
		}
	}
	if hits.Load() != 0 {
		t.Fatalf("the site received %d speculative loads", hits.Load())
	}
	resp, err := c.Get(site.URL + "/account/delete?confirm=yes")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if hits.Load() != 1 {
		t.Errorf("an ordinary request did not pass: %d hits", hits.Load())
	}
}

// A query is delivered as the page wrote it: one Go's own parser refuses (a
// ';' separator, a bad %-escape) reached the server empty, which judged
// one address and delivered another.
func TestProxyForwardsTheQueryAsSent(t *testing.T) {
	var got atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got.Store(r.URL.RawQuery)
		io.WriteString(w, "ok")
	}))
	t.Cleanup(srv.Close)
	c := viaProxy(t, startProxy(t, &URLPolicy{}), nil)
	for _, q := range []string{"v=1;action=delete", "a=%zz&b=2", "x=1&y=2"} {
		resp, err := c.Get(srv.URL + "/static/x.png?" + q)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if g, _ := got.Load().(string); g != q {
			t.Errorf("sent ?%s, the server read ?%s", q, g)
		}
	}
}
