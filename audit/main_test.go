package audit

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// One browser and engine for the package; a fresh session per test.
var (
	testMgr    *browser.Manager
	testEngine *Engine
	testSrv    *httptest.Server
	// wireJudge, under ACCESSAGENTS_TEST_WIRE, is every session's judge.
	wireJudge browser.EffectJudge
)

func TestMain(m *testing.M) {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "audit tests need Chromium, the driver and axe-core; run `make setup`:", probs)
		os.Exit(1)
	}
	axe, err := LoadAxe(rt.AxePath)
	if err != nil {
		panic(err)
	}
	out, _ := os.MkdirTemp("", "aa-audit-test-")
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	testEngine = NewEngine(axe, logger)
	cfg := browser.Config{Runtime: rt, Headless: true, OutputDir: out, Logger: logger, OnSessionClose: testEngine.Forget}
	if os.Getenv("ACCESSAGENTS_TEST_WIRE") != "" {
		// As the binary runs: pages over https, through the proxy, each
		// session's writes judged at its wire (wireJudge refuses them).
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		proxy, err := guard.StartProxy(ctx, &guard.URLPolicy{}, logger)
		if err != nil {
			panic(err)
		}
		testSrv = httptest.NewTLSServer(fixtures())
		proxy.TrustRoots(testSrv.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs)
		cfg, wireJudge = cfg.ThroughProxy(proxy), func(_ context.Context, _ *browser.Session, a browser.Act) error {
			if a.Kind == browser.ActRequest && (guard.IsWrite(a.Method, a.Body != "") || a.Method == "SEND") {
				return fmt.Errorf("the audit refuses %s %s", a.Method, a.URL)
			}
			return nil
		}
	} else {
		testSrv = httptest.NewServer(fixtures())
	}
	testMgr = browser.NewManager(cfg)
	code := m.Run()
	testMgr.Close()
	testSrv.Close()
	os.RemoveAll(out)
	os.Exit(code)
}

func fixtures() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../testdata/pages"))))
	mux.Handle("/checks/", http.StripPrefix("/checks/", http.FileServer(http.Dir("../testdata/checks"))))
	mux.Handle("/site/", http.StripPrefix("/site/", http.FileServer(http.Dir("../testdata/site"))))
	mux.Handle("/fixes/", http.StripPrefix("/fixes/", http.FileServer(http.Dir("../testdata/fixes"))))
	mux.Handle("/govuk/", govukPages())
	return mux
}

func newSession(t testing.TB) *browser.Session {
	t.Helper()
	return newSessionNamed(t, "")
}

// newSessionNamed is newSession for a test that needs more than one.
func newSessionNamed(t testing.TB, name string) *browser.Session {
	t.Helper()
	id := strings.NewReplacer("/", "_", " ", "_").Replace(t.Name() + "/" + name)
	s, err := testMgr.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { testMgr.CloseSession(id) })
	if wireJudge != nil {
		s.UseEffectJudge(wireJudge)
	}
	return s
}

func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func siteURL(p string) string { return testSrv.URL + p }

// scanServed serves h on 127.0.0.1 for the test and scans its home page
// in a session of the test's own; it returns the session, the test's
// context and the scan.
func scanServed(t *testing.T, h http.Handler) (*browser.Session, context.Context, ScanResult) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	s := newSession(t)
	ctx := testCtx(t)
	res, err := testEngine.Scan(ctx, s, ScanOptions{URL: srv.URL, PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	return s, ctx, res
}

func nowNano() int64 { return time.Now().UnixNano() }
