package fix

import (
	"bytes"
	"html"
	"path"
	"slices"
	"strings"
)

// Structural fixes in components. The page was fixed with ARIA (a role,
// an aria-label), which is what the verifier checked; the component gets
// the markup that ARIA stands for, in its own syntax, where the parsed
// component shows that is safe:
//   - role=listitem on a <div>, <span> or <p> whose parent in the same
//     component is a <ul>/<ol> → <li> (once for every item a loop renders);
//   - role=list on a <div> whose child elements are all <li> → <ul>;
//   - role=none on a <ul>/<ol> whose children are links or buttons → each
//     wrapped in an <li>, the loop's key and v-for moved onto it;
//   - role=heading with aria-level N on text styled as a heading → an
//     <hN> that keeps its look (font: inherit; margin: 0), inside a <div>
//     or around an inline element;
//   - aria-label equal to the static text right before a field → that
//     text in a <label for> (htmlFor in JSX), the field given an id, only
//     where one field can have it: not in a loop (.map, {#each}, v-for),
//     in a component the source uses once at most, rendered once on the
//     page, with an id no source file writes yet. Elsewhere every copy
//     would get the same id, so the aria-label stays.
//
// Anything else keeps the ARIA attribute the page verified.

// compShape is the markup a component fix is written as.
type compShape struct {
	kind string // "rename", "wrap", "heading-inside", "heading-around", "label"; "" for the attribute itself
	from string // the element's tag as written
	to   string // the new tag (li, ul, h3), or the field's id for a label
	// carried: the fix is written by another's edit on the same element
	// (role=heading by its aria-level's <hN>).
	carried bool
	newID   bool // label: the field gets the id
}

// listParents may hold <li>.
var listParents = map[string]bool{"ul": true, "ol": true, "menu": true}

// compShapeOf decides how g is written, among the fixes gs written into
// the same component file in this round.
func compShapeOf(ix *TemplateIndex, src []byte, g *SourceFix, gs []*SourceFix) compShape {
	n, f := g.comp, g.rec
	if n == nil || f == nil || g.Kind != KindAttribute || g.FromData || n.component || passesProps(n) {
		return compShape{}
	}
	switch {
	case f.Attribute == "role" && f.Value == "listitem" && (n.tag == "div" || n.tag == "span" || n.tag == "p") &&
		n.parent != nil && listParents[n.parent.tag] && n.innerEnd > 0:
		return compShape{kind: "rename", from: n.tag, to: "li"}
	case f.Attribute == "role" && f.Value == "list" && n.tag == "div" && n.innerEnd > 0 && compChildrenAre(n, "li"):
		return compShape{kind: "rename", from: n.tag, to: "ul"}
	case f.Attribute == "role" && f.Value == "none" && listParents[n.tag] && n.innerEnd > 0 && len(wrapped(n)) > 0:
		return compShape{kind: "wrap", from: n.tag, to: "li"}
	case f.RuleID == "aa-fake-heading" && (f.Attribute == "role" || f.Attribute == "aria-level"):
		level := ""
		for _, o := range gs {
			if o.comp == n && o.rec != nil && o.RuleID == f.RuleID && o.rec.Attribute == "aria-level" {
				level = o.rec.Value
			}
		}
		if len(level) != 1 || level[0] < '1' || level[0] > '6' {
			return compShape{}
		}
		s := compShape{from: n.tag, to: "h" + level, carried: f.Attribute == "role"}
		switch {
		case n.tag == "div" && n.innerEnd > n.tagEnd && n.tagEnd > 0:
			s.kind = "heading-inside"
		case (n.tag == "span" || n.tag == "b" || n.tag == "strong" || n.tag == "font") && n.end > 0 &&
			n.parent != nil && flowParents[n.parent.tag] && !rendersItself(n):
			s.kind = "heading-around"
		default:
			return compShape{}
		}
		return s
	case f.Attribute == "aria-label" && (n.tag == "input" || n.tag == "select" || n.tag == "textarea") &&
		n.before[1] > n.before[0] && g.Rendered == 1 && g.Instances == 1 && !n.loop && ix.usedOnce(g.file):
		text := strings.TrimSpace(string(src[n.before[0]:n.before[1]]))
		if strings.TrimSpace(strings.TrimSuffix(html.UnescapeString(text), ":")) != f.Value {
			return compShape{}
		}
		s := compShape{kind: "label", from: n.tag}
		for _, a := range n.attrs {
			switch {
			case a.Name == "id" && a.Type == "Attribute" && a.Literal && a.Value != "":
				s.to = a.Value
			case a.Name == "id" || a.Name == ":id" || a.Name == "v-bind:id":
				return compShape{} // an id from data: the aria-label stays
			}
		}
		if s.to == "" {
			for _, a := range n.attrs {
				if a.Name == "name" && a.Type == "Attribute" && a.Literal && classRE.MatchString(a.Value) {
					s.to, s.newID = "aa-"+a.Value, true
				}
			}
		}
		if s.to == "" || s.newID && ix.written(s.to) {
			return compShape{}
		}
		return s
	}
	return compShape{}
}

// usedOnce reports that the component file f is used once in the source
// at most (as <NewsletterForm> or <newsletter-form>): a field in it then
// exists once. Without an index (a unit test) it is taken as so.
func (ix *TemplateIndex) usedOnce(f *TemplateFile) bool {
	if ix == nil || f == nil {
		return true
	}
	stem := path.Base(f.Rel)
	stem = kebab(strings.TrimSuffix(stem, path.Ext(stem)))
	uses := 0
	for _, o := range ix.Files {
		for _, c := range o.comps {
			if c.component && kebab(c.tag) == stem {
				uses++
			}
		}
	}
	return uses <= 1
}

// written reports an id some source file already writes.
func (ix *TemplateIndex) written(id string) bool {
	if ix == nil {
		return false
	}
	for _, f := range ix.Files {
		if bytes.Contains(f.Src, []byte(`"`+id+`"`)) || bytes.Contains(f.Src, []byte(`'`+id+`'`)) {
			return true
		}
	}
	return false
}

// rendersItself reports an element that decides whether or how often it
// is rendered (v-if, v-else, v-for) or keys a list (key): a heading
// wrapped around it would render without it, or once for all its copies.
func rendersItself(n *compNode) bool {
	for _, a := range n.attrs {
		switch a.Name {
		case "v-if", "v-else", "v-else-if", "v-for", "key", ":key":
			return true
		}
	}
	return false
}

// compChildrenAre reports that n has child elements and all are tag.
func compChildrenAre(n *compNode, tag string) bool {
	if len(n.children) == 0 {
		return false
	}
	for _, c := range n.children {
		if c.component || c.tag != tag {
			return false
		}
	}
	return true
}

// shapeEdits are the edits that write g as its shape s into src (of a
// component of kind).
func shapeEdits(src []byte, kind string, g *SourceFix, s compShape, fix int) []edit {
	n := g.comp
	if s.carried {
		return nil
	}
	switch s.kind {
	case "rename":
		return []edit{
			{n.start + 1, n.start + 1 + len(n.tag), s.to, fix},
			{n.innerEnd + 2, n.innerEnd + 2 + len(n.tag), s.to, fix},
		}
	case "wrap":
		return wrapCompEdits(src, kind, n, fix)
	case "heading-inside", "heading-around":
		style := ` style="font:inherit;margin:0"`
		if kind == "jsx" {
			style = ` style={{ font: 'inherit', margin: 0 }}`
		}
		at, closeAt := n.tagEnd, n.innerEnd
		if s.kind == "heading-around" {
			at, closeAt = n.start, n.end
		}
		return []edit{{at, at, "<" + s.to + style + ">", fix}, {closeAt, closeAt, "</" + s.to + ">", fix}}
	case "label":
		raw := string(src[n.before[0]:n.before[1]])
		text := strings.TrimSpace(raw)
		lead := strings.Index(raw, text)
		forAttr := "for"
		if kind == "jsx" {
			forAttr = "htmlFor"
		}
		at := n.before[0] + lead
		out := []edit{{at, at + len(text), `<label ` + forAttr + `="` + html.EscapeString(s.to) + `">` + text + "</label>", fix}}
		if s.newID {
			out = append(out, edit{n.insertAt, n.insertAt, ` id="` + s.to + `"`, fix})
		}
		return out
	}
	return nil
}

// markup says what a shaped fix writes, for the report.
func (s compShape) markup(kind string) string {
	switch s.kind {
	case "rename":
		return "<" + s.from + "> becomes <" + s.to + ">"
	case "wrap":
		return "each child of the <" + s.from + "> that is not a list item wrapped in " + itemWrap
	case "heading-inside":
		return "an <" + s.to + "> that keeps the text's look, inside the <" + s.from + ">"
	case "heading-around":
		return "an <" + s.to + "> that keeps the text's look, around the <" + s.from + ">"
	case "label":
		forAttr := "for"
		if kind == "jsx" {
			forAttr = "htmlFor"
		}
		m := "the text before the field in <label " + forAttr + `="` + s.to + `">`
		if s.newID {
			m += `, the field given id="` + s.to + `"`
		}
		return m
	}
	return ""
}

// ShownWhen says which of the page's elements shows that the app serves
// g's edit, and how: an attribute on its element, a renamed element gone
// from its old place, a heading inside it or around it, a field's new id
// (or, with its id already there, a <label> beside it). ok is false for
// an edit with nothing of its own to show (role=heading, written by its
// aria-level's heading).
func (g *SourceFix) ShownWhen() (xpath string, shown func(*LiveElement) bool, ok bool) {
	if g.titleText != "" && g.Attribute == "lang" { // Nuxt's useHead htmlAttrs
		return "/html", func(el *LiveElement) bool { return el != nil && el.Attrs["lang"] == g.Value }, true
	}
	if g.titleText != "" { // a route's title: the page's <title> says it
		return "/html/head/title", func(el *LiveElement) bool { return el != nil && strings.TrimSpace(el.Text) == g.Value }, true
	}
	if len(g.xpaths) == 0 || g.Kind != KindAttribute {
		return "", nil, false
	}
	x, s := g.xpaths[0], g.shape
	switch {
	case s.carried:
		return "", nil, false
	case s.kind == "rename":
		// Gone from its place, or another element there now: a sibling of
		// the old tag moves up into a renamed element's path.
		text := g.liveText
		return x, func(el *LiveElement) bool { return el == nil || el.Tag != s.from || el.Text != text }, true
	case s.kind == "heading-inside" || s.kind == "wrap":
		return x + "/" + s.to, func(el *LiveElement) bool { return el != nil }, true
	case s.kind == "heading-around":
		return x, func(el *LiveElement) bool { return el == nil || len(el.Up) > 0 && el.Up[0].Tag == s.to }, true
	case s.kind == "label" && !s.newID:
		return x[:strings.LastIndexByte(x, '/')] + "/label", func(el *LiveElement) bool { return el != nil }, true
	case s.kind == "label":
		return x, func(el *LiveElement) bool { return el != nil && el.Attrs["id"] == s.to }, true
	}
	attr := strings.ToLower(g.Attribute)
	if g.rec != nil && g.rec.Attribute != "" {
		attr = strings.ToLower(g.rec.Attribute) // a prop's value shows as the attribute it sets
	}
	return x, func(el *LiveElement) bool {
		if el == nil {
			return false
		}
		_, has := el.Attrs[attr]
		return has
	}, true
}

// wrapped are the children of a list that are not list items, each with
// an end (a component's use too: <NavLink> renders the link).
func wrapped(n *compNode) []*compNode {
	var out []*compNode
	inside := func(c *compNode) bool { // a component's children are its DOM parent's too (<Link><span/></Link>)
		return slices.ContainsFunc(n.children, func(o *compNode) bool { return o != c && o.start < c.start && c.end <= o.end })
	}
	for _, c := range n.children {
		switch {
		case inside(c):
		case listSafe[c.tag]:
		case c.end <= c.start || c.tag == "slot":
			return nil // rendered by something the wrap cannot see
		default:
			out = append(out, c)
		}
	}
	return out
}

// itemAttrs are what says how often and under which key a child renders
// (a Vue v-for and its :key, v-if; a JSX .map's key): they move onto the
// <li> that now is the repeated element.
var itemAttrs = map[string]bool{"key": true, ":key": true, "v-bind:key": true, "v-for": true, "v-if": true, "v-else-if": true, "v-else": true}

// wrapCompEdits wraps each child of the list n that is not an <li> in one,
// in the component's syntax, moving the child's loop and key onto it.
func wrapCompEdits(src []byte, kind string, n *compNode, fix int) []edit {
	kids := wrapped(n)
	open := itemWrap[:len(itemWrap)-1]
	if kind == "jsx" {
		open = `<li style={{ display: 'contents' }}`
	}
	var spans [][2]int
	var out []edit
	moved := make([]string, len(kids))
	for i, c := range kids {
		spans = append(spans, [2]int{c.start, c.end})
		for _, a := range c.attrs {
			if !itemAttrs[a.Name] || a.Start < c.start || a.End > c.end {
				continue
			}
			moved[i] += " " + string(src[a.Start:a.End])
			from := a.Start
			for from > c.start && (src[from-1] == ' ' || src[from-1] == '\t' || src[from-1] == '\n' || src[from-1] == '\r') {
				from--
			}
			out = append(out, edit{from, a.End, "", fix})
		}
	}
	for _, e := range wrapEdits(spans, func(i int) (string, string) { return open + moved[i] + ">", "</li>" }) {
		e.fix = fix
		out = append(out, e)
	}
	return out
}
