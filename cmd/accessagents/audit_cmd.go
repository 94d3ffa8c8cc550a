package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/tools"
)

// runAudit scans one page and reports; exit 0 clean, 1 violations, 2 error.
func runAudit(ctx context.Context, cfg Config, tb *tools.Toolbox) (int, error) {
	if len(cfg.Targets) != 1 {
		return 2, fmt.Errorf("audit takes one URL or file")
	}
	var base *audit.ScanResult
	if cfg.Crawl.Baseline != "" {
		b, err := audit.LoadScanBaseline(cfg.Crawl.Baseline)
		if err != nil {
			return 2, err
		}
		base = &b
	}
	target, stop, err := resolveTarget(cfg.Targets[0])
	if err != nil {
		return 2, err
	}
	defer stop()
	give(tb, target)
	c, closeC, err := agent.Connect(ctx, tb, "accessagents-cli", version)
	if err != nil {
		return 2, err
	}
	defer closeC()
	args := map[string]any{"url": target, "viewport": cfg.Viewport.Name, "standard": cfg.Standard, "best_practice": cfg.BestPractice}
	if len(cfg.Emulate) > 0 {
		args["emulate"] = cfg.Emulate
	}
	res, err := agent.ScanAll(ctx, c, args)
	if err != nil {
		return 2, err
	}
	if cfg.Checks == "all" {
		if err := agent.AddExpensiveChecks(ctx, c, &res); err != nil {
			return 2, err
		}
	}
	file := fileURI(cfg.Targets[0], res.URL)
	if cfg.Source != "" && strings.Contains(res.URL, "://") {
		// The app's source is a repository with files of its own (an
		// index.html among them): a finding not located in it points at
		// the page's address, not at a file name it shares with one.
		file = res.URL
	}
	res.URL = pageLabel(cfg.Targets[0], res.URL)
	var diff *audit.BaselineDiff
	if base != nil {
		diff = audit.DiffBaseline(cfg.Crawl.Baseline, *base, res.Violations)
	}
	var out []byte
	switch cfg.Format {
	case "text":
		var b strings.Builder
		report.WriteText(&b, res.URL, res.Score, res.Counts, res.Violations, res.Rules)
		report.WriteBestPracticeText(&b, res.BestPractice)
		report.WriteBaselineText(&b, diff)
		if line := report.TimeLine(res.Timings); line != "" {
			b.WriteString("\n" + line + "\n")
		}
		out = []byte(b.String())
	case "json":
		out, err = json.MarshalIndent(res, "", "  ")
	case "sarif":
		out, err = report.SARIF(report.SARIFInput{URL: res.URL, File: file, Violations: res.Violations,
			Version: version, AxeVersion: res.AxeVersion, NeedsReview: needsReview(res), BestPractice: res.BestPractice, SourcePrefix: sourcePrefix(cfg.Source)})
	case "html":
		var shot struct {
			Path string `json:"path"`
		}
		_ = c.Call(ctx, "browser_screenshot", map[string]any{"full_page": true}, &shot)
		out, err = report.HTML(report.HTMLData{Title: "Accessibility audit", URL: res.URL, File: file, Standard: res.Standard,
			ScoreBefore: res.Score, Before: res.TotalViolations, Counts: res.Counts, Rules: res.Rules, Violations: res.Violations,
			BeforePNG: shot.Path, Shots: elementShots(ctx, c, res), AxeVersion: res.AxeVersion, Checks: res.Checks,
			BestPractice: res.BestPractice, Baseline: diff, Timings: res.Timings, Notices: res.Notices})
	}
	if err != nil {
		return 2, err
	}
	if cfg.OutDir != "" {
		if err := os.MkdirAll(cfg.OutDir, 0o755); err != nil {
			return 2, err
		}
		ext := map[string]string{"text": "txt", "json": "json", "sarif": "sarif", "html": "html"}[cfg.Format]
		p := filepath.Join(cfg.OutDir, "report."+ext)
		if err := os.WriteFile(p, out, 0o644); err != nil {
			return 2, err
		}
		fmt.Fprintf(os.Stderr, "audit: %d violating nodes, score %d; report written to %s\n", res.TotalViolations, res.Score, p)
	} else {
		os.Stdout.Write(out)
	}
	if res.TotalViolations > 0 {
		return 1, nil
	}
	return 0, nil
}

// pageLabel names the page in reports: a local file keeps its path (not
// the 127.0.0.1 address it was served from for the browser).
func pageLabel(target, pageURL string) string {
	if strings.HasPrefix(target, "http://") || strings.HasPrefix(target, "https://") {
		return pageURL
	}
	return filepath.Clean(target)
}

// Element screenshots for the HTML report: the first few nodes of each
// rule, within an overall budget, each call bounded (a node that is not
// visible is left without one).
const (
	shotsPerRule = 3
	shotsTotal   = 40
	shotTimeout  = 5 * time.Second
)

// elementShots takes screenshots of listed nodes through browser_screenshot.
func elementShots(ctx context.Context, c agent.Caller, res audit.ScanResult) map[string]string {
	shots := map[string]string{}
	perRule := map[string]int{}
	for _, v := range res.Violations {
		if len(shots) == shotsTotal {
			break
		}
		if perRule[v.RuleID] == shotsPerRule || v.RuleID == "document-title" || v.RuleID == "html-has-lang" {
			continue
		}
		perRule[v.RuleID]++
		var shot struct {
			Path string `json:"path"`
		}
		sctx, cancel := context.WithTimeout(ctx, shotTimeout)
		err := c.Call(sctx, "browser_screenshot", map[string]any{"selector": v.Selector}, &shot)
		cancel()
		if err == nil && shot.Path != "" {
			shots[v.ID] = shot.Path
		}
	}
	return shots
}

// sourcePrefix is the path from the repository's top to --source, for
// SARIF's paths (code scanning reads them from the repository's top).
func sourcePrefix(dir string) string {
	if dir == "" {
		return ""
	}
	if p := fix.RepoPrefix(dir); p != "" {
		return p + "/"
	}
	return ""
}
