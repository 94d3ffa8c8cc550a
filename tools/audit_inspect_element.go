package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
)

type inspectParams struct {
	Selector    string `json:"selector"`
	ViolationID string `json:"violation_id"`
}

// inspectResult is the inspection plus the element's current value, read
// by browser.ReadValue: how an agent (or SAVE_VARIABLE) reads a generated
// order number or id off the page.
type inspectResult struct {
	audit.Inspection
	Value          *string `json:"value,omitempty"` // nil for a password field
	ValueTruncated bool    `json:"value_truncated,omitempty"`
}

func (t *Toolbox) inspectElementTool() Tool {
	return Tool{
		Name: "audit_inspect_element", Title: "Inspect an element for fixing", Toolset: "audit",
		Description: `Facts to fix one element honestly: attributes, text and text_hash, nearby and label text, caption, image file name, contrast and the nearest passing colour. Use before choosing a fix value.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		PageContent: true,
		Handle:      handler(t, t.inspectElement),
	}
}

func (t *Toolbox) inspectElement(ctx context.Context, s *browser.Session, p inspectParams) (*mcp.CallToolResult, error) {
	f, bad := t.findingTarget(s, "audit_inspect_element", p.Selector, p.ViolationID)
	if bad != nil {
		return bad, nil
	}
	in, err := t.Audit.Inspect(ctx, s, f.Selector)
	if err != nil {
		return failure("audit_inspect_element", err)
	}
	res := inspectResult{Inspection: in}
	if rv, _, err := s.ReadValue(ctx, f.Selector); err == nil {
		res.Value, res.ValueTruncated = &rv.Value, rv.Truncated
	}
	text := fmt.Sprintf("<%s> role=%s name=%q text=%q", in.Tag, in.Role, in.Name, in.Text)
	if res.Value != nil {
		text += fmt.Sprintf(" value=%q", *res.Value)
	}
	if in.Colors != nil {
		text += fmt.Sprintf("\ncontrast %.2f:1 (%s on %s), needs %.1f:1", in.Colors.Ratio, in.Colors.Color, in.Colors.Background, in.Colors.Required)
		if in.Colors.Suggested != "" {
			text += ", nearest passing colour " + in.Colors.Suggested
		}
	}
	return structured(res, text), nil
}
