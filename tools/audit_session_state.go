package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit/fix"
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
		text += fmt.Sprintf("; next to fix: %s (%d of %d attempts used)", st.CurrentViolationID, st.RetryAttempts, fix.MaxAttempts)
	}
	if !st.Scanned {
		return structured(st, "no audit yet in this session: call audit_scan_url"), nil
	}
	var b strings.Builder
	b.WriteString(text)
	c := st.Counts
	fmt.Fprintf(&b, "\npage: %s\nopen violating nodes: critical %d, serious %d, moderate %d, minor %d", st.CurrentURL, c.Critical, c.Serious, c.Moderate, c.Minor)
	if len(st.PendingViolations) > 0 {
		b.WriteString("\nopen: " + strings.Join(st.PendingViolations, ", "))
	}
	if len(st.Skipped) > 0 {
		b.WriteString("\nhanded to a person:")
		for _, v := range st.Skipped {
			writeViolation(&b, "", v)
		}
	}
	if st.HumanHandoffReason != "" {
		b.WriteString("\nlatest hand-off: " + st.HumanHandoffReason)
	}
	for _, f := range st.Fixes {
		fmt.Fprintf(&b, "\n%s fix %s for %s (%s) on %s: %s; %s", f.Kind, f.ID, f.ViolationID, f.RuleID, f.Selector, describeFix(f), f.Verification)
		if f.Reasoning != "" {
			b.WriteString("; reasoning: " + f.Reasoning)
		}
	}
	for _, r := range st.HumanReview {
		fmt.Fprintf(&b, "\nreview %s (%s) on %s: %s", r.ViolationID, r.RuleID, r.Selector, r.Reason)
	}
	return structured(st, b.String()), nil
}

// describeFix says what a fix set, naming a style fix's class.
func describeFix(f *fix.Record) string {
	if f.Kind == fix.KindStyle {
		return "class " + f.CSSClass + " with " + f.Change()
	}
	return f.Change()
}
