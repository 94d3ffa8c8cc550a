package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
)

type pressKeyParams struct {
	Key      string `json:"key"`
	Ref      string `json:"ref"`
	Selector string `json:"selector"`
	Repeat   int    `json:"repeat"`
	// ConfirmationID relays a person's confirmation of what Enter triggers.
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) pressKeyTool() Tool {
	return Tool{
		Name: "browser_press_key", Title: "Press a key", Toolset: "browser",
		Description: `Press a key or chord (repeat times) on ref, selector or the focus. Escape closes menus.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActKey},
		Handle: handler(t, t.pressKey),
	}
}

func (t *Toolbox) pressKey(ctx context.Context, s *browser.Session, p pressKeyParams) (*mcp.CallToolResult, error) {
	target := browser.Target{Ref: p.Ref, Selector: p.Selector}
	if p.Ref != "" && p.Selector != "" {
		return mcp.NewToolResultError("browser_press_key: give ref or selector, not both"), nil
	}
	if p.Repeat == 0 {
		p.Repeat = 1
	}
	// One judgement covers the first press only: a key that does
	// something (Delete, Enter, a letter a page binds) is pressed once a
	// call, each press judged on what then has focus.
	if p.Repeat > 1 && !guard.FreeKey(p.Key) {
		return mcp.NewToolResultError(fmt.Sprintf("browser_press_key: repeat: %s may act (delete, send, submit); only keys that move (arrows, Tab, Page Up/Down, Home, End) repeat. Press it once per call.", p.Key)), nil
	}
	res, err := s.PressKeyOn(ctx, p.Key, target, p.Repeat, nil)
	if err != nil {
		return failure("browser_press_key", err)
	}
	what := "pressed " + p.Key
	if p.Repeat > 1 {
		what = fmt.Sprintf("pressed %s %d times", p.Key, p.Repeat)
	}
	return structured(res, outcomeText(what, res.Outcome)), nil
}
