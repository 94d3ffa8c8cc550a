package interactive

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Served is the document a page's tab shows, as its server sent it.
type Served struct {
	URL     string
	Status  int
	Headers map[string]string
	Body    []byte
}

type servedKey struct{}

// WithServed gives the scratch tabs opened under ctx the page's document
// (get is asked once per tab, and may return nil): a scratch tab then
// shows that document without requesting it again. A second request
// could repeat what the first did on a server that acts on GET, and the
// guard refuses a page-initiated GET of a payment or account address (a
// checkout page), which left every scratch check of such a page
// unscanned.
func WithServed(ctx context.Context, get func() *Served) context.Context {
	return context.WithValue(ctx, servedKey{}, get)
}

// servedFor is the document WithServed gave ctx when it is p's current
// one (the same address but for the fragment), or nil.
func servedFor(ctx context.Context, p playwright.Page) *Served {
	get, ok := ctx.Value(servedKey{}).(func() *Served)
	if !ok {
		return nil
	}
	d := get()
	if d == nil || d.Status != 200 || noFragment(d.URL) != noFragment(p.URL()) {
		return nil
	}
	h := map[string]string{}
	for k, v := range d.Headers {
		switch strings.ToLower(k) {
		case "content-encoding", "content-length", "transfer-encoding", "set-cookie":
			// The body is decoded already; cookies were set by the first load.
		default:
			h[k] = v
		}
	}
	return &Served{URL: d.URL, Status: d.Status, Headers: h, Body: d.Body}
}

func noFragment(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.Fragment, u.RawFragment = "", ""
	return u.String()
}

// scratchBudget is the longest a check may use one scratch tab.
const scratchBudget = time.Minute

// scratchPage opens the live page's URL in a new tab of the same browser
// context (same cookies and network rules), so checks that must reload or
// submit never disturb the page being audited. Nothing a check does in it
// may reach a server: requests other than GET, fetch/XHR/beacons, and
// every document after the tab's first load are refused, and once it has
// loaded Chromium blocks all of its requests. init, when not empty, runs
// in every document of the tab before the page's own scripts.
func scratchPage(ctx context.Context, p playwright.Page, reduceMotion bool, init string) (playwright.Page, error) {
	sp, _, err := openScratch(ctx, p, reduceMotion, init)
	return sp, err
}

// openScratch is scratchPage, with the response the tab's document came
// in (nil for one that came from no network, such as about:blank).
func openScratch(ctx context.Context, p playwright.Page, reduceMotion bool, init string) (playwright.Page, playwright.Response, error) {
	sp, err := p.Context().NewPage()
	if err != nil {
		return nil, nil, err
	}
	if init != "" {
		if err := sp.AddInitScript(playwright.Script{Content: &init}); err != nil {
			sp.Close()
			return nil, nil, fmt.Errorf("scratch tab: %w", err)
		}
	}
	doc := servedFor(ctx, p)
	var loaded atomic.Bool // the tab's own first load; later documents are submissions or navigations
	if err := sp.Route("**/*", func(r playwright.Route) {
		req := r.Request()
		switch rt := req.ResourceType(); {
		case req.Method() != "GET", rt == "fetch", rt == "xhr", rt == "ping", rt == "eventsource", rt == "websocket":
			_ = r.Abort("blockedbyclient")
			return
		case rt == "document" && req.Frame() == sp.MainFrame():
			if loaded.Swap(true) {
				// A form sent by GET, or a navigation a handler started:
				// 204 keeps the tab where it is and nothing leaves.
				_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(204)})
				return
			}
			if doc != nil {
				// The page's own document, as its server sent it: the
				// server is not asked again.
				_ = r.Fulfill(playwright.RouteFulfillOptions{Status: playwright.Int(doc.Status), Headers: doc.Headers, Body: doc.Body})
				return
			}
		}
		_ = r.Fallback()
	}); err != nil {
		sp.Close()
		return nil, nil, fmt.Errorf("scratch tab: %w", err)
	}
	// A call into the tab has no deadline of its own, and a page can keep
	// one from ever returning (an outside tester's BroadcastChannel
	// ping-pong held an audit for 11 minutes): the tab is closed when the
	// check's context ends or scratchBudget has passed, which ends any
	// call into it with an error the check reports.
	watchdog := time.AfterFunc(scratchBudget, func() { _ = sp.Close() })
	stopCtx := context.AfterFunc(ctx, func() { _ = sp.Close() })
	sp.OnClose(func(playwright.Page) { watchdog.Stop(); stopCtx() })
	if vp, err := viewport(p); err == nil {
		_ = sp.SetViewportSize(vp.Width, vp.Height)
	}
	if reduceMotion {
		if err := sp.EmulateMedia(playwright.PageEmulateMediaOptions{ReducedMotion: playwright.ReducedMotionReduce}); err != nil {
			sp.Close()
			return nil, nil, err
		}
	}
	timeout := 30000.0
	if d, ok := ctx.Deadline(); ok {
		timeout = max(1000, float64(time.Until(d).Milliseconds()))
	}
	resp, err := sp.Goto(p.URL(), playwright.PageGotoOptions{WaitUntil: playwright.WaitUntilStateLoad, Timeout: &timeout})
	if err != nil {
		sp.Close()
		return nil, nil, err
	}
	// Loaded: from now on Chromium itself refuses every request of this
	// tab. The route above cannot hold alone: a request still on its way
	// when the tab closes falls through to the context's handlers.
	cdp, err := sp.Context().NewCDPSession(sp)
	if err == nil {
		if _, err = cdp.Send("Network.enable", map[string]any{}); err == nil {
			_, err = cdp.Send("Network.setBlockedURLs", map[string]any{"urls": []string{"*"}})
		}
	}
	if err != nil {
		sp.Close()
		return nil, nil, fmt.Errorf("scratch tab: block its network: %w", err)
	}
	return sp, resp, nil
}
