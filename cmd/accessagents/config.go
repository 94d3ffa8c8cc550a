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

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// Config is everything the flags and env vars decide.
type Config struct {
	Command string // a name from commands(): serve, audit, fix, run, login, setup, doctor, tools, version

	HTTPAddr    string
	HTTPToken   string // bearer token required on every HTTP request; never logged
	Headless    bool
	BrowserPath string
	DriverPath  string
	RuntimeDir  string
	Viewport    browser.Viewport
	OutputDir   string
	TraceDir    string // --trace: a Playwright trace of each browser session
	ReadOnly    bool
	Toolsets    []string
	LogLevel    slog.Level
	LogFile     string

	SetupDir   string   // setup: where to install; default the per-user cache
	NoChromium bool     // setup: skip the apt-get step
	Format     string   // tools: markdown|json; audit: text|json|sarif|html
	OutDir     string   // audit/fix: where reports go
	Lang       string   // fix: document language to set when a page has none
	Source     string   // fix: the app's template directory; verified fixes are written there (--source)
	DevServer  string   // fix --source: the command that starts the app's dev server for the run (--dev-server)
	Targets    []string // audit/fix: URLs or local HTML files
	Checks     string   // audit: cheap (in every scan) or all (adds the keyboard, reflow, … checks)
	// Standard (finding.ParseStandard) and BestPractice: what an audit counts
	// as a violation, and whether best-practice findings are reported apart.
	Standard     string
	BestPractice bool
	// Emulate lists media features a page is scanned under (--emulate).
	Emulate []string
	Crawl   CrawlConfig
	Remote  RemoteConfig
	// StorageState is a Playwright storage-state file every browser context
	// starts from (cookies and local storage of a logged-in session).
	StorageState string

	SkillsDir         string
	UploadDir         string // browser_file_upload reads only from here
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

// parseConfig turns argv and the environment into a Config. Help (asked
// for with help, --help or -h) is written to out and returns
// flag.ErrHelp; a mistake is one line of error naming the fix.
func parseConfig(args []string, out io.Writer) (Config, error) {
	cmds := commands()
	name, args := splitCommand(args)
	cfg := Config{Command: name}
	if name == "help" {
		return cfg, printHelp(out, cmds, args)
	}
	cmd, ok := findCommand(cmds, name)
	if !ok {
		return cfg, unknownCommand(cmds, name)
	}
	s := cmd.flags(&cfg)
	if unknown, help := s.scanFlags(args); help {
		cmd.help(out, s)
		return cfg, flag.ErrHelp
	} else if unknown != "" {
		return cfg, unknownFlag(cmds, cmd, s, unknown)
	}
	// Flags may come before or after the targets: `fix a.html --out DIR`.
	for {
		if err := s.Parse(args); err != nil {
			return cfg, fmt.Errorf("%s: %w (see accessagents %s --help)", name, err, name)
		}
		if s.NArg() == 0 {
			break
		}
		cfg.Targets = append(cfg.Targets, s.Arg(0))
		args = s.Args()[1:]
	}
	for _, check := range s.checks {
		if err := check(); err != nil {
			return cfg, err
		}
	}
	if cmd.args != nil {
		if err := cmd.args(&cfg); err != nil {
			return cfg, err
		}
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
