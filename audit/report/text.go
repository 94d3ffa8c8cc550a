package report

import (
	"fmt"
	"io"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// WriteBestPracticeText prints best-practice findings after WriteText's
// summary, one line each, grouped by rule.
func WriteBestPracticeText(w io.Writer, vs []*finding.Violation) {
	if len(vs) == 0 {
		return
	}
	fmt.Fprintf(w, "\nbest practice (not WCAG failures, not scored): %d\n", len(vs))
	last := ""
	for _, v := range vs {
		if v.RuleID != last {
			fmt.Fprintf(w, "  %s — %s\n", v.RuleID, v.Help)
			last = v.RuleID
		}
		fmt.Fprintf(w, "    - %s\n", v.Selector)
	}
}

// WriteText prints a human summary: the counts, then each rule with all
// its nodes counted (rules holds the scan's totals, when known) and up to
// MaxNodesPerRule of them listed.
func WriteText(w io.Writer, url string, score int, counts finding.Counts, vs []*finding.Violation, rules map[string]*audit.RuleInfo) {
	fmt.Fprintf(w, "%s\nscore %d/100 — %d violating nodes (critical %d, serious %d, moderate %d, minor %d)\n",
		url, score, counts.Total(), counts.Critical, counts.Serious, counts.Moderate, counts.Minor)
	for _, r := range groupRules(vs, rules, "", nil) {
		fmt.Fprintf(w, "\n[%s] %s — %s (%d)\n  %s\n", r.Impact, r.ID, r.Help, r.Nodes, r.HelpURL)
		for _, n := range r.Listed {
			fmt.Fprintf(w, "  - %s\n", n.Selector)
		}
		if r.More > 0 {
			fmt.Fprintf(w, "  … and %d more (--format json lists every one)\n", r.More)
		}
	}
}

// WriteBaselineText prints what changed since a baseline.
func WriteBaselineText(w io.Writer, d *audit.BaselineDiff) {
	if d == nil {
		return
	}
	fmt.Fprintf(w, "\nsince %s (%d violating nodes then): %d new, %d gone, %d unchanged\n", d.Path, d.Before, len(d.New), len(d.Fixed), d.Unchanged)
	for _, v := range d.New {
		fmt.Fprintf(w, "  + [%s] %s %s\n", v.Impact, v.RuleID, v.Selector)
	}
	for _, v := range d.Fixed {
		fmt.Fprintf(w, "  - [%s] %s %s\n", v.Impact, v.RuleID, v.Selector)
	}
}
