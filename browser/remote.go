package browser

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
	"sync"
	"sync/atomic"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Endpoint is a remote browser: a Playwright browser server (`playwright
// run-server`, connected with BrowserType.Connect) or, with CDP, a
// Chromium DevTools endpoint (browserless, Selenium Grid 4, a Chromium with
// --remote-debugging-port).
type Endpoint struct {
	URL   string
	CDP   bool
	Limit int // browser contexts at a time on this endpoint (default 4)
}

// reachesProxy reports whether contexts on r (nil: the Chromium launched
// here) go through our proxy and their wires: a browser on this machine
// can reach 127.0.0.1 (a Playwright server launched Chromium with our
// flags, the proxy's certificate keys among them; a CDP endpoint's
// browser, started by someone else, is told per context to take the
// proxy's certificates, which the proxy checks against the real sites');
// another machine reaches only wires that listen for it (wiresReach: a
// judged context, under guard.Proxy.WiresOn), and no browser whose probe
// failed does (one in a container, whose 127.0.0.1 is its own).
func (r *remote) reachesProxy(wiresReach bool) bool {
	return r == nil || (OnThisMachine(r.ep.URL) || wiresReach) && !r.noWire.Load()
}

// wireUnreachable is the error a judged context meets under RequireWire
// on a browser that cannot go through the wire.
func wireUnreachable(ep string) error {
	return fmt.Errorf("the remote browser %s cannot reach this server's proxy (a browser on another machine, or in a container whose 127.0.0.1 is its own), "+
		"so strict write mode cannot judge what its pages send; pass --wire-host with an address of this machine the browser reaches "+
		"(from a Docker container, the bridge's, e.g. --wire-host 172.17.0.1), "+
		"or --writes standard to judge its writes at the pages' routes (docs/security.md)", RedactQuery(ep))
}

// OnThisMachine reports whether an endpoint URL names a loopback host.
func OnThisMachine(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	h := u.Hostname()
	if h == "localhost" {
		return true
	}
	ip := net.ParseIP(h)
	return ip != nil && ip.IsLoopback()
}

// ErrNoEndpoint means every remote browser endpoint is down.
var ErrNoEndpoint = errors.New("no remote browser endpoint is reachable")

// endpointRetry is how long a failed endpoint is left alone before the
// next connection attempt.
const endpointRetry = 30 * time.Second

// remote is one endpoint's connection and load.
type remote struct {
	ep Endpoint
	// noWire: a context here could not load the proxy's probe (a server in
	// a container, whose 127.0.0.1 is its own; one that ignored our launch
	// flags), so its contexts keep the route judge.
	noWire    atomic.Bool
	browser   playwright.Browser
	gen       int
	inUse     int
	used      int // contexts ever opened here (for tests and diagnostics)
	downUntil time.Time
}

// pool spreads sessions over the endpoints, least loaded first, each up to
// its limit. A session keeps its endpoint while it lives; one whose
// endpoint died moves to another on its next call.
type pool struct {
	mu  sync.Mutex
	eps []*remote
}

func newPool(eps []Endpoint) *pool {
	p := &pool{}
	for _, ep := range eps {
		if ep.Limit <= 0 {
			ep.Limit = 4
		}
		p.eps = append(p.eps, &remote{ep: ep})
	}
	return p
}

// EndpointUse reports, per endpoint URL, how many browser contexts were
// opened there.
func (m *Manager) EndpointUse() map[string]int {
	out := map[string]int{}
	if m.pool == nil {
		return out
	}
	m.pool.mu.Lock()
	defer m.pool.mu.Unlock()
	for _, r := range m.pool.eps {
		out[r.ep.URL] = r.used
	}
	return out
}

// browserFor returns the browser a session's context lives on: the local
// one, or a remote endpoint's when endpoints are configured. Called with
// the session lock held.
func (m *Manager) browserFor(s *Session) (playwright.Browser, int, bool, error) {
	if m.pool == nil {
		return m.ensureBrowser()
	}
	if r := s.ep; r != nil {
		m.pool.mu.Lock()
		b, gen := r.browser, r.gen
		m.pool.mu.Unlock()
		if b != nil && b.IsConnected() {
			return b, gen, false, nil
		}
		m.log.Warn("remote browser endpoint lost; moving the session", "endpoint", RedactQuery(r.ep.URL), "session", s.id)
		m.pool.release(r, true)
		s.ep = nil
		b, gen, _, err := m.acquire(s)
		return b, gen, true, err
	}
	return m.acquire(s)
}

// acquire picks the least-loaded live endpoint with room, connecting to it
// if needed; it waits while every live endpoint is at its limit.
func (m *Manager) acquire(s *Session) (playwright.Browser, int, bool, error) {
	pw, err := m.ensureDriver()
	if err != nil {
		return nil, 0, false, err
	}
	deadline := time.Now().Add(10 * time.Minute)
	for {
		m.pool.mu.Lock()
		var best *remote
		live := 0
		now := time.Now()
		for _, r := range m.pool.eps {
			if now.Before(r.downUntil) {
				continue
			}
			live++
			if r.inUse < r.ep.Limit && (best == nil || r.inUse < best.inUse) {
				best = r
			}
		}
		if best != nil && (best.browser == nil || !best.browser.IsConnected()) {
			b, err := connectEndpoint(pw, best.ep, m.cfg)
			if err != nil {
				m.log.Warn("remote browser endpoint unreachable", "endpoint", RedactQuery(best.ep.URL), "error", err)
				best.downUntil, best.browser = now.Add(endpointRetry), nil
				m.pool.mu.Unlock()
				continue
			}
			m.mu.Lock()
			m.generation++
			best.browser, best.gen = b, m.generation
			m.mu.Unlock()
			m.log.Info("connected to remote browser", "endpoint", RedactQuery(best.ep.URL), "cdp", best.ep.CDP)
		}
		if best != nil {
			best.inUse++
			best.used++
			s.ep = best
			b, gen := best.browser, best.gen
			m.pool.mu.Unlock()
			return b, gen, false, nil
		}
		m.pool.mu.Unlock()
		if live == 0 {
			return nil, 0, false, ErrNoEndpoint
		}
		if m.evictParked(s) {
			continue
		}
		if time.Now().After(deadline) {
			return nil, 0, false, fmt.Errorf("%w: all endpoints busy for 10 minutes", ErrNoEndpoint)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// evictParked frees an endpoint slot held by a parked session (one a
// crawl keeps, reset, for its next page: ResetForNextPage) for session
// want, which waits for one. The parked session loses its context and
// opens a new one on its next call. It reports whether a slot was freed.
// A session in use is never touched: only one whose lock is free now.
func (m *Manager) evictParked(want *Session) bool {
	m.mu.Lock()
	var parked []*Session
	for _, s := range m.sessions {
		if s != want && s.parked.Load() {
			parked = append(parked, s)
		}
	}
	m.mu.Unlock()
	for _, s := range parked {
		select {
		case s.sem <- struct{}{}:
		default:
			continue
		}
		freed := false
		if s.parked.Load() && s.ep != nil {
			if s.bctx != nil {
				s.stopTrace(s.bctx)
				_ = s.bctx.Close()
				s.bctx = nil
			}
			m.releaseRemote(s)
			m.log.Info("a kept session gave its endpoint slot to a waiting one", "session", s.id, "for", want.id)
			freed = true
		}
		s.parked.Store(false)
		s.release()
		if freed {
			return true
		}
	}
	return false
}

// release frees a session's slot; dead marks the endpoint down.
func (p *pool) release(r *remote, dead bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if r.inUse > 0 {
		r.inUse--
	}
	if dead && (r.browser == nil || !r.browser.IsConnected()) {
		r.browser = nil
		r.downUntil = time.Now().Add(endpointRetry)
	}
}

// another says whether an endpoint other than r is not set aside.
func (p *pool) another(r *remote) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	for _, o := range p.eps {
		if o != r && !now.Before(o.downUntil) {
			return true
		}
	}
	return false
}

// down frees a session's slot on r and leaves r alone for endpointRetry:
// it failed in a way its connection state does not show yet. Its browser
// is kept, so sessions still working there are not cut off.
func (p *pool) down(r *remote) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if r.inUse > 0 {
		r.inUse--
	}
	r.downUntil = time.Now().Add(endpointRetry)
}

// releaseRemote frees the endpoint slot of a closed session.
func (m *Manager) releaseRemote(s *Session) {
	if m.pool == nil {
		return
	}
	m.pool.mu.Lock()
	r := s.ep
	s.ep = nil
	m.pool.mu.Unlock()
	if r != nil {
		m.pool.release(r, false)
	}
}

// closeRemotes disconnects from every endpoint.
func (m *Manager) closeRemotes() {
	if m.pool == nil {
		return
	}
	m.pool.mu.Lock()
	defer m.pool.mu.Unlock()
	for _, r := range m.pool.eps {
		if r.browser != nil {
			_ = r.browser.Close()
			r.browser = nil
		}
	}
}

// connectEndpoint connects to one endpoint. A Playwright server launches
// the browser itself, from its own PLAYWRIGHT_BROWSERS_PATH: it is told
// headless and our Chromium flags (an endpoint URL's own launch-options
// query overrides them).
func connectEndpoint(pw *playwright.Playwright, ep Endpoint, cfg Config) (playwright.Browser, error) {
	if ep.CDP {
		return pw.Chromium.ConnectOverCDP(ep.URL, playwright.BrowserTypeConnectOverCDPOptions{Timeout: playwright.Float(30_000)})
	}
	if !OnThisMachine(ep.URL) && !cfg.WiresReachable {
		// Its contexts never reach our proxy: its browser has no reason
		// to trust the proxy's certificates (whose key never leaves this
		// process).
		cfg.ProxySPKI = nil
	}
	lo := map[string]any{"headless": cfg.Headless, "args": launchArgs(cfg)}
	h, err := json.Marshal(lo)
	if err != nil {
		return nil, err
	}
	return pw.Chromium.Connect(ep.URL, playwright.BrowserTypeConnectOptions{Timeout: playwright.Float(30_000),
		Headers: map[string]string{"x-playwright-launch-options": string(h)}})
}
