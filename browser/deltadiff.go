package browser

import (
	"slices"
	"strconv"
)

// How two reads of one document differ: which controls appeared, went,
// changed state or moved, and which text appeared or went.

// elementKey identifies a control across two reads of one document: its
// number in the page's ref registry, else its selector.
func elementKey(e Element) string {
	if e.rid != 0 {
		return "#" + strconv.FormatInt(e.rid, 10)
	}
	return e.Selector
}

// sameControl says whether two reads show one control the same way.
func sameControl(a, b Element) bool {
	return a.Role == b.Role && a.Name == b.Name && a.Value == b.Value && slices.Equal(a.States, b.States)
}

// diffStructures compares two reads of one document. A control matched by
// selector whose role and name held but whose states or value moved is a
// change; the rest are added or removed, except controls that only moved
// (the same role and name on both sides), which are not news.
func diffStructures(before, after Structure) *Changes {
	c := &Changes{}
	was := make(map[string]Element, len(before.Elements))
	for _, e := range before.Elements {
		was[elementKey(e)] = e
	}
	seen := make(map[string]bool, len(after.Elements))
	var added []Element
	for _, e := range after.Elements {
		k := elementKey(e)
		seen[k] = true
		old, ok := was[k]
		switch {
		case !ok || old.Role != e.Role || old.Name != e.Name:
			added = append(added, e)
			if ok {
				seen[k] = false // its old self is gone
			}
		case !sameControl(old, e):
			c.Changed = append(c.Changed, Change{Was: old, Now: e})
		}
	}
	var removed []Element
	for _, e := range before.Elements {
		if !seen[elementKey(e)] {
			removed = append(removed, e)
		}
	}
	// A control that only moved (a list re-sorted, an item inserted above
	// it) shows on both sides with the same role and name: not news.
	key := sameKey
	moved := map[string]int{}
	for _, e := range removed {
		moved[key(e)]++
	}
	for _, e := range added {
		if moved[key(e)] > 0 {
			moved[key(e)]--
			continue
		}
		c.Added = append(c.Added, e)
	}
	paired := map[string]int{}
	for _, e := range added {
		paired[key(e)]++
	}
	for _, e := range removed {
		if paired[key(e)] > 0 {
			paired[key(e)]--
			continue
		}
		c.Removed = append(c.Removed, e)
	}
	c.Moved = reordered(before.Elements, after.Elements)
	c.TextAdded, c.TextRemoved = textDelta(before.parts, after.parts, before.Elements, after.Elements)
	return c
}

// sameKey is what makes two controls the same to a person: role, name
// (or derived name) and the row they sit in. A re-rendered node with the
// same key is the same control, moved or redrawn.
func sameKey(e Element) string {
	return e.Role + "\x00" + e.Name + "\x00" + e.Derived + "\x00" + e.Row
}

// textDelta is the text segments that appeared and went, leaving out the
// ones that are a control's name (the controls' lines carry those).
func textDelta(before, after []string, bEls, aEls []Element) (added, removed []string) {
	names := map[string]bool{}
	for _, e := range append(slices.Clone(bEls), aEls...) {
		names[e.Name] = true
	}
	count := func(parts []string) map[string]int {
		m := map[string]int{}
		for _, p := range parts {
			m[p]++
		}
		return m
	}
	b, a := count(before), count(after)
	for _, p := range after {
		if a[p] > b[p] && !names[p] {
			added = append(added, p)
			b[p]++
		}
	}
	b = count(before)
	for _, p := range before {
		if b[p] > a[p] && !names[p] {
			removed = append(removed, p)
			a[p]++
		}
	}
	return added, removed
}

// reordered finds controls present once on both sides whose order changed,
// and returns the stretch from the first to the last that moved, in the
// new order (at most 8).
func reordered(before, after []Element) []Element {
	key := func(e Element) string { return e.Role + "\x00" + e.Name + "\x00" + e.Derived }
	count := func(els []Element) map[string]int {
		m := map[string]int{}
		for _, e := range els {
			m[key(e)]++
		}
		return m
	}
	cb, ca := count(before), count(after)
	var was []string
	for _, e := range before {
		if k := key(e); cb[k] == 1 && ca[k] == 1 {
			was = append(was, k)
		}
	}
	var now []Element
	for _, e := range after {
		if k := key(e); cb[k] == 1 && ca[k] == 1 {
			now = append(now, e)
		}
	}
	first, last := -1, -1
	for i := range now {
		if key(now[i]) != was[i] {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return nil
	}
	return now[first:min(last+1, first+8)]
}
