package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"

	"github.com/accessagents/accessagents/skills"
)

// skillsCommand is accessagents skills: the saved skills library from the
// shell, without a browser or an MCP client.
func skillsCommand() command {
	return command{name: "skills", usage: []string{"skills export [ID...] [--format bundle|playwright] [--out DIR] [flags]"},
		short: "export saved skills: a bundle to share, or Playwright tests",
		summary: "Export saved skills (all, or the ids given): a JSON bundle for skill_import, or with --format playwright one runnable " +
			"Playwright test (TypeScript, @playwright/test) per skill and a playwright.config.ts; exit 0 written, 1 written but a step " +
			"could not be exported (its test throws there), 2 error.",
		groups: []group{skillsExportFlags(), skillsFlags(), loggingFlags("warn")},
		args:   skillsArgs}
}

func skillsExportFlags() group {
	return group{"Export", argWords{"format": "bundle|playwright", "out": "DIR"}, func(fs *flag.FlagSet, c *Config) func() error {
		fs.StringVar(&c.Format, "format", "bundle", "bundle (JSON for skill_import) or playwright (a test per skill)")
		fs.StringVar(&c.OutDir, "out", "skills-export", "write the bundle (skills.json) or the tests and playwright.config.ts into this directory")
		return func() error {
			if c.Format != "bundle" && c.Format != "playwright" {
				return fmt.Errorf("--format %q: skills export writes bundle or playwright", c.Format)
			}
			return nil
		}
	}}
}

func skillsArgs(cfg *Config) error {
	if len(cfg.Targets) == 0 || cfg.Targets[0] != "export" {
		got := "nothing"
		if len(cfg.Targets) > 0 {
			got = fmt.Sprintf("%q", cfg.Targets[0])
		}
		return fmt.Errorf("skills needs a subcommand, got %s: use accessagents skills export [ID...] (see accessagents skills --help)", got)
	}
	return nil
}

// runSkills runs accessagents skills export.
func runSkills(ctx context.Context, cfg Config, logger *slog.Logger, stdout, stderr io.Writer) (int, error) {
	store, err := openSkills(ctx, cfg, logger)
	if err != nil {
		return 2, err
	}
	defer store.Close()
	b, err := store.Export(cfg.Targets[1:])
	if err != nil {
		return 2, fmt.Errorf("skills export: %w (accessagents skills export with no id exports all)", err)
	}
	if err := os.MkdirAll(cfg.OutDir, 0o755); err != nil {
		return 2, fmt.Errorf("--out: %w", err)
	}
	write := func(name string, data []byte) error {
		path := filepath.Join(cfg.OutDir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return fmt.Errorf("--out: %w", err)
		}
		fmt.Fprintln(stdout, path)
		return nil
	}
	if cfg.Format == "bundle" {
		raw, err := json.MarshalIndent(b, "", " ")
		if err != nil {
			return 2, err
		}
		return 0, write("skills.json", raw)
	}
	if len(b.Skills) == 0 {
		return 2, fmt.Errorf("skills export: the library in %s has no skills to export", store.Dir())
	}
	if err := write("playwright.config.ts", []byte(skills.PlaywrightConfig)); err != nil {
		return 2, err
	}
	code := 0
	for _, sk := range b.Skills {
		ex := skills.PlaywrightTest(sk)
		if err := write(ex.FileName, []byte(ex.Source)); err != nil {
			return 2, err
		}
		for _, u := range ex.Unsupported {
			code = 1
			fmt.Fprintf(stderr, "accessagents: %s step %d (%s) could not be exported: %s; the test throws there\n", sk.ID, u.Step, u.Action, u.Note)
		}
		if len(ex.Secrets) > 0 {
			fmt.Fprintf(stderr, "accessagents: %s reads secrets from the environment: %s\n", ex.FileName, strings.Join(ex.Secrets, ", "))
		}
	}
	return code, nil
}
