package tools

import (
	"context"
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// closeParams is browser_close's input: none.
type closeParams struct{}

// CloseResult says what browser_close ended.
type CloseResult struct {
	Closed bool `json:"closed"`
}

func (t *Toolbox) closeTool() Tool {
	return Tool{
		Name: "browser_close", Title: "Close the browser", Toolset: "devtools",
		Description: `Close this session's browser: every tab, its cookies, storage and audit state. The next call starts a fresh one.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "closes only this session's own browser context; sends nothing to any site",
		Handle: t.closeSession,
	}
}

func (t *Toolbox) closeSession(ctx context.Context, _ json.RawMessage) (*mcp.CallToolResult, error) {
	t.Browser.CloseSession(SessionID(ctx))
	return structured(CloseResult{Closed: true}, "closed this session's browser; the next call opens a fresh one"), nil
}
