package guard

import (
	"context"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"testing"
)

// BenchmarkURLPolicyCheck is the per-request policy check the proxy and
// the route filter make, with canonical hosts; "lower" is the same check
// on a host only lower-cased (the form before canonicalisation), measured
// in the same run as the baseline. Report canonical/lower.
func BenchmarkURLPolicyCheck(b *testing.B) {
	p := &URLPolicy{Blocked: []string{"blocked.test", "*.ads.example", "127.0.0.2", "https://admin.example.com"},
		Resolver: func(_ context.Context, host string) ([]netip.Addr, error) {
			if host == "blocked.test" { // entries are resolved too: on another address, or every host would be blocked
				return []netip.Addr{netip.MustParseAddr("192.0.2.9")}, nil
			}
			return []netip.Addr{netip.MustParseAddr("93.184.216.34")}, nil
		}}
	ctx := context.Background()
	hosts := []string{"app.example.com", "CDN.Example.NET.", "[::ffff:93.184.216.34]", "bücher.example"}
	b.Run("canonical", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			h := CanonicalHost(hosts[i%len(hosts)])
			_ = p.checkOrigin(h, originsFor("http", h, "8080"), "8080")
		}
	})
	b.Run("lower", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			h := strings.ToLower(strings.Trim(hosts[i%len(hosts)], "[]"))
			_ = p.checkOrigin(h, originsFor("http", h, "8080"), "8080")
		}
	})
	b.Run("check-url", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			_ = p.Check(ctx, "http://"+hosts[i%len(hosts)]+":8080/path?q=1")
		}
	})
}

// BenchmarkRedirectRule is the proxy's per-response redirect rule on a
// 200 (the common case: one status check) and on a benign 302 (two URL
// verdicts).
func BenchmarkRedirectRule(b *testing.B) {
	p := &Proxy{}
	req := &http.Request{URL: &url.URL{Scheme: "http", Host: "shop.example", Path: "/short/def"}}
	for _, tc := range []struct {
		name   string
		status int
	}{{"200", 200}, {"302-benign", 302}} {
		b.Run(tc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				resp := &http.Response{StatusCode: tc.status, Header: http.Header{"Location": {"/dashboard"}}, Request: req}
				_ = p.refuseDestructiveRedirect(resp)
			}
		})
	}
}
