package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
	"github.com/accessagents/accessagents/tools"
)

// run executes the command and returns the process exit code.
func run(ctx context.Context, cfg Config) (int, error) {
	if cfg.TraceDir != "" && cfg.SecretsFile != "" {
		// A trace keeps what was typed and sent, in clear: the very values
		// --secrets promises never reach an output.
		return 2, errors.New("--trace cannot be used with --secrets: a trace records typed text and request bodies in clear, so it would write the secrets' values to disk; drop one of the two")
	}
	secrets, err := guard.LoadSecrets(cfg.SecretsFile)
	if err != nil {
		return 2, err
	}
	// The log and a crawl's live progress line share stderr.
	errOut := &stderrLines{w: os.Stderr}
	logger, closeLog, err := newLogger(cfg, secrets, errOut)
	if err != nil {
		return 2, err
	}
	defer closeLog()
	if names := secrets.Unbound(); len(names) > 0 {
		logger.Warn("secrets not bound to an origin can be typed on any page; bind them in the secrets file as NAME@https://app.example.com=value",
			"secrets", strings.Join(names, ","))
	}
	switch cfg.Command {
	case "version":
		fmt.Println("accessagents", version)
		return 0, nil
	case "setup":
		return runSetup(ctx, cfg)
	case "doctor":
		return runDoctor(cfg, os.Stdout), nil
	case "skills":
		return runSkills(ctx, cfg, logger, os.Stdout, os.Stderr)
	}
	if cfg.Command == "run" {
		// The state-capture dataset lands next to run.json.
		cfg.OutputDir = cfg.OutDir
	}
	tb, err := newToolbox(ctx, cfg, logger, secrets)
	if err != nil {
		return 2, err
	}
	// Runs after the browser is closed: its last refusals are counted by then.
	defer tb.Guard.Log.Flush()
	defer closeBrowser(tb.Browser, logger)
	switch cfg.Command {
	case "tools":
		return printTools(tb, cfg.Format, os.Stdout)
	case "run":
		return runAutonomous(ctx, cfg, tb, logger)
	case "audit":
		if cfg.Crawl.Enabled() {
			return runCrawl(ctx, cfg, tb, os.Stdout, errOut)
		}
		return runAudit(ctx, cfg, tb)
	case "fix":
		return runFix(ctx, cfg, tb)
	case "login":
		return runLogin(ctx, cfg, tb, secrets)
	}
	opts := tools.ServerOptions{Name: "accessagents", Version: version,
		Selection: tools.Selection{Toolsets: cfg.Toolsets, ReadOnly: cfg.ReadOnly}}
	if cfg.HTTPAddr != "" {
		opts.ReleaseGrace = 5 * time.Minute
	}
	store, err := openSkills(ctx, cfg, logger)
	if err != nil {
		return 2, err
	}
	defer store.Close()
	tb.Skills = store
	srv, err := tb.NewServer(opts)
	if err != nil {
		return 2, err
	}
	if probs := tb.Browser.Config().Runtime.Check(); len(probs) > 0 {
		// Serve anyway so the client sees the tools; calls will report the fix.
		for _, p := range probs {
			logger.Warn("runtime incomplete", "component", p.Component, "detail", p.Detail, "fix", p.Fix)
		}
	}
	if cfg.HTTPAddr != "" {
		return serveHTTP(ctx, srv, cfg.HTTPAddr, cfg.HTTPToken, logger)
	}
	return serveStdio(ctx, srv, logger)
}

func newLogger(cfg Config, secrets *guard.Secrets, stderr io.Writer) (*slog.Logger, func(), error) {
	w := stderr
	closeFn := func() {}
	if cfg.LogFile != "" {
		f, err := os.OpenFile(cfg.LogFile, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
		if err != nil {
			return nil, nil, fmt.Errorf("--log-file: %w", err)
		}
		w, closeFn = f, func() { f.Close() }
	}
	// Secrets never reach the log, whatever a message or attribute holds.
	l := slog.New(guard.RedactingHandler(slog.NewTextHandler(w, &slog.HandlerOptions{Level: cfg.LogLevel}), secrets))
	slog.SetDefault(l)
	return l, closeFn, nil
}

func newToolbox(ctx context.Context, cfg Config, logger *slog.Logger, secrets *guard.Secrets) (*tools.Toolbox, error) {
	if cfg.Writes == guard.WritesStrict && cfg.Remote.WireHost == "" {
		// Never silently weaker: strict mode holds only at the wire.
		for _, ep := range cfg.Remote.Endpoints() {
			if !browser.OnThisMachine(ep.URL) {
				return nil, fmt.Errorf("--writes strict (the default) judges every request a page sends at this server's proxy, which a browser on another machine (%s) cannot reach at 127.0.0.1; "+
					"pass --wire-host with an address of this machine it reaches (e.g. --wire-host 10.0.0.5, a pod's IP), or --writes standard to judge its writes at the pages' routes, a heuristic (docs/security.md)", guard.RedactQuery(ep.URL))
			}
		}
	}
	reg, err := schemas.Load()
	if err != nil {
		return nil, fmt.Errorf("load schemas: %w", err)
	}
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{DriverDir: cfg.DriverPath, BrowserPath: cfg.BrowserPath, RuntimeDir: cfg.RuntimeDir})
	axe, err := audit.LoadAxe(rt.AxePath)
	if err != nil {
		// Serve the browser tools anyway; audit calls say how to install axe.
		logger.Warn("auditing unavailable", "error", err)
	}
	engine := audit.NewEngine(axe, logger)
	policy := &guard.URLPolicy{Allowed: cfg.AllowedOrigins, Blocked: cfg.BlockedOrigins, BlockPrivate: cfg.BlockPrivate}
	// The policy is enforced where the browser connects: Chromium (and
	// Playwright's request API) go through this proxy; it lives as long as ctx.
	proxy, err := guard.StartProxy(ctx, policy, logger)
	if err != nil {
		return nil, err
	}
	if cfg.Remote.WireHost != "" {
		if err := proxy.WiresOn(cfg.Remote.WireHost); err != nil {
			return nil, err
		}
	}
	mgr := browser.NewManager(browser.Config{Runtime: rt, Headless: cfg.Headless, Viewport: cfg.Viewport,
		OutputDir: cfg.OutputDir, TraceDir: cfg.TraceDir, Logger: logger, OnSessionClose: engine.Forget, RequestFilter: policy.Check, Redact: secrets.Redact,
		RequireGate:  true, // every act must come through the tools, past the guard
		StorageState: cfg.StorageState, Endpoints: cfg.Remote.Endpoints(), PageHeapMB: cfg.Remote.PageHeapMB,
		RequireWire: cfg.Writes == guard.WritesStrict}.ThroughProxy(proxy))
	g := &tools.Guardian{Policy: guard.Policy{Confirm: cfg.Confirm, Allowed: cfg.AllowDestructive}, Writes: cfg.Writes, AllowWrites: cfg.AllowWrites,
		Log: guard.NewLog(cfg.SecurityLog, secrets.Redact), Confirms: guard.NewConfirmations(nil), Secrets: secrets}
	if cfg.Command != "serve" && cfg.Command != "audit" {
		// Commands that run on their own (not for an MCP client) ask the
		// person at the terminal, and deny when there is none. An audit
		// (one page or a crawl, often unattended) never means to act: what
		// a page sends that the guard judges destructive is refused
		// without a question that could hold the run.
		g.Terminal = guard.Terminal{In: os.Stdin, Out: os.Stderr, Yes: cfg.Yes}.Ask
	}
	tb := &tools.Toolbox{Browser: mgr, Audit: engine, Schemas: reg, Log: logger, Guard: g, UploadDir: cfg.UploadDir}
	tb.Serving = cfg.Command == "serve"
	tb.DevApp = cfg.Source != ""
	if cfg.Source != "" {
		tb.Source = &tools.SourceRoot{Dir: cfg.Source}
	}
	// audit_site crawls through the tool layer: a session of its own per page.
	tb.Crawler = agent.SiteCrawler{ClientName: "accessagents-audit-site", Version: version}
	return tb, nil
}

// openSkills opens the skills library with the configured embedder: the
// offline lexical one, or a real model behind an OpenAI-compatible or
// Ollama endpoint (key from ACCESSAGENTS_EMBEDDINGS_KEY or OPENAI_API_KEY).
func openSkills(ctx context.Context, cfg Config, logger *slog.Logger) (*skills.Store, error) {
	dir := cfg.SkillsDir
	if dir == "" {
		dir = skills.DefaultDir()
	}
	var emb skills.Embedder = skills.Lexical{}
	if cfg.EmbeddingsURL != "" {
		if cfg.EmbeddingsKind == "ollama" {
			emb = skills.NewOllama(cfg.EmbeddingsURL, cfg.EmbeddingsModel)
		} else {
			key := os.Getenv("ACCESSAGENTS_EMBEDDINGS_KEY")
			if key == "" {
				key = os.Getenv("OPENAI_API_KEY")
			}
			emb = skills.NewOpenAICompatible(cfg.EmbeddingsURL, key, cfg.EmbeddingsModel)
		}
	}
	store, err := skills.Open(ctx, dir, emb, skills.Options{Threshold: cfg.SkillThreshold, Logger: logger})
	if err != nil {
		return nil, fmt.Errorf("skills library: %w", err)
	}
	logger.Info("skills library open", "dir", dir, "skills", store.Count(), "embedder", emb.ID())
	return store, nil
}

func serveStdio(ctx context.Context, srv *server.MCPServer, logger *slog.Logger) (int, error) {
	stdio := server.NewStdioServer(srv)
	stdio.SetErrorLogger(slog.NewLogLogger(logger.Handler(), slog.LevelError))
	logger.Info("serving MCP over stdio")
	err := stdio.Listen(ctx, os.Stdin, os.Stdout)
	if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, io.EOF) {
		return 1, err
	}
	return 0, nil
}

// ErrUnauthenticatedBind refuses to serve HTTP beyond loopback without a token.
var ErrUnauthenticatedBind = errors.New("refusing to serve HTTP on a non-loopback address without a bearer token")

func serveHTTP(ctx context.Context, srv *server.MCPServer, addr, token string, logger *slog.Logger) (int, error) {
	h := tools.NewHTTPHandler(srv, logger)
	mux := http.NewServeMux()
	if token != "" {
		mux.Handle("/mcp", tools.RefuseForeignOrigin(tools.RequireBearer(token, h)))
	} else {
		mux.Handle("/mcp", tools.RefuseForeignOrigin(h))
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return 2, fmt.Errorf("listen %s: %w", addr, err)
	}
	if tcp, ok := ln.Addr().(*net.TCPAddr); token == "" && (!ok || !tcp.IP.IsLoopback()) {
		ln.Close()
		return 2, fmt.Errorf("%w: %s is reachable from other machines, and anyone who can reach it could drive the browser. "+
			"Set a token with --http-token-file FILE or ACCESSAGENTS_HTTP_TOKEN (clients send Authorization: Bearer <token>), "+
			"or bind to 127.0.0.1 and front it with an authenticating proxy", ErrUnauthenticatedBind, ln.Addr())
	}
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go func() {
		<-ctx.Done()
		sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = h.Shutdown(sctx)
		_ = hs.Shutdown(sctx)
	}()
	// Tests and scripts read this line to find an ephemeral port.
	logger.Info("serving MCP over streamable HTTP", "url", "http://"+ln.Addr().String()+"/mcp", "bearer_token", token != "")
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return 1, err
	}
	return 0, nil
}

func printTools(tb *tools.Toolbox, format string, w io.Writer) (int, error) {
	switch format {
	case "markdown":
		fmt.Fprint(w, tb.Markdown())
	case "json":
		list, err := tb.ToolList()
		if err != nil {
			return 1, err
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(list); err != nil {
			return 1, err
		}
	default:
		return 2, fmt.Errorf("--format %q: use markdown or json", format)
	}
	return 0, nil
}

// browserCloseWait bounds shutting the browser down: the work is done and
// written by then, and a process that waits on a stuck Chromium or driver
// holds a CI job until its own time limit (an outside run saw fix sit for
// 19 minutes after its summary).
const browserCloseWait = 20 * time.Second

// closeBrowser closes the browser and its driver, waiting at most
// browserCloseWait; past that the process exits and takes them with it.
func closeBrowser(m *browser.Manager, logger *slog.Logger) {
	done := make(chan struct{})
	go func() {
		m.Close()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(browserCloseWait):
		logger.Warn("the browser did not close within the limit; exiting without it", "limit", browserCloseWait)
	}
}
