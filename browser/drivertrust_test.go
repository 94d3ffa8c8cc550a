package browser

import (
	"context"
	"crypto/x509"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestRequestAPIThroughTheProxyOverHTTPS: Playwright's request API (the
// audit's fallback for a page's source) runs in the driver, in Node, and
// goes through the proxy, which ends TLS with its run CA: the driver
// trusts that CA, so an https page's source can be fetched.
func TestRequestAPIThroughTheProxyOverHTTPS(t *testing.T) {
	browsertest.Slow(t)
	site := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<!doctype html><html lang="en"><head><title>Shop</title></head><body><main><h1>Shop</h1></main></body></html>`)
	}))
	defer site.Close()
	proxy := browsertest.StartProxy(t)
	ctx := context.Background()
	pool := x509.NewCertPool()
	pool.AddCert(site.Certificate())
	proxy.TrustRoots(pool)
	m := NewManager(Config{Runtime: testRT, Headless: true, OutputDir: t.TempDir()}.ThroughProxy(proxy))
	defer m.Close()
	s, err := m.Session("api")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Navigate(ctx, site.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	resp, err := s.current.Request().Get(site.URL+"/source", playwright.APIRequestContextGetOptions{Timeout: playwright.Float(10000)})
	if err != nil {
		t.Fatalf("the request API over https through the proxy: %v", err)
	}
	if resp.Status() != 200 {
		t.Errorf("status %d", resp.Status())
	}
}
