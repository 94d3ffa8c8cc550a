package tools

import (
	"cmp"
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type selectTextParams struct {
	Text     string `json:"text"`
	Ref      string `json:"ref"`
	Selector string `json:"selector"`
	Nth      int    `json:"nth"`
	// ConfirmationID relays a person's confirmation of a write the page
	// sent on the selection (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) selectTextTool() Tool {
	return Tool{
		Name: "browser_select_text", Title: "Select text", Toolset: "browser",
		Description: `Select visible text with a drag, as a person does before Bold or copy (in a field: its value). ref/selector: only inside it; nth: which match.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActHover},
		Handle: handler(t, t.selectText),
	}
}

func (t *Toolbox) selectText(ctx context.Context, s *browser.Session, p selectTextParams) (*mcp.CallToolResult, error) {
	res, err := s.SelectText(ctx, target(p.Selector, "", p.Ref, nil, nil), p.Text, p.Nth)
	if err != nil {
		return failure("browser_select_text", err)
	}
	of := ""
	if res.Matches > 1 {
		n := p.Nth
		if n < 1 {
			n = 1
		}
		of = fmt.Sprintf(" (match %d of %d)", n, res.Matches)
	}
	how := "by a pointer drag"
	if res.By != "pointer" {
		how = "set directly"
	}
	summary := fmt.Sprintf("selected %q%s in %s %q, %s", truncateText(res.Selected, 200), of, cmp.Or(res.Target.Role, "text"), truncateText(res.Target.Name, 80), how)
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
