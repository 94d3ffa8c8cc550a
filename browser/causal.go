package browser

import (
	"context"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// An act's call ends when what the act started has been judged, not after
// a fixed wait. Each page has a DevTools session of our own on which the
// renderer announces the requests its scripts start (Network) and the
// navigations they ask for (Page). After an act, one round trip through
// that session (a frame and a task in the page) proves that everything
// the act's handlers started by then has been announced: the renderer
// sends those events before the round trip's answer, and playwright-go
// delivers a session's events before the answer to a later call. The call
// then waits for exactly those requests: until the route has judged as
// many as were announced, and they have finished (a handler's next
// request follows the response of the one before); then one more round
// trip, for that next request.
//
// Where the page's own session cannot see everything an act may start,
// the call waits as before (Quiet, ActGrace, QuietMax): a page with a
// worker or service worker (their requests are another target's), a
// session whose pages opened a WebSocket (its messages reach the judge
// through Playwright's own binding, not this session), an act
// that opened a window, a dialog, a round trip that failed or took too
// long, or any judged request the page's session did not announce. A
// request a handler sends later than a frame and a task after the act (a
// debounced save) is judged after the call; what a person approved in
// the call still covers it (tools.judgeLate), anything else is refused.

// netWatch is one page's requests as its renderer announces them.
type netWatch struct {
	cdp playwright.CDPSession
	mu  sync.Mutex
	// announced counts the requests that the route will judge (the same
	// test as effectRoute's) and top-level or frame navigations the page
	// asked for; opened counts windows it opened; open holds announced
	// subresource requests not yet finished.
	announced, opened int
	open              map[string]bool
	page              playwright.Page
	// armed: Network and Page events are on. They are turned on when an
	// act passes the gate and off when its call has settled: every
	// request of a page load would otherwise cross the driver as events
	// nobody reads.
	armed  bool
	sendMu sync.Mutex
	broken atomic.Bool // an arm took too long: this page waits by time
}

// arm turns the session's events on (a round trip, before the act). The
// sends are serialised by sendMu (a disarm still on its way must not turn
// off what this arm turned on); w.mu is never held across a send, as the
// session's events need it on the goroutine that delivers the answer.
func (w *netWatch) arm() bool {
	if w.isArmed() {
		return true
	}
	if w.broken.Load() {
		return false
	}
	done := make(chan bool, 1)
	go func() {
		w.sendMu.Lock()
		defer w.sendMu.Unlock()
		if w.isArmed() {
			done <- true
			return
		}
		_, err := w.cdp.Send("Network.enable", map[string]any{"maxTotalBufferSize": 0, "maxResourceBufferSize": 0, "maxPostDataSize": 0})
		if err == nil {
			_, err = w.cdp.Send("Page.enable", nil)
		}
		if err == nil {
			w.mu.Lock()
			w.armed = true
			w.mu.Unlock()
		}
		done <- err == nil
	}()
	t := time.NewTimer(roundTripMax)
	defer t.Stop()
	select {
	case ok := <-done:
		return ok
	case <-t.C:
		// A page that does not answer (a renderer held by a dialog) gets no
		// watch from here on: an arm that lands late would count from the
		// middle of an act.
		w.broken.Store(true)
		return false
	}
}

// disarm turns them off again, off the caller's path; requests still open
// are forgotten (the next act counts from its own start).
func (w *netWatch) disarm() {
	w.mu.Lock()
	if !w.armed {
		w.mu.Unlock()
		return
	}
	w.armed = false
	w.open = map[string]bool{}
	w.mu.Unlock()
	go func() {
		w.sendMu.Lock()
		defer w.sendMu.Unlock()
		if w.isArmed() {
			return // an act armed it again meanwhile
		}
		_, _ = w.cdp.Send("Network.disable", nil)
		_, _ = w.cdp.Send("Page.disable", nil)
	}()
}

// roundTripJS ends after the next frame (or 40 ms, for a page that is not
// drawing) and one task: handlers' promise chains, zero-delay timers and
// effects a framework runs after paint have run by then.
const roundTripJS = `new Promise((r) => { let d = false; const f = () => { if (!d) { d = true; setTimeout(r, 0); } }; requestAnimationFrame(f); setTimeout(f, 40); })`

// roundTripMax bounds one round trip; past it the call waits as before.
const roundTripMax = 500 * time.Millisecond

// netWatchOf is p's watch, started on first use; nil when the page's
// session cannot be had (a remote browser that refuses, a closed page).
func (s *Session) netWatchOf(p playwright.Page) *netWatch {
	if p == nil || p.IsClosed() {
		return nil
	}
	s.fx.netMu.Lock()
	defer s.fx.netMu.Unlock()
	if w, ok := s.fx.nets[p]; ok {
		return w
	}
	if s.fx.nets == nil {
		s.fx.nets = map[playwright.Page]*netWatch{}
	}
	s.fx.nets[p] = nil // one try per page
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return nil
	}
	w := &netWatch{cdp: cdp, open: map[string]bool{}, page: p}
	cdp.On("Network.requestWillBeSent", w.onRequest)
	cdp.On("Network.loadingFinished", w.onDone)
	cdp.On("Network.loadingFailed", w.onDone)
	cdp.On("Page.frameRequestedNavigation", w.onNavigation)
	cdp.On("Page.windowOpen", func(map[string]any) { w.mu.Lock(); w.opened++; w.mu.Unlock() })
	p.Once("close", func() {
		s.fx.netMu.Lock()
		delete(s.fx.nets, p)
		s.fx.netMu.Unlock()
	})
	s.fx.nets[p] = w
	return w
}

func (w *netWatch) onRequest(ev map[string]any) {
	if _, redirect := ev["redirectResponse"]; redirect {
		return // the route judges a request once, not each of its hops
	}
	req, _ := ev["request"].(map[string]any)
	u, _ := req["url"].(string)
	method, _ := req["method"].(string)
	typ, _ := ev["type"].(string)
	id, _ := ev["requestId"].(string)
	typ = strings.ToLower(typ)
	if typ == "document" || !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		return // navigations are announced by frameRequestedNavigation
	}
	if !(guard.IsWrite(method, false) || judgedGET(typ, u)) {
		return
	}
	w.mu.Lock()
	w.announced++
	w.open[id] = true
	w.mu.Unlock()
}

func (w *netWatch) onDone(ev map[string]any) {
	id, _ := ev["requestId"].(string)
	w.mu.Lock()
	delete(w.open, id)
	w.mu.Unlock()
}

func (w *netWatch) onNavigation(ev map[string]any) {
	u, _ := ev["url"].(string)
	if d, _ := ev["disposition"].(string); d != "" && d != "currentTab" {
		return // a new window: Page.windowOpen counts it
	}
	if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") || sameDocument(u, w.page.URL()) {
		return // javascript:, a fragment: no request
	}
	w.mu.Lock()
	w.announced++
	w.mu.Unlock()
}

// sameDocument: a and b differ at most in their fragment.
func sameDocument(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil {
		return false
	}
	ua.Fragment, ua.RawFragment, ub.Fragment, ub.RawFragment = "", "", "", ""
	return ua.String() == ub.String() && strings.Contains(a, "#")
}

func (w *netWatch) isArmed() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.armed
}

// armAct turns on the watch of the call's page as an act passes the gate;
// a watch that cannot be armed leaves the call to the timed wait.
func (s *Session) armAct() {
	if w := s.fx.watch.w; w != nil && s.PendingDialog() == nil {
		w.arm()
	}
}

// disarmCall turns the call's watch off once the call has settled.
func (s *Session) disarmCall() {
	if w := s.fx.watch.w; w != nil {
		w.disarm()
	}
}

// counts reads the watch.
func (w *netWatch) counts() (announced, opened, open int) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.announced, w.opened, len(w.open)
}

// roundTrip makes one round trip through the page's session; false when
// it failed or took longer than roundTripMax.
func (w *netWatch) roundTrip() bool {
	done := make(chan error, 1)
	go func() {
		_, err := w.cdp.Send("Runtime.evaluate", map[string]any{"expression": roundTripJS, "awaitPromise": true, "returnByValue": true})
		done <- err
	}()
	t := time.NewTimer(roundTripMax)
	defer t.Stop()
	select {
	case err := <-done:
		return err == nil
	case <-t.C:
		return false
	}
}

// callWatch is what beginCall notes of the page's watch.
type callWatch struct {
	w                 *netWatch
	announced, opened int
	routed            int64
}

// beginWatch notes the current page's counts at the start of a call.
func (s *Session) beginWatch(p playwright.Page) {
	s.fx.watch = callWatch{}
	if w := s.netWatchOf(p); w != nil {
		a, o, _ := w.counts()
		s.fx.watch = callWatch{w: w, announced: a, opened: o, routed: s.fx.routed.Load()}
	}
}

// settleCausal waits, after an act, for what it started, and says whether
// that was settled; false leaves the call to the timed wait.
func (s *Session) settleCausal(ctx context.Context, start time.Time) bool {
	cw := s.fx.watch
	w := cw.w
	if w == nil || !w.isArmed() || w.broken.Load() || s.PendingDialog() != nil || w.page.IsClosed() || s.fx.workers.Load() || s.fx.sockets.Load() {
		return false
	}
	seen := -1
	for ctx.Err() == nil {
		if !w.roundTrip() {
			return false
		}
		a, o, _ := w.counts()
		announced := a - cw.announced
		if o > cw.opened || int(s.fx.routed.Load()-cw.routed) > announced {
			return false // a window, or a request this page's session did not announce
		}
		if announced == seen || announced == 0 {
			// Nothing new since the last round trip, and all of it settled;
			// a judgement still running (a WebSocket's) is waited for.
			for s.fx.inflight.Load() > 0 && ctx.Err() == nil {
				time.Sleep(5 * time.Millisecond)
			}
			return true
		}
		seen = announced
		// Until every announced request is judged and has finished; a
		// judgement that asked a person restarts the bound.
		for ctx.Err() == nil {
			_, _, open := w.counts()
			routed := int(s.fx.routed.Load() - cw.routed)
			if s.fx.inflight.Load() == 0 && routed >= announced && open == 0 {
				break
			}
			ref := start
			if done := time.Unix(0, s.fx.lastDone.Load()); done.After(ref) {
				ref = done
			}
			if s.fx.inflight.Load() == 0 && time.Since(ref) >= QuietMax {
				return true // a request that never ends (a stream) does not hold the call
			}
			select {
			case <-ctx.Done():
			case <-time.After(5 * time.Millisecond):
			}
		}
	}
	return true
}

// settleAct gives the page its act's immediate effects (a re-render, a
// new tab) before the act reports: one round trip through the page's own
// session (a frame and a task), then, if the act opened windows, until
// they are tabs (bounded). tabsBefore < 0: tabs are not counted. Without
// the page's session it waits as it did (settle).
func (s *Session) settleAct(p playwright.Page, tabsBefore int) {
	s.settleActOnce(p, tabsBefore)
	// A save a handler put on a short timer is part of the act.
	if s.awaitTimers(p) {
		s.settleActOnce(p, -1)
	}
	s.armTimers(p, false)
}

// settleActOnce is one such wait.
func (s *Session) settleActOnce(p playwright.Page, tabsBefore int) {
	cw := s.fx.watch
	if cw.w == nil || cw.w.page != p || !cw.w.isArmed() || cw.w.broken.Load() || !cw.w.roundTrip() {
		settle(p)
		return
	}
	_ = p.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateDomcontentloaded,
		Timeout: playwright.Float(2000)})
	_, opened, _ := cw.w.counts()
	if want := opened - cw.opened; tabsBefore >= 0 && want > 0 {
		for end := time.Now().Add(2 * time.Second); s.tabCount()-tabsBefore < want && time.Now().Before(end); {
			time.Sleep(5 * time.Millisecond)
		}
	}
}
