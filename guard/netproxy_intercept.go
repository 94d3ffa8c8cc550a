package guard

import (
	"bufio"
	"context"
	"crypto/tls"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"
)

// intercept answers a page's CONNECT by ending it here: TLS is terminated
// with a certificate of the run's CA (a plain-http tunnel, as Chromium
// opens for ws:, is read as it is), and each request inside is served like
// a plain proxied one: judged at the wire, sent on by Go, which checks the
// real site's certificate.
func (p *Proxy) intercept(w http.ResponseWriter, r *http.Request) {
	var err error
	if h, _, _ := net.SplitHostPort(r.Host); h != WireProbeHost || wireOf(r.Context()) == nil {
		ctx, cancel := context.WithTimeout(r.Context(), 30*time.Second)
		err = p.Policy.Admit(ctx, "https", r.Host)
		cancel()
	}
	if err != nil {
		p.failConnect(w, r, err)
		return
	}
	host, _, err := net.SplitHostPort(r.Host)
	if err != nil {
		http.Error(w, "proxy: CONNECT needs host:port", http.StatusBadRequest)
		return
	}
	hj, ok := w.(http.Hijacker)
	if !ok {
		http.Error(w, "proxy: cannot tunnel", http.StatusInternalServerError)
		return
	}
	down, buf, err := hj.Hijack()
	if err != nil {
		return
	}
	if _, err := down.Write([]byte("HTTP/1.1 200 Connection Established\r\n\r\n")); err != nil {
		down.Close()
		return
	}
	var c net.Conn = &peekedConn{Conn: down, r: buf.Reader}
	_ = down.SetReadDeadline(time.Now().Add(60 * time.Second))
	first, err := buf.Reader.Peek(1)
	_ = down.SetReadDeadline(time.Time{})
	if err != nil {
		down.Close()
		return
	}
	scheme := "http"
	if first[0] == 0x16 { // a TLS handshake record
		scheme = "https"
		c = tls.Server(c, &tls.Config{
			MinVersion: tls.VersionTLS12,
			// h2 as the site would speak it: one connection per host for
			// every request (Go's server serves it on this conn); a
			// WebSocket then opens an http/1.1 connection of its own.
			NextProtos: []string{"h2", "http/1.1"},
			GetCertificate: func(*tls.ClientHelloInfo) (*tls.Certificate, error) {
				return p.ca.leaf(host) // the host the policy admitted, whatever the hello names
			},
		})
	}
	authority := r.Host
	outer := context.WithoutCancel(r.Context())
	l := &oneConnListener{c: c, done: make(chan struct{})}
	srv := &http.Server{
		Handler:           http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { p.serveInner(w, r, scheme, authority) }),
		BaseContext:       func(net.Listener) context.Context { return outer },
		ReadHeaderTimeout: 30 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(p.Log.Handler(), slog.LevelDebug),
		ConnState: func(_ net.Conn, st http.ConnState) {
			if st == http.StateClosed || st == http.StateHijacked {
				l.Close()
			}
		},
	}
	p.tunnels.Store(srv, struct{}{})
	defer p.tunnels.Delete(srv)
	_ = srv.Serve(l)
}

// serveInner serves one request that arrived inside an intercepted
// tunnel: its URL is made absolute from the tunnel's scheme and the
// CONNECT's authority (never from the Host header), then it goes the way
// a plain proxied request goes.
func (p *Proxy) serveInner(w http.ResponseWriter, r *http.Request, scheme, authority string) {
	if !strings.HasPrefix(r.RequestURI, "/") {
		http.Error(w, "AccessAgents proxy: a request inside a tunnel names a path", http.StatusBadRequest)
		return
	}
	u, err := r.URL.Parse(scheme + "://" + authority + r.RequestURI)
	if err != nil {
		http.Error(w, "AccessAgents proxy: unreadable request target", http.StatusBadRequest)
		return
	}
	host, port, _ := net.SplitHostPort(authority)
	if scheme == "https" && port == "443" || scheme == "http" && port == "80" {
		u.Host = host
		if strings.Contains(host, ":") {
			u.Host = "[" + host + "]"
		}
	}
	r.URL, r.Host, r.RequestURI = u, u.Host, ""
	p.forward(w, r)
}

// peekedConn reads first what the server's reader already buffered.
type peekedConn struct {
	net.Conn
	r *bufio.Reader
}

func (c *peekedConn) Read(b []byte) (int, error) { return c.r.Read(b) }

// oneConnListener hands out one connection, then waits to be closed.
type oneConnListener struct {
	mu   sync.Mutex
	c    net.Conn
	once sync.Once
	done chan struct{}
}

func (l *oneConnListener) Accept() (net.Conn, error) {
	l.mu.Lock()
	c := l.c
	l.c = nil
	l.mu.Unlock()
	if c != nil {
		return c, nil
	}
	<-l.done
	return nil, net.ErrClosed
}

func (l *oneConnListener) Close() error {
	l.once.Do(func() { close(l.done) })
	return nil
}

func (l *oneConnListener) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)} }
