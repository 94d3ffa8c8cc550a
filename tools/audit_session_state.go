package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type sessionStateParams struct{}

func (t *Toolbox) sessionStateTool() Tool {
	return Tool{
		Name: "audit_session_state", Title: "Where the remediation stands (PEV state)", Toolset: "audit",
		Description: `The Planner-Executor-Validator state of this session: current URL, open violation ids, the most severe one to fix next (current_violation_id) and its retry attempts, violations handed to a person with the reason, applied fixes and the human-review list.
Example: {}`,
		ReadOnly: true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.sessionState),
	}
}

func (t *Toolbox) sessionState(_ context.Context, s *browser.Session, _ sessionStateParams) (*mcp.CallToolResult, error) {
	st := t.Audit.State(s.ID())
	text := fmt.Sprintf("score %d; %d open, %d handed off, %d fixes applied", st.Score, len(st.PendingViolations), len(st.Skipped), len(st.Fixes))
	if st.CurrentViolationID != "" {
		text += fmt.Sprintf("; next: %s (attempts %d)", st.CurrentViolationID, st.RetryAttempts)
	}
	if !st.Scanned {
		text = "no audit yet in this session: call audit_scan_url"
	}
	return structured(st, text), nil
}
