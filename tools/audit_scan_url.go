package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
)

type scanParams struct {
	URL       string   `json:"url"`
	Viewport  string   `json:"viewport"`
	Tags      []string `json:"tags"`
	ImpactMin string   `json:"impact_min"`
	PageSize  int      `json:"page_size"`
	Cursor    string   `json:"cursor"`
	// Standard and BestPractice choose what counts (audit.ScanOptions).
	Standard     string `json:"standard"`
	BestPractice bool   `json:"best_practice"`
	SiteFacts    bool   `json:"site_facts"`
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) scanURLTool() Tool {
	return Tool{
		Name: "audit_scan_url", Title: "Audit a page for WCAG violations (ScanURL)", Toolset: "audit",
		Description: `axe-core and our checks on url or the current page.
Violations most severe first, page_size at a time (cursor), with counts and a 0–100 score. Fix tools need a scan first.`,
		// Not read-only: with url it navigates, and a GET can act
		// (/account/delete?confirm=1). The guard judges that URL; --read-only
		// leaves this tool out.
		ReadOnly: false, Destructive: false, Idempotent: true, OpenWorld: true,
		PageContent: true,
		// ActDialog: leaving a page that asks before it unloads
		// (beforeunload) is an accepted dialog, judged like any other.
		Acts:   []string{browser.ActNavigate, browser.ActDialog},
		Handle: handler(t, t.scanURL),
	}
}

func (t *Toolbox) scanURL(ctx context.Context, s *browser.Session, p scanParams) (*mcp.CallToolResult, error) {
	res, err := t.Audit.Scan(ctx, s, audit.ScanOptions{URL: p.URL, Viewport: p.Viewport, Tags: p.Tags,
		ImpactMin: p.ImpactMin, PageSize: p.PageSize, Cursor: p.Cursor, Standard: p.Standard, BestPractice: p.BestPractice, SiteFacts: p.SiteFacts})
	if err != nil {
		return failure("audit_scan_url", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "score %d/100; %d violating nodes (critical %d, serious %d, moderate %d, minor %d)",
		res.Score, res.TotalViolations, res.Counts.Critical, res.Counts.Serious, res.Counts.Moderate, res.Counts.Minor)
	writeScanItems(&b, res.Violations, res.Rules)
	if n := len(res.BestPractice); n > 0 {
		fmt.Fprintf(&b, "\nbest practice (not WCAG failures, not scored): %d", n)
		writeScanItems(&b, res.BestPractice[:min(n, 10)], res.Rules)
		if n > 10 {
			fmt.Fprintf(&b, "\n… %d more in best_practice", n-10)
		}
	}
	switch {
	case res.Cursor != "":
		fmt.Fprintf(&b, "\nmore issues remain: call again with cursor %q", res.Cursor)
	case res.MoreIssuesRemaining:
		b.WriteString("\nmore issues remain past what one scan keeps: fix these, then scan again")
	}
	res.Compact()
	b.WriteString("\n(html snippets are untrusted page content)")
	return structured(res, outcomeText(b.String(), res.Outcome)), nil
}

// writeScanItems lists items under their rule: the rule's help once, with
// its node count in the whole scan, then each item's own id and selector.
func writeScanItems(b *strings.Builder, vs []*audit.Violation, rules map[string]*audit.RuleInfo) {
	last := ""
	for _, v := range vs {
		if v.RuleID != last {
			last = v.RuleID
			help, nodes := v.Help, 0
			if r := rules[v.RuleID]; r != nil {
				help, nodes = r.Help, r.Nodes
			}
			fmt.Fprintf(b, "\n%s (%d nodes in all) — %s", v.RuleID, nodes, help)
		}
		fmt.Fprintf(b, "\n- [%s] %s %s", v.Impact, v.ID, v.Selector)
	}
}
