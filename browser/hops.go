package browser

import (
	"context"
	"fmt"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// Each page also gets a CDP session of its own that intercepts requests,
// for the ones Playwright's routes never see:
//   - every hop of a redirect after the first (Playwright lets them through
//     unrouted, so a 302 over HTTPS to /account/delete went unjudged; the
//     proxy sees plain-HTTP redirects only);
//   - requests Chromium does not report to its network inspector, which
//     Playwright lets through too: worklet modules
//     (audioWorklet.addModule('/account/delete')).
//
// Chromium pauses each request for this session before Playwright's; all
// others are let through at once. The session also turns prerendering
// off: a prerendered page belongs to no page that is routed.

// hopConfig is what a context's hop guards judge with.
type hopConfig struct {
	filter func(context.Context, string) error
	judge  EffectJudge
	wire   Wire
}

// hopGuard attaches the hop guard to p once; the channel closes when it
// is in place (or p was closed because it could not be).
func (s *Session) hopGuard(p playwright.Page) <-chan struct{} {
	return s.guardOnce(p, func() (playwright.CDPSession, error) { return p.Context().NewCDPSession(p) }, func(err error) {
		if !p.IsClosed() {
			s.m.log.Warn("guarding a tab's redirects failed; closing it", "error", err)
			_ = p.Close()
		}
	})
}

// frameHopGuard does the same for a frame that runs in a process of its
// own (a cross-site iframe): its requests are its own target's, which the
// page's session does not see. Other frames share the page's session.
func (s *Session) frameHopGuard(f playwright.Frame) <-chan struct{} {
	return s.guardOnce(f, func() (playwright.CDPSession, error) { return f.Page().Context().NewCDPSession(f) }, func(err error) {
		// third-party text: Playwright's refusal to open a CDP session on
		// an in-process frame has no error type of its own.
		if strings.Contains(err.Error(), "does not have a separate CDP session") {
			// In its parent's process (guarded with the page) as long as
			// it shows this document; a navigation may move it out.
			s.inProcess.Store(f, f.URL())
			s.hops.Delete(f)
			return
		}
		s.m.log.Warn("guarding a frame's redirects failed", "error", err)
	})
}

// awaitHopGuard holds a request until the hop guard of the page (and
// frame) that sends it is in place: a popup's or a new cross-site
// iframe's first request may be answered by a redirect.
func (s *Session) awaitHopGuard(req playwright.Request) {
	f := req.Frame()
	if f == nil || s.hopCfg.Load() == nil {
		return
	}
	chans := []<-chan struct{}{s.hopGuard(f.Page())}
	if f.ParentFrame() != nil {
		chans = append(chans, s.frameHopGuard(f))
	}
	timeout := time.After(10 * time.Second)
	for _, ch := range chans {
		select {
		case <-ch:
		case <-timeout:
			return
		}
	}
}

// hopArmed reports whether the hop guard of the page that sends req was
// in place already. Chromium fixes a request's interceptors when it
// starts: a guard armed while the request waits does not see its hops.
func (s *Session) hopArmed(req playwright.Request) bool {
	f := req.Frame()
	if f == nil || s.hopCfg.Load() == nil {
		return true
	}
	if !s.settled(f.Page()) {
		return false
	}
	if f.ParentFrame() == nil {
		return true
	}
	if u, ok := s.inProcess.Load(f); ok && u == f.URL() {
		return true
	}
	return s.settled(f)
}

// settled: key's hop guard is in place.
func (s *Session) settled(key interface{}) bool {
	v, ok := s.hops.Load(key)
	if !ok {
		return false
	}
	select {
	case <-v.(chan struct{}):
		return true
	default:
		return false
	}
}

// reissuePopupLoad answers true when req is the first navigation of a
// popup the site opened, which always starts before that tab's hop guard
// can be in place: it is answered 204 and sent again, by GET, once the guard is armed, so a
// redirect on it (window.open('/go') → 302 → /account/delete) is judged.
func (s *Session) reissuePopupLoad(r playwright.Route, req playwright.Request) bool {
	f := req.Frame()
	if f == nil || f.ParentFrame() != nil || req.ResourceType() != "document" || !req.IsNavigationRequest() {
		return false
	}
	p := f.Page()
	if op, _ := p.Opener(); op == nil {
		return false // a tab of our own: its loads are the agent's
	}
	if _, seen := s.popupLoads.LoadOrStore(p, true); seen {
		return false // not its first navigation
	}
	if req.Method() != "GET" {
		// A form posted into a new tab cannot be sent again: refused.
		s.m.log.Warn("a form posted into a new tab was refused: its redirects could not be judged", "url", RedactQuery(req.URL()))
		_ = r.Abort("blockedbyclient")
		return true
	}
	u := req.URL()
	_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(204)})
	go func() {
		<-s.hopGuard(p)
		if !p.IsClosed() {
			_, _ = p.Goto(u, playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateCommit})
		}
	}()
	return true
}

// guardOnce opens and arms a hop-guard session for key once.
func (s *Session) guardOnce(key interface{}, open func() (playwright.CDPSession, error), fail func(error)) <-chan struct{} {
	ch := make(chan struct{})
	v, loaded := s.hops.LoadOrStore(key, ch)
	if loaded {
		return v.(chan struct{})
	}
	cfg := s.hopCfg.Load()
	if cfg == nil {
		close(ch)
		return ch
	}
	go func() {
		defer close(ch)
		cdp, err := open()
		if err == nil {
			err = s.guardHops(cdp, *cfg)
		}
		if err != nil {
			fail(err)
		}
	}()
	return ch
}

func (s *Session) guardHops(cdp playwright.CDPSession, cfg hopConfig) error {
	send := func(method string, params map[string]interface{}) { _, _ = cdp.Send(method, params) }
	cdp.On("Fetch.requestPaused", func(ev map[string]interface{}) {
		id, _ := ev["requestId"].(string)
		redirected, _ := ev["redirectedRequestId"].(string)
		if nid, _ := ev["networkId"].(string); nid != "" && redirected == "" {
			go send("Fetch.continueRequest", map[string]interface{}{"requestId": id}) // Playwright routes it
			return
		}
		go s.judgeHop(send, id, ev, cfg)
	})
	if _, err := cdp.Send("Fetch.enable", map[string]interface{}{"patterns": []interface{}{
		map[string]interface{}{"urlPattern": "*", "requestStage": "Request"}}}); err != nil {
		return fmt.Errorf("intercept: %w", err)
	}
	if _, err := cdp.Send("Page.setPrerenderingAllowed", map[string]interface{}{"isAllowed": false}); err != nil {
		s.m.log.Debug("prerendering could not be turned off", "error", err)
	}
	return nil
}

// judgeHop decides one request Playwright does not route, as effectRoute
// decides the ones it does: URL policy first, then the effect judge.
func (s *Session) judgeHop(send func(string, map[string]interface{}), id string, ev map[string]interface{}, cfg hopConfig) {
	req, _ := ev["request"].(map[string]interface{})
	u, _ := req["url"].(string)
	method, _ := req["method"].(string)
	rt := strings.ToLower(fmt.Sprint(ev["resourceType"]))
	refuse := func() {
		if rt == "document" {
			// 204 keeps the frame on its page, as for a refused route.
			send("Fetch.fulfillRequest", map[string]interface{}{"requestId": id, "responseCode": 204})
			return
		}
		send("Fetch.failRequest", map[string]interface{}{"requestId": id, "errorReason": "BlockedByClient"})
	}
	defer func() {
		if p := recover(); p != nil {
			s.m.log.Error("judging a redirect or unrouted request panicked; refused", "panic", p)
			refuse()
		}
	}()
	if !strings.HasPrefix(u, "http://") && !strings.HasPrefix(u, "https://") {
		send("Fetch.continueRequest", map[string]interface{}{"requestId": id})
		return
	}
	s.fx.lastReq.Store(time.Now().UnixNano())
	if cfg.filter != nil {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		err := cfg.filter(ctx, u)
		cancel()
		if err != nil {
			s.m.log.Warn("request blocked", "url", RedactQuery(u), "reason", err)
			refuse()
			return
		}
	}
	if cfg.judge != nil {
		hs := map[string]string{}
		if h, ok := req["headers"].(map[string]interface{}); ok {
			for k, v := range h {
				hs[strings.ToLower(k)] = fmt.Sprint(v)
			}
		}
		// Judged as the method it asks for, as the route judges it: an
		// override in the hop's address or headers, or its form's _method
		// (a reviewer's 307 to ?_method=PUT%2544ELETE was judged a POST).
		a := Act{Kind: ActRequest, URL: u, Method: method, Resource: rt, ContentType: hs["content-type"]}
		if m := guard.OverriddenMethod(hs, u, ""); m != "" {
			a.Method = m
		}
		if body, ok := req["postData"].(string); ok {
			if rb, ok := guard.ReadableBody(hs, []byte(body), maxInflated); ok {
				body = string(rb)
			} else {
				a.BodyCut = true
			}
			if len(body) > maxEffectBody && !strings.HasPrefix(strings.ToLower(a.ContentType), "multipart/") {
				body, a.BodyCut = body[:maxEffectBody], true // an upload is read whole (see maxEffectBody)
			}
			a.Body = body
			if m := guard.OverriddenMethod(nil, "", guard.FormMethod(a.ContentType, body)); m != "" && !a.BodyCut {
				a.Method = m
			}
		} else if has, _ := req["hasPostData"].(bool); has {
			a.BodyCut = true // a body Chromium did not pass on cannot be read
		}
		if s.judgeEffect(cfg.judge, a) != nil {
			refuse()
			return
		}
	}
	if cfg.wire != nil {
		h := map[string]string{}
		if hs, ok := req["headers"].(map[string]interface{}); ok {
			for k, v := range hs {
				h[strings.ToLower(k)] = fmt.Sprint(v)
			}
		}
		var body []byte
		if b, ok := req["postData"].(string); ok && b != "" {
			body = []byte(b)
		}
		hasBody := len(body) > 0 || h["content-length"] != "" && h["content-length"] != "0"
		if guard.WireNeeds(method, h, u, hasBody) {
			override := guard.OverriddenMethod(h, u, "")
			if spent := h[strings.ToLower(guard.WireTicketHeader)]; spent != "" {
				cfg.wire.ExpectHop(method, u, override, body, spent)
			} else {
				// No ticket shown (a GET sent on to an action link, or a
				// 307 whose first ticket Playwright adds as it sends the
				// hop): one of its own, added here below page script as a
				// route adds it, so no request without a ticket spends it.
				hdrs := []map[string]string{{"name": guard.WireTicketHeader, "value": cfg.wire.ExpectUnseenHop(method, u, override, body)}}
				for k, v := range h {
					hdrs = append(hdrs, map[string]string{"name": k, "value": v})
				}
				send("Fetch.continueRequest", map[string]interface{}{"requestId": id, "headers": hdrs})
				return
			}
		}
	}
	send("Fetch.continueRequest", map[string]interface{}{"requestId": id})
}

// CheckUnrouted applies the session's URL-policy filter to a request the
// caller sends through Playwright's request API, which no route sees. Under
// the proxy there is no filter here (the proxy judges the connection), so
// it returns nil; a remote browser's sessions, which have no proxy, get
// the same filter their page requests do.
func (s *Session) CheckUnrouted(ctx context.Context, u string) error {
	cfg := s.hopCfg.Load()
	if cfg == nil || cfg.filter == nil {
		return nil
	}
	return cfg.filter(ctx, u)
}
