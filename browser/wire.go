package browser

import (
	"fmt"

	"github.com/accessagents/accessagents/guard"
)

// Wire is a browser context's own listener on the proxy (guard.Wire): a
// request that could write leaves through it only if a route of this
// session let it go and said so first.
type Wire interface {
	URL() string
	Expect(method, url string, body []byte)
	ExpectSocket(url string)
	Close() error
}

// expectAtWire tells the session's wire that a request a route or the hop
// guard let go is on its way: method and URL as the browser sends them,
// headers with lower-case names, and the body when the browser showed it
// (nil when it did not). Requests the wire does not hold to its rule need
// nothing.
func (s *Session) expectAtWire(w Wire, method, u string, h map[string]string, body []byte) {
	if w != nil && guard.WireNeeds(method, h, u) {
		w.Expect(method, u, body)
	}
}

// noteWireRefusal tells the agent, with the next call's notices, of a
// request the proxy refused because no route of this session judged it.
func (s *Session) noteWireRefusal(method, u, why string) {
	s.m.log.Warn("page request refused at the proxy", "method", method, "url", u, "reason", why)
	s.fx.lock()
	defer s.fx.unlock()
	if len(s.fx.blocked) < 8 {
		s.fx.blocked = append(s.fx.blocked, fmt.Sprintf("the page tried %s %s and the guard refused it at the proxy: %s", method, u, why))
	}
}
