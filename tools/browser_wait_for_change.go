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
		Description: `Screenshot now, wait for the network to go idle, then poll screenshots until more than threshold_pct of pixels differ (perceptual YIQ pixel diff, anti-aliasing ignored) or timeout_ms passes.
Use after an action whose effect is asynchronous (a modal animating in, a spinner resolving). A changed state is saved to the dataset once per distinct state.
Example: {"threshold_pct": 2, "timeout_ms": 5000}`,
		ReadOnly: true, Destructive: false, Idempotent: false, OpenWorld: false,
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
	summary := fmt.Sprintf("no change above %.1f%% within %d ms (max seen %.2f%%)", threshold, res.ElapsedMs, res.ChangedPct)
	if res.Changed {
		summary = fmt.Sprintf("changed %.2f%% after %d ms; state %s saved", res.ChangedPct, res.ElapsedMs, res.State.StateHash)
	}
	return structured(res, outcomeText(summary, res.Outcome)), nil
}
