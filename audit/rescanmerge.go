package audit

import (
	"encoding/json"
	"sort"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// A re-scan's result, merged into the last scan's: the rules that ran on
// the whole page as they came, and for the rules that ran on the changed
// subtrees (or stood), their kept nodes and new ones in document order.

// mergeRescan builds the scan's rules as a full scan would give them: the
// page-wide runs' rules as they came, the subtree rules' kept nodes and
// new ones in document order, capped at maxNodes.
func mergeRescan(last []finding.Rule, prevByRule map[string]finding.Rule, prev [][]string, prevAt []*finding.Node, got rescanOut, maxNodes int) []finding.Rule {
	changed := got.SubtreeCount > 0 || got.Moved
	byRule := map[string][]rescanNode{}
	meta := map[string]finding.Rule{}
	for i, k := range got.Kept {
		if k == nil {
			continue
		}
		n := *prevAt[i]
		n.XPath, n.HTML, n.Text = k.XPath, k.HTML, k.Text
		if len(k.Target) > 0 && string(k.Target) != "null" { // else the node keeps its selector
			n.Target = k.Target
		}
		rule := prev[i][1]
		byRule[rule] = append(byRule[rule], rescanNode{Node: n, Order: k.Order})
		meta[rule] = prevByRule[rule]
	}
	seen := map[string]bool{}
	for _, r := range got.Local {
		meta[r.ID] = r.Rule
		for _, n := range r.Nodes {
			key := string(n.Target)
			if seen[r.ID+"\x00"+key] {
				continue
			}
			seen[r.ID+"\x00"+key] = true
			byRule[r.ID] = append(byRule[r.ID], n)
		}
	}
	if !changed {
		// Nothing changed: every rule stands as the last scan gave it.
		return last
	}
	var rules []finding.Rule
	wide := map[string]bool{}
	for _, r := range got.Wide {
		wide[r.ID] = true
		nodes := make([]finding.Node, len(r.Nodes))
		for i, n := range r.Nodes {
			nodes[i] = n.Node
		}
		rr := r.Rule
		rr.Nodes = nodes
		rules = append(rules, rr)
	}
	for _, id := range got.PageWide {
		wide[id] = true
	}
	for id, nodes := range byRule {
		if wide[id] {
			continue
		}
		sort.SliceStable(nodes, func(i, j int) bool { return nodes[i].Order < nodes[j].Order })
		r := meta[id]
		r.Total = len(nodes)
		r.Impact = ""
		r.Nodes = make([]finding.Node, 0, min(len(nodes), maxNodes))
		for i, n := range nodes {
			if finding.ImpactRank(n.Impact) < finding.ImpactRank(r.Impact) || r.Impact == "" {
				r.Impact = n.Impact
			}
			if i < maxNodes {
				r.Nodes = append(r.Nodes, n.Node)
			}
		}
		rules = append(rules, r)
	}
	// axe lists rules in its own order; ours is by id, which FromRaw's
	// sort makes immaterial.
	sort.SliceStable(rules, func(i, j int) bool { return rules[i].ID < rules[j].ID })
	return rules
}

// topXPath is a node's XPath in the top document, or "" (a shadow tree,
// a frame).
func topXPath(n finding.Node) string {
	var t, xp []string
	if json.Unmarshal(n.Target, &t) != nil || len(t) != 1 || strings.Contains(t[0], ">>") {
		return ""
	}
	if json.Unmarshal(n.XPath, &xp) != nil || len(xp) != 1 || !strings.HasPrefix(xp[0], "/") {
		return ""
	}
	return xp[0]
}
