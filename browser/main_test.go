package browser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// One browser for the package; each test gets a fresh session (context).
var (
	testMgr *Manager
	testSrv *httptest.Server
	testRT  Runtime
	testOut string
)

func TestMain(m *testing.M) {
	testRT = ResolveRuntime(RuntimeOverrides{})
	if probs := testRT.Check(); len(probs) > 0 {
		// Browser tests never skip: a missing runtime is a failure with the fix.
		fmt.Fprintln(os.Stderr, "browser tests need Chromium and the Playwright driver; run `make setup`:")
		for _, p := range probs {
			fmt.Fprintln(os.Stderr, " ", p)
		}
		os.Exit(1)
	}
	testSrv = httptest.NewServer(fixtureHandler())
	var err error
	testOut, err = os.MkdirTemp("", "aa-browser-test-")
	if err != nil {
		panic(err)
	}
	testMgr = NewManager(Config{Runtime: testRT, Headless: true, OutputDir: testOut})
	code := m.Run()
	testMgr.Close()
	testSrv.Close()
	os.RemoveAll(testOut)
	os.Exit(code)
}

// fixtureHandler serves testdata/pages under /pages/.
func fixtureHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../testdata/pages"))))
	return mux
}

func pageURL(path string) string { return testSrv.URL + path }

// newTestSession gives the test its own isolated browser context.
func newTestSession(t testing.TB) *Session {
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
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	t.Cleanup(cancel)
	return ctx
}

func mustNavigate(t testing.TB, s *Session, path string) {
	t.Helper()
	if _, err := s.Navigate(testCtx(t), pageURL(path), NavigateOptions{}); err != nil {
		t.Fatalf("navigate %s: %v", path, err)
	}
}
