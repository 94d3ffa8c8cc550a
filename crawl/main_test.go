package crawl

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"os"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// scanEnv is the package's one browser and audit engine; each page a
// crawl scans gets a session (a browser context) of its own, as MCPScanner
// gives it.
var scanEnv struct {
	mgr    *browser.Manager
	engine *audit.Engine
}

func TestMain(m *testing.M) {
	stop, err := startEngine()
	if err != nil {
		fmt.Fprintln(os.Stderr, "crawl tests need Chromium, the driver and axe-core (run `make setup`):", err)
		os.Exit(1)
	}
	code := m.Run()
	stop()
	os.Exit(code)
}

// startEngine starts the package's browser manager and audit engine; stop
// closes the browser and removes its output.
func startEngine() (stop func(), err error) {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		return nil, fmt.Errorf("%v", probs)
	}
	axe, err := audit.LoadAxe(rt.AxePath)
	if err != nil {
		return nil, err
	}
	out, err := os.MkdirTemp("", "aa-crawl-test-")
	if err != nil {
		return nil, err
	}
	discard := slog.New(slog.NewTextHandler(io.Discard, nil))
	scanEnv.engine = audit.NewEngine(axe, discard)
	scanEnv.mgr = browser.NewManager(browser.Config{Runtime: rt, Headless: true, OutputDir: out, Logger: discard, OnSessionClose: scanEnv.engine.Forget})
	return func() { scanEnv.mgr.Close(); os.RemoveAll(out) }, nil
}

// engineScanner audits a page with the audit engine in a fresh session,
// with the site facts a crawl's scan asks for: the crawl's Scanner without
// the tool layer above it (MCPScanner's calls are the tools' own tests).
type engineScanner struct {
	name string // the crawl's out dir: parallel crawls' sessions never share an id
	n    *atomic.Int64
}

func (e engineScanner) Scan(ctx context.Context, u string) (audit.ScanResult, error) {
	id := fmt.Sprintf("%s/page-%d", e.name, e.n.Add(1))
	s, err := scanEnv.mgr.Session(id)
	if err != nil {
		return audit.ScanResult{}, err
	}
	defer scanEnv.mgr.CloseSession(id)
	all, err := scanEnv.engine.Scan(ctx, s, audit.ScanOptions{URL: u, SiteFacts: true, PageSize: audit.MaxPageSize})
	for err == nil && all.Cursor != "" {
		var page audit.ScanResult
		if page, err = scanEnv.engine.Scan(ctx, s, audit.ScanOptions{Cursor: all.Cursor, PageSize: audit.MaxPageSize}); err == nil {
			all.Violations, all.Cursor = append(all.Violations, page.Violations...), page.Cursor
		}
	}
	all.Expand()
	return all, err
}

// crawlFor runs a crawl into a temporary directory and returns it: from
// start following links, or of the urls alone when start is "" (audit
// --crawl and audit --urls, with no gap between visits). edit adjusts the
// options before the crawl starts.
func crawlFor(t *testing.T, start string, urls []string, edit func(*Options)) string {
	t.Helper()
	seeds := urls
	if start != "" {
		seeds = []string{start}
	}
	u, err := url.Parse(seeds[0])
	if err != nil {
		t.Fatal(err)
	}
	jar, err := JarFromStorageState("")
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	o := Options{Seeds: seeds, Follow: start != "", Scope: Scope{Origins: []string{Origin(u)}}, OutDir: out,
		Fetcher: NewFetcher((&guard.URLPolicy{}).Check, jar, 30*time.Second), Scanner: engineScanner{strings.ReplaceAll(out, "/", "_"), new(atomic.Int64)},
		Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if edit != nil {
		edit(&o)
	}
	c, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if _, err := c.Run(ctx); err != nil {
		t.Fatalf("crawl of %v: %v", seeds, err)
	}
	return out
}

// journalRecords reads the finished pages of the crawl in dir.
func journalRecords(t *testing.T, dir string) []Record {
	t.Helper()
	var out []Record
	if err := Records(dir, func(r Record) error { out = append(out, r); return nil }); err != nil {
		t.Fatal(err)
	}
	return out
}
