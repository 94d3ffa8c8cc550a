package fix

import "testing"

func TestCSSDeclEdit(t *testing.T) {
	src := []byte(`<style>
  /* .price { color: red } */
  .product h2 { font-size: 18px; }
  .price { color: #b4b4b4; font-size: 14px }
  @media (min-width: 600px) { .price { color: #bbb !important; } }
  a > .price{color:#ccc}
</style>`)
	f := &TemplateFile{Src: src}
	for _, tc := range []struct{ sel, want string }{
		{".price", "<style>\n  /* .price { color: red } */\n  .product h2 { font-size: 18px; }\n  .price { color: #b4b4b4; font-size: 14px }\n  @media (min-width: 600px) { .price { color: #747474 !important; } }\n  a > .price{color:#ccc}\n</style>"},
		{"a>.price.s-PO3DwrUlmmJs", "<style>\n  /* .price { color: red } */\n  .product h2 { font-size: 18px; }\n  .price { color: #b4b4b4; font-size: 14px }\n  @media (min-width: 600px) { .price { color: #bbb !important; } }\n  a > .price{color:#747474}\n</style>"},
	} {
		e, ok := cssDeclEdit(src, styleRegions(f), tc.sel, "color", "#747474")
		if !ok {
			t.Fatalf("%s: no rule found", tc.sel)
		}
		got := string(src[:e.start]) + e.text + string(src[e.end:])
		if got != tc.want {
			t.Errorf("%s:\n%s", tc.sel, got)
		}
	}
	desc := []byte("<style>\n  .recipe h2 { color: #aaaaaa; }\n</style>")
	if _, ok := cssDeclEdit(desc, styleRegions(&TemplateFile{Src: desc}), ".recipe.svelte-6f1ewb h2:where(.svelte-6f1ewb)", "color", "#939393"); !ok {
		t.Error("Svelte 5's :where() scoping of a descendant was not matched")
	}
	global := []byte("<style>\n  :global(.meta) { color: #aaa; }\n</style>")
	if e, ok := cssDeclEdit(global, styleRegions(&TemplateFile{Src: global}), ".meta", "color", "#767676"); !ok || string(global[e.start:e.end]) != "#aaa" {
		t.Errorf("a Svelte :global(.meta) rule was not found for the page's .meta: %+v %v", e, ok)
	}
	if _, ok := cssDeclEdit(src, styleRegions(f), ".product h2", "color", "#000"); ok {
		t.Error("a rule that does not declare the property was edited")
	}
	// A field's border colour in the border shorthand: the colour changes.
	field := []byte("<style>\n  .field input { border: 1px solid #d9d2ca; padding: 8px; }\n</style>")
	if e, ok := cssDeclEdit(field, styleRegions(&TemplateFile{Src: field}), ".field input", "border-color", "#a2907d"); !ok || string(field[e.start:e.end]) != "#d9d2ca" || e.text != "#a2907d" {
		t.Errorf("the border shorthand's colour: %+v %v", e, ok)
	}
}

// A CSS module's classes reach the page renamed; the rule is found by the
// name inside the hash, and the edit lands on the file's own selector.
func TestModuleSelectorFindsTheRenamedRule(t *testing.T) {
	f := &TemplateFile{Rel: "src/components/TaskRow.module.css", kind: "css",
		Src: []byte(".row td { padding: 6px; }\n.due { color: #b0b0b0; }\n.dueDate { color: #111; }\n.row .due:hover { color: #000; }\n")}
	for page, want := range map[string]string{"._due_1c0k1_2": ".due", ".TaskRow_due__x1y2z": ".due", "._row_a1b2c td": ".row td",
		"._dueDate_9f8e7": ".dueDate", ".due-x": "", "._due_1c0k1_2:hover": ""} {
		got, ok := moduleSelector(f, page, false)
		if got != want || ok != (want != "") {
			t.Errorf("moduleSelector(%q) = %q, %v; want %q", page, got, ok, want)
		}
	}
	if _, ok := moduleSelector(&TemplateFile{Rel: "src/shop.css", Src: f.Src, kind: "css"}, "._due_1c0k1_2", false); ok {
		t.Error("a plain stylesheet's classes are not renamed")
	}
	e, ok := cssDeclEdit(f.Src, styleRegions(f), ".due", "color", "#6b6b6b")
	if !ok || string(f.Src[e.start:e.end]) != "#b0b0b0" {
		t.Errorf("the edit after the module's selector is found: %+v %v", e, ok)
	}
}

// A bundler serves a sheet under a chunk's name (Next.js: app/globals.css
// as /_next/static/chunks/app_globals_0yg4wg8plh8sv.css, a CSS module with
// its classes renamed EventCard-module__V7h-yq__meta): the rule is found in
// the one file under the root that writes it; of two, the one that
// declares the page's value, then the one the chunk's name spells.
func TestRuleOwnerFindsTheRuleBehindAChunk(t *testing.T) {
	ix := &TemplateIndex{Root: "/app", Files: []*TemplateFile{
		{Rel: "app/globals.css", kind: "css", Src: []byte(".site-footer { padding: 1rem; color: #a9a9a9; }\n.note { color: #999; }")},
		{Rel: "app/legacy.css", kind: "css", Src: []byte(".note { color: #999; }\n.tag { color: #bbb; }")},
		{Rel: "app/print.css", kind: "css", Src: []byte(".tag { color: #000; }")},
		{Rel: "components/EventCard.module.css", kind: "css", Src: []byte(".card { border: 1px solid; }\n.meta { color: #9aa5a0; }")},
		{Rel: "components/Other.module.css", kind: "css", Src: []byte(".meta { color: #9aa5a0; }")},
	}}
	chunk := func(name string) string { return "http://127.0.0.1:3017/_next/static/chunks/" + name }
	for _, tc := range []struct {
		src  StyleSource
		want string
	}{
		{StyleSource{Selector: ".site-footer", Value: "rgb(169, 169, 169)", Href: chunk("app_globals_0yg4wg8plh8sv.css")}, "app/globals.css"},
		{StyleSource{Selector: ".EventCard-module__V7h-yq__meta", Value: "rgb(154, 165, 160)", Href: chunk("components_EventCard_module_1al9zoy1ad0y4.css")}, "components/EventCard.module.css"},
		// Two files declare the same value: the chunk's name settles it.
		{StyleSource{Selector: ".note", Value: "rgb(153, 153, 153)", Href: chunk("app_legacy_x1.css")}, "app/legacy.css"},
		// Two files, one with the value the page shows.
		{StyleSource{Selector: ".tag", Value: "rgb(187, 187, 187)", Href: chunk("shared_9.css")}, "app/legacy.css"},
		// Two files, nothing to choose between them: not known.
		{StyleSource{Selector: ".note", Value: "rgb(153, 153, 153)", Href: chunk("shared_9.css")}, ""},
		// A module's class under another module's name is that module's.
		{StyleSource{Selector: ".Other-module__a1__meta", Value: "rgb(154, 165, 160)", Href: chunk("components_Other_module_2.css")}, "components/Other.module.css"},
		{StyleSource{Selector: ".missing", Value: "red", Href: chunk("app_globals_0.css")}, ""},
		// A sheet from elsewhere with a selector a file here writes, with
		// another value: not this file's rule.
		{StyleSource{Selector: ".site-footer", Value: "rgb(0, 0, 0)", Href: "https://cdn.example.com/theme.css"}, ""},
	} {
		got := ""
		if f := ix.sheetFile(&tc.src, "color"); f != nil {
			got = f.Rel
		}
		if got != tc.want {
			t.Errorf("%s from %s: found in %q, want %q", tc.src.Selector, tc.src.Href, got, tc.want)
		}
	}
}

// A component element's own style is changed where it is written: a JSX
// style object's string property, a literal style attribute's declaration,
// a Svelte style: directive (which wins over the attribute).
func TestInlineStylePropsAreTheLiterals(t *testing.T) {
	src := []byte(`<p style="color: #b8b8b8; font-size: 12px" style:color="#aaa">x</p>`)
	vs := len(`<p style="color: #b8b8b8; font-size: 12px" style:color="`)
	n := &compNode{attrs: []compAttr{
		{Type: "Attribute", Name: "style", Start: 3, End: 43, Literal: true},
		{Type: "StyleDirective", Name: "color", Start: 44, End: vs + 5, Props: []styleProp{{Name: "color", Start: vs, End: vs + 4, Value: "#aaa"}}},
	}}
	got := inlineStyleProps(src, n)
	if p := got["font-size"]; string(src[p.Start:p.End]) != "12px" {
		t.Errorf("font-size at %q", src[p.Start:p.End])
	}
	if p := got["color"]; p.Value != "#aaa" || string(src[p.Start:p.End]) != "#aaa" {
		t.Errorf("color: %+v, want the style: directive's #aaa", p)
	}
	jsx := []byte(`<p style={{ backgroundColor: '#fff', color: "#b0b0b0" }} />`)
	start := len(`<p style={{ backgroundColor: '#fff', color: "`)
	m := inlineStyleProps(jsx, &compNode{attrs: []compAttr{{Type: "Attribute", Name: "style", Start: 3, End: 56,
		Props: []styleProp{{Name: "backgroundColor", Start: 30, End: 34, Value: "#fff"}, {Name: "color", Start: start, End: start + 7, Value: "#b0b0b0"}}}}})
	if p := m["background-color"]; string(jsx[p.Start:p.End]) != "#fff" {
		t.Errorf("backgroundColor read as %+v", p)
	}
	if !sameStyleValue("color", "#B0B0B0", "rgb(176, 176, 176)") || sameStyleValue("color", "#b0b0b1", "rgb(176, 176, 176)") ||
		!sameStyleValue("font-size", " 12px", "12px") {
		t.Error("sameStyleValue")
	}
}

// Two contrast fixes of one rule (text on white, and on a pinned row's
// tint) become one edit with the colour moved furthest; fixes that moved
// opposite ways are not merged.
func TestFurthestStylesMergeOneRule(t *testing.T) {
	from := map[string]*StyleSource{"color": {Selector: ".stats", Value: "rgb(162, 170, 164)"}}
	got, ok := furthestStyles(map[string]string{"color": "#747474"}, map[string]string{"color": "#6b6b6b"}, from)
	if !ok || got["color"] != "#6b6b6b" {
		t.Errorf("merged %v %v, want the darker #6b6b6b", got, ok)
	}
	if _, ok := furthestStyles(map[string]string{"color": "#747474"}, map[string]string{"color": "#f0f0f0"}, from); ok {
		t.Error("a darker and a lighter fix were merged")
	}
}

// An attribute selector compares as the CSSOM writes it: a Vue scoped
// rule's [type='text'] is [type="text"][data-v-…] in the page.
func TestNormSelectorAttributeQuotes(t *testing.T) {
	t.Parallel()
	src := ".newsletter input[type='text'],\n.newsletter input[type=email], .newsletter select"
	page := `.newsletter input[type="text"][data-v-63fedc9d], .newsletter input[type="email"][data-v-63fedc9d], .newsletter select[data-v-63fedc9d]`
	if a, b := normSelector(src), normSelector(page); a != b {
		t.Errorf("source %q and page %q differ", a, b)
	}
	if got := normSelector(`a[href$='.pdf' i]`); got != `a[href$=".pdf" i]` {
		t.Errorf("a case flag: %q", got)
	}
}
