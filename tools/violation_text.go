package tools

import (
	"fmt"
	"sort"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
)

// writeViolation says one finding in short lines: the line agents act on
// (impact, violation_id, rule, element, help), then its criterion and
// state, then axe's or our check's reason, then any hand-off. Every text
// that lists findings uses it, so a client that shows only the text sees
// what the structured content holds.
func writeViolation(b *strings.Builder, indent string, v *finding.Violation) {
	fmt.Fprintf(b, "\n%s- [%s] %s %s: %s — %s", indent, v.Impact, v.ID, v.RuleID, v.Selector, v.Help)
	if f := ruleFacts(v); f != "" {
		fmt.Fprintf(b, "\n%s  %s", indent, f)
	}
	writeItemFacts(b, indent+"  ", v)
}

// ruleFacts are what a finding shares with its rule: criterion, kind and
// which engine found it.
func ruleFacts(v *finding.Violation) string {
	var facts []string
	if v.WCAG != "" {
		c := "WCAG " + v.WCAG
		if v.WCAGLevel != "" {
			c += " level " + v.WCAGLevel
		}
		if v.WCAGVersion != "" {
			c += " (since " + v.WCAGVersion + ")"
		}
		if others := otherCriteria(v); len(others) > 0 {
			c += "; also fails " + strings.Join(others, ", ")
		}
		facts = append(facts, c)
	}
	if v.Kind != "" {
		facts = append(facts, strings.ReplaceAll(v.Kind, "_", " "))
	}
	if v.Source != "" {
		facts = append(facts, "found by "+v.Source)
	}
	return strings.Join(facts, "; ")
}

// writeItemFacts says what is a finding's own: its state, source line,
// reason (when it carries one), last failure and hand-off.
func writeItemFacts(b *strings.Builder, indent string, v *finding.Violation) {
	var facts []string
	if v.Status != "" {
		facts = append(facts, "status "+v.Status)
	}
	if v.Attempts > 0 {
		facts = append(facts, fmt.Sprintf("%d of %d attempts used", v.Attempts, fix.MaxAttempts))
	}
	if l := v.SourceLocation; l != nil {
		facts = append(facts, fmt.Sprintf("source %s:%d:%d (%s confidence)", l.File, l.Line, l.Column, l.Confidence))
	} else if v.SourceLine > 0 {
		facts = append(facts, fmt.Sprintf("line %d of the served HTML", v.SourceLine))
	}
	if len(facts) > 0 {
		fmt.Fprintf(b, "\n%s%s", indent, strings.Join(facts, "; "))
	}
	if s := strings.Join(strings.Fields(v.FailureSummary), " "); s != "" {
		fmt.Fprintf(b, "\n%swhy: %s", indent, truncateText(s, 300))
	}
	if v.LastFailure != "" {
		fmt.Fprintf(b, "\n%slast failure: %s", indent, v.LastFailure)
	}
	if v.HandoffReason != "" {
		fmt.Fprintf(b, "\n%shanded to a person: %s", indent, v.HandoffReason)
	}
}

// writeCounts says nodes per rule, most first then by name.
func writeCounts(b *strings.Builder, label string, counts map[string]int) {
	if len(counts) == 0 {
		return
	}
	rules := make([]string, 0, len(counts))
	for r := range counts {
		rules = append(rules, r)
	}
	sort.Slice(rules, func(i, j int) bool {
		if counts[rules[i]] != counts[rules[j]] {
			return counts[rules[i]] > counts[rules[j]]
		}
		return rules[i] < rules[j]
	})
	parts := make([]string, len(rules))
	for i, r := range rules {
		parts[i] = fmt.Sprintf("%s %d", r, counts[r])
	}
	fmt.Fprintf(b, "\n%s: %s", label, strings.Join(parts, ", "))
}

// otherCriteria are the criteria a finding fails besides its own.
func otherCriteria(v *finding.Violation) []string {
	var out []string
	for _, c := range v.Criteria {
		if c != v.WCAG {
			out = append(out, c)
		}
	}
	return out
}
