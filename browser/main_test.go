package browser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
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

// chromiumBrowserPIDs lists Chromium browser (not renderer/helper) processes
// descended from this test process, so a test can kill exactly its own.
func chromiumBrowserPIDs(t testing.TB) map[int]bool {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatalf("read /proc: %v", err)
	}
	parent := map[int]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// Fields after the ")" that closes comm: state ppid ...
		s := string(b)
		f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(f) > 1 {
			parent[pid], _ = strconv.Atoi(f[1])
		}
	}
	me := os.Getpid()
	out := map[int]bool{}
	for pid := range parent {
		cmd, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
		c := string(cmd)
		if !strings.Contains(c, "chrom") || strings.Contains(c, "--type=") {
			continue
		}
		for p, hops := parent[pid], 0; p > 1 && hops < 10; p, hops = parent[p], hops+1 {
			if p == me {
				out[pid] = true
				break
			}
		}
	}
	return out
}
