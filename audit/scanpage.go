package audit

import (
	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// RuleInfo is what every node of one rule shares: a page of results gives
// it once per rule (ScanResult.Rules) instead of on every item.
type RuleInfo struct {
	Help        string `json:"help"`
	HelpURL     string `json:"help_url"`
	WCAG        string `json:"wcag,omitempty"`
	WCAGLevel   string `json:"wcag_level,omitempty"`
	WCAGVersion string `json:"wcag_version,omitempty"`
	Kind        string `json:"kind,omitempty"`
	Source      string `json:"source,omitempty"`
	// FailureSummary is the summary the rule's items share; an item
	// carries its own only when it differs.
	FailureSummary string `json:"failure_summary,omitempty"`
	// Nodes is the rule's open violating nodes in the whole scan (every
	// page of it, past MaxNodesKept too), not just those on this page.
	Nodes int `json:"nodes"`
}

// ruleInfo takes v's shared fields.
func ruleInfo(v *finding.Violation) *RuleInfo {
	return &RuleInfo{Help: v.Help, HelpURL: v.HelpURL, WCAG: v.WCAG, WCAGLevel: v.WCAGLevel, WCAGVersion: v.WCAGVersion,
		Kind: v.Kind, Source: v.Source, FailureSummary: v.FailureSummary}
}

// addRules records, once per rule, what vs's items share; nodes counts
// the rule's nodes for rules not yet in the map.
func addRules(vs []*finding.Violation, rules map[string]*RuleInfo, nodes map[string]int) {
	for _, v := range vs {
		if rules[v.RuleID] == nil {
			r := ruleInfo(v)
			r.Nodes = nodes[v.RuleID]
			rules[v.RuleID] = r
		}
	}
}

// Compact leaves each item with what is its own, the rest being in Rules
// once per rule: the form audit_scan_url sends, so a page costs fewer
// tokens. Items must be the result's own copies.
func (r *ScanResult) Compact() {
	for _, vs := range [][]*finding.Violation{r.Violations, r.BestPractice} {
		for _, v := range vs {
			ri := r.Rules[v.RuleID]
			if ri == nil {
				continue
			}
			if v.FailureSummary == ri.FailureSummary {
				v.FailureSummary = ""
			}
			v.Help, v.HelpURL, v.WCAG, v.WCAGLevel, v.WCAGVersion, v.Kind, v.Source = "", "", "", "", "", "", ""
		}
	}
}

// Expand gives every item back the fields its rule holds (the form a
// report renders), after a page was decoded from audit_scan_url.
func (r *ScanResult) Expand() {
	for _, vs := range [][]*finding.Violation{r.Violations, r.BestPractice} {
		for _, v := range vs {
			ri := r.Rules[v.RuleID]
			if ri == nil {
				continue
			}
			if v.Help == "" {
				v.Help, v.HelpURL = ri.Help, ri.HelpURL
			}
			if v.WCAG == "" {
				v.WCAG, v.WCAGLevel, v.WCAGVersion = ri.WCAG, ri.WCAGLevel, ri.WCAGVersion
			}
			if v.Kind == "" {
				v.Kind = ri.Kind
			}
			if v.Source == "" {
				v.Source = ri.Source
			}
			if v.FailureSummary == "" {
				v.FailureSummary = ri.FailureSummary
			}
		}
	}
}

// openByRule counts open nodes per rule, plus the nodes the scan counted
// but did not keep. Callers hold st.mu.
func (st *State) openByRule(open []*finding.Violation) (nodes map[string]int, unkept int) {
	nodes = map[string]int{}
	kept := map[string]int{}
	for _, v := range st.items {
		if _, inScan := st.totals[v.RuleID]; inScan {
			kept[v.RuleID]++
		}
	}
	for _, v := range open {
		nodes[v.RuleID]++
	}
	for rule, t := range st.totals {
		if extra := t.Nodes - kept[rule]; extra > 0 {
			nodes[rule] += extra
			unkept += extra
		}
	}
	return nodes, unkept
}

// ScanResult is one page of a scan's open violations plus the totals.
type ScanResult struct {
	browser.Outcome
	Score               int                  `json:"score"`
	Counts              finding.Counts       `json:"counts"`
	TotalViolations     int                  `json:"total_violations"`
	Violations          []*finding.Violation `json:"violations"`
	MoreIssuesRemaining bool                 `json:"more_issues_remaining"`
	Cursor              string               `json:"cursor,omitempty"`
	// Rules holds, once per rule on this page, what its items share (help
	// text and link, WCAG criterion, kind) and its node count in the
	// whole scan; items carry only what is their own (Expand restores it).
	Rules map[string]*RuleInfo `json:"rules,omitempty"`
	// RuleNodes, on the first page, counts every failing rule's open nodes
	// in the whole scan: which rules fail, before paging through them.
	RuleNodes  map[string]int `json:"rule_nodes,omitempty"`
	Skipped    int            `json:"skipped"`
	Verified   int            `json:"verified"`
	FromCache  bool           `json:"from_cache"`
	AxeVersion string         `json:"axe_version"`
	// IncompleteFrames are frames axe could not test (axe's "incomplete"
	// for that frame); the rest of the page was scanned.
	IncompleteFrames []IncompleteFrame `json:"incomplete_frames,omitempty"`

	// Checks is AccessAgents' own checks, apart from axe's (first page only).
	Checks *checks.Section `json:"checks,omitempty"`
	// Standard is what the scan judged against; BestPractice holds the
	// best-practice findings when asked for (first page only), never scored.
	Standard     string               `json:"standard,omitempty"`
	BestPractice []*finding.Violation `json:"best_practice,omitempty"`
	// SiteFacts are the page's facts for site-level checks, when asked
	// for (first page only).
	SiteFacts *SiteFacts `json:"site_facts,omitempty"`
	// Timings say where a fresh scan's time went, phase by phase (not on
	// the pages a cursor reads).
	Timings *Timings `json:"timings,omitempty"`
	// Rescan, on a re-scan of the current document, says whether it was
	// incremental and what it covered, or why it was a full one.
	Rescan *RescanInfo `json:"rescan,omitempty"`
}
