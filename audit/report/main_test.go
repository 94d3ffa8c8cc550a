package report

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
)

var update = flag.Bool("update", false, "rewrite golden files")

// One browser and engine for the package's live scans; a fresh session per test.
var (
	testMgr    *browser.Manager
	testEngine *audit.Engine
	testSrv    *httptest.Server
)

func TestMain(m *testing.M) {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "report tests need Chromium, the driver and axe-core; run `make setup`:", probs)
		os.Exit(1)
	}
	axe, err := audit.LoadAxe(rt.AxePath)
	if err != nil {
		panic(err)
	}
	out, _ := os.MkdirTemp("", "aa-report-test-")
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	testEngine = audit.NewEngine(axe, logger)
	testMgr = browser.NewManager(browser.Config{Runtime: rt, Headless: true, OutputDir: out, Logger: logger, OnSessionClose: testEngine.Forget})
	testSrv = httptest.NewServer(http.StripPrefix("/site/", http.FileServer(http.Dir("../../testdata/site"))))
	code := m.Run()
	testMgr.Close()
	testSrv.Close()
	os.RemoveAll(out)
	os.Exit(code)
}

func newSession(t testing.TB) *browser.Session {
	t.Helper()
	id := strings.NewReplacer("/", "_", " ", "_").Replace(t.Name())
	s, err := testMgr.Session(id)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { testMgr.CloseSession(id) })
	return s
}

func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

func siteURL(p string) string { return testSrv.URL + p }
