package main

import (
	"io"
	"strings"
	"testing"
)

// TestOriginFlagsRefuseUnreadableEntries: an entry the URL policy would
// not read as written stops the server at start-up with the reason, and
// host:port is a blocked entry (any scheme on that port) but no allowed one.
func TestOriginFlagsRefuseUnreadableEntries(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // "" for accepted
	}{
		{[]string{"serve", "--blocked-origins", "http://127.0.0.1:8080,localhost:9000,[::1],10.0.0.0/8,*.ads.example"}, ""},
		{[]string{"serve", "--allowed-origins", "http://localhost:8080,*.example.com"}, ""},
		{[]string{"serve", "--allowed-origins", "localhost:8080"}, "needs a scheme"},
		{[]string{"serve", "--blocked-origins", "http://example.com/admin"}, "without path"},
		{[]string{"serve", "--blocked-origins", "ftp://files.example"}, "only http, https"},
		{[]string{"serve", "--blocked-origins", "localhost:http"}, "port"},
	} {
		_, err := parseConfig(tc.args, io.Discard)
		if tc.want == "" && err != nil {
			t.Errorf("%v: %v, want accepted", tc.args, err)
		}
		if tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "-origins")) {
			t.Errorf("%v: %v, want an error naming the flag and %q", tc.args, err, tc.want)
		}
	}
}
