package tools

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
)

// One browser and one MCP server for the package; each test connects its
// own client, which is its own MCP session and so its own browser context.
var (
	testBox *Toolbox
	testMCP *server.MCPServer
	testWeb *httptest.Server
	// testGuardLog is the shared server's --security-log; its guard runs
	// with --confirm=agent.
	testGuardLog string
)

// The agent layer (the site crawler, the remediation loop) sits above
// this package, so its internal tests cannot import it: agent_wiring_test.go
// (package tools_test, which may) sets these before TestMain runs.
var (
	TestCrawler   SiteCrawler
	TestRemediate func(ctx context.Context, c *client.Client, url string) (report.Remediation, error)
)

func TestMain(m *testing.M) {
	flag.Parse()
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "tools tests need Chromium and the Playwright driver; run `make setup`:")
		for _, p := range probs {
			fmt.Fprintln(os.Stderr, " ", p)
		}
		os.Exit(1)
	}
	reg, err := schemas.Load()
	if err != nil {
		panic(err)
	}
	out, err := os.MkdirTemp("", "aa-tools-test-")
	if err != nil {
		panic(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		logger = slog.New(slog.NewTextHandler(os.Stderr, nil))
	}
	axe, err := audit.LoadAxe(rt.AxePath)
	if err != nil {
		panic(err)
	}
	engine := audit.NewEngine(axe, logger)
	// Every test's browser goes through the URL-policy proxy as the
	// binary's does: pages over https meet the proxy's own certificates,
	// and each judged context its own wire.
	proxy, err := guard.StartProxy(context.Background(), &guard.URLPolicy{}, logger)
	if err != nil {
		panic(err)
	}
	testBrowserConfig = proxiedConfig(browser.Config{Runtime: rt, Headless: true, OutputDir: out, Logger: logger, OnSessionClose: engine.Forget, RequireGate: true}, proxy)
	mgr := browser.NewManager(testBrowserConfig)
	store, err := skills.Open(context.Background(), filepath.Join(out, "skills"), skills.Lexical{}, skills.Options{Logger: logger})
	if err != nil {
		panic(err)
	}
	testGuardLog = filepath.Join(out, "security.jsonl")
	guardian := &Guardian{Policy: guard.Policy{Confirm: guard.ConfirmAgent}, Writes: guard.WritesStandard, Log: guard.NewLog(testGuardLog, nil),
		Confirms: guard.NewConfirmations(nil)}
	testBox = &Toolbox{Browser: mgr, Audit: engine, Skills: store, Schemas: reg, Log: logger, Guard: guardian, Crawler: TestCrawler}
	testMCP, err = testBox.NewServer(ServerOptions{Name: "accessagents", Version: "test"})
	if err != nil {
		panic(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../testdata/pages"))))
	mux.Handle("/site/", http.StripPrefix("/site/", http.FileServer(http.Dir("../testdata/site"))))
	mux.Handle("/checks/", http.StripPrefix("/checks/", http.FileServer(http.Dir("../testdata/checks"))))
	mux.HandleFunc("/vendor/sortable.js", func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, "../testdata/mcpclients/node_modules/sortablejs/Sortable.min.js")
	})
	mux.HandleFunc("/generated/violations", func(w http.ResponseWriter, r *http.Request) {
		// n unnamed images: a page with thousands of violations.
		n, _ := strconv.Atoi(r.URL.Query().Get("n"))
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Many violations</title></head><body><main><h1>Gallery</h1>`)
		for i := 0; i < n; i++ {
			fmt.Fprintf(w, `<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="4" height="4" id="i%d">`, i)
		}
		fmt.Fprint(w, `</main></body></html>`)
	})
	testWeb = httptest.NewServer(mux)
	code := m.Run()
	mgr.Close()
	testWeb.Close()
	os.RemoveAll(out)
	os.Exit(code)
}

// fullCorpora is set by make test-full (ACCESSAGENTS_TEST_FULL=1): corpus
// tests take every page, in the shape they were first written in, instead
// of make test's sample or split.
var fullCorpora = os.Getenv("ACCESSAGENTS_TEST_FULL") != ""

func corpusScope() string {
	if fullCorpora {
		return "full corpus: ACCESSAGENTS_TEST_FULL is set"
	}
	return "make test's share; make test-full runs the whole corpus"
}

func pageURL(p string) string { return testWeb.URL + p }

// testCtx bounds one tool call. It is a hang guard, not a speed limit: a
// scan of the soak's 600-row table takes over a minute when the suite has
// the machine's two cores busy with other packages' browsers.
func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	t.Cleanup(cancel)
	return ctx
}

// connect starts an initialised in-process MCP client (a new session).
func connect(t testing.TB, srv *server.MCPServer) *client.Client {
	t.Helper()
	return connectWithID(t, srv, nil)
}

// connectWithID is connect that also writes the server's session id for
// this client to *id, when id is not nil.
func connectWithID(t testing.TB, srv *server.MCPServer, id *string) *client.Client {
	t.Helper()
	c, err := client.NewInProcessClient(srv)
	if err != nil {
		t.Fatal(err)
	}
	ctx := testCtx(t)
	startCtx := ctx
	if id != nil {
		startCtx = WithSessionIDSink(ctx, id)
	}
	if err := c.Start(startCtx); err != nil {
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "tools-test", Version: "1"}
	if _, err := c.Initialize(ctx, req); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// call invokes a tool and, for successful results, checks the structured
// content against the tool's output schema.
func call(t testing.TB, c *client.Client, name string, args any) *mcp.CallToolResult {
	t.Helper()
	req := mcp.CallToolRequest{}
	req.Params.Name = name
	req.Params.Arguments = args
	res, err := c.CallTool(testCtx(t), req)
	if err != nil {
		t.Fatalf("%s: protocol error: %v", name, err)
	}
	if !res.IsError {
		if res.StructuredContent == nil {
			t.Fatalf("%s: no structured content", name)
		}
		b, _ := json.Marshal(res.StructuredContent)
		var v any
		_ = json.Unmarshal(b, &v)
		if err := testBox.Schemas.ValidateOutput(name, v); err != nil {
			t.Fatalf("%s: result does not match its output schema: %v\n%s", name, err, b)
		}
	}
	return res
}

// mustOK calls a tool that must succeed and decodes its structured result.
func mustOK(t testing.TB, c *client.Client, name string, args any, out any) *mcp.CallToolResult {
	t.Helper()
	res := call(t, c, name, args)
	if res.IsError {
		t.Fatalf("%s %v: %s", name, args, text(res))
	}
	if out != nil {
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, out); err != nil {
			t.Fatal(err)
		}
	}
	return res
}

// mustFail calls a tool that must return isError containing every want.
func mustFail(t testing.TB, c *client.Client, name string, args any, want ...string) string {
	t.Helper()
	res := call(t, c, name, args)
	msg := text(res)
	if !res.IsError {
		t.Fatalf("%s %v succeeded; want an error containing %q", name, args, want)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("%s %v: error %q lacks %q", name, args, msg, w)
		}
	}
	return msg
}

func text(res *mcp.CallToolResult) string {
	var parts []string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			parts = append(parts, tc.Text)
		}
	}
	return strings.Join(parts, "\n")
}

// testBrowserConfig is the shared test browser's configuration.
var testBrowserConfig browser.Config

// directBox is testBox on a browser that goes through no proxy, for
// controls that must see what a page sends straight to the network.
func directBox(t *testing.T) *Toolbox {
	t.Helper()
	cfg := testBrowserConfig
	cfg.ProxyURL, cfg.BrowserProxyURL, cfg.ProxySPKI, cfg.ProxyTLS, cfg.OpenWire = "", "", nil, nil, nil
	cfg.ProxyBlocks, cfg.ProxyUnreachable = nil, nil
	mgr := browser.NewManager(cfg)
	t.Cleanup(func() { _ = mgr.Close() })
	box := *testBox
	box.Browser = mgr
	return &box
}

// fullChromiumBox is testBox on a browser of its own that launches
// Chromium itself even where the headless shell is installed, for a test
// of something only Chromium has.
func fullChromiumBox(t *testing.T) *Toolbox {
	t.Helper()
	cfg := testBrowserConfig
	cfg.Runtime.HeadlessShellPath = ""
	mgr := browser.NewManager(cfg)
	t.Cleanup(func() { _ = mgr.Close() })
	box := *testBox
	box.Browser = mgr
	return &box
}
