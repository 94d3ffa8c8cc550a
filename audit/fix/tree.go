package fix

import (
	"regexp"
	"strings"
)

// A template's elements (srcNode) and a component's (compNode) are both
// trees; the path from a fixed element to the element that shows its data
// is found the same way in either.
type tree[N any] interface {
	comparable
	parentNode() N
	childNodes() []N
	tagName() string
	// classToken is the first class its start tag writes as a literal,
	// or "".
	classToken() string
}

func (n *srcNode) parentNode() *srcNode     { return n.parent }
func (n *srcNode) childNodes() []*srcNode   { return n.children }
func (n *srcNode) tagName() string          { return n.tag }
func (n *compNode) parentNode() *compNode   { return n.parent }
func (n *compNode) childNodes() []*compNode { return n.children }
func (n *compNode) tagName() string         { return n.tag }

func (n *srcNode) classToken() string { return n.class }

// literalClass is the first class a class attribute's value writes as a
// literal, with the template's expressions taken out ("card {{ extra }}"
// gives card; "{{ cls }}" none).
func literalClass(v string) string {
	for _, c := range strings.Fields(templateExpr.ReplaceAllString(v, " ")) {
		if !strings.ContainsAny(c, "{}<>%$") {
			return c
		}
	}
	return ""
}

var templateExpr = regexp.MustCompile(`\{\{.*?\}\}|\{%.*?%\}|<%.*?%>|\$\{.*?\}|\{#.*?#\}`)

func (n *compNode) classToken() string {
	for _, a := range n.attrs {
		if a.Literal && a.Type == "Attribute" && (a.Name == "class" || a.Name == "className") {
			if f := strings.Fields(a.Value); len(f) > 0 {
				return f[0]
			}
		}
	}
	return ""
}

// hasClassToken says whether n's start tag writes the class tok as a
// literal.
func hasClassToken[N tree[N]](n N, tok string) bool {
	return n.classToken() == tok
}

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
		// Counted among the siblings of its tag and class: a sibling the
		// template writes only on some items (v-if, {% if %}) is not in
		// every page, so a place by tag alone may miss by one.
		nth, class := 0, c.classToken()
		for _, s := range c.parentNode().childNodes() {
			if s.tagName() == c.tagName() && (class == "" || hasClassToken(s, class)) {
				nth++
			}
			if s == c {
				break
			}
		}
		down = append([]dataStep{{Tag: c.tagName(), Nth: nth, Class: class}}, down...)
	}
	return a, up, down, true
}
