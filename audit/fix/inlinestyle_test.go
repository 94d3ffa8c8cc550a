package fix

import (
	"strings"
	"testing"
)

// The parsers give each literal style value's span in the file, through
// HTML entities (Vue decodes them in what it calls the expression), and
// resolve a constant only where nothing shadows it: a v-for alias, a
// function parameter. A value set by an expression is never edited, nor
// the literal under it.
func TestInlineStylePropsFromTheParsers(t *testing.T) {
	props := func(parsers, file, src, tag string) map[string]styleProp {
		t.Helper()
		dir := app(t, parsers, map[string]string{file: src})
		ix, err := IndexTemplates(dir)
		if err != nil || len(ix.Notes) > 0 {
			t.Fatalf("%s: %v %q", file, err, ix.Notes)
		}
		for _, f := range ix.Files {
			if f.Rel != file {
				continue
			}
			for _, n := range f.comps {
				if n.tag == tag {
					got := inlineStyleProps(f.Src, n)
					for k, p := range got {
						if p.Start >= 0 && string(f.Src[p.Start:p.End]) != p.Value {
							t.Errorf("%s %s: span holds %q, read %q", file, k, f.Src[p.Start:p.End], p.Value)
						}
					}
					return got
				}
			}
		}
		t.Fatalf("no <%s> in %s", tag, file)
		return nil
	}
	vue := props("vue-shop", "src/A.vue", `<script setup>
const muted = '#b0b0b0'
const c = '#aaaaaa'
</script>
<template>
  <p :style="{ font: '&quot;Inter&quot;', color: muted }">x</p>
  <ul><li v-for="c in list" :key="c"><b :style="{ color: c }">y</b></li></ul>
  <i style="color: #999" :style="styles">z</i>
</template>`, "p")
	if p := vue["color"]; p.Const != "muted" || p.Value != "#b0b0b0" {
		t.Errorf("vue color after an entity: %+v", p)
	}
	if p, ok := props("vue-shop", "src/A.vue", `<script setup>
const c = '#aaaaaa'
</script>
<template><ul><li v-for="c in list" :key="c"><b :style="{ color: c }">y</b></li></ul></template>`, "b")["color"]; ok && p.Start >= 0 {
		t.Errorf("a v-for alias resolved to the script's constant: %+v", p)
	}
	if got := props("vue-shop", "src/A.vue", `<template><i style="color: #999" :style="styles">z</i></template>`, "i"); len(got) != 0 {
		t.Errorf("a :style binding of unknown shape left the literal under it editable: %+v", got)
	}
	jsx := props("react-shop", "src/A.jsx", `const color = '#999';
export function Tag({ color }) { return <p style={{ color }}>t</p>; }`, "p")
	if p, ok := jsx["color"]; ok && p.Start >= 0 {
		t.Errorf("a parameter resolved to the module's constant: %+v", p)
	}
	// A style object kept in a constant (typed, in TSX) is the element's
	// style: its literals are edited there, and named as shared.
	obj := props("react-shop", "src/A.tsx", `import type { CSSProperties } from 'react';
const legalStyle: CSSProperties = { color: '#9aa5b1', fontSize: 12 };
export function Legal() { return <p style={legalStyle}>t</p>; }`, "p")
	if p := obj["color"]; p.Value != "#9aa5b1" || p.Const != "legalStyle" {
		t.Errorf("a style object in a constant: %+v", obj)
	}
	svelte := props("svelte-shop", "src/A.svelte", `<script>let { tone } = $props();</script>
<p style="color: #999; font-size: 12px" style:color={tone}>x</p>`, "p")
	if p, ok := svelte["color"]; ok && p.Start >= 0 || !strings.Contains(svelte["font-size"].Value, "12px") {
		t.Errorf("svelte: %+v", svelte)
	}
}

// A colour a server template writes in the element's literal style is
// changed there, in one edit of the attribute; a style the template builds
// is not edited.
func TestTemplateInlineStyleIsEdited(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`<p style="color: #9aa5b1; font-size: 0.85rem;">Moderated by kestrel</p>`, `<p style="color: #687787; font-size: 0.85rem;">Moderated by kestrel</p>`},
		{`<p style="color: {{ muted }};">Moderated by kestrel</p>`, ""},
	} {
		ix := writeTemplates(t, map[string]string{"views/index.liquid": "<main>\n" + c.src + "\n</main>\n"})
		el := &LiveElement{Tag: "p", Attrs: map[string]string{"style": "color: #9aa5b1; font-size: 0.85rem;"}, Text: "Moderated by kestrel", Up: []LiveElement{{Tag: "main", Attrs: map[string]string{}}}}
		rec := &Record{ID: "fix-1", RuleID: "color-contrast", Kind: KindStyle, XPath: "/html/body/main/p", Selector: "p", CSSClass: "aa-contrast-1-1", Styles: map[string]string{"color": "#687787"}}
		styles := map[string]map[string]*StyleSource{rec.XPath: {"color": {Inline: true, Value: "rgb(154, 165, 177)"}}}
		plan := ix.Plan([]*Record{rec}, map[string]*LiveElement{rec.XPath: el}, styles)
		changed, notes := ix.Apply(plan, nil)
		got := string(changed["views/index.liquid"])
		switch {
		case c.want != "" && (len(plan.Fixes) != 1 || plan.Fixes[0].Kind != KindStyleInline || !strings.Contains(got, c.want) || strings.Contains(got, "aa-contrast") || len(notes) > 0):
			t.Errorf("fixes %+v, not placed %q, notes %q:\n%s", plan.Fixes, plan.NotPlaced, notes, got)
		case c.want == "" && (len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], "template's logic")):
			t.Errorf("a built style was edited: %+v %q", plan.Fixes, plan.NotPlaced)
		}
	}
}

// A colour bound from an expression (:style="{ color: statusColor }") is
// edited where the file writes it as a literal, once (a status table);
// two literals of that colour leave it to a person.
func TestInlineColourFromItsOneLiteral(t *testing.T) {
	src := `<template>
  <span class="status" :style="{ color: statusColor }">{{ label }}</span>
</template>
<script lang="ts">
import { computed, defineComponent } from 'vue'
const STATUS = {
  upcoming: { label: 'Upcoming', color: '#1b6e3a' },
  cancelled: { label: 'Cancelled', color: '#f28b82' },
}
export default defineComponent({ props: ['s'], setup(props) {
  const statusColor = computed(() => STATUS[props.s].color)
  return { statusColor, label: 'x' }
} })
</script>
`
	_, at := compIn(t, "vue-shop", "src/Status.vue", src, "span")
	rec := &Record{ID: "fix-1", RuleID: "color-contrast", Kind: KindStyle, Styles: map[string]string{"color": "#c0392b"}}
	srcs := map[string]*StyleSource{"color": {Inline: true, Value: "rgb(242, 139, 130)"}}
	g, why := inlineFix(rec, at, srcs)
	if g == nil || len(g.spans) != 1 || string(at.file.Src[g.spans[0].start:g.spans[0].end]) != "#f28b82" || g.Review == "" {
		t.Fatalf("fix %+v (%s), want the one literal #f28b82 edited, for review", g, why)
	}
	_, at = compIn(t, "vue-shop", "src/Status.vue", strings.Replace(src, "'#1b6e3a'", "'#f28b82'", 1), "span")
	if g, _ := inlineFix(rec, at, srcs); g != nil {
		t.Errorf("two literals of the colour: edited %+v", g.spans)
	}
}
