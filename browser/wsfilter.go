package browser

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
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
		s.fx.sockets.Store(true)
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
		if judge == nil {
			if _, err := ws.ConnectToServer(); err != nil {
				s.m.log.Warn("WebSocket not connected", "url", u, "error", err)
			}
			return // messages are forwarded as they are
		}
		// Messages arrive on playwright-go's event goroutine, which must
		// not wait for a judgement (a person may be asked): each is judged
		// on a goroutine of its own, forwarded in arrival order (each waits
		// for the one before it).
		var server playwright.WebSocketRoute
		connected := make(chan struct{})
		prev := make(chan struct{})
		close(prev)
		ws.OnMessage(func(m interface{}) {
			s.fx.wsJudged.Add(1) // in the judge's hands (settleCall)
			wait, done := prev, make(chan struct{})
			prev = done // OnMessage runs on one goroutine: prev needs no lock
			go func() {
				defer close(done)
				defer func() {
					if p := recover(); p != nil {
						s.m.log.Error("judging a WebSocket message panicked; dropped", "panic", p)
					}
				}()
				<-wait
				<-connected
				if server == nil {
					return
				}
				if s.judgeEffect(judge, wsMessageAct(asHTTP, m)) != nil {
					return // dropped: the server never sees it
				}
				server.Send(m)
			}()
		})
		srv, err := ws.ConnectToServer()
		if err != nil {
			s.m.log.Warn("WebSocket not connected", "url", u, "error", err)
		} else {
			server = srv
		}
		close(connected)
	}
}

// wsMessageAct is a message a page sends over a WebSocket, as a request
// to judge: text (and binary that is valid UTF-8) is read like a body;
// other binary is judged by the socket's URL alone.
func wsMessageAct(asHTTP string, m interface{}) Act {
	a := Act{Kind: ActRequest, URL: asHTTP, Method: "SEND", Resource: "websocket"}
	text, _ := m.(string)
	if b, ok := m.([]byte); ok && utf8.Valid(b) {
		text = string(b)
	}
	if len(text) > maxEffectBody {
		a.BodyCut = true
		text = text[:maxEffectBody]
	}
	a.Body = text
	return a
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
	} else if e := s.fx.ended.Load(); e != nil {
		jctx = context.WithValue(ctx, endedCallKey{}, endedCall{*e, time.Unix(0, s.fx.endedAt.Load())})
	}
	s.fx.judging.Lock()
	err := judge(jctx, s, a)
	s.fx.judging.Unlock()
	if err != nil {
		// A refusal that has a short form is told short here: its ways
		// forward are in the call's error already, said once.
		why := err.Error()
		var short interface{ Short() string }
		if errors.As(err, &short) {
			why = short.Short()
		}
		s.fx.lock()
		if s.fx.block(fmt.Sprintf("the page tried %s %s and the guard blocked it: %s", a.Method, RedactQuery(a.URL), why)) {
			s.m.log.Warn("page request refused by the guard", "method", a.Method, "url", RedactQuery(a.URL))
		}
		s.fx.unlock()
	}
	return err
}
