package tools

import (
	"context"
	"encoding/base64"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type screenshotParams struct {
	FullPage bool   `json:"full_page"`
	Selector string `json:"selector"`
}

func (t *Toolbox) screenshotTool() Tool {
	return Tool{
		Name: "browser_screenshot", Title: "Take a screenshot", Toolset: "browser",
		Description: `PNG of the viewport, the full page or one element. Images cost many tokens: find elements with browser_page_structure.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.screenshot),
	}
}

func (t *Toolbox) screenshot(ctx context.Context, s *browser.Session, p screenshotParams) (*mcp.CallToolResult, error) {
	shot, err := s.Screenshot(ctx, p.FullPage, p.Selector)
	if err != nil {
		return failure("browser_screenshot", err)
	}
	res := structured(shot, outcomeText(fmt.Sprintf("screenshot saved to %s (%d bytes)", shot.Path, shot.Bytes), shot.Outcome))
	res.Content = append(res.Content, mcp.NewImageContent(base64.StdEncoding.EncodeToString(shot.PNG), "image/png"))
	return res, nil
}
