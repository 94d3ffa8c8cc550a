package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
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
		Description: `Click one element: ref, selector, text or viewport x+y (a canvas).
A missing or ambiguous target returns candidates; destructive clicks (pay, delete…) need a person's confirmation.`,
		ReadOnly: false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActClick},
		Handle: handler(t, t.click),
	}
}

func (t *Toolbox) click(ctx context.Context, s *browser.Session, p clickParams) (*mcp.CallToolResult, error) {
	tg := target(p.Selector, p.Text, p.Ref, p.X, p.Y)
	res, err := s.Click(ctx, tg, nil)
	if err != nil {
		return failure("browser_click", err)
	}
	summary := "clicked " + actedOn(res.Target, tg)
	return structured(res, outcomeText(summary, res.Outcome)), nil
}

// actedOn names an act's element as the structure does (its ref, role and
// name or derived name), and how the call named it when not by ref.
func actedOn(r browser.Resolved, tg browser.Target) string {
	if r.Ref != "" && tg.Ref != "" {
		return r.Words()
	}
	if r.Name == "" && r.Derived == "" {
		return r.Role + " (" + tg.Describe() + ")"
	}
	return r.Words() + " (" + tg.Describe() + ")"
}
