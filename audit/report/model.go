package report

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
)

// HTMLData feeds the HTML report.
type HTMLData struct {
	Title string
	// URL names the page: its URL, or the file's path for a page audited
	// from disk. File is the source the line numbers refer to.
	URL         string
	File        string
	Up          string // a link back to the report this one is part of (site.html)
	Standard    string
	ScoreBefore int
	ScoreAfter  int
	Before      int
	After       int
	Fixed       bool
	Fixes       []Fix
	Handoff     []Handoff
	// Violations are the open violations (all of them: the report lists up
	// to MaxNodesPerRule per rule and says how many more there are).
	Violations []*finding.Violation
	// Counts are the open violating nodes by impact (the scan's, which
	// include nodes not listed); zero: counted from Violations.
	Counts finding.Counts
	// Rules are the scan's per-rule totals (ScanResult.Rules), when known.
	Rules     map[string]*audit.RuleInfo
	BeforePNG string // file paths; embedded as data URIs
	AfterPNG  string
	// Shots are element screenshots (PNG paths) by violation id.
	Shots      map[string]string
	AxeVersion string
	// Timings are the scan's phases, when it was one scan (not a crawl's
	// sum); the summary says where its time went.
	Timings *audit.Timings
	// Checks is the aa- checks section: its needs-review items are a
	// section of their own.
	Checks *checks.Section
	// BestPractice are best-practice findings, a section apart (not scored).
	BestPractice []*finding.Violation
	// Baseline is what changed since a previous audit, when one was given.
	Baseline *audit.BaselineDiff
	// Notices are what the page did that the scan worked around (a form
	// it posted on load and the guard refused, a dialog it opened).
	Notices []string
}

// reportNode is one listed node of a rule.
type reportNode struct {
	*finding.Violation
	Where   string   // file:line in the source, when known
	Shot    string   // element screenshot path, when taken
	Summary []string // the failure summary's lines
}

// reportRule is one rule's group in a section.
type reportRule struct {
	ID, Help, HelpURL, Impact, WCAG, Level string
	Criteria                               []string // every criterion its findings fail (WCAG among them)
	Ours                                   bool     // an aa- check of ours, not axe's
	Summary                                []string // the failure summary its nodes share (the first node's)
	Nodes                                  int      // every node of the rule, listed or not
	Listed                                 []reportNode
	More                                   int // Nodes - len(Listed)
	// bySC counts the findings read under each criterion, and read the
	// findings: criteria can differ by finding (a technique a finding's
	// data names adds its own).
	bySC map[string]int
	read int
}

// reportSection is one kind of finding: violations, needs review, best practice.
type reportSection struct {
	ID, Title, Intro string
	Nodes            int
	Rules            []reportRule
}

type impactRow struct {
	Impact string
	Nodes  int
}

type wcagRow struct {
	SC, Level string
	Nodes     int
	Rules     []string
}

// reportView is what the template renders.
type reportView struct {
	HTMLData
	TimeLine string
	Total    int
	Impacts  []impactRow
	ByRule   []reportRule
	ByWCAG   []wcagRow
	Sections []reportSection
}

func buildReport(d HTMLData) reportView {
	v := reportView{HTMLData: d}
	counts := d.Counts
	if counts.Total() == 0 {
		for _, x := range d.Violations {
			counts = counts.Add(x.Impact, 1)
		}
	}
	v.Total = counts.Total()
	v.TimeLine = TimeLine(d.Timings)
	v.Impacts = []impactRow{{"critical", counts.Critical}, {"serious", counts.Serious}, {"moderate", counts.Moderate}, {"minor", counts.Minor}}
	viol := reportSection{ID: "violations", Title: "Violations", Intro: "Failures of a WCAG success criterion; counted in the score."}
	viol.Rules = groupRules(d.Violations, d.Rules, d.File, d.Shots)
	viol.Nodes = v.Total
	v.ByRule = viol.Rules
	v.ByWCAG = byWCAG(viol.Rules)
	v.Sections = append(v.Sections, viol)
	if d.Checks != nil && len(d.Checks.NeedsReview) > 0 {
		s := reportSection{ID: "needs-review", Title: "Needs review", Intro: "Suspicions a person must judge; not counted in the score.",
			Nodes: len(d.Checks.NeedsReview)}
		s.Rules = groupRules(d.Checks.NeedsReview, nil, d.File, d.Shots)
		v.Sections = append(v.Sections, s)
	}
	if len(d.BestPractice) > 0 {
		s := reportSection{ID: "best-practice", Title: "Best practice", Nodes: len(d.BestPractice),
			Intro: "Barriers many tools report that fail no WCAG criterion by themselves; not counted in the score."}
		s.Rules = groupRules(d.BestPractice, nil, d.File, d.Shots)
		v.Sections = append(v.Sections, s)
	}
	return v
}

// groupRules groups findings by rule, most severe and most frequent first,
// listing up to MaxNodesPerRule nodes of each; totals come from rules when
// the scan counted nodes it did not list.
func groupRules(vs []*finding.Violation, rules map[string]*audit.RuleInfo, file string, shots map[string]string) []reportRule {
	byID := map[string]*reportRule{}
	var order []string
	for _, x := range vs {
		r := byID[x.RuleID]
		if r == nil {
			r = &reportRule{ID: x.RuleID, Help: x.Help, HelpURL: x.HelpURL, Impact: x.Impact, WCAG: x.WCAG, Level: x.WCAGLevel,
				Criteria: x.Criteria, Ours: x.Source == checks.Source, Summary: summaryLines(x.FailureSummary)}
			byID[x.RuleID] = r
			order = append(order, x.RuleID)
		}
		if finding.ImpactRank(x.Impact) < finding.ImpactRank(r.Impact) {
			r.Impact = x.Impact
		}
		if r.bySC == nil {
			r.bySC = map[string]int{}
		}
		for _, sc := range x.Criteria {
			if r.bySC[sc] == 0 && !slices.Contains(r.Criteria, sc) {
				r.Criteria = append(slices.Clone(r.Criteria), sc)
			}
			r.bySC[sc]++
		}
		r.read++
		r.Nodes++
		if len(r.Listed) < finding.MaxNodesPerRule {
			n := reportNode{Violation: x, Shot: shots[x.ID]}
			if own := summaryLines(x.FailureSummary); strings.Join(own, "\n") != strings.Join(r.Summary, "\n") {
				n.Summary = own // said once for the rule unless this node's differs
			}
			if l := x.SourceLocation; l != nil {
				n.Where = fmt.Sprintf("%s:%d:%d", l.File, l.Line, l.Column)
				if l.Confidence != "high" {
					n.Where += " (" + l.Confidence + " confidence)"
				}
			} else if x.SourceLine > 0 && file != "" {
				n.Where = fmt.Sprintf("%s:%d", file, x.SourceLine)
			}
			r.Listed = append(r.Listed, n)
		}
	}
	out := make([]reportRule, 0, len(order))
	for _, id := range order {
		r := byID[id]
		slices.SortFunc(r.Criteria, func(a, b string) int {
			if scLess(a, b) {
				return -1
			}
			if scLess(b, a) {
				return 1
			}
			return 0
		})
		if ri := rules[id]; ri != nil && ri.Nodes > r.Nodes {
			r.Nodes = ri.Nodes
		}
		r.More = r.Nodes - len(r.Listed)
		out = append(out, *r)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if a, b := finding.ImpactRank(out[i].Impact), finding.ImpactRank(out[j].Impact); a != b {
			return a < b
		}
		return out[i].Nodes > out[j].Nodes
	})
	return out
}

// byWCAG rolls rules up by success criterion, in criterion order: a rule
// is listed under every criterion its findings fail (an empty link under
// 2.4.4 and 4.1.2), while the score counts each finding once.
func byWCAG(rules []reportRule) []wcagRow {
	idx := map[string]int{}
	var out []wcagRow
	for _, r := range rules {
		scs := r.Criteria
		if len(scs) == 0 {
			scs = []string{r.WCAG}
		}
		for _, sc := range scs {
			level := finding.LevelOf(sc)
			if sc == r.WCAG && r.Level != "" {
				level = r.Level
			}
			if level == "" {
				level = "unknown"
			}
			if sc == "" {
				sc = "none"
			}
			i, ok := idx[sc]
			if !ok {
				i = len(out)
				idx[sc] = i
				out = append(out, wcagRow{SC: sc, Level: level})
			}
			if out[i].Level == "" {
				out[i].Level = level
			}
			out[i].Nodes += r.nodesUnder(sc)
			out[i].Rules = append(out[i].Rules, r.ID)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return scLess(out[i].SC, out[j].SC) })
	return out
}

// nodesUnder is how many of the rule's nodes fail sc: those of its
// findings that name it, and the nodes the scan counted but did not list
// when every finding read names it (the rule's own criteria).
func (r reportRule) nodesUnder(sc string) int {
	if r.read == 0 || len(r.bySC) == 0 {
		return r.Nodes
	}
	n := r.bySC[sc]
	if n == r.read {
		n = r.Nodes
	}
	return n
}

// scLess orders criteria numerically: 1.4.3 before 1.4.10.
func scLess(a, b string) bool {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		var x, y int
		fmt.Sscan(pa[i], &x)
		fmt.Sscan(pb[i], &y)
		if x != y {
			return x < y
		}
	}
	return len(pa) < len(pb)
}

// summaryLines splits axe's failure summary ("Fix any of the following:\n
// …") into lines for a list.
func summaryLines(s string) []string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}
