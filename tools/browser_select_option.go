package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type selectParams struct {
	Selector string   `json:"selector"`
	Ref      string   `json:"ref"`
	Values   []string `json:"values"`
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

type selectResult struct {
	browser.ClickResult
	Selected []string `json:"selected"`
}

func (t *Toolbox) selectTool() Tool {
	return Tool{
		Name: "browser_select_option", Title: "Choose a dropdown option", Toolset: "browser",
		Description: `Select options of a <select> by value or visible label. For custom dropdowns, click instead.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActSelect},
		Handle: handler(t, t.selectOption),
	}
}

func (t *Toolbox) selectOption(ctx context.Context, s *browser.Session, p selectParams) (*mcp.CallToolResult, error) {
	res, selected, err := s.SelectOption(ctx, target(p.Selector, "", p.Ref, nil, nil), p.Values)
	if err != nil {
		return failure("browser_select_option", err)
	}
	if selected == nil {
		selected = []string{}
	}
	out := selectResult{ClickResult: res, Selected: selected}
	return structured(out, outcomeText(fmt.Sprintf("selected %s in %s", strings.Join(selected, ", "), res.Target.Selector), res.Outcome)), nil
}
