package tools

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/guard"
)

// closedPort returns a 127.0.0.1 address nothing listens on.
func closedPort(t *testing.T) string {
	t.Helper()
	// A socket bound to the port and not listening: a connection to it is
	// refused, and no other test's server can take the port meanwhile. A
	// port closed after listening could be handed to one, and the
	// navigation then waited on it and timed out (seen under load).
	fd, err := syscall.Socket(syscall.AF_INET, syscall.SOCK_STREAM, 0)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Close(fd) })
	if err := syscall.Bind(fd, &syscall.SockaddrInet4{Addr: [4]byte{127, 0, 0, 1}}); err != nil {
		t.Fatal(err)
	}
	sa, err := syscall.Getsockname(fd)
	if err != nil {
		t.Fatal(err)
	}
	return fmt.Sprintf("127.0.0.1:%d", sa.(*syscall.SockaddrInet4).Port)
}

// TestNavigateFailedLoadIsAnError: a load that reached no site (connection
// refused, a name that does not resolve, an untrusted certificate), with or without the URL-policy
// proxy in between, is isError with the cause in plain words and what to
// do; the proxy's own 502 is never reported as a page that opened. A 404
// the site serves itself is a page that loaded, and the text says 404.
func TestNavigateFailedLoadIsAnError(t *testing.T) {
	t.Parallel()
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Not here</title></head><body><main><h1>No such page</h1></main></body></html>`))
	}))
	t.Cleanup(site.Close)
	pol := &guard.URLPolicy{Resolver: func(ctx context.Context, host string) ([]netip.Addr, error) {
		if host == "nowhere.test" {
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		}
		return net.DefaultResolver.LookupNetIP(ctx, "ip", host)
	}}
	direct, proxied := connect(t, testMCP), connect(t, proxiedServer(t, pol))
	closed := closedPort(t)
	selfSigned := httptest.NewTLSServer(http.NotFoundHandler())
	t.Cleanup(selfSigned.Close)
	for _, tc := range []struct {
		name, url string
		want      []string
	}{
		{"direct, closed port", "http://" + closed + "/", []string{"connection refused", closed, "start it"}},
		{"proxied, closed port", "http://" + closed + "/", []string{"connection refused", closed, "start it"}},
		{"proxied, closed port over https", "https://" + closed + "/", []string{"connection refused", closed}},
		{"direct, self-signed certificate", selfSigned.URL + "/", []string{"TLS certificate", "ERR_CERT_"}},
		{"proxied, self-signed certificate", selfSigned.URL + "/", []string{"TLS certificate", "ERR_CERT_"}},
		{"direct, unsafe port", "http://127.0.0.1:1/", []string{"port 1", "another port"}},
		{"proxied, unknown host", "http://nowhere.test/", []string{`"nowhere.test" does not resolve`, "Check the URL"}},
	} {
		c := direct
		if strings.HasPrefix(tc.name, "proxied") {
			c = proxied
		}
		msg := mustFail(t, c, "browser_navigate", map[string]any{"url": tc.url}, tc.want...)
		t.Logf("%s: %s", tc.name, msg)
		// 502 as a word: a random closed port may hold those digits (45025).
		if regexp.MustCompile(`\b502\b`).MatchString(msg) || strings.Contains(msg, "--blocked-origins") {
			t.Errorf("%s: the message blames the proxy's 502 or the policy: %s", tc.name, msg)
		}
	}
	for name, cl := range map[string]*client.Client{"direct": direct, "proxied": proxied} {
		res := call(t, cl, "browser_navigate", map[string]any{"url": site.URL + "/missing"})
		if res.IsError {
			t.Fatalf("%s: a 404 page the site served is an error of the tool: %s", name, text(res))
		}
		if got := text(res); !strings.Contains(got, "HTTP 404") || !strings.Contains(got, "error page") {
			t.Errorf("%s: the text does not say the site answered 404: %s", name, got)
		}
	}
}
