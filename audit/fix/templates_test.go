package fix

import (
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestLiteralParts(t *testing.T) {
	for in, want := range map[string][]string{
		"Hello {{.Name}}, welcome":     {"Hello", ", welcome"},
		"{% if x %}On sale{% endif %}": {"On sale"},
		"<%= price %> each":            {"each"},
		"{{.Name}}":                    nil,
		"plain  text":                  {"plain text"},
	} {
		if got := literalParts(in); !slices.Equal(got, want) {
			t.Errorf("literalParts(%q) = %q, want %q", in, got, want)
		}
	}
}

func writeTemplates(t *testing.T, files map[string]string) *TemplateIndex {
	t.Helper()
	dir := t.TempDir()
	for name, body := range files {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	ix, err := IndexTemplates(dir)
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

// Two templates that write the same markup cannot be told apart: the
// match is low confidence, and Plan does not edit either.
func TestLocateIndistinguishableIsLow(t *testing.T) {
	ix := writeTemplates(t, map[string]string{
		"a.njk":               `<div class="card"><button class="icon"><svg></svg></button></div>`,
		"b.njk":               `<div class="card"><button class="icon"><svg></svg></button></div>`,
		"node_modules/x.html": `<button class="icon"></button>`,
	})
	el := LiveElement{Tag: "button", Attrs: map[string]string{"class": "icon"}, Up: []LiveElement{{Tag: "div", Attrs: map[string]string{"class": "card"}}}}
	at, ok := ix.Locate(el)
	if !ok || at.Loc.Confidence != "low" || at.Loc.Candidates != 2 {
		t.Fatalf("Locate = %+v, %v; want low confidence over 2 candidates (node_modules not read)", at.Loc, ok)
	}
	plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "button-name", Kind: KindAttribute, XPath: "/x", Attribute: "aria-label", Value: "Close"}},
		map[string]*LiveElement{"/x": &el})
	if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 {
		t.Errorf("an ambiguous element was planned: %+v", plan)
	}
}

// The literal attribute that the page shows as written decides between
// look-alikes, and a Jinja expression in text matches its rendered words.
func TestLocatePrefersLiteralAttributes(t *testing.T) {
	ix := writeTemplates(t, map[string]string{
		"nav.jinja":  "<nav>\n  <a href=\"/cart\" class=\"icon\">{{ cart_icon }}</a>\n  <a href=\"/help\" class=\"icon\">{{ help_icon }}</a>\n</nav>",
		"card.jinja": "<p class=\"price\">Now {{ product.price }}</p>",
	})
	at, ok := ix.Locate(LiveElement{Tag: "a", Attrs: map[string]string{"href": "/help", "class": "icon"}, Up: []LiveElement{{Tag: "nav"}}})
	if !ok || at.Loc.File != "nav.jinja" || at.Loc.Line != 3 || at.Loc.Confidence != "high" {
		t.Errorf("help link located at %+v", at.Loc)
	}
	at, ok = ix.Locate(LiveElement{Tag: "p", Attrs: map[string]string{"class": "price"}, Text: "Now $18.00"})
	if !ok || at.Loc.File != "card.jinja" || at.Loc.Line != 1 || at.Loc.Column != 1 {
		t.Errorf("price located at %+v", at.Loc)
	}
}

func TestExplainFromData(t *testing.T) {
	a, b := "Blue mug", "Tote bag"
	if v, ok := explain([]string{"Photo of Blue mug", "Photo of Tote bag"}, []*string{&a, &b}, "{{ p.name }}", false); !ok || v != "Photo of {{ p.name }}" {
		t.Errorf("explain = %q, %v", v, ok)
	}
	if _, ok := explain([]string{"Photo of Blue mug", "Tote bag, photo"}, []*string{&a, &b}, "{{ p.name }}", false); ok {
		t.Error("values with different words around the data were explained by one expression")
	}
	// Pictures named partly from their cards' headings, partly from their
	// file names that say part of the heading: the heading names them all.
	h := []string{"Speckled stoneware mug", "Washed linen tea towel", "Oiled oak serving board", "Enamel cast-iron casserole, 24 cm"}
	texts := []*string{&h[0], &h[1], &h[2], &h[3]}
	if v, ok := explain([]string{h[0], h[1], "Oak board", "Enamel pot"}, texts, "{product.name}", true); !ok || v != "{product.name}" {
		t.Errorf("near names: %q %v", v, ok)
	}
	for name, values := range map[string][]string{
		"not a picture's name":         {h[0], h[1], "Oak board", "Enamel pot"},
		"fewer than half are headings": {h[0], "Linen towel", "Oak board", "Enamel pot"},
		"a name of something else":     {h[0], h[1], h[2], "Team photo"},
	} {
		if _, ok := explain(values, texts, "{product.name}", name != "not a picture's name"); ok {
			t.Errorf("%s: explained by the heading", name)
		}
	}
}

// A partial rendered twice, with only one of its elements fixed in the
// page, gets no literal: it would give both the first one's name.
func TestPlanRefusesALiteralForPartOfALoop(t *testing.T) {
	ix := writeTemplates(t, map[string]string{
		"member.njk": `<div class="member"><a class="social" href="{{ person.twitter }}"><svg></svg></a><span>{{ person.name }}</span></div>`,
	})
	el := func(href string) *LiveElement {
		return &LiveElement{Tag: "a", Attrs: map[string]string{"class": "social", "href": href}, Up: []LiveElement{{Tag: "div", Attrs: map[string]string{"class": "member"}}}}
	}
	live := map[string]*LiveElement{"/m[1]/a": el("https://example.com/ada"), "/m[2]/a": el("https://example.com/kenji")}
	plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "link-name", Kind: KindAttribute, XPath: "/m[1]/a", Attribute: "aria-label", Value: "Ada"}}, live)
	plan.UseData(nil)
	if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 {
		t.Errorf("a literal was planned for one of two rendered links: %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}
}

// Words of a {% if %} inside a tag are not attributes the page lacks.
func TestLocateThroughConditionalAttributes(t *testing.T) {
	ix := writeTemplates(t, map[string]string{
		"form.jinja": `<form><input type="checkbox" name="agree" {% if member %}checked{% endif %}></form>`,
	})
	at, ok := ix.Locate(LiveElement{Tag: "input", Attrs: map[string]string{"type": "checkbox", "name": "agree"}, Up: []LiveElement{{Tag: "form"}}})
	if !ok || at.Loc.File != "form.jinja" {
		t.Errorf("the checkbox was not located: %+v %v", at.Loc, ok)
	}
}

// A style fix's fallback class is its template element's: the same after
// lines are inserted above it, different for a same-named file elsewhere.
func TestFixClassIsTheElements(t *testing.T) {
	class := func(files map[string]string, file string) string {
		ix := writeTemplates(t, files)
		for _, f := range ix.Files {
			if f.Rel == file {
				for _, n := range f.nodes {
					if n.tag == "p" {
						return fixClass(&SourceFix{file: f, node: n})
					}
				}
			}
		}
		t.Fatalf("no <p> in %s", file)
		return ""
	}
	a := class(map[string]string{"partials/member.html": `<div><p class="role">{{ r }}</p></div>`}, "partials/member.html")
	shifted := class(map[string]string{"partials/member.html": "<h3>New</h3>\n\n<div><p class=\"role aa-fix-partials-member-1a2b3c\">{{ r }}</p></div>"}, "partials/member.html")
	other := class(map[string]string{"admin/member.html": `<div><p class="role">{{ r }}</p></div>`}, "admin/member.html")
	if a != shifted || a == other || !strings.HasPrefix(a, "aa-fix-partials-member-") {
		t.Errorf("classes: %s, after a shift %s, in admin/ %s", a, shifted, other)
	}
}

// An edit that leaves a component unparsable is found by the app's own
// parser (here the fixture apps', installed by make setup).
func TestUnparsableComponents(t *testing.T) {
	for app, file := range map[string]string{"svelte-shop": "src/lib/ProductCard.svelte", "react-shop": "src/components/ProductCard.jsx", "vue-shop": "src/components/ProductCard.vue"} {
		ix, err := IndexTemplates("../../testdata/apps/" + app)
		if err != nil {
			t.Fatal(err)
		}
		var src []byte
		for _, f := range ix.Files {
			if f.Rel == file {
				src = f.Src
			}
		}
		if src == nil || len(ix.Notes) > 0 {
			t.Fatalf("%s: %s not indexed (is the app installed? make setup): %q", app, file, ix.Notes)
		}
		broken := strings.Replace(string(src), `height="180"`, `height= alt="""180"`, 1)
		got := ix.Unparsable(map[string][]byte{file: []byte(broken)})
		if got[file] == "" {
			t.Errorf("%s: a broken %s parses", app, file)
		}
		if got := ix.Unparsable(map[string][]byte{file: src}); len(got) != 0 {
			t.Errorf("%s: the unchanged %s does not parse: %q", app, file, got)
		}
	}
}

// A value from data with words around it is written as each syntax needs.
func TestComponentValueWithWords(t *testing.T) {
	for kind, tc := range map[string]struct{ expr, want string }{
		"vue":    {"{{ trail.name }}", "`Photo of ${trail.name} trailhead`"},
		"jsx":    {"{p.name}", "{`Photo of ${p.name} trailhead`}"},
		"svelte": {"{p.name}", "Photo of {p.name} trailhead"},
	} {
		g := &SourceFix{file: &TemplateFile{kind: kind}, dataExpr: tc.expr, dataPre: "Photo of ", dataSuf: " trailhead"}
		if got := g.componentValue(); got != tc.want {
			t.Errorf("%s: %s, want %s", kind, got, tc.want)
		}
		g.dataPre, g.dataSuf = "", ""
		if got := g.componentValue(); kind == "vue" && got != "trail.name" || kind != "vue" && got != tc.expr {
			t.Errorf("%s without words: %s", kind, got)
		}
	}
}

// A partial that defines the <head> and that two pages include is shared:
// this page's title written there would title the other page too. Used by
// one page only, it is not. So is a layout included by file name.
func TestSharedLayoutCountsWhoIncludesIt(t *testing.T) {
	layout := `{{define "head"}}<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>{{end}}`
	page := `{{template "head" .}}<main><h1>Page</h1></main>`
	for _, c := range []struct {
		files  map[string]string
		file   string
		shared bool
	}{
		{map[string]string{"layout.html": layout, "index.html": page}, "layout.html", false},
		{map[string]string{"layout.html": layout, "index.html": page, "about.html": page}, "layout.html", true},
		{map[string]string{"head.njk": `<head><title>x</title></head>`, "a.njk": `{% include "head.njk" %}<p>a</p>`, "b.njk": `{% include "head.njk" %}<p>b</p>`}, "head.njk", true},
		{map[string]string{"head.njk": `<head><title>x</title></head>`, "a.njk": `{% include "head.njk" %}<p>a</p>`, "b.njk": `<p>the header of the page</p>`}, "head.njk", false},
	} {
		ix := writeTemplates(t, c.files)
		var f *TemplateFile
		for _, x := range ix.Files {
			if x.Rel == c.file {
				f = x
			}
		}
		if got := ix.sharedLayout(f); got != c.shared {
			t.Errorf("%v: sharedLayout(%s) = %v, want %v", slices.Sorted(maps.Keys(c.files)), c.file, got, c.shared)
		}
	}
}

// A field in a loop named from the words before it, which are the item's
// data (a person's role), is not written: such words name the item, not
// the field. A prop that says it is a label is written from the data.
func TestFieldNamedWithItsItemsDataIsNotWritten(t *testing.T) {
	ix := writeTemplates(t, map[string]string{
		"person.njk": `<li class="person"><span class="role">{{ person.role }}</span> <input type="number" class="hours"></li>`,
		"field.njk":  `<p class="field"><span>{{ label }}</span> <input type="text" class="entry"></p>`,
	})
	el := func(class, parent string) *LiveElement {
		tag := map[string]string{"person": "li", "field": "p"}[parent]
		return &LiveElement{Tag: "input", Attrs: map[string]string{"class": class, "type": map[string]string{"hours": "number", "entry": "text"}[class]}, Up: []LiveElement{{Tag: tag, Attrs: map[string]string{"class": parent}}}}
	}
	live := map[string]*LiveElement{"/ul/li[1]/input": el("hours", "person"), "/ul/li[2]/input": el("hours", "person"), "/form/p[1]/input": el("entry", "field"), "/form/p[2]/input": el("entry", "field")}
	var recs []*Record
	for i, v := range []struct{ x, name string }{{"/ul/li[1]/input", "Designer"}, {"/ul/li[2]/input", "Engineer"}, {"/form/p[1]/input", "Name"}, {"/form/p[2]/input", "Town"}} {
		recs = append(recs, &Record{ID: fmt.Sprintf("fix-%d", i+1), RuleID: "label", Kind: KindAttribute, XPath: v.x, Attribute: "aria-label", Value: v.name})
	}
	plan := ix.Plan(recs, live)
	var answers []*string
	for _, q := range plan.DataQueries() { // the text of the element each query names, as the page would answer
		v := map[string]string{"/ul/li[1]/input": "Designer", "/ul/li[2]/input": "Engineer", "/form/p[1]/input": "Name", "/form/p[2]/input": "Town"}[q.XPath]
		answers = append(answers, &v)
	}
	plan.UseData(answers)
	if len(plan.Fixes) != 1 || plan.Fixes[0].Loc.File != "field.njk" || !plan.Fixes[0].FromData || plan.Fixes[0].Value != "{{ label }}" {
		t.Errorf("want only the label prop's field written from data: %+v", plan.Fixes)
	}
	if len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], "person.njk") || !strings.Contains(plan.NotPlaced[0], "{{ person.role }}") {
		t.Errorf("the field named with its item's data should be left to a person: %q", plan.NotPlaced)
	}
}

// A component element that spreads its props (a design system's Button)
// writes every use of it: a name fixed on one use is not written there,
// but left for where the component is used.
func TestPassThroughComponentIsNotGivenOneUsesName(t *testing.T) {
	src := []byte("<button className=\"btn\" {...rest}>{icon}</button>")
	btn := &compNode{tag: "button", start: 0, line: 1, col: 0, insertAt: 22,
		attrs: []compAttr{{Type: "Attribute", Name: "className", Literal: true, Value: "btn", Start: 8, End: 23}, {Type: "Spread", Start: 24, End: 33}}}
	ix := &TemplateIndex{Root: "/app", Files: []*TemplateFile{{Rel: "src/Button.jsx", kind: "jsx", Src: src, comps: []*compNode{btn}}}}
	el := &LiveElement{Tag: "button", Attrs: map[string]string{"class": "btn"}, Meta: &DevLoc{File: "/src/Button.jsx", Line: 1, Column: 1, Framework: "react"}}
	plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "button-name", Kind: KindAttribute, XPath: "/b", Attribute: "aria-label", Value: "Delete"}},
		map[string]*LiveElement{"/b": el})
	plan.UseData(nil)
	if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], "where Button is used") {
		t.Errorf("a pass-through Button got a name: fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}
}

// An element a library's component renders (next/link's <a>, written in
// node_modules) is placed where the app uses that component, which the
// element's owner names, and its name is written there.
func TestLibraryElementIsPlacedWhereItsComponentIsUsed(t *testing.T) {
	src := []byte("export function Header() {\n  return <nav><Link href=\"/cart\" className=\"cart\"><CartIcon /></Link></nav>;\n}\n")
	nav := &compNode{tag: "nav", start: 36, line: 2, col: 9, insertAt: 40}
	link := &compNode{tag: "Link", start: 41, line: 2, col: 14, insertAt: 76, component: true, parent: nav,
		attrs: []compAttr{{Type: "Attribute", Name: "href", Literal: true, Value: "/cart", Start: 47, End: 59}, {Type: "Attribute", Name: "className", Literal: true, Value: "cart", Start: 60, End: 76}}}
	ix := &TemplateIndex{Root: "/app", Files: []*TemplateFile{{Rel: "components/Header.tsx", kind: "jsx", Src: src, comps: []*compNode{nav, link}}}}
	el := &LiveElement{Tag: "a", Attrs: map[string]string{"href": "/cart", "class": "cart"},
		Meta:  &DevLoc{File: "/app/node_modules/next/src/client/app-dir/link.tsx", Line: 787, Column: 5, Framework: "react"},
		Owner: &DevLoc{File: "/app/components/Header.tsx", Line: 2, Column: 15, Framework: "react", Name: "LinkComponent"}}
	at, ok := ix.Locate(*el)
	if !ok || at.Loc.File != "components/Header.tsx" || at.Loc.Line != 2 || at.Loc.Confidence != "medium" || !strings.Contains(at.Loc.Via, "library's component") {
		t.Fatalf("next/link's <a>: %+v %v, want Header.tsx:2 where <Link> is used", at.Loc, ok)
	}
	plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "link-name", Kind: KindAttribute, XPath: "/a", Attribute: "aria-label", Value: "Cart"}},
		map[string]*LiveElement{"/a": el})
	changed, _ := ix.Apply(plan, nil)
	if want := `<Link href="/cart" className="cart" aria-label="Cart">`; !strings.Contains(string(changed["components/Header.tsx"]), want) {
		t.Errorf("the name was not written at the use: %+v %q\n%s", plan.Fixes, plan.NotPlaced, changed["components/Header.tsx"])
	}
	// Without an owner in the app, a library's element is left alone.
	el.Owner = nil
	if at, ok := ix.Locate(*el); ok {
		t.Errorf("a library element with no owner was placed at %+v", at.Loc)
	}
}

// Cells of one row that look alike, each one expression, are told apart by
// their place in the row when the row writes as many cells as the page
// shows; otherwise (a cell written in a loop of its own) they stay low.
func TestLocateTellsLikeCellsByTheirPlace(t *testing.T) {
	ix := writeTemplates(t, map[string]string{
		"rows.njk":  "<table class=\"w\">\n<tbody>\n{% for w in ws %}\n  <tr>\n    <td>{{ w.date }}</td>\n    <td>{{ w.title }}</td>\n    <td>{{ w.seats }}</td>\n  </tr>\n{% endfor %}\n</tbody>\n</table>\n",
		"cells.njk": "<table class=\"c\">\n<tbody>\n  <tr>\n{% for c in cs %}    <td>{{ c }}</td>\n{% endfor %}    <td>{{ total }}</td>\n  </tr>\n</tbody>\n</table>\n",
	})
	row := func(class string) []LiveElement {
		return []LiveElement{{Tag: "tr", Attrs: map[string]string{}}, {Tag: "tbody", Attrs: map[string]string{}}, {Tag: "table", Attrs: map[string]string{"class": class}}}
	}
	for i, want := range []int{5, 6, 7} {
		at, ok := ix.Locate(LiveElement{Tag: "td", Attrs: map[string]string{}, Text: "x", Up: row("w"), Nth: i + 1, Of: 3})
		if !ok || at.Loc.File != "rows.njk" || at.Loc.Line != want || at.Loc.Confidence != "medium" {
			t.Errorf("cell %d located at %+v, want rows.njk:%d", i+1, at.Loc, want)
		}
	}
	// Four cells shown, two written: the place says nothing.
	if at, ok := ix.Locate(LiveElement{Tag: "td", Attrs: map[string]string{}, Text: "x", Up: row("c"), Nth: 2, Of: 4}); ok && at.Loc.Confidence != "low" {
		t.Errorf("a looped cell was placed by its position: %+v", at.Loc)
	}
}

// The way from a photo to its card's heading counts siblings by tag and
// literal class: a sibling the template writes only when there is no photo
// (v-if / v-else, {% if %}) is not in the page beside the photo, and a
// count by tag alone would land on the wrong element.
func TestDataPathCountsSiblingsOfItsClass(t *testing.T) {
	ix := writeTemplates(t, map[string]string{"doc.njk": `<article class="doc">{% if d.photo %}<img src="{{ d.photo }}">{% else %}<div class="initials">{{ d.initials }}</div>{% endif %}<div class="body {{ d.extra }}"><h3>{{ d.name }}</h3></div></article>`})
	var img *srcNode
	for _, n := range ix.Files[0].nodes {
		if n.tag == "img" {
			img = n
		}
	}
	for _, c := range dataCandidates(ix.Files[0], img) {
		if c.expr != "{{ d.name }}" {
			continue
		}
		if c.up != 1 || len(c.down) != 2 || c.down[0] != (dataStep{Tag: "div", Nth: 1, Class: "body"}) || c.down[1] != (dataStep{Tag: "h3", Nth: 1}) {
			t.Errorf("path to the heading: up %d, down %+v", c.up, c.down)
		}
		return
	}
	t.Errorf("no data candidate for the heading")
}

// A class the template writes only on a condition, or builds with an
// expression, is no literal class; the count by class is by membership,
// as the page's classList.contains reads it.
func TestLiteralClassesAndTheirCount(t *testing.T) {
	for v, want := range map[string]string{
		"{% if p.sale %}title-sale{% else %}title{% endif %} card": "card", "badge-{{ p.status }}": "",
		"{{#if on}}on{{/if}} row": "row", "text muted": "text muted",
	} {
		if got := strings.Join(literalClasses(v), " "); got != want {
			t.Errorf("literalClasses(%q) = %q, want %q", v, got, want)
		}
	}
	ix := writeTemplates(t, map[string]string{"card.njk": `<article><img src="{{ p.img }}"><p class="text muted">{{ p.tagline }}</p><p class="muted">{{ p.name }}</p></article>`})
	var img *srcNode
	for _, n := range ix.Files[0].nodes {
		if n.tag == "img" {
			img = n
		}
	}
	for _, c := range dataCandidates(ix.Files[0], img) {
		if c.expr == "{{ p.name }}" && (len(c.down) != 1 || c.down[0] != (dataStep{Tag: "p", Nth: 2, Class: "muted"})) {
			t.Errorf("the name's paragraph: %+v", c.down)
		}
	}
}

// Build output that git ignores is not source, whatever its folder is
// called: Eleventy's dev server writes the rendered page beside the
// Nunjucks templates, and the page's markup matched it exactly.
func TestGitIgnoredOutputIsNotSource(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := map[string]string{
		".gitignore":            "public-out/\n*.generated.html\n",
		"_includes/card.njk":    `<article class="card"><h3>{{ e.title }}</h3></article>`,
		"public-out/index.html": `<article class="card"><h3>Riverside clean-up</h3></article>`,
		"page.generated.html":   `<article class="card"><h3>Riverside clean-up</h3></article>`,
	}
	for name, body := range files {
		os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if out, err := exec.Command("git", "-C", dir, "init", "-q").CombinedOutput(); err != nil {
		t.Fatalf("git init: %v %s", err, out)
	}
	ix, err := IndexTemplates(dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range ix.Files {
		got = append(got, f.Rel)
	}
	if !slices.Equal(got, []string{"_includes/card.njk"}) {
		t.Errorf("indexed %v, want only the template (git ignores the rest)", got)
	}
}
