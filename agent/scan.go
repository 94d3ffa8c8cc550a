package agent

import (
	"context"
	"fmt"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// ScanAll runs audit_scan_url (args: url, viewport, …) and follows cursors
// to collect every open violation of the scan.
func ScanAll(ctx context.Context, c Caller, args map[string]any) (audit.ScanResult, error) {
	args["page_size"] = audit.MaxPageSize
	var all audit.ScanResult
	for n := 0; ; n++ {
		var page audit.ScanResult
		if err := c.Call(ctx, "audit_scan_url", args, &page); err != nil {
			return all, err
		}
		page.Expand()
		rules := all.Rules
		vs := append(all.Violations, page.Violations...)
		if vs == nil {
			vs = []*finding.Violation{} // "violations": [], never null
		}
		checks, practice, timings := all.Checks, all.BestPractice, all.Timings
		all = page
		all.Violations = vs
		if n > 0 { // the checks section, best practice and timings come with the first page
			all.Checks, all.BestPractice, all.Timings = checks, practice, timings
			for id, r := range page.Rules {
				rules[id] = r
			}
			all.Rules = rules
		}
		if page.Cursor == "" {
			return all, nil
		}
		args = map[string]any{"cursor": page.Cursor, "page_size": audit.MaxPageSize}
	}
}

// AddExpensiveChecks runs the on-request checks through audit_run_checks
// (the same tool an agent calls) on the page the session has open, and
// folds them into res (the CLI's and the crawl's --checks all).
func AddExpensiveChecks(ctx context.Context, c Caller, res *audit.ScanResult) error {
	var run audit.ChecksRun
	if err := c.Call(ctx, "audit_run_checks", map[string]any{"checks": []string{"expensive"}}, &run); err != nil {
		if IsToolError(err) {
			return fmt.Errorf("audit_run_checks: %w", err)
		}
		return err
	}
	var st audit.SessionState
	if err := c.Call(ctx, "audit_session_state", map[string]any{}, &st); err != nil {
		return fmt.Errorf("audit_session_state: %w", err)
	}
	res.AddChecksRun(run, st.Counts)
	return nil
}
