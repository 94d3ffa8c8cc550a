package main

import (
	"flag"

	"github.com/accessagents/accessagents/browser"
)

// RemoteConfig is where browsers run when not on this machine.
type RemoteConfig struct {
	Playwright []string // ws:// Playwright browser servers
	CDP        []string // ws:// or http:// Chromium DevTools endpoints
	Limit      int      // browser contexts at a time per endpoint
}

func addRemoteFlags(fs *flag.FlagSet, r *RemoteConfig) {
	fs.Var(stringList{&r.Playwright}, "browser-endpoint", "Playwright browser server(s) (`playwright run-server`), ws://host:port/ — repeatable or comma-separated; browsers then run there, not here [ACCESSAGENTS_BROWSER_ENDPOINT]")
	fs.Var(stringList{&r.CDP}, "cdp-endpoint", "Chromium DevTools endpoint(s) (browserless, Selenium Grid 4, --remote-debugging-port) — repeatable or comma-separated [ACCESSAGENTS_CDP_ENDPOINT]")
	fs.IntVar(&r.Limit, "endpoint-limit", 4, "browser contexts at a time on each remote endpoint")
	if v := env("ACCESSAGENTS_BROWSER_ENDPOINT", ""); v != "" {
		r.Playwright = splitList(v)
	}
	if v := env("ACCESSAGENTS_CDP_ENDPOINT", ""); v != "" {
		r.CDP = splitList(v)
	}
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
