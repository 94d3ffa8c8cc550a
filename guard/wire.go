package guard

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
)

// The wire rule: a browser context whose writes are judged gets a listener
// of its own on the proxy (a Wire). Every request that leaves through it
// and could write (WireNeeds) must have been let go by a page route, which
// says so beforehand (Expect) with the method, URL and body it judged; the
// proxy refuses the rest. So what no route sees (a worker, a service
// worker, a payment handler, a socket the page's script opened round the
// routes) is refused by default, below everything page script controls,
// whatever the context it came from.

// wireKey marks, in a connection's context, the Wire it was accepted on.
type wireKey struct{}

func wireOf(ctx context.Context) *Wire {
	w, _ := ctx.Value(wireKey{}).(*Wire)
	return w
}

// WireJudges are what a session gives its wire.
type WireJudges struct {
	// OnRefuse, if set, hears of each request refused here (its method, the
	// URL without query, and why), so the session can tell the agent.
	OnRefuse func(method, url, why string)
	// Socket judges the opening of a WebSocket (its URL in http or https
	// form); nil refuses every socket.
	Socket func(url string) error
	// Message judges each message a page sends on a socket through the
	// wire (text, or binary when text is false); one refused is dropped.
	// nil lets them pass unread.
	Message func(url string, data []byte, text bool) error
}

// Wire is one browser context's listener on the proxy.
type Wire struct {
	p  *Proxy
	ln net.Listener
	j  WireJudges

	mu   sync.Mutex
	want map[string][]expectation
	n    int
}

type expectation struct {
	digest [32]byte
	size   int
	until  time.Time
	// retried: already put back once for the browser's resend after a
	// 401 or 407 (HTTP authentication), which no route sees.
	retried bool
}

const (
	expectFor   = 30 * time.Second // a request let go reaches the proxy within this
	maxExpected = 4096
)

// WireProbeHost is an address no site has (.invalid): on a wire the proxy
// answers it itself, with WireProbeHeader set, so a browser that loads it
// over https reaches the wire and trusts the proxy's certificates.
const (
	WireProbeHost   = "wire-probe.accessagents.invalid"
	WireProbeHeader = "X-Accessagents-Wire"
)

// answerProbe answers the probe address on a wire; false for any other
// request.
func (p *Proxy) answerProbe(w http.ResponseWriter, r *http.Request) bool {
	if r.URL.Hostname() != WireProbeHost || wireOf(r.Context()) == nil {
		return false
	}
	w.Header().Set(WireProbeHeader, "1")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	io.WriteString(w, "<!doctype html><title>wire</title>")
	return true
}

// OpenWire opens a listener whose requests are held to the wire rule.
func (p *Proxy) OpenWire(j WireJudges) (*Wire, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("proxy: listener for a judged context: %w", err)
	}
	w := &Wire{p: p, ln: ln, want: map[string][]expectation{}, j: j}
	p.wires.Store(ln.Addr().String(), w)
	go func() { _ = p.srv.Serve(ln) }()
	return w, nil
}

// URL is the proxy address to give the browser context.
func (w *Wire) URL() string { return "http://" + w.ln.Addr().String() }

// Close stops accepting; connections already open finish.
func (w *Wire) Close() error {
	w.p.wires.Delete(w.ln.Addr().String())
	return w.ln.Close()
}

// WireNeeds reports whether a request must have been judged by a page
// route to leave: a method that writes or any body (IsWrite), a method
// override or _method that names a write, or a GET or HEAD that the
// strict judge reads as a write (the classifier's destructive verdict, an
// action link such as /orders/5/cancel or ?add-to-cart=12, a query that
// sets what a write would). Routes and the proxy call it with the same
// method, headers (lower-case names), URL and whether a body was sent, so
// what one needs the other expects. WebSockets are judged at the wire
// itself (WireJudges).
func WireNeeds(method string, h map[string]string, rawURL string, hasBody bool) bool {
	if IsWrite(method, hasBody) || OverriddenMethod(h, rawURL, "") != "" {
		return true
	}
	if StaticFile(rawURL) {
		return false
	}
	if ClassifyRequest(method, rawURL, "", "").Destructive() {
		return true
	}
	u, err := url.Parse(rawURL)
	if err != nil {
		return true
	}
	return ActionLink(u) != "" || QuerySets(u)
}

// Expect records that a route let this request go: the proxy lets one
// request with this method, method override (OverriddenMethod, "" for
// none), URL and body through. The body is the one the route saw: a body
// the browser did not show its routes (a stream) does not match it, so
// such a request is refused, not let through unread.
func (w *Wire) Expect(method, rawURL, override string, body []byte) {
	w.put(wireKeyFor(method, override, rawURL), expectation{digest: sha256.Sum256(body), size: len(body), until: time.Now().Add(expectFor)})
}

func (w *Wire) put(key string, e expectation) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.n >= maxExpected {
		w.sweep(time.Now())
	}
	w.want[key] = append(w.want[key], e)
	w.n++
}

// sweep drops expired expectations; w.mu is held.
func (w *Wire) sweep(now time.Time) {
	w.n = 0
	for k, es := range w.want {
		kept := es[:0]
		for _, e := range es {
			if now.Before(e.until) {
				kept = append(kept, e)
			}
		}
		if len(kept) == 0 {
			delete(w.want, k)
			continue
		}
		w.want[k] = kept
		w.n += len(kept)
	}
	if w.n >= maxExpected { // all fresh: a page is flooding; start again
		clear(w.want)
		w.n = 0
	}
}

// expecting returns the largest body expected under key (-1: none), so
// the proxy reads no more of a body than could match.
func (w *Wire) expecting(key string) int {
	now := time.Now()
	w.mu.Lock()
	defer w.mu.Unlock()
	most := -1
	for _, e := range w.want[key] {
		if now.Before(e.until) && e.size > most {
			most = e.size
		}
	}
	return most
}

// spend takes one expectation matching key and body, if there is one.
func (w *Wire) spend(key string, body []byte) (expectation, bool) {
	sum := sha256.Sum256(body)
	now := time.Now()
	w.mu.Lock()
	defer w.mu.Unlock()
	es := w.want[key]
	for i, e := range es {
		if now.After(e.until) || e.digest != sum {
			continue
		}
		w.want[key] = append(es[:i:i], es[i+1:]...)
		if len(w.want[key]) == 0 {
			delete(w.want, key)
		}
		w.n--
		return e, true
	}
	return expectation{}, false
}

// wireKeyFor is the expectation key: method, the method an override
// names, and the URL as a browser writes it (scheme and host lower-case,
// default port dropped, no fragment), so a route's URL and the proxy's
// request line agree.
func wireKeyFor(method, override, rawURL string) string {
	return strings.ToUpper(method) + " " + override + " " + canonicalURL(rawURL)
}

func canonicalURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return raw
	}
	u.Scheme = strings.ToLower(u.Scheme)
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if port == "80" && u.Scheme == "http" || port == "443" && u.Scheme == "https" {
		port = ""
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port != "" {
		host += ":" + port
	}
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	if u.RawQuery != "" || u.ForceQuery {
		path += "?" + u.RawQuery
	}
	return u.Scheme + "://" + host + path
}

// judgeAtWire applies the wire rule to r (absolute URL) when it came in on
// a Wire. It returns nil after answering a refusal, else the writer to
// answer through (a socket's, whose frames are judged). A write's body is
// read whole here and put back, to be compared with what was judged.
func (p *Proxy) judgeAtWire(w http.ResponseWriter, r *http.Request) http.ResponseWriter {
	wire := wireOf(r.Context())
	if wire == nil {
		return w
	}
	raw := r.URL.String()
	if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
		return p.judgeSocket(w, r, wire, raw)
	}
	return p.judgeRequest(w, r, wire, raw)
}

// judgeSocket judges a WebSocket's opening by the session's Socket judge,
// whatever context opened it. Its frames are then read through the
// Message judge; the offer of compression is taken out, so they can be.
func (p *Proxy) judgeSocket(w http.ResponseWriter, r *http.Request, wire *Wire, raw string) http.ResponseWriter {
	if r.ContentLength != 0 || len(r.TransferEncoding) > 0 {
		p.refuseAtWire(w, r, wire, "a WebSocket opening with a body")
		return nil
	}
	if wire.j.Socket == nil {
		p.refuseAtWire(w, r, wire, "no judge for WebSockets here")
		return nil
	}
	if err := wire.judgeOpening(raw); err != nil {
		p.refuseAtWire(w, r, wire, "the guard refused this WebSocket: "+err.Error())
		return nil
	}
	r.Header.Del("Sec-WebSocket-Extensions")
	if wire.j.Message == nil {
		return w
	}
	return judgedUpgrade{ResponseWriter: w, url: raw, judge: wire.judgeMessage}
}

// judgeOpening and judgeMessage call the session's judges; a judge that
// panics refuses (page text reaches the classifier here, on the proxy's
// goroutine, where a panic would end the server).
func (w *Wire) judgeOpening(u string) (err error) {
	defer func() {
		if p := recover(); p != nil {
			w.p.Log.Error("judging a WebSocket opening panicked; refused", "panic", p)
			err = fmt.Errorf("the judge failed")
		}
	}()
	return w.j.Socket(u)
}

func (w *Wire) judgeMessage(u string, data []byte, text bool) (err error) {
	defer func() {
		if p := recover(); p != nil {
			w.p.Log.Error("judging a WebSocket message panicked; dropped", "panic", p)
			err = fmt.Errorf("the judge failed")
		}
	}()
	return w.j.Message(u, data, text)
}

// judgeRequest holds an HTTP request to the wire rule. It returns nil
// after answering a refusal.
func (p *Proxy) judgeRequest(w http.ResponseWriter, r *http.Request, wire *Wire, raw string) http.ResponseWriter {
	h := map[string]string{}
	for k, v := range r.Header {
		if n := strings.ToLower(k); strings.Contains(n, "method") || strings.Contains(n, "override") {
			h[strings.ToLower(k)] = strings.Join(v, ", ")
		}
	}
	// -1 is a body of unknown length (chunked, or h2 without a length).
	hasBody := r.ContentLength != 0 || len(r.TransferEncoding) > 0
	if !WireNeeds(r.Method, h, raw, hasBody) {
		return w
	}
	const unjudged = "no page route judged it (sent from a context the guard's routes do not see, such as a worker, or with a body other than the one judged)"
	key := wireKeyFor(r.Method, OverriddenMethod(h, raw, ""), raw)
	most := wire.expecting(key)
	if most < 0 {
		p.refuseAtWire(w, r, wire, unjudged) // nothing to compare: the body is not read
		return nil
	}
	var body []byte
	if hasBody {
		b, err := io.ReadAll(io.LimitReader(r.Body, int64(most)+1))
		r.Body.Close()
		if err != nil {
			http.Error(w, "AccessAgents proxy: the request's body could not be read", http.StatusBadRequest)
			return nil
		}
		if len(b) > most {
			p.refuseAtWire(w, r, wire, "its body is longer than the one judged")
			return nil
		}
		body = b
		r.Body, r.ContentLength, r.TransferEncoding = io.NopCloser(bytes.NewReader(b)), int64(len(b)), nil
	}
	e, ok := wire.spend(key, body)
	if !ok {
		p.refuseAtWire(w, r, wire, unjudged)
		return nil
	}
	if e.retried {
		return w
	}
	return authRetry{ResponseWriter: w, wire: wire, key: key, e: e}
}

// authRetry puts a spent expectation back once when the site answers 401
// or 407: the browser then sends the same request again with credentials
// (HTTP authentication), and no route sees that resend.
type authRetry struct {
	http.ResponseWriter
	wire *Wire
	key  string
	e    expectation
}

func (a authRetry) WriteHeader(code int) {
	if code == http.StatusUnauthorized || code == http.StatusProxyAuthRequired {
		a.e.retried, a.e.until = true, time.Now().Add(expectFor)
		a.wire.put(a.key, a.e)
	}
	a.ResponseWriter.WriteHeader(code)
}

func (a authRetry) Unwrap() http.ResponseWriter { return a.ResponseWriter }

// refuseAtWire answers 403, records the refusal and tells the session.
func (p *Proxy) refuseAtWire(w http.ResponseWriter, r *http.Request, wire *Wire, why string) {
	shown := RedactQuery(r.URL.String())
	if ref := r.Header.Get("Referer"); ref != "" {
		// Which page sent it, as far as the browser says: a worker's or a
		// service worker's requests name the script or page they came from.
		why += "; sent from " + RedactQuery(ref)
	}
	reason := fmt.Sprintf("the guard refused %s %s at the proxy: %s", r.Method, shown, why)
	p.record(r.Context(), shown, reason)
	if wire.j.OnRefuse != nil {
		wire.j.OnRefuse(r.Method, shown, why)
	}
	w.Header().Set(BlockedHeader, reason)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusForbidden)
	fmt.Fprintf(w, "AccessAgents: %s\n", reason)
}

// RedactQuery drops a URL's query and fragment: they may carry tokens.
func RedactQuery(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable URL)"
	}
	if u.RawQuery != "" {
		u.RawQuery = "…"
	}
	u.Fragment = ""
	return u.String()
}
