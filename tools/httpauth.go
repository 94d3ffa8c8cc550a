package tools

import (
	"crypto/subtle"
	"net/http"
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
