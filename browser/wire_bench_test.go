package browser

import (
	"context"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// BenchmarkPageLoadWire measures what the judge at the wire costs: a page
// with 30 sub-resources that POSTs once as it loads, over https and over
// http, loaded by a judged session whose context goes through its own
// wire (TLS ended at the proxy, each write matched to its route's
// judgement) and by one whose context goes through a listener that only
// tunnels (the design before the wire), interleaved in one run. It
// reports wire/tunnel.
func BenchmarkPageLoadWire(b *testing.B) {
	for _, secure := range []bool{true, false} {
		name := "http"
		if secure {
			name = "https"
		}
		b.Run(name, func(b *testing.B) { benchWire(b, secure) })
	}
}

func benchWire(b *testing.B, secure bool) {
	mux := galleryMux(`<script>fetch('/api/seen', {method: 'POST', body: JSON.stringify({page: 'gallery'})});</script>`)
	mux.HandleFunc("/api/seen", func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Write([]byte(`{"ok":true}`))
	})
	var site *httptest.Server
	if secure {
		site = httptest.NewTLSServer(mux)
	} else {
		site = httptest.NewServer(mux)
	}
	defer site.Close()
	proxy := browsertest.StartProxy(b)
	ctx := context.Background()
	var siteSPKI []string
	if secure {
		pool := x509.NewCertPool()
		pool.AddCert(site.Certificate())
		proxy.TrustRoots(pool)
		sum := sha256.Sum256(site.Certificate().RawSubjectPublicKeyInfo)
		siteSPKI = []string{base64.StdEncoding.EncodeToString(sum[:])}
	}
	// The tunnel: contexts go through the browser's own listener, which
	// splices https and judges nothing; the browser trusts the site itself.
	tunnel := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: b.TempDir(), ProxyURL: proxy.BrowserURL(), BrowserProxyURL: proxy.BrowserURL(),
		ProxySPKI: append(siteSPKI, proxy.SPKIHashes()...)})
	defer tunnel.Close()
	wired := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: b.TempDir()}.ThroughProxy(proxy))
	defer wired.Close()
	judge := func(_ context.Context, _ *Session, a Act) error {
		guard.ClassifyRequest(a.Method, a.URL, a.ContentType, a.Body)
		return nil
	}
	var sessions [2]*Session
	for i, m := range []*Manager{tunnel, wired} {
		s, err := m.Session("bench")
		if err != nil {
			b.Fatal(err)
		}
		s.UseEffectJudge(judge)
		sessions[i] = s
	}
	load := func(s *Session) time.Duration {
		start := time.Now()
		if _, err := s.Navigate(ctx, site.URL+"/page", NavigateOptions{}); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	for i := 0; i < 3; i++ {
		load(sessions[0])
		load(sessions[1])
	}
	var tTunnel, tWire time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			tTunnel += load(sessions[0])
			tWire += load(sessions[1])
		} else {
			tWire += load(sessions[1])
			tTunnel += load(sessions[0])
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(tTunnel.Microseconds())/float64(b.N)/1000, "ms-tunnel/load")
	b.ReportMetric(float64(tWire.Microseconds())/float64(b.N)/1000, "ms-wire/load")
	b.ReportMetric(float64(tWire)/float64(tTunnel), "wire/tunnel")
}
