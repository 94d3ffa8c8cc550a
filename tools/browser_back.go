package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type backParams struct {
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) backTool() Tool {
	return Tool{
		Name: "browser_back", Title: "Go back", Toolset: "browser",
		Description: `Go back one page in the current tab's history.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActBack},
		Handle: handler(t, t.back),
	}
}

func (t *Toolbox) back(ctx context.Context, s *browser.Session, _ backParams) (*mcp.CallToolResult, error) {
	out, err := s.Back(ctx)
	if err != nil {
		return failure("browser_back", err)
	}
	return structured(out, outcomeText("went back", out)), nil
}
