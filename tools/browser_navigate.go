package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type navigateParams struct {
	URL       string `json:"url"`
	Viewport  string `json:"viewport"`
	WaitUntil string `json:"wait_until"`
	// ConfirmationID relays a person's confirmation of a destructive URL.
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) navigateTool() Tool {
	return Tool{
		Name: "browser_navigate", Title: "Open a URL", Toolset: "browser",
		Description: `Open an http(s) URL in the current tab and wait for it to load. Other schemes are refused.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: true,
		Acts:   []string{browser.ActNavigate},
		Handle: handler(t, t.navigate),
	}
}

func (t *Toolbox) navigate(ctx context.Context, s *browser.Session, p navigateParams) (*mcp.CallToolResult, error) {
	res, err := s.Navigate(ctx, p.URL, browser.NavigateOptions{Viewport: p.Viewport, WaitUntil: p.WaitUntil})
	if err != nil {
		return failure("browser_navigate", err)
	}
	return structured(res, outcomeText(fmt.Sprintf("opened %s (HTTP %d)", p.URL, res.Status), res.Outcome)), nil
}
