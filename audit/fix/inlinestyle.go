package fix

import (
	"bytes"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/audit/evidence"
)

// A colour a component writes in the element's own style (style={{ color:
// '#999' }} in JSX, style="color: #999" in Vue and Svelte, style:color in
// Svelte) is changed there: no rule gives it, and a new class would lose to
// it.

// KindStyleInline is a SourceFix that changes the values of the element's
// own style attribute in its component (Styles, at spans).
const KindStyleInline = "style-inline"

// styleProp is one property a component's style attribute writes as a
// literal: the span of its value's text (inside any quotes).
type styleProp struct {
	Name  string `json:"name"`
	Start int    `json:"start"`
	End   int    `json:"end"`
	Value string `json:"value"`
	// Const names the string constant the style names (color: muted),
	// whose literal is then the span.
	Const string `json:"const,omitempty"`
}

// inlineStyleProps are the properties n's start tag sets as literals, by
// CSS name: a literal style attribute's declarations (lexed as CSS), a
// JSX style object's string properties (backgroundColor as
// background-color), and Svelte's style: directives and Vue's :style,
// which win over the attribute as they do in the page. A property a
// binding sets by an expression has Start -1: it is not editable.
func inlineStyleProps(src []byte, n *compNode) map[string]styleProp {
	out := map[string]styleProp{}
	for _, a := range n.attrs {
		if a.Type != "Attribute" || !strings.EqualFold(a.Name, "style") || !a.Literal || len(a.Props) > 0 {
			continue
		}
		vs, ve, ok := quotedValue(src, a.Start, a.End)
		if !ok {
			continue
		}
		// Lexed as the body of a rule, at its place in the file.
		body := slices.Concat([]byte("x{"), src[vs:ve], []byte("}"))
		for _, r := range cssRuleSpans(body, vs-2) {
			for _, d := range r.decls {
				out[d.prop] = styleProp{Name: d.prop, Start: d.valueStart, End: d.valEnd, Value: string(src[d.valueStart:d.valEnd])}
			}
		}
	}
	for _, a := range n.attrs {
		for _, p := range a.Props {
			if p.Name == "*" {
				return map[string]styleProp{} // a binding that sets what it likes: nothing is known
			}
			name := p.Name
			if a.Type != "StyleDirective" {
				name = kebab(name) // a JSX style object's key
			}
			p.Name = strings.ToLower(name)
			out[p.Name] = p
		}
	}
	return out
}

// quotedValue is the span of the text inside an attribute's quotes, for
// the attribute written at src[start:end] (name="value").
func quotedValue(src []byte, start, end int) (int, int, bool) {
	if start < 0 || end > len(src) || start >= end {
		return 0, 0, false
	}
	eq := bytes.IndexByte(src[start:end], '=')
	if eq < 0 {
		return 0, 0, false
	}
	i := start + eq + 1
	for i < end && isSpace(src[i]) {
		i++
	}
	if i >= end || src[i] != '"' && src[i] != '\'' {
		return 0, 0, false
	}
	q := src[i]
	j := bytes.IndexByte(src[i+1:end], q)
	if j < 0 {
		return 0, 0, false
	}
	return i + 1, i + 1 + j, true
}

// spanKey names the text an edit's spans replace.
func spanKey(spans []edit) string {
	var b strings.Builder
	for _, e := range spans {
		fmt.Fprintf(&b, "%d-%d;", e.start, e.end)
	}
	return b.String()
}

// sameStyleValue says whether a value written in the source is the one
// the page shows (the page gives colours as rgb()).
func sameStyleValue(prop, written, shown string) bool {
	norm := func(s string) string { return strings.Join(strings.Fields(strings.ToLower(s)), " ") }
	if norm(written) == norm(shown) {
		return true
	}
	if strings.Contains(prop, "color") || prop == "background" {
		a, errA := evidence.ParseColor(written)
		b, errB := evidence.ParseColor(shown)
		return errA == nil && errB == nil && a == b
	}
	return false
}

// inlineFix is the edit of the component element's own style for a
// style fix whose every property the page says the element's style sets;
// why says why there is none, when the style sets them in a way that
// cannot be edited as a literal.
func inlineFix(f *Record, at Located, srcs map[string]*StyleSource) (g *SourceFix, why string) {
	if at.comp == nil || at.comp.component || len(f.Styles) == 0 {
		return nil, ""
	}
	for prop := range f.Styles {
		if s := srcs[prop]; s == nil || !s.Inline {
			return nil, ""
		}
	}
	props := inlineStyleProps(at.file.Src, at.comp)
	var spans []edit
	var shared []string
	for _, prop := range slices.Sorted(maps.Keys(f.Styles)) {
		p, ok := props[prop]
		if ok && (p.Start < 0 || p.End > len(at.file.Src) || p.Start > p.End || string(at.file.Src[p.Start:p.End]) != p.Value) {
			ok = false // the parser's span does not hold the literal it read: never edit blind
		}
		if !ok {
			// An expression (:style="{ color: statusColor }") whose value is
			// a colour the file writes as one literal, once
			// (cancelled: { color: '#f28b82' }): that literal is where it is.
			if start, end, found := oneColourLiteral(at.file.Src, prop, srcs[prop].Value); found {
				spans = append(spans, edit{start: start, end: end, text: strings.TrimSpace(f.Styles[prop])})
				shared = append(shared, "the literal "+string(at.file.Src[start:end]))
				continue
			}
			return nil, fmt.Sprintf("the element's own style sets %s, and %s:%d writes it as an expression, not a literal; change it there", prop, at.Loc.File, at.Loc.Line)
		}
		if !sameStyleValue(prop, p.Value, srcs[prop].Value) {
			return nil, fmt.Sprintf("%s:%d writes %s: %s, and the page shows %s; not edited", at.Loc.File, at.Loc.Line, prop, p.Value, srcs[prop].Value)
		}
		v := strings.TrimSpace(f.Styles[prop])
		if strings.HasSuffix(strings.ToLower(strings.TrimSpace(p.Value)), "!important") {
			v += " !important"
		}
		spans = append(spans, edit{start: p.Start, end: p.End, text: v})
		if p.Const != "" {
			shared = append(shared, p.Const)
		}
	}
	rec := *f
	loc := at.Loc
	loc.Via += "; the element's own style"
	g = &SourceFix{Loc: loc, RuleID: f.RuleID, Kind: KindStyleInline, Styles: f.Styles,
		rec: &rec, file: at.file, comp: at.comp, spans: spans}
	if len(shared) > 0 {
		loc.Via += " names " + strings.Join(shared, ", ")
		g.Loc = loc
		g.Review = fmt.Sprintf("the style's value comes from %s, changed in %s: everything else that uses it changes too", strings.Join(shared, ", "), at.Loc.File)
	}
	return g, ""
}

// templateInlineFix is inlineFix for an element a server template writes:
// its literal style attribute's values, edited in one edit of the
// attribute's value (a class and a rule in the <head> would need
// !important to win over it). A style the template builds ({{ }} inside
// it) is not edited.
func templateInlineFix(f *Record, at Located, srcs map[string]*StyleSource) (*SourceFix, string) {
	if at.node == nil || at.comp != nil || len(f.Styles) == 0 {
		return nil, ""
	}
	for prop := range f.Styles {
		if s := srcs[prop]; s == nil || !s.Inline {
			return nil, ""
		}
	}
	src := at.file.Src
	vs, ve, ok := quotedAttr(src, at.node, "style")
	if !ok {
		return nil, ""
	}
	if templateSyntax.Match(src[vs:ve]) {
		return nil, fmt.Sprintf("%s:%d builds the element's style with the template's logic; change its colour there", at.Loc.File, at.Loc.Line)
	}
	props := map[string]cssDecl{}
	for _, r := range cssRuleSpans(slices.Concat([]byte("x{"), src[vs:ve], []byte("}")), vs-2) {
		for _, d := range r.decls {
			props[d.prop] = d
		}
	}
	value := string(src[vs:ve])
	var spans []edit
	for _, prop := range slices.Sorted(maps.Keys(f.Styles)) {
		d, ok := props[prop]
		if !ok || !sameStyleValue(prop, string(src[d.valueStart:d.valEnd]), srcs[prop].Value) {
			return nil, ""
		}
		v := strings.TrimSpace(f.Styles[prop])
		if strings.HasSuffix(strings.ToLower(strings.TrimSpace(string(src[d.valueStart:d.valEnd]))), "!important") {
			v += " !important"
		}
		spans = append(spans, edit{start: d.valueStart, end: d.valEnd, text: v})
	}
	// Last first, so the earlier offsets hold.
	for _, e := range slices.Backward(spans) {
		value = value[:e.start-vs] + e.text + value[e.end-vs:]
	}
	rec := *f
	loc := at.Loc
	loc.Via += "; the element's own style"
	return &SourceFix{Loc: loc, RuleID: f.RuleID, Kind: KindStyleInline, Styles: f.Styles, rec: &rec, file: at.file, node: at.node,
		spans: spans, textEdits: []edit{{start: vs, end: ve, text: value}}}, ""
}

// colourLiteral is a colour written as a string literal in script.
var colourLiteral = regexp.MustCompile(`(['"])(#[0-9a-fA-F]{3,8}|(?:rgba?|hsla?|oklch)\([^)'"]*\))['"]`)

// oneColourLiteral finds the one string literal in src whose colour is the
// one shown for prop; found is false when none is, or more than one.
func oneColourLiteral(src []byte, prop, shown string) (start, end int, found bool) {
	if !strings.Contains(prop, "color") {
		return 0, 0, false
	}
	n := 0
	for _, m := range colourLiteral.FindAllSubmatchIndex(src, -1) {
		if src[m[1]-1] != src[m[2]] || !sameStyleValue(prop, string(src[m[4]:m[5]]), shown) {
			continue // the quotes differ, or another colour
		}
		start, end = m[4], m[5]
		n++
	}
	return start, end, n == 1
}
