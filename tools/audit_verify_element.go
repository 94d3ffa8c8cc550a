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
		Description: `Re-run one axe rule on one element, cheaply: pass, fail, incomplete or inapplicable, with axe's reason.
Call after every fix; three fails hand the violation to a person.`,
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
