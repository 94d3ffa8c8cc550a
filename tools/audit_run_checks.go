package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
)

type runChecksParams struct {
	Checks []string `json:"checks"`
}

func (t *Toolbox) runChecksTool() Tool {
	return Tool{
		Name: "audit_run_checks", Title: "Run AccessAgents' checks beyond axe", Toolset: "audit",
		Description: `Run the slow aa- checks (keyboard, reflow, text size/spacing, forms, change of context, images of text, motion) on the current page.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		PageContent: true,
		Handle:      handler(t, t.runChecks),
	}
}

// progressFunc sends MCP progress notifications, only when the caller
// asked for them with a progress token.
func progressFunc(ctx context.Context) audit.Progress {
	token := ctx.Value(progressKey{})
	srv := server.ServerFromContext(ctx)
	if token == nil || srv == nil {
		return nil
	}
	return func(done, total int, msg string) {
		_ = srv.SendNotificationToClient(ctx, "notifications/progress", map[string]any{
			"progressToken": token, "progress": done, "total": total, "message": msg})
	}
}

func (t *Toolbox) runChecks(ctx context.Context, s *browser.Session, p runChecksParams) (*mcp.CallToolResult, error) {
	if len(p.Checks) == 0 {
		p.Checks = []string{"all"}
	}
	list, err := checks.Resolve(p.Checks)
	if err != nil {
		return toolError(codeOf(err), "audit_run_checks: checks: "+err.Error()), nil
	}
	res, err := t.Audit.RunChecks(ctx, s, list, progressFunc(ctx))
	if err != nil {
		return failure("audit_run_checks", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d checks: %d violating nodes, %d need review; score now %d", len(res.Ran), len(res.Found), len(res.NeedsReview), res.Score)
	fmt.Fprintf(&b, "\npage: %s", res.URL)
	for _, v := range res.Found {
		writeViolation(&b, "", v)
	}
	writeCounts(&b, "violating nodes per check", res.Totals)
	if len(res.NeedsReview) > 0 {
		b.WriteString("\nneed a person's review:")
		for _, v := range res.NeedsReview {
			writeViolation(&b, "", v)
		}
	}
	if len(res.BestPractice) > 0 {
		b.WriteString("\nbest practice (not scored):")
		for _, v := range res.BestPractice {
			writeViolation(&b, "", v)
		}
	}
	for _, e := range res.Errors {
		b.WriteString("\ncould not run " + e)
	}
	for _, n := range res.Notices {
		b.WriteString("\nnotice: " + n)
	}
	return structured(res, b.String()), nil
}
