package crawl

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"path/filepath"
	"sync"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// Finding is one violation on one page, with its fingerprint.
type Finding struct {
	Fingerprint string `json:"fingerprint"`
	*finding.Violation
}

// PageReport is one page's report file (pages/NNNNN.json). It carries
// the blocks of a single page's audit (standard, per-rule totals, the
// checks that ran and failed to run, notices, frames axe could not test,
// needs review, best practice), so a page audited in a crawl or from
// --urls reads as one audited alone does.
type PageReport struct {
	Record
	AxeVersion string    `json:"axe_version,omitempty"`
	Standard   string    `json:"standard,omitempty"`
	Findings   []Finding `json:"violations"`
	// Rules are the per-rule totals (help, criteria, node count).
	Rules map[string]*audit.RuleInfo `json:"rules,omitempty"`
	// ChecksRan and CheckErrors are the aa- checks that ran, and those
	// that could not (their findings are missing, not absent).
	ChecksRan   []string `json:"checks_ran,omitempty"`
	CheckErrors []string `json:"check_errors,omitempty"`
	// Notices are what the page did that the scan worked around (a form
	// it posted on load and the guard refused, a dialog it opened).
	Notices []string `json:"notices,omitempty"`
	// IncompleteFrames are frames axe could not test.
	IncompleteFrames []audit.IncompleteFrame `json:"incomplete_frames,omitempty"`
	// NeedsReview are the aa- checks' suspicions: never counted, never
	// failing the gate, listed for a person to look at.
	NeedsReview []*finding.Violation `json:"needs_review,omitempty"`
	// BestPractice are best-practice findings (--best-practice): never
	// counted, never gate.
	BestPractice []*finding.Violation `json:"best_practice,omitempty"`
	// SiteFacts are what the site-level checks compare across pages.
	SiteFacts *audit.SiteFacts `json:"site_facts,omitempty"`
}

// visit fetches and scans one URL. err is set only when ctx ended, so the
// page is retried on resume; every other failure is a status in the record.
func (c *Crawler) visit(ctx context.Context, j job) (Record, []string, error) {
	start := time.Now()
	rec := Record{Seq: j.seq, URL: j.URL, Depth: j.Depth}
	u, _ := url.Parse(j.URL)
	if err := c.limiter.wait(ctx, u.Host); err != nil {
		return rec, nil, err
	}
	defer func() { rec.DurationMs = time.Since(start).Milliseconds() }()
	fctx, cancel := context.WithTimeout(ctx, c.o.PageTimeout)
	f, err := c.o.Fetcher.Get(fctx, j.URL)
	cancel()
	if ctx.Err() != nil {
		return rec, nil, ctx.Err()
	}
	if err != nil {
		rec.Status, rec.Detail = fetchStatus(err), err.Error()
		return c.finish(rec, start), nil, nil
	}
	rec.HTTPStatus = f.Status
	if f.Redirected {
		rec.FinalURL = f.URL.String()
	}
	var page Page
	if f.HTML() {
		page = ParseHTML(f.Body, f.URL)
	}
	switch {
	case loginWall(f, page):
		rec.Status, rec.Detail = StatusLoginWall, "redirected to a page with a password field"
		if f.Status == 401 {
			rec.Detail = "HTTP 401: the page asks for a login"
		}
		return c.finish(rec, start), nil, nil
	case f.Status >= 400:
		rec.Status, rec.Detail = StatusHTTPError, fmt.Sprintf("HTTP %d", f.Status)
		return c.finish(rec, start), nil, nil
	case !f.HTML():
		// Learnt from the response's headers before any body is read or
		// any browser opens it: not a page, so it costs no page of MaxPages.
		rec.Status, rec.ContentType = StatusNotHTML, f.ContentType
		rec.Detail = "not a page: content type " + cmp.Or(f.ContentType, "(none)") + "; not counted against --max-pages"
		return c.finish(rec, start), nil, nil
	}
	if f.Redirected {
		fu, err := Normalize(f.URL.String(), nil)
		switch {
		case err != nil || !c.o.Scope.Allows(fu):
			rec.Status, rec.Detail = StatusRedirectOffsite, "redirected out of scope to "+f.URL.String()
			return c.finish(rec, start), nil, nil
		case Key(fu) != keyOf(j.URL) && !c.claim(fu.String()):
			rec.Status, rec.Detail = StatusDuplicate, "redirects to an already crawled page"
			return c.finish(rec, start), nil, nil
		}
	}
	var links []string
	if !page.NoFollow {
		links = page.Links
	}
	target := f.URL.String()
	var res audit.ScanResult
	for rec.Attempts = 1; ; rec.Attempts++ {
		sctx, cancel := context.WithTimeout(ctx, c.o.PageTimeout)
		res, err = c.o.Scanner.Scan(sctx, target)
		cancel()
		if ctx.Err() != nil {
			return rec, nil, ctx.Err()
		}
		// A renderer crash, a hung page or a dead browser: once more, in a
		// fresh context (every Scan gets its own).
		if err == nil || rec.Attempts == 2 {
			break
		}
		c.o.Log.Warn("scan failed; retrying in a fresh context", "url", target, "error", err)
	}
	if err != nil {
		rec.Status, rec.Detail = StatusScanError, err.Error()
		return c.finish(rec, start), links, nil
	}
	rec.Status, rec.Title, rec.Score, rec.Counts, rec.Timings = StatusScanned, res.Title, res.Score, res.Counts, res.Timings
	rep := PageReport{Record: rec, AxeVersion: res.AxeVersion, Standard: res.Standard, Findings: make([]Finding, len(res.Violations)),
		Rules: res.Rules, Notices: res.Notices, IncompleteFrames: res.IncompleteFrames}
	if res.Checks != nil {
		rep.NeedsReview, rep.ChecksRan, rep.CheckErrors = res.Checks.NeedsReview, res.Checks.Ran, res.Checks.Errors
	}
	rep.BestPractice, rep.SiteFacts = res.BestPractice, res.SiteFacts
	for i, v := range res.Violations {
		rep.Findings[i] = Finding{Fingerprint: Fingerprint(v), Violation: v}
	}
	rec.File = filepath.Join("pages", fmt.Sprintf("%06d.json", j.seq))
	rep.Record = c.finish(rec, start)
	if err := browser.WriteJSONAtomic(filepath.Join(c.o.OutDir, rec.File), rep); err != nil {
		rec.Status, rec.Detail, rec.File = StatusScanError, "writing the page report: "+err.Error(), ""
	}
	return c.finish(rec, start), links, nil
}

// loginWall says whether a fetch ended at a login: redirected to a page
// with a password field, or answered 401.
func loginWall(f *Fetched, page Page) bool {
	return f.Status == 401 || f.Redirected && page.Password
}

func (c *Crawler) finish(rec Record, start time.Time) Record {
	rec.DurationMs = time.Since(start).Milliseconds()
	return rec
}

func keyOf(raw string) string {
	u, err := Normalize(raw, nil)
	if err != nil {
		return raw
	}
	return Key(u)
}

// fetchStatus classifies a fetch error.
func fetchStatus(err error) string {
	var ne net.Error
	switch {
	case errors.Is(err, ErrRedirectLoop):
		return StatusRedirectLoop
	case errors.Is(err, ErrBlocked):
		return StatusBlocked
	case errors.Is(err, ErrDestructive):
		return StatusDestructive
	case errors.Is(err, context.DeadlineExceeded), errors.As(err, &ne) && ne.Timeout():
		return StatusTimeout
	}
	return StatusUnreachable
}

// writeJSONAtomic writes v as indented JSON via a temp file and rename, so
// a kill never leaves half a report.
func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

// hostLimiter spaces visits to one host at least every apart.
type hostLimiter struct {
	mu    sync.Mutex
	every time.Duration
	per   map[string]time.Duration
	next  map[string]time.Time
}

// atLeast raises one host's interval (robots.txt Crawl-delay).
func (l *hostLimiter) atLeast(host string, d time.Duration) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.per == nil {
		l.per = map[string]time.Duration{}
	}
	l.per[host] = max(l.per[host], d)
}

func (l *hostLimiter) wait(ctx context.Context, host string) error {
	l.mu.Lock()
	every := max(l.every, l.per[host])
	if every <= 0 {
		l.mu.Unlock()
		return nil
	}
	now := time.Now()
	at := l.next[host]
	if at.Before(now) {
		at = now
	}
	l.next[host] = at.Add(every)
	l.mu.Unlock()
	t := time.NewTimer(time.Until(at))
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}
