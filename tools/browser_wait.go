package tools

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type waitParams struct {
	Ms        *int   `json:"ms"`
	Selector  string `json:"selector"`
	Text      string `json:"text"`
	TimeoutMs int    `json:"timeout_ms"`
}

type waitResult struct {
	browser.Outcome
	WaitedMs int64 `json:"waited_ms"`
}

func (t *Toolbox) waitTool() Tool {
	return Tool{
		Name: "browser_wait", Title: "Wait", Toolset: "browser",
		Description: `Wait for one of: ms, a selector or a text becoming visible (30 s at most). Prefer selector or text to ms.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.wait),
	}
}

func (t *Toolbox) wait(ctx context.Context, s *browser.Session, p waitParams) (*mcp.CallToolResult, error) {
	n := 0
	for _, set := range []bool{p.Ms != nil, p.Selector != "", p.Text != ""} {
		if set {
			n++
		}
	}
	if n != 1 {
		return toolError(CodeInvalidInput, "browser_wait: give exactly one of ms, selector or text"), nil
	}
	ms := 0
	if p.Ms != nil {
		ms = *p.Ms
	}
	timeout := 10 * time.Second
	if p.TimeoutMs > 0 {
		timeout = time.Duration(p.TimeoutMs) * time.Millisecond
	}
	start := time.Now()
	out, err := s.Wait(ctx, ms, p.Selector, p.Text, timeout)
	if err != nil {
		return failure("browser_wait", err)
	}
	res := waitResult{Outcome: out, WaitedMs: time.Since(start).Milliseconds()}
	return structured(res, outcomeText(fmt.Sprintf("waited %d ms", res.WaitedMs), out)), nil
}
