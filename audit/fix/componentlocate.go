package fix

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
)

// Finding a rendered element in a component file: exactly where a dev build
// records its location (Svelte, React), by markup within the file it names
// (Vue).

// locateDev finds the component element a dev location names.
func (ix *TemplateIndex) locateDev(el LiveElement) (Located, bool) {
	m := el.Meta
	for _, f := range ix.Files {
		if f.comps == nil || !strings.HasSuffix("/"+m.File, "/"+f.Rel) && !strings.HasSuffix("/"+f.Rel, "/"+m.File) {
			continue
		}
		if m.Framework == "vue" || m.Line == 0 {
			// The dev build named the file only: the element is found in
			// it by its markup.
			if at, ok := locateInFile(f, el, m); ok {
				return at, true
			}
			continue
		}
		col := m.Column
		if m.Framework == "react" {
			col-- // React's columns count from 1
		}
		var same []*compNode
		for _, n := range f.comps {
			if n.line == m.Line && n.col == col && n.tag == el.Tag {
				return compLocated(f, n, "high", cmpOr(m.Via, cmpOr(m.Framework, "svelte")+" dev metadata")), true
			}
			if n.tag == el.Tag {
				same = append(same, n)
			}
		}
		// The dev build named the file but no element of this tag starts
		// where it says (a transform that moved lines): the file's only
		// such element is it; otherwise it is not guessed.
		if len(same) == 1 {
			return compLocated(f, same[0], "medium", fmt.Sprintf("%s (which says line %d; the file's only <%s>)", cmpOr(m.Via, cmpOr(m.Framework, "svelte")+" dev metadata"), m.Line, el.Tag)), true
		}
		ix.devMiss = append(ix.devMiss, fmt.Sprintf("%s says <%s> is at %s:%d:%d, where the file has none (%d elsewhere in it): the dev build's locations do not match the file", cmpOr(m.Framework, "svelte"), el.Tag, f.Rel, m.Line, m.Column, len(same)))
	}
	return Located{}, false
}

// locateInFile finds el among the elements of the component file that
// rendered it, by its markup: static attributes shown as written, bound
// ones present, its static words, and its parents' tags.
func locateInFile(f *TemplateFile, el LiveElement, m *DevLoc) (Located, bool) {
	best, second := -1e9, -1e9
	var at *compNode
	var tied []*compNode
	n := 0
	for _, c := range f.comps {
		if c.tag != el.Tag {
			continue
		}
		n++
		s := vueScore(c, el)
		if f.kind == "jsx" {
			s = jsxScore(c, el)
		}
		switch {
		case s > best:
			second, best, at, tied = best, s, c, []*compNode{c}
		case s == best:
			second = s
			tied = append(tied, c)
		case s > second:
			second = s
		}
	}
	if at == nil {
		return Located{}, false
	}
	conf := "low"
	switch {
	case n == 1 || best-second >= leadHigh:
		conf = "high"
	case best-second >= leadMedium:
		conf = "medium"
	case best == second:
		// Like siblings (a form's <div class="field"> rows): the page's
		// nth is the component's nth, when it writes as many as the page
		// shows (none of them repeated by a loop of its own).
		if c := nthSibling(tied, el); c != nil && !loopsAmong(c.parent, el.Tag) {
			at, conf = c, "medium"
		}
	}
	via := "vue dev metadata (the component's file) and its markup"
	if m.Via != "" {
		via = m.Via
	}
	loc := compLocated(f, at, conf, via)
	loc.Loc.Candidates = n
	return loc, true
}

// locateAnyComponent finds el among every component file's elements by
// its markup, when no dev build marked it: Svelte marks none after a
// {@render children()} in a SvelteKit layout (its footer), so such an
// element was not placed at all. The best match must reach minMatch and
// lead the next by leadMedium; it is medium confidence at most.
func (ix *TemplateIndex) locateAnyComponent(el LiveElement) (Located, bool) {
	best, second := -1e9, -1e9
	var at *compNode
	var in *TemplateFile
	n := 0
	for _, f := range ix.Files {
		for _, c := range f.comps {
			if c.component || c.tag != el.Tag {
				continue
			}
			n++
			var s float64
			switch f.kind {
			case "jsx":
				s = jsxScore(c, el)
			case "svelte":
				s = svelteScore(c, el)
			default:
				s = vueScore(c, el)
			}
			switch {
			case s > best:
				second, best, at, in = best, s, c, f
			case s > second:
				second = s
			}
		}
	}
	if at == nil || best < minMatch || best-second < leadMedium {
		return Located{}, false
	}
	loc := compLocated(in, at, "medium", "its markup (no dev build marked it)")
	loc.Loc.Candidates = n
	return loc, true
}

// svelteScore scores a Svelte element by its markup: an attribute with an
// expression counts by its presence; directives, spreads and events leave
// nothing of their own in the DOM.
func svelteScore(c *compNode, el LiveElement) float64 {
	return markupScore(c, el, func(a compAttr) (string, bool, bool) {
		return a.Name, !a.Literal, a.Type != "Attribute" || strings.HasPrefix(a.Name, "on")
	})
}

// vueScore scores a Vue template element by its markup: a bound
// attribute (:alt) counts by its presence, an event or other directive
// leaves nothing in the DOM.
func vueScore(c *compNode, el LiveElement) float64 {
	return markupScore(c, el, func(a compAttr) (string, bool, bool) {
		if name, ok := strings.CutPrefix(a.Name, ":"); ok {
			return name, true, false
		}
		return a.Name, false, a.Type != "Attribute"
	})
}

// jsxScore scores a JSX element by its markup: props under their DOM
// names, an expression counting by its presence; a spread, React's own
// props and event handlers leave nothing in the DOM.
func jsxScore(c *compNode, el LiveElement) float64 {
	return markupScore(c, el, func(a compAttr) (string, bool, bool) {
		skip := a.Type != "Attribute" || a.Name == "key" || a.Name == "ref" || strings.HasPrefix(a.Name, "on") && len(a.Name) > 2 && a.Name[2] >= 'A' && a.Name[2] <= 'Z'
		return domName(a.Name), !a.Literal, skip
	})
}

// markupScore scores component element c as the writer of el: its
// literal attributes shown as written, its bound ones present, no live
// attribute it does not write, its own words, and its parents' tags. attr
// says, in the component's syntax, which DOM attribute a written one
// gives, whether its value is bound (an expression), and whether it gives
// none.
func markupScore(c *compNode, el LiveElement, attr func(compAttr) (name string, bound, skip bool)) float64 {
	score := 0.0
	seen := map[string]bool{}
	for _, a := range c.attrs {
		name, bound, skip := attr(a)
		if skip {
			continue
		}
		v, has := el.Attrs[name]
		switch {
		case bound && has:
			score++
		case bound:
			score -= 0.5 // a false or undefined value leaves none
		case name == "class":
			score += classScore(a.Value, v, has)
		case !has:
			score -= 3
		case v == a.Value || name == "style" && sameStyle(a.Value, v):
			score += attrWeight(name)
		default:
			score -= 4
		}
		seen[name] = true
	}
	for name := range el.Attrs {
		if !seen[name] && !ignoredLive(name) {
			score--
		}
	}
	switch {
	case c.text != "" && c.text == el.Text:
		score += 4
	case c.text != "" && el.Text != "" && !strings.Contains(el.Text, c.text) && !wordsInOrder(c.text, el.Text):
		score -= 4
	case c.text != "" && el.Text != "" && !strings.Contains(el.Text, c.text):
		// Its words around the expressions it prints ("© {{ year }} {{
		// name }}. Call 911." read as "© . Call 911."), in order.
		score += 2
	}
	p := c.parent
	for i := 0; i < len(el.Up) && p != nil && p.tag == el.Up[i].Tag; i, p = i+1, p.parent {
		score++
		// Like elements in unlike parents (the icon of a search button
		// and of a share button): the parent's own class tells them apart.
		if tok := p.classToken(); tok != "" {
			if slices.Contains(strings.Fields(el.Up[i].Attrs["class"]), tok) {
				score += 0.5
			} else {
				score -= 0.5
			}
		}
	}
	return score
}

// domName is the DOM attribute a JSX prop writes.
func domName(prop string) string {
	switch prop {
	case "className":
		return "class"
	case "htmlFor":
		return "for"
	}
	if strings.HasPrefix(prop, "aria-") || strings.HasPrefix(prop, "data-") {
		return prop
	}
	return strings.ToLower(prop)
}

func compLocated(f *TemplateFile, n *compNode, conf, via string) Located {
	line, col := lineCol(f.Src, n.start)
	name := filepath.Base(f.Rel)
	return Located{file: f, comp: n, Loc: SourceLocation{File: f.Rel, Line: line, Column: col,
		Component: strings.TrimSuffix(name, filepath.Ext(name)), Confidence: conf, Candidates: 1, Via: via}}
}

// compDataCandidates are the elements near n in its component whose only
// child is one expression, with the path from n to them.
func compDataCandidates(f *TemplateFile, n *compNode) []dataCandidate {
	var out []dataCandidate
	for _, t := range f.comps {
		// Not an ancestor of n: its expression renders the whole list
		// ({photos.map(…)}), not this item's data.
		if t == n || t.expr == "" || ancestorOf(t, n) {
			continue
		}
		_, up, down, ok := pathFrom(n, t)
		if !ok {
			continue
		}
		out = append(out, dataCandidate{expr: t.expr, up: up, down: down})
	}
	return out
}

// wordsInOrder says whether every word of text appears in live, in order:
// a component's static words around the values it prints.
func wordsInOrder(text, live string) bool {
	at, words := 0, 0
	for _, w := range strings.Fields(text) {
		if strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
			continue // "·", "$": punctuation is no evidence
		}
		words++
		i := strings.Index(live[at:], w)
		if i < 0 {
			return false
		}
		at += i + len(w)
	}
	return words > 0
}

// sameStyle says whether a style attribute written in the source is the
// one the page shows, declaration by declaration (the page gives colours
// as rgb(), a framework may add a last semicolon).
func sameStyle(written, shown string) bool {
	// Lexed as the body of a rule, as the style attribute's own edits
	// are (a data: URI's semicolons stay inside its url()).
	decls := func(s string) map[string]string {
		out := map[string]string{}
		body := []byte("x{" + s + "}")
		for _, r := range cssRuleSpans(body, 0) {
			for _, d := range r.decls {
				out[d.prop] = strings.TrimSpace(string(body[d.valueStart:d.valEnd]))
			}
		}
		return out
	}
	w, sh := decls(written), decls(shown)
	if len(w) == 0 || len(w) != len(sh) {
		return false
	}
	for k, v := range w {
		if s, ok := sh[k]; !ok || !sameStyleValue(k, v, s) {
			return false
		}
	}
	return true
}

// loopsAmong says whether a child of p with the tag is repeated by a loop
// of its own (v-for on it, the element a .map returns): the page then
// shows more of them than p's children.
func loopsAmong(p *compNode, tag string) bool {
	for _, c := range p.children {
		if c.tag == tag && c.loop && !p.loop {
			return true
		}
	}
	return false
}
