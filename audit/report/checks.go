package report

import (
	"slices"
	"sort"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
)

// sarifSource adds a result's criterion, level, version and kind, marks a
// result from an aa- check, a needs-review one as SARIF's kind "review" and
// a best-practice one as "informational", both at level none (never an
// error).
func sarifSource(res map[string]any, v *finding.Violation) {
	props, _ := res["properties"].(map[string]any)
	for k, val := range map[string]string{"wcag": v.WCAG, "wcagLevel": v.WCAGLevel, "wcagVersion": v.WCAGVersion, "kind": v.Kind} {
		if val != "" {
			props[k] = val
		}
	}
	switch {
	case v.Status == finding.StatusNeedsReview:
		res["kind"], res["level"] = "review", "none"
	case v.Kind == finding.KindBestPractice:
		res["kind"], res["level"] = "informational", "none"
	}
	if v.Source != "" {
		props["source"] = v.Source
	}
}

// AddChecksRun folds an audit_run_checks answer into a full scan result
// (for the CLI's --checks all): its violations join the list, its
// needs-review items and rules join the checks section, and the score and
// counts become the session's (which include both).
func AddChecksRun(res *audit.ScanResult, run audit.ChecksRun, counts finding.Counts) {
	res.Violations = append(res.Violations, run.Found...)
	finding.SortViolations(res.Violations)
	if res.Checks == nil {
		res.Checks = &checks.ChecksReport{Source: checks.SourceChecks, Violations: map[string]int{}, NeedsReview: []*finding.Violation{}}
	}
	for _, r := range run.Ran {
		if !slices.Contains(res.Checks.Ran, r) {
			res.Checks.Ran = append(res.Checks.Ran, r)
		}
	}
	sort.Strings(res.Checks.Ran)
	for r, n := range run.Totals {
		res.Checks.Violations[r] = n
	}
	res.Checks.NeedsReview = append(res.Checks.NeedsReview, run.NeedsReview...)
	res.BestPractice = append(res.BestPractice, run.BestPractice...)
	res.Checks.Errors = append(res.Checks.Errors, run.Errors...)
	res.Counts, res.Score, res.TotalViolations = counts, run.Score, counts.Total()
}
