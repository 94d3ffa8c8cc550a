package agent

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/tools"
)

// One browser and one Toolbox for the package; each test connects its own
// in-process client, so its own MCP session and browser context.
var (
	testBox *tools.Toolbox
	testWeb *httptest.Server
)

func TestMain(m *testing.M) {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "agent tests need the browser runtime; run `make setup`:", probs)
		os.Exit(1)
	}
	out, err := os.MkdirTemp("", "aa-agent-test-")
	if err != nil {
		panic(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	reg, err := schemas.Load()
	if err != nil {
		panic(err)
	}
	axe, err := audit.LoadAxe(rt.AxePath)
	if err != nil {
		panic(err)
	}
	engine := audit.NewEngine(axe, logger)
	mgr := browser.NewManager(browser.Config{Runtime: rt, Headless: true, OutputDir: out, Logger: logger, OnSessionClose: engine.Forget, RequireGate: true})
	// Nobody at a terminal: the guard refuses what it would ask about.
	g := &tools.Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Writes: guard.WritesStandard,
		Log: guard.NewLog(filepath.Join(out, "security.jsonl"), nil), Confirms: guard.NewConfirmations(nil), Terminal: guard.Terminal{In: nil}.Ask}
	testBox = &tools.Toolbox{Browser: mgr, Audit: engine, Schemas: reg, Log: logger, Guard: g,
		Crawler: SiteCrawler{ClientName: "agent-test", Version: "test"}}
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../testdata/pages"))))
	mux.HandleFunc("/unnamed-image", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Gallery</title></head><body><main><h1>Gallery</h1>`+
			`<img id="pic" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></main></body></html>`)
	})
	testWeb = httptest.NewServer(mux)
	code := m.Run()
	mgr.Close()
	testWeb.Close()
	os.RemoveAll(out)
	os.Exit(code)
}

func connect(t testing.TB) *Client {
	t.Helper()
	c, closeC, err := Connect(context.Background(), testBox, "agent-test", "test")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(closeC)
	return c
}
