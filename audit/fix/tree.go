package fix

// A template's elements (srcNode) and a component's (compNode) are both
// trees; the path from a fixed element to the element that shows its data
// is found the same way in either.
type tree[N any] interface {
	comparable
	parentNode() N
	childNodes() []N
	tagName() string
}

func (n *srcNode) parentNode() *srcNode     { return n.parent }
func (n *srcNode) childNodes() []*srcNode   { return n.children }
func (n *srcNode) tagName() string          { return n.tag }
func (n *compNode) parentNode() *compNode   { return n.parent }
func (n *compNode) childNodes() []*compNode { return n.children }
func (n *compNode) tagName() string         { return n.tag }

// ancestorOf says whether a is n or one of its ancestors.
func ancestorOf[N tree[N]](a, n N) bool {
	var none N
	for ; n != none; n = n.parentNode() {
		if n == a {
			return true
		}
	}
	return false
}

// pathFrom is the way from n to t: up steps to their nearest common
// ancestor a, then down by tag and place among same-tag siblings; ok is
// false when they share none.
func pathFrom[N tree[N]](n, t N) (a N, up int, down []dataStep, ok bool) {
	var none N
	for a = n; a != none && !ancestorOf(a, t); a = a.parentNode() {
		up++
	}
	if a == none {
		return a, 0, nil, false
	}
	down = []dataStep{}
	for c := t; c != a; c = c.parentNode() {
		nth := 0
		for _, s := range c.parentNode().childNodes() {
			if s.tagName() == c.tagName() {
				nth++
			}
			if s == c {
				break
			}
		}
		down = append([]dataStep{{c.tagName(), nth}}, down...)
	}
	return a, up, down, true
}
