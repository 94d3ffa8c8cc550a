// Package browser drives a real Chromium through playwright-go. It knows
// nothing of MCP: callers get typed results and sentinel errors.
package browser

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Manager owns the Playwright driver and one Chromium, shared by all
// sessions; each session gets its own BrowserContext. If Chromium dies the
// next call relaunches it.
type Manager struct {
	cfg Config
	log *slog.Logger

	mu         sync.Mutex
	pw         *playwright.Playwright
	browser    playwright.Browser
	generation int // bumps on every (re)launch
	sessions   map[string]*Session
	closed     bool
	stopReaper chan struct{}
	scratchMu  sync.Mutex
	scratches  map[playwright.Browser]*scratch // one blank page per browser in use
	caFile     string                          // the proxy's CA for the driver (drivertrust.go)
	pool       *pool                           // remote endpoints; nil launches Chromium locally
}

// NewManager returns a Manager; Chromium starts lazily on first use.
func NewManager(cfg Config) *Manager {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	if cfg.Viewport.Width == 0 {
		cfg.Viewport = Desktop
	}
	if cfg.ActionTimeout == 0 {
		cfg.ActionTimeout = 10 * time.Second
	}
	if cfg.NavigationTimeout == 0 {
		cfg.NavigationTimeout = 30 * time.Second
	}
	if cfg.IdleTimeout == 0 {
		cfg.IdleTimeout = 30 * time.Minute
	}
	m := &Manager{cfg: cfg, log: cfg.Logger, sessions: map[string]*Session{}, stopReaper: make(chan struct{})}
	if len(cfg.Endpoints) > 0 {
		m.pool = newPool(cfg.Endpoints)
	}
	go m.reap()
	return m
}

// reap closes sessions idle past IdleTimeout, or released and idle past
// their grace period.
func (m *Manager) reap() {
	t := time.NewTicker(15 * time.Second)
	defer t.Stop()
	for {
		select {
		case <-m.stopReaper:
			return
		case now := <-t.C:
			m.reapAt(now)
		}
	}
}

func (m *Manager) reapAt(now time.Time) {
	m.mu.Lock()
	var idle []string
	for id, s := range m.sessions {
		last := time.Unix(0, s.lastUsed.Load())
		released := s.releaseAfter.Load()
		if (m.cfg.IdleTimeout > 0 && now.Sub(last) > m.cfg.IdleTimeout) || (released > 0 && now.Sub(last) > time.Duration(released)) {
			idle = append(idle, id)
		}
	}
	m.mu.Unlock()
	for _, id := range idle {
		m.log.Info("closing idle browser session", "session", id)
		m.CloseSession(id)
	}
}

// ReleaseSession is called when a client's MCP session ends. With grace 0
// the browser context closes now; otherwise it closes once the session has
// been idle for grace, so a client that reconnects (an HTTP GET stream
// dropping, say) keeps its pages.
func (m *Manager) ReleaseSession(id string, grace time.Duration) {
	if grace <= 0 {
		m.CloseSession(id)
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if s, ok := m.sessions[id]; ok {
		s.releaseAfter.Store(int64(grace))
	}
}

// Config returns the manager's configuration.
func (m *Manager) Config() Config { return m.cfg }

// ErrClosed is returned after Close.
var ErrClosed = errors.New("browser manager closed")

// ensureBrowser returns a connected browser, launching (or relaunching) as
// needed, and whether this call relaunched a browser that had died.
func (m *Manager) ensureBrowser() (playwright.Browser, int, bool, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, 0, false, ErrClosed
	}
	if m.browser != nil && m.browser.IsConnected() {
		return m.browser, m.generation, false, nil
	}
	relaunch := m.browser != nil
	if relaunch {
		m.log.Warn("chromium is gone; relaunching", "generation", m.generation)
	}
	if err := m.startDriverLocked(); err != nil {
		return nil, 0, false, err
	}
	opts := playwright.BrowserTypeLaunchOptions{
		ExecutablePath: playwright.String(m.cfg.Runtime.LaunchPath(m.cfg.Headless)),
		Headless:       playwright.Bool(m.cfg.Headless),
		Args:           launchArgs(m.cfg),
		Timeout:        playwright.Float(60_000),
	}
	if pu := cmp.Or(m.cfg.BrowserProxyURL, m.cfg.ProxyURL); pu != "" {
		// Through Playwright's option (not raw args) so its request API
		// (APIRequestContext) uses the proxy too; "<-loopback>" removes
		// Chromium's implicit bypass for localhost.
		opts.Proxy = &playwright.Proxy{Server: pu, Bypass: playwright.String("<-loopback>")}
	}
	b, err := m.pw.Chromium.Launch(opts)
	if err != nil {
		// A dead driver cannot launch; drop it so the next call restarts it.
		_ = m.pw.Stop()
		m.pw = nil
		return nil, 0, false, fmt.Errorf("launch chromium %s: %w", m.cfg.Runtime.LaunchPath(m.cfg.Headless), err)
	}
	m.browser = b
	m.generation++
	m.log.Info("chromium launched", "path", m.cfg.Runtime.LaunchPath(m.cfg.Headless), "headless", m.cfg.Headless, "generation", m.generation)
	return b, m.generation, relaunch, nil
}

// startDriverLocked starts the Playwright driver if it is not running;
// m.mu must be held.
func (m *Manager) startDriverLocked() error {
	if m.pw != nil {
		return nil
	}
	if probs := m.cfg.Runtime.Check(); len(probs) > 0 && m.cfg.Runtime.DriverDir == "" {
		return fmt.Errorf("%w: %s", ErrRuntimeMissing, probs[0])
	}
	restore, err := m.driverTrustsProxy()
	if err != nil {
		return err
	}
	defer restore()
	pw, err := playwright.Run(&playwright.RunOptions{
		DriverDirectory:     m.cfg.Runtime.DriverDir,
		SkipInstallBrowsers: true,
		Verbose:             false,
		// stdout is the JSON-RPC stream in stdio mode: never let the driver write there.
		Stdout: os.Stderr,
		Stderr: os.Stderr,
		Logger: m.log,
	})
	if err != nil {
		return fmt.Errorf("%w: start playwright driver: %v (run `accessagents doctor`)", ErrRuntimeMissing, err)
	}
	m.pw = pw
	return nil
}

// ensureDriver returns the running Playwright driver, starting it if needed.
func (m *Manager) ensureDriver() (*playwright.Playwright, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, ErrClosed
	}
	if err := m.startDriverLocked(); err != nil {
		return nil, err
	}
	return m.pw, nil
}

// Warm launches Chromium now instead of on the first call.
func (m *Manager) Warm() error {
	if m.pool != nil {
		_, err := m.ensureDriver()
		return err
	}
	_, _, _, err := m.ensureBrowser()
	return err
}

// Session returns the session with this id, creating it on first use.
func (m *Manager) Session(id string) (*Session, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil, ErrClosed
	}
	s, ok := m.sessions[id]
	if !ok {
		s = newSession(m, id)
		m.sessions[id] = s
	}
	s.touch()
	return s, nil
}

// CloseSession closes the session's browser context and forgets it.
func (m *Manager) CloseSession(id string) {
	m.mu.Lock()
	s, ok := m.sessions[id]
	delete(m.sessions, id)
	m.mu.Unlock()
	if ok {
		s.close()
		m.releaseRemote(s)
		if m.cfg.OnSessionClose != nil {
			m.cfg.OnSessionClose(id)
		}
	}
}

// HasSession reports whether a session with this id is open, without
// creating one (for tests and diagnostics).
func (m *Manager) HasSession(id string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.sessions[id]
	return ok
}

// SessionCount reports open sessions (for tests and diagnostics).
func (m *Manager) SessionCount() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.sessions)
}

// Close shuts down every session, Chromium and the driver.
func (m *Manager) Close() error {
	m.mu.Lock()
	sessions := m.sessions
	m.sessions = map[string]*Session{}
	if !m.closed {
		close(m.stopReaper)
	}
	m.closed = true
	b, pw := m.browser, m.pw
	m.browser, m.pw = nil, nil
	if m.caFile != "" {
		_ = os.Remove(m.caFile)
		m.caFile = ""
	}
	m.mu.Unlock()
	for _, s := range sessions {
		s.close()
	}
	m.scratchMu.Lock()
	for _, sc := range m.scratches {
		sc.mu.Lock()
		sc.reset()
		sc.mu.Unlock()
	}
	m.scratches = nil
	m.scratchMu.Unlock()
	m.closeRemotes()
	if b != nil {
		_ = b.Close()
	}
	if pw != nil {
		return pw.Stop()
	}
	return nil
}

// timeoutMs maps the earlier of ctx's deadline and def to Playwright's
// millisecond Timeout option, since playwright-go takes no context.
func timeoutMs(ctx context.Context, def time.Duration) float64 {
	d := def
	if dl, ok := ctx.Deadline(); ok {
		if left := time.Until(dl); left < d {
			d = left
		}
	}
	if d < 50*time.Millisecond {
		d = 50 * time.Millisecond
	}
	return float64(d.Milliseconds())
}
