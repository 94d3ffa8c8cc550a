package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type hoverParams struct {
	Selector string   `json:"selector"`
	Text     string   `json:"text"`
	Ref      string   `json:"ref"`
	X        *float64 `json:"x"`
	Y        *float64 `json:"y"`
	// ConfirmationID relays a person's confirmation of a write the page
	// sent on hover (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) hoverTool() Tool {
	return Tool{
		Name: "browser_hover", Title: "Hover over an element", Toolset: "browser",
		Description: `Move the pointer over one element (ref, selector, text or viewport x+y) and leave it there, to show menus and row actions that appear on hover.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActHover},
		Handle: handler(t, t.hover),
	}
}

func (t *Toolbox) hover(ctx context.Context, s *browser.Session, p hoverParams) (*mcp.CallToolResult, error) {
	tg := target(p.Selector, p.Text, p.Ref, p.X, p.Y)
	res, err := s.Hover(ctx, tg)
	if err != nil {
		return failure("browser_hover", err)
	}
	summary := fmt.Sprintf("hovering over %s %q (%s)", res.Target.Role, res.Target.Name, tg.Describe())
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
