package fix

import (
	"strings"
	"testing"
)

// TestTagBounds: a parsed element's start tag and end tag are found only
// where nothing but spaces and "/" follow its last attribute and its end
// tag is written exactly; anywhere else no structural edit is made.
func TestTagBounds(t *testing.T) {
	for _, tc := range []struct {
		src, tag         string
		insertAt         int // after the last attribute
		tagEnd, innerEnd int
	}{
		{`<div class="a">x</div>`, "div", 14, 15, 16},
		{`<div>x</div>`, "div", 4, 5, 6},
		{`<input type="email" />`, "input", 19, 22, 0},
		{`<input type="email">`, "input", 19, 20, 0},
		{`<div class="a" >x</div >`, "div", 14, 0, 0},       // an end tag not written exactly
		{`<div class="a" /* c */>x</div>`, "div", 14, 0, 0}, // a comment in the tag
		{`<a href=/x/>y</a>`, "a", 11, 12, 13},              // the value's "/" is not a self-closing slash
	} {
		tagEnd, innerEnd, _ := tagBounds([]byte(tc.src), tc.tag, tc.insertAt, len(tc.src))
		if tagEnd != tc.tagEnd || innerEnd != tc.innerEnd {
			t.Errorf("%s: tag ends %d, end tag at %d; want %d, %d", tc.src, tagEnd, innerEnd, tc.tagEnd, tc.innerEnd)
		}
	}
}

// TestComponentStructureOnlyWhereSafe: an ARIA fix is written as markup
// only where the component shows it is safe; elsewhere the attribute
// the page verified stays.
func TestComponentStructureOnlyWhereSafe(t *testing.T) {
	src := []byte(`<form>Email <input type="email" name="email" /></form>`)
	form := &compNode{tag: "form", start: 0}
	field := &compNode{tag: "input", start: 12, insertAt: 44, parent: form, before: [2]int{6, 12},
		attrs: []compAttr{{Type: "Attribute", Name: "type", Literal: true, Value: "email"}, {Type: "Attribute", Name: "name", Literal: true, Value: "email"}}}
	label := func(rendered int, attrs ...compAttr) compShape {
		n := *field
		n.attrs = append(append([]compAttr{}, field.attrs...), attrs...)
		g := &SourceFix{Kind: KindAttribute, RuleID: "label", Rendered: rendered, Instances: rendered, comp: &n,
			rec: &Record{Kind: KindAttribute, Attribute: "aria-label", Value: "Email"}}
		return compShapeOf(nil, src, g, []*SourceFix{g})
	}
	if s := label(1); s.kind != "label" || s.to != "aa-email" || !s.newID {
		t.Errorf("a field rendered once: %+v, want a <label for=aa-email> and the id", s)
	}
	if s := label(3); s.kind != "" {
		t.Errorf("a field a loop renders three times got %+v: every item would share one id", s)
	}
	if s := label(1, compAttr{Type: "Directive", Name: ":id"}); s.kind != "" {
		t.Errorf("a field whose id comes from data got %+v", s)
	}
	if s := label(1, compAttr{Type: "Attribute", Name: "id", Literal: true, Value: "mail"}); s.kind != "label" || s.to != "mail" || s.newID {
		t.Errorf("a field with its own id: %+v, want a <label for=mail> and no new id", s)
	}
	// A field written in a loop, or in a component the app uses twice, or
	// whose id another file already writes: every copy would share it.
	looped := *field
	looped.loop = true
	g := &SourceFix{Kind: KindAttribute, RuleID: "label", Rendered: 1, Instances: 1, comp: &looped,
		rec: &Record{Kind: KindAttribute, Attribute: "aria-label", Value: "Email"}}
	if s := compShapeOf(nil, src, g, []*SourceFix{g}); s.kind != "" {
		t.Errorf("a field in a loop (one item on this page) got %+v", s)
	}
	signup := &TemplateFile{Rel: "src/Signup.jsx", kind: "jsx", Src: src, comps: []*compNode{field}}
	use := func(tag string) *TemplateFile {
		return &TemplateFile{Rel: "src/" + tag + "Page.jsx", kind: "jsx", Src: []byte("x"), comps: []*compNode{{tag: "Signup", component: true}}}
	}
	g = &SourceFix{Kind: KindAttribute, RuleID: "label", Rendered: 1, Instances: 1, comp: field, file: signup,
		rec: &Record{Kind: KindAttribute, Attribute: "aria-label", Value: "Email"}}
	if s := compShapeOf(&TemplateIndex{Files: []*TemplateFile{signup, use("Home")}}, src, g, []*SourceFix{g}); s.kind != "label" {
		t.Errorf("a component used once: %+v, want a label", s)
	}
	if s := compShapeOf(&TemplateIndex{Files: []*TemplateFile{signup, use("Home"), use("Footer")}}, src, g, []*SourceFix{g}); s.kind != "" {
		t.Errorf("a component used twice got %+v", s)
	}
	taken := &TemplateFile{Rel: "src/Login.jsx", kind: "jsx", Src: []byte(`<input id="aa-email" />`)}
	if s := compShapeOf(&TemplateIndex{Files: []*TemplateFile{signup, taken}}, src, g, []*SourceFix{g}); s.kind != "" {
		t.Errorf("an id another file writes was given again: %+v", s)
	}
	g = &SourceFix{Kind: KindAttribute, RuleID: "label", Rendered: 1, Instances: 1, comp: field,
		rec: &Record{Kind: KindAttribute, Attribute: "aria-label", Value: "E-mail address"}}
	if s := compShapeOf(nil, src, g, []*SourceFix{g}); s.kind != "" {
		t.Errorf("a label other than the words before the field was written as them: %+v", s)
	}
	edits := shapeEdits(src, "jsx", &SourceFix{comp: field}, label(1), 0)
	out := string(src)
	sortEditsLastFirst(edits)
	for _, e := range edits {
		out = out[:e.start] + e.text + out[e.end:]
	}
	if want := `<form><label htmlFor="aa-email">Email</label> <input type="email" name="email" id="aa-email" /></form>`; out != want {
		t.Errorf("JSX label:\n%s\nwant\n%s", out, want)
	}

	// A <div> in a list becomes an <li> only where its list is in the same
	// component: a card component's root may be used outside any list.
	item := &compNode{tag: "div", start: 0, tagEnd: 5, innerEnd: 6, end: 12}
	g = &SourceFix{Kind: KindAttribute, RuleID: "list", comp: item, rec: &Record{Kind: KindAttribute, Attribute: "role", Value: "listitem"}}
	if s := compShapeOf(nil, []byte(`<div>x</div>`), g, []*SourceFix{g}); s.kind != "" {
		t.Errorf("a component's root <div> became %+v", s)
	}
	item.parent = &compNode{tag: "ul"}
	if s := compShapeOf(nil, []byte(`<div>x</div>`), g, []*SourceFix{g}); s.kind != "rename" || s.to != "li" {
		t.Errorf("a <div> in its component's <ul>: %+v", s)
	}

	// A fake heading needs its level: role=heading alone stays an attribute.
	head := &compNode{tag: "div", start: 0, tagEnd: 5, innerEnd: 15, end: 21}
	role := &SourceFix{Kind: KindAttribute, RuleID: "aa-fake-heading", comp: head, rec: &Record{Kind: KindAttribute, RuleID: "aa-fake-heading", Attribute: "role", Value: "heading"}}
	if s := compShapeOf(nil, []byte(`<div>Our promise</div>`), role, []*SourceFix{role}); s.kind != "" {
		t.Errorf("role=heading with no level became %+v", s)
	}
	level := &SourceFix{Kind: KindAttribute, RuleID: "aa-fake-heading", comp: head, rec: &Record{Kind: KindAttribute, RuleID: "aa-fake-heading", Attribute: "aria-level", Value: "3"}}
	s := compShapeOf(nil, []byte(`<div>Our promise</div>`), role, []*SourceFix{role, level})
	if s.kind != "heading-inside" || !s.carried || !strings.Contains(s.markup("vue"), "<h3>") {
		t.Errorf("role=heading beside aria-level 3: %+v", s)
	}
	// A heading is not wrapped around an element that decides whether it
	// is rendered: with v-if false an empty heading would stay.
	span := &compNode{tag: "span", start: 5, tagEnd: 30, innerEnd: 38, end: 45, parent: &compNode{tag: "div"},
		attrs: []compAttr{{Type: "Directive", Name: "v-if"}}}
	level.comp = span
	if s := compShapeOf(nil, []byte(`<div><span v-if="featured">Featured</span></div>`), level, []*SourceFix{level}); s.kind != "" {
		t.Errorf("a heading around a v-if span: %+v", s)
	}
	span.attrs = nil
	if s := compShapeOf(nil, []byte(`<div><span>Featured</span></div>`), level, []*SourceFix{level}); s.kind != "heading-around" {
		t.Errorf("a heading around a plain span: %+v", s)
	}
}

// Links or router links straight in a component's <ul> are each wrapped in
// an <li>, in the component's syntax; a loop's key and v-for move onto it.
func TestComponentListWrap(t *testing.T) {
	for _, tc := range []struct{ parsers, file, src, want string }{
		{"react-shop", "src/Nav.jsx", "export default function Nav({ items }) {\n  return (\n    <ul className=\"nav\">\n      {items.map((item) => (\n        <NavLink key={item.to} to={item.to}><Icon /><span>{item.label}</span></NavLink>\n      ))}\n      <a href=\"/help\">Help</a>\n    </ul>\n  )\n}\n",
			"      {items.map((item) => (\n        <li style={{ display: 'contents' }} key={item.to}><NavLink to={item.to}><Icon /><span>{item.label}</span></NavLink></li>\n      ))}\n      <li style={{ display: 'contents' }}><a href=\"/help\">Help</a></li>\n"},
		{"vue-shop", "src/Foot.vue", "<template>\n  <ul class=\"socials\">\n    <a v-for=\"s in socials\" :key=\"s.href\" :href=\"s.href\"><component :is=\"s.icon\" /></a>\n  </ul>\n</template>\n",
			"    <li style=\"display: contents\" v-for=\"s in socials\" :key=\"s.href\"><a :href=\"s.href\"><component :is=\"s.icon\" /></a></li>\n"},
		{"svelte-shop", "src/Nav.svelte", "<ul class=\"nav\">\n  {#each links as l (l.href)}\n    <a href={l.href}>{l.label}</a>\n  {/each}\n</ul>\n",
			"    <li style=\"display: contents\"><a href={l.href}>{l.label}</a></li>\n"},
	} {
		ix, at := compIn(t, tc.parsers, tc.file, tc.src, "ul")
		g := &SourceFix{Kind: KindAttribute, RuleID: "list", comp: at.comp, file: at.file, rec: &Record{Kind: KindAttribute, RuleID: "list", Attribute: "role", Value: "none"}}
		out := string(compEdits(ix, at.file, []*SourceFix{g}))
		if !strings.Contains(out, tc.want) || strings.Contains(out, "role") {
			t.Errorf("%s:\n%s\nwant it to hold\n%s", tc.file, out, tc.want)
		}
	}
}
