package main

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/crawl/crawltest"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// startRunServer starts `playwright run-server` from the pinned driver on
// loopback, in its own process group so the test can kill it and the
// browser it launched. A browser server picks its browser from its own
// PLAYWRIGHT_BROWSERS_PATH (clients may not name an executable), so the
// system Chromium is linked in where Playwright looks for its headless
// shell.
func startRunServer(t testing.TB) (string, func()) {
	t.Helper()
	return startRunServerOn(t, "127.0.0.1")
}

// startRunServerOn is startRunServer listening on host.
func startRunServerOn(t testing.TB, host string) (string, func()) {
	t.Helper()
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	var manifest struct {
		Browsers []struct {
			Name     string `json:"name"`
			Revision string `json:"revision"`
		} `json:"browsers"`
	}
	b, err := os.ReadFile(filepath.Join(rt.DriverDir, "package", "browsers.json"))
	if err != nil || json.Unmarshal(b, &manifest) != nil {
		t.Fatalf("driver browsers.json: %v", err)
	}
	browsers := t.TempDir()
	for _, br := range manifest.Browsers {
		if br.Name == "chromium-headless-shell" {
			dir := filepath.Join(browsers, "chromium_headless_shell-"+br.Revision, "chrome-linux")
			if err := os.MkdirAll(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.Symlink(rt.LaunchPath(true), filepath.Join(dir, "headless_shell")); err != nil {
				t.Fatal(err)
			}
		}
	}
	cmd := exec.Command(filepath.Join(rt.DriverDir, "node"), filepath.Join(rt.DriverDir, "package", "cli.js"),
		"run-server", "--port", "0", "--host", host)
	cmd.Env = append(os.Environ(), "PLAYWRIGHT_BROWSERS_PATH="+browsers)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	kill := func() {
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		_ = cmd.Wait()
	}
	t.Cleanup(kill)
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "Listening on ") {
		t.Fatalf("run-server: %q %v", line, err)
	}
	go io.Copy(io.Discard, out)
	return strings.TrimSpace(strings.TrimPrefix(line, "Listening on ")), kill
}

// remoteCrawl prepares an in-process crawl of site through endpoints.
func remoteCrawl(t testing.TB, site *crawltest.Site, out string, concurrency string, endpoints ...string) (Config, *browser.Manager, func(context.Context) (int, error)) {
	t.Helper()
	return crawlVia(t, site, out, concurrency, "--browser-endpoint", strings.Join(endpoints, ","), "--endpoint-limit", "2")
}

// crawlVia prepares an in-process crawl of site with the given browser
// flags (--browser-endpoint, --cdp-endpoint).
func crawlVia(t testing.TB, site *crawltest.Site, out string, concurrency string, browserFlags ...string) (Config, *browser.Manager, func(context.Context) (int, error)) {
	t.Helper()
	args := append([]string{"audit", "--crawl", site.URL + "/", "--out", out, "--format", "json",
		"--concurrency", concurrency, "--rate-interval", "0s", "--exclude", "/calendar*", "--exclude", "/trap/**",
		"--page-timeout", "5m", "--output-dir", filepath.Join(out, "output")}, browserFlags...)
	cfg, err := parseConfig(args, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	secrets, _ := guard.LoadSecrets("")
	tb, err := newToolbox(context.Background(), cfg, slog.New(slog.NewTextHandler(io.Discard, nil)), secrets)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { tb.Browser.Close() })
	return cfg, tb.Browser, func(ctx context.Context) (int, error) {
		return runCrawl(ctx, cfg, tb, io.Discard, nil)
	}
}

// TestCrawlTwoRemoteServersSurvivesLosingOne crawls through two Playwright
// browser servers, kills one once 6 pages are done, and checks both were
// used and every page was still scanned.
func TestCrawlTwoRemoteServersSurvivesLosingOne(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := crawltest.New(16, 2, 2, false)
	defer site.Close()
	a, killA := startRunServer(t)
	b, _ := startRunServer(t)
	out := t.TempDir()
	_, mgr, run := remoteCrawl(t, site, out, "4", a, b)

	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	type result struct {
		code int
		err  error
	}
	done := make(chan result, 1)
	go func() { c, err := run(ctx); done <- result{c, err} }()
	// Kill server A once 6 pages are journaled (an event, not a timer).
	killed := false
	for !killed {
		select {
		case r := <-done:
			t.Fatalf("crawl ended before the kill: %+v", r)
		case <-time.After(200 * time.Millisecond):
		}
		n := 0
		_ = crawl.Records(out, func(r crawl.Record) error {
			if r.Status == crawl.StatusScanned {
				n++
			}
			return nil
		})
		if n >= 6 {
			use := mgr.EndpointUse()
			if use[a] == 0 || use[b] == 0 {
				t.Errorf("both servers should be in use before the kill: %v", use)
			}
			killA()
			killed = true
		}
	}
	r := <-done
	if r.err != nil || r.code != 1 {
		t.Fatalf("crawl: exit %d %v (want 1: the site has violations)", r.code, r.err)
	}
	scanned := map[string]bool{}
	_ = crawl.Records(out, func(r crawl.Record) error {
		if r.Status == crawl.StatusScanError {
			t.Errorf("page lost with its server: %s: %s", r.URL, r.Detail)
		}
		if r.Status == crawl.StatusScanned {
			scanned[strings.TrimPrefix(r.URL, site.URL)] = true
		}
		return nil
	})
	for _, p := range []string{"/", "/about", "/contact", "/category/1", "/category/2", "/articles/1", "/articles/2"} {
		if !scanned[p] {
			t.Errorf("%s not scanned", p)
		}
	}
	for i := 1; i <= 16; i++ {
		if p := "/products/" + strconv.Itoa(i); !scanned[p] {
			t.Errorf("%s not scanned", p)
		}
	}
	t.Logf("contexts per endpoint: %v", mgr.EndpointUse())
}
