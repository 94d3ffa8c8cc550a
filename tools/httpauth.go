package tools

import (
	"crypto/subtle"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
)

// RequireBearer lets through only requests carrying
// "Authorization: Bearer <token>"; the rest get 401 with a WWW-Authenticate
// challenge (RFC 6750). The comparison takes the same time whatever the
// guess, so the token cannot be found byte by byte.
func RequireBearer(token string, next http.Handler) http.Handler {
	want := []byte(token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		auth := r.Header.Get("Authorization")
		scheme, got, ok := strings.Cut(auth, " ")
		if ok && strings.EqualFold(scheme, "Bearer") && subtle.ConstantTimeCompare([]byte(strings.TrimSpace(got)), want) == 1 {
			next.ServeHTTP(w, r)
			return
		}
		challenge := `Bearer realm="accessagents"`
		if auth != "" {
			challenge += `, error="invalid_token", error_description="the bearer token is not the one this server was started with"`
		}
		w.Header().Set("WWW-Authenticate", challenge)
		http.Error(w, "401 Unauthorized: send Authorization: Bearer <token> (the server's --http-token-file or ACCESSAGENTS_HTTP_TOKEN)", http.StatusUnauthorized)
	})
}

// RefuseForeignOrigin answers 403 to a request that arrives on a loopback
// address carrying an Origin that is not loopback ("null" included): a web
// page the user has open elsewhere (or one that rebound its name to
// 127.0.0.1) must not drive the local server. The MCP transport checks the
// Host header; this checks the Origin, as the specification asks. Clients
// that are not browsers send no Origin and are not affected.
func RefuseForeignOrigin(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		local, _ := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
		if origin != "" && local != nil && loopbackAddr(local.String()) && !loopbackOrigin(origin) {
			http.Error(w, fmt.Sprintf("403 Forbidden: Origin %q is not this machine (a web page may not drive a local MCP server)", origin), http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func loopbackOrigin(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	return loopbackAddr(u.Host)
}

func loopbackAddr(hostport string) bool {
	host, _, err := net.SplitHostPort(hostport)
	if err != nil {
		host = hostport
	}
	host = strings.Trim(host, "[]")
	if strings.EqualFold(strings.TrimSuffix(host, "."), "localhost") {
		return true
	}
	a, err := netip.ParseAddr(host)
	return err == nil && a.Unmap().IsLoopback()
}
