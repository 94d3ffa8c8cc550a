package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

type fixStyleParams struct {
	Selector    string            `json:"selector"`
	ViolationID string            `json:"violation_id"`
	CSSClass    string            `json:"css_class"`
	Styles      map[string]string `json:"styles"`
	Reasoning   string            `json:"reasoning"`
}

func (t *Toolbox) fixStyleTool() Tool {
	return Tool{
		Name: "fix_inject_style", Title: "Fix: add a scoped style (InjectStyleFix)", Toolset: "fix",
		Description: `Add css_class to an audited violation's element, with a rule scoped to it.
Contrast under 4.5:1 (3:1 large text) is refused with the nearest passing colour, as are styles that hide or disable content.`,
		ReadOnly: false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "adds CSS to this browser's copy of the page; nothing is sent to the site",
		Handle: handler(t, t.fixStyle),
	}
}

func (t *Toolbox) fixStyle(ctx context.Context, s *browser.Session, p fixStyleParams) (*mcp.CallToolResult, error) {
	return t.applyFix(ctx, s, "fix_inject_style", fix.Request{Kind: fix.KindStyle, Selector: p.Selector,
		ViolationID: p.ViolationID, CSSClass: p.CSSClass, Styles: p.Styles, Reasoning: p.Reasoning})
}
