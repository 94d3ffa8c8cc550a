package report

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/checks"
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
			if n.Where != "" {
				fmt.Fprintf(w, "      source %s\n", n.Where)
			}
			if checks.SourceCheck(n.RuleID) {
				// A page's markup errors: the selector says nothing, the
				// lines say where.
				for _, l := range summaryLines(n.FailureSummary) {
					fmt.Fprintf(w, "      %s\n", l)
				}
			}
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

// TimeLine says in one sentence where a scan's time went, largest phase
// first among those over a tenth of a second; "" without timings.
func TimeLine(t *audit.Timings) string {
	if t == nil {
		return ""
	}
	phases := []struct {
		name string
		ms   int64
	}{{"opening the page", t.Navigate}, {"its load event", t.Load}, {"loading axe-core", t.Inject}, {"axe-core's rules", t.Axe},
		{"axe-core's finish", t.Finish}, {"our checks", t.Checks}, {"site facts", t.SiteFacts}, {"source lines", t.Source}, {"the result", t.Serialise}}
	sort.SliceStable(phases, func(i, j int) bool { return phases[i].ms > phases[j].ms })
	var parts []string
	for _, p := range phases {
		if p.ms >= 100 {
			parts = append(parts, fmt.Sprintf("%s %s", p.name, seconds(p.ms)))
		}
	}
	line := "Scan time " + seconds(t.Total)
	if len(parts) > 0 {
		line += ": " + strings.Join(parts, ", ")
	}
	return line + "."
}

func seconds(ms int64) string { return strconv.FormatFloat(float64(ms)/1000, 'f', 1, 64) + " s" }
