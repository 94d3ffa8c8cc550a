package browser

import (
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// Wire is a browser context's own listener on the proxy (guard.Wire): a
// request that could write leaves through it only if a route of this
// session let it go and said so first.
type Wire interface {
	URL() string
	// Expect returns the ticket the request must carry in
	// guard.WireTicketHeader.
	Expect(method, url, override string, body []byte) string
	// ExpectHop expects a redirect hop, bound to the spent ticket it
	// carries again ("" when it shows none).
	ExpectHop(method, url, override string, body []byte, ticket string)
	// ExpectUnseenHop expects a hop that showed no ticket, and returns the
	// ticket to add to it.
	ExpectUnseenHop(method, url, override string, body []byte) string
	// Credentials are what the context gives its proxy ("" for none).
	Credentials() (user, pass string)
	Close() error
}

// expectAtWire tells the session's wire that a request a route or the hop
// guard let go is on its way: method and URL as the browser sends them,
// headers with lower-case names, and the body as the browser showed it (a
// body it did not show will not match: such a write is refused at the
// wire). Requests the wire does not hold to its rule need nothing.
//
// It returns the ticket the request must carry to the wire ("" when it
// needs none): the route sends it on in guard.WireTicketHeader.
func (s *Session) expectAtWire(w Wire, method, u string, h map[string]string, body []byte) string {
	hasBody := len(body) > 0 || h["content-length"] != "" && h["content-length"] != "0"
	if w != nil && guard.WireNeeds(method, h, u, hasBody) {
		return w.Expect(method, u, guard.OverriddenMethod(h, u, ""), body)
	}
	return ""
}

// continueWithTicket lets a routed request go on, with the wire's ticket
// when it needs one. Failing to add it refuses the request.
func continueWithTicket(r playwright.Route, req playwright.Request, ticket string) {
	if ticket == "" {
		_ = r.Continue()
		return
	}
	// Headers(), not AllHeaders(): the raw headers of a paused request
	// arrive only once it is sent, so waiting for them never ends. The
	// browser adds its cookies after the route, as for any request.
	h := req.Headers()
	with := make(map[string]string, len(h)+1)
	for k, v := range h {
		with[k] = v
	}
	with[guard.WireTicketHeader] = ticket
	if err := r.Continue(playwright.RouteContinueOptions{Headers: with}); err != nil {
		_ = r.Abort("blockedbyclient") // the route may be spent: refuse, never send it unticketed
	}
}

// wireJudges are the session's judges for its wire: a WebSocket's
// opening and each message a page sends on it are judged as the route
// judged them (an opening as a GET of the socket's address, a message as
// a SEND with its text as the body), whichever context sent them.
func (s *Session) wireJudges(judge EffectJudge) guard.WireJudges {
	return guard.WireJudges{
		OnRefuse: s.noteWireRefusal,
		Socket: func(u string) error {
			s.fx.sockets.Store(true)
			return s.judgeEffect(judge, Act{Kind: ActRequest, URL: u, Method: "GET", Resource: "websocket"})
		},
		Message: func(u string, data []byte, text bool) error {
			var m interface{} = data
			if text {
				m = string(data)
			}
			s.fx.wsJudged.Add(1)
			return s.judgeEffect(judge, wsMessageAct(u, m))
		},
	}
}

// noteWireRefusal tells the agent, with the next call's notices, of a
// request the proxy refused because no route of this session judged it.
func (s *Session) noteWireRefusal(method, u, why string) {
	if f := s.fx.wireLog.Load(); f != nil {
		(*f)(method, u, why) // the security log bounds a page's flood
	}
	s.fx.lock()
	defer s.fx.unlock()
	if s.fx.block(fmt.Sprintf("the page tried %s %s and the guard refused it at the proxy: %s", method, u, why)) {
		// The server's own log takes a notice once: a page that sends in
		// a loop must not fill it.
		s.m.log.Warn("page request refused at the proxy", "method", method, "url", u, "reason", why)
	}
}

// UseWireLog sets where the session's wire refusals are recorded (the
// security log), as UseEffectJudge sets its judge: once.
func (s *Session) UseWireLog(f func(method, url, why string)) {
	s.fx.wireLog.CompareAndSwap(nil, &f)
}

// probeWire loads the proxy's own probe address, over https, in a new
// context's page: it loads only if the browser reaches the wire and
// trusts the proxy's certificates.
func (s *Session) probeWire(p playwright.Page) bool {
	resp, err := p.Goto("https://"+guard.WireProbeHost+"/", playwright.PageGotoOptions{Timeout: playwright.Float(10_000)})
	ok := err == nil && resp != nil && resp.Status() == 200 && resp.Headers()[strings.ToLower(guard.WireProbeHeader)] != ""
	if err == nil {
		_, _ = p.Goto("about:blank")
	}
	return ok
}

// contextProxy sets the proxy a new context of the session goes through:
// its own wire when its writes are judged, else the pages' proxy, where
// the browser reaches them. It reports whether it does (reaches), and
// refuses a judged context under RequireWire that cannot.
func (s *Session) contextProxy(opts *playwright.BrowserNewContextOptions, judge EffectJudge) (wire Wire, reaches bool, err error) {
	// A browser on another machine reaches our proxy only through a judged
	// context's wire, and only where wires listen for it (WiresReachable).
	reaches = s.ep.reachesProxy(judge != nil && s.m.cfg.WiresReachable)
	if judge != nil && s.m.cfg.RequireWire && s.ep != nil && !reaches {
		return nil, false, wireUnreachable(s.ep.ep.URL)
	}
	if s.m.cfg.BrowserProxyURL != "" && s.m.cfg.ProxyURL != "" && reaches {
		// The pages' own proxy: what it refuses is the page's doing.
		// Playwright drops Chromium's loopback bypass for a context too.
		opts.Proxy = &playwright.Proxy{Server: s.m.cfg.ProxyURL}
		if s.ep != nil && s.ep.ep.CDP {
			// A browser someone else started does not trust the run's CA;
			// this context takes the proxy's certificates, and the proxy
			// checks each real site's as a browser would. Every request of
			// the context goes through the proxy (ensureOnce probes it).
			opts.IgnoreHttpsErrors = playwright.Bool(true)
		}
		if judge != nil && s.m.cfg.OpenWire != nil {
			// Writes judged: a listener of the context's own, where what
			// no route let go is refused (guard.Wire).
			w, err := s.m.cfg.OpenWire(s.wireJudges(judge))
			if err != nil {
				return nil, false, err
			}
			wire = w
			opts.Proxy = &playwright.Proxy{Server: w.URL()}
			if user, pass := w.Credentials(); user != "" {
				opts.Proxy.Username, opts.Proxy.Password = &user, &pass
			}
		}
	}
	return wire, reaches, nil
}
