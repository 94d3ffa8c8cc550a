package tools

import (
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// TestHTTPBearerToken drives the streamable HTTP transport with mcp-go's
// HTTP client: without the token, or with a wrong one, nothing gets
// through (401 with a Bearer challenge); with it, tools work.
func TestHTTPBearerToken(t *testing.T) {
	t.Parallel()
	const token = "s3cret-token-0123456789abcdef"
	mux := http.NewServeMux()
	mux.Handle("/mcp", RequireBearer(token, NewHTTPHandler(testMCP, slog.New(slog.NewTextHandler(io.Discard, nil)))))
	srv := httptest.NewServer(mux)
	defer srv.Close()

	initialize := func(headers map[string]string) (*client.Client, error) {
		c, err := client.NewStreamableHttpClient(srv.URL+"/mcp", transport.WithHTTPHeaders(headers))
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		ctx := testCtx(t)
		if err := c.Start(ctx); err != nil {
			return c, err
		}
		req := mcp.InitializeRequest{}
		req.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
		req.Params.ClientInfo = mcp.Implementation{Name: "auth-test", Version: "1"}
		_, err = c.Initialize(ctx, req)
		return c, err
	}
	for name, h := range map[string]map[string]string{
		"no token":    nil,
		"wrong token": {"Authorization": "Bearer s3cret-token-0123456789abcdeX"},
		"prefix only": {"Authorization": "Bearer s3cret"},
		"basic auth":  {"Authorization": "Basic " + token},
	} {
		if _, err := initialize(h); err == nil {
			t.Errorf("%s: initialize succeeded", name)
		} else if !errors.Is(err, transport.ErrAuthorizationRequired) {
			t.Errorf("%s: %v, want 401 Unauthorized", name, err)
		}
	}
	// The raw answer carries the challenge.
	for auth, want := range map[string]string{"": `Bearer realm="accessagents"`, "Bearer nope": `error="invalid_token"`} {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
		req.Header.Set("Content-Type", "application/json")
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusUnauthorized || !strings.Contains(resp.Header.Get("WWW-Authenticate"), want) {
			t.Errorf("Authorization %q: %d %q, want 401 with %s", auth, resp.StatusCode, resp.Header.Get("WWW-Authenticate"), want)
		}
	}

	c, err := initialize(map[string]string{"Authorization": "Bearer " + token})
	if err != nil {
		t.Fatalf("with the token: %v", err)
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "browser_navigate"
	req.Params.Arguments = map[string]any{"url": pageURL("/pages/basic.html")}
	res, err := c.CallTool(testCtx(t), req)
	if err != nil || res.IsError {
		t.Fatalf("browser_navigate with the token: %v %v", err, res)
	}
}

// TestHTTPRefusesForeignOrigin: over loopback, an initialize request that
// carries a web page's Origin (or "null", a sandboxed page's) gets 403 and
// no session; a loopback Origin and no Origin at all are served.
func TestHTTPRefusesForeignOrigin(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer(RefuseForeignOrigin(NewHTTPHandler(testMCP, slog.New(slog.NewTextHandler(io.Discard, nil)))))
	defer srv.Close()
	const initBody = `{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`
	for origin, want := range map[string]int{
		"http://evil.example": http.StatusForbidden, "null": http.StatusForbidden, "https://127.0.0.1.evil.example": http.StatusForbidden,
		"http://localhost:3000": http.StatusOK, "http://127.0.0.1:6274": http.StatusOK, "": http.StatusOK,
	} {
		req, _ := http.NewRequest(http.MethodPost, srv.URL, strings.NewReader(initBody))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("Origin %q: status %d, want %d", origin, res.StatusCode, want)
		}
		if want == http.StatusForbidden && res.Header.Get("Mcp-Session-Id") != "" {
			t.Errorf("Origin %q: a session was created", origin)
		}
	}
}
