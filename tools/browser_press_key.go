package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type pressKeyParams struct {
	Key      string `json:"key"`
	Selector string `json:"selector"`
	// ConfirmationID relays a person's confirmation of what Enter triggers.
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) pressKeyTool() Tool {
	return Tool{
		Name: "browser_press_key", Title: "Press a key", Toolset: "browser",
		Description: `Press a key or chord on the focused element, or on selector. Escape closes menus and modals.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActKey},
		Handle: handler(t, t.pressKey),
	}
}

func (t *Toolbox) pressKey(ctx context.Context, s *browser.Session, p pressKeyParams) (*mcp.CallToolResult, error) {
	res, err := s.PressKey(ctx, p.Key, p.Selector, nil)
	if err != nil {
		return failure("browser_press_key", err)
	}
	return structured(res, outcomeText(fmt.Sprintf("pressed %s", p.Key), res.Outcome)), nil
}
