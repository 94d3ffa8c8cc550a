package browser

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"
)

// webSocketRoute judges WebSockets, which request routing does not see:
// the URL against the URL policy (a remote browser has no proxy, so a page
// could otherwise open one to a blocked host) and, with an effect judge,
// the upgrade request and every text message the page sends, as requests
// that can carry an effect (a message {"action":"delete_account"} is one).
// Playwright runs the route handler on a goroutine of its own, so the
// policy check may resolve DNS here; message callbacks, though, run on its
// event goroutine and must not block.
func (s *Session) webSocketRoute(filter func(context.Context, string) error, judge EffectJudge) func(playwright.WebSocketRoute) {
	return func(ws playwright.WebSocketRoute) {
		u := ws.URL()
		asHTTP := "http" + strings.TrimPrefix(u, "ws") // ws://h/p is judged as http://h/p, wss:// as https://
		if filter != nil {
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			err := filter(ctx, asHTTP)
			cancel()
			if err != nil {
				s.m.log.Warn("WebSocket blocked", "url", u, "reason", err)
				ws.Close(playwright.WebSocketRouteCloseOptions{Code: playwright.Int(1008), Reason: playwright.String("blocked by the URL policy")})
				return
			}
		}
		if judge != nil {
			if err := s.judgeEffect(judge, Act{Kind: ActRequest, URL: asHTTP, Method: "GET", Resource: "websocket"}); err != nil {
				ws.Close(playwright.WebSocketRouteCloseOptions{Code: playwright.Int(1008), Reason: playwright.String("refused by the guard")})
				return
			}
		}
		// Messages are forwarded as they are: judging them would mean
		// setting a handler playwright-go reads unsynchronised.
		if _, err := ws.ConnectToServer(); err != nil {
			s.m.log.Warn("WebSocket not connected", "url", u, "error", err)
		}
	}
}

// pageRouting is what a session's pages route their requests through.
type pageRouting struct {
	filter func(context.Context, string) error
	judge  EffectJudge
}

// routePage installs the session's request and WebSocket routes on p.
func (s *Session) routePage(p playwright.Page) error {
	r := s.routing
	if r.filter == nil && r.judge == nil {
		return nil
	}
	if err := p.Route("**/*", s.effectRoute(r.filter, r.judge)); err != nil {
		return err
	}
	return p.RouteWebSocket(func(string) bool { return true }, s.webSocketRoute(r.filter, r.judge))
}

// judgeEffect asks judge about a, in the running call if there is one,
// one judgement at a time, and records a refusal as a notice.
func (s *Session) judgeEffect(judge EffectJudge, a Act) error {
	s.fx.inflight.Add(1)
	defer s.fx.inflight.Add(-1)
	s.fx.lastReq.Store(time.Now().UnixNano())
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	jctx := ctx
	if c := s.fx.call.Load(); c != nil && (*c).Err() == nil {
		jctx = *c
	}
	s.fx.judging.Lock()
	err := judge(jctx, s, a)
	s.fx.judging.Unlock()
	if err != nil {
		s.m.log.Warn("page request refused by the guard", "method", a.Method, "url", RedactQuery(a.URL))
		s.fx.lock()
		if len(s.fx.blocked) < 8 {
			s.fx.blocked = append(s.fx.blocked, fmt.Sprintf("the page tried %s %s and the guard blocked it: %v", a.Method, RedactQuery(a.URL), err))
		}
		s.fx.unlock()
	}
	return err
}
