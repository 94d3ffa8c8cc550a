package main

import (
	"flag"
	"fmt"
	"github.com/accessagents/accessagents/audit/fix"
	"os"
	"strings"
	"time"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/tools"
)

// command is one subcommand: how it is called, what it is for, the flag
// groups it reads, and the check of its arguments once they are parsed.
type command struct {
	name    string
	usage   []string // how to call it, after "accessagents "
	short   string   // its line in the command list
	summary string   // one sentence at the top of its help
	groups  []group
	args    func(cfg *Config) error // checks cfg.Targets and what spans groups
}

// commands lists every command, in the order help shows them.
func commands() []command {
	// Every command that drives a browser: run() loads --secrets for all
	// of them, and the browser redacts their values from whatever it returns.
	browser := []group{browserFlags(), runtimeFlags(), remoteFlags(), policyFlags(), secretsFlags()}
	return []command{
		{name: "serve", usage: []string{"[serve] [flags]"},
			short:   "serve the MCP tools over stdio, or HTTP with --http (the default)",
			summary: "Serve the MCP tools over stdio (what Claude Desktop runs), or over streamable HTTP on ADDR/mcp with --http ADDR; this is what accessagents does with no command.",
			groups:  append(append([]group{serverFlags()}, browser...), uploadFlags(), skillsFlags(), loggingFlags("info")),
			args:    noArgs("serve")},
		{name: "audit", usage: []string{"audit URL|FILE [flags]", "audit URL|FILE URL|FILE... --out DIR [flags]", "audit --crawl URL --out DIR [flags]", "audit --urls FILE --out DIR [flags]"},
			short:   "audit a page, or a whole site with --crawl or --urls",
			summary: "Audit one page, or a whole site (resumable: re-run with the same --out), with axe-core and AccessAgents' own checks; exit 0 clean, 1 violations (for a site: findings that fail the gate), 2 error or login wall.",
			groups:  append(append([]group{auditFlags(), crawlFlags()}, browser...), loggingFlags("warn")),
			args:    auditArgs},
		{name: "fix", usage: []string{"fix URL|FILE... [flags]"},
			short:   "audit, fix, verify and re-scan pages offline",
			summary: "Audit, fix, verify and re-scan pages with the offline rules planner, writing reports, the fixed HTML and a patch per page; exit 0 nothing left, 1 violations left for a person, 2 error.",
			groups:  append(append([]group{fixFlags(), modelFlags()}, browser...), yesFlags(), loggingFlags("warn")),
			args:    fixArgs},
		{name: "run", usage: []string{"run --url URL \"task\" [flags]", "--autonomous --url URL \"task\" [flags]"},
			short:   "do one task in the browser with the built-in planner",
			summary: "Do one task in the browser with the built-in planner, replaying a matching saved skill first (no model call); exit 0 done, 1 not done, 2 error. accessagents --autonomous is the same command.",
			// run writes its state dataset into --out, so --output-dir is not its.
			groups: []group{runFlags(), modelFlags(), skillsFlags(), only(browserFlags(), "headless", "viewport", "storage-state"),
				runtimeFlags(), remoteFlags(), policyFlags(), secretsFlags(), uploadFlags(), yesFlags(), loggingFlags("info")},
			args: runArgs},
		{name: "login", usage: []string{"login --url URL [--out state.json] [flags]"},
			short:   "record a logged-in session for --storage-state",
			summary: "Record a logged-in storage state for --storage-state: log in in the window (--headless=false) and press Enter, or let the form be filled from LOGIN_USER and LOGIN_PASSWORD in a --secrets file.",
			groups:  append(append([]group{loginFlags()}, browser...), yesFlags(), loggingFlags("info")),
			args:    noArgs("login")},
		{name: "setup", usage: []string{"setup [flags]"},
			short:   "install the pinned Playwright driver, axe-core and Chromium",
			summary: "Install the pinned Playwright driver and axe-core, and Chromium, tesseract-ocr and a word list with apt-get when missing; then check them as doctor does.",
			groups:  []group{setupFlags(), only(runtimeFlags(), "browser-path")},
			args:    noArgs("setup")},
		{name: "doctor", usage: []string{"doctor [flags]"},
			short:   "report what is installed and what is missing",
			summary: "Report what is installed and where, and the exact fix for anything missing; exit 1 when something is.",
			groups:  []group{runtimeFlags()},
			args:    noArgs("doctor")},
		{name: "tools", usage: []string{"tools [flags]"},
			short:   "print the tool list",
			summary: "Print the MCP tool list: a markdown table, or the tools/list JSON.",
			groups:  []group{toolsFlags(), loggingFlags("info")},
			args:    noArgs("tools")},
		skillsCommand(),
		{name: "version", usage: []string{"version"}, short: "print the version", summary: "Print the version.", args: noArgs("version")},
		{name: "help", usage: []string{"help [COMMAND]"}, short: "list the commands, or show one command's flags",
			summary: "List the commands, or show one command's usage and flags (the same as accessagents COMMAND --help)."},
	}
}

// commandAliases are names that are not commands but mean one, for "did
// you mean": the old --autonomous spelling is the run command.
func commandAliases() map[string]string {
	return map[string]string{"autonomous": "run", "crawl": "audit", "scan": "audit", "remediate": "fix", "install": "setup"}
}

// flags builds the command's flag set, writing into cfg.
func (c command) flags(cfg *Config) *flagSet {
	s := newFlagSet(c.name)
	for _, g := range c.groups {
		s.use(cfg, g)
	}
	return s
}

func noArgs(name string) func(cfg *Config) error {
	return func(cfg *Config) error {
		if len(cfg.Targets) > 0 {
			return fmt.Errorf("%s takes no arguments, got: %s (see accessagents %s --help)", name, strings.Join(cfg.Targets, " "), name)
		}
		return nil
	}
}

func auditFlags() group {
	return group{"Audit", argWords{"format": "text|json|sarif|html", "out": "DIR", "checks": "cheap|all", "standard": "NAME", "emulate": "FEATURES", "source": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.Format, "format", "", "report format: text (default for a page), json, sarif or html (default for a site)")
		fs.StringVar(&c.OutDir, "out", "", "write the report(s) into this directory (default for a page: stdout); a site audit needs it")
		fs.StringVar(&c.Checks, "checks", "cheap", "cheap (run in every scan) or all (adds keyboard, reflow, text, motion and form checks; slower)")
		fs.StringVar(&c.Standard, "standard", finding.DefaultStandard, "what counts as a violation, "+strings.Join(finding.StandardNames(), ", ")+" (WCAG version and level; 4.1.1 Parsing counts only in 2.0 and 2.1)")
		emulate := fs.String("emulate", "", "scan pages as shown with these media features, comma-separated: dark, light, reduced_motion, forced_colors, print")
		fs.BoolVar(&c.BestPractice, "best-practice", false, "also report best-practice findings (axe's and ours: empty heading, skipped heading level, tabindex > 0, duplicate id …) apart; never scored, never fail the exit code or the gate")
		fs.StringVar(&c.Source, "source", "", "the app's source (templates, or components under a Vite or Next.js dev server): each finding says where in it the element is written, and SARIF results point at that file and line")
		return func() error {
			if c.Source != "" {
				if st, err := os.Stat(c.Source); err != nil || !st.IsDir() {
					return fmt.Errorf("--source %q is not a directory: give the root of the app's source (the folder with its templates or src/)", c.Source)
				}
			}
			if *emulate == "" {
				return nil
			}
			c.Emulate = strings.Split(*emulate, ",")
			if _, err := tools.MediaFeatures(c.Emulate); err != nil {
				return fmt.Errorf("--%w", err)
			}
			return nil
		}
	}}
}

func auditArgs(cfg *Config) error {
	if _, err := finding.ParseStandard(cfg.Standard); err != nil {
		return fmt.Errorf("--%w", err)
	}
	if cfg.Checks != "cheap" && cfg.Checks != "all" {
		return fmt.Errorf("--checks %q: use cheap or all", cfg.Checks)
	}
	if len(cfg.Targets) > 1 && !cfg.Crawl.Enabled() {
		// Several pages: a site audit of exactly those, as --urls makes one,
		// so the site-level checks (navigation, names, titles, bypass,
		// multiple ways) compare them.
		cfg.Crawl.Pages, cfg.Targets = cfg.Targets, nil
	}
	if cfg.Crawl.Enabled() {
		if len(cfg.Emulate) > 0 {
			return fmt.Errorf("--emulate applies to one page's audit; a site audit does not take it yet (audit_scan_url with emulate does, page by page)")
		}
		if len(cfg.Targets) > 0 {
			return fmt.Errorf("audit --crawl takes no other URLs: %s (put them in a --urls file)", strings.Join(cfg.Targets, " "))
		}
		if cfg.Format == "" {
			cfg.Format = "html"
		}
		if err := checkCrawlConfig(cfg.Crawl, cfg.OutDir, cfg.Format); err != nil {
			return err
		}
	} else if len(cfg.Targets) == 0 {
		return fmt.Errorf("audit needs a URL or an HTML file, e.g. accessagents audit https://example.com/ (see accessagents audit --help)")
	}
	if cfg.Format == "" {
		cfg.Format = "text"
	}
	if !strings.Contains(" text json sarif html ", " "+cfg.Format+" ") {
		return fmt.Errorf("--format %q: audit writes text, json, sarif or html", cfg.Format)
	}
	return nil
}

func fixFlags() group {
	return group{"Fix", argWords{"out": "DIR", "lang": "LANG", "source": "DIR", "dev-server": "CMD"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.OutDir, "out", "accessagents-fix", "write reports, fixed.html and fixes.patch into this directory (one folder per page when several)")
		fs.StringVar(&c.Lang, "lang", env("ACCESSAGENTS_LANG", ""), "language to declare on pages without one (default: inferred from the text) [ACCESSAGENTS_LANG]")
		fs.StringVar(&c.Source, "source", "", "the app's source: server templates (Go html/template, Jinja, Nunjucks, Handlebars, Liquid, Twig, ERB, EJS) or Svelte 5, React 18 and 19, and Vue 3 components under a Vite dev server. Each verified fix is written into the file that renders the element, reloaded, verified and kept there; source.patch and source.json say what changed. The app must run in development mode (templates read on each request, or hot reload)")
		fs.StringVar(&c.DevServer, "dev-server", "", "with --source: the command that starts the app's dev server (run in the source root, e.g. \"npm run dev\"); its first local URL is the app, the pages to fix are paths on it (default /), and it is stopped at the end")
		return nil
	}}
}

func fixArgs(cfg *Config) error {
	if cfg.DevServer != "" && cfg.Source == "" {
		return fmt.Errorf("--dev-server starts the app whose source --source names: give --source DIR too")
	}
	if len(cfg.Targets) == 0 && cfg.DevServer != "" {
		cfg.Targets = []string{"/"}
	}
	if len(cfg.Targets) == 0 {
		return fmt.Errorf("fix needs a URL or an HTML file, e.g. accessagents fix https://example.com/ (see accessagents fix --help)")
	}
	if cfg.Source != "" {
		// Before the page is fixed, not after: the run takes a while.
		if _, err := fix.IndexTemplates(cfg.Source); err != nil {
			return err
		}
	}
	return nil
}

func runFlags() group {
	return group{"Run", argWords{"url": "URL", "out": "DIR", "lang": "LANG", "max-iterations": "N", "timeout": "DURATION", "token-budget": "N"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.StartURL, "url", "", "the page to start from (default: a URL in the task)")
		fs.StringVar(&c.OutDir, "out", "accessagents-run", "write run.json, report.html and the state dataset into this directory")
		fs.StringVar(&c.Lang, "lang", env("ACCESSAGENTS_LANG", ""), "language to declare on pages without one, in accessibility tasks [ACCESSAGENTS_LANG]")
		fs.IntVar(&c.MaxIterations, "max-iterations", 20, "step limit")
		fs.DurationVar(&c.Timeout, "timeout", 15*time.Minute, "time limit for the whole run")
		fs.IntVar(&c.TokenBudget, "token-budget", 8000, "estimated prompt tokens per model call (history is trimmed to fit)")
		return nil
	}}
}

func runArgs(cfg *Config) error {
	cfg.Task, cfg.Targets = strings.Join(cfg.Targets, " "), nil
	if strings.TrimSpace(cfg.Task) == "" {
		return fmt.Errorf("run needs a task, e.g. accessagents run --url https://app.example \"Create a project called Q4\"")
	}
	return nil
}

func loginFlags() group {
	return group{"Login", argWords{"url": "URL", "out": "FILE"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.StartURL, "url", "", "the login page")
		fs.StringVar(&c.OutDir, "out", "storage-state.json", "write the storage state (session cookies: keep it secret) to this file")
		return nil
	}}
}

func setupFlags() group {
	return group{"Setup", argWords{"dir": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.SetupDir, "dir", "", "install into this directory (default: the per-user cache)")
		fs.BoolVar(&c.NoChromium, "no-chromium", false, "do not install Chromium with apt-get")
		return nil
	}}
}

func toolsFlags() group {
	return group{"Output", argWords{"format": "markdown|json"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.Format, "format", "markdown", "markdown or json")
		return func() error {
			if c.Format != "markdown" && c.Format != "json" {
				return fmt.Errorf("--format %q: tools prints markdown or json", c.Format)
			}
			return nil
		}
	}}
}
