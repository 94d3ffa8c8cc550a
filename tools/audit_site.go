package tools

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/crawl"
)

type siteParams struct {
	URL         string   `json:"url"`
	MaxPages    int      `json:"max_pages"`
	Depth       int      `json:"depth"`
	Concurrency int      `json:"concurrency"`
	Include     []string `json:"include"`
	Exclude     []string `json:"exclude"`
	PageSize    int      `json:"page_size"`
	Cursor      string   `json:"cursor"`
}

// siteResult is audit_site's structured output: counts and one page of
// template-level findings; the full reports are in dir.
type siteResult struct {
	Dir        string            `json:"dir"`
	Pages      int               `json:"pages"`
	ByStatus   map[string]int    `json:"by_status"`
	Counts     finding.Counts    `json:"counts"`
	Score      *int              `json:"score,omitempty"`
	Lowest     *int              `json:"lowest_page_score,omitempty"`
	Findings   int               `json:"template_findings"`
	Top        []*crawl.Template `json:"findings"`
	Stopped    string            `json:"stopped,omitempty"`
	More       bool              `json:"more"`
	NextCursor string            `json:"cursor,omitempty"`
}

func (t *Toolbox) auditSiteTool() Tool {
	return Tool{
		Name: "audit_site", Title: "Audit a whole site (crawl)", Toolset: "audit",
		Description: `Crawl a site from url (same origin, robots.txt, sitemap) and scan each page. Returns counts and template-level findings (one per repeated violation), worst first; full reports in dir; cursor pages findings.`,
		// Not read-only: it opens every page it finds, and a GET can act.
		// Each page is scanned through audit_scan_url in a session of its
		// own, where the guard judges the URL.
		ReadOnly: false, Destructive: false, Idempotent: true, OpenWorld: true,
		Inert:       "scans each page through audit_scan_url in its own session, where the guard judges it",
		PageContent: true,
		Handle:      handler(t, t.auditSite),
	}
}

var siteRunName = regexp.MustCompile(`^site-[0-9]{8}-[0-9]{6}-[0-9]+$`)

func (t *Toolbox) auditSite(ctx context.Context, s *browser.Session, p siteParams) (*mcp.CallToolResult, error) {
	if p.PageSize <= 0 {
		p.PageSize = 5
	}
	var dir string
	offset := 0
	if p.Cursor != "" {
		name, off, ok := strings.Cut(p.Cursor, ":")
		n, err := strconv.Atoi(off)
		if !ok || err != nil || n < 0 || !siteRunName.MatchString(name) {
			return toolError(CodeInvalidInput, "audit_site: /cursor: not a cursor from an earlier audit_site result; call without cursor to crawl"), nil
		}
		dir, offset = filepath.Join(s.OutputDir(), name), n
		if _, err := os.Stat(filepath.Join(dir, crawl.JournalName)); err != nil {
			return toolError(CodeInvalidInput, "audit_site: /cursor: that crawl is not in this session's output; call without cursor to crawl again"), nil
		}
	} else {
		if p.URL == "" {
			return toolError(CodeInvalidInput, "audit_site: /url: required when there is no cursor, e.g. {\"url\": \"https://shop.example/\"}"), nil
		}
		var err error
		if dir, err = t.crawlSite(ctx, s, p); err != nil {
			return failure("audit_site", err)
		}
	}
	sum, err := crawl.Aggregate(dir, nil)
	if err != nil {
		return failure("audit_site", err)
	}
	res := siteResult{Dir: dir, Pages: sum.PagesTotal, ByStatus: sum.ByStatus, Counts: sum.Counts, Score: sum.Score, Lowest: sum.LowestScore, Findings: sum.TemplateN}
	if b, err := os.ReadFile(filepath.Join(dir, "stopped.txt")); err == nil {
		res.Stopped = string(b)
	}
	offset = min(offset, len(sum.Templates))
	end := min(offset+p.PageSize, len(sum.Templates))
	// Never null: a clean site has no findings, an empty list (the output
	// schema says so, and an outside tester's clean site failed on it).
	res.Top = append([]*crawl.Template{}, sum.Templates[offset:end]...)
	for _, tp := range res.Top {
		tp.SamplePages = tp.SamplePages[:min(1, len(tp.SamplePages))]
	}
	if res.More = end < len(sum.Templates); res.More {
		res.NextCursor = fmt.Sprintf("%s:%d", filepath.Base(dir), end)
	}
	var b strings.Builder
	if res.Score != nil {
		fmt.Fprintf(&b, "site score %d/100 (lowest page %d); ", *res.Score, *res.Lowest)
	}
	fmt.Fprintf(&b, "%d URLs (%d scanned); %d template-level findings from %d violating nodes; reports in %s",
		res.Pages, res.ByStatus[crawl.StatusScanned], res.Findings, res.Counts.Total(), dir)
	if res.Stopped != "" {
		fmt.Fprintf(&b, "\nstopped: %s", res.Stopped)
	}
	for _, sk := range sum.Skipped {
		fmt.Fprintf(&b, "\nnot visited (destructive): %s", sk.URL)
	}
	for _, tp := range res.Top {
		fmt.Fprintf(&b, "\n- [%s] %s on %d pages (%d nodes): %s — %s", tp.Impact, tp.RuleID, tp.Pages, tp.Instances, tp.Selector, tp.Help)
		if len(tp.SamplePages) > 0 {
			b.WriteString("\n  e.g. " + strings.Join(tp.SamplePages, " "))
		}
		if tp.New {
			b.WriteString("\n  new since the last crawl")
		}
	}
	if res.More {
		fmt.Fprintf(&b, "\nmore findings: call again with cursor %q", res.NextCursor)
	}
	return structured(res, b.String()), nil
}

// crawlSite runs the crawl into a new folder of the session's output dir
// through t.Crawler: one in-process MCP session (so one browser context)
// per page.
func (t *Toolbox) crawlSite(ctx context.Context, s *browser.Session, p siteParams) (string, error) {
	if p.MaxPages == 0 {
		p.MaxPages = 50
	}
	if p.Depth == 0 {
		p.Depth = 5
	}
	start, err := crawl.Normalize(p.URL, nil)
	if err != nil {
		return "", fmt.Errorf("%w: /url: %q is not an absolute http(s) URL", browser.ErrBadURL, p.URL)
	}
	dir := filepath.Join(s.OutputDir(), fmt.Sprintf("site-%s-%d", time.Now().UTC().Format("20060102-150405"), time.Now().Nanosecond()))
	if t.Crawler == nil {
		return "", errors.New("no site crawler in this process: the server sets Toolbox.Crawler (agent.SiteCrawler) to crawl")
	}
	token := progressToken(ctx)
	parent := server.ServerFromContext(ctx)
	cr, err := t.Crawler.New(t, crawl.Options{
		Seeds: []string{start.String()}, Follow: true, MaxPages: p.MaxPages, MaxDepth: p.Depth,
		Scope:       crawl.Scope{Origins: []string{crawl.Origin(start)}, Include: p.Include, Exclude: p.Exclude},
		Concurrency: cmp.Or(p.Concurrency, 2), PerHostInterval: 100 * time.Millisecond, OutDir: dir,
		Log: t.Log,
		Progress: func(done, total int) {
			if token != nil && parent != nil {
				_ = parent.SendNotificationToClient(ctx, "notifications/progress",
					map[string]any{"progressToken": token, "progress": done, "total": total, "message": "pages audited"})
			}
		},
	})
	if err != nil {
		return "", err
	}
	sum, err := cr.Run(ctx)
	if ctx.Err() != nil {
		return "", ctx.Err()
	}
	if sum.Stopped != "" {
		_ = os.WriteFile(filepath.Join(dir, "stopped.txt"), []byte(sum.Stopped), 0o644)
	}
	site, aerr := crawl.Aggregate(dir, nil)
	if aerr == nil {
		site.Start, site.Stopped, site.Complete = []string{start.String()}, sum.Stopped, sum.Stopped == ""
		_, aerr = crawl.WriteSiteJSON(dir, site)
	}
	if aerr == nil {
		_, aerr = crawl.WriteDashboard(dir, site)
	}
	if err != nil && sum.Visited == 0 {
		return "", err
	}
	return dir, aerr
}

func progressToken(ctx context.Context) mcp.ProgressToken {
	tok, _ := ctx.Value(progressKey{}).(mcp.ProgressToken)
	return tok
}
