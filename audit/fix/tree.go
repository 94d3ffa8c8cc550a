package fix

import (
	"regexp"
	"slices"
	"strings"
)

// A template's elements (srcNode) and a component's (compNode) are both
// trees; the path from a fixed element to the element that shows its data
// is found the same way in either.
type tree[N any] interface {
	comparable
	parentNode() N
	childNodes() []N
	// tagName is the element's tag; "*" for a component used here
	// (<Link>), whose element the page shows under its own tag.
	tagName() string
	// classToken is the first class its start tag writes as a literal,
	// or ""; hasClass whether it writes tok as a literal class (as the
	// page's classList.contains reads it).
	classToken() string
	hasClass(tok string) bool
}

func (n *srcNode) parentNode() *srcNode     { return n.parent }
func (n *srcNode) childNodes() []*srcNode   { return n.children }
func (n *srcNode) tagName() string          { return n.tag }
func (n *compNode) parentNode() *compNode   { return n.parent }
func (n *compNode) childNodes() []*compNode { return n.children }
func (n *compNode) tagName() string {
	if n.component {
		return "*"
	}
	return n.tag
}

func (n *srcNode) classToken() string { return first1(n.classes) }

func (n *srcNode) hasClass(tok string) bool { return slices.Contains(n.classes, tok) }

func first1(v []string) string {
	if len(v) == 0 {
		return ""
	}
	return v[0]
}

// literalClasses are the classes a class attribute's value writes as
// literals: what a template writes only on a condition ({% if %}…{%
// endif %}, {{#if}}…{{/if}}) is left out, and so is a class built with an
// expression (badge-{{ p.status }}).
func literalClasses(v string) []string {
	v = templateCond.ReplaceAllString(v, " ")
	var out []string
	for _, c := range strings.Fields(templateExpr.ReplaceAllString(v, "\x00")) {
		if !strings.ContainsAny(c, "\x00{}<>%$") {
			out = append(out, c)
		}
	}
	return out
}

var (
	templateExpr = regexp.MustCompile(`\{\{.*?\}\}|\{%.*?%\}|<%.*?%>|\$\{.*?\}|\{#.*?#\}`)
	templateCond = regexp.MustCompile(`(?s)\{%-?\s*(?:if|unless)\b.*?\{%-?\s*end(?:if|unless)\s*-?%\}|\{\{#(?:if|unless)\b.*?\{\{/(?:if|unless)\}\}|<%[^%]*\bif\b.*?<%[^%]*\}\s*%>`)
)

func (n *compNode) classToken() string { return first1(n.literalClasses()) }

func (n *compNode) hasClass(tok string) bool { return slices.Contains(n.literalClasses(), tok) }

func (n *compNode) literalClasses() []string {
	for _, a := range n.attrs {
		if a.Literal && a.Type == "Attribute" && (a.Name == "class" || a.Name == "className") {
			return strings.Fields(a.Value)
		}
	}
	return nil
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
			if (s.tagName() == c.tagName() || c.tagName() == "*") && (class == "" || s.hasClass(class)) {
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
