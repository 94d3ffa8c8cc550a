package fix

import (
	"strings"
	"testing"
)

// Nuxt's head is given with useHead: into a call the component makes,
// else its <script setup>, else a new one; never a key twice.
func TestHeadEdit(t *testing.T) {
	t.Parallel()
	apply := func(src string, e edit) string { return src[:e.start] + e.text + src[e.end:] }
	for _, tc := range []struct{ name, src, key, value, want, why string }{
		{"a useSeoMeta call", "<script setup>\nuseSeoMeta({\n  ogTitle: 'Market',\n})\n</script>\n<template><main /></template>\n", "title", `"Riverside Market"`,
			"<script setup>\nuseSeoMeta({\n  title: \"Riverside Market\",\n  ogTitle: 'Market',\n})\n</script>\n<template><main /></template>\n", ""},
		{"no call yet", "<script setup lang=\"ts\">\nconst x = 1\n</script>\n<template><NuxtPage /></template>\n", "htmlAttrs", `{ lang: "en" }`,
			"<script setup lang=\"ts\">\nconst x = 1\nuseHead({ htmlAttrs: { lang: \"en\" } })\n</script>\n<template><NuxtPage /></template>\n", ""},
		{"no script", "<template><NuxtPage /></template>\n", "htmlAttrs", `{ lang: "en" }`,
			"<script setup>\nuseHead({ htmlAttrs: { lang: \"en\" } })\n</script>\n\n<template><NuxtPage /></template>\n", ""},
		{"htmlAttrs never into useSeoMeta", "<script setup>\nuseSeoMeta({ title: 'x' })\n</script>\n", "htmlAttrs", `{ lang: "en" }`,
			"<script setup>\nuseSeoMeta({ title: 'x' })\nuseHead({ htmlAttrs: { lang: \"en\" } })\n</script>\n", ""},
		{"a title already given", "<script setup>\nuseHead({ title: '' })\n</script>\n", "title", `"x"`, "", "already gives title"},
		{"a title given in shorthand", "<script setup>\nconst title = ref('')\nuseHead({ title })\n</script>\n", "title", `"x"`, "", "already gives title"},
		{"a call in a comment", "<script setup>\n// useHead({ meta: [] })\nconst a = 1\n</script>\n", "title", `"x"`,
			"<script setup>\n// useHead({ meta: [] })\nconst a = 1\nuseHead({ title: \"x\" })\n</script>\n", ""},
		{"an options component", "<script>\nexport default { name: 'Home' }\n</script>\n", "title", `"x"`, "", "without setup"},
	} {
		e, why := headEdit([]byte(tc.src), tc.key, tc.value)
		switch {
		case tc.why != "" && (why == "" || !strings.Contains(why, tc.why)):
			t.Errorf("%s: edited (%q), want refused for %q", tc.name, why, tc.why)
		case tc.why == "" && why != "":
			t.Errorf("%s: refused: %s", tc.name, why)
		case tc.why == "" && apply(tc.src, e) != tc.want:
			t.Errorf("%s:\n%s\nwant\n%s", tc.name, apply(tc.src, e), tc.want)
		}
	}
}
