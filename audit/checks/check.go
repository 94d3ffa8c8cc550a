package checks

import (
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// Source marks results from AccessAgents' own checks (not axe-core),
// so reports can list them apart and users can compare with other tools.
const Source = "accessagents"

// Check describes one of AccessAgents' own checks. Its rule id starts with
// "aa-"; results use the same Violation shape as axe's.
type Check struct {
	ID        string   `json:"id"`
	SC        string   `json:"wcag"` // success criterion, e.g. "2.5.8"
	Impact    string   `json:"impact"`
	Help      string   `json:"help"`
	HelpURL   string   `json:"help_url"`
	Tags      []string `json:"tags"`
	Expensive bool     `json:"expensive"`  // runs only on request (--checks all, audit_run_checks)
	Review    bool     `json:"reviewOnly"` // only ever reports "needs review"
	// Level and Version are the criterion's conformance level (A, AA,
	// AAA) and the WCAG version that introduced it; both are empty for a
	// best-practice check, which fails no criterion.
	Level        string `json:"level,omitempty"`
	Version      string `json:"wcag_version,omitempty"`
	BestPractice bool   `json:"best_practice,omitempty"` // runs only with --best-practice
}

const understanding = "https://www.w3.org/WAI/WCAG22/Understanding/"

func check(id, sc, level, impact, doc, help string, expensive, review bool) Check {
	tags := []string{"wcag" + level, "wcag" + strings.ReplaceAll(sc, ".", ""), "accessagents"}
	if expensive {
		tags = append(tags, "aa-expensive")
	}
	_, lv, ver := finding.WCAGOf(tags)
	return Check{ID: id, SC: sc, Impact: impact, Help: help, HelpURL: understanding + doc + ".html", Tags: tags, Expensive: expensive, Review: review,
		Level: lv, Version: ver}
}

// practice is a best-practice check: a barrier many evaluation tools
// report that fails no success criterion by itself (an empty heading, a
// skipped heading level). sc is the criterion it relates to, for the
// reader; doc is that criterion's Understanding page. It runs only with
// --best-practice and is never scored.
func practice(id, sc, impact, doc, help string) Check {
	tags := []string{"best-practice", "wcag" + strings.ReplaceAll(sc, ".", ""), "accessagents"}
	return Check{ID: id, SC: sc, Impact: impact, Help: help, HelpURL: understanding + doc + ".html", Tags: tags, BestPractice: true}
}

// checkDoc says, for the table of checks (docs/checks.md), what a finding
// of each check proves and what it leaves for a person.
type checkDoc struct{ proves, leaves string }
