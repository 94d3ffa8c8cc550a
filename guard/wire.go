package guard

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"net"
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
	// user and pass, when set (WiresOn), must come with every connection's
	// first request (Proxy-Authorization), or it is answered 407.
	user, pass string

	mu   sync.Mutex
	want map[string][]expectation
	n    int
	// spent holds, for expectFor, the origin each spent ticket's request
	// went to: its redirect hops carry the ticket again (spentOrigin).
	spent map[string]spentTicket
	// logged and logFrom bound the server log's lines about refusals: a
	// page that sends in a loop must not fill it (logBudget).
	logged  int
	logFrom time.Time
}

// logBudget says whether one more refusal may be a line in the server's
// log: 20 in each 10 s (the security log counts the rest).
func (w *Wire) logBudget() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if now := time.Now(); now.Sub(w.logFrom) >= 10*time.Second {
		w.logFrom, w.logged = now, 0
	}
	w.logged++
	return w.logged <= 20
}

type spentTicket struct {
	origin string
	until  time.Time
	// delivered are the keys (method, URL) the approved request and its
	// hops went to: a hop back to one of them is the same write again (a
	// server that 307s a POST to itself had it delivered 21 times).
	delivered map[string]bool
}

type expectation struct {
	digest [32]byte
	size   int
	until  time.Time
	ticket string
	// hop: a redirect hop's, bound to the ticket its first request spent
	// (whose origin stays the one the hop guard compares with).
	hop bool
	// unseen: a hop whose headers showed the hop guard no ticket (ExpectUnseenHop).
	unseen bool
}

// WireTicketHeader carries, on a request a route let go, the ticket its
// expectation was given (Expect). Only the route's own continuation adds
// it, below page script, and the proxy takes it off before the request
// goes on: the same method, URL and body from another context (a service
// worker, after the page aborted its own) have no ticket and are refused.
// An outside attacker's fourth round spent an approval that way.
const WireTicketHeader = "X-Accessagents-Ticket"

const (
	expectFor   = 30 * time.Second // a request let go reaches the proxy within this
	maxExpected = 4096
)

// OpenWire opens a listener whose requests are held to the wire rule.
func (p *Proxy) OpenWire(j WireJudges) (*Wire, error) {
	host, user, pass := "127.0.0.1", "", ""
	if p.wireHost != "" {
		// Reachable from other machines: only the context given these
		// credentials may use it.
		host, user, pass = p.wireHost, "aa-"+newTicket()[:16], newTicket()
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return nil, fmt.Errorf("proxy: listener for a judged context: %w", err)
	}
	w := &Wire{p: p, ln: ln, want: map[string][]expectation{}, j: j, user: user, pass: pass}
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
	return getWrites(rawURL)
}

// getWrites reports a GET the strict judge reads as a write: not a static
// file, and destructive, an action link or a query that sets state.
func getWrites(rawURL string) bool {
	if StaticFile(rawURL) {
		return false
	}
	if ClassifyRequest("GET", rawURL, "", "").Destructive() {
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
// none), URL and body through, and only with the ticket returned, which
// the route sends in WireTicketHeader. The body is the one the route saw:
// a body the browser did not show its routes (a stream) does not match
// it, so such a request is refused, not let through unread.
func (w *Wire) Expect(method, rawURL, override string, body []byte) string {
	t := newTicket()
	w.put(wireKeyFor(method, override, rawURL), expectation{digest: sha256.Sum256(body), size: len(body), until: time.Now().Add(expectFor), ticket: t})
	return t
}

// ExpectHop is Expect for a redirect hop the hop guard let go: a 307 or
// 308 hop carries the first request's headers, its spent ticket with
// them (an outside attacker's 307 of an approved POST never arrived when
// a hop needed a fresh one). The hop is bound to that ticket: only a
// request that carries it spends the expectation, not any request of the
// same method, URL and body in the next expectFor. An empty ticket
// expects nothing (ExpectUnseenHop is for a hop that shows none).
func (w *Wire) ExpectHop(method, rawURL, override string, body []byte, ticket string) {
	if ticket == "" {
		return
	}
	w.put(wireKeyFor(method, override, rawURL), expectation{digest: sha256.Sum256(body), size: len(body), until: time.Now().Add(expectFor), ticket: ticket, hop: true})
}

// ExpectUnseenHop is for a redirect hop whose headers showed the hop
// guard no ticket: the hop of a read (a GET sent on to an action link),
// or of a write whose ticket Playwright adds again only as the hop is
// sent (a 307 of an approved POST). It returns a ticket of the hop's own,
// which the hop guard adds to it. Only a request that carries that
// ticket, or a ticket already spent here that has not gone to this
// address, spends it: never a request with no ticket (before, any
// request of that method, URL and body could, for 30 s).
func (w *Wire) ExpectUnseenHop(method, rawURL, override string, body []byte) string {
	t := newTicket()
	w.put(wireKeyFor(method, override, rawURL), expectation{digest: sha256.Sum256(body), size: len(body), until: time.Now().Add(expectFor), ticket: t, hop: true, unseen: true})
	return t
}

// takes reports whether a request at key that carries ticket may spend
// e; w.mu is held.
func (w *Wire) takes(e expectation, key, ticket string) bool {
	own := subtle.ConstantTimeCompare([]byte(e.ticket), []byte(ticket)) == 1
	if !e.hop {
		return own
	}
	if e.unseen && own {
		return true
	}
	bound := e.ticket
	if e.unseen {
		bound = ticket // the first request's ticket, added again as the hop was sent
	}
	if !own && !e.unseen || bound == "" {
		return false
	}
	// A hop back to where its approval already went, or of an approval no
	// longer on record (the record was cleared, or its time is up): no.
	st, ok := w.spent[bound]
	return ok && time.Now().Before(st.until) && !st.delivered[key]
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

// spend takes the expectation matching key, body and ticket, if there is
// one.
func (w *Wire) spend(key string, body []byte, ticket string) (expectation, bool) {
	sum := sha256.Sum256(body)
	now := time.Now()
	w.mu.Lock()
	defer w.mu.Unlock()
	es := w.want[key]
	for i, e := range es {
		if now.After(e.until) || e.digest != sum || !w.takes(e, key, ticket) {
			continue
		}
		w.want[key] = append(es[:i:i], es[i+1:]...)
		if len(w.want[key]) == 0 {
			delete(w.want, key)
		}
		w.n--
		if !e.hop || e.unseen && ticket == e.ticket {
			// An approval of its own: its hops carry this ticket again.
			if w.spent == nil || len(w.spent) >= maxExpected {
				w.spent = map[string]spentTicket{}
			}
			w.spent[e.ticket] = spentTicket{origin: originOf(key[strings.LastIndexByte(key, ' ')+1:]), until: now.Add(expectFor), delivered: map[string]bool{key: true}}
		} else if st, ok := w.spent[ticket]; ok && len(st.delivered) < maxExpected {
			st.delivered[key] = true
		}
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

// spentOrigin is the origin the request that spent ticket went to, if it
// was spent in the last expectFor: a request carrying it is a redirect
// hop of that request.
func (w *Wire) spentOrigin(ticket string) (string, bool) {
	if ticket == "" {
		return "", false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	st, ok := w.spent[ticket]
	if !ok || time.Now().After(st.until) {
		return "", false
	}
	return st.origin, true
}

// originOf is scheme://host[:port] of an address.
func originOf(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Host)
}
