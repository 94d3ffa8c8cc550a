package browser

import "sort"

// hostPos is a possible closed-root host as the structure walk met it:
// how many elements (At) and headings (HS) came before it, its box in
// top-level viewport pixels and its landmark.
type hostPos struct {
	At  int    `json:"at"`
	HS  int    `json:"hs"`
	Box [4]int `json:"box"`
	LM  string `json:"lm"`
}

// placeClosed puts each closed-root control where its host stands among
// the elements and headings, so Compact shows it under the landmark and
// heading a person sees it in: the host is the innermost one whose box
// holds the control's centre. A control no host box holds (a host with
// display: contents, a popup drawn outside it) goes last.
func placeClosed(els []Element, heads []Heading, hosts []hostPos, closed []Element) ([]Element, []Heading) {
	type insert struct {
		at, hs int
		el     Element
	}
	list := make([]insert, 0, len(closed))
	for _, c := range closed {
		cx, cy := c.Box[0]+c.Box[2]/2, c.Box[1]+c.Box[3]/2
		best := -1
		for i, h := range hosts {
			in := cx >= h.Box[0] && cx <= h.Box[0]+h.Box[2] && cy >= h.Box[1] && cy <= h.Box[1]+h.Box[3]
			if in && (best < 0 || h.Box[2]*h.Box[3] < hosts[best].Box[2]*hosts[best].Box[3]) {
				best = i
			}
		}
		ins := insert{at: len(els), hs: len(heads), el: c}
		if best >= 0 {
			ins.at, ins.hs, ins.el.landmark = hosts[best].At, hosts[best].HS, hosts[best].LM
		}
		list = append(list, ins)
	}
	// In the order the walk met the hosts; a host's controls in the tree's
	// order.
	sort.SliceStable(list, func(i, j int) bool {
		return list[i].at < list[j].at || (list[i].at == list[j].at && list[i].hs < list[j].hs)
	})
	// Heading j stood before Elements[At]; it moves down by each control
	// placed before it: at a lower index, or at its index by a host met
	// before the heading was.
	moved := make([]Heading, len(heads))
	copy(moved, heads)
	for j := range moved {
		for _, in := range list {
			if in.at < heads[j].At || (in.at == heads[j].At && in.hs <= j) {
				moved[j].At++
			}
		}
	}
	out := make([]Element, 0, len(els)+len(list))
	k := 0
	for i := 0; i <= len(els); i++ {
		for ; k < len(list) && list[k].at == i; k++ {
			out = append(out, list[k].el)
		}
		if i < len(els) {
			out = append(out, els[i])
		}
	}
	return out, moved
}
