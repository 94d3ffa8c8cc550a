package main

import (
	"context"
	"fmt"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/tools"
)

// addExpensiveChecks runs the on-request checks through audit_run_checks
// (the same tool an agent calls) and folds them into the scan result.
func addExpensiveChecks(ctx context.Context, c tools.ClientCaller, res *audit.ScanResult) error {
	var run audit.ChecksRun
	msg, err := c.Call(ctx, "audit_run_checks", map[string]any{"checks": []string{"expensive"}}, &run)
	if err != nil {
		return err
	}
	if msg != "" {
		return fmt.Errorf("%s", msg)
	}
	var st audit.SessionState
	if msg, err := c.Call(ctx, "audit_session_state", map[string]any{}, &st); err != nil || msg != "" {
		return fmt.Errorf("audit_session_state: %v %s", err, msg)
	}
	audit.AddChecksRun(res, run, st.Counts)
	return nil
}

func needsReview(res audit.ScanResult) []*audit.Violation {
	if res.Checks == nil {
		return nil
	}
	return res.Checks.NeedsReview
}
