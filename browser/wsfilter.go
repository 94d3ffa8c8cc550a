package browser

import (
	"context"
	"strings"
	"time"

	"github.com/playwright-community/playwright-go"
)

// filterWebSocket judges a WebSocket's URL as effectRoute judges an HTTP
// request's: route interception does not see WebSockets, so without this
// a page in a remote browser (no proxy) could open one to a blocked host.
// Playwright runs the handler on a goroutine of its own, so the check may
// resolve DNS here.
func (s *Session) filterWebSocket(f func(context.Context, string) error) func(playwright.WebSocketRoute) {
	return func(ws playwright.WebSocketRoute) {
		u := ws.URL()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		// ws://h/p is judged as http://h/p, wss:// as https://.
		if err := f(ctx, "http"+strings.TrimPrefix(u, "ws")); err != nil {
			s.m.log.Warn("WebSocket blocked", "url", u, "reason", err)
			ws.Close(playwright.WebSocketRouteCloseOptions{Code: playwright.Int(1008), Reason: playwright.String("blocked by the URL policy")})
			return
		}
		if _, err := ws.ConnectToServer(); err != nil {
			s.m.log.Warn("WebSocket not connected", "url", u, "error", err)
		}
	}
}
