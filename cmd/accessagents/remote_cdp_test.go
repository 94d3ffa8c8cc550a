package main

import (
	"bufio"
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os/exec"
	"regexp"
	"strings"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/crawl/crawltest"

	"github.com/accessagents/accessagents/browser/browsertest"
)

var devtoolsRE = regexp.MustCompile(`DevTools listening on ws://(127\.0\.0\.1:\d+)/`)

// startCDPChromium starts Chromium with a DevTools port on loopback, as
// browserless or a Grid node would expose one, and returns its HTTP
// endpoint. extra flags go before the start page.
func startCDPChromium(t testing.TB, extra ...string) string {
	t.Helper()
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	args := append([]string{"--headless=new", "--no-sandbox", "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0",
		"--user-data-dir=" + t.TempDir(), "--no-first-run", "--disable-gpu", "--disable-dev-shm-usage"}, extra...)
	cmd := exec.Command(rt.LaunchPath(true), append(args, "about:blank")...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	errp, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
	})
	r := bufio.NewReader(errp)
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			t.Fatalf("chromium exited before listening: %v", err)
		}
		if m := devtoolsRE.FindStringSubmatch(line); m != nil {
			go io.Copy(io.Discard, r)
			return "http://" + m[1]
		}
	}
}

// TestCrawlOverCDP crawls a site through a Chromium reached only by its
// DevTools endpoint (--cdp-endpoint), as browserless or a Grid node
// exposes one: every page is scanned there. (The route filter such
// browsers get instead of our proxy is tested in tools.)
func TestCrawlOverCDP(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(3, 1, 1, false)
	defer site.Close()
	ep := startCDPChromium(t)
	out := t.TempDir()
	_, mgr, run := crawlVia(t, site, out, "2", "--cdp-endpoint", ep)
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	code, err := run(ctx)
	if err != nil || code != 1 {
		t.Fatalf("crawl: exit %d %v (want 1: the site has violations)", code, err)
	}
	scanned := 0
	_ = crawl.Records(out, func(r crawl.Record) error {
		if r.Status == crawl.StatusScanned {
			scanned++
		} else if r.Status == crawl.StatusScanError {
			t.Errorf("%s: %s", r.URL, r.Detail)
		}
		return nil
	})
	if scanned < 6 {
		t.Errorf("only %d pages scanned over CDP", scanned)
	}
	if use := mgr.EndpointUse(); use[ep] == 0 {
		var keys []string
		for k := range use {
			keys = append(keys, k)
		}
		t.Errorf("the CDP endpoint %s was never used: %s", ep, strings.Join(keys, ","))
	}
}

// TestCDPBrowserGoesThroughTheWire: a Chromium someone else started,
// reached by its DevTools endpoint (--cdp-endpoint, as browserless or a
// Grid node), goes through the wire too: each context is given the proxy
// and takes its certificates, and the proxy checks the real site's as a
// browser would. Over https, a worker's socket message is judged where it
// leaves (refused: never received; allowed: received), and a site whose
// certificate fails is never reached, though the context ignores
// certificate errors of its own.
func TestCDPBrowserGoesThroughTheWire(t *testing.T) {
	browsertest.Slow(t)
	ep := startCDPChromium(t)
	site, received := socketSite(t, httptest.NewTLSServer)
	proxy := browsertest.StartProxy(t)
	roots := x509.NewCertPool()
	roots.AddCert(site.Certificate())
	proxy.TrustRoots(roots)
	workerSocketJudgedAtTheWire(t, browser.Endpoint{URL: ep, CDP: true}, proxy, site.URL, received)

	var reached atomic.Int32
	forged := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached.Add(1)
		fmt.Fprint(w, `<!doctype html><title>Forged</title>`)
	}))
	forged.TLS = &tls.Config{Certificates: []tls.Certificate{selfSigned(t)}}
	forged.StartTLS()
	t.Cleanup(forged.Close)
	mgr := browser.NewManager(browser.Config{Runtime: browser.ResolveRuntime(browser.RuntimeOverrides{}), Headless: true, OutputDir: t.TempDir(),
		Endpoints: []browser.Endpoint{{URL: ep, CDP: true}}, RequireWire: true}.ThroughProxy(proxy))
	t.Cleanup(func() { _ = mgr.Close() })
	s, err := mgr.Session("forged")
	if err != nil {
		t.Fatal(err)
	}
	s.UseEffectJudge(func(context.Context, *browser.Session, browser.Act) error { return nil })
	out, err := s.Navigate(context.Background(), forged.URL+"/", browser.NavigateOptions{})
	if err == nil && out.Title == "Forged" || reached.Load() != 0 {
		t.Errorf("a site whose certificate the proxy does not trust was reached (%d requests, title %q)", reached.Load(), out.Title)
	}
}

// selfSigned is a certificate for 127.0.0.1 that no one trusts: a site
// whose certificate fails, as a forged one would.
func selfSigned(t *testing.T) tls.Certificate {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "127.0.0.1"},
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour)}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}
