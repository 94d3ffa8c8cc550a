package browser

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sync"
	"sync/atomic"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Session is one client's isolated browser: its own BrowserContext (cookies,
// storage, tabs), dialog state and output folder. Calls are serialised.
type Session struct {
	m  *Manager
	id string

	// sem serialises actions (a channel so waiting can end with the
	// caller's context or an open dialog). An action abandoned on cancel
	// or dialog keeps it until its Playwright call returns, and act fences
	// it: it may not start another effect (see live).
	sem      chan struct{}
	act      *action
	bctx     playwright.BrowserContext
	gen      int
	current  playwright.Page
	viewport Viewport
	refs     refSet // from the last structure scan
	started  time.Time
	states   *stateSet
	storage  *playwright.OptionalStorageState // loaded with UseStorageState
	ep       *remote                          // remote endpoint holding bctx, if any

	lastUsed     atomic.Int64 // unix nanos of the last call
	releaseAfter atomic.Int64 // grace (ns) once the MCP session ended; 0 while live

	evMu     sync.Mutex // guards fields written from Playwright's event goroutine
	tabs     []playwright.Page
	dialog   *pendingDialog
	dialogCh chan struct{}
	// lastActed is the element (or URL) of the last act the gate allowed:
	// evidence about what a dialog that opens next is confirming.
	lastActed *ElementInfo
	// dialogOpen is closed while a dialog is pending, so callers waiting
	// for the lock give up at once instead of queueing behind it.
	dialogOpen chan struct{}
	navs       map[playwright.Page]*navState
	// afterBaseline, when set (by tests), runs once WaitForChange holds its
	// first screenshot, so a change can be made to follow it for certain.
	afterBaseline func(playwright.Page)
	choosers      chooserState
	observe       observer // console messages and requests, for the observation tools

	fx     *effectState              // the running call, for judging page requests
	hopCfg atomic.Pointer[hopConfig] // what each page's hop guard judges with (set per context)
	hops   sync.Map                  // page or frame → channel closed once its hop guard is in place
	// popupLoads marks the popups whose first navigation was seen.
	popupLoads sync.Map
	// inProcess marks frames found in their parent's process, with the URL
	// they showed then.
	inProcess sync.Map
}

// action is one call's claim on the session; abandoned is set when its
// caller stopped waiting (cancel, or a dialog returned control).
type action struct{ abandoned atomic.Bool }

var unsafeID = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

func newSession(m *Manager, id string) *Session {
	s := &Session{
		m: m, id: id, viewport: m.cfg.Viewport,
		sem: make(chan struct{}, 1), dialogCh: make(chan struct{}, 1), dialogOpen: make(chan struct{}),
		navs:   map[playwright.Page]*navState{},
		states: newStateSet(), started: time.Now().UTC(), fx: newEffectState(),
	}
	s.touch()
	return s
}

// touch records activity; a released session that is used again is live.
func (s *Session) touch() {
	s.lastUsed.Store(time.Now().UnixNano())
	s.releaseAfter.Store(0)
}

// ID is the session identifier.
func (s *Session) ID() string { return s.id }

// OutputDir is this session's folder for screenshots and datasets.
func (s *Session) OutputDir() string {
	// Timestamped so successive runs of a stdio server ("stdio" every time)
	// never mix their datasets.
	id := unsafeID.ReplaceAllString(s.id, "_")
	if len(id) > 40 {
		id = id[:40]
	}
	return filepath.Join(s.m.cfg.OutputDir, s.started.Format("20060102-150405")+"-"+id)
}

func (s *Session) close() {
	// Wait for a running action, but not forever: closing the context ends
	// whatever Playwright call it is stuck in.
	select {
	case s.sem <- struct{}{}:
		defer s.release()
	case <-time.After(5 * time.Second):
	}
	if s.bctx != nil {
		_ = s.bctx.Close()
		s.bctx = nil
	}
}

// ensure makes sure the session has a live context and a current page. It
// reports a notice when Chromium had died and was relaunched.
func (s *Session) ensure() (notice string, err error) {
	b, gen, relaunched, err := s.m.browserFor(s)
	if err != nil {
		return "", err
	}
	if s.bctx != nil && s.gen == gen {
		return "", nil
	}
	if s.bctx != nil || relaunched {
		notice = "Chromium had stopped and was relaunched; this session's tabs, cookies and page state were lost — navigate again"
	}
	opts := playwright.BrowserNewContextOptions{
		Viewport:        &playwright.Size{Width: s.viewport.Width, Height: s.viewport.Height},
		AcceptDownloads: playwright.Bool(false),
		// A service worker's own fetches are not routed: with none, every
		// request the page makes passes the effect judge.
		ServiceWorkers: playwright.ServiceWorkerPolicyBlock,
	}
	if s.m.cfg.BrowserProxyURL != "" && s.m.cfg.ProxyURL != "" && s.ep == nil {
		// The pages' own proxy: what it refuses is the page's doing.
		// Playwright drops Chromium's loopback bypass for a context too.
		opts.Proxy = &playwright.Proxy{Server: s.m.cfg.ProxyURL}
	}
	if s.storage != nil {
		opts.StorageState = s.storage
	} else if s.m.cfg.StorageState != "" {
		opts.StorageStatePath = playwright.String(s.m.cfg.StorageState)
	}
	bctx, err := b.NewContext(opts)
	if err != nil {
		return "", fmt.Errorf("new browser context: %w", err)
	}
	s.evMu.Lock()
	s.tabs, s.dialog, s.navs = nil, nil, map[playwright.Page]*navState{}
	s.dialogOpen = make(chan struct{})
	s.evMu.Unlock()
	bctx.OnPage(s.onPage)
	bctx.OnDialog(s.onDialog)
	s.observe.watch(bctx)
	// A remote browser does not go through our proxy (it runs elsewhere):
	// its sessions get the route-interception filter instead. Without the
	// proxy, route interception is the fallback: it sees URLs, not the
	// addresses connected to (WebSockets are routed separately).
	filter := s.m.cfg.RequestFilter
	if s.m.cfg.ProxyURL != "" && s.ep == nil {
		filter = nil
	}
	judge := s.effectJudge()
	if judge != nil {
		if err := bctx.AddInitScript(playwright.Script{Content: playwright.String(unloadScript)}); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install unload script: %w", err)
		}
	}
	if filter != nil {
		if err := bctx.AddInitScript(playwright.Script{Content: playwright.String(noWebRTCScript)}); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install WebRTC removal: %w", err)
		}
	}
	// Routes go on the context, so a popup's very first request is judged
	// too (third_party/playwright-go synchronises what that races on).
	if filter != nil || judge != nil {
		if err := bctx.Route("**/*", s.effectRoute(filter, judge)); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install request filter: %w", err)
		}
		if err := bctx.RouteWebSocket(func(string) bool { return true }, s.webSocketRoute(filter, judge)); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install WebSocket filter: %w", err)
		}
	}
	if filter != nil || judge != nil {
		s.hopCfg.Store(&hopConfig{filter: filter, judge: judge})
	} else {
		s.hopCfg.Store(nil)
	}
	page, err := bctx.NewPage()
	if err != nil {
		_ = bctx.Close()
		return "", fmt.Errorf("new page: %w", err)
	}
	if <-s.hopGuard(page); page.IsClosed() {
		_ = bctx.Close()
		return "", errors.New("new page: could not guard its redirects")
	}
	s.bctx, s.gen, s.current = bctx, gen, page
	s.refs = refSet{}
	return notice, nil
}

// Outcome is what every page-touching call reports besides its own data.
type Outcome struct {
	URL     string      `json:"url"`
	Title   string      `json:"title,omitempty"`
	Notices []string    `json:"notices,omitempty"`
	Dialog  *DialogInfo `json:"dialog,omitempty"`
}

// do runs fn against the current page with the session lock held. It never
// hangs on a dialog: if one opens, do returns at once with it in the Outcome.
// If the caller's context ends first, do returns its error at once. Either
// way fn is abandoned: it keeps the lock until its Playwright call returns
// (bounded by its Timeout), and live stops it before any further effect, so
// an abandoned click can never land later, after another call. If Chromium
// died, it relaunches and retries fn once on the fresh browser.
func (s *Session) do(ctx context.Context, fn func(p playwright.Page) error) (Outcome, error) {
	if err := s.acquire(ctx); err != nil {
		return s.busyOutcome(), err
	}
	out, err, pending := s.doLocked(ctx, true, fn)
	s.unlockAfter(pending)
	return out, err
}

// doInto runs fn as do does, with a value of its own to fill. The caller
// gets that value only from an fn that finished: an abandoned fn (the
// caller's context ended, or a dialog opened) keeps running on its own
// copy, and what it writes after do returned is dropped, never raced with
// the caller reading it. Results must flow through v, not through
// variables the closure captures.
func doInto[T any](s *Session, ctx context.Context, fn func(p playwright.Page, v *T) error) (T, Outcome, error) {
	return into(func(f func(playwright.Page) error) (Outcome, error) { return s.do(ctx, f) }, fn)
}

func into[T any](run func(func(playwright.Page) error) (Outcome, error), fn func(p playwright.Page, v *T) error) (T, Outcome, error) {
	var (
		mu     sync.Mutex
		result T
		taken  bool
	)
	out, err := run(func(p playwright.Page) error {
		var v T
		err := fn(p, &v)
		mu.Lock()
		defer mu.Unlock()
		if !taken {
			result = v
		}
		return err
	})
	mu.Lock()
	defer mu.Unlock()
	taken = true
	return result, out, err
}

// WithPage runs fn on the current page with the same guarantees as every
// action: serialised per session, never hung by a dialog, and retried once on
// a relaunched browser if Chromium died. Unlike an action, a read that a
// dialog interrupted is an error (ErrDialogInterrupted, with the dialog in
// the Outcome): fn is still running, blocked on it, and what it was to
// read is not there yet.
func (s *Session) WithPage(ctx context.Context, fn func(p playwright.Page) error) (Outcome, error) {
	if err := s.acquire(ctx); err != nil {
		return s.busyOutcome(), err
	}
	out, err, pending := s.doLocked(ctx, true, fn)
	s.unlockAfter(pending)
	if pending != nil && err == nil {
		err = ErrDialogInterrupted
		if d := out.Dialog; d != nil {
			err = fmt.Errorf("%w: %s %q — call browser_handle_dialog to accept or dismiss it, then call again", ErrDialogInterrupted, d.Type, d.Message)
		}
	}
	return out, err
}

// WithPageInto is WithPage for a caller that wants a value back: fn fills
// v, and the caller gets it only from an fn that finished (see doInto).
// Reading a variable that an abandoned fn may still write is a data race;
// this is not.
func WithPageInto[T any](ctx context.Context, s *Session, fn func(p playwright.Page, v *T) error) (T, Outcome, error) {
	return into(func(f func(playwright.Page) error) (Outcome, error) { return s.WithPage(ctx, f) }, fn)
}

// acquire takes the session lock, or gives up when ctx ends or a dialog
// is open (an action blocked on that dialog holds the lock).
func (s *Session) acquire(ctx context.Context) error {
	select {
	case s.sem <- struct{}{}:
		return nil
	default:
	}
	s.evMu.Lock()
	open := s.dialogOpen
	s.evMu.Unlock()
	select {
	case s.sem <- struct{}{}:
		return nil
	case <-open:
		d := s.PendingDialog()
		if d == nil {
			return fmt.Errorf("%w: a dialog was just handled; retry", ErrDialogOpen)
		}
		return fmt.Errorf("%w: %s %q — call browser_handle_dialog to accept or dismiss it first", ErrDialogOpen, d.Type, d.Message)
	case <-ctx.Done():
		return fmt.Errorf("%w (an earlier action in this session was still finishing)", ctx.Err())
	}
}

func (s *Session) release() { <-s.sem }

// unlockAfter frees the lock now, or once an abandoned fn has returned.
func (s *Session) unlockAfter(pending <-chan error) {
	if pending == nil {
		s.release()
		return
	}
	go func() {
		<-pending
		s.release()
	}()
}

// busyOutcome reports an open dialog to a caller that could not get the lock.
func (s *Session) busyOutcome() Outcome {
	return Outcome{Dialog: s.PendingDialog()}
}

// live reports whether the running action may still act: an abandoned one
// gets ErrAbandoned before its next effect. Only the lock holder calls it.
func (s *Session) live() error {
	if a := s.act; a != nil && a.abandoned.Load() {
		return ErrAbandoned
	}
	return nil
}

// doLocked runs fn with the lock held. pending is non-nil when fn was
// abandoned and is still running: the lock must stay held until it yields.
func (s *Session) doLocked(ctx context.Context, retry bool, fn func(p playwright.Page) error) (out Outcome, err error, pending <-chan error) {
	notice, err := s.ensure()
	if err != nil {
		return out, err, nil
	}
	if notice != "" {
		out.Notices = append(out.Notices, notice)
	}
	if d := s.PendingDialog(); d != nil {
		out.URL, out.Dialog = s.current.URL(), d
		return out, fmt.Errorf("%w: %s %q — call browser_handle_dialog to accept or dismiss it first", ErrDialogOpen, d.Type, d.Message), nil
	}
	// Drain a stale wake-up from a dialog already handled.
	select {
	case <-s.dialogCh:
	default:
	}
	page := s.current
	act := &action{}
	s.act = act
	s.beginCall(ctx)
	done := make(chan error, 1)
	go func() { done <- fn(page) }()
	select {
	case err = <-done:
		out.Notices = append(out.Notices, s.endCall(ctx)...)
		out.Notices = append(out.Notices, s.chooserNotices()...)
	case <-s.dialogCh:
		act.abandoned.Store(true)
		out.Notices = append(out.Notices, s.endCall(ctx)...)
		out.URL, out.Dialog = page.URL(), s.PendingDialog()
		return out, nil, done
	case <-ctx.Done():
		act.abandoned.Store(true)
		s.settleCall(ctx)
		return out, ctx.Err(), done
	}
	if err != nil && retry && s.browserDied() {
		out2, err2, pending := s.doLocked(ctx, false, fn)
		out2.Notices = append(out.Notices, out2.Notices...)
		return out2, err2, pending
	}
	out.URL = page.URL()
	if err == nil {
		out.Title, out.Dialog = s.titleOf(page)
	}
	return out, err, nil
}

// titleOf reads the page's title without hanging: a dialog the page opened
// just after fn finished blocks document.title, and is then reported
// instead (the abandoned read ends when the dialog is answered).
func (s *Session) titleOf(page playwright.Page) (string, *DialogInfo) {
	ch := make(chan string, 1)
	go func() {
		t, _ := page.Title()
		ch <- t
	}()
	t := time.NewTimer(5 * time.Second)
	defer t.Stop()
	select {
	case title := <-ch:
		return title, nil
	case <-s.dialogCh:
		return "", s.PendingDialog()
	case <-t.C:
		return "", s.PendingDialog()
	}
}

// browserDied waits briefly for Playwright to notice a crash: an action can
// fail with "target closed" a moment before IsConnected turns false.
func (s *Session) browserDied() bool {
	s.m.mu.Lock()
	b := s.m.browser
	s.m.mu.Unlock()
	if s.ep != nil {
		s.m.pool.mu.Lock()
		b = s.ep.browser
		s.m.pool.mu.Unlock()
	}
	if b == nil {
		return true
	}
	for i := 0; i < 10; i++ {
		if !b.IsConnected() {
			return true
		}
		time.Sleep(50 * time.Millisecond)
	}
	return false
}

func ensureDir(dir string) error { return os.MkdirAll(dir, 0o755) }
