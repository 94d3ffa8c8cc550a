package guard

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net"
	"net/http"
	"strings"
)

// Wires reachable from other machines: a browser there (a Playwright
// server or a CDP endpoint on another host, a pod of a Kubernetes
// Deployment) cannot reach 127.0.0.1, so under WiresOn each judged
// context's listener binds an address it can reach, and takes only the
// credentials that context was given. Anyone else who connects is
// answered 407 and reaches nothing.

// WiresOn makes every wire opened after it listen on host (an address of
// this machine that the remote browsers reach), each with credentials of
// its own. It fails when host is no address here.
func (p *Proxy) WiresOn(host string) error {
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		// A browser is given this address to connect to: it must be one.
		return fmt.Errorf("--wire-host %s: name the address of this machine the remote browsers reach (e.g. a pod's IP), not every address", host)
	}
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return fmt.Errorf("--wire-host %s: not an address this machine can listen on: %w", host, err)
	}
	ln.Close()
	p.wireHost = host
	return nil
}

// WiresReachable reports whether wires listen where other machines can
// reach them (WiresOn).
func (p *Proxy) WiresReachable() bool { return p.wireHost != "" }

// Credentials are what the browser context must give its proxy ("" when
// the wire is on loopback and needs none).
func (w *Wire) Credentials() (user, pass string) { return w.user, w.pass }

// admits reports whether r may use wire w: always on loopback; with the
// wire's own credentials where it is reachable from other machines. A
// request inside an intercepted tunnel was admitted at its CONNECT.
func (w *Wire) admits(r *http.Request) bool {
	if w == nil || w.user == "" {
		return true
	}
	const prefix = "Basic "
	h := r.Header.Get("Proxy-Authorization")
	if len(h) < len(prefix) || !strings.EqualFold(h[:len(prefix)], prefix) {
		return false
	}
	want := base64.StdEncoding.EncodeToString([]byte(w.user + ":" + w.pass))
	return subtle.ConstantTimeCompare([]byte(strings.TrimSpace(h[len(prefix):])), []byte(want)) == 1
}

// keepsCredentials takes the wire's own credentials off a request before
// it goes on to a site: Playwright gives a context's proxy credentials
// to any site that answers 401 as well (a seventh outside attacker's site
// collected them, then used the wire from outside). Only the proxy sees
// what the browser sends, so they never leave here.
func (w *Wire) keepsCredentials(h http.Header) {
	if w == nil || w.user == "" {
		return
	}
	// Any scheme: Basic carries them whole, Digest the user name and a
	// hash of the password over the site's nonce (an eighth outside
	// attacker's site collected that one). The user name is random: a
	// header that holds it was made from the wire's credentials.
	own := base64.StdEncoding.EncodeToString([]byte(w.user + ":" + w.pass))
	vals := h.Values("Authorization")
	kept := vals[:0:0]
	for _, v := range vals {
		if !strings.Contains(v, own) && !strings.Contains(v, w.user) {
			kept = append(kept, v)
		}
	}
	if len(kept) == len(vals) {
		return
	}
	h.Del("Authorization")
	for _, v := range kept {
		h.Add("Authorization", v)
	}
}

// askCredentials answers a request without the wire's credentials.
func askCredentials(rw http.ResponseWriter) {
	rw.Header().Set("Proxy-Authenticate", `Basic realm="accessagents"`)
	http.Error(rw, "accessagents proxy: credentials required", http.StatusProxyAuthRequired)
}

// newTicket is 128 random bits in hex.
func newTicket() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// lockedWire stands for a wire closed between accepting a connection and
// reading it: it expects nothing and, off loopback, admits no one.
func lockedWire(p *Proxy, local net.Addr) *Wire {
	w := &Wire{p: p, want: map[string][]expectation{}}
	if a, ok := local.(*net.TCPAddr); ok && !a.IP.IsLoopback() {
		w.user, w.pass = "closed", newTicket() // never given to anyone
	}
	return w
}
