package report

import (
	"slices"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
)

// TestByCriterionCountsEachFindingUnderItsOwnCriteria: one rule whose
// findings fail different criteria (a technique in one finding's data adds
// its own: F55 adds 2.4.7 and 3.2.1 to the keyboard check's 2.1.1) lists
// the rule under each, with only the nodes that fail it; nodes the scan
// counted but did not list count under the criteria every finding names.
func TestByCriterionCountsEachFindingUnderItsOwnCriteria(t *testing.T) {
	mk := func(id string, crit ...string) *finding.Violation {
		return &finding.Violation{ID: id, RuleID: "aa-keyboard-unreachable", WCAG: "2.1.1", WCAGLevel: "A", Impact: "serious", Criteria: crit}
	}
	vs := []*finding.Violation{mk("a", "2.1.1"), mk("b", "2.1.1", "2.4.7", "3.2.1"), mk("c", "2.1.1")}
	rules := groupRules(vs, map[string]*audit.RuleInfo{"aa-keyboard-unreachable": {Nodes: 5}}, "", nil)
	if len(rules) != 1 || !slices.Equal(rules[0].Criteria, []string{"2.1.1", "2.4.7", "3.2.1"}) {
		t.Fatalf("rules %+v", rules)
	}
	got := map[string]int{}
	for _, row := range byWCAG(rules) {
		got[row.SC] = row.Nodes
	}
	if got["2.1.1"] != 5 || got["2.4.7"] != 1 || got["3.2.1"] != 1 {
		t.Errorf("nodes by criterion %v, want 2.1.1: 5 (every node), 2.4.7: 1, 3.2.1: 1", got)
	}
}
