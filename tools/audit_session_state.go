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
		Description: `Remediation state: open violations, the next to fix and its attempts, hand-offs to a person, applied fixes and the review list.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
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
