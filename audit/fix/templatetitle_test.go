package fix

import (
	"strings"
	"testing"
)

// planTitle plans the title fix "Contact us" for a page whose <head> the
// templates write, with or without a <title> element, and applies it.
func planTitle(t *testing.T, files map[string]string, hasTitle bool) (*SourcePlan, map[string][]byte) {
	t.Helper()
	return planTitleText(t, files, hasTitle, "Contact us")
}

func planTitleText(t *testing.T, files map[string]string, hasTitle bool, text string) (*SourcePlan, map[string][]byte) {
	t.Helper()
	ix := writeTemplates(t, files)
	head := &LiveElement{Tag: "head", Attrs: map[string]string{}, Up: []LiveElement{{Tag: "html", Attrs: map[string]string{}}}}
	live := map[string]*LiveElement{"/html/head": head}
	if hasTitle {
		live["/html/head/title"] = &LiveElement{Tag: "title", Attrs: map[string]string{}, Up: []LiveElement{{Tag: "head", Attrs: map[string]string{}}}}
	}
	plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "document-title", Kind: KindContent, XPath: "/html/head/title", Selector: "title", Text: text}}, live)
	changed, notes := ix.Apply(plan, nil)
	if len(notes) > 0 {
		t.Errorf("apply notes: %q", notes)
	}
	return plan, changed
}

// A layout shared by every page never gets one page's title as a literal.
// The page's own template says it where the language lets a page: its
// include's empty literal, its block; otherwise the layout falls back to
// the site's name as it writes it, for review.
func TestTemplateTitleGoesWhereThePageSaysIt(t *testing.T) {
	const homeLink = `<header><a href="/" class="brand">Fieldnotes <span>docs</span></a></header>`
	cases := []struct {
		name  string
		files map[string]string
		title bool
		file  string // the file edited, and what it must then hold
		want  string
		site  bool // the site-name fallback (for review)
	}{
		{"jinja block filled after extends", map[string]string{
			"base.html":    "<!doctype html>\n<html>\n<head>\n  <title>{% block title %}{% endblock %}</title>\n</head>\n<body>{% block content %}{% endblock %}</body>\n</html>\n",
			"contact.html": "{% extends \"base.html\" %}\n{% block content %}<h1>Contact us</h1>{% endblock %}\n",
			"index.html":   "{% extends \"base.html\" %}\n{% block content %}<h1>Shop</h1>{% endblock %}\n",
		}, true, "contact.html", "{% extends \"base.html\" %}\n{% block title %}Contact us{% endblock %}\n{% block content %}", false},
		{"jinja empty block in the page", map[string]string{
			"base.njk":    "<html>\n<head>\n  <title>{% block title %}{% endblock %}</title>\n</head>\n<body>{% block content %}{% endblock %}</body>\n</html>\n",
			"contact.njk": "{% extends \"base.njk\" %}\n{% block title %}{% endblock %}\n{% block content %}<h1>Contact us</h1>{% endblock %}\n",
			"index.njk":   "{% extends \"base.njk\" %}\n{% block content %}<h1>Shop</h1>{% endblock %}\n",
		}, true, "contact.njk", "{% block title %}Contact us{% endblock %}", false},
		{"ejs include's empty literal", map[string]string{
			"views/partials/head.ejs": "<!DOCTYPE html>\n<html>\n<head>\n  <title><%= typeof title !== 'undefined' ? title : '' %></title>\n</head>\n<body>\n" + homeLink + "\n",
			"views/index.ejs":         "<%- include('partials/head', { title: '' }) %>\n<main><div class=\"page-title\">Contact us</div></main>\n",
			"views/post.ejs":          "<%- include('partials/head', { title: post.title }) %>\n<main><h1><%= post.title %></h1></main>\n",
		}, true, "views/index.ejs", "<%- include('partials/head', { title: 'Contact us' }) %>", false},
		{"ejs: another partial's include is not this one's", map[string]string{
			"views/partials/head.ejs":     "<!DOCTYPE html>\n<html>\n<head>\n  <title><%= typeof title !== 'undefined' ? title : '' %></title>\n</head>\n<body>\n" + homeLink + "\n",
			"views/partials/sub-head.ejs": "<p class=\"sub\"><%= title %></p>\n",
			"views/index.ejs":             "<%- include('partials/head', { title: pageTitle }) %>\n<%- include('partials/sub-head', { title: '' }) %>\n<main><h1>Contact us</h1></main>\n",
			"views/post.ejs":              "<%- include('partials/head') %>\n<main><h1><%= post.title %></h1></main>\n",
		}, true, "views/partials/head.ejs", `<title><%= (typeof title !== 'undefined' ? title : '') || "Fieldnotes docs" %></title>`, true},
		{"ejs from the route: the site's name", map[string]string{
			"views/partials/head.ejs": "<!DOCTYPE html>\n<html>\n<head>\n  <title><%= typeof title !== 'undefined' ? title : '' %></title>\n</head>\n<body>\n" + homeLink + "\n",
			"views/index.ejs":         "<%- include('partials/head') %>\n<main><h1>Contact us</h1></main>\n",
			"views/post.ejs":          "<%- include('partials/head') %>\n<main><h1><%= post.title %></h1></main>\n",
		}, true, "views/partials/head.ejs", `<title><%= (typeof title !== 'undefined' ? title : '') || "Fieldnotes docs" %></title>`, true},
		{"handlebars layout", map[string]string{
			"views/layouts/main.handlebars": "<!DOCTYPE html>\n<html>\n<head>\n  <title>{{title}}</title>\n</head>\n<body>\n" + homeLink + "\n{{{body}}}\n</body>\n</html>\n",
			"views/home.handlebars":         "<h1>Contact us</h1>\n{{#each articles}}{{> row}}{{/each}}\n",
			"views/partials/row.handlebars": "<li>{{title}}</li>\n",
		}, true, "views/layouts/main.handlebars", "<title>{{#if title}}{{title}}{{else}}Fieldnotes docs{{/if}}</title>", true},
		{"handlebars partial hash", map[string]string{
			"package.json":                 `{"dependencies": {"hbs": "4.2.0"}}`,
			"views/partials/head.hbs":      "<!DOCTYPE html>\n<html>\n<head>\n  <title>{{title}}</title>\n</head>\n<body>\n" + homeLink + "\n",
			"views/partials/head-meta.hbs": "<meta name=\"x\" content=\"{{title}}\">\n",
			"views/contact.hbs":            "{{> head}}\n{{> head-meta title=\"\"}}\n{{> head title=\"\"}}\n<h1>Contact us</h1>\n",
			"views/index.hbs":              "{{> head title=\"Shop\"}}\n<h1>Shop</h1>\n",
		}, true, "views/contact.hbs", "{{> head-meta title=\"\"}}\n{{> head title=\"Contact us\"}}", false},
		{"go html/template variable", map[string]string{
			"go.mod":                "module x\n",
			"templates/layout.html": "{{define \"layout\"}}<!doctype html>\n<html>\n<head>\n<title>{{.Title}}</title>\n</head>\n<body>\n<header><a href=\"/\"><img src=\"/logo.svg\" alt=\"Northwind Outfitters\"></a></header>\n{{template \"content\" .}}\n</body>\n</html>{{end}}\n",
			"templates/index.html":  "{{define \"content\"}}<h1>Contact us</h1>{{end}}\n",
			"templates/other.html":  "{{define \"content\"}}<h1>Other</h1>{{end}}\n",
		}, true, "templates/layout.html", `<title>{{or .Title "Northwind Outfitters"}}</title>`, true},
		{"go layout with no title", map[string]string{
			"go.mod":                "module x\n",
			"templates/layout.html": "{{define \"layout\"}}<!doctype html>\n<html>\n<head>\n  <meta charset=\"utf-8\">\n  <meta name=\"viewport\" content=\"width=device-width\">\n</head>\n<body>\n<header><a href=\"/\"><img src=\"/logo.svg\" alt=\"Northwind Outfitters\"></a></header>\n{{template \"content\" .}}\n</body>\n</html>{{end}}\n",
			"templates/index.html":  "{{define \"content\"}}<h1>Contact us</h1>{{end}}\n{{template \"layout\" .}}\n",
			"templates/other.html":  "{{define \"content\"}}<h1>Other</h1>{{end}}\n{{template \"layout\" .}}\n",
		}, false, "templates/layout.html", "  <meta charset=\"utf-8\">\n  <title>Northwind Outfitters</title>\n  <meta name=\"viewport\"", true},
		{"liquid render's empty literal", map[string]string{
			"package.json":         `{"dependencies": {"liquidjs": "10.0.0"}}`,
			"views/head.liquid":    "<html>\n<head>\n<title>{{ title }}</title>\n</head>\n<body>\n",
			"views/contact.liquid": "{% render 'head', title: '' %}\n<h1>Contact us</h1>\n",
			"views/index.liquid":   "{% render 'head', title: 'Shop' %}\n<h1>Shop</h1>\n",
		}, true, "views/contact.liquid", `{% render 'head', title: "Contact us" %}`, false},
		{"the site's name from the header partial", map[string]string{
			"package.json":              `{"dependencies": {"nunjucks": "3.2.4"}}`,
			"views/layout.njk":          "<html>\n<head>\n<title>{{ page.title }}</title>\n</head>\n<body>\n{% include \"partials/header.njk\" %}\n{% block content %}{% endblock %}\n</body>\n</html>\n",
			"views/partials/header.njk": "<header><a class=\"brand\" href=\"/\">\n  <svg><text x=\"2\" y=\"12\">GT</text></svg>\n  Green Thumb Garden Centre\n</a></header>\n",
			"views/contact.njk":         "{% extends \"layout.njk\" %}\n{% block content %}<h1>Contact us</h1>{% endblock %}\n",
			"views/index.njk":           "{% extends \"layout.njk\" %}\n{% block content %}<h1>Shop</h1>{% endblock %}\n",
		}, true, "views/layout.njk", `<title>{{ page.title or "Green Thumb Garden Centre" }}</title>`, true},
		{"eleventy front matter", map[string]string{
			"package.json":               `{"devDependencies": {"@11ty/eleventy": "3.1.2"}}`,
			"_includes/layouts/base.njk": "<!doctype html>\n<html>\n<head>\n  <title>{{ title }}</title>\n</head>\n<body>\n{{ content | safe }}\n</body>\n</html>\n",
			"index.njk":                  "---\nlayout: layouts/base.njk\neventsHeading: Coming up\n---\n<h1>Contact us</h1>\n",
			"about.njk":                  "---\nlayout: layouts/base.njk\ntitle: About\n---\n<h1>About</h1>\n",
		}, true, "index.njk", "---\nlayout: layouts/base.njk\neventsHeading: Coming up\ntitle: \"Contact us\"\n---\n", false},
		{"jekyll front matter's empty title", map[string]string{
			"Gemfile":               "source \"https://rubygems.org\"\ngem \"jekyll\", \"~> 4.3\"\n",
			"_layouts/default.html": "<!doctype html>\n<html>\n<head>\n  <title>{{ page.title }}</title>\n</head>\n<body>{{ content }}</body>\n</html>\n",
			"contact.html":          "---\nlayout: default\ntitle:\n---\n<h1>Contact us</h1>\n",
			"index.html":            "---\nlayout: default\ntitle: Home\n---\n<h1>Shop</h1>\n",
		}, true, "contact.html", "---\nlayout: default\ntitle: \"Contact us\"\n---\n", false},
		{"nunjucks variable the page sets after its extends", map[string]string{
			"package.json":       `{"dependencies": {"nunjucks": "3.2.4"}}`,
			"views/layout.html":  "<html>\n<head>\n<title>{{ pageTitle }}</title>\n</head>\n<body>\n" + homeLink + "\n{% block content %}{% endblock %}\n</body>\n</html>\n",
			"views/contact.html": "{% extends \"layout.html\" %}\n{% block content %}<h1>Contact us</h1>{% endblock %}\n",
			"views/index.html":   "{% extends \"layout.html\" %}\n{% block content %}<h1>Shop</h1>{% endblock %}\n",
		}, true, "views/contact.html", "{% extends \"layout.html\" %}\n{% set pageTitle = \"Contact us\" %}\n{% block content %}", false},
		{"liquid variable the page assigns after its layout", map[string]string{
			"package.json":              `{"dependencies": {"liquidjs": "10.30.1"}}`,
			"views/layouts/base.liquid": "<html>\n<head>\n<title>{{ pageTitle }}</title>\n</head>\n<body>\n{% block content %}{% endblock %}\n</body>\n</html>\n",
			"views/index.liquid":        "{% layout 'base' %}\n{% block content %}<h1>Contact us</h1>{% endblock %}\n",
			"views/about.liquid":        "{% layout 'base' %}\n{% block content %}<h1>About</h1>{% endblock %}\n",
		}, true, "views/index.liquid", "{% layout 'base' %}\n{% assign pageTitle = \"Contact us\" %}\n", false},
	}
	// A title with & < > is written as the language reads it back, not as
	// JSON's \u0026.
	cases = append(cases, struct {
		name  string
		files map[string]string
		title bool
		file  string
		want  string
		site  bool
	}{"a title with an ampersand", map[string]string{
		"package.json":      `{"dependencies": {"nunjucks": "3.2.4"}}`,
		"views/head.njk":    "<html>\n<head>\n<title>{{ title }}</title>\n</head>\n<body>\n",
		"views/contact.njk": "{% set title = '' %}{% include \"head.njk\" %}\n<h1>Fish &amp; Chips</h1>\n",
		"views/index.njk":   "{% set title = 'Shop' %}{% include \"head.njk\" %}\n<h1>Shop</h1>\n",
	}, true, "views/contact.njk", `{% set title = "Fish & Chips" %}`, false})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := "Contact us"
			if c.name == "a title with an ampersand" {
				text = "Fish & Chips"
			}
			plan, changed := planTitleText(t, c.files, c.title, text)
			if len(plan.Fixes) != 1 || len(plan.NotPlaced) != 0 {
				t.Fatalf("fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
			}
			g := plan.Fixes[0]
			if g.Loc.File != c.file || !strings.Contains(string(changed[c.file]), c.want) || len(changed) != 1 {
				t.Errorf("edited %v at %+v; %s holds:\n%s\nwant %q", len(changed), g.Loc, c.file, changed[c.file], c.want)
			}
			if site := g.Review != ""; site != c.site {
				t.Errorf("review %q; the site-name fallback is for review, a page's own title is not", g.Review)
			}
		})
	}
}

// No page's own template, no site name in the layout, or a title the
// layout writes only under a condition: nothing is written, and the
// reason says what a person must do.
func TestTemplateTitleNotGuessed(t *testing.T) {
	for name, files := range map[string]map[string]string{
		"no site name": {
			"views/layouts/main.handlebars": "<html>\n<head>\n  <title>{{title}}</title>\n</head>\n<body>{{{body}}}</body>\n</html>\n",
			"views/home.handlebars":         "<h1>Contact us</h1>\n{{> row}}\n",
			"views/other.handlebars":        "<h1>Other</h1>\n{{> row}}\n",
		},
		"a home link that says Home": {
			"views/layouts/main.handlebars": "<html>\n<head>\n  <title>{{title}}</title>\n</head>\n<body><nav><a href=\"/\">Home</a></nav>{{{body}}}</body>\n</html>\n",
			"views/home.handlebars":         "<h1>Contact us</h1>\n{{> row}}\n",
			"views/other.handlebars":        "<h1>Other</h1>\n{{> row}}\n",
		},
		"conditional title": {
			"views/layouts/main.handlebars": "<html>\n<head>\n{{#if title}}<title>{{title}}</title>{{/if}}\n</head>\n<body><a href=\"/\">Shop</a>{{{body}}}</body>\n</html>\n",
			"views/home.handlebars":         "<h1>Contact us</h1>\n{{> row}}\n",
		},
	} {
		t.Run(name, func(t *testing.T) {
			plan, changed := planTitle(t, files, name != "conditional title")
			if len(plan.Fixes) != 0 || len(changed) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], "title") {
				t.Errorf("fixes %+v, changed %q, not placed %q", plan.Fixes, changed, plan.NotPlaced)
			}
		})
	}
}

// A lang the template writes from a variable that rendered empty keeps the
// variable, with the fix's value as its fallback in the template's
// language; a literal lang is edited as before.
func TestTemplateLangGetsAFallback(t *testing.T) {
	for _, c := range []struct{ file, src, want string }{
		{"views/layouts/default.liquid", `<html lang="{{ locale }}">`, `<html lang="{{ locale | default: 'en' }}">`},
		{"templates/layout.gohtml", `<html lang="{{.Lang}}">`, "<html lang=\"{{or .Lang `en`}}\">"},
		{"views/layouts/main.hbs", `<html lang="{{lang}}">`, `<html lang="{{#if lang}}{{lang}}{{else}}en{{/if}}">`},
		{"views/head.ejs", `<html lang="<%= locale %>">`, `<html lang="<%= (locale) || 'en' %>">`},
		{"views/base.njk", `<html lang="{{ locale }}">`, `<html lang="{{ locale or 'en' }}">`},
		{"views/plain.njk", `<html>`, `<html lang="en">`},
		{"views/single.njk", `<html lang='{{ locale }}'>`, `<html lang='{{ locale or "en" }}'>`},
	} {
		ix := writeTemplates(t, map[string]string{c.file: c.src + "\n<head><title>T</title></head>\n<body><p>x</p></body>\n</html>\n"})
		el := &LiveElement{Tag: "html", Attrs: map[string]string{"lang": ""}}
		if !strings.Contains(c.src, "lang") {
			el.Attrs = map[string]string{}
		}
		plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "html-has-lang", Kind: KindAttribute, XPath: "/html", Selector: "html", Attribute: "lang", Value: "en"}},
			map[string]*LiveElement{"/html": el})
		plan.UseData(nil)
		changed, notes := ix.Apply(plan, nil)
		if len(plan.Fixes) != 1 || len(notes) > 0 || !strings.Contains(string(changed[c.file]), c.want) {
			t.Errorf("%s: fixes %+v, not placed %q, notes %q:\n%s\nwant %s", c.file, plan.Fixes, plan.NotPlaced, notes, changed[c.file], c.want)
		}
	}
}

// A lang the template's variable rendered as a wrong language is not given
// a fallback (it would change nothing): the reason says where to look.
func TestTemplateLangRenderedWrongIsNotPlaced(t *testing.T) {
	ix := writeTemplates(t, map[string]string{"views/base.njk": "<html lang=\"{{ locale }}\">\n<head><title>T</title></head>\n<body><p>x</p></body>\n</html>\n"})
	el := &LiveElement{Tag: "html", Attrs: map[string]string{"lang": "english"}}
	plan := ix.Plan([]*Record{{ID: "fix-1", RuleID: "html-lang-valid", Kind: KindAttribute, XPath: "/html", Selector: "html", Attribute: "lang", Value: "en"}},
		map[string]*LiveElement{"/html": el})
	plan.UseData(nil)
	if len(plan.Fixes) != 0 || len(plan.NotPlaced) != 1 || !strings.Contains(plan.NotPlaced[0], `rendered "english"`) {
		t.Errorf("fixes %+v, not placed %q", plan.Fixes, plan.NotPlaced)
	}
}

// A Flask app with no requirements file is known as Jinja by its imports;
// without them, {% %} alone leaves the language open.
func TestFlaskImportsSayJinja(t *testing.T) {
	for _, c := range []struct {
		files map[string]string
		want  string
	}{
		{map[string]string{"app.py": "import os\nfrom flask import Flask, render_template\n", "templates/base.html": "<title>{% block title %}{% endblock %}</title>"}, "jinja"},
		{map[string]string{"app.py": "# flask-like, but no import of it\n", "templates/base.html": "<title>{% block title %}{% endblock %}</title>"}, "blocks"},
	} {
		ix := writeTemplates(t, c.files)
		for _, f := range ix.Files {
			if got := ix.engine(f); got != c.want {
				t.Errorf("%s with %q: engine %q, want %q", f.Rel, c.files["app.py"], got, c.want)
			}
		}
	}
}
