package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

var confirmationRE = regexp.MustCompile(`"confirmation_id": "(cf_[0-9a-f]{18})"`)

func confirmationID(t testing.TB, msg string) string {
	t.Helper()
	m := confirmationRE.FindStringSubmatch(msg)
	if m == nil {
		t.Fatalf("no confirmation id in %q", msg)
	}
	return m[1]
}

// status reads the fixture's #status text.
func status(t *testing.T, c *client.Client) string {
	t.Helper()
	var in struct {
		Text string `json:"text"`
	}
	mustOK(t, c, "audit_inspect_element", map[string]any{"selector": "#status"}, &in)
	return in.Text
}

// elicitor answers every elicitation with one action and records the asks.
type elicitor struct {
	mu     sync.Mutex
	action mcp.ElicitationResponseAction
	asked  []string
	// forSite: the person also ticks "for this site until the session
	// ends" when the question offers it.
	forSite bool
	schemas []map[string]any
}

func (e *elicitor) Elicit(_ context.Context, req mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.asked = append(e.asked, req.Params.Message)
	schema, _ := req.Params.RequestedSchema.(map[string]any)
	e.schemas = append(e.schemas, schema)
	content := map[string]any{"confirm": true}
	if props, _ := schema["properties"].(map[string]any); e.forSite && props["for_site"] != nil {
		content["for_site"] = true
	}
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: e.action, Content: content}}, nil
}

func connectEliciting(t *testing.T, srv *server.MCPServer, e *elicitor) *client.Client {
	t.Helper()
	tr := transport.NewInProcessTransportWithOptions(srv, transport.WithElicitationHandler(e))
	c := client.NewClient(tr, client.WithElicitationHandler(e))
	ctx := testCtx(t)
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "eliciting", Version: "1"}
	req.Params.Capabilities.Elicitation = &mcp.ElicitationCapability{}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

func logEntries(t *testing.T, path string) []guard.Entry {
	t.Helper()
	b, _ := os.ReadFile(path)
	var out []guard.Entry
	for _, line := range bytes.Split(bytes.TrimSpace(b), []byte("\n")) {
		var e guard.Entry
		if len(line) > 0 && json.Unmarshal(line, &e) == nil {
			out = append(out, e)
		}
	}
	return out
}

func TestGuardElicitationRoundTrips(t *testing.T) {
	browsertest.Slow(t)
	for _, c := range []struct {
		action mcp.ElicitationResponseAction
		want   string
	}{{mcp.ElicitationResponseActionAccept, "account deleted"}, {mcp.ElicitationResponseActionDecline, "account active"},
		{mcp.ElicitationResponseActionCancel, "account active"}} {
		t.Run(string(c.action), func(t *testing.T) {
			e := &elicitor{action: c.action}
			cl := connectEliciting(t, testMCP, e)
			mustOK(t, cl, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html")}, nil)
			res := call(t, cl, "browser_click", map[string]any{"text": "Delete account"})
			if len(e.asked) != 1 || !strings.Contains(e.asked[0], "account") || !strings.Contains(e.asked[0], "high") ||
				!strings.Contains(e.asked[0], "Delete account") || !strings.Contains(e.asked[0], "danger.html") {
				t.Fatalf("elicitation message: %q", e.asked)
			}
			if c.action == mcp.ElicitationResponseActionAccept {
				if res.IsError {
					t.Fatalf("accepted click refused: %s", text(res))
				}
			} else if !res.IsError || !strings.HasPrefix(text(res), "destructive action requires confirmation") {
				t.Fatalf("%s: %s", c.action, text(res))
			}
			if got := status(t, cl); got != c.want {
				t.Errorf("after %s the page says %q, want %q", c.action, got, c.want)
			}
			entries := logEntries(t, testGuardLog)
			last := entries[len(entries)-1]
			if last.DecidedBy != guard.ByPerson || last.Category != guard.Account || last.Severity != guard.High || last.Time.IsZero() || last.URL == "" {
				t.Errorf("security log: %+v", last)
			}
		})
	}
}

func TestGuardConfirmationIDs(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP) // no elicitation; the shared server runs --confirm=agent
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html")}, nil)
	msg := mustFail(t, c, "browser_click", map[string]any{"selector": "#del"}, "destructive action requires confirmation", "account", "confirmation_id")
	id := confirmationID(t, msg)
	// Mismatch: the id was for #del, not #logout (and burns on misuse).
	mustFail(t, c, "browser_click", map[string]any{"selector": "#logout", "confirmation_id": id}, "different action")
	msg = mustFail(t, c, "browser_click", map[string]any{"selector": "#del"}, "confirmation_id")
	id = confirmationID(t, msg)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#del", "confirmation_id": id}, nil)
	if got := status(t, c); got != "account deleted" {
		t.Fatalf("confirmed click did not happen: %q", got)
	}
	// Replay is refused.
	mustFail(t, c, "browser_click", map[string]any{"selector": "#del", "confirmation_id": id}, "unknown or already used")
	// Another page: an id issued on danger.html does not work elsewhere.
	msg = mustFail(t, c, "browser_click", map[string]any{"selector": "#logout"}, "confirmation_id")
	id = confirmationID(t, msg)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html?other")}, nil)
	mustFail(t, c, "browser_click", map[string]any{"selector": "#logout", "confirmation_id": id}, "different action", "page")
	// Expiry, with a guard whose clock runs ahead.
	var now atomic.Int64
	now.Store(time.Now().UnixNano())
	g := *testBox.Guard
	g.Confirms = guard.NewConfirmations(func() time.Time { return time.Unix(0, now.Load()) })
	tb := *testBox
	tb.Guard = &g
	srv, err := tb.NewServer(ServerOptions{Name: "expiry", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c2 := connect(t, srv)
	mustOK(t, c2, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html")}, nil)
	id = confirmationID(t, mustFail(t, c2, "browser_click", map[string]any{"selector": "#del"}, "confirmation_id"))
	now.Add(int64(guard.ConfirmationTTL + time.Second))
	mustFail(t, c2, "browser_click", map[string]any{"selector": "#del", "confirmation_id": id}, "expired")
	if got := status(t, c2); got != "account active" {
		t.Errorf("expired confirmation still clicked: %q", got)
	}
}

// denyServer is a server whose guard refuses (the default --confirm=deny).
func denyServer(t *testing.T) (*server.MCPServer, string) {
	t.Helper()
	logPath := filepath.Join(t.TempDir(), "security.jsonl")
	tb := *testBox
	tb.Guard = &Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Writes: guard.WritesStandard, Log: guard.NewLog(logPath, nil), Confirms: guard.NewConfirmations(nil)}
	srv, err := tb.NewServer(ServerOptions{Name: "deny", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return srv, logPath
}

// TestPromptInjectionIsStillGated: the page claims the user approved; every
// path to the destructive control is still refused.
func TestPromptInjectionIsStillGated(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv, logPath := denyServer(t)
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html")}, nil)
	var st structureResult
	res := mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	if !strings.HasPrefix(text(res), guard.UntrustedNote) {
		t.Errorf("page structure is not framed as untrusted: %.80q", text(res))
	}
	var ref string
	for _, e := range st.Elements {
		if e.Name == "Delete account" {
			ref = e.Ref
		}
	}
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Delete account", "exact": true}, &found)
	paths := []struct {
		tool string
		args map[string]any
	}{
		{"browser_click", map[string]any{"text": "Delete account"}},
		{"browser_click", map[string]any{"ref": ref}},
		{"browser_click", map[string]any{"selector": "#del"}},
		{"browser_click", map[string]any{"x": found.Element.X, "y": found.Element.Y}},
		{"browser_press_key", map[string]any{"key": "Enter", "selector": "#del"}},
		{"skill_run", map[string]any{"id": saveDangerSkill(t, c)}},
	}
	for _, p := range paths {
		res := call(t, c, p.tool, p.args)
		msg := text(res)
		if !res.IsError || !strings.Contains(msg, "destructive action requires confirmation") {
			t.Errorf("%s %v was not gated: %s", p.tool, p.args, msg)
		}
		if p.tool != "skill_run" && !strings.HasPrefix(msg, "destructive action requires confirmation: account (high severity)") ||
			p.tool != "skill_run" && !strings.Contains(msg, "--allow-destructive=account") {
			t.Errorf("%s: refusal does not say what and how: %s", p.tool, msg)
		}
		if got := status(t, c); got != "account active" {
			t.Fatalf("%s %v deleted the account", p.tool, p.args)
		}
	}
	// Benign neighbours still work.
	mustOK(t, c, "browser_click", map[string]any{"selector": "#export"}, nil)
	entries := logEntries(t, logPath)
	if len(entries) < len(paths) {
		t.Errorf("%d refusals logged for %d attempts", len(entries), len(paths))
	}
	for _, e := range entries {
		if e.Decision != guard.Refused || e.DecidedBy != guard.ByPolicy || e.Session == "" || e.Element == "" {
			t.Errorf("log entry: %+v", e)
		}
	}
}

func saveDangerSkill(t *testing.T, c *client.Client) string {
	t.Helper()
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Remove my account from the danger page", "start_url": pageURL("/pages/danger.html"),
		"plan": []map[string]any{{"action": "CLICK", "target_description": "Delete account", "semantic_role": "confirmation",
			"hints": map[string]any{"selector": "#del", "role": "button", "name": "Delete account"}}}}, &saved)
	return saved.ID
}

// TestURLPolicy blocks navigation and sub-requests by origin, the metadata
// address always, and private networks on request. Servers run on 127.0.0.x.
func TestURLPolicy(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var blockedHits atomic.Int32
	blockedSrv := listenOn(t, "127.0.0.3", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		blockedHits.Add(1)
		w.Write([]byte("tracking"))
	}))
	page := listenOn(t, "127.0.0.2", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>Sub-requests</title></head><body><main><h1>Hi</h1>
<img src="%s/pixel.png" alt="pixel"><script>const f = fetch(%q).then(() => document.title = 'fetched', () => document.title = 'fetch blocked');
window.addEventListener('load', () => f.then(() => { const d = document.createElement('p'); d.id = 'done'; d.textContent = 'done'; document.body.append(d); }));</script></main></body></html>`,
			blockedSrv, blockedSrv+"/api")
	}))
	// The origin, not all of 127.0.0.3: that address is this machine,
	// whose other ports serve the page.
	policy := &guard.URLPolicy{Blocked: []string{blockedSrv}}
	var mu sync.Mutex
	filter := func(ctx context.Context, u string) error {
		mu.Lock()
		p := policy
		mu.Unlock()
		return p.Check(ctx, u)
	}
	mgr := browser.NewManager(browser.Config{Runtime: testBox.Browser.Config().Runtime, Headless: true, OutputDir: t.TempDir(),
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), RequestFilter: filter})
	defer mgr.Close()
	tb := *testBox
	tb.Browser = mgr
	srv, err := tb.NewServer(ServerOptions{Name: "policy", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	var nav struct {
		Title string `json:"title"`
	}
	// #done: the image and the fetch have both been decided.
	mustOK(t, c, "browser_navigate", map[string]any{"url": page + "/"}, &nav)
	mustOK(t, c, "browser_wait", map[string]any{"selector": "#done", "timeout_ms": 30000}, nil)
	if n := blockedHits.Load(); n != 0 {
		t.Errorf("the blocked origin received %d sub-requests", n)
	}
	var tabs tabsResult
	mustOK(t, c, "browser_tabs", map[string]any{}, &tabs)
	if tabs.Title != "fetch blocked" {
		t.Errorf("page title %q: the fetch to the blocked origin was not refused", tabs.Title)
	}
	for _, u := range []string{blockedSrv + "/", "http://169.254.169.254/latest/meta-data/", "http://[fd00:ec2::254]/",
		"file:///etc/passwd", "javascript:alert(1)", "data:text/html,<h1>x</h1>"} {
		mustFail(t, c, "browser_navigate", map[string]any{"url": u}, "browser_navigate")
	}
	if n := blockedHits.Load(); n != 0 {
		t.Errorf("navigation reached the blocked origin %d times", n)
	}
	mu.Lock()
	policy = &guard.URLPolicy{BlockPrivate: true}
	mu.Unlock()
	mustFail(t, c, "browser_navigate", map[string]any{"url": page + "/"}, "private address")
	mu.Lock()
	policy = &guard.URLPolicy{Allowed: []string{"*.example.com"}}
	mu.Unlock()
	mustFail(t, c, "browser_navigate", map[string]any{"url": page + "/"}, "not in --allowed-origins")
}

func listenOn(t *testing.T, ip string, h http.Handler) string {
	t.Helper()
	ln, err := net.Listen("tcp", ip+":0")
	if err != nil {
		t.Fatalf("listen on %s: %v", ip, err)
	}
	srv := &httptest.Server{Listener: ln, Config: &http.Server{Handler: h}}
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.URL
}

// TestSecretsAreRedacted: ${NAME} is filled from --secrets when typing, and
// the value never appears in results, logs or saved skills.
func TestSecretsAreRedacted(t *testing.T) {
	t.Parallel()
	const secret = "tok_live_9f8e7d6c5b4a"
	dir := t.TempDir()
	env := filepath.Join(dir, "secrets.env")
	os.WriteFile(env, []byte("# test\nAPI_TOKEN="+secret+"\n"), 0o600)
	secrets, err := guard.LoadSecrets(env)
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	logger := slog.New(guard.RedactingHandler(slog.NewTextHandler(&logs, nil), secrets))
	tb := *testBox
	tb.Log = logger
	tb.Guard = &Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Writes: guard.WritesStandard, Log: guard.NewLog(filepath.Join(dir, "sec.jsonl"), secrets.Redact),
		Confirms: guard.NewConfirmations(nil), Secrets: secrets}
	srv, err := tb.NewServer(ServerOptions{Name: "secrets", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/danger.html")}, nil)
	res := mustOK(t, c, "browser_type", map[string]any{"selector": "#token", "text": "${API_TOKEN}", "submit": true}, nil)
	var st structureResult
	res2 := mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	var found findTextResult
	res3 := mustOK(t, c, "browser_find_by_text", map[string]any{"text": "typed:"}, &found)
	for _, r := range []*mcp.CallToolResult{res, res2, res3} {
		b, _ := json.Marshal(r)
		if strings.Contains(string(b), secret) {
			t.Fatalf("secret leaked in a result: %s", b)
		}
	}
	if !strings.Contains(found.Element.Name, "[REDACTED:API_TOKEN]") {
		t.Errorf("the typed secret did not reach the page, or was not redacted: %q", found.Element.Name)
	}
	logger.Info("debug dump", "value", "typed: "+secret, "nested", slog.GroupValue(slog.String("k", secret)))
	if strings.Contains(logs.String(), secret) || !strings.Contains(logs.String(), "[REDACTED:API_TOKEN]") {
		t.Errorf("log not redacted: %s", logs.String())
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Store the API token on the danger page", "start_url": pageURL("/pages/danger.html"),
		"plan": []map[string]any{{"action": "TYPE", "target_description": "Notes", "value": "key " + secret}}}, &saved)
	raw, _ := os.ReadFile(filepath.Join(testBox.Skills.Dir(), "skills", saved.ID+".json"))
	if strings.Contains(string(raw), secret) || !strings.Contains(string(raw), "${API_TOKEN}") {
		t.Errorf("skill stores the secret: %s", raw)
	}
}

// BenchmarkClickGuardOverhead: browser_click on a benign button with the
// guard on, against the same server with no guard (baseline, same run).
func BenchmarkClickGuardOverhead(b *testing.B) {
	for _, withGuard := range []bool{false, true} {
		name := "baseline-no-guard"
		tb := *testBox
		if withGuard {
			name = "guard-on"
		} else {
			tb.Guard = nil
		}
		srv, err := tb.NewServer(ServerOptions{Name: name, Version: "bench"})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(name, func(b *testing.B) {
			c := connect(b, srv)
			mustOK(b, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				mustOK(b, c, "browser_click", map[string]any{"selector": "#save"}, nil)
			}
		})
	}
}
