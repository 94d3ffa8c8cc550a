package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type clickParams struct {
	Selector string   `json:"selector"`
	Text     string   `json:"text"`
	Ref      string   `json:"ref"`
	X        *float64 `json:"x"`
	Y        *float64 `json:"y"`
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) clickTool() Tool {
	return Tool{
		Name: "browser_click", Title: "Click an element", Toolset: "browser",
		Description: `Click one element, named in exactly one way: selector (CSS or XPath), text (visible text that matches exactly one element), ref (from browser_page_structure), or x+y viewport coordinates.
Prefer ref or selector from browser_page_structure; use x+y only when the DOM gives no handle (canvas, vision).
A missing, ambiguous, hidden, covered or disabled target returns an error with up to 5 candidates. If the click opens a dialog, the result says so; handle it with browser_handle_dialog.
Destructive targets (pay, delete, log out, reset, publish …) need a person's confirmation: the server asks them, or refuses with "destructive action requires confirmation" and says what to do.
Example: {"ref": "e3k9"} or {"text": "Add to cart"}`,
		ReadOnly: false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []string{browser.ActClick},
		Handle: handler(t, t.click),
	}
}

func (t *Toolbox) click(ctx context.Context, s *browser.Session, p clickParams) (*mcp.CallToolResult, error) {
	tg := target(p.Selector, p.Text, p.Ref, p.X, p.Y)
	res, err := s.Click(ctx, tg, nil)
	if err != nil {
		return failure("browser_click", err)
	}
	summary := fmt.Sprintf("clicked %s %q (%s)", res.Target.Role, res.Target.Name, tg.Describe())
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
