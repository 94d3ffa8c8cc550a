package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/agent/autonomous"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/tools"
)

// resolveTarget turns a local HTML file into an http URL served from
// 127.0.0.1 (the browser only opens http(s)); URLs pass through.
func resolveTarget(target string) (string, func(), error) {
	if strings.HasPrefix(target, "http://") || strings.HasPrefix(target, "https://") {
		return target, func() {}, nil
	}
	abs, err := filepath.Abs(target)
	if err != nil {
		return "", nil, err
	}
	st, err := os.Stat(abs)
	if err != nil || st.IsDir() {
		return "", nil, fmt.Errorf("%q is neither an http(s) URL nor an HTML file", target)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	hs := &http.Server{Handler: http.FileServer(http.Dir(filepath.Dir(abs))), ReadHeaderTimeout: 5 * time.Second}
	go hs.Serve(ln)
	u := url.URL{Scheme: "http", Host: ln.Addr().String(), Path: "/" + filepath.Base(abs)}
	return u.String(), func() { hs.Close() }, nil
}

// resolveTargets is resolveTarget for several pages: the files of one
// directory share one server, so they are pages of one site (one origin),
// as the site-level checks expect.
func resolveTargets(targets []string) ([]string, func(), error) {
	var stops []func()
	stopAll := func() {
		for _, s := range stops {
			s()
		}
	}
	byDir := map[string]string{} // directory → its server's URL
	out := make([]string, 0, len(targets))
	for _, t := range targets {
		if strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") {
			out = append(out, t)
			continue
		}
		abs, err := filepath.Abs(t)
		if err != nil {
			stopAll()
			return nil, nil, err
		}
		dir := filepath.Dir(abs)
		base, ok := byDir[dir]
		if !ok {
			u, stop, err := resolveTarget(t)
			if err != nil {
				stopAll()
				return nil, nil, err
			}
			stops = append(stops, stop)
			base = strings.TrimSuffix(u, path.Base(u))
			byDir[dir] = base
			out = append(out, u)
			continue
		}
		if st, err := os.Stat(abs); err != nil || st.IsDir() {
			stopAll()
			return nil, nil, fmt.Errorf("%q is neither an http(s) URL nor an HTML file", t)
		}
		out = append(out, base+url.PathEscape(filepath.Base(abs)))
	}
	return out, stopAll, nil
}

// fileURI is the SARIF artifact: the local file as given, else the URL path.
func fileURI(target, pageURL string) string {
	if !strings.HasPrefix(target, "http://") && !strings.HasPrefix(target, "https://") {
		return filepath.ToSlash(filepath.Clean(target))
	}
	if u, err := url.Parse(pageURL); err == nil && strings.TrimPrefix(u.Path, "/") != "" {
		return strings.TrimPrefix(u.Path, "/")
	}
	return "index.html"
}

// give tells the guard the person named this page: loading it is theirs
// (a page at /broadcast.html is audited, not refused as a publication).
func give(tb *tools.Toolbox, url string) {
	if tb.Guard != nil {
		tb.Guard.Give(url)
	}
}

// runFix audits, fixes, verifies and re-scans each target with the offline
// rules planner, writing reports, the fixed HTML and a patch per target.
// Exit 0 when no violations remain, 1 when some do, 2 on error.
func runFix(ctx context.Context, cfg Config, tb *tools.Toolbox) (int, error) {
	if cfg.DevServer != "" {
		d, err := startDevServer(ctx, cfg.DevServer, cfg.Source)
		if err != nil {
			return 2, err
		}
		defer d.Stop()
		fmt.Fprintf(os.Stderr, "fix: the dev server serves %s\n", d.URL)
		targets := make([]string, len(cfg.Targets))
		for i, t := range cfg.Targets {
			if targets[i], err = d.On(t); err != nil {
				return 2, err
			}
		}
		cfg.Targets = targets
	}
	remaining := 0
	for _, t := range cfg.Targets {
		dir := cfg.OutDir
		if len(cfg.Targets) > 1 {
			dir = filepath.Join(cfg.OutDir, strings.TrimSuffix(filepath.Base(strings.TrimRight(t, "/")), filepath.Ext(t)))
		}
		rep, err := fixTarget(ctx, cfg, tb, t, dir)
		if err != nil {
			return 2, fmt.Errorf("%s: %w", t, err)
		}
		remaining += rep.ViolationsAfter
		fixed, review, person := rep.Tiers()
		fmt.Printf("%s: %d → %d violating nodes, score %d → %d; %d fixed, %d fixed (please review), %d for a person; reports in %s (%.1fs)\n",
			t, rep.ViolationsBefore, rep.ViolationsAfter, rep.ScoreBefore, rep.ScoreAfter, fixed, review, person, dir,
			float64(rep.DurationMs)/1000)
	}
	if remaining > 0 {
		return 1, nil
	}
	return 0, nil
}

func fixTarget(ctx context.Context, cfg Config, tb *tools.Toolbox, target, dir string) (report.Remediation, error) {
	pageURL, stop, err := resolveTarget(target)
	if err != nil {
		return report.Remediation{}, err
	}
	defer stop()
	give(tb, pageURL)
	c, closeC, err := agent.Connect(ctx, tb, "accessagents-cli", version)
	if err != nil {
		return report.Remediation{}, err
	}
	defer closeC()
	ro := agent.RemediateOptions{URL: pageURL, Label: pageLabel(target, pageURL), Viewport: cfg.Viewport.Name, Lang: cfg.Lang, Progress: os.Stderr}
	if cfg.VisionModel != "" && cfg.LLMBaseURL != "" {
		// Images the rules cannot name honestly go to the vision model
		// with their pixels; without one they go to a person.
		key := os.Getenv("ACCESSAGENTS_LLM_KEY")
		if key == "" {
			key = os.Getenv("OPENAI_API_KEY")
		}
		model := cfg.LLMModel
		if model == "" {
			model = cfg.VisionModel
		}
		llm := autonomous.NewLLM(autonomous.LLMConfig{BaseURL: cfg.LLMBaseURL, APIKey: key, Model: model, VisionModel: cfg.VisionModel})
		ro = autonomous.WithVision(ro, llm, "write alt text for the images of "+pageURL)
	}
	rep, err := agent.Remediate(ctx, c, ro)
	if err != nil {
		return rep, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return rep, err
	}
	write := func(name string, data []byte) error { return os.WriteFile(filepath.Join(dir, name), data, 0o644) }
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return rep, err
	}
	if err := write("report.json", b); err != nil {
		return rep, err
	}
	sarif, err := report.SARIF(report.SARIFInput{URL: rep.URL, File: fileURI(target, pageURL), Violations: rep.Remaining,
		Version: version, AxeVersion: rep.AxeVersion, Fixed: rep.FixedViolations()})
	if err != nil {
		return rep, err
	}
	if err := write("report.sarif", sarif); err != nil {
		return rep, err
	}
	page, err := report.HTML(report.HTMLData{Title: "Accessibility fixes", URL: rep.URL, File: fileURI(target, pageURL), Fixed: true,
		ScoreBefore: rep.ScoreBefore, ScoreAfter: rep.ScoreAfter, Before: rep.ViolationsBefore, After: rep.ViolationsAfter,
		Fixes: rep.Fixes, Handoff: rep.Handoff, Violations: rep.Remaining, BeforePNG: rep.Screenshots["before"],
		AfterPNG: rep.Screenshots["after"], AxeVersion: rep.AxeVersion})
	if err != nil {
		return rep, err
	}
	if err := write("report.html", page); err != nil {
		return rep, err
	}
	for _, f := range []struct{ format, name string }{{"html", "fixed.html"}, {"patch", "fixes.patch"}, {"manifest", "manifest.json"}} {
		var ex audit.ExportResult
		err := c.Call(ctx, "fix_export", map[string]any{"format": f.format}, &ex)
		if agent.IsToolError(err) {
			if f.format == "patch" {
				fmt.Fprintf(os.Stderr, "fix: no patch for %s: %s\n", target, err)
				continue
			}
			return rep, fmt.Errorf("export %s: %w", f.format, err)
		}
		if err != nil {
			return rep, err
		}
		data, err := os.ReadFile(ex.Path)
		if err != nil {
			return rep, err
		}
		if f.format == "manifest" {
			// A local file keeps its path, not the address it was served on.
			var m audit.Manifest
			if err := json.Unmarshal(data, &m); err != nil {
				return rep, fmt.Errorf("export manifest: %w", err)
			}
			m.URL = pageLabel(target, pageURL)
			if data, err = json.MarshalIndent(m, "", "  "); err != nil {
				return rep, err
			}
		}
		if err := write(f.name, data); err != nil {
			return rep, err
		}
	}
	if cfg.Source != "" {
		var m audit.Manifest
		b, err := os.ReadFile(filepath.Join(dir, "manifest.json"))
		if err == nil {
			err = json.Unmarshal(b, &m)
		}
		if err != nil {
			return rep, fmt.Errorf("--source: read the fixes: %w", err)
		}
		// "Fixed, please review" is the report's word on a fix; the
		// source edit carries it.
		review := map[string]bool{}
		for _, f := range rep.Fixes {
			if f.LowConfidence {
				review[f.ViolationID] = true
			}
		}
		for _, r := range m.Fixes {
			r.LowConfidence = r.LowConfidence || review[r.ViolationID]
		}
		sr, err := fixSource(ctx, cfg, tb, c, pageURL, dir, m.Fixes)
		if err != nil {
			return rep, fmt.Errorf("--source: %w", err)
		}
		fmt.Println(sourceSummary(sr, dir))
	}
	return rep, nil
}
