package browser

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/playwright-community/playwright-go"
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
}

// hopGuard attaches the hop guard to p once; the channel closes when it
// is in place (or p was closed because it could not be).
func (s *Session) hopGuard(p playwright.Page) <-chan struct{} {
	ch := make(chan struct{})
	v, loaded := s.hops.LoadOrStore(p, ch)
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
		if err := s.guardHops(p, *cfg); err != nil && !p.IsClosed() {
			s.m.log.Warn("guarding a tab's redirects failed; closing it", "error", err)
			_ = p.Close()
		}
	}()
	return ch
}

func (s *Session) guardHops(p playwright.Page, cfg hopConfig) error {
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return err
	}
	var mu sync.Mutex // Send is called from many goroutines
	send := func(method string, params map[string]interface{}) {
		mu.Lock()
		defer mu.Unlock()
		_, _ = cdp.Send(method, params)
	}
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
		a := Act{Kind: ActRequest, URL: u, Method: method, Resource: rt}
		if h, ok := req["headers"].(map[string]interface{}); ok {
			for k, v := range h {
				if strings.EqualFold(k, "content-type") {
					a.ContentType = fmt.Sprint(v)
				}
			}
		}
		if body, ok := req["postData"].(string); ok {
			if len(body) > maxEffectBody {
				body, a.BodyCut = body[:maxEffectBody], !strings.HasPrefix(a.ContentType, "multipart/")
			}
			a.Body = body
		} else if has, _ := req["hasPostData"].(bool); has {
			a.BodyCut = true // a body Chromium did not pass on cannot be read
		}
		if s.judgeEffect(cfg.judge, a) != nil {
			refuse()
			return
		}
	}
	send("Fetch.continueRequest", map[string]interface{}{"requestId": id})
}
