package fix

import (
	"fmt"
	"html"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
)

// A page title in a framework that gives each route its own: SvelteKit's
// src/app.html is the shell of every route, and Next.js's App Router has
// no HTML template at all. A title written into the shell would name every
// page with this one's title, so it goes into the route's own page
// component, in the framework's way:
//   - SvelteKit: <svelte:head><title>…</title></svelte:head> in +page.svelte;
//   - Next.js: export const metadata = { title: "…" } in page.tsx (a
//     server component; a client component cannot export metadata);
//   - Nuxt: useHead({ title: "…" }) in pages/…/*.vue (nuxthead.go).
//
// The route's page component is the one that writes elements of the page
// (the live elements located in a +page.svelte or an app/…/page.tsx).

var (
	kitPage  = regexp.MustCompile(`(^|/)src/routes/(.*/)?\+page\.svelte$`)
	nextPage = regexp.MustCompile(`(^|/)(src/)?app/(.*/)?page\.(tsx|jsx|ts|js)$`)
	// useClient is a client component's directive, before any statement.
	useClient = regexp.MustCompile(`^(\s*(//[^\n]*\n|/\*[\s\S]*?\*/))*\s*['"]use client['"]`)
)

// routeTitle plans the title fix f into the route's page component.
func (ix *TemplateIndex) routeTitle(f *Record, live map[string]*LiveElement) (*SourceFix, string) {
	var page *TemplateFile
	for _, x := range slices.Sorted(maps.Keys(live)) {
		el := live[x]
		if el == nil {
			continue
		}
		// Only where the dev build placed it: a guess by markup could
		// name another route's page.
		if at, ok := ix.Locate(*el); ok && at.Loc.Confidence == "high" && at.file != nil && (kitPage.MatchString(at.file.Rel) || nextPage.MatchString(at.file.Rel) ||
			at.file.kind == "vue" && nuxtPage.MatchString(at.file.Rel) && ix.isNuxt() && !strings.Contains(string(at.file.Src), "<NuxtPage")) {
			// (A parent route, which holds <NuxtPage/>, titles its children.)
			page = at.file
			break
		}
	}
	if page == nil || page.comps == nil {
		return nil, ""
	}
	if strings.Contains(page.Rel, "[") {
		// A dynamic route ([slug]) renders many pages: one literal would
		// name them all after this one.
		return nil, fmt.Sprintf("%s is a dynamic route: every page it renders would get this one's title; give it a title from its data (a <title> with an expression, or generateMetadata)", page.Rel)
	}
	src := string(page.Src)
	rec := *f
	g := &SourceFix{RuleID: f.RuleID, Kind: f.Kind, Value: f.Text, FixIDs: []string{f.ID}, Instances: 1, rec: &rec, file: page}
	name := path.Base(page.Rel)
	via := "the route's page component"
	switch {
	case page.kind == "vue":
		return nuxtTitle(f, page)
	case page.kind == "svelte":
		if strings.Contains(src, "<svelte:head") {
			return nil, fmt.Sprintf("%s has a <svelte:head> of its own: give it the <title> there", page.Rel)
		}
		// After the component's scripts, at the top level of its markup.
		at := 0
		for _, m := range regexp.MustCompile(`(?m)^</script>[^\n]*\n?`).FindAllStringIndex(src, -1) {
			at = m[1]
		}
		esc := strings.NewReplacer("{", "&#123;", "}", "&#125;").Replace(html.EscapeString(f.Text))
		g.titleAt, g.titleText = at, "\n<svelte:head>\n\t<title>"+esc+"</title>\n</svelte:head>\n"
		if at == 0 {
			g.titleText = strings.TrimPrefix(g.titleText, "\n") + "\n"
		}
		g.Markup = "<svelte:head><title>" + esc + "</title></svelte:head> in the route's " + name
	default:
		if useClient.MatchString(src) {
			return nil, fmt.Sprintf("%s is a client component ('use client'), which cannot export metadata: give the route a title in a server component (its layout or page)", page.Rel)
		}
		if regexp.MustCompile(`\b(metadata|generateMetadata)\b`).MatchString(src) {
			return nil, fmt.Sprintf("%s already declares metadata: give it a title there", page.Rel)
		}
		// After the last import, as the module's parser places it, at the
		// end of that line.
		at := page.importsEnd
		if at > 0 {
			if nl := strings.IndexByte(src[at:], '\n'); nl >= 0 {
				at += nl + 1
			} else {
				at = len(src)
			}
		}
		q := quoteJS(f.Text)
		g.titleAt, g.titleText = at, "\nexport const metadata = { title: "+q+" };\n"
		g.Markup = "export const metadata = { title: " + q + " } in the route's " + name
	}
	line, _ := lineCol(page.Src, g.titleAt)
	g.Loc = SourceLocation{File: page.Rel, Line: line, Column: 1, Component: strings.TrimSuffix(name, path.Ext(name)), Confidence: "medium", Via: via}
	return g, ""
}

// compTitleFallback plans a title fix on a component's <title> whose one
// child is an expression that rendered empty (React 19's
// <title>{shopName}</title>, with shopName unset): the expression stays,
// with this page's title as its fallback ({shopName || "…"} in JSX and
// Svelte, {{ shopName || "…" }} in Vue), for review.
func compTitleFallback(f *Record, at Located) (*SourceFix, string) {
	if f.RuleID != "document-title" || f.Kind != KindContent || at.comp == nil || at.comp.tag != "title" || at.comp.innerEnd <= at.comp.tagEnd {
		return nil, ""
	}
	inner := strings.TrimSpace(string(at.file.Src[at.comp.tagEnd:at.comp.innerEnd]))
	if at.comp.expr == "" || at.comp.text != "" {
		return nil, fmt.Sprintf("%s:%d writes the <title> with words of its own (%s); give the page its title there", at.Loc.File, at.Loc.Line, truncRunes(inner, 40))
	}
	q := quoteJS(f.Text)
	var text string
	switch at.file.kind {
	case "vue":
		e := strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(inner, "{{"), "}}"))
		if strings.Contains(e, "{{") {
			return nil, ""
		}
		text = "{{ (" + e + ") || " + q + " }}"
	default: // JSX and Svelte: {expression}
		if !strings.HasPrefix(inner, "{") || !strings.HasSuffix(inner, "}") || strings.Count(inner, "{") != 1 {
			return nil, ""
		}
		text = "{(" + strings.TrimSpace(inner[1:len(inner)-1]) + ") || " + q + "}"
	}
	rec := *f
	g := &SourceFix{Loc: at.Loc, RuleID: f.RuleID, Kind: f.Kind, Value: f.Text, FixIDs: []string{f.ID}, Instances: 1, rec: &rec, file: at.file, comp: at.comp,
		titleAt: at.comp.tagEnd, titleEnd: at.comp.innerEnd, titleText: text, Markup: "<title>" + text + "</title>"}
	g.Loc.Via += "; the title's expression, with a fallback when it renders empty"
	g.Review = fmt.Sprintf("the title is %s, which rendered empty here; %q is its fallback, from this page: check it names every page that renders it", inner, f.Text)
	return g, ""
}
