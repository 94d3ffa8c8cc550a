package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

type verifyParams struct {
	Selector    string `json:"selector"`
	ViolationID string `json:"violation_id"`
	RuleID      string `json:"rule_id"`
}

func (t *Toolbox) verifyElementTool() Tool {
	return Tool{
		Name: "audit_verify_element", Title: "Re-check one rule on one element (VerifyElement)", Toolset: "audit",
		Description: `Re-run one rule on one element, cheaply: pass, fail, incomplete or inapplicable, with the reason.
Call after every fix; three fails hand the violation to a person.`,
		ReadOnly: true, Destructive: false, Idempotent: false, OpenWorld: false,
		Handle: handler(t, t.verifyElement),
	}
}

func (t *Toolbox) verifyElement(ctx context.Context, s *browser.Session, p verifyParams) (*mcp.CallToolResult, error) {
	f, bad := t.findingTarget(s, "audit_verify_element", p.Selector, p.ViolationID)
	if bad != nil {
		return bad, nil
	}
	switch {
	case p.RuleID == "" && f.RuleID == "":
		return toolError(CodeInvalidInput, "audit_verify_element: /rule_id is required with selector (e.g. image-alt); or pass violation_id instead, which names its rule"), nil
	case p.RuleID != "" && f.RuleID != "" && p.RuleID != f.RuleID:
		return toolError(CodeInvalidInput, fmt.Sprintf("audit_verify_element: /rule_id: %q is not violation %s's rule (%s); drop rule_id, or pass selector to check another rule", p.RuleID, f.ID, f.RuleID)), nil
	case p.RuleID == "":
		p.RuleID = f.RuleID
	}
	p.Selector = f.Selector
	res, err := t.Audit.Verify(ctx, s, p.Selector, p.RuleID)
	if err != nil {
		return failure("audit_verify_element", err)
	}
	text := fmt.Sprintf("%s: %s on %s; ", p.RuleID, res.Status, p.Selector)
	if res.NewScore != nil {
		text += fmt.Sprintf("score now %d", *res.NewScore)
	} else {
		text += "no score: the page was not scanned (audit_scan_url gives one)"
	}
	if res.Reason != "" {
		text += "\nreason: " + res.Reason
	}
	if res.ViolationID != "" {
		text += fmt.Sprintf("\nviolation %s is %s (%d of %d attempts used)", res.ViolationID, res.ViolationStatus, res.Attempts, fix.MaxAttempts)
	}
	if res.HandoffReason != "" {
		text += "\nhanded to a person: " + res.HandoffReason
	}
	return structured(res, text), nil
}
