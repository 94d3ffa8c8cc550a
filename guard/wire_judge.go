package guard

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"
)

// The proxy's side of the wire (wire.go): each request and socket that
// comes in on a Wire is judged as it arrives.

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
	// The ticket is ours: it never goes on, and it is not one of the
	// headers the route judged.
	ticket := r.Header.Get(WireTicketHeader)
	r.Header.Del(WireTicketHeader)
	if from, hop := wire.spentOrigin(ticket); hop {
		// A redirect hop: Playwright sends it again with the headers the
		// route gave the first request, which the browser itself would
		// have trimmed. Credentials do not go to another origin, and a
		// hop made a GET carries no body's headers.
		if from != originOf(raw) {
			r.Header.Del("Authorization")
		}
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			for _, h := range []string{"Content-Type", "Content-Encoding", "Content-Language", "Content-Location"} {
				r.Header.Del(h)
			}
		}
	}
	h := make(map[string]string, len(r.Header))
	for k, v := range r.Header {
		h[strings.ToLower(k)] = strings.Join(v, ", ")
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
	// Once: the browser's own resend after a 401 or 407 is refused too.
	// Put back for it, an approval was a second delivery that any context
	// could make (a third outside attacker's service worker did).
	if _, ok := wire.spend(key, body, ticket); !ok {
		p.refuseAtWire(w, r, wire, unjudged)
		return nil
	}
	return w
}

// refuseAtWire answers 403, records the refusal and tells the session.
func (p *Proxy) refuseAtWire(w http.ResponseWriter, r *http.Request, wire *Wire, why string) {
	shown := RedactQuery(r.URL.String())
	if ref := r.Header.Get("Referer"); ref != "" {
		// Which page sent it, as far as the browser says: a worker's or a
		// service worker's requests name the script or page they came from.
		why += "; sent from " + RedactQuery(ref)
	}
	reason := fmt.Sprintf("the guard refused %s %s at the proxy: %s", r.Method, shown, why)
	if wire.logBudget() {
		p.Log.Warn("page request refused at the wire", "target", shown, "reason", reason)
	}
	p.keep(&p.blocks, Block{At: time.Now(), Target: shown, Reason: reason})
	if wire.j.OnRefuse != nil {
		wire.j.OnRefuse(r.Method, shown, why)
	}
	answerPlain(w, http.StatusForbidden, BlockedHeader, reason, "AccessAgents: "+reason+"\n")
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
	if _, has := u.User.Password(); has {
		u.User = url.User(u.User.Username())
	}
	u.Fragment = ""
	// A page's address can be 100 KB long: shown, it is cut.
	if out := u.String(); len(out) > maxShownURL {
		cut := maxShownURL
		for cut > 0 && !utf8.RuneStart(out[cut]) {
			cut--
		}
		return out[:cut] + "…"
	}
	return u.String()
}

// maxShownURL bounds an address as notices and logs show it, in bytes.
const maxShownURL = 300
