package fix

import (
	"fmt"
	"html"
	"path"
	"regexp"
	"strings"
)

// A page title in a server-template app whose <head> is a layout every
// page shares. One literal there would give every page this page's title,
// so the title goes where the template language lets one page say its own:
//   - the page's own template sets the layout's variable with an empty
//     literal (EJS include('head', { title: '' }), {% set title = '' %},
//     {{> head title=""}}, {% render 'head', title: '' %}): the literal
//     becomes this page's title;
//   - the layout's title is a block ({% block title %}{% endblock %}): the
//     page's own template fills it, or gets one after its {% extends %};
//   - otherwise (the route's code passes the variable, or nothing does) the
//     layout falls back to the site's name, as the layout itself writes it
//     (its home link's text or logo alt, or og:site_name), when the page
//     gives no title: {{#if title}}{{title}}{{else}}Site{{/if}}, <%= (title)
//     || 'Site' %>, {{ title or "Site" }}, {{or .Title "Site"}}. That edit
//     is for review: each page should still get its own.
//
// The page's own template is the one that writes the text the title was
// drawn from (its h1), or the page's fixed elements, and uses the layout.

// templateTitle plans f, the title of a page whose <head> the shared
// template layout writes; title is its <title> there (nil: none). It
// returns the fix, or why none is written.
func (ix *TemplateIndex) templateTitle(f *Record, live map[string]*LiveElement, layout *TemplateFile, title *srcNode) (*SourceFix, string) {
	if f.RuleID != "document-title" || layout == nil || layout.kind != "" || f.Text == "" {
		return nil, ""
	}
	eng := ix.engine(layout)
	rec := *f
	g := &SourceFix{RuleID: f.RuleID, Kind: f.Kind, FixIDs: []string{f.ID}, Instances: 1, rec: &rec}
	inner, innerAt := "", 0
	if title != nil {
		innerAt = title.tagEnd
		inner = string(layout.Src[title.tagEnd:title.innerEnd])
	}
	variable, block := titleVariable(eng, inner)
	// This page's own template says it, where the language lets it.
	if variable != "" || block != "" {
		if page := ix.pageTemplate(f, live, layout); page != nil {
			if e, how, ok := pageSetsTitle(eng, page, layout, variable, block, f.Text); ok {
				return g.place(page, e, f.Text, how, "medium"), ""
			}
		}
	}
	site := ix.layoutSiteName(layout)
	if site == "" {
		return nil, fmt.Sprintf("%s is a layout that other pages include, and %q is this page's title; no page template of this page sets the layout's title, and the layout writes no site name (a home link's text, a logo's alt, og:site_name) to fall back on: give each page its own title", layout.Rel, f.Text)
	}
	var e edit
	switch {
	case title == nil:
		head := layout.root.find("head")
		if head == nil {
			return nil, ""
		}
		if strings.Contains(strings.ToLower(string(layout.Src)), "<title") {
			return nil, fmt.Sprintf("%s writes a <title> only under a condition this page did not meet; give this page its title there", layout.Rel)
		}
		at, indent := head.tagEnd, ""
		for _, c := range head.children {
			if c.tag == "meta" && strings.Contains(strings.ToLower(string(layout.Src[c.start:c.tagEnd])), "charset") {
				at = c.tagEnd
				ls := strings.LastIndexByte(string(layout.Src[:c.start]), '\n') + 1
				indent = string(layout.Src[ls:c.start])
				if strings.TrimSpace(indent) != "" {
					indent = ""
				}
			}
		}
		e = edit{start: at, end: at, text: "\n" + indent + "<title>" + html.EscapeString(site) + "</title>"}
	case strings.TrimSpace(inner) == "":
		e = edit{start: innerAt, end: title.innerEnd, text: html.EscapeString(site)}
	default:
		text, ok := fallback(eng, inner, variable, block, site, false)
		if !ok {
			return nil, fmt.Sprintf("%s writes the page's <title> as %s, which this tool cannot give a fallback in %s: give each page its own title", layout.Rel, strings.TrimSpace(truncRunes(inner, 50)), orNone([]string{eng}))
		}
		e = edit{start: innerAt, end: title.innerEnd, text: text}
	}
	rec.Text = site
	g.place(layout, e, site, "the layout's title when a page gives none", "medium")
	g.Review = fmt.Sprintf("%s is shared: every page that gives no title of its own now has the site's name, %q, as the layout writes it; this page's title would be %q: give each page its own where its route renders it", layout.Rel, site, f.Text)
	return g, ""
}

// place makes g the edit e of file, which shows value as the title.
func (g *SourceFix) place(file *TemplateFile, e edit, value, via, conf string) *SourceFix {
	g.file, g.Value = file, value
	g.rec.Text = value
	g.textEdits = []edit{e}
	line, col := lineCol(file.Src, e.start)
	g.Loc = SourceLocation{File: file.Rel, Line: line, Column: col, Confidence: conf, Via: via}
	g.Markup = strings.TrimSpace(e.text)
	if e.end > e.start {
		g.Markup = strings.TrimSpace(string(file.Src[e.start:e.end])) + " → " + g.Markup
	}
	return g
}

// pageTemplate is this page's own template that uses layout: the one
// template (not the layout, not shared) that writes the text the title
// was drawn from, or else the one that writes the page's fixed elements.
func (ix *TemplateIndex) pageTemplate(f *Record, live map[string]*LiveElement, layout *TemplateFile) *TemplateFile {
	names := includeOf(layout.Rel)
	uses := func(o *TemplateFile) bool {
		if o == layout || o.kind != "" {
			return false
		}
		for _, l := range strings.Split(string(o.Src), "\n") {
			if includeRe.MatchString(l) && names.MatchString(l) {
				return true
			}
		}
		return false
	}
	// A static site's page names its layout in its front matter (layout:
	// layouts/base.njk), not with an include.
	included := uses
	uses = func(o *TemplateFile) bool {
		if included(o) {
			return true
		}
		fm, ok := frontMatter(o.Src)
		return ok && o != layout && o.kind == "" && frontLayout.MatchString(fm) && names.MatchString(frontLayout.FindStringSubmatch(fm)[1])
	}
	fixed := map[*TemplateFile]bool{} // the files that write the page's fixed elements
	for _, el := range live {
		if at, ok := ix.Locate(*el); ok && at.Loc.Confidence != "low" {
			fixed[at.file] = true
		}
	}
	var byText, byFix []*TemplateFile
	for _, o := range ix.Files {
		if !uses(o) {
			continue
		}
		if strings.Contains(html.UnescapeString(string(o.Src)), f.Text) {
			byText = append(byText, o)
		}
		if fixed[o] {
			byFix = append(byFix, o)
		}
	}
	switch {
	case len(byText) == 1:
		return byText[0]
	case len(byText) == 0 && len(byFix) == 1:
		return byFix[0]
	}
	return nil
}

// pageSetsTitle is the edit of page (this page's own template) that gives
// the layout's title variable or block the text, where the language lets
// a page say it.
func pageSetsTitle(eng string, page, layout *TemplateFile, variable, block, text string) (edit, string, bool) {
	src := string(page.Src)
	base := path.Base(layout.Rel)
	stem := regexp.QuoteMeta(strings.TrimSuffix(base, path.Ext(base)))
	q := quoteJS(text)
	dq := q
	sq := "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(text) + "'"
	literal := func(re *regexp.Regexp, quoted, how string) (edit, string, bool) {
		ms := re.FindAllStringSubmatchIndex(src, -1)
		if len(ms) != 1 || ms[0][2] < 0 {
			return edit{}, "", false
		}
		return edit{start: ms[0][2], end: ms[0][3], text: quoted}, how, true
	}
	v := regexp.QuoteMeta(variable)
	if fm, ok := frontMatter(page.Src); ok && variable != "" && frontLayout.MatchString(fm) {
		// The page's front matter gives the layout its variables (an
		// Eleventy or Jekyll page): an empty key is filled, else the key
		// is added before its closing ---.
		name := strings.TrimPrefix(variable, "page.") // Jekyll reads front matter as page.title
		if !plainName.MatchString(name) {
			return edit{}, "", false // site.title is the site's data, not this page's key
		}
		v = regexp.QuoteMeta(name)
		key := regexp.MustCompile(`(?m)^` + v + `:[ \t]*(""|''|)[ \t]*$`)
		if m := key.FindStringSubmatchIndex(fm); m != nil {
			at := frontStart(page.Src)
			text := dq
			if m[2] == m[0]+len(name)+1 { // title: with no space after the colon
				text = " " + dq
			}
			return edit{start: at + m[2], end: at + m[3], text: text}, "the page's front matter gives the layout its title", true
		}
		if regexp.MustCompile(`(?m)^` + v + `:`).MatchString(fm) {
			return edit{}, "", false
		}
		at := frontStart(page.Src) + len(fm)
		return edit{start: at, end: at, text: name + ": " + dq + "\n"}, "the page's front matter gives the layout its title", true
	}
	switch {
	case eng == "ejs" && variable != "":
		return literal(regexp.MustCompile(`include\(\s*['"](?:[^'"]*/)?`+stem+`(?:\.ejs)?['"]\s*,\s*\{[^}]*?\b`+v+`\s*:\s*(''|""|`+"``"+`)`), sq, "the page's include of "+base+" passes its title")
	case (eng == "jinja" || eng == "twig" || eng == "django") && variable != "":
		if e, how, ok := literal(regexp.MustCompile(`\{%-?\s*set\s+`+v+`\s*=\s*(''|"")\s*-?%\}`), dq, "the page's own template sets the layout's title"); ok || eng != "jinja" {
			return e, how, ok
		}
		// A child template's top-level set is the layout's too (Jinja,
		// Nunjucks): one after its {% extends %}.
		return afterTag(src, `\{%-?\s*extends\s[^%]*%\}`, variable, "{% set "+variable+" = "+dq+" %}", "the page's own template sets the layout's title")
	case eng == "liquid" && variable != "":
		if e, how, ok := literal(regexp.MustCompile(`\{%-?\s*(?:render|include)\s+['"](?:[^'"]*/)?`+stem+`(?:\.liquid)?['"][^%]*?\b`+v+`\s*:\s*(''|"")`), dq, "the page's render of "+base+" passes its title"); ok {
			return e, how, ok
		}
		// LiquidJS renders a {% layout %} in the page's scope: an assign
		// there is the layout's.
		return afterTag(src, `\{%-?\s*layout\s[^%]*%\}`, variable, "{% assign "+variable+" = "+dq+" %}", "the page's own template assigns the layout's title")
	case (eng == "handlebars" || eng == "mustache") && variable != "":
		return literal(regexp.MustCompile(`\{\{>\s*['"]?(?:[\w.-]*/)?`+stem+`['"]?\s[^}]*?\b`+v+`\s*=\s*(''|"")`), dq, "the page's use of the "+base+" partial passes its title")
	case block != "" && eng != "go" && eng != "liquid":
		esc := html.EscapeString(text)
		re := regexp.MustCompile(`\{%-?\s*block\s+` + regexp.QuoteMeta(block) + `\s*-?%\}([\s\S]*?)\{%-?\s*endblock`)
		if ms := re.FindAllStringSubmatchIndex(src, -1); len(ms) == 1 {
			if strings.TrimSpace(src[ms[0][2]:ms[0][3]]) != "" {
				return edit{}, "", false
			}
			return edit{start: ms[0][2], end: ms[0][3], text: esc}, "the page's own template fills the layout's title block", true
		} else if len(ms) > 1 {
			return edit{}, "", false
		}
		ext := regexp.MustCompile(`\{%-?\s*extends\s[^%]*%\}[^\n]*\n?`).FindStringIndex(src)
		if ext == nil {
			return edit{}, "", false
		}
		at := ext[1]
		nl := ""
		if at == len(src) || src[at-1] != '\n' {
			nl = "\n"
		}
		return edit{start: at, end: at, text: nl + "{% block " + block + " %}" + esc + "{% endblock %}\n"}, "the page's own template fills the layout's title block", true
	}
	return edit{}, "", false
}

// plainName is a template variable a page can set by itself (not
// site.title, which is the site's data).
var plainName = regexp.MustCompile(`^[A-Za-z_]\w*$`)

// frontLayout is a front matter's layout key and value.
var frontLayout = regexp.MustCompile(`(?m)^layout:[ \t]*["']?([^"'\n]+?)["']?[ \t]*$`)

// frontMatter is the YAML between a template's opening and closing ---
// lines (ending with its last newline); ok is false without one.
func frontMatter(src []byte) (string, bool) {
	at := frontStart(src)
	if at == 0 {
		return "", false
	}
	s := string(src[at:])
	if strings.HasPrefix(s, "---") {
		return "", true
	}
	end := strings.Index(s, "\n---")
	if end < 0 {
		return "", false
	}
	return s[:end+1], true
}

// frontStart is where a front matter's first line starts (0: none).
func frontStart(src []byte) int {
	switch {
	case strings.HasPrefix(string(src), "---\n"):
		return 4
	case strings.HasPrefix(string(src), "---\r\n"):
		return 5
	}
	return 0
}

// afterTag inserts text on the line after the page's one tag matching re
// (its {% extends %} or {% layout %}), when variable is a plain name the
// page does not set already.
func afterTag(src, re, variable, text, how string) (edit, string, bool) {
	if !plainName.MatchString(variable) ||
		regexp.MustCompile(`\{%-?\s*(set|assign)\s+`+regexp.QuoteMeta(variable)+`\b`).MatchString(src) {
		return edit{}, "", false
	}
	ms := regexp.MustCompile(re).FindAllStringIndex(src, -1)
	if len(ms) != 1 {
		return edit{}, "", false
	}
	at := ms[0][1]
	if nl := strings.IndexByte(src[at:], '\n'); nl >= 0 {
		at += nl + 1
		return edit{start: at, end: at, text: text + "\n"}, how, true
	}
	return edit{start: len(src), end: len(src), text: "\n" + text + "\n"}, how, true
}
