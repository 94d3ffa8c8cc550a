package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type typeParams struct {
	Selector string   `json:"selector"`
	Ref      string   `json:"ref"`
	X        *float64 `json:"x"`
	Y        *float64 `json:"y"`
	Text     string   `json:"text"`
	Clear    *bool    `json:"clear"`
	Submit   bool     `json:"submit"`
	// ConfirmationID relays a person's confirmation of a destructive submit.
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) typeTool() Tool {
	return Tool{
		Name: "browser_type", Title: "Type into a field", Toolset: "browser",
		Description: `Type into a field (ref, selector or viewport x+y), replacing its content unless clear=false; submit=true presses Enter.
${NAME} is filled from the operator's secrets, never echoed.`,
		ReadOnly: false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActType},
		Handle: handler(t, t.typeText),
	}
}

func (t *Toolbox) typeText(ctx context.Context, s *browser.Session, p typeParams) (*mcp.CallToolResult, error) {
	clear := p.Clear == nil || *p.Clear
	tg := target(p.Selector, "", p.Ref, p.X, p.Y)
	// ${NAME} is filled from --secrets inside the action, once the field's
	// origin is known: a secret bound to other origins is refused there,
	// and logged as the running call's (skill_run for a replayed step).
	res, err := s.Type(ctx, tg, p.Text, browser.TypeOptions{Clear: clear, Submit: p.Submit, Fill: t.secretFill(s, callName(ctx, "browser_type"))}, nil)
	if err != nil {
		return failure("browser_type", err)
	}
	summary := fmt.Sprintf("typed %d characters into %s %q", len([]rune(p.Text)), res.Target.Role, res.Target.Name)
	if p.Submit {
		summary += " and pressed Enter"
	}
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
