package fix

import (
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
)

// Nuxt writes no HTML shell: the page's <html lang> and <title> come from
// useHead (auto-imported in every component), so that is where they are
// fixed, in the component's own <script setup>:
//   - a page's title in its route's page component (pages/…/*.vue):
//     useHead({ title: "…" }), or title added to a useHead or useSeoMeta
//     call it already makes;
//   - the language, which is the whole app's, in app.vue (or the default
//     layout): useHead({ htmlAttrs: { lang: "en" } }).
//
// Both are component edits, seen after the hot reload like any other.

var (
	nuxtPage   = regexp.MustCompile(`^(app/|src/)?pages/(.*/)?[^/]+\.vue$`)
	headCall   = regexp.MustCompile(`\buse(Head|SeoMeta)\(\s*\{`)
	setupOpen  = regexp.MustCompile(`<script\b[^>]*\bsetup\b[^>]*>`)
	scriptOpen = regexp.MustCompile(`<script\b`)
)

// isNuxt says whether the source root is a Nuxt app (its config is there).
func (ix *TemplateIndex) isNuxt() bool {
	for _, name := range []string{"nuxt.config.ts", "nuxt.config.js", "nuxt.config.mjs", "nuxt.config.mts"} {
		if _, err := os.Stat(filepath.Join(ix.Root, name)); err == nil {
			return true
		}
	}
	return false
}

// headEdit is the edit that sets key to value (JavaScript) in a Vue
// component's head: in a useHead or useSeoMeta call it makes (useHead
// only for htmlAttrs), else a new useHead call at the end of its <script
// setup>, else a new <script setup> at its top. why says why not.
func headEdit(src []byte, key, value string) (e edit, why string) {
	s := string(src)
	// A key the component gives anywhere (title: …, or the shorthand
	// { title }) is corrected there, never given twice.
	if regexp.MustCompile(`[{,]\s*` + key + `\s*[:,}]`).MatchString(s) {
		return edit{}, "it already gives " + key + ": correct it there"
	}
	for _, m := range headCall.FindAllStringSubmatchIndex(s, -1) {
		if line := s[strings.LastIndexByte(s[:m[0]], '\n')+1 : m[0]]; strings.Contains(line, "//") {
			continue // in a comment
		}
		if key == "htmlAttrs" && s[m[2]:m[3]] != "Head" {
			continue
		}
		// On a line of its own when the object's keys are (as the next
		// one is indented).
		if rest := s[m[1]:]; strings.HasPrefix(rest, "\n") {
			line := rest[1:]
			indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
			return edit{start: m[1], end: m[1], text: "\n" + indent + key + ": " + value + ","}, ""
		}
		return edit{start: m[1], end: m[1], text: " " + key + ": " + value + ","}, ""
	}
	if loc := setupOpen.FindStringIndex(s); loc != nil {
		close := strings.Index(s[loc[1]:], "</script>")
		if close < 0 {
			return edit{}, "its <script setup> has no end"
		}
		at := loc[1] + close
		text := "useHead({ " + key + ": " + value + " })\n"
		if at > 0 && s[at-1] != '\n' {
			text = "\n" + text
		}
		return edit{start: at, end: at, text: text}, ""
	}
	if scriptOpen.MatchString(s) {
		return edit{}, "it has a <script> without setup: call useHead in its setup()"
	}
	return edit{start: 0, end: 0, text: "<script setup>\nuseHead({ " + key + ": " + value + " })\n</script>\n\n"}, ""
}

// nuxtTitle plans a title fix into the route's page component.
func nuxtTitle(f *Record, page *TemplateFile) (*SourceFix, string) {
	e, why := headEdit(page.Src, "title", quoteJS(f.Text))
	if why != "" {
		return nil, page.Rel + ": " + why
	}
	rec := *f
	name := path.Base(page.Rel)
	g := &SourceFix{RuleID: f.RuleID, Kind: f.Kind, Value: f.Text, FixIDs: []string{f.ID}, Instances: 1, rec: &rec, file: page,
		titleAt: e.start, titleEnd: e.end, titleText: e.text, Markup: "useHead({ title: " + quoteJS(f.Text) + " }) in the route's " + name}
	line, _ := lineCol(page.Src, e.start)
	g.Loc = SourceLocation{File: page.Rel, Line: line, Column: 1, Component: strings.TrimSuffix(name, path.Ext(name)), Confidence: "medium", Via: "the route's page component (Nuxt's useHead)"}
	return g, ""
}

// nuxtLang plans a language fix of the whole app: into app.vue, or the
// default layout when there is no app.vue.
func (ix *TemplateIndex) nuxtLang(f *Record) (*SourceFix, string) {
	if f.Kind != KindAttribute || f.Attribute != "lang" {
		return nil, ""
	}
	var root *TemplateFile
	for _, want := range []string{"app.vue", "app/app.vue", "layouts/default.vue", "app/layouts/default.vue"} {
		for _, tf := range ix.Files {
			if tf.Rel == want && tf.comps != nil && root == nil {
				root = tf
			}
		}
	}
	if root == nil {
		return nil, "a Nuxt app with no app.vue or default layout: give the language in nuxt.config (app.head.htmlAttrs.lang)"
	}
	val := "{ lang: " + quoteJS(f.Value) + " }"
	e, why := headEdit(root.Src, "htmlAttrs", val)
	if why != "" {
		return nil, root.Rel + ": " + why
	}
	rec := *f
	name := path.Base(root.Rel)
	g := &SourceFix{RuleID: f.RuleID, Kind: f.Kind, Attribute: "lang", Value: f.Value, FixIDs: []string{f.ID}, Instances: 1, rec: &rec, file: root,
		titleAt: e.start, titleEnd: e.end, titleText: e.text, Markup: "useHead({ htmlAttrs: " + val + " }) in " + name}
	line, _ := lineCol(root.Src, e.start)
	g.Loc = SourceLocation{File: root.Rel, Line: line, Column: 1, Component: strings.TrimSuffix(name, path.Ext(name)), Confidence: "medium", Via: "the app's root component (Nuxt's useHead)"}
	return g, ""
}
