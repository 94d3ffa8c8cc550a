package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type verifyParams struct {
	Selector string `json:"selector"`
	RuleID   string `json:"rule_id"`
}

func (t *Toolbox) verifyElementTool() Tool {
	return Tool{
		Name: "audit_verify_element", Title: "Re-check one rule on one element (VerifyElement)", Toolset: "audit",
		Description: `Re-run exactly one axe rule scoped to one element — a fraction of a full scan's cost. Returns status pass, fail, incomplete or inapplicable, axe's reason on failure (use it to rethink the fix), and the new score.
A pass after a fix marks that fix verified; a fail after a fix is a strike, and three strikes on one violation hand it to a person. Call it after every fix, with the violation's selector and rule_id.
Example: {"selector": "img.hero", "rule_id": "image-alt"}`,
		ReadOnly: true, Destructive: false, Idempotent: false, OpenWorld: false,
		Handle: handler(t, t.verifyElement),
	}
}

func (t *Toolbox) verifyElement(ctx context.Context, s *browser.Session, p verifyParams) (*mcp.CallToolResult, error) {
	res, err := t.Audit.Verify(ctx, s, p.Selector, p.RuleID)
	if err != nil {
		return failure("audit_verify_element", err)
	}
	text := fmt.Sprintf("%s: %s on %s; score now %d", p.RuleID, res.Status, p.Selector, res.NewScore)
	if res.Reason != "" {
		text += "\nreason: " + res.Reason
	}
	if res.ViolationID != "" {
		text += fmt.Sprintf("\nviolation %s is %s (attempts %d of 3)", res.ViolationID, res.ViolationStatus, res.Attempts)
	}
	if res.HandoffReason != "" {
		text += "\nhanded to a person: " + res.HandoffReason
	}
	return structured(res, text), nil
}
