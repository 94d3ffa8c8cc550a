package interactive

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// readingOrders gives the two orders a person may read boxes in: rows
// top to bottom, each left to right, and columns left to right, each top
// to bottom. Boxes are [x, y, w, h]; the result is indices into boxes.
func readingOrders(boxes [][4]float64) (rows, cols []int) {
	lines := func(pos, size, along int) []int {
		idx := make([]int, len(boxes))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return boxes[idx[a]][pos] < boxes[idx[b]][pos] })
		var groups [][]int
		var end float64
		for _, i := range idx {
			b := boxes[i]
			mid := b[pos] + b[size]/2
			if len(groups) > 0 && mid <= end {
				groups[len(groups)-1] = append(groups[len(groups)-1], i)
				end = max(end, b[pos]+b[size])
				continue
			}
			groups = append(groups, []int{i})
			end = b[pos] + b[size]
		}
		var out []int
		for _, g := range groups {
			sort.SliceStable(g, func(a, b int) bool { return boxes[g[a]][along] < boxes[g[b]][along] })
			out = append(out, g...)
		}
		return out
	}
	return lines(1, 3, 0), lines(0, 2, 1)
}

// tabOrder: F44, a positive tabindex that makes Tab take a form's fields
// in an order that follows neither its rows nor its columns. The order is
// the one the Tab walk met, not one computed from the attributes. Controls
// outside a form are grouped by the fieldset, tab panel, section, article
// they sit in (a settings panel's fields with tabindex 3, 1, 2), when it
// holds a few controls (maxSectionSteps).
func (w *KeyWalk) tabOrder() finding.RawCheck {
	r := finding.RawCheck{ID: TabOrderID}
	groups := map[string][]focusStep{}
	var order []string
	seen := map[int]bool{}
	for _, s := range w.steps {
		if s.Group == "" || s.Hidden != "" || seen[s.ID] {
			continue
		}
		seen[s.ID] = true
		if _, ok := groups[s.Group]; !ok {
			order = append(order, s.Group)
		}
		groups[s.Group] = append(groups[s.Group], s)
	}
	for _, g := range order {
		steps := groups[g]
		if len(steps) < 2 || !slices.ContainsFunc(steps, func(s focusStep) bool { return s.TabIndex > 0 }) {
			continue
		}
		// A section outside forms ("~") is judged when it is a panel of a
		// few controls: a large one's layout (columns, a sidebar) is not
		// one reading order.
		if strings.HasPrefix(g, "~") && len(steps) > maxSectionSteps {
			continue
		}
		boxes := make([][4]float64, len(steps))
		for i, s := range steps {
			boxes[i] = s.Rect
		}
		rows, cols := readingOrders(boxes)
		inTab := make([]int, len(steps))
		for i := range inTab {
			inTab[i] = i
		}
		if slices.Equal(rows, inTab) || slices.Equal(cols, inTab) {
			continue
		}
		// The finding sits on the first field Tab reaches out of its
		// place on the screen.
		at := slices.IndexFunc(inTab, func(i int) bool { return rows[i] != i })
		n := steps[at].Node
		n.Summary = fmt.Sprintf("Tab takes the controls of this form or section in an order that follows neither its rows nor its columns (positive tabindex on %s): keyboard users jump around it. Remove the positive tabindex values and put the fields in the document in the order they are shown (F44).",
			positiveTabindex(steps))
		r.Nodes = append(r.Nodes, n)
		r.Total++
	}
	return r
}

// maxSectionSteps is the most controls a section outside forms may hold
// to be judged as one reading order.
const maxSectionSteps = 15

func positiveTabindex(steps []focusStep) string {
	var out []string
	for _, s := range steps {
		if s.TabIndex > 0 {
			out = append(out, fmt.Sprintf("%s (%d)", strings.TrimSpace(s.Node.HTML[:min(len(s.Node.HTML), 60)]), s.TabIndex))
		}
		if len(out) == 3 {
			break
		}
	}
	return strings.Join(out, ", ")
}
