package fix

import (
	"maps"
	"slices"
	"strings"
)

// Writing edits into a component's text, in its own syntax: JSX prop
// names, Svelte and Vue quoting, values from data as expressions.

// jsxNames are the React prop names of HTML attributes that differ.
var jsxNames = map[string]string{"for": "htmlFor", "class": "className", "autocomplete": "autoComplete", "tabindex": "tabIndex",
	"readonly": "readOnly", "maxlength": "maxLength", "minlength": "minLength", "contenteditable": "contentEditable",
	"spellcheck": "spellCheck", "inputmode": "inputMode", "enterkeyhint": "enterKeyHint", "accesskey": "accessKey",
	"srcset": "srcSet", "colspan": "colSpan", "rowspan": "rowSpan", "crossorigin": "crossOrigin"}

// compAttrText is an attribute fix as a component of kind writes it: its
// name there (React's autoComplete), and name=value in its syntax.
func compAttrText(kind string, g *SourceFix) (name, kv string) {
	name = g.Attribute
	esc := strings.NewReplacer("&", "&amp;", `"`, "&quot;", "{", "&#123;", "}", "&#125;", "<", "&lt;")
	if kind == "jsx" {
		name = cmpOr(jsxNames[strings.ToLower(name)], name)
		esc = strings.NewReplacer("&", "&amp;", `"`, "&quot;")
	}
	kv = name + `="` + esc.Replace(g.rec.Value) + `"`
	switch {
	case g.FromData && kind == "vue":
		expr := g.rec.Value // UseData took it out of its {{ }}
		q := `"`
		if strings.Contains(expr, `"`) {
			q = "'"
		}
		kv = ":" + name + "=" + q + expr + q
	case g.FromData && kind == "svelte" && (g.dataPre != "" || g.dataSuf != ""):
		kv = name + `="` + strings.NewReplacer(`"`, "&quot;").Replace(g.rec.Value) + `"` // "Photo of {p.name}"
	case g.FromData:
		kv = name + "=" + g.rec.Value
	case kind == "vue":
		esc = strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;")
		kv = name + `="` + esc.Replace(g.rec.Value) + `"`
	}
	return name, kv
}

// Written is the edit as the file gets it: an attribute in the file's own
// syntax (:alt="product.name", alt={product.name}, alt="{{.Name}}"), or a
// stylesheet rule's new declarations.
func (g *SourceFix) Written() string {
	switch {
	case g.Kind == KindStyleRule || g.Kind == KindStyleInline || g.Kind == KindUtilityClass:
		var decl []string
		for _, p := range slices.Sorted(maps.Keys(g.Styles)) {
			decl = append(decl, p+": "+g.Styles[p])
		}
		switch g.Kind {
		case KindStyleInline:
			return "style " + strings.Join(decl, "; ")
		case KindUtilityClass:
			var to []string
			for _, e := range g.spans {
				to = append(to, e.text)
			}
			return "class " + strings.Join(to, " ") + " for " + g.Selector
		}
		return g.Selector + " { " + strings.Join(decl, "; ") + " }"
	case g.Markup != "":
		return g.Markup
	case g.Kind == KindAttribute && g.file != nil && g.file.kind != "" && g.rec != nil:
		_, kv := compAttrText(g.file.kind, g)
		return kv
	case g.Kind == KindAttribute:
		return g.Attribute + `="` + g.Value + `"`
	}
	return g.Value
}

// compEdits writes attribute fixes into a component's text. A value from
// data is written as the component's expression (alt={product.name}); a
// literal is quoted, with braces escaped in Svelte (which reads { as an
// expression even in quotes). JSX gets React's prop names (autoComplete).
// An ARIA fix that stands for markup is written as that markup where the
// component allows it (compstructure.go).
func compEdits(ix *TemplateIndex, f *TemplateFile, gs []*SourceFix) []byte {
	var edits []edit
	for _, g := range gs {
		if g.titleText == "" {
			g.shape = compShapeOf(ix, f.Src, g, gs)
			g.Markup = g.shape.markup(f.kind)
		}
	}
	for i, g := range gs {
		if g.titleText != "" {
			edits = append(edits, edit{start: g.titleAt, end: max(g.titleAt, g.titleEnd), text: g.titleText, fix: i})
			continue
		}
		for _, e := range g.spans {
			e.fix = i
			edits = append(edits, e)
		}
		if g.Kind != KindAttribute { // Plan leaves these out
			continue
		}
		if g.shape.kind != "" {
			edits = append(edits, shapeEdits(f.Src, f.kind, g, g.shape, i)...)
			continue
		}
		name, kv := compAttrText(f.kind, g)
		e := edit{start: g.comp.insertAt, end: g.comp.insertAt, text: " " + kv, fix: i}
		for _, a := range g.comp.attrs {
			if strings.EqualFold(a.Name, name) && a.Type == "Attribute" || a.Name == ":"+name {
				e = edit{start: a.Start, end: a.End, text: kv, fix: i}
			}
		}
		edits = append(edits, e)
	}
	// Two edits of one span (a constant two fixes name) would write into
	// each other: the first fix's stands.
	var kept []edit
	for _, e := range edits {
		if !slices.ContainsFunc(kept, func(k edit) bool {
			return e.start < k.end && k.start < e.end || e.start == k.start && e.end == k.end && e.start != e.end
		}) {
			kept = append(kept, e)
		}
	}
	edits = kept
	out := append([]byte(nil), f.Src...)
	sortEditsLastFirst(edits)
	for _, e := range edits {
		out = append(out[:e.start], append([]byte(e.text), out[e.end:]...)...)
	}
	return out
}
