package browser

import (
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
	// wire is the context's own listener on the proxy when its writes are
	// judged (Config.OpenWire); replaced with the context.
	wire Wire

	// sem serialises actions (a channel so waiting can end with the
	// caller's context or an open dialog). An action abandoned on cancel
	// or dialog keeps it until its Playwright call returns, and act fences
	// it: it may not start another effect (see live).
	sem  chan struct{}
	act  *action
	bctx playwright.BrowserContext
	gen  int
	// traceFile is where the context's trace goes when it closes (TraceDir).
	traceFile string
	traces    int // contexts traced so far, for the file names
	current   playwright.Page
	viewport  Viewport
	refs      refSet // given for the tab's current document
	earlier   refSet // the set before, to explain its refs
	// noCall marks a readAfter: doLocked runs it inside the call that
	// just ended (set and cleared under the session lock).
	noCall bool
	// untitled marks a WithPageUntitled call: no title is read after it.
	untitled bool
	// refNext is past every ref number handed out in this session: where a
	// new document's ref registry starts (assignRefs).
	refNext int64
	// actRid is the registry number of the element the call's act named
	// by ref or text (0 if none): a counter redrawn in its row keeps its
	// refs only after an act on that row (refslib.js refSettle).
	actRid int64
	// noChanges skips reading what acts change (the baseline of
	// BenchmarkClickChanges).
	noChanges bool
	// last is the last act's read of its page afterwards (delta.go).
	last lastRead
	// beforeReads counts the acts that read their page afresh first.
	beforeReads int
	started     time.Time
	states      *stateSet
	storage     *playwright.OptionalStorageState // loaded with UseStorageState
	ep          *remote                          // remote endpoint holding bctx, if any

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
	// origins are those any frame showed since the last ResetForNextPage.
	origins map[string]bool
	// parked is set by ResetForNextPage and cleared by the next call: the
	// session waits for a next page, and may give up its remote endpoint
	// slot to a session that waits for one (Manager.evictParked).
	parked atomic.Bool
	// httpAuth: a page of this context used HTTP authentication (reset.go).
	httpAuth atomic.Bool
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
		s.stopTrace(s.bctx)
		_ = s.bctx.Close()
		s.bctx = nil
	}
	if s.wire != nil {
		_ = s.wire.Close()
		s.wire = nil
	}
}

// ensure makes sure the session has a live context and a current page. It
// reports a notice when Chromium had died and was relaunched.
//
// A remote endpoint whose browser closes under a new context or page
// (playwright.ErrTargetClosed) is dying or gone, even while its connection
// still reads as open: the close event can arrive after the failure (a
// crawl lost a page that way when a server was killed mid-crawl). The
// session then moves to another endpoint, once; the failed one is left
// alone for endpointRetry, its other sessions untouched. With no other
// endpoint to move to, the error is returned as it is and the endpoint is
// not set aside: the next call reconnects when it can.
func (s *Session) ensure() (notice string, err error) {
	notice, err = s.ensureOnce()
	if err == nil || s.ep == nil || !errors.Is(err, playwright.ErrTargetClosed) || !s.m.pool.another(s.ep) {
		return notice, err
	}
	s.m.log.Warn("remote browser endpoint would not open a context; moving the session",
		"endpoint", RedactQuery(s.ep.ep.URL), "session", s.id, "error", err)
	s.m.pool.down(s.ep)
	s.ep = nil
	return s.ensureOnce()
}

func (s *Session) ensureOnce() (notice string, err error) {
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
	judge := s.effectJudge()
	wire, reaches, err := s.contextProxy(&opts, judge)
	if err != nil {
		return "", err
	}
	done := false
	defer func() {
		if !done && wire != nil {
			_ = wire.Close()
		}
	}()
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
	s.tabs, s.dialog, s.navs, s.origins = nil, nil, map[playwright.Page]*navState{}, nil
	s.dialogOpen = make(chan struct{})
	s.evMu.Unlock()
	bctx.OnPage(s.onPage)
	bctx.OnDialog(s.onDialog)
	bctx.On("serviceworker", func(playwright.Worker) { s.fx.workers.Store(true) })
	s.observe.watch(bctx)
	s.watchHTTPAuth(bctx)
	s.traceFile = s.startTrace(bctx)
	// A remote browser does not go through our proxy (it runs elsewhere):
	// its sessions get the route-interception filter instead. Without the
	// proxy, route interception is the fallback: it sees URLs, not the
	// addresses connected to (WebSockets are routed separately).
	filter := s.m.cfg.RequestFilter
	if s.m.cfg.ProxyURL != "" && reaches {
		filter = nil
	}
	if err := bctx.AddInitScript(playwright.Script{Content: playwright.String(timersScript)}); err != nil {
		_ = bctx.Close()
		return "", fmt.Errorf("install the timer watch: %w", err)
	}
	if judge != nil {
		if err := bctx.AddInitScript(playwright.Script{Content: playwright.String(unloadScript)}); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install unload script: %w", err)
		}
	}
	// What no route sees goes when writes are judged or a remote browser's
	// URL policy is routed: WebRTC (a TURN server over TCP got a typed
	// value), a worker's sockets, service workers, payment handlers, FedCM
	// (unrouted.go). Where the context has a wire, only WebRTC goes (its
	// UDP is below the proxy): there whatever no route let go is refused at
	// the proxy, whichever context sent it.
	if filter != nil || judge != nil {
		script := unroutedScript
		if filter == nil && wire != nil {
			script = noWebRTCScript
		}
		if err := bctx.AddInitScript(playwright.Script{Content: playwright.String(script)}); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install the unrouted-channel guard: %w", err)
		}
	}
	// Routes go on the context, so a popup's very first request is judged
	// too (third_party/playwright-go synchronises what that races on).
	if filter != nil || judge != nil {
		if err := bctx.Route("**/*", s.effectRoute(filter, judge, wire)); err != nil {
			_ = bctx.Close()
			return "", fmt.Errorf("install request filter: %w", err)
		}
		// Under a wire a page's sockets are the browser's own, judged where
		// they leave (opening and every message); Playwright's stand-in,
		// whose real socket and pass-through switch page script could
		// reach, is not installed.
		if wire == nil || filter != nil {
			if err := bctx.RouteWebSocket(func(string) bool { return true }, s.webSocketRoute(filter, judge)); err != nil {
				_ = bctx.Close()
				return "", fmt.Errorf("install WebSocket filter: %w", err)
			}
		}
	}
	if filter != nil || judge != nil {
		s.hopCfg.Store(&hopConfig{filter: filter, judge: judge, wire: wire})
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
	if wire != nil && s.ep != nil && !s.probeWire(page) {
		// A remote browser that cannot reach the wire (or does not take
		// its certificates). Strict mode refuses it; otherwise its
		// contexts keep the route judge. Under strict mode the next
		// context probes again (a server may be moved out of its
		// container), at the cost of one failed load.
		_ = bctx.Close()
		if s.m.cfg.RequireWire {
			return "", wireUnreachable(s.ep.ep.URL)
		}
		s.ep.noWire.Store(true)
		s.m.log.Warn("a remote browser on this machine cannot use the wire (a server in a container, or one that ignores our launch flags); its contexts keep the route judge",
			"endpoint", RedactQuery(s.ep.ep.URL))
		return s.ensureOnce()
	}
	s.bctx, s.gen, s.current = bctx, gen, page
	s.refs, s.earlier = refSet{}, refSet{}
	if s.wire != nil {
		_ = s.wire.Close() // the context it served is gone
	}
	s.wire, done = wire, true
	return notice, nil
}

// Outcome is what every page-touching call reports besides its own data.
type Outcome struct {
	URL     string      `json:"url"`
	Title   string      `json:"title,omitempty"`
	Notices []string    `json:"notices,omitempty"`
	Dialog  *DialogInfo `json:"dialog,omitempty"`
	// Changes is what an act changed, for the result's text (Changes.Text).
	Changes *Changes `json:"-"`
	// before is the page as the act found it, read in the act's call.
	before beforeAct
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

// browserDied says whether the action's error err came from Chromium
// dying. A dead browser fails every call in flight with "target closed",
// and Playwright may notice it a moment before IsConnected turns false, so
// for that error it waits briefly; any other error (the guard's refusal, an
// element not found) is answered at once. It used to wait 500 ms after every
// failed action, a refused one included.
func (s *Session) browserDied(err error) bool {
	s.m.mu.Lock()
	b := s.m.browser
	s.m.mu.Unlock()
	if s.ep != nil {
		s.m.pool.mu.Lock()
		b = s.ep.browser
		s.m.pool.mu.Unlock()
	}
	if b == nil || !b.IsConnected() {
		return true
	}
	if !errors.Is(err, playwright.ErrTargetClosed) {
		return false
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
