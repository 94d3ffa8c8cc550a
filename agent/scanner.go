package agent

import (
	"context"

	"github.com/accessagents/accessagents/audit"
)

// Scanner is the crawl's page scanner (a crawl.Scanner) that scans through
// the tool layer: each page gets its own in-process MCP session (so its
// own browser context), and the scan is an audit_scan_url call —
// validated, URL-policed and logged like any agent's.
type Scanner struct {
	// Connect opens a new MCP session; closing it closes its browser context.
	Connect  func(ctx context.Context) (Caller, func(), error)
	Viewport string
	// AllChecks adds the on-request checks (keyboard walk, reflow, text,
	// motion, form errors, change of context) to every page's scan: --checks all.
	AllChecks bool
	// Standard and BestPractice go to audit_scan_url as they are.
	Standard     string
	BestPractice bool
	// Reset, if set, puts a session back to a new browser context's state
	// (browser.Session.ResetForNextPage): the next page of the same origin
	// is then scanned in it, in the same tab. Without it, or when it fails,
	// every page gets a session of its own.
	Reset func(ctx context.Context, c Caller) error
	pool  *scanPool
}

// Scan audits one URL in a session that no page before it has left
// anything in: a session kept from a page of the same origin and reset, or
// a new one. A session whose scan failed is closed, so a retry starts in a
// new browser context.
func (s Scanner) Scan(ctx context.Context, u string) (audit.ScanResult, error) {
	var cn *conn
	if s.pool != nil {
		cn = s.pool.take(u)
	}
	if cn == nil {
		c, closeC, err := s.Connect(ctx)
		if err != nil {
			return audit.ScanResult{}, err
		}
		cn = &conn{c: c, close: closeC}
	}
	res, err := s.scanIn(ctx, cn.c, u)
	if err == nil && s.pool != nil && s.Reset != nil && s.Reset(ctx, cn.c) == nil {
		cn.origin = originOf(u)
		s.pool.put(cn)
		return res, nil
	}
	cn.close()
	return res, err
}

// Close ends the sessions kept for the next pages.
func (s Scanner) Close() error {
	if s.pool == nil {
		return nil
	}
	return s.pool.Close()
}

// scanIn audits u in the session c.
func (s Scanner) scanIn(ctx context.Context, c Caller, u string) (audit.ScanResult, error) {
	args := map[string]any{"url": u, "site_facts": true}
	if s.Standard != "" {
		args["standard"] = s.Standard
	}
	if s.BestPractice {
		args["best_practice"] = true
	}
	if s.Viewport != "" {
		args["viewport"] = s.Viewport
	}
	res, err := ScanAll(ctx, c, args)
	if err != nil || !s.AllChecks {
		return res, err
	}
	return res, AddExpensiveChecks(ctx, c, &res)
}
