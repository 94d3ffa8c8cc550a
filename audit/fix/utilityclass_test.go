package fix

import (
	"strings"
	"testing"
)

// A Tailwind colour utility is swapped where it stands once among the
// element's class strings, also when an expression builds the list
// (clsx, a template literal, Vue's :class); a variant of it, a second
// copy, or a list with no string of it is not edited.
func TestUtilitySwapInBuiltClassLists(t *testing.T) {
	for _, c := range []struct {
		parsers, file, src, tag, want string
		placed                        bool
	}{
		{"react-shop", "src/A.jsx", "import clsx from 'clsx';\nexport default function A({ on }) {\n  return <p className={clsx('text-xs text-gray-400', on && 'font-bold')}>Hi</p>;\n}\n", "p", "clsx('text-xs text-[#6b7280]', on && 'font-bold')", true},
		{"react-shop", "src/A.jsx", "export default function A({ on }) {\n  return <p className={`text-gray-400 ${on ? 'font-bold' : ''}`}>Hi</p>;\n}\n", "p", "`text-[#6b7280] ${on", true},
		{"react-shop", "src/A.jsx", "export default function A({ on }) {\n  return <p className={on ? 'text-gray-900' : 'text-gray-400'}>Hi</p>;\n}\n", "p", ": 'text-[#6b7280]'", true},
		{"react-shop", "src/A.jsx", "export default function A({ on }) {\n  return <p className={clsx('hover:text-gray-400', on)}>Hi</p>;\n}\n", "p", "", false},
		{"react-shop", "src/A.jsx", "export default function A({ on }) {\n  return <p className={on ? 'text-gray-400 a' : 'text-gray-400 b'}>Hi</p>;\n}\n", "p", "", false},
		{"vue-shop", "src/A.vue", "<script setup>\nconst on = true\n</script>\n<template>\n  <p class=\"text-xs\" :class=\"['text-gray-400', { 'font-bold': on }]\">Hi</p>\n</template>\n", "p", ":class=\"['text-[#6b7280]', { 'font-bold': on }]\"", true},
	} {
		_, at := compIn(t, c.parsers, c.file, c.src, c.tag)
		rec := &Record{ID: "fix-1", RuleID: "color-contrast", Kind: KindStyle, Styles: map[string]string{"color": "#6b7280"}}
		g, why := utilityFix(rec, at, map[string]*StyleSource{"color": {Selector: ".text-gray-400", Value: "rgb(156, 163, 175)"}})
		if (g != nil) != c.placed {
			t.Errorf("%s: placed %v (%s), want %v", c.src, g != nil, why, c.placed)
			continue
		}
		if !c.placed {
			if why == "" {
				t.Errorf("%s: not placed and no reason given", c.src)
			}
			continue
		}
		src := string(at.file.Src)
		for _, e := range g.spans {
			src = src[:e.start] + e.text + src[e.end:]
		}
		if !strings.Contains(src, c.want) || strings.Contains(src, "text-gray-400") {
			t.Errorf("%s: swapped into\n%s\nwant %q", c.file, src, c.want)
		}
	}
}

// compIn parses one component file with the fixture app's parsers and
// locates its first <tag> element.
func compIn(t *testing.T, parsers, file, src, tag string) (*TemplateIndex, Located) {
	t.Helper()
	ix, err := IndexTemplates(app(t, parsers, map[string]string{file: src}))
	if err != nil || len(ix.Notes) > 0 {
		t.Fatalf("%s: %v %q", file, err, ix.Notes)
	}
	for _, f := range ix.Files {
		for _, n := range f.comps {
			if f.Rel == file && n.tag == tag {
				return ix, Located{file: f, comp: n, Loc: SourceLocation{File: f.Rel, Line: 3}}
			}
		}
	}
	t.Fatalf("no <%s> in %s", tag, file)
	return nil, Located{}
}
