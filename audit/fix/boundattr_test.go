package fix

import (
	"fmt"
	"strings"
	"testing"
)

// An attribute a template writes from a variable that rendered empty on
// some items keeps the variable, with the data that named the fixed items
// (or the one literal they all got) as its fallback: the items whose data
// has a value keep it. One that rendered a value the fix changed is left,
// with where to look.
func TestTemplateAttributeFromDataKeepsItsVariable(t *testing.T) {
	for _, c := range []struct {
		name, file, src, want, notPlaced string
		rendered                         []string // each item's rendered aria-label
		values                           []string // the fix each item with none got
		names                            []string // each item's heading
	}{
		{name: "data fallback", file: "views/card.njk", src: `<li class="card"><h3>{{ p.name }}</h3><a class="more" href="{{ p.url }}" aria-label="{{ p.label }}"><svg></svg></a></li>`,
			rendered: []string{"", "", "More about oat"}, values: []string{"Rye", "Spelt", ""}, names: []string{"Rye", "Spelt", "Oat"},
			want: `aria-label="{{ p.label or p.name }}"`},
		{name: "literal fallback", file: "templates/card.gohtml", src: `<li class="card"><h3>{{ .Name }}</h3><a class="more" href="{{ .URL }}" aria-label="{{ .Label }}"><svg></svg></a></li>`,
			rendered: []string{"", "", "More"}, values: []string{"More", "More", ""}, names: []string{"Rye", "Spelt", "Oat"},
			want: "aria-label=\"{{or .Label `More`}}\""},
		{name: "words around the data", file: "views/card.njk", src: `<li class="card"><h3>{{ p.name }}</h3><a class="more" href="{{ p.url }}" aria-label="{{ p.label }}"><svg></svg></a></li>`,
			rendered: []string{"", "", "More about oat"}, values: []string{"More about Rye", "More about Spelt", ""}, names: []string{"Rye", "Spelt", "Oat"},
			want: `aria-label="{{ p.label or ('More about ' ~ p.name) }}"`},
		{name: "one item's own value", file: "views/card.njk", src: `<li class="card"><h3>{{ p.name }}</h3><a class="more" href="{{ p.url }}" aria-label="{{ p.label }}"><svg></svg></a></li>`,
			rendered: []string{"", "Spelt", "Oat"}, values: []string{"Rye sourdough loaf", "", ""}, names: []string{"Rye", "Spelt", "Oat"},
			notPlaced: "renders 3 elements and only 1 were fixed"},
		{name: "an apostrophe in a single-quoted value", file: "views/card.njk", src: `<li class="card"><h3>{{ p.name }}</h3><a class="more" href="{{ p.url }}" aria-label='{{ p.label }}'><svg></svg></a></li>`,
			rendered: []string{"", ""}, values: []string{"Baker's pick", "Baker's pick"}, names: []string{"Rye", "Spelt"},
			notPlaced: "cannot write a fallback"},
		{name: "rendered a value", file: "views/card.njk", src: `<li class="card"><h3>{{ p.name }}</h3><a class="more" href="{{ p.url }}" aria-label="{{ p.label }}"><svg></svg></a></li>`,
			rendered: []string{"x", "x", "x"}, values: []string{"More", "More", "More"}, names: []string{"Rye", "Spelt", "Oat"},
			notPlaced: `{{ p.label }}, which rendered "x"`},
	} {
		t.Run(c.name, func(t *testing.T) {
			ix := writeTemplates(t, map[string]string{c.file: c.src})
			live := map[string]*LiveElement{}
			var recs []*Record
			for i, r := range c.rendered {
				x := fmt.Sprintf("/ul/li[%d]/a", i+1)
				live[x] = &LiveElement{Tag: "a", Attrs: map[string]string{"class": "more", "href": "/p", "aria-label": r}, Up: []LiveElement{{Tag: "li", Attrs: map[string]string{"class": "card"}}}}
				if c.values[i] != "" {
					recs = append(recs, &Record{ID: fmt.Sprintf("fix-%d", i+1), RuleID: "link-name", Kind: KindAttribute, XPath: x, Attribute: "aria-label", Value: c.values[i]})
				}
			}
			plan := ix.Plan(recs, live)
			var answers []*string
			for _, q := range plan.DataQueries() { // the heading of the item each query names, as the page would answer
				var i int
				fmt.Sscanf(q.XPath, "/ul/li[%d]", &i)
				answers = append(answers, &c.names[i-1])
			}
			plan.UseData(answers)
			changed, notes := ix.Apply(plan, nil)
			if c.notPlaced != "" {
				if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], c.notPlaced) {
					t.Errorf("fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
				}
				return
			}
			if len(plan.Fixes) != 1 || len(notes) > 0 || !strings.Contains(string(changed[c.file]), c.want) {
				t.Errorf("fixes %+v, not placed %q, notes %q:\n%s\nwant %s", plan.Fixes, plan.NotPlaced, notes, changed[c.file], c.want)
			}
		})
	}
}

// A component's attribute bound to an expression (alt={p.alt},
// :alt="p.alt", Svelte's {alt}) that rendered nothing keeps the
// expression, with the data's expression or the literal as its fallback,
// in the component's own syntax.
func TestComponentAttributeFromDataKeepsItsExpression(t *testing.T) {
	for _, c := range []struct {
		parsers, file, src, data, literal, want string
	}{
		{"react-shop", "src/Card.jsx", "export default function Card({ p }) {\n  return <img src={p.src} alt={p.alt} />;\n}\n", "{p.name}", "", "alt={(p.alt) || p.name}"},
		{"react-shop", "src/Card.jsx", "export default function Card({ p }) {\n  return <img src={p.src} alt={p.alt} />;\n}\n", "", `Photo "1"`, `alt={(p.alt) || "Photo \"1\""}`},
		{"vue-shop", "src/Card.vue", "<script setup>\ndefineProps(['p'])\n</script>\n<template>\n  <img :src=\"p.src\" v-bind:alt=\"p.alt\">\n</template>\n", "{{ p.name }}", "", `:alt="(p.alt) || p.name"`},
		{"vue-shop", "src/Card.vue", "<script setup>\ndefineProps(['p'])\n</script>\n<template>\n  <img :src=\"p.src\" :alt=\"p.alt\">\n</template>\n", "", "Photo", `:alt="(p.alt) || 'Photo'"`},
		{"svelte-shop", "src/Card.svelte", "<script>\n  let { src, alt, name } = $props();\n</script>\n<img {src} {alt} />\n", "{name}", "", "alt={(alt) || name}"},
		// A quoted Svelte expression, a Vue binding with quotes of its own.
		{"svelte-shop", "src/Card.svelte", "<script>\n  let { p } = $props();\n</script>\n<img src={p.src} alt=\"{p.alt}\" />\n", "", "Photo", `alt={(p.alt) || "Photo"}`},
		{"vue-shop", "src/Card.vue", "<template>\n  <img :src=\"p.src\" :alt=\"p.alt || ''\">\n</template>\n", "", "Photo", `:alt="(p.alt || '') || 'Photo'"`},
	} {
		ix, at := compIn(t, c.parsers, c.file, c.src, "img")
		b := ix.boundAttr(at, "alt")
		if b == nil {
			t.Errorf("%s: alt not read as bound", c.src)
			continue
		}
		v, ok := b.orLiteral(c.literal)
		if c.data != "" {
			v, ok = b.orData(c.data, "", "")
		}
		if !ok {
			t.Errorf("%s: no fallback written", c.src)
			continue
		}
		g := &SourceFix{Kind: KindAttribute, Attribute: "alt", FromData: true, Value: v, rec: &Record{Kind: KindAttribute, Attribute: "alt", Value: v}, file: at.file, comp: at.comp}
		out := string(compEdits(ix, at.file, []*SourceFix{g}))
		if !strings.Contains(out, c.want) || strings.Count(out, "alt=") != 1 {
			t.Errorf("%s: wrote\n%s\nwant %s", c.file, out, c.want)
		}
	}
}

// The literal a template or component writes for an attribute: a value
// with the template's logic in it is not one.
func TestLiteralAttr(t *testing.T) {
	ix := writeTemplates(t, map[string]string{"views/a.njk": `<main><img class="divider" src="/images/wave-divider.svg"><img class="p" src="{{ p.src }}"></main>`})
	var got []string
	for _, n := range ix.Files[0].nodes {
		if n.tag == "img" {
			got = append(got, Located{file: ix.Files[0], node: n}.LiteralAttr("src"))
		}
	}
	if len(got) != 2 || got[0] != "/images/wave-divider.svg" || got[1] != "" {
		t.Errorf("template: %q", got)
	}
	_, at := compIn(t, "vue-shop", "src/A.vue", "<template>\n  <img src=\"/images/wave-divider.svg\" class=\"divider\">\n</template>\n", "img")
	if v := at.LiteralAttr("src"); v != "/images/wave-divider.svg" {
		t.Errorf("component: %q", v)
	}
}
