package fix

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// app writes files into a new source root whose node_modules is the named
// fixture app's (for its parsers: svelte/compiler, @babel/parser).
func app(t *testing.T, parsers string, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	nm, _ := filepath.Abs("../../testdata/apps/" + parsers + "/node_modules")
	if _, err := os.Stat(nm); err != nil {
		t.Fatalf("the fixture app %s is not installed (make setup): %v", parsers, err)
	}
	if err := os.Symlink(nm, filepath.Join(dir, "node_modules")); err != nil {
		t.Fatal(err)
	}
	return dir
}

// titlePlan plans a page title fix with the page's <h1> located by the
// given dev location, and writes it.
func titlePlan(t *testing.T, dir string, h1 DevLoc) (*SourcePlan, map[string][]byte) {
	t.Helper()
	ix, err := IndexTemplates(dir)
	if err != nil {
		t.Fatal(err)
	}
	live := map[string]*LiveElement{
		"/html/head":        {Tag: "head", Attrs: map[string]string{}, Up: []LiveElement{{Tag: "html"}}},
		"/html/body/div/h1": {Tag: "h1", Text: "Events today", Attrs: map[string]string{}, Meta: &h1},
	}
	rec := &Record{ID: "fix-1", RuleID: "document-title", Kind: KindContent, XPath: "/html/head/title", Text: "Events today"}
	plan := ix.Plan([]*Record{rec}, live)
	changed, _ := ix.Apply(plan, nil)
	if broken := ix.Unparsable(changed); len(broken) > 0 {
		t.Errorf("the title edit leaves files unparsable: %v", broken)
	}
	return plan, changed
}

// TestRouteTitleGoesIntoThePage: SvelteKit's app.html is every route's
// shell and Next.js's App Router has no HTML template, so a page's title
// goes into the route's own page component in the framework's way
// (<svelte:head>, export const metadata), never into the shell; where the
// page cannot take it, a person is told why.
func TestRouteTitleGoesIntoThePage(t *testing.T) {
	kit := map[string]string{
		"src/app.html":            "<!doctype html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n%sveltekit.head%\n</head>\n<body><div>%sveltekit.body%</div></body>\n</html>\n",
		"src/routes/+page.svelte": "<script>\n  let q = $state('');\n</script>\n\n<h1>Events today</h1>\n<p>{q}</p>\n",
	}
	dir := app(t, "svelte-shop", kit)
	plan, changed := titlePlan(t, dir, DevLoc{File: "src/routes/+page.svelte", Line: 5, Column: 0, Framework: "svelte"})
	if len(plan.Fixes) != 1 || plan.Fixes[0].Loc.File != "src/routes/+page.svelte" {
		t.Fatalf("SvelteKit title: fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}
	if _, ok := changed["src/app.html"]; ok {
		t.Errorf("the title went into app.html, every route's shell:\n%s", changed["src/app.html"])
	}
	if want := "</script>\n\n<svelte:head>\n\t<title>Events today</title>\n</svelte:head>\n\n<h1>"; !strings.Contains(string(changed["src/routes/+page.svelte"]), want) {
		t.Errorf("+page.svelte:\n%s\nwant %q", changed["src/routes/+page.svelte"], want)
	}

	kit["src/routes/+page.svelte"] = "<svelte:head><meta name=\"description\" content=\"x\"></svelte:head>\n<h1>Events today</h1>\n"
	dir = app(t, "svelte-shop", kit)
	plan, _ = titlePlan(t, dir, DevLoc{File: "src/routes/+page.svelte", Line: 2, Column: 0, Framework: "svelte"})
	if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], "has a <svelte:head> of its own") {
		t.Errorf("a page with its own <svelte:head>: fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}

	next := map[string]string{
		"app/layout.tsx": "export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return <html lang=\"en\"><body>{children}</body></html>;\n}\n",
		"app/page.tsx":   "import Card from './card';\nimport {\n  events,\n} from './data';\n\nexport default function Home() {\n  return <h1>Events today</h1>;\n}\n",
	}
	dir = app(t, "react-shop", next)
	plan, changed = titlePlan(t, dir, DevLoc{File: "app/page.tsx", Line: 7, Column: 10, Framework: "react"})
	if len(plan.Fixes) != 1 || plan.Fixes[0].Loc.File != "app/page.tsx" {
		t.Fatalf("Next.js title: fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}
	if want := "} from './data';\n\nexport const metadata = { title: \"Events today\" };\n\nexport default"; !strings.Contains(string(changed["app/page.tsx"]), want) {
		t.Errorf("page.tsx:\n%s\nwant %q", changed["app/page.tsx"], want)
	}

	next["app/page.tsx"] = "'use client';\nexport default function Home() {\n  return <h1>Events today</h1>;\n}\n"
	dir = app(t, "react-shop", next)
	plan, _ = titlePlan(t, dir, DevLoc{File: "app/page.tsx", Line: 3, Column: 10, Framework: "react"})
	if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], "client component") {
		t.Errorf("a client page: fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}
}

// TestUnmarkedSvelteElementFoundByItsMarkup: Svelte marks no element after
// a {@render children()} in a SvelteKit layout; such an element is found
// among the components by its markup (its words, its class, its parents),
// at medium confidence, and not when two elements match as well.
func TestUnmarkedSvelteElementFoundByItsMarkup(t *testing.T) {
	dir := app(t, "svelte-shop", map[string]string{
		"src/routes/+layout.svelte": "<script>\n  let { children } = $props();\n</script>\n\n<main>{@render children()}</main>\n<footer class=\"site-footer\">\n  <p>© 2025 Riverside Library</p>\n</footer>\n",
		"src/routes/+page.svelte":   "<h1>Books</h1>\n<p>New this week</p>\n<p class=\"note\">Open late on Thursdays</p>\n",
	})
	ix, err := IndexTemplates(dir)
	if err != nil {
		t.Fatal(err)
	}
	p := LiveElement{Tag: "p", Text: "© 2025 Riverside Library", Attrs: map[string]string{}, Up: []LiveElement{{Tag: "footer", Attrs: map[string]string{"class": "site-footer svelte-1x2y3z"}}, {Tag: "div"}}}
	at, ok := ix.Locate(p)
	if !ok || at.Loc.File != "src/routes/+layout.svelte" || at.Loc.Line != 7 || at.Loc.Confidence != "medium" {
		t.Errorf("the footer's <p>: %+v %v, want +layout.svelte:7 at medium confidence", at.Loc, ok)
	}
	// Two paragraphs with no words or attributes of their own to tell
	// them apart: none is guessed.
	blank := LiveElement{Tag: "p", Text: "", Attrs: map[string]string{}, Up: []LiveElement{{Tag: "div"}}}
	if at, ok := ix.Locate(blank); ok {
		t.Errorf("a bare <p> was located at %+v", at.Loc)
	}
}

// A component's <title> whose one child is an expression that rendered
// empty (React 19's <title>{shopName}</title>) keeps the expression, with
// this page's title as its fallback, for review; a title with words of its
// own is not placed.
func TestComponentTitleGetsAFallback(t *testing.T) {
	for _, c := range []struct{ parsers, file, src, want string }{
		{"react19-shop", "src/App.jsx", "const shopName = import.meta.env.VITE_SHOP_NAME;\nexport default function App() {\n  return <main><title>{shopName}</title><h1>Made to be used every day</h1></main>;\n}\n", `<title>{(shopName) || "Fish & Chips"}</title>`},
		{"vue-shop", "src/App.vue", "<script setup>\nconst shopName = ''\n</script>\n<template>\n  <title>{{ shopName }}</title>\n</template>\n", `<title>{{ (shopName) || "Fish & Chips" }}</title>`},
		{"react19-shop", "src/B.jsx", "export default function B() {\n  return <title>Shop {1}</title>;\n}\n", ""},
	} {
		ix, at := compIn(t, c.parsers, c.file, c.src, "title")
		rec := &Record{ID: "fix-1", RuleID: "document-title", Kind: KindContent, XPath: "/html/head/title", Text: "Fish & Chips"}
		g, why := compTitleFallback(rec, at)
		if c.want == "" {
			if g != nil || why == "" {
				t.Errorf("%s: a title with words was given a fallback: %+v %q", c.file, g, why)
			}
			continue
		}
		if g == nil || g.Review == "" {
			t.Fatalf("%s: %+v %q", c.file, g, why)
		}
		out := string(compEdits(ix, at.file, []*SourceFix{g}))
		if !strings.Contains(out, c.want) {
			t.Errorf("%s: wrote\n%s\nwant %s", c.file, out, c.want)
		}
	}
}
