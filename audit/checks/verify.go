package checks

import (
	"context"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/interactive"
	"github.com/accessagents/accessagents/browser"
)

// Verify re-runs check c and reports its verdict for the element h.
func Verify(ctx context.Context, kit *evidence.Kit, p playwright.Page, h playwright.ElementHandle, c Check) (finding.RuleResult, error) {
	if c.Expensive {
		return verifyExpensive(ctx, kit, p, h, c)
	}
	if run, ok := judgedCheck(c.ID); ok {
		r, err := run(p, h)
		if err != nil {
			return finding.RuleResult{}, err
		}
		return finding.RuleResult{Status: r.Status, Reason: r.Reason, Data: r.Data}, nil
	}
	var raw []finding.RawCheck
	if err := browser.EvalJSON(p, cheapRunJS, map[string]any{"only": []string{c.ID}, "scope": h, "maxNodes": 1}, &raw); err != nil {
		return finding.RuleResult{}, fmt.Errorf("accessagents check %s: %w", c.ID, err)
	}
	if len(raw) != 1 || raw[0].Error != "" {
		return finding.RuleResult{}, fmt.Errorf("accessagents check %s did not run", c.ID)
	}
	judgeRaw(&raw[0])
	return finding.RuleResult{Status: raw[0].Status, Reason: raw[0].Reason, Data: raw[0].Data}, nil
}

// verifyExpensive re-runs an on-request check on the page and reports
// whether the element is among what it finds.
func verifyExpensive(ctx context.Context, kit *evidence.Kit, p playwright.Page, h playwright.ElementHandle, c Check) (finding.RuleResult, error) {
	r, err := interactive.RunExpensive(ctx, kit, p, c.ID, interactive.NewKeyWalk(h, c.ID))
	if err != nil {
		return finding.RuleResult{}, err
	}
	if r.Error != "" {
		return finding.RuleResult{Status: "incomplete", Reason: r.Error}, nil
	}
	for _, group := range []struct {
		nodes  []finding.Node
		status string
	}{{r.Nodes, "fail"}, {r.Review, "incomplete"}} {
		for _, n := range group.nodes {
			if nodeIs(h, n) {
				return finding.RuleResult{Status: group.status, Reason: n.Summary, Data: n.Data}, nil
			}
		}
	}
	return finding.RuleResult{Status: "pass"}, nil
}
