package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/accessagents/accessagents/browser"
)

// RemoteConfig is where browsers run when not on this machine.
type RemoteConfig struct {
	Playwright []string // ws:// Playwright browser servers
	CDP        []string // ws:// or http:// Chromium DevTools endpoints
	Limit      int      // browser contexts at a time per endpoint
	// PageHeapMB caps each renderer's JavaScript heap (0: Chromium's own
	// limit, some 4 GB).
	PageHeapMB int
	// WireHost is the address of this machine that remote browsers reach:
	// each judged context's proxy listener binds there, with credentials.
	WireHost string
}

// remoteFlags: browsers that run elsewhere, and the page heap cap.
func remoteFlags() group {
	return group{"Remote browsers", argWords{"browser-endpoint": "URLS", "cdp-endpoint": "URLS", "endpoint-limit": "N", "page-heap-mb": "MB", "wire-host": "ADDR"}, func(fs *flag.FlagSet, c *Config) func() error {
		r := &c.Remote
		fs.Var(stringList{&r.Playwright}, "browser-endpoint", "Playwright browser server(s) (started with: playwright run-server), ws://host:port/ — repeatable or comma-separated; browsers then run there, not here [ACCESSAGENTS_BROWSER_ENDPOINT]")
		fs.Var(stringList{&r.CDP}, "cdp-endpoint", "Chromium DevTools endpoint(s) (browserless, Selenium Grid 4, --remote-debugging-port) — repeatable or comma-separated [ACCESSAGENTS_CDP_ENDPOINT]")
		fs.IntVar(&r.Limit, "endpoint-limit", 4, "browser contexts at a time on each remote endpoint")
		fs.IntVar(&r.PageHeapMB, "page-heap-mb", envInt("ACCESSAGENTS_PAGE_HEAP_MB", 0), "cap each page's JavaScript heap at this many MB (at least 16; 0: Chromium's default, some 4 GB), so a runaway script crashes its own page in seconds instead of eating the machine's memory; not applied to --cdp-endpoint browsers, which are already running [ACCESSAGENTS_PAGE_HEAP_MB]")
		fs.StringVar(&r.WireHost, "wire-host", env("ACCESSAGENTS_WIRE_HOST", ""), "an address of this machine that browsers on other machines reach (a pod IP, a LAN address): each judged browser context's proxy listens there with credentials of its own, so --writes strict holds on --browser-endpoint and --cdp-endpoint browsers elsewhere [ACCESSAGENTS_WIRE_HOST]")
		if v := env("ACCESSAGENTS_BROWSER_ENDPOINT", ""); v != "" {
			r.Playwright = splitList(v)
		}
		if v := env("ACCESSAGENTS_CDP_ENDPOINT", ""); v != "" {
			r.CDP = splitList(v)
		}
		return func() error { return checkRemoteConfig(*r) }
	}}
}

// Endpoints lists the configured remote browsers.
func (r RemoteConfig) Endpoints() []browser.Endpoint {
	var out []browser.Endpoint
	for _, u := range r.Playwright {
		out = append(out, browser.Endpoint{URL: u, Limit: r.Limit})
	}
	for _, u := range r.CDP {
		out = append(out, browser.Endpoint{URL: u, CDP: true, Limit: r.Limit})
	}
	return out
}

// checkRemoteConfig rejects settings no browser could use.
func checkRemoteConfig(r RemoteConfig) error {
	if v := strings.TrimSpace(os.Getenv("ACCESSAGENTS_PAGE_HEAP_MB")); v != "" {
		if _, err := strconv.Atoi(v); err != nil {
			return fmt.Errorf("ACCESSAGENTS_PAGE_HEAP_MB=%q: use a whole number of MB, e.g. 1024, or 0 for Chromium's default", v)
		}
	}
	if r.PageHeapMB != 0 && (r.PageHeapMB < minPageHeapMB || r.PageHeapMB > maxPageHeapMB) {
		return fmt.Errorf("--page-heap-mb %d: use 0 (Chromium's default) or between %d and %d MB, e.g. 1024", r.PageHeapMB, minPageHeapMB, maxPageHeapMB)
	}
	return nil
}

// Bounds of --page-heap-mb: below 16 MB V8 cannot start a page; above
// 64 GB the cap means nothing.
const minPageHeapMB, maxPageHeapMB = 16, 64 << 10
