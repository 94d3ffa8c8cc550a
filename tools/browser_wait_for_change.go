package tools

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type waitChangeParams struct {
	ThresholdPct *float64 `json:"threshold_pct"`
	TimeoutMs    int      `json:"timeout_ms"`
}

func (t *Toolbox) waitForChangeTool() Tool {
	return Tool{
		Name: "browser_wait_for_change", Title: "Wait for the UI to change", Toolset: "browser",
		Description: `Wait until over threshold_pct of the pixels change or timeout_ms passes (a modal opening, a spinner ending); a new state is saved to the dataset.`,
		ReadOnly:    true, Destructive: false, Idempotent: false, OpenWorld: false,
		Handle: handler(t, t.waitForChange),
	}
}

func (t *Toolbox) waitForChange(ctx context.Context, s *browser.Session, p waitChangeParams) (*mcp.CallToolResult, error) {
	threshold := 2.0
	if p.ThresholdPct != nil {
		threshold = *p.ThresholdPct
	}
	timeout := 5 * time.Second
	if p.TimeoutMs > 0 {
		timeout = time.Duration(p.TimeoutMs) * time.Millisecond
	}
	res, err := s.WaitForChange(ctx, threshold, timeout)
	if err != nil {
		return failure("browser_wait_for_change", err)
	}
	summary := fmt.Sprintf("no change above %.1f%% within %d ms (max seen %.2f%%) from the view when this call began; a change that ended before it is not counted", threshold, res.ElapsedMs, res.ChangedPct)
	if res.Changed {
		summary = fmt.Sprintf("changed %.2f%% after %d ms; state %s saved", res.ChangedPct, res.ElapsedMs, res.State.StateHash)
	}
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
