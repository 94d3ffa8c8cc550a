package audit

import (
	"slices"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
)

// keepExpensive carries what on-request checks found into a rescan of the
// same page (node totals, so their open violations still count, and their
// needs-review items) since a scan does not rerun them. Callers hold st.mu.
func (st *State) keepExpensive(url string, totals map[string]finding.RuleTotal, next *checks.Section) {
	if url != st.url || next == nil {
		return
	}
	for rule, t := range st.totals {
		if expensiveRule(rule) {
			totals[rule] = t
		}
	}
	if st.checks == nil {
		return
	}
	for _, v := range st.checks.NeedsReview {
		if expensiveRule(v.RuleID) {
			next.NeedsReview = append(next.NeedsReview, v)
		}
	}
	for _, r := range st.checks.Ran {
		if expensiveRule(r) && !slices.Contains(next.Ran, r) {
			next.Ran = append(next.Ran, r)
		}
	}
}

// checksView is a copy of the checks section for a scan answer: the
// needs-review list comes with the first page only. Callers hold st.mu.
func (st *State) checksView(first bool) *checks.Section {
	if st.checks == nil {
		return nil
	}
	c := *st.checks
	c.Violations = map[string]int{}
	for rule, t := range st.totals {
		if checks.IsOurs(rule) {
			c.Violations[rule] = t.Nodes
		}
	}
	c.NeedsReview = []*finding.Violation{}
	if first {
		for _, v := range st.checks.NeedsReview {
			cp := *v
			c.NeedsReview = append(c.NeedsReview, &cp)
		}
		st.sourceLines(c.NeedsReview)
	}
	return &c
}

// sourceLines sets the served-source line of findings that lack one.
// Callers hold st.mu.
func (st *State) sourceLines(vs []*finding.Violation) {
	if st.source == nil {
		return
	}
	line := fix.SourceLines(st.source.Body)
	for _, v := range vs {
		if l := line(v.XPath); l > 0 && v.SourceLine == 0 {
			v.SourceLine = l
		}
	}
}

// mergeChecks folds results of on-request checks into the state of the
// page already scanned: items of the rules that ran are replaced (ones that
// vanished are resolved), everything else is kept. Callers hold st.mu.
func (st *State) mergeChecks(ran []string, found []*finding.Violation, totals map[string]finding.RuleTotal, review []*finding.Violation) {
	did := map[string]bool{}
	for _, r := range ran {
		did[r] = true
		delete(st.totals, r)
	}
	for r, t := range totals {
		st.totals[r] = t
	}
	seen := map[string]bool{}
	for _, v := range found {
		seen[v.ID] = true
		if old, ok := st.byID[v.ID]; ok {
			v.Attempts, v.HandoffReason, v.LastFailure = old.Attempts, old.HandoffReason, old.LastFailure
			if old.Status == finding.StatusSkipped || old.Status == finding.StatusUnverified {
				v.Status = old.Status
			}
		}
		st.byID[v.ID] = v
	}
	items := found
	for _, v := range st.items {
		if seen[v.ID] {
			continue
		}
		if did[v.RuleID] && (v.Status == finding.StatusPending || v.Status == finding.StatusUnverified) {
			v.Status = finding.StatusResolved
		}
		items = append(items, v)
	}
	st.items = items
	finding.SortViolations(st.items)
	if st.checks == nil {
		st.checks = &checks.Section{Source: checks.Source, Violations: map[string]int{}, NeedsReview: []*finding.Violation{}}
	}
	keep := []*finding.Violation{}
	for _, v := range st.checks.NeedsReview {
		if !did[v.RuleID] {
			keep = append(keep, v)
		}
	}
	st.checks.NeedsReview = append(keep, review...)
	for _, r := range ran {
		if !slices.Contains(st.checks.Ran, r) {
			st.checks.Ran = append(st.checks.Ran, r)
		}
	}
	st.seq++
}
