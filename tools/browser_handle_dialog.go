package tools

import (
	"context"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type dialogParams struct {
	Accept     bool   `json:"accept"`
	PromptText string `json:"prompt_text"`
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

type dialogResult struct {
	Handled  browser.DialogInfo `json:"handled"`
	Accepted bool               `json:"accepted"`
}

func (t *Toolbox) handleDialogTool() Tool {
	return Tool{
		Name: "browser_handle_dialog", Title: "Answer a JavaScript dialog", Toolset: "browser",
		Description: `Accept or dismiss the open alert, confirm or prompt. Accepting a destructive confirm needs a person's yes; dismissing never does.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: false,
		Acts:   []schemas.Act{browser.ActDialog},
		Handle: handler(t, t.handleDialog),
	}
}

func (t *Toolbox) handleDialog(ctx context.Context, s *browser.Session, p dialogParams) (*mcp.CallToolResult, error) {
	info, err := s.AnswerDialog(ctx, p.Accept, p.PromptText)
	if errors.Is(err, browser.ErrNoDialog) {
		return toolError(codeOf(browser.ErrNoDialog), "browser_handle_dialog: no dialog is open; nothing to do"), nil
	}
	if err != nil {
		return failure("browser_handle_dialog", err)
	}
	verb := "dismissed"
	if p.Accept {
		verb = "accepted"
	}
	return structured(dialogResult{Handled: info, Accepted: p.Accept}, fmt.Sprintf("%s the %s dialog %q", verb, info.Type, info.Message)), nil
}
