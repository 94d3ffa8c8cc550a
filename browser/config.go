package browser

import (
	"context"
	"crypto/tls"
	"log/slog"
	"time"

	"github.com/accessagents/accessagents/guard"
)

// Viewport is a named viewport size.
type Viewport struct {
	Name          string
	Width, Height int
}

// Built-in viewports.
var (
	Desktop = Viewport{"desktop", 1280, 800}
	Mobile  = Viewport{"mobile", 390, 844}
)

// ViewportByName returns the named viewport, or Desktop and false.
func ViewportByName(name string) (Viewport, bool) {
	switch name {
	case "", "desktop":
		return Desktop, true
	case "mobile":
		return Mobile, true
	}
	return Desktop, false
}

// Config configures a Manager.
type Config struct {
	Runtime  Runtime
	Headless bool
	Viewport Viewport
	// OutputDir receives screenshots and state datasets, one folder per session.
	OutputDir string
	// TraceDir, when set, has every session's browser context record a
	// Playwright trace (actions, screenshots, DOM snapshots, network), saved
	// there when the context closes (STARTED-SESSION-N.zip, mode 0600); open
	// one with `npx playwright show-trace FILE`. A trace holds the pages,
	// typed text, request bodies, cookies and auth headers in clear: keep it
	// as private as the site (the CLI refuses it beside --secrets).
	TraceDir string
	// ActionTimeout bounds clicks, typing and waits when the caller's context
	// has no earlier deadline.
	ActionTimeout time.Duration
	// NavigationTimeout bounds page loads.
	NavigationTimeout time.Duration
	// IdleTimeout closes a session's browser context after this long without
	// a call (default 30 min; negative disables): HTTP clients can vanish
	// without ending their session.
	IdleTimeout time.Duration
	// RequestFilter, if set, is asked about every navigation and every
	// sub-request (via route interception); an error blocks the request.
	RequestFilter func(ctx context.Context, url string) error
	// ProxyURL, if set, is the URL-policy proxy Chromium is launched with
	// (loopback included). It is the network boundary: every connection
	// the browser or Playwright's request API makes goes through it, and
	// route interception is then not used.
	ProxyURL string
	// BrowserProxyURL, if set, is the proxy Chromium itself is launched
	// with, and ProxyURL is then given to each browser context: the
	// browser's own background traffic (update and account checks) and the
	// pages' traffic reach the policy apart, so a refusal of the first is
	// not reported as the page's (guard.Proxy.BrowserURL).
	BrowserProxyURL string
	// ProxySPKI are the digests of the proxy's own certificate keys
	// (guard.Proxy.SPKIHashes): the Chromium launched here trusts them, so
	// the proxy can read every https request a page sends.
	ProxySPKI []string
	// ProxyTLS is what our own Go clients that go through ProxyURL (the
	// crawler's fetcher) trust for https: the proxy's run CA.
	ProxyTLS *tls.Config
	// ProxyCAPEM is the proxy's run CA certificate (PEM, no key), which
	// the Playwright driver trusts for its request API (NODE_EXTRA_CA_CERTS):
	// Playwright's own fetches meet the proxy's certificates too.
	ProxyCAPEM []byte
	// OpenWire, if set, opens a browser context's own listener on the
	// proxy, for a context whose writes are judged: a request that could
	// write leaves through it only if a page route let it go (guard.Wire).
	// The judges it is given hear of each refusal and judge the
	// WebSockets a page opens through it, and their messages.
	OpenWire func(guard.WireJudges) (Wire, error)
	// ProxyBlocks reports the proxy's refusals since a time, so a
	// navigation that a redirect took to a blocked origin says why.
	ProxyBlocks func(since time.Time) []string
	// ProxyUnreachable says why the proxy could not reach host:port since a
	// time, or "": Chromium reports a failed https load as a failed tunnel.
	ProxyUnreachable func(since time.Time, hostport string) string
	// Redact, if set, is applied to text the browser writes to disk (state
	// records), so secrets never land there.
	Redact func(string) string
	// OnSessionClose is told when a session's browser context is closed, so
	// state kept elsewhere per session (the auditor's) can go too.
	OnSessionClose func(id string)
	// RequireGate refuses every act (click, type, key, select, navigation,
	// back, accepting a dialog) whose context carries no Gate (WithGate), so
	// nothing reaches a page without passing the guard.
	RequireGate bool
	Logger      *slog.Logger
	// StorageState, if set, is a Playwright storage-state file (cookies and
	// local storage) every new browser context starts from: a logged-in
	// session recorded once, reused by every page of a crawl.
	StorageState string
	// Endpoints, if set, are remote browsers to spread sessions over instead
	// of launching Chromium here.
	Endpoints []Endpoint
	// PageHeapMB, if positive, caps each renderer's JavaScript heap (V8's
	// old space) at this many MB, in the Chromium launched here or by a
	// Playwright server (a CDP endpoint's browser is already running). A
	// runaway page script then crashes its own renderer within seconds
	// instead of growing to gigabytes; the crawl retries such a page once.
	PageHeapMB int
	// RequireWire: a context whose writes are judged opens only with its
	// wire (strict mode's construction). A remote browser that cannot
	// reach it gets an error naming the way forward, never the route
	// judge in its place.
	RequireWire bool
	// WiresReachable: wires listen where browsers on other machines reach
	// them (guard.Proxy.WiresOn), each with its context's credentials.
	WiresReachable bool
}

// ThroughProxy is c with every page and Chromium itself going through p,
// as the binary runs: the browser trusts p's run CA, our Go clients and
// Playwright's driver do too, and each context whose writes are judged
// gets a wire of its own.
func (c Config) ThroughProxy(p *guard.Proxy) Config {
	c.ProxyURL, c.BrowserProxyURL = p.URL(), p.BrowserURL()
	c.ProxyBlocks, c.ProxyUnreachable = p.Reasons, p.Unreachable
	c.ProxySPKI, c.ProxyTLS, c.ProxyCAPEM = p.SPKIHashes(), p.ClientTLS(), p.CAPEM()
	c.WiresReachable = p.WiresReachable()
	c.OpenWire = func(j guard.WireJudges) (Wire, error) {
		w, err := p.OpenWire(j)
		if err != nil {
			return nil, err // not a nil *guard.Wire inside a non-nil interface
		}
		return w, nil
	}
	return c
}
