package browsertest

import (
	"context"
	"testing"

	"github.com/accessagents/accessagents/guard"
)

// StartProxy starts the URL-policy proxy with an empty policy for the
// life of tb: the proxy a test's own browser goes through.
func StartProxy(tb testing.TB) *guard.Proxy {
	tb.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	tb.Cleanup(cancel)
	proxy, err := guard.StartProxy(ctx, &guard.URLPolicy{}, nil)
	if err != nil {
		tb.Fatal(err)
	}
	return proxy
}
