package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/tools"
)

// Config is everything the flags and env vars decide.
type Config struct {
	Command string // serve, setup, doctor, tools, version

	HTTPAddr    string
	HTTPToken   string // bearer token required on every HTTP request; never logged
	Headless    bool
	BrowserPath string
	DriverPath  string
	RuntimeDir  string
	Viewport    browser.Viewport
	OutputDir   string
	ReadOnly    bool
	Toolsets    []string
	LogLevel    slog.Level
	LogFile     string

	SetupDir   string   // setup: where to install; default the per-user cache
	NoChromium bool     // setup: skip the apt-get step
	Format     string   // tools: markdown|json; audit: text|json|sarif|html
	OutDir     string   // audit/fix: where reports go
	Lang       string   // fix: document language to set when a page has none
	Targets    []string // audit/fix: URLs or local HTML files
	Checks     string   // audit: cheap (in every scan) or all (adds the keyboard, reflow, … checks)
	// Standard (audit.ParseStandard) and BestPractice: what an audit counts
	// as a violation, and whether best-practice findings are reported apart.
	Standard     string
	BestPractice bool
	Crawl        CrawlConfig
	Remote       RemoteConfig
	// StorageState is a Playwright storage-state file every browser context
	// starts from (cookies and local storage of a logged-in session).
	StorageState string

	SkillsDir         string
	SkillThreshold    float64
	EmbeddingsURL     string
	EmbeddingsModel   string
	EmbeddingsKind    string // openai (any OpenAI-compatible) or ollama
	EmbeddingsKeyName string // env var the key came from, for messages (never the key)

	Confirm          string // deny | agent
	AllowDestructive map[string]bool
	Writes           guard.WriteMode    // --writes strict|standard
	AllowWrites      []guard.WriteScope // --allow-writes
	SecurityLog      string
	AllowedOrigins   []string
	BlockedOrigins   []string
	BlockPrivate     bool
	SecretsFile      string
	Yes              bool

	Autonomous    bool
	StartURL      string
	Task          string
	LLMBaseURL    string
	LLMModel      string
	VisionModel   string
	MaxIterations int
	TokenBudget   int
	Timeout       time.Duration
}

// env returns the env var or def.
func env(name, def string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	return def
}

// envInt is an integer from the environment, or def when unset or not
// a number.
func envInt(name string, def int) int {
	if n, err := strconv.Atoi(strings.TrimSpace(os.Getenv(name))); err == nil {
		return n
	}
	return def
}

func envBool(name string, def bool) bool {
	if v, ok := os.LookupEnv(name); ok {
		if b, err := strconv.ParseBool(v); err == nil {
			return b
		}
	}
	return def
}

const usage = `accessagents — an MCP tool server that drives a real headless Chromium.

Usage:
  accessagents [flags]                  serve MCP over stdio (what Claude Desktop runs)
  accessagents serve [--http ADDR]      serve over stdio, or streamable HTTP on ADDR/mcp
  accessagents audit URL|FILE [--format text|json|sarif|html] [--out DIR] [--checks cheap|all] [--baseline report.json]
        [--standard wcag2a|wcag2aa|wcag21aa|wcag22aa|wcag22aaa] [--best-practice]
                                        scan with axe-core; exit 0 clean, 1 violations, 2 error
  accessagents audit --crawl URL --out DIR [--max-pages N] [--depth D] [--include GLOB] [--exclude GLOB]
        [--sitemap URL] [--urls FILE] [--concurrency N] [--baseline site.json] [--fail-on IMPACT]
        [--format json|sarif|html] [--storage-state FILE] [--checks cheap|all]
                                        audit a whole site (resumable: re-run with the same --out);
                                        exit 0 clean, 1 findings fail the gate, 2 error or login wall
  accessagents login --url URL --out state.json [--headless=false | --secrets FILE]
                                        record a logged-in storage state: log in in the window and
                                        press Enter, or fill the form from LOGIN_USER/LOGIN_PASSWORD
  accessagents fix URL|FILE... [--out DIR] [--lang L]
                                        audit, fix, verify and re-scan offline; reports + patch in DIR
  accessagents --autonomous --url URL "task" --llm-base-url URL --llm-model M [--out DIR]
                                        do one task with the built-in planner (skills first; a
                                        matching skill needs no model); exit 0 done, 1 not, 2 error
  accessagents setup [--dir DIR]        install the pinned Playwright driver, axe-core and Chromium
  accessagents doctor                   report what is installed and what is missing
  accessagents tools [--format markdown|json]   print the tool list
  accessagents version

Flags (env var in brackets):
`

// parseConfig turns argv and the environment into a Config.
func parseConfig(args []string, stderr io.Writer) (Config, error) {
	cfg := Config{Command: "serve"}
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cfg.Command, args = args[0], args[1:]
	}
	switch cfg.Command {
	case "serve", "setup", "doctor", "tools", "version", "help", "audit", "fix", "login":
	case "autonomous":
		return cfg, fmt.Errorf("use the --autonomous flag: accessagents --autonomous --url URL \"task\"")
	default:
		return cfg, fmt.Errorf("unknown command %q (serve, audit, fix, setup, doctor, tools, version)", cfg.Command)
	}
	fs := flag.NewFlagSet("accessagents "+cfg.Command, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	fs.StringVar(&cfg.HTTPAddr, "http", env("ACCESSAGENTS_HTTP", ""), "serve streamable HTTP on this address, e.g. 127.0.0.1:8931 [ACCESSAGENTS_HTTP]")
	tokenFile := fs.String("http-token-file", "", "file holding the bearer token HTTP clients must send (Authorization: Bearer …); or set ACCESSAGENTS_HTTP_TOKEN")
	fs.BoolVar(&cfg.Headless, "headless", envBool("ACCESSAGENTS_HEADLESS", true), "run Chromium headless; --headless=false shows the window [ACCESSAGENTS_HEADLESS]")
	fs.StringVar(&cfg.BrowserPath, "browser-path", "", "Chromium executable [ACCESSAGENTS_BROWSER_PATH]")
	fs.StringVar(&cfg.DriverPath, "driver-path", "", "Playwright driver dir holding node and package/cli.js [PLAYWRIGHT_DRIVER_PATH]")
	fs.StringVar(&cfg.RuntimeDir, "runtime-dir", "", "directory `accessagents setup` installed into [ACCESSAGENTS_RUNTIME_DIR]")
	viewport := fs.String("viewport", env("ACCESSAGENTS_VIEWPORT", "desktop"), "default viewport: desktop (1280x800), mobile (390x844) or WxH [ACCESSAGENTS_VIEWPORT]")
	fs.StringVar(&cfg.OutputDir, "output-dir", env("ACCESSAGENTS_OUTPUT_DIR", defaultOutputDir()), "where screenshots and state datasets go, one folder per session [ACCESSAGENTS_OUTPUT_DIR]")
	fs.BoolVar(&cfg.ReadOnly, "read-only", envBool("ACCESSAGENTS_READ_ONLY", false), "expose only read-only tools [ACCESSAGENTS_READ_ONLY]")
	toolsets := fs.String("toolsets", env("ACCESSAGENTS_TOOLSETS", "all"), "comma-separated toolsets to expose: "+strings.Join(tools.Toolsets, ",")+" or all [ACCESSAGENTS_TOOLSETS]")
	defLevel := "info"
	if cfg.Command == "audit" || cfg.Command == "fix" {
		defLevel = "warn" // the CLI's own progress is the output there
	}
	logLevel := fs.String("log-level", env("ACCESSAGENTS_LOG_LEVEL", defLevel), "debug, info, warn or error [ACCESSAGENTS_LOG_LEVEL]")
	fs.StringVar(&cfg.LogFile, "log-file", env("ACCESSAGENTS_LOG_FILE", ""), "append logs here instead of stderr [ACCESSAGENTS_LOG_FILE]")
	fs.StringVar(&cfg.SetupDir, "dir", "", "setup: install into this directory (default: the per-user cache)")
	fs.BoolVar(&cfg.NoChromium, "no-chromium", false, "setup: do not install Chromium with apt-get")
	fs.StringVar(&cfg.Format, "format", "", "tools: markdown|json (default markdown); audit: text|json|sarif|html (default text)")
	fs.StringVar(&cfg.Checks, "checks", "cheap", "audit and audit --crawl: cheap (run in every scan) or all (adds keyboard, reflow, text, motion and form checks; slower)")
	fs.StringVar(&cfg.Standard, "standard", audit.DefaultStandard, "audit: what counts as a violation, "+strings.Join(audit.StandardNames(), ", ")+" (WCAG version and level; 4.1.1 Parsing counts only in 2.0 and 2.1)")
	fs.BoolVar(&cfg.BestPractice, "best-practice", false, "audit: also report best-practice findings (axe's and ours: empty heading, skipped heading level, tabindex > 0, duplicate id …) apart; never scored, never fail the exit code or the gate")
	fs.StringVar(&cfg.OutDir, "out", "", "audit/fix: write reports into this directory (fix default: ./accessagents-fix)")
	fs.StringVar(&cfg.Lang, "lang", env("ACCESSAGENTS_LANG", ""), "fix: language to declare on pages without one (default: inferred from the text) [ACCESSAGENTS_LANG]")
	fs.StringVar(&cfg.SkillsDir, "skills-dir", env("ACCESSAGENTS_SKILLS_DIR", ""), "skills library directory (default: the per-user data dir) [ACCESSAGENTS_SKILLS_DIR]")
	fs.Float64Var(&cfg.SkillThreshold, "skill-threshold", 0.95, "similarity a skill lookup must exceed to hit")
	fs.StringVar(&cfg.EmbeddingsURL, "embeddings-url", env("ACCESSAGENTS_EMBEDDINGS_URL", ""), "OpenAI-compatible base URL (…/v1) or Ollama URL for skill embeddings; default: the offline lexical embedder [ACCESSAGENTS_EMBEDDINGS_URL]")
	fs.StringVar(&cfg.EmbeddingsModel, "embeddings-model", env("ACCESSAGENTS_EMBEDDINGS_MODEL", "text-embedding-3-small"), "embedding model name [ACCESSAGENTS_EMBEDDINGS_MODEL]")
	fs.StringVar(&cfg.EmbeddingsKind, "embeddings-provider", env("ACCESSAGENTS_EMBEDDINGS_PROVIDER", "openai"), "openai (any OpenAI-compatible /embeddings) or ollama [ACCESSAGENTS_EMBEDDINGS_PROVIDER]")
	fs.StringVar(&cfg.Confirm, "confirm", env("ACCESSAGENTS_CONFIRM", "deny"), "destructive actions when the client cannot ask a person: deny, or agent (one-time confirmation ids the agent relays) [ACCESSAGENTS_CONFIRM]")
	allow := fs.String("allow-destructive", env("ACCESSAGENTS_ALLOW_DESTRUCTIVE", ""), "pre-authorise categories: payment,deletion,account,data,publication or all [ACCESSAGENTS_ALLOW_DESTRUCTIVE]")
	writes := fs.String("writes", env("ACCESSAGENTS_WRITES", "strict"), "write policy: strict (default: a write the page sends passes only with an --allow-writes scope or a person's yes) or standard (the classifier's vocabulary decides) [ACCESSAGENTS_WRITES]")
	var allowWrites listFlag
	fs.Var(&allowWrites, "allow-writes", "writes allowed without asking, as 'METHOD URL-glob' (METHOD or *; * within a path segment, ** across; query ignored), repeatable or comma-separated, e.g. 'POST https://app.example.com/api/projects/**' [ACCESSAGENTS_ALLOW_WRITES]")
	fs.StringVar(&cfg.SecurityLog, "security-log", env("ACCESSAGENTS_SECURITY_LOG", ""), "append guard decisions (JSON lines) to this file; each session also logs to its output dir [ACCESSAGENTS_SECURITY_LOG]")
	allowed := fs.String("allowed-origins", env("ACCESSAGENTS_ALLOWED_ORIGINS", ""), "comma-separated host/origin globs the browser may load (navigation and sub-requests), e.g. *.example.com [ACCESSAGENTS_ALLOWED_ORIGINS]")
	blocked := fs.String("blocked-origins", env("ACCESSAGENTS_BLOCKED_ORIGINS", ""), "comma-separated hosts, IPs, CIDRs, host:port or origins (http://host:port) the browser must never reach, matched on the addresses they resolve to; globs (*.example.com) by name [ACCESSAGENTS_BLOCKED_ORIGINS]")
	fs.BoolVar(&cfg.BlockPrivate, "block-private-networks", envBool("ACCESSAGENTS_BLOCK_PRIVATE_NETWORKS", false), "also block loopback and private address ranges (checked after DNS) [ACCESSAGENTS_BLOCK_PRIVATE_NETWORKS]")
	fs.BoolVar(&cfg.Autonomous, "autonomous", false, "run one task yourself with the built-in planner: accessagents --autonomous --url URL \"task\"")
	fs.StringVar(&cfg.StartURL, "url", "", "autonomous: the page to start from; login: the login page")
	fs.StringVar(&cfg.LLMBaseURL, "llm-base-url", env("ACCESSAGENTS_LLM_BASE_URL", ""), "OpenAI-compatible endpoint for the planner, e.g. https://api.openai.com/v1 or http://localhost:11434/v1; key in OPENAI_API_KEY or ACCESSAGENTS_LLM_KEY [ACCESSAGENTS_LLM_BASE_URL]")
	fs.StringVar(&cfg.LLMModel, "llm-model", env("ACCESSAGENTS_LLM_MODEL", ""), "planner model [ACCESSAGENTS_LLM_MODEL]")
	fs.StringVar(&cfg.VisionModel, "vision-model", env("ACCESSAGENTS_VISION_MODEL", ""), "multimodal model for the vision fallback and validation (empty: none) [ACCESSAGENTS_VISION_MODEL]")
	fs.IntVar(&cfg.MaxIterations, "max-iterations", 20, "autonomous: step limit")
	fs.DurationVar(&cfg.Timeout, "timeout", 15*time.Minute, "autonomous: time limit for the whole run")
	fs.IntVar(&cfg.TokenBudget, "token-budget", 8000, "autonomous: estimated prompt tokens per model call (history is trimmed to fit)")
	fs.BoolVar(&cfg.Yes, "yes", envBool("ACCESSAGENTS_YES", false), "approve destructive actions asked on the terminal without asking (autonomous runs) [ACCESSAGENTS_YES]")
	fs.StringVar(&cfg.SecretsFile, "secrets", env("ACCESSAGENTS_SECRETS", ""), "dotenv file of secrets: ${NAME} in browser_type text is filled from it; values are redacted everywhere [ACCESSAGENTS_SECRETS]")
	addCrawlFlags(fs, &cfg.Crawl)
	addRemoteFlags(fs, &cfg.Remote)
	fs.StringVar(&cfg.StorageState, "storage-state", env("ACCESSAGENTS_STORAGE_STATE", ""), "Playwright storage-state JSON every browser context starts from (a logged-in session) [ACCESSAGENTS_STORAGE_STATE]")
	// Flags may come before or after the targets: `fix a.html --out DIR`.
	for {
		if err := fs.Parse(args); err != nil {
			return cfg, err
		}
		if fs.NArg() == 0 {
			break
		}
		cfg.Targets = append(cfg.Targets, fs.Arg(0))
		args = fs.Args()[1:]
	}
	if cfg.Autonomous {
		if cfg.Command != "serve" {
			return cfg, fmt.Errorf("--autonomous runs on its own: accessagents --autonomous --url URL \"task\"")
		}
		cfg.Command, cfg.Task, cfg.Targets = "autonomous", strings.Join(cfg.Targets, " "), nil
		if strings.TrimSpace(cfg.Task) == "" {
			return cfg, fmt.Errorf("--autonomous needs a task, e.g. accessagents --autonomous --url https://app.example \"Create a project called Q4\"")
		}
		if cfg.OutDir == "" {
			cfg.OutDir = "accessagents-run"
		}
	}
	switch cfg.Command {
	case "audit", "fix":
		if cfg.Command == "audit" && cfg.Crawl.Enabled() {
			if len(cfg.Targets) > 0 {
				return cfg, fmt.Errorf("audit --crawl takes no other URLs: %s (put them in a --urls file)", strings.Join(cfg.Targets, " "))
			}
			if cfg.Format == "" {
				cfg.Format = "html"
			}
			if err := checkCrawlConfig(cfg.Crawl, cfg.OutDir, cfg.Format); err != nil {
				return cfg, err
			}
			break
		}
		if len(cfg.Targets) == 0 {
			return cfg, fmt.Errorf("%s needs a URL or an HTML file, e.g. accessagents %s https://example.com/", cfg.Command, cfg.Command)
		}
	default:
		if len(cfg.Targets) > 0 {
			return cfg, fmt.Errorf("unexpected arguments: %s", strings.Join(cfg.Targets, " "))
		}
	}
	if err := checkRemoteConfig(cfg.Remote); err != nil {
		return cfg, err
	}
	if _, err := audit.ParseStandard(cfg.Standard); err != nil {
		return cfg, fmt.Errorf("--%w", err)
	}
	if cfg.Command == "audit" && cfg.Checks != "cheap" && cfg.Checks != "all" {
		return cfg, fmt.Errorf("--checks %q: use cheap or all", cfg.Checks)
	}
	switch {
	case cfg.Format == "" && cfg.Command == "tools":
		cfg.Format = "markdown"
	case cfg.Format == "" && cfg.Command == "audit":
		cfg.Format = "text"
	case cfg.Command == "tools" && cfg.Format != "markdown" && cfg.Format != "json":
		return cfg, fmt.Errorf("--format %q: tools prints markdown or json", cfg.Format)
	case cfg.Command == "audit" && !strings.Contains(" text json sarif html ", " "+cfg.Format+" "):
		return cfg, fmt.Errorf("--format %q: audit writes text, json, sarif or html", cfg.Format)
	}
	if cfg.SkillThreshold <= 0 || cfg.SkillThreshold >= 1 {
		return cfg, fmt.Errorf("--skill-threshold %v: use a similarity between 0 and 1, e.g. 0.95", cfg.SkillThreshold)
	}
	if cfg.EmbeddingsKind != "openai" && cfg.EmbeddingsKind != "ollama" {
		return cfg, fmt.Errorf("--embeddings-provider %q: use openai or ollama", cfg.EmbeddingsKind)
	}
	if cfg.Confirm != guard.ConfirmDeny && cfg.Confirm != guard.ConfirmAgent {
		return cfg, fmt.Errorf("--confirm %q: use deny or agent", cfg.Confirm)
	}
	tok, err := httpToken(*tokenFile)
	if err != nil {
		return cfg, err
	}
	cfg.HTTPToken = tok
	allowCats, err := guard.ParseCategories(*allow)
	if err != nil {
		return cfg, fmt.Errorf("--allow-destructive: %w", err)
	}
	cfg.AllowDestructive = allowCats
	if cfg.Writes, err = guard.ParseWriteMode(*writes); err != nil {
		return cfg, fmt.Errorf("--writes %w", err)
	}
	if len(allowWrites) == 0 {
		allowWrites = listFlag{env("ACCESSAGENTS_ALLOW_WRITES", "")}
	}
	if cfg.AllowWrites, err = guard.ParseWriteScopes(allowWrites); err != nil {
		return cfg, err
	}
	cfg.AllowedOrigins, cfg.BlockedOrigins = splitList(*allowed), splitList(*blocked)
	if err := guard.CheckOriginEntries(cfg.BlockedOrigins, true); err != nil {
		return cfg, fmt.Errorf("--blocked-origins: %w", err)
	}
	if err := guard.CheckOriginEntries(cfg.AllowedOrigins, false); err != nil {
		return cfg, fmt.Errorf("--allowed-origins: %w", err)
	}
	if cfg.Command == "fix" && cfg.OutDir == "" {
		cfg.OutDir = "accessagents-fix"
	}
	vp, err := parseViewport(*viewport)
	if err != nil {
		return cfg, err
	}
	cfg.Viewport = vp
	if cfg.Toolsets, err = tools.ParseToolsets(*toolsets); err != nil {
		return cfg, err
	}
	if err := cfg.LogLevel.UnmarshalText([]byte(*logLevel)); err != nil {
		return cfg, fmt.Errorf("--log-level: %w", err)
	}
	return cfg, nil
}

// minTokenLen keeps bearer tokens out of guessing range.
const minTokenLen = 16

// httpToken reads the HTTP bearer token from --http-token-file, else
// ACCESSAGENTS_HTTP_TOKEN; "" means none was configured.
func httpToken(file string) (string, error) {
	tok, from := os.Getenv("ACCESSAGENTS_HTTP_TOKEN"), "ACCESSAGENTS_HTTP_TOKEN"
	if file != "" {
		b, err := os.ReadFile(file)
		if err != nil {
			return "", fmt.Errorf("--http-token-file: %w", err)
		}
		tok, from = string(b), "--http-token-file "+file
	}
	tok = strings.TrimSpace(tok)
	if from != "ACCESSAGENTS_HTTP_TOKEN" && tok == "" {
		return "", fmt.Errorf("%s is empty; put a random token in it, e.g. `openssl rand -hex 32 > %s`", from, file)
	}
	if tok != "" && len(tok) < minTokenLen {
		return "", fmt.Errorf("%s: the HTTP token is %d characters; use at least %d (e.g. `openssl rand -hex 32`)", from, len(tok), minTokenLen)
	}
	if strings.ContainsAny(tok, " \t\r\n") {
		return "", fmt.Errorf("%s: the HTTP token must be one line without spaces", from)
	}
	return tok, nil
}

// listFlag is a flag that may be given more than once.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ", ") }

func (l *listFlag) Set(v string) error {
	*l = append(*l, v)
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func parseViewport(s string) (browser.Viewport, error) {
	if vp, ok := browser.ViewportByName(s); ok {
		return vp, nil
	}
	var w, h int
	if _, err := fmt.Sscanf(s, "%dx%d", &w, &h); err != nil || w < 200 || h < 200 || w > 8000 || h > 8000 {
		return browser.Viewport{}, fmt.Errorf("--viewport %q: use desktop, mobile or WxH between 200 and 8000", s)
	}
	return browser.Viewport{Name: s, Width: w, Height: h}, nil
}

func defaultOutputDir() string {
	if d, err := os.UserCacheDir(); err == nil {
		return filepath.Join(d, "accessagents", "output")
	}
	return filepath.Join(os.TempDir(), "accessagents-output")
}
