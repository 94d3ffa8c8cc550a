package browser

import (
	"context"
	"net/url"
	"sort"
	"strings"
	"sync"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// observeCap is how many console messages and requests a session keeps:
// the oldest go first.
const observeCap = 500

// ConsoleMessage is one line a page logged, or an uncaught error.
type ConsoleMessage struct {
	Seq   int64  `json:"seq"`
	Level string `json:"level"` // error, warning, info, log, debug
	Text  string `json:"text"`
	URL   string `json:"url,omitempty"` // where it was logged from, when known
	Line  int    `json:"line,omitempty"`
	Page  string `json:"page"`
}

// NetworkRequest is one request a page made and how it ended.
type NetworkRequest struct {
	Seq    int64  `json:"seq"`
	Method string `json:"method"`
	// URL has its query values removed (keys kept): tokens and ids in
	// query strings never reach a result.
	URL    string `json:"url"`
	Type   string `json:"type"`
	Status int    `json:"status,omitempty"`
	// Failed is the browser's reason when it got no response; Blocked says
	// it was stopped before leaving (the guard or the URL policy).
	Failed  string `json:"failed,omitempty"`
	Blocked bool   `json:"blocked,omitempty"`
	Ms      int64  `json:"duration_ms,omitempty"`
}

// observer records what a session's pages log and request.
type observer struct {
	mu       sync.Mutex
	seq      int64
	console  []ConsoleMessage
	requests []NetworkRequest
	started  map[playwright.Request]time.Time
	status   map[playwright.Request]int
	// sent are the last seq each listing returned, for since-last-call.
	consoleSent, requestsSent int64
	// documents are the responses that brought each tab its current
	// document: the served HTML, as the browser received it.
	documents map[playwright.Page]playwright.Response
}

func (o *observer) next() int64 { o.seq++; return o.seq }

// watch subscribes to a browser context's console, errors and requests,
// once, when the context is made: every page's events, from its first.
// Handlers run on Playwright's event goroutine: nothing here may call the
// driver (Request.Response would wait on this very goroutine), so the
// status is taken from the response event.
func (o *observer) watch(bctx playwright.BrowserContext) {
	// A new context (after a relaunch, a lost endpoint) starts with no
	// documents: the old context's pages never said they closed.
	o.mu.Lock()
	o.documents = nil
	o.mu.Unlock()
	pageURL := func(p playwright.Page) string {
		if p == nil {
			return ""
		}
		return p.URL()
	}
	bctx.OnConsole(func(m playwright.ConsoleMessage) {
		loc := m.Location()
		c := ConsoleMessage{Level: consoleLevel(m.Type()), Text: clip(m.Text(), 500), Page: pageURL(m.Page())}
		if loc != nil {
			c.URL, c.Line = stripQuery(loc.URL), loc.LineNumber
		}
		o.mu.Lock()
		c.Seq = o.next()
		o.console = keepLast(append(o.console, c))
		o.mu.Unlock()
	})
	bctx.OnWebError(func(e playwright.WebError) {
		o.mu.Lock()
		o.console = keepLast(append(o.console, ConsoleMessage{Seq: o.next(), Level: "error",
			Text: clip("uncaught: "+strings.TrimPrefix(e.Error().Error(), "playwright: "), 500), Page: pageURL(e.Page())}))
		o.mu.Unlock()
	})
	bctx.OnRequest(func(r playwright.Request) {
		o.mu.Lock()
		// Requests that never end (a long poll, a closed tab) would keep
		// their entries: start over past a bound, losing only durations.
		if o.started == nil || len(o.started) > 4*observeCap {
			o.started = map[playwright.Request]time.Time{}
		}
		o.started[r] = time.Now()
		o.mu.Unlock()
	})
	bctx.OnResponse(func(r playwright.Response) {
		req := r.Request()
		var top playwright.Page
		if req.IsNavigationRequest() {
			if f := r.Frame(); f != nil && f.ParentFrame() == nil {
				top = f.Page()
			}
		}
		o.mu.Lock()
		if o.status == nil || len(o.status) > 4*observeCap {
			o.status = map[playwright.Request]int{}
		}
		o.status[req] = r.Status()
		if top != nil {
			if o.documents == nil {
				o.documents = map[playwright.Page]playwright.Response{}
			}
			o.documents[top] = r
		}
		o.mu.Unlock()
	})
	bctx.OnPage(func(p playwright.Page) {
		p.OnClose(func(p playwright.Page) {
			o.mu.Lock()
			delete(o.documents, p)
			o.mu.Unlock()
		})
	})
	bctx.OnRequestFinished(func(r playwright.Request) { o.done(r, "") })
	bctx.OnRequestFailed(func(r playwright.Request) {
		reason := "failed"
		if f := r.Failure(); f != nil {
			reason = f.Error()
		}
		o.done(r, reason)
	})
}

func (o *observer) done(r playwright.Request, failed string) {
	o.mu.Lock()
	defer o.mu.Unlock()
	n := NetworkRequest{Seq: o.next(), Method: r.Method(), URL: stripQuery(r.URL()), Type: r.ResourceType(), Status: o.status[r], Failed: failed}
	delete(o.status, r)
	n.Blocked = strings.Contains(failed, "ERR_BLOCKED_BY_CLIENT") || strings.Contains(failed, "ERR_ACCESS_DENIED") || strings.Contains(failed, "ERR_TUNNEL_CONNECTION_FAILED")
	if t, ok := o.started[r]; ok {
		n.Ms = time.Since(t).Milliseconds()
		delete(o.started, r)
	}
	o.requests = keepLast(append(o.requests, n))
}

func keepLast[T any](s []T) []T {
	if len(s) > observeCap {
		return append(s[:0:0], s[len(s)-observeCap:]...)
	}
	return s
}

// consoleLevel maps Playwright's message types onto five levels.
func consoleLevel(t string) string {
	switch t {
	case "error", "assert":
		return "error"
	case "warning":
		return "warning"
	case "debug", "trace":
		return "debug"
	case "info":
		return "info"
	}
	return "log"
}

// levelRank orders levels so "warning" also means errors.
var levelRank = map[string]int{"debug": 0, "log": 1, "info": 2, "warning": 3, "error": 4}

// ObserveOptions filter a listing.
type ObserveOptions struct {
	Level string // the least severe level listed; "" lists all
	All   bool   // everything kept, not only what is new since the last listing
	Limit int
}

// ConsoleMessages lists what the session's pages logged (newest last).
func (s *Session) ConsoleMessages(o ObserveOptions) (msgs []ConsoleMessage, dropped int) {
	ob := &s.observe
	ob.mu.Lock()
	defer ob.mu.Unlock()
	min := levelRank[o.Level]
	for _, m := range ob.console {
		if (o.All || m.Seq > ob.consoleSent) && levelRank[m.Level] >= min {
			msgs = append(msgs, m)
		}
	}
	if len(ob.console) > 0 {
		ob.consoleSent = ob.console[len(ob.console)-1].Seq
	}
	return limitLast(msgs, o.Limit)
}

// NetworkRequests lists the requests the session's pages made (newest
// last); failedOnly keeps those that got no response or an error status.
func (s *Session) NetworkRequests(o ObserveOptions, failedOnly bool) (reqs []NetworkRequest, dropped int) {
	ob := &s.observe
	ob.mu.Lock()
	defer ob.mu.Unlock()
	for _, r := range ob.requests {
		if (o.All || r.Seq > ob.requestsSent) && (!failedOnly || r.Failed != "" || r.Status >= 400) {
			reqs = append(reqs, r)
		}
	}
	if len(ob.requests) > 0 {
		ob.requestsSent = ob.requests[len(ob.requests)-1].Seq
	}
	sort.SliceStable(reqs, func(i, j int) bool { return reqs[i].Seq < reqs[j].Seq })
	return limitLast(reqs, o.Limit)
}

func limitLast[T any](s []T, limit int) ([]T, int) {
	if limit > 0 && len(s) > limit {
		return s[len(s)-limit:], len(s) - limit
	}
	return s, 0
}

// stripQuery keeps a URL's query keys and drops their values.
func stripQuery(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.RawQuery == "" {
		return raw
	}
	var keys []string
	for _, part := range strings.Split(u.RawQuery, "&") {
		k, _, _ := strings.Cut(part, "=")
		keys = append(keys, k)
	}
	u.RawQuery = strings.Join(keys, "&")
	u.Fragment = ""
	return u.String()
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// documentBodyWait bounds reading a document's body: the browser hands it
// over only once the whole document has arrived, and a page may stream
// forever.
const documentBodyWait = 10 * time.Second

// DocumentSource is the HTML the browser received for p's current
// document: ok only while the tab still shows the address that response
// answered, and only for a GET answered 200 with HTML. Reading it sends
// nothing; a caller that needs the source otherwise fetches it. It gives up
// when ctx ends or the body has not arrived within 10 s.
func (s *Session) DocumentSource(ctx context.Context, p playwright.Page) (body []byte, ok bool) {
	return s.documentSource(ctx, p)
}

// DocumentResponse is the response that brought the tab's current top
// document (nil if none was seen): the same value for as long as that
// document stays, so a caller can tell a re-read of it from a new one.
func (s *Session) DocumentResponse(p playwright.Page) playwright.Response {
	s.observe.mu.Lock()
	defer s.observe.mu.Unlock()
	return s.observe.documents[p]
}

func (s *Session) documentSource(ctx context.Context, p playwright.Page) (body []byte, ok bool) {
	s.observe.mu.Lock()
	r := s.observe.documents[p]
	s.observe.mu.Unlock()
	if r == nil || r.Status() != 200 || r.Request().Method() != "GET" || withoutFragment(r.URL()) != withoutFragment(p.URL()) {
		return nil, false
	}
	if !strings.Contains(r.Headers()["content-type"], "html") {
		return nil, false
	}
	type read struct {
		b   []byte
		err error
	}
	got := make(chan read, 1) // a read abandoned below still finishes here
	go func() {
		b, err := r.Body()
		got <- read{b, err}
	}()
	t := time.NewTimer(documentBodyWait)
	defer t.Stop()
	select {
	case g := <-got:
		return g.b, g.err == nil
	case <-ctx.Done():
	case <-t.C:
	}
	return nil, false
}

func withoutFragment(u string) string {
	u, _, _ = strings.Cut(u, "#")
	return u
}
