package guard

import (
	"bufio"
	"bytes"
	"crypto/sha1"
	"crypto/tls"
	"encoding/base64"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"
)

// logged is a site that records every request it receives as "METHOD
// /path body".
type logged struct {
	*httptest.Server
	mu   sync.Mutex
	seen []string
}

func loggedSite(t *testing.T, secure bool) *logged {
	l := &logged{}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		l.mu.Lock()
		seen := strings.TrimSpace(r.Method + " " + r.URL.RequestURI() + " " + string(b))
		if r.Header.Get(WireTicketHeader) != "" {
			seen += " (with the wire's ticket)" // the proxy must take it off
		}
		l.seen = append(l.seen, seen)
		l.mu.Unlock()
		if r.URL.Path == "/auth" && r.Header.Get("Authorization") == "" {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		io.WriteString(w, "ok")
	})
	if secure {
		l.Server = httptest.NewTLSServer(h)
	} else {
		l.Server = httptest.NewServer(h)
	}
	t.Cleanup(l.Close)
	return l
}

func (l *logged) got() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.seen...)
}

// wireClient sends through w as a judged browser context does.
func wireClient(t *testing.T, p *Proxy, w *Wire) *http.Client {
	pu, _ := url.Parse(w.URL())
	tr := &http.Transport{Proxy: http.ProxyURL(pu), TLSClientConfig: p.ClientTLS()}
	t.Cleanup(tr.CloseIdleConnections)
	return &http.Client{Transport: tr, Timeout: 20 * time.Second}
}

// The wire rule, judged by the site's own log, over http and over https
// (the proxy ends TLS itself): a write no route said it let go never
// arrives; one it did arrives once, with the body it judged and no other;
// reads pass.
func TestWireRefusesWhatNoRouteJudged(t *testing.T) {
	for _, secure := range []bool{false, true} {
		site := loggedSite(t, secure)
		p := startProxy(t, &URLPolicy{})
		if secure {
			p.TrustRoots(site.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs)
		}
		var refusals []string
		var mu sync.Mutex
		w, err := p.OpenWire(WireJudges{OnRefuse: func(method, u, why string) {
			mu.Lock()
			refusals = append(refusals, method+" "+u)
			mu.Unlock()
		}})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		c := wireClient(t, p, w)
		send := func(method, path, body string, h map[string]string) int {
			req, _ := http.NewRequest(method, site.URL+path, strings.NewReader(body))
			for k, v := range h {
				req.Header.Set(k, v)
			}
			resp, err := c.Do(req)
			if err != nil {
				t.Fatalf("%s %s: %v", method, path, err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode == http.StatusForbidden && resp.Header.Get(BlockedHeader) == "" {
				t.Errorf("%s %s: a 403 without the proxy's mark", method, path)
			}
			return resp.StatusCode
		}
		override := map[string]string{"X-HTTP-Method-Override": "DELETE"}
		// Unjudged: none of these may arrive.
		send("POST", "/api/notes", `{"text":"hi"}`, nil)
		send("PUT", "/api/profile", `x`, nil)
		send("GET", "/api/notes/7", "", override)
		send("GET", "/api/notes/7?_method=DELETE", "", nil)
		send("GET", "/account/delete?confirm=yes", "", nil)
		// GETs the strict judge reads as writes (an outside attacker's
		// service worker sent these), a body on OPTIONS, and headers that
		// name a method or another address.
		send("GET", "/api/notes/8", "", map[string]string{"X-HTTP-Verb": "DELETE"})
		send("GET", "/api/notes/9", "", map[string]string{"X-Original-URL": "/account/delete?confirm=yes"})
		send("GET", "/api/orders/5/cancel", "", nil)
		send("GET", "/shop?add-to-cart=12", "", nil)
		send("OPTIONS", "/api/notes", "x", nil)
		// Judged and let go: arrives once, with that body only, and only
		// with the ticket the route sent it with.
		ticket := w.Expect("POST", site.URL+"/api/notes", "", []byte(`{"text":"judged"}`))
		with := func(h map[string]string) map[string]string {
			out := map[string]string{WireTicketHeader: ticket}
			for k, v := range h {
				out[k] = v
			}
			return out
		}
		// The same method, URL and body, made a DELETE by a header: not what was judged.
		if got := send("POST", "/api/notes", `{"text":"judged"}`, with(override)); got != http.StatusForbidden {
			t.Errorf("secure=%v: a judged POST with an override header added got %d", secure, got)
		}
		if got := send("POST", "/api/notes", `{"text":"swapped"}`, with(nil)); got != http.StatusForbidden {
			t.Errorf("secure=%v: a body other than the judged one got %d", secure, got)
		}
		// The judged request's twin from another context, which has no
		// ticket: a page aborted its own approved POST and a service
		// worker sent the same one (an outside attacker's fourth round).
		if got := send("POST", "/api/notes", `{"text":"judged"}`, nil); got != http.StatusForbidden {
			t.Errorf("secure=%v: the judged POST without its ticket got %d", secure, got)
		}
		if got := send("POST", "/api/notes", `{"text":"judged"}`, map[string]string{WireTicketHeader: strings.Repeat("0", 32)}); got != http.StatusForbidden {
			t.Errorf("secure=%v: the judged POST with a made-up ticket got %d", secure, got)
		}
		if got := send("POST", "/api/notes", `{"text":"judged"}`, with(nil)); got != http.StatusOK {
			t.Errorf("secure=%v: the judged POST got %d", secure, got)
		}
		if got := send("POST", "/api/notes", `{"text":"judged"}`, with(nil)); got != http.StatusForbidden {
			t.Errorf("secure=%v: the judged POST was spent twice (%d)", secure, got)
		}
		ticket = w.Expect("GET", site.URL+"/api/notes/7", "DELETE", nil)
		send("GET", "/api/notes/7", "", with(override))
		// A route that saw no body judged none: a body the browser hid
		// from it (a stream) does not ride on that judgement.
		ticket = w.Expect("POST", site.URL+"/api/stream", "", nil)
		if got := send("POST", "/api/stream", `{"op":"delete_stream"}`, with(nil)); got != http.StatusForbidden {
			t.Errorf("secure=%v: a body the route never saw got %d", secure, got)
		}
		// An approval is one delivery, whatever the site answers: a resend
		// after a 401, with credentials, is a second one (a third outside
		// attacker's service worker made it).
		ticket = w.Expect("POST", site.URL+"/auth", "", []byte("a=1"))
		if got := send("POST", "/auth", "a=1", with(nil)); got != http.StatusUnauthorized {
			t.Errorf("secure=%v: the first try at /auth got %d", secure, got)
		}
		if got := send("POST", "/auth", "a=1", with(map[string]string{"Authorization": "Basic dTpw"})); got != http.StatusForbidden {
			t.Errorf("secure=%v: the resend with credentials got %d", secure, got)
		}
		// A redirect hop the hop guard let go carries the first request's
		// spent ticket: it is expected with that one, once; the same
		// method, URL and body without it (a page's own fetch racing the
		// hop) is refused.
		w.ExpectHop("POST", site.URL+"/api/hop", "", []byte("h=1"), ticket)
		if got := send("POST", "/api/hop", "h=1", nil); got != http.StatusForbidden {
			t.Errorf("secure=%v: a request without the hop's ticket spent it (%d)", secure, got)
		}
		if got := send("POST", "/api/hop", "h=1", map[string]string{WireTicketHeader: "0123456789abcdef0123456789abcdef"}); got != http.StatusForbidden {
			t.Errorf("secure=%v: a request with another ticket spent the hop (%d)", secure, got)
		}
		if got := send("POST", "/api/hop", "h=1", with(nil)); got != http.StatusOK {
			t.Errorf("secure=%v: a judged hop got %d", secure, got)
		}
		if got := send("POST", "/api/hop", "h=1", nil); got != http.StatusForbidden {
			t.Errorf("secure=%v: a judged hop was spent twice (%d)", secure, got)
		}
		// Reads pass unasked.
		if got := send("GET", "/api/notes?page=2", "", nil); got != http.StatusOK {
			t.Errorf("secure=%v: a read got %d", secure, got)
		}
		want := []string{`POST /api/notes {"text":"judged"}`, "GET /api/notes/7", "POST /auth a=1", "POST /api/hop h=1", "GET /api/notes?page=2"}
		if got := site.got(); strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("secure=%v: the site received\n%s\nwant\n%s", secure, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		mu.Lock()
		if len(refusals) != 20 {
			t.Errorf("secure=%v: %d refusals told, want 20: %v", secure, len(refusals), refusals)
		}
		mu.Unlock()
	}
}

// The proxy checks the site's certificate as a browser would: a
// self-signed one is refused with Chromium's own code, and nothing is
// sent to it. And nobody but the browser we launch trusts the proxy's run
// CA: a client with the system's roots refuses the proxy's certificate.
func TestProxyChecksTheSitesCertificate(t *testing.T) {
	site := loggedSite(t, true)
	p := startProxy(t, &URLPolicy{})
	pu, _ := url.Parse(p.URL())
	tr := &http.Transport{Proxy: http.ProxyURL(pu), TLSClientConfig: p.ClientTLS()}
	defer tr.CloseIdleConnections()
	resp, err := (&http.Client{Transport: tr, Timeout: 20 * time.Second}).Get(site.URL + "/secret")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadGateway || !strings.Contains(resp.Header.Get(UnreachableHeader), "ERR_CERT_AUTHORITY_INVALID") {
		t.Errorf("a self-signed site: %d %q", resp.StatusCode, resp.Header.Get(UnreachableHeader))
	}
	if got := site.got(); len(got) != 0 {
		t.Errorf("the site with a bad certificate received %v", got)
	}
	plain := &http.Transport{Proxy: http.ProxyURL(pu), TLSClientConfig: &tls.Config{}}
	defer plain.CloseIdleConnections()
	if _, err := (&http.Client{Transport: plain, Timeout: 20 * time.Second}).Get(site.URL + "/other"); err == nil || !strings.Contains(err.Error(), "certificate") {
		t.Errorf("a client that was not given the run CA accepted the proxy's certificate: %v", err)
	}
	if h := p.SPKIHashes(); len(h) != 2 || h[0] == h[1] {
		t.Errorf("SPKI hashes: %v", h)
	}
}

// A page's WebSocket through the wire, over plain http and inside TLS:
// its opening is judged, compression is not offered on, and each message
// is judged whole (fragments joined) before a byte of it is sent on; one
// refused is dropped and the socket goes on. The server's own reading of
// the frames is the judge of what arrived.
func TestWireJudgesEachSocketMessage(t *testing.T) {
	for _, secure := range []bool{false, true} {
		var mu sync.Mutex
		var got, closes []string
		var offered string
		done := make(chan struct{})
		h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			mu.Lock()
			offered = r.Header.Get("Sec-WebSocket-Extensions")
			mu.Unlock()
			sum := sha1.Sum([]byte(r.Header.Get("Sec-WebSocket-Key") + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"))
			c, brw, err := http.NewResponseController(w).Hijack()
			if err != nil {
				return
			}
			defer c.Close()
			fmt.Fprintf(brw, "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: %s\r\n\r\n", base64.StdEncoding.EncodeToString(sum[:]))
			brw.Flush()
			read := &frameJudge{Conn: c, r: brw.Reader, judge: func(_ string, data []byte, text bool) error {
				mu.Lock()
				defer mu.Unlock()
				got = append(got, fmt.Sprintf("%v:%s", text, data))
				if string(data) == "end" {
					close(done)
				}
				return nil
			}}
			var forwarded bytes.Buffer
			io.Copy(&forwarded, read)
			mu.Lock()
			closes = append(closes, closePayloads(forwarded.Bytes())...)
			mu.Unlock()
		})
		var site *httptest.Server
		if secure {
			site = httptest.NewTLSServer(h)
		} else {
			site = httptest.NewServer(h)
		}
		defer site.Close()
		p := startProxy(t, &URLPolicy{})
		if secure {
			p.TrustRoots(site.Client().Transport.(*http.Transport).TLSClientConfig.RootCAs)
		}
		var opened []string
		w, err := p.OpenWire(WireJudges{
			Socket: func(u string) error {
				mu.Lock()
				opened = append(opened, u)
				mu.Unlock()
				return nil
			},
			Message: func(_ string, data []byte, _ bool) error {
				if strings.Contains(string(data), "delete") {
					return fmt.Errorf("refused")
				}
				return nil
			},
		})
		if err != nil {
			t.Fatal(err)
		}
		defer w.Close()
		hostport := strings.TrimPrefix(strings.TrimPrefix(site.URL, "http://"), "https://")
		conn, err := net.Dial("tcp", strings.TrimPrefix(w.URL(), "http://"))
		if err != nil {
			t.Fatal(err)
		}
		defer conn.Close()
		fmt.Fprintf(conn, "CONNECT %s HTTP/1.1\r\nHost: %s\r\n\r\n", hostport, hostport)
		br := bufio.NewReader(conn)
		if resp, err := http.ReadResponse(br, nil); err != nil || resp.StatusCode != 200 {
			t.Fatalf("CONNECT: %v %v", resp, err)
		}
		var c net.Conn = conn
		if secure {
			tc := tls.Client(conn, &tls.Config{RootCAs: p.ca.pool(), ServerName: "127.0.0.1"})
			if err := tc.Handshake(); err != nil {
				t.Fatal(err)
			}
			c, br = tc, bufio.NewReader(tc)
		}
		fmt.Fprintf(c, "GET /ws HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Extensions: permessage-deflate; client_max_window_bits\r\n\r\n", hostport)
		if resp, err := http.ReadResponse(br, nil); err != nil || resp.StatusCode != http.StatusSwitchingProtocols {
			t.Fatalf("upgrade: %v %v", resp, err)
		}
		frame := func(fin bool, op byte, payload string) []byte {
			b0 := op
			if fin {
				b0 |= 0x80
			}
			key := [4]byte{1, 2, 3, 4}
			out := []byte{b0, 0x80 | byte(len(payload)), key[0], key[1], key[2], key[3]}
			for i := 0; i < len(payload); i++ {
				out = append(out, payload[i]^key[i%4])
			}
			return out
		}
		var all []byte
		for _, f := range [][]byte{
			frame(true, 1, "hello"),
			frame(true, 1, `{"op":"delete_account"}`),
			frame(false, 1, "frag"), frame(true, 9, "ping"), frame(true, 0, "mented"),
			frame(false, 2, "de"), frame(true, 0, "lete"), // a refused message in fragments
			frame(true, 2, "\x00\x01"),
			frame(true, 1, "end"),
			// A close whose code and reason the page chose: a plain close goes on.
			frame(true, 8, "\x0f\xa0secret token sk_live_123"),
		} {
			all = append(all, f...)
		}
		if _, err := c.Write(all); err != nil {
			t.Fatal(err)
		}
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			t.Fatal("the server never received the last message")
		}
		mu.Lock()
		want := []string{"true:hello", "true:fragmented", "false:\x00\x01", "true:end"}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Errorf("secure=%v: the server received %q, want %q", secure, got, want)
		}
		if offered != "" {
			t.Errorf("secure=%v: compression was offered on: %q", secure, offered)
		}
		mu.Unlock()
		conn.Close()
		deadline := time.Now().Add(10 * time.Second)
		for {
			mu.Lock()
			n := len(closes)
			mu.Unlock()
			if n > 0 || time.Now().After(deadline) {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		mu.Lock()
		if len(closes) != 1 || closes[0] != "\x03\xe8" {
			t.Errorf("secure=%v: the server's close frames carried %q, want only code 1000", secure, closes)
		}
		if len(opened) != 1 || !strings.HasSuffix(opened[0], hostport+"/ws") {
			t.Errorf("secure=%v: openings judged: %v", secure, opened)
		}
		mu.Unlock()
	}
}

// closePayloads reads the close frames in b, a run of whole client
// frames as the proxy sent them on, and returns their unmasked payloads.
func closePayloads(b []byte) []string {
	var out []string
	for len(b) >= 2 {
		op, n, at := b[0]&0x0f, int(b[1]&0x7f), 2
		switch n {
		case 126:
			n, at = int(b[2])<<8|int(b[3]), 4
		case 127:
			return out // not sent in this test
		}
		var key []byte
		if b[1]&0x80 != 0 {
			key, at = b[at:at+4], at+4
		}
		if len(b) < at+n {
			return out
		}
		p := append([]byte(nil), b[at:at+n]...)
		for i := range p {
			if key != nil {
				p[i] ^= key[i%4]
			}
		}
		if op == 8 {
			out = append(out, string(p))
		}
		b = b[at+n:]
	}
	return out
}
