package fix

import (
	"regexp"
	"strings"
)

// Where a component is used. An element whose attributes are given where
// its component is used (a spread, Vue's fallthrough, a library's
// component) is placed at that use: the dev build names it (React's and
// Svelte's owner location; Vue's rendering instance and the attributes the
// use gave).

// LocateUse is Locate, except that an element a pass-through component
// writes (<a {...rest}>) is placed where the component is used, when the
// dev build says where: that is where its attributes are given.
func (ix *TemplateIndex) LocateUse(el LiveElement) (Located, bool) {
	at, ok := ix.Locate(el)
	if ok && at.comp != nil && givenAtUse(at, el) {
		if use, ok := ix.callSite(el.Owner); ok {
			return use, true
		}
	}
	return at, ok
}

// givenAtUse says that el's attributes are given where its component is
// used: the component spreads its props into it (<a {...rest}>), or, in
// Vue, it is the component's root and its use gives it attributes (the
// page read says so: LiveElement.Owner with the attributes given).
func givenAtUse(at Located, el LiveElement) bool {
	return passesProps(at.comp) || el.Owner != nil && el.Owner.Framework == "vue" && len(el.Owner.Attrs) > 0 && at.comp.parent == nil
}

// callSite is where a component is used, as its owner's dev location
// names it: the <Button …> element in the file that renders it. Vue
// records no line: its use is the one <IconLink …> in the owner's file
// whose literal attributes are those the use gave.
func (ix *TemplateIndex) callSite(o *DevLoc) (Located, bool) {
	if o != nil && o.Framework == "vue" {
		return ix.vueCallSite(o)
	}
	if o == nil || o.Line == 0 {
		return Located{}, false
	}
	for _, f := range ix.Files {
		if f.comps == nil || !strings.HasSuffix("/"+o.File, "/"+f.Rel) && !strings.HasSuffix("/"+f.Rel, "/"+o.File) {
			continue
		}
		col := o.Column // Svelte's columns count from 0
		if o.Framework == "react" {
			col--
		}
		for _, n := range f.comps {
			// A component's use, or a styled component's, which the parser
			// reads as the element it renders (<Avatar> is an <img>).
			if n.line == o.Line && n.col == col {
				return compLocated(f, n, "high", o.Framework+" dev metadata of the component's use (its props reach this element)"), true
			}
		}
	}
	return Located{}, false
}

// passesProps says whether a component element spreads props into its
// attributes ({...rest} in JSX or Svelte).
func passesProps(n *compNode) bool {
	for _, a := range n.attrs {
		if a.Type == "Spread" || a.Type == "SpreadAttribute" {
			return true
		}
	}
	return false
}

// libraryUse places an element that a library's component renders
// (next/link's <a>, written in node_modules) where the app uses that
// component: the dev build names that use as the element's owner. The
// attributes given there reach the element only if the component passes
// them on, which the reload's check shows; so it is medium confidence.
func (ix *TemplateIndex) libraryUse(el LiveElement) (Located, bool) {
	if el.Owner == nil || !strings.Contains(el.Meta.File, "node_modules/") {
		return Located{}, false
	}
	use, ok := ix.callSite(el.Owner)
	if !ok {
		return Located{}, false
	}
	use.Loc.Confidence = "medium"
	use.Loc.Via = el.Owner.Framework + " dev metadata of the use of a library's component (" + cmpOr(el.Owner.Name, use.comp.tag) + ")"
	return use, true
}

// vueCallSite finds a Vue component's use in the file its owner names: a
// <IconLink> (or <icon-link>) none of whose literal attributes has another
// value than the use gave the root element. The use that matches most of
// them (a bound one counting by its presence) wins; a tie is no use found.
func (ix *TemplateIndex) vueCallSite(o *DevLoc) (Located, bool) {
	for _, f := range ix.Files {
		if f.comps == nil || f.kind != "vue" || !strings.HasSuffix("/"+o.File, "/"+f.Rel) && !strings.HasSuffix("/"+f.Rel, "/"+o.File) {
			continue
		}
		best, tie := -1, false
		var at *compNode
		for _, n := range f.comps {
			if !n.component || kebab(n.tag) != kebab(o.Name) {
				continue
			}
			// A literal the use gave with another value is another use; one
			// it did not give at all is a prop the component declares.
			score := 0
			for _, a := range n.attrs {
				name, bound := strings.CutPrefix(a.Name, ":")
				v, given := o.Attrs[name]
				switch {
				case a.Type == "Attribute" && given && v != a.Value:
					score = -1000
				case a.Type == "Attribute" && given:
					score += 2
				case bound && given:
					score++
				}
			}
			switch {
			case score > best:
				best, tie, at = score, false, n
			case score == best:
				tie = true
			}
		}
		if at != nil && best > 0 && !tie {
			return compLocated(f, at, "high", "vue dev build of the component's use (the attributes it gives reach this element)"), true
		}
	}
	return Located{}, false
}

// kebab is a component's tag as Vue matches it: IconLink and icon-link
// are one component.
func kebab(s string) string {
	var b strings.Builder
	for i, r := range s {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// propUse places an attribute a component writes from one of its props
// (aria-label={label} in IconButton) where the component is used, as that
// prop (<IconButton label="…" />): the value differs by use, and the use
// is where it is given. The dev build names the use (the element's owner
// is the component, and its creation is in the using file); prop is ""
// when the attribute is not written from a bare name, or the use is not
// found. The reload shows whether the prop reaches the attribute.
func (ix *TemplateIndex) propUse(at Located, el LiveElement, attr string) (use Located, prop string) {
	if at.comp == nil || at.file == nil || (at.file.kind != "jsx" && at.file.kind != "svelte") || el.Owner == nil || el.Owner.Name == "" {
		return Located{}, ""
	}
	for _, a := range at.comp.attrs {
		if !strings.EqualFold(a.Name, attr) || a.Literal || a.Type != "Attribute" || a.Start < 0 || a.End > len(at.file.Src) {
			continue
		}
		_, v, ok := strings.Cut(string(at.file.Src[a.Start:a.End]), "=")
		v = strings.TrimSpace(v)
		if !ok || !strings.HasPrefix(v, "{") || !strings.HasSuffix(v, "}") || !identRE.MatchString(strings.TrimSpace(v[1:len(v)-1])) {
			return Located{}, ""
		}
		prop = strings.TrimSpace(v[1 : len(v)-1])
	}
	if prop == "" {
		return Located{}, ""
	}
	use, ok := ix.callSite(el.Owner)
	if !ok || use.comp == nil || !use.comp.component || use.comp.tag != el.Owner.Name || use.file == at.file {
		return Located{}, ""
	}
	use.Loc.Confidence = "medium"
	use.Loc.Via = "the use of " + el.Owner.Name + ", which writes " + attr + " from its prop " + prop
	return use, prop
}

var identRE = regexp.MustCompile(`^[A-Za-z_$][\w$]*$`)
