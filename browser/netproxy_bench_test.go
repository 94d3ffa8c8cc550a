package browser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// BenchmarkPageLoadProxy loads a page with 30 sub-resources (no caching)
// directly, through the URL-policy proxy, and with every request routed to
// the effect judge, interleaved in one run, and reports the ratios of load
// times to the direct load.
func BenchmarkPageLoadProxy(b *testing.B) {
	site := httptest.NewServer(galleryMux(""))
	defer site.Close()

	proxy := browsertest.StartProxy(b)
	ctx := context.Background()
	proxied := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: b.TempDir(), ProxyURL: proxy.URL(), BrowserProxyURL: proxy.BrowserURL()})
	defer proxied.Close()
	direct, err := testMgr.Session("bench-direct")
	if err != nil {
		b.Fatal(err)
	}
	defer testMgr.CloseSession("bench-direct")
	viaProxy, err := proxied.Session("bench-proxied")
	if err != nil {
		b.Fatal(err)
	}
	// The effect judge routes every request through Playwright and
	// classifies the ones that can carry an effect.
	judged, err := testMgr.Session("bench-judged")
	if err != nil {
		b.Fatal(err)
	}
	defer testMgr.CloseSession("bench-judged")
	judged.UseEffectJudge(func(_ context.Context, _ *Session, a Act) error {
		guard.ClassifyRequest(a.Method, a.URL, a.ContentType, a.Body)
		return nil
	})
	load := func(s *Session) time.Duration {
		start := time.Now()
		if _, err := s.Navigate(ctx, site.URL+"/page", NavigateOptions{}); err != nil {
			b.Fatal(err)
		}
		return time.Since(start)
	}
	// Warm both browsers and their connections before timing.
	for i := 0; i < 3; i++ {
		load(direct)
		load(viaProxy)
		load(judged)
	}
	var tDirect, tProxied, tJudged time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 { // alternate the order so none always goes first
			tDirect += load(direct)
			tProxied += load(viaProxy)
			tJudged += load(judged)
		} else {
			tJudged += load(judged)
			tProxied += load(viaProxy)
			tDirect += load(direct)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(tDirect.Microseconds())/float64(b.N)/1000, "ms-direct/load")
	b.ReportMetric(float64(tProxied.Microseconds())/float64(b.N)/1000, "ms-proxied/load")
	b.ReportMetric(float64(tProxied)/float64(tDirect), "proxied/direct")
	b.ReportMetric(float64(tJudged)/float64(tDirect), "judged/direct")
}

// galleryMux serves /page, a gallery of 30 sub-resources (a style sheet, a
// script, 28 images, none cached), with extra markup at the end of its
// main, and the sub-resources under /r/.
func galleryMux(extra string) *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		var sb strings.Builder
		sb.WriteString(`<!doctype html><html lang="en"><head><title>Load</title><link rel="stylesheet" href="/r/style.css"><script src="/r/app.js"></script></head><body><main><h1>Gallery</h1>`)
		for i := 0; i < 28; i++ {
			fmt.Fprintf(&sb, `<img src="/r/img%d.svg" alt="tile %d" width="20" height="20">`, i, i)
		}
		sb.WriteString(extra + `</main></body></html>`)
		w.Write([]byte(sb.String()))
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
	return mux
}
