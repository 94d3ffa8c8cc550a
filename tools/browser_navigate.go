package tools

import (
	"context"
	"fmt"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
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
		Acts:   []schemas.Act{browser.ActNavigate},
		Handle: handler(t, t.navigate),
	}
}

func (t *Toolbox) navigate(ctx context.Context, s *browser.Session, p navigateParams) (*mcp.CallToolResult, error) {
	res, err := s.Navigate(ctx, p.URL, browser.NavigateOptions{Viewport: p.Viewport, WaitUntil: p.WaitUntil})
	if err != nil {
		return failure("browser_navigate", err)
	}
	return structured(res, outcomeText(openedText(p.URL, res.Status), res.Outcome)), nil
}

// openedText says what loaded. An error status the site served itself is
// a page all the same (its error page), so it is said, not failed: a load
// that reached no site at all is a failure before this.
func openedText(url string, status int) string {
	switch {
	case status == 0:
		return "opened " + url
	case status >= 400:
		return fmt.Sprintf("opened %s, but the site answered HTTP %d %s: this is its error page", url, status, http.StatusText(status))
	}
	return fmt.Sprintf("opened %s (HTTP %d)", url, status)
}
