package browser

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/accessagents/accessagents/schemas"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// ActRequest is a request the page itself makes (a form post, fetch, XHR,
// beacon, a navigation a script or meta refresh starts): the effect of an
// act rather than the act. The guard judges what a control looks like; a
// page can lie about that (a "Continue" whose handler deletes the account,
// a document-level shortcut, a field that submits itself), but the request
// that carries the effect cannot hide where it goes.
const ActRequest = schemas.ActRequest

// EffectJudge decides about one request the page makes. ctx is the tool
// call in progress (carrying its Gate) while one runs, else a background
// context: an effect nobody is there to approve is refused.
type EffectJudge func(ctx context.Context, s *Session, a Act) error

// effectTypes are the resource types whose GET can carry an effect;
// images, scripts, styles, fonts and media are loads, not acts, unless
// their URL names no file (guard.StaticFile); a fetch always can.
var effectTypes = map[string]bool{"document": true, "fetch": true, "xhr": true, "ping": true,
	"eventsource": true, "websocket": true, "other": true}

// judgedGET: whether a GET or HEAD of resource type typ can carry an effect.
func judgedGET(typ, u string) bool { return effectTypes[typ] || !guard.StaticFile(u) }

// unloadScript turns navigator.sendBeacon and fetch's keepalive into
// ordinary requests: Playwright cannot route a request that outlives its
// document (a beacon sent on pagehide), so it would pass unjudged. The
// price: a beacon a page sends while it unloads is usually cancelled.
const unloadScript = `(() => {
  const f = window.fetch;
  if (!f) return;
  const plain = function (input, init) {
    if (init && init.keepalive) init = Object.assign({}, init, { keepalive: false });
    if (input instanceof Request && input.keepalive) input = new Request(input, { keepalive: false });
    return f.call(this, input, init);
  };
  Object.defineProperty(window, 'fetch', { value: plain, writable: true, configurable: false });
  if (Navigator.prototype.sendBeacon) Object.defineProperty(Navigator.prototype, 'sendBeacon', {
    value: function (url, data) { try { f.call(window, String(url), { method: 'POST', body: data, credentials: 'include', mode: 'no-cors' }).catch(() => {}); } catch (e) { return false; } return true; },
    writable: false, configurable: false });
})();`

// maxEffectBody bounds the body the judge reads, but for multipart
// uploads (read whole, file contents skipped); a longer one is cut here and
// refused as unreadable.
const maxEffectBody = 1 << 20

// maxInflated bounds what a compressed body may inflate to for the judge;
// a longer one is unreadable.
const maxInflated = 16 << 20

// UseEffectJudge sets the judge for this session's page requests (the
// tool server that serves the session); the first one set stays.
func (s *Session) UseEffectJudge(j EffectJudge) {
	s.fx.judge.CompareAndSwap(nil, &j)
}

// effectJudge is the session's judge, or nil (nothing judged).
func (s *Session) effectJudge() EffectJudge {
	if j := s.fx.judge.Load(); j != nil {
		return *j
	}
	return nil
}

// effectState is a session's view of the call in progress, so the
// requests an act causes are judged as part of that call.
type effectState struct {
	call atomic.Pointer[context.Context] // the running tool call's context
	// ended is the context of the latest call that acted, kept after it
	// returned: a request its act caused may reach the judge only then
	// (a slow handler, a busy machine), and is told which call it follows.
	ended    atomic.Pointer[context.Context]
	endedAt  atomic.Int64                // unix nanos when that call returned
	judge    atomic.Pointer[EffectJudge] // set by the serving toolbox (UseEffectJudge)
	inflight atomic.Int32                // judgements not yet decided
	judging  sync.Mutex                  // one judgement at a time: one question to a person, not five
	acted    atomic.Bool                 // the running call performed an act (the gate allowed one)
	lastReq  atomic.Int64                // unix nanos of the page's latest request
	// wsSent counts the messages the session's pages sent on WebSockets
	// (the browser's own count), wsJudged those a judge began on (at the
	// wire, or Playwright's stand-in): a call ends only once it caught up
	// (settleCall), so a message its act sent is judged while a person can
	// still be asked, however busy the machine.
	wsSent, wsJudged atomic.Int64
	lastFrame        atomic.Int64 // unix nanos of the latest message a page sent on a socket
	// callSent and callJudged are wsSent and wsJudged when the running
	// call began: it waits only for messages sent during it, so one lost
	// before (a message the wire rejects unread) holds no later call.
	callSent, callJudged int64
	// lastDone is when the latest judgement let its request go (or refused
	// it): a page that awaits that request can only send its next one
	// after, so the call's quiet window restarts there.
	lastDone atomic.Int64
	docGen   atomic.Int64 // top-level navigation requests so far (requestFrom)
	// frames numbers the frames that sent requests (requestFrom), tabs'
	// main frames too: a frame or a popup at the page's own address is
	// another sender.
	frames   sync.Map // playwright.Frame → int64
	frameSeq atomic.Int64
	// refusedNav is signalled when a top-level navigation is refused and
	// answered 204: Playwright's wait for the page it left then never ends
	// (Navigate stops waiting on it).
	refusedNav chan refusedNav
	began      time.Time // when the running call began (set and read by the lock holder)
	// routed counts the requests the route judged; nets holds each page's
	// watch of its own requests (causal.go) and watch the running call's
	// counts at its start.
	routed  atomic.Int64
	sockets atomic.Bool // a page of the session opened a WebSocket
	// wireLog records a request the session's wire refused (UseWireLog).
	wireLog atomic.Pointer[func(method, url, why string)]
	workers atomic.Bool // a page of the session started a worker, or a service worker ran
	netMu   sync.Mutex
	nets    map[playwright.Page]*netWatch
	watch   callWatch
	mu      chan struct{} // guards refused and sent (a 1-slot lock usable from any goroutine)
	refused noticeList    // notices of refusals for the running call
	sent    noticeList    // notices of writes let go for the running call
}

func newEffectState() *effectState {
	return &effectState{mu: make(chan struct{}, 1), refusedNav: make(chan refusedNav, 4)}
}

func (e *effectState) lock()   { e.mu <- struct{}{} }
func (e *effectState) unlock() { <-e.mu }

// effectRoute judges every request of the session's context: the URL
// policy filter first (remote browsers, which bypass the proxy), then the
// effect judge for requests that can carry an effect. Judging runs off
// Playwright's event goroutine; the request waits paused until decided.
func (s *Session) effectRoute(filter func(context.Context, string) error, judge EffectJudge, wire Wire) func(playwright.Route) {
	return func(r playwright.Route) {
		req := r.Request()
		u := req.URL()
		if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
			_ = r.Continue() // data:, blob: and the like carry no request to a host
			return
		}
		if pu, err := url.Parse(u); err == nil {
			if body, ok := workerLoader(pu); ok {
				// A worker's marked address: answered here, nothing leaves;
				// the real script is the worker's next request, judged.
				_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(200), ContentType: playwright.String("text/javascript"), Body: body})
				return
			}
		}
		arrived := time.Now()
		s.fx.lastReq.Store(arrived.UnixNano())
		method := req.Method()
		sent := method // on the wire, before an override names another
		// Headers() is local (HeaderValue would ask the driver for the raw
		// headers: a round trip per request).
		h := req.Headers()
		if m := guard.OverriddenMethod(h, u, ""); m != "" {
			method = m // what the server will do: a GET that says DELETE is a DELETE
		}
		judged := judge != nil && (guard.IsWrite(method, false) || judgedGET(req.ResourceType(), u))
		if filter == nil && !judged {
			_ = r.Continue()
			return
		}
		var body, ctype string
		var cut bool
		var whole []byte // the body as the browser showed it, for the wire
		if judged && method != "GET" && method != "HEAD" {
			ctype = h["content-type"]
			if b, err := req.PostData(); err == nil {
				if b != "" {
					whole = []byte(b)
				}
				// Judged as its server reads it: inflated, in UTF-8; one
				// that cannot be read so is refused as unreadable.
				if rb, ok := guard.ReadableBody(h, whole, maxInflated); ok {
					b = string(rb)
				} else {
					cut = true
				}
				if len(b) > maxEffectBody && !strings.HasPrefix(strings.ToLower(ctype), "multipart/") {
					// Anything but an upload this long is padding around
					// what it does, and is not judged by a prefix but
					// refused as unreadable. A multipart body is passed
					// whole: the judge streams over its file parts, so a
					// field after a large upload is still read.
					b, cut = b[:maxEffectBody], true
				}
				body = b
				if m := guard.OverriddenMethod(nil, "", guard.FormMethod(ctype, b)); m != "" {
					method = m // a form's _method field (Rails, Laravel, Symfony)
				}
			}
		}
		if judged {
			s.fx.inflight.Add(1)
			s.fx.routed.Add(1)
		}
		armed := s.hopArmed(req)
		from := ""
		if judged {
			from = s.requestFrom(req) // here, in arrival order: a navigation starts a new document before later requests
		}
		go func() {
			if judged {
				defer s.fx.inflight.Add(-1)
				defer func() { s.fx.lastDone.Store(time.Now().UnixNano()) }()
			}
			defer func() {
				if p := recover(); p != nil {
					s.m.log.Error("judging a page request panicked; refused", "panic", p)
					_ = r.Abort("blockedbyclient")
				}
			}()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if filter != nil {
				if err := filter(ctx, u); err != nil {
					s.m.log.Warn("request blocked", "url", u, "reason", err)
					_ = r.Abort("blockedbyclient")
					return
				}
			}
			if judged {
				a := Act{Kind: ActRequest, URL: u, Method: method, Body: body, ContentType: ctype, BodyCut: cut, Resource: req.ResourceType(), From: from}
				err := s.judgeEffect(judge, a)
				if err == nil && guard.IsWrite(method, whole != nil) && a.Resource != "document" {
					s.noteSent(method, u)
				}
				if err != nil {
					if a.Resource == "document" {
						// 204 keeps the frame on its page: no error page
						// commits and interrupts the agent's next navigation.
						_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(204)})
						if pg := topLevel(req); pg != nil {
							select {
							case s.fx.refusedNav <- refusedNav{tab: pg, at: arrived, method: method, url: u}:
							default:
							}
						}
						return
					}
					_ = r.Abort("blockedbyclient")
					return
				}
			}
			if s.reissuePopupLoad(r, req) {
				return
			}
			if !armed {
				s.awaitHopGuard(req) // a new tab's or frame's first request may be redirected
			}
			continueWithTicket(r, req, s.expectAtWire(wire, sent, u, h, whole))
		}()
	}
}

// requestFrom names the document whose frame sent req: its address
// (without fragment) and the session's document generation, which every
// top-level navigation request advances. An address alone can be put on
// by another page (history.replaceState, an outside attacker's find); the
// generation cannot. A dedicated worker's requests are attributed, by
// Playwright, to the frame of the process it runs in, usually the page's
// main frame; a service worker's to none ("").
func (s *Session) requestFrom(req playwright.Request) (from string) {
	defer func() {
		if recover() != nil {
			from = ""
		}
	}()
	f := req.Frame()
	if f == nil {
		return ""
	}
	if req.IsNavigationRequest() && f.ParentFrame() == nil {
		s.fx.docGen.Add(1)
	}
	u, err := url.Parse(f.URL())
	if err != nil {
		return ""
	}
	u.Fragment, u.RawFragment = "", ""
	// Every frame is named by its own number, a tab's main frame too: an
	// iframe loaded at its page's address is not the page, nor is a popup
	// at it (outside attackers spent the page's confirmation id from
	// both).
	n, loaded := s.fx.frames.Load(f)
	if !loaded {
		n, _ = s.fx.frames.LoadOrStore(f, s.fx.frameSeq.Add(1))
	}
	if f.ParentFrame() == nil {
		return fmt.Sprintf("%s (document %d, tab %d)", u, s.fx.docGen.Load(), n)
	}
	return fmt.Sprintf("%s (document %d, frame %d)", u, s.fx.docGen.Load(), n)
}

// RedactQuery drops a URL's query and fragment for logs and notices: they
// may carry tokens (guard.RedactQuery).
func RedactQuery(raw string) string { return guard.RedactQuery(raw) }

// topLevel is the tab whose main frame req navigates, or nil.
func topLevel(req playwright.Request) (tab playwright.Page) {
	defer func() {
		if recover() != nil {
			tab = nil // a service worker's request has no frame
		}
	}()
	if f := req.Frame(); req.IsNavigationRequest() && f != nil && f.ParentFrame() == nil {
		return f.Page()
	}
	return nil
}
