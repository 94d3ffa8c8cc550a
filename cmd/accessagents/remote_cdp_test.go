package main

import (
	"bufio"
	"context"
	"io"
	"os/exec"
	"regexp"
	"strings"
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
