package tools

import (
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// TestConsoleAndNetworkObservation: the devtools toolset lists what the
// page logged and requested, new since the last call. A 404 shows its
// status, a write the guard refused (strict mode, nobody to ask) shows as
// blocked, query values never appear, and the default toolsets leave both
// tools out.
func TestConsoleAndNetworkObservation(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	tb := *testBox
	tb.Guard = &Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Log: guard.NewLog(t.TempDir()+"/security.jsonl", nil), Confirms: guard.NewConfirmations(nil)}
	all, _ := ParseToolsets("all")
	srv, err := tb.NewServer(ServerOptions{Name: "devtools", Version: "test", Selection: Selection{Toolsets: all}})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/observe.html")}, nil)
	// The browser's console and network events reach the server on their
	// own schedule, after the page state the test waits for: each read
	// gathers what has arrived since the last until what is expected is in
	// (or 30 s have passed).
	console := func(args map[string]any, enough func(all string, n int) bool) (string, int) {
		var all strings.Builder
		n := 0
		for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			var con consoleResult
			all.WriteString(text(mustOK(t, c, "browser_console_messages", args, &con)) + "\n")
			n += len(con.Messages)
			if enough(all.String(), n) || time.Now().After(deadline) {
				return all.String(), n
			}
		}
	}
	got, n := console(map[string]any{}, func(all string, n int) bool { return n >= 2 })
	if n != 2 || !strings.Contains(got, "[warning] slow network detected") {
		t.Fatalf("console after load (%d messages): %s", n, got)
	}
	call(t, c, "browser_click", map[string]any{"text": "Load orders"})
	mustOK(t, c, "browser_wait", map[string]any{"text": "done"}, nil)
	got, n = console(map[string]any{"level": "error"}, func(all string, n int) bool {
		return strings.Contains(all, "orders failed to load") && strings.Contains(all, "uncaught: render crashed")
	})
	// Chromium adds its own "Failed to load resource" errors for the 404
	// and the refused POST.
	if n < 2 || !strings.Contains(got, "orders failed to load") || !strings.Contains(got, "uncaught: render crashed") || strings.Contains(got, "slow network") {
		t.Errorf("errors since the last call: %s", got)
	}
	var net networkResult
	var res *mcp.CallToolResult
	var got404, blocked bool
	for deadline := time.Now().Add(30 * time.Second); !(got404 && blocked) && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		res = mustOK(t, c, "browser_network_requests", map[string]any{"all": true}, &net)
		for _, r := range net.Requests {
			got404 = got404 || strings.HasSuffix(r.URL, "/pages/no-such-orders.json?token") && r.Status == 404
			blocked = blocked || r.Method == "POST" && r.Blocked
		}
		if strings.Contains(text(res), "s3cr3t") {
			t.Errorf("a query value reached the result: %s", text(res))
		}
	}
	if !got404 || !blocked {
		t.Errorf("requests: 404 seen %v, refused POST marked blocked %v:\n%s", got404, blocked, text(res))
	}
	mustOK(t, c, "browser_network_requests", map[string]any{}, &net)
	if len(net.Requests) != 0 {
		t.Errorf("a second call lists %d requests again", len(net.Requests))
	}
	mustFail(t, c, "browser_console_messages", map[string]any{"level": "loud"}, "/level")
	mustFail(t, c, "browser_network_requests", map[string]any{"limit": 0}, "/limit")
	listed, err := connect(t, testMCP).ListTools(testCtx(t), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range listed.Tools {
		if tool.Name == "browser_console_messages" || tool.Name == "browser_network_requests" {
			t.Errorf("the default toolsets serve %s", tool.Name)
		}
	}
}

// TestResizeAndEmulateMedia: the page's own media queries see the viewport
// and the person's settings the devtools tools set.
func TestResizeAndEmulateMedia(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	all, _ := ParseToolsets("all")
	srv, err := testBox.NewServer(ServerOptions{Name: "environment", Version: "test", Selection: Selection{Toolsets: all}})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/media.html")}, nil)
	seen := func(want string) {
		t.Helper()
		mustOK(t, c, "browser_wait", map[string]any{"text": want}, nil)
	}
	seen("scheme: light")
	mustOK(t, c, "browser_emulate_media", map[string]any{"color_scheme": "dark", "reduced_motion": "reduce"}, nil)
	seen("scheme: dark")
	seen("motion: reduce")
	mustOK(t, c, "browser_resize", map[string]any{"viewport": "mobile"}, nil)
	seen("layout: narrow 390")
	mustOK(t, c, "browser_resize", map[string]any{"width": 1000, "height": 700}, nil)
	seen("layout: wide 1000")
	mustOK(t, c, "browser_emulate_media", map[string]any{"color_scheme": "no-override"}, nil)
	seen("scheme: light")
	mustFail(t, c, "browser_resize", map[string]any{"width": 1000}, "both width and height")
	mustFail(t, c, "browser_emulate_media", map[string]any{}, "at least one")
	mustFail(t, c, "browser_emulate_media", map[string]any{"color_scheme": "sepia"}, "/color_scheme")
}
