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
}

// Scan audits one URL in a fresh session.
func (s Scanner) Scan(ctx context.Context, u string) (audit.ScanResult, error) {
	c, closeC, err := s.Connect(ctx)
	if err != nil {
		return audit.ScanResult{}, err
	}
	defer closeC()
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
