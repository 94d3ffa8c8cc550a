package browser

import (
	"context"
	"crypto/sha256"
	"crypto/x509"
	"encoding/base64"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

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
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		var sb strings.Builder
		sb.WriteString(`<!doctype html><html lang="en"><head><title>Load</title><link rel="stylesheet" href="/r/style.css"><script src="/r/app.js"></script></head><body><main><h1>Gallery</h1>`)
		for i := 0; i < 28; i++ {
			fmt.Fprintf(&sb, `<img src="/r/img%d.svg" alt="tile %d" width="20" height="20">`, i, i)
		}
		sb.WriteString(`<script>fetch('/api/seen', {method: 'POST', body: JSON.stringify({page: 'gallery'})});</script></main></body></html>`)
		w.Write([]byte(sb.String()))
	})
	mux.HandleFunc("/api/seen", func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		w.Write([]byte(`{"ok":true}`))
	})
	mux.HandleFunc("/r/", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		switch {
		case strings.HasSuffix(r.URL.Path, ".css"):
			w.Header().Set("Content-Type", "text/css")
			w.Write([]byte("main{display:flex;flex-wrap:wrap}img{margin:2px}"))
		case strings.HasSuffix(r.URL.Path, ".js"):
			w.Header().Set("Content-Type", "text/javascript")
			w.Write([]byte("window.loaded = (window.loaded || 0) + 1;"))
		default:
			w.Header().Set("Content-Type", "image/svg+xml")
			w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20"><rect width="20" height="20" fill="#369"/></svg>`))
		}
	})
	var site *httptest.Server
	if secure {
		site = httptest.NewTLSServer(mux)
	} else {
		site = httptest.NewServer(mux)
	}
	defer site.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	proxy, err := guard.StartProxy(ctx, &guard.URLPolicy{}, nil)
	if err != nil {
		b.Fatal(err)
	}
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
	wired := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: b.TempDir(), ProxyURL: proxy.URL(), BrowserProxyURL: proxy.BrowserURL(),
		ProxySPKI: proxy.SPKIHashes(), OpenWire: func(j guard.WireJudges) (Wire, error) {
			w, err := proxy.OpenWire(j)
			if err != nil {
				return nil, err
			}
			return w, nil
		}})
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
