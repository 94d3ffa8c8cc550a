package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type scrollParams struct {
	Direction string `json:"direction"`
	Amount    int    `json:"amount"`
	Selector  string `json:"selector"`
}

func (t *Toolbox) scrollTool() Tool {
	return Tool{
		Name: "browser_scroll", Title: "Scroll", Toolset: "browser",
		Description: `Scroll the page or a container by amount pixels (default 80% of the view). Reports the offset and at_end.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: false,
		Inert:  "scrolls the page or a container; activates nothing",
		Handle: handler(t, t.scroll),
	}
}

func (t *Toolbox) scroll(ctx context.Context, s *browser.Session, p scrollParams) (*mcp.CallToolResult, error) {
	res, err := s.Scroll(ctx, p.Direction, p.Amount, p.Selector)
	if err != nil {
		return failure("browser_scroll", err)
	}
	summary := fmt.Sprintf("scrolled %s to x=%d y=%d", p.Direction, res.ScrollX, res.ScrollY)
	if res.AtEnd {
		summary += " (at the end)"
	}
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
