package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/tools"
)

// CrawlConfig is what `audit --crawl` and `audit --urls` take.
type CrawlConfig struct {
	Start    string
	URLsFile string
	// Pages are the URLs or HTML files of `audit A B C`: a site audit of
	// exactly those pages, so the site-level checks compare them.
	Pages        []string
	Sitemaps     []string
	MaxPages     int
	Depth        int
	Include      []string
	Exclude      []string
	Concurrency  int
	IgnoreRobots bool
	// FreshContexts opens a browser context per page (agent.SiteCrawler).
	FreshContexts bool
	Interval      time.Duration
	Baseline      string
	FailOn        string
	Variants      int
	PageTimeout   time.Duration
}

// Enabled reports whether audit runs over a site rather than one page.
func (c CrawlConfig) Enabled() bool { return c.Start != "" || c.URLsFile != "" || len(c.Pages) > 0 }

// stringList is a flag that may repeat and may hold comma-separated values.
type stringList struct{ v *[]string }

func (s stringList) String() string {
	if s.v == nil {
		return ""
	}
	return strings.Join(*s.v, ",")
}

func (s stringList) Set(v string) error {
	*s.v = append(*s.v, splitList(v)...)
	return nil
}

// crawlFlags: audit over a site rather than one page.
func crawlFlags() group {
	return group{"Site audit", argWords{"crawl": "URL", "urls": "FILE", "sitemap": "URL", "max-pages": "N", "depth": "N", "include": "GLOB", "exclude": "GLOB", "concurrency": "N", "rate-interval": "DURATION", "query-variants": "N", "page-timeout": "DURATION", "baseline": "FILE", "fail-on": "IMPACT"}, func(fs *flag.FlagSet, cfg *Config) func() error {
		c := &cfg.Crawl
		fs.StringVar(&c.Start, "crawl", "", "crawl the site from this URL (same origin) instead of one page")
		fs.StringVar(&c.URLsFile, "urls", "", "audit the URLs in this file, one a line (with --crawl: extra seeds)")
		fs.Var(stringList{&c.Sitemaps}, "sitemap", "also read this sitemap (repeatable; default: robots.txt's and /sitemap.xml)")
		fs.IntVar(&c.MaxPages, "max-pages", 500, "visit at most this many pages")
		fs.IntVar(&c.Depth, "depth", 10, "follow links at most this many hops from the start")
		fs.Var(stringList{&c.Include}, "include", "only paths matching these globs (* within a segment, ** across)")
		fs.Var(stringList{&c.Exclude}, "exclude", "skip paths matching these globs")
		fs.IntVar(&c.Concurrency, "concurrency", 0, "pages scanned at a time (0: one per CPU this process may use); each worker keeps one browser context, cleared between pages")
		fs.BoolVar(&c.FreshContexts, "fresh-contexts", false, "open a new browser context for every page instead of clearing one between pages (about 2.6 times slower; the same findings)")
		fs.BoolVar(&c.IgnoreRobots, "ignore-robots", false, "audit pages robots.txt disallows")
		fs.DurationVar(&c.Interval, "rate-interval", 100*time.Millisecond, "minimum gap between page visits to one host")
		fs.IntVar(&c.Variants, "query-variants", 10, "distinct query strings audited per path; more are recorded as a crawl trap")
		fs.DurationVar(&c.PageTimeout, "page-timeout", time.Minute, "time limit for one page's fetch and scan")
		fs.StringVar(&c.Baseline, "baseline", "", "a previous report of the same audit, to show what changed: for one page the JSON of audit --format json; with --crawl or --urls a site.json, and exit 1 only on findings not in it")
		fs.StringVar(&c.FailOn, "fail-on", "minor", "exit 1 on findings of this impact or worse: critical, serious, moderate or minor")
		return nil
	}}
}

func checkCrawlConfig(c CrawlConfig, outDir, format string) error {
	if !c.Enabled() {
		return nil
	}
	if outDir == "" {
		return fmt.Errorf("a site audit (--crawl, --urls or several pages) needs --out DIR: the reports and the resume journal go there")
	}
	if c.Start != "" {
		if _, err := crawl.Normalize(c.Start, nil); err != nil {
			return fmt.Errorf("--crawl %q: use an absolute http(s) URL", c.Start)
		}
	}
	switch c.FailOn {
	case "critical", "serious", "moderate", "minor":
	default:
		return fmt.Errorf("--fail-on %q: use critical, serious, moderate or minor", c.FailOn)
	}
	if c.Concurrency < 0 || c.Concurrency > 64 {
		return fmt.Errorf("--concurrency %d: use 1 to 64, or 0 for one per CPU", c.Concurrency)
	}
	if c.MaxPages < 1 || c.Depth < 0 {
		return fmt.Errorf("--max-pages must be at least 1 and --depth at least 0")
	}
	if c.Variants < 1 {
		return fmt.Errorf("--query-variants %d: use at least 1 (distinct query strings audited per path, e.g. 10)", c.Variants)
	}
	if c.Interval < 0 || c.PageTimeout <= 0 {
		return fmt.Errorf("--rate-interval %s, --page-timeout %s: use a gap of 0s or more and a page time limit above 0, e.g. --rate-interval 100ms --page-timeout 1m", c.Interval, c.PageTimeout)
	}
	if format == "text" {
		return fmt.Errorf("--format text: a site audit writes json, sarif or html")
	}
	return nil
}

// runCrawl audits a site: exit 0 when no finding fails the gate, 1 when
// some do, 2 on error or when the crawl hit a login wall. Progress goes to
// errOut, stderr shared with the log (os.Stderr when nil).
func runCrawl(ctx context.Context, cfg Config, tb *tools.Toolbox, stdout io.Writer, errOut *stderrLines) (int, error) {
	c := cfg.Crawl
	var baseline map[string]bool
	if c.Baseline != "" {
		var err error
		if baseline, err = crawl.LoadBaseline(c.Baseline); err != nil {
			return 2, err
		}
	}
	// Local files among the pages are served from 127.0.0.1 while the
	// audit runs, as a one-page audit serves its file.
	if len(c.Pages) > 0 {
		// A file is served on a new address each run, so a journal of an
		// earlier run names addresses that are gone: it can be neither
		// continued nor redone in place.
		journal := filepath.Join(cfg.OutDir, crawl.JournalName)
		if _, err := os.Stat(journal); err == nil && slices.ContainsFunc(c.Pages, func(p string) bool {
			return !strings.HasPrefix(p, "http://") && !strings.HasPrefix(p, "https://")
		}) {
			return 2, fmt.Errorf("%s already holds an audit, and local files are served on a new address each run, so it cannot be continued or redone in place: use a new --out DIR, or delete %s", cfg.OutDir, journal)
		}
		served, stop, err := resolveTargets(c.Pages)
		if err != nil {
			return 2, err
		}
		defer stop()
		c.Pages = served
	}
	seeds, scope, err := crawlSeeds(c)
	if err != nil {
		return 2, err
	}
	progress := newCrawlProgress(errOut, os.Stderr)
	// One server, one in-process session per worker, reset between pages
	// (or one per page with --fresh-contexts): each page goes through the
	// tool layer like any agent's call.
	crawler := agent.SiteCrawler{ClientName: "accessagents-crawl", Version: version, FreshContexts: c.FreshContexts,
		Scan: agent.Scanner{Viewport: cfg.Viewport.Name, AllChecks: cfg.Checks == "all", Standard: cfg.Standard, BestPractice: cfg.BestPractice}}
	cr, err := crawler.New(tb, crawl.Options{
		Seeds: seeds, Sitemaps: c.Sitemaps, Follow: c.Start != "", MaxPages: c.MaxPages, MaxDepth: c.Depth,
		Scope: scope, Concurrency: c.Concurrency, PerHostInterval: c.Interval, IgnoreRobots: c.IgnoreRobots,
		MaxQueryVariants: c.Variants, PageTimeout: c.PageTimeout,
		OutDir: cfg.OutDir, Log: tb.Log, OnProgress: progress.report,
	})
	if err != nil {
		return 2, err
	}
	if cr.Resumed() {
		fmt.Fprintf(os.Stderr, "crawl: resuming the crawl journaled in %s\n", cfg.OutDir)
	}
	sum, crawlErr := cr.Run(ctx)
	progress.end()
	site, err := crawl.Aggregate(cfg.OutDir, baseline)
	if err != nil {
		return 2, err
	}
	site.Version, site.Start, site.Baseline = version, seeds, c.Baseline
	site.Complete, site.Stopped = sum.Stopped == "" && crawlErr == nil, sum.Stopped
	written := []string{}
	p, err := crawl.WriteSiteJSON(cfg.OutDir, site)
	if err != nil {
		return 2, err
	}
	written = append(written, p)
	switch cfg.Format {
	case "html", "":
		p, err = crawl.WriteDashboard(cfg.OutDir, site)
	case "sarif":
		p, err = crawl.WriteSARIF(cfg.OutDir, version, site)
	}
	if err != nil {
		return 2, err
	}
	if cfg.Format != "json" {
		written = append(written, p)
	}
	failing := site.Failing(c.FailOn, baseline != nil)
	printSiteSummary(stdout, site, failing, c, written)
	switch {
	case errors.Is(crawlErr, crawl.ErrLoginWall):
		return 2, crawlErr
	case crawlErr != nil:
		return 2, crawlErr
	case ctx.Err() != nil:
		return 2, fmt.Errorf("interrupted: re-run the same command to continue")
	case site.PagesTotal == 0:
		return 2, fmt.Errorf("nothing was audited: no URL was in scope (check the start URL, --include and --exclude)")
	case site.ByStatus[crawl.StatusScanned] == 0:
		// A gate that audited nothing must not pass: a stale session
		// answered 401, the site was down, every page was refused.
		return 2, fmt.Errorf("nothing was audited: none of the %d URLs could be scanned (see the statuses above and in site.json)", site.PagesTotal)
	case len(failing) > 0:
		return 1, nil
	}
	return 0, nil
}

// crawlSeeds reads the start URL and --urls file into seeds and the scope.
func crawlSeeds(c CrawlConfig) ([]string, crawl.Scope, error) {
	var seeds []string
	scope := crawl.Scope{Include: c.Include, Exclude: c.Exclude}
	origins := map[string]bool{}
	add := func(raw string) error {
		u, err := crawl.Normalize(raw, nil)
		if err != nil {
			return fmt.Errorf("%q: use absolute http(s) URLs", raw)
		}
		seeds = append(seeds, u.String())
		if o := crawl.Origin(u); !origins[o] && (c.Start == "" || len(origins) == 0) {
			origins[o] = true
			scope.Origins = append(scope.Origins, o)
		}
		return nil
	}
	if c.Start != "" {
		if err := add(c.Start); err != nil {
			return nil, scope, fmt.Errorf("--crawl %w", err)
		}
	}
	if c.URLsFile != "" {
		f, err := os.Open(c.URLsFile)
		if err != nil {
			return nil, scope, fmt.Errorf("--urls: %w", err)
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if err := add(line); err != nil {
				return nil, scope, fmt.Errorf("--urls %s: %w", c.URLsFile, err)
			}
		}
		if err := sc.Err(); err != nil {
			return nil, scope, err
		}
	}
	for _, p := range c.Pages {
		if err := add(p); err != nil {
			return nil, scope, err
		}
	}
	return seeds, scope, nil
}

func printSiteSummary(w io.Writer, s *crawl.SiteSummary, failing []*crawl.Template, c CrawlConfig, written []string) {
	fmt.Fprint(w, "site audit: ")
	if s.Score != nil {
		fmt.Fprintf(w, "score %d/100 (lowest page %d); ", *s.Score, *s.LowestScore)
	}
	fmt.Fprintf(w, "%d URLs (%d scanned", s.PagesTotal, s.ByStatus[crawl.StatusScanned])
	for _, st := range []string{crawl.StatusHTTPError, crawl.StatusNotHTML, crawl.StatusUnreachable, crawl.StatusTimeout,
		crawl.StatusRedirectLoop, crawl.StatusTrap, crawl.StatusRobots, crawl.StatusScanError, crawl.StatusBlocked,
		crawl.StatusLoginWall, crawl.StatusDestructive, crawl.StatusAsset} {
		if n := s.ByStatus[st]; n > 0 {
			fmt.Fprintf(w, ", %d %s", n, st)
		}
	}
	fmt.Fprintf(w, "); %d template-level findings from %d violating nodes\n", s.TemplateN, s.Counts.Total())
	if s.Stopped != "" {
		fmt.Fprintf(w, "stopped: %s\n", s.Stopped)
	}
	if n := s.ByStatus[crawl.StatusLoginWall]; n > 0 && s.Stopped == "" {
		fmt.Fprintf(w, "%d pages led to a login page and were not audited; to audit them, record a session (accessagents login) and pass --storage-state\n", n)
	}
	what := "at " + c.FailOn + " or worse"
	if c.Baseline != "" {
		what = "new against " + c.Baseline + " " + what
	}
	fmt.Fprintf(w, "%d findings %s\n", len(failing), what)
	for i, t := range failing {
		if i == 10 {
			fmt.Fprintf(w, "  … and %d more (see the reports)\n", len(failing)-10)
			break
		}
		fmt.Fprintf(w, "  [%s] %s on %d pages: %s (%s)\n", t.Impact, t.RuleID, t.Pages, t.Selector, t.Fingerprint)
	}
	fmt.Fprintf(w, "reports: %s\n", strings.Join(written, ", "))
}
