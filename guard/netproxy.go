package guard

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httputil"
	"strings"
	"sync"
	"time"
)

// BlockedHeader marks a response the proxy made up instead of forwarding,
// so the browser layer can tell a policy refusal from a real 403.
const BlockedHeader = "X-Accessagents-Blocked"

// Proxy is an HTTP(S) forward proxy that enforces a URLPolicy where
// connections are made: Chromium is launched with it as --proxy-server (and
// loopback not bypassed), so navigation, redirects, sub-resources,
// fetch/XHR, service workers, WebSockets and Playwright's own request API
// all pass through it. It resolves each host itself, judges the addresses,
// and dials exactly those. A page's CONNECT is ended here (intercept): its
// TLS is terminated with the run's own CA, which only the Chromium we
// launch trusts, and the site's real certificate is checked by Go; so
// every request and socket a page sends is read, and can be judged at the
// wire (wire.go). Chromium's own tunnels are spliced, never decrypted.
//
// It listens twice, with one policy: URL is for the pages' traffic (each
// browser context is given it), BrowserURL for Chromium's own (the
// launch-level proxy: updates, account checks, time queries). A refusal
// on URL is news for the person running us and is logged at WARN; one on
// BrowserURL is the browser's business and is logged at DEBUG.
type Proxy struct {
	Policy *URLPolicy
	Log    *slog.Logger

	ln           net.Listener
	bgLn         net.Listener
	srv          *http.Server
	transport    *http.Transport
	tlsTransport *http.Transport
	rp           *httputil.ReverseProxy
	ca           *runCA
	wires        sync.Map // listener address → *Wire
	wireHost     string   // where wires listen, with credentials (WiresOn); "" is loopback
	tunnels      sync.Map // *http.Server of each intercepted tunnel still open

	mu     sync.Mutex
	blocks []Block // most recent last, bounded
	fails  []Block // sites that could not be reached, most recent last, bounded
}

// backgroundKey marks, in a request's context, a connection accepted on
// the BrowserURL listener.
type backgroundKey struct{}

func isBackground(ctx context.Context) bool {
	bg, _ := ctx.Value(backgroundKey{}).(bool)
	return bg
}

// StartProxy listens on 127.0.0.1 (an ephemeral port) and serves until
// ctx ends or Close is called.
func StartProxy(ctx context.Context, policy *URLPolicy, log *slog.Logger) (*Proxy, error) {
	if log == nil {
		log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("URL-policy proxy: %w", err)
	}
	bgLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		ln.Close()
		return nil, fmt.Errorf("URL-policy proxy (browser's own traffic): %w", err)
	}
	ca, err := newRunCA()
	if err != nil {
		ln.Close()
		bgLn.Close()
		return nil, fmt.Errorf("URL-policy proxy: certificate authority: %w", err)
	}
	p := &Proxy{Policy: policy, Log: log, ln: ln, bgLn: bgLn, ca: ca}
	p.transport = &http.Transport{
		DialContext: func(ctx context.Context, _, addr string) (net.Conn, error) {
			return policy.DialContext(ctx, "http", addr)
		},
		ForceAttemptHTTP2:     false,
		MaxIdleConns:          256,
		MaxIdleConnsPerHost:   32,
		IdleConnTimeout:       60 * time.Second,
		ResponseHeaderTimeout: 60 * time.Second,
		Proxy:                 nil, // never chain to an environment proxy
	}
	// https upstream: Go checks the site's certificate as a browser would
	// (system roots, SSL_CERT_FILE and SSL_CERT_DIR; TrustRoots adds more).
	p.tlsTransport = &http.Transport{
		DialContext: func(ctx context.Context, _, addr string) (net.Conn, error) {
			return policy.DialContext(ctx, "https", addr)
		},
		TLSClientConfig:     &tls.Config{MinVersion: tls.VersionTLS12},
		ForceAttemptHTTP2:   true,
		MaxIdleConns:        256,
		MaxIdleConnsPerHost: 32,
		IdleConnTimeout:     60 * time.Second,
		TLSHandshakeTimeout: 30 * time.Second,
		// No ResponseHeaderTimeout: a long poll over https waited as long
		// as the site liked when https was tunnelled, and still does.
		Proxy: nil,
	}
	p.rp = &httputil.ReverseProxy{
		// Forwarded as it is, its query too (ReverseProxy re-encodes one it cannot parse).
		Rewrite:        func(r *httputil.ProxyRequest) { r.Out.URL.RawQuery = r.In.URL.RawQuery },
		Transport:      bySchemeTransport{p},
		ModifyResponse: p.refuseDestructiveRedirect,
		FlushInterval:  -1,
		ErrorLog:       slog.NewLogLogger(log.Handler(), slog.LevelDebug),
		ErrorHandler: func(w http.ResponseWriter, r *http.Request, err error) {
			if errors.Is(err, ErrBlockedURL) && !NameNotFound(err) {
				p.refuse(w, r, r.URL.Scheme+"://"+r.URL.Host, err)
				return
			}
			if errors.Is(err, context.Canceled) {
				w.WriteHeader(http.StatusBadGateway) // the browser went away; no one reads this
				return
			}
			p.unreachable(w, hostPort(r.URL.Scheme, r.URL.Host), err)
		},
	}
	bgAddr, pageAddr := bgLn.Addr().String(), ln.Addr().String()
	p.srv = &http.Server{Handler: p, ReadHeaderTimeout: 30 * time.Second,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelDebug),
		ConnContext: func(ctx context.Context, c net.Conn) context.Context {
			la := c.LocalAddr().String()
			if la == bgAddr {
				return context.WithValue(ctx, backgroundKey{}, true)
			}
			if w, ok := p.wires.Load(la); ok {
				return context.WithValue(ctx, wireKey{}, w)
			}
			if la != pageAddr {
				// A wire closed between accepting and here: it judges
				// as a wire that expects nothing, never as no wire.
				return context.WithValue(ctx, wireKey{}, lockedWire(p, c.LocalAddr()))
			}
			return ctx
		}}
	go func() { _ = p.srv.Serve(ln) }()
	go func() { _ = p.srv.Serve(bgLn) }()
	go func() {
		<-ctx.Done()
		p.Close()
	}()
	return p, nil
}

// URL is the proxy's address for the pages' traffic (each browser
// context's proxy) and for our own fetches made for a page or a crawl.
func (p *Proxy) URL() string { return "http://" + p.ln.Addr().String() }

// BrowserURL is the proxy's address for Chromium's --proxy-server: what
// reaches it is the browser's own background traffic.
func (p *Proxy) BrowserURL() string { return "http://" + p.bgLn.Addr().String() }

// SPKIHashes are the digests of the run CA's keys, for Chromium's
// --ignore-certificate-errors-spki-list: the browser we launch trusts the
// proxy's certificates and no other browser or client does.
func (p *Proxy) SPKIHashes() []string { return p.ca.spkiHashes() }

// CAPEM is the run CA's certificate in PEM (never its key), for clients
// that take a file, as the Playwright driver does.
func (p *Proxy) CAPEM() []byte { return p.ca.certPEM() }

// ClientTLS is the TLS configuration for our own Go clients that go
// through the proxy (the crawler's fetcher): they trust the run's CA only.
func (p *Proxy) ClientTLS() *tls.Config {
	return &tls.Config{RootCAs: p.ca.pool(), MinVersion: tls.VersionTLS12}
}

// TrustRoots makes the proxy accept https sites whose certificates chain
// to roots (and no longer to the system's): for tests, whose servers have
// certificates of their own. Call it before the proxy carries traffic.
func (p *Proxy) TrustRoots(roots *x509.CertPool) {
	p.tlsTransport.TLSClientConfig.RootCAs = roots
}

// bySchemeTransport sends http and https requests their own way.
type bySchemeTransport struct{ p *Proxy }

func (t bySchemeTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.URL.Scheme == "https" {
		return t.p.tlsTransport.RoundTrip(r)
	}
	return t.p.transport.RoundTrip(r)
}

// Close stops the proxy, the tunnels it ended and its pooled connections.
func (p *Proxy) Close() error {
	p.tunnels.Range(func(k, _ any) bool {
		_ = k.(*http.Server).Close()
		return true
	})
	p.transport.CloseIdleConnections()
	p.tlsTransport.CloseIdleConnections()
	return p.srv.Close()
}

// ServeHTTP serves forward-proxy requests and CONNECT tunnels.
func (p *Proxy) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !wireOf(r.Context()).admits(r) {
		askCredentials(w)
		return
	}
	if r.Method == http.MethodConnect {
		if isBackground(r.Context()) {
			p.tunnel(w, r) // Chromium's own: not ours to read
			return
		}
		p.intercept(w, r)
		return
	}
	if !r.URL.IsAbs() || r.URL.Scheme != "http" {
		// Only a forward-proxy request (absolute http URL) is served; the
		// proxy is no web server of its own.
		http.Error(w, "accessagents URL-policy proxy: absolute http URLs and CONNECT only", http.StatusBadRequest)
		return
	}
	p.forward(w, r)
}

// forward sends on a request in absolute form, plain or from inside an
// intercepted tunnel, after the checks every page request passes.
func (p *Proxy) forward(w http.ResponseWriter, r *http.Request) {
	if speculative(r.Header) {
		// Not recorded: an ordinary <link rel=prefetch> is no news for
		// the agent, only a speed-up lost.
		w.Header().Set("Cache-Control", "no-store")
		http.Error(w, "AccessAgents: speculative loads are refused", http.StatusForbidden)
		return
	}
	if p.answerProbe(w, r) {
		return
	}
	if w = p.judgeAtWire(w, r); w == nil {
		return
	}
	wireOf(r.Context()).keepsCredentials(r.Header)
	p.rp.ServeHTTP(w, r)
}

// speculative reports a prefetch or prerender the browser starts by itself
// (speculation rules, <link rel=prefetch>): no page route sees those, so
// a page could name /account/delete in its rules and have it fetched.
// Only a speed-up is lost. Prerender is also turned off in each page.
func speculative(h http.Header) bool {
	return strings.Contains(strings.ToLower(h.Get("Sec-Purpose")), "prefetch") ||
		strings.EqualFold(h.Get("Purpose"), "prefetch") || strings.EqualFold(h.Get("X-Moz"), "prefetch")
}

// tunnel answers Chromium's own CONNECT host:port: dial through the
// policy, then splice.
func (p *Proxy) tunnel(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 30*time.Second)
	up, err := p.Policy.DialContext(ctx, "https", r.Host)
	cancel()
	if err != nil {
		p.failConnect(w, r, err)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		up.Close()
		http.Error(w, "proxy: cannot tunnel", http.StatusInternalServerError)
		return
	}
	down, buf, err := hj.Hijack()
	if err != nil {
		up.Close()
		return
	}
	if _, err := down.Write([]byte("HTTP/1.1 200 Connection Established\r\n\r\n")); err != nil {
		up.Close()
		down.Close()
		return
	}
	// Bytes the client sent after the CONNECT line (a TLS hello) may sit
	// in the server's read buffer.
	if n := buf.Reader.Buffered(); n > 0 {
		b, _ := buf.Reader.Peek(n)
		if _, err := up.Write(b); err != nil {
			up.Close()
			down.Close()
			return
		}
	}
	done := make(chan struct{}, 2)
	go splice(up, down, done)
	go splice(down, up, done)
	<-done
	<-done
	up.Close()
	down.Close()
}

// failConnect answers a CONNECT whose target the policy refused (403) or
// that could not be reached (502, with the cause).
func (p *Proxy) failConnect(w http.ResponseWriter, r *http.Request, err error) {
	if errors.Is(err, ErrBlockedURL) && !NameNotFound(err) {
		p.refuse(w, r, r.Host, err)
		return
	}
	p.unreachable(w, r.Host, err)
}

// splice copies src to dst, then half-closes dst so the peer sees the end
// while the other direction finishes.
func splice(dst, src net.Conn, done chan<- struct{}) {
	_, _ = io.Copy(dst, src)
	if c, ok := dst.(interface{ CloseWrite() error }); ok {
		_ = c.CloseWrite()
	} else {
		_ = dst.Close()
	}
	done <- struct{}{}
}

// answerPlain answers status with a plain-text body and the reason in
// header, never cached: how the proxy tells the browser why it refused
// or could not reach.
func answerPlain(w http.ResponseWriter, status int, header, reason, body string) {
	w.Header().Set(header, reason)
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	io.WriteString(w, body)
}

// refuse answers 403 with the reason and records it.
func (p *Proxy) refuse(w http.ResponseWriter, r *http.Request, target string, err error) {
	reason := strings.TrimPrefix(err.Error(), ErrBlockedURL.Error()+": ")
	p.record(r.Context(), target, reason)
	answerPlain(w, http.StatusForbidden, BlockedHeader, reason, "Blocked by the AccessAgents URL policy: "+reason+"\n")
}
