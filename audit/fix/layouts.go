package fix

import (
	"html"
	"path"
	"regexp"
	"slices"
	"strings"
)

// Layouts: which templates other pages share, what they include, and the
// site's name as a layout writes it.

// sharedLayout says whether a template's literals show on other pages: it
// pulls other templates into itself (a layout), or it is a partial that
// two or more other templates include, by a name it defines ({{define
// "head"}}) or by its file name.
func (ix *TemplateIndex) sharedLayout(f *TemplateFile) bool {
	src := string(f.Src)
	for _, m := range []string{"{{template ", "{{ template ", "{{block ", "{% block", "{% include", "{{>", "{{{body}}}", "<%= yield", "{{ content", "{{content", "%sveltekit.body%"} {
		if strings.Contains(src, m) {
			return true
		}
	}
	names := []string{}
	for _, m := range defineRe.FindAllStringSubmatch(src, -1) {
		names = append(names, `"`+m[1]+`"`)
	}
	base := path.Base(f.Rel)
	stem := strings.TrimSuffix(base, path.Ext(base))
	users := 0
	for _, o := range ix.Files {
		if o == f || o.kind != "" {
			continue
		}
		for _, l := range strings.Split(string(o.Src), "\n") {
			if !includeRe.MatchString(l) {
				continue
			}
			if slices.ContainsFunc(names, func(n string) bool { return strings.Contains(l, n) }) || wordIn(l, stem) {
				users++
				break
			}
		}
	}
	return users >= 2
}

var (
	// defineRe finds the templates a file defines for others to include.
	defineRe = regexp.MustCompile(`\{\{-?\s*(?:define|block)\s+"([^"]+)"`)
	// includeRe finds a line that pulls another template in, in the
	// template languages the index reads.
	includeRe = regexp.MustCompile(`\{\{-?\s*(?:template|block)\s|\{%-?\s*(?:include|extends|import|from|embed|render|layout)\s|\{\{>|\binclude\(|\brender\b|\bpartial\b`)
)

// wordIn says whether w appears in l as a whole word (a file name
// without its extension: "head" in {% include "head.njk" %}).
func wordIn(l, w string) bool {
	for i := 0; w != "" && i <= len(l)-len(w); {
		j := strings.Index(l[i:], w)
		if j < 0 {
			return false
		}
		at := i + j
		before, after := at == 0 || !isWordByte(l[at-1]), at+len(w) == len(l) || !isWordByte(l[at+len(w)])
		if before && after {
			return true
		}
		i = at + 1
	}
	return false
}

func isWordByte(c byte) bool {
	return c == '_' || c == '-' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// siteName is the site's name as layout writes it: og:site_name or
// application-name, else the text (or logo alt) of its first link to the
// site's home; "" when there is none, or it is long or template syntax.
func siteName(layout *TemplateFile) string {
	var name string
	attr := func(n *srcNode, a string) string {
		return attrValue(string(layout.Src[n.start:n.tagEnd]), a)
	}
	layout.root.walk(func(n *srcNode) {
		if name != "" {
			return
		}
		if n.tag == "meta" {
			if p := attr(n, "property") + attr(n, "name"); p == "og:site_name" || p == "application-name" {
				name = attr(n, "content")
			}
		}
	})
	if name == "" {
		layout.root.walk(func(n *srcNode) {
			if name != "" || n.tag != "a" {
				return
			}
			if h := attr(n, "href"); h != "/" && h != "./" && h != "/index.html" {
				return
			}
			// An SVG logo's own text (a monogram) is not the name.
			inner := svgBlock.ReplaceAllString(string(layout.Src[n.tagEnd:n.innerEnd]), " ")
			text := strings.Join(strings.Fields(html.UnescapeString(anyTag.ReplaceAllString(inner, " "))), " ")
			if text == "" {
				for _, c := range n.children {
					if c.tag == "img" {
						text = attr(c, "alt")
					}
				}
			}
			switch {
			case genericHome[strings.ToLower(strings.Trim(text, " .!»›<>"))]:
				// "Home" in the nav says where the link goes, not the site.
			case text == "":
				name = "\x00" // the first home link names nothing: no other is taken
			default:
				name = text
			}
		})
	}
	name = strings.TrimSpace(name)
	if name == "\x00" || templateSyntax.MatchString(name) || len(name) > 40 || len(strings.Fields(name)) > 5 {
		return ""
	}
	return name
}

// layoutSiteName is the site's name as the layout writes it, or as the
// first template it includes that writes one does (a header partial).
func (ix *TemplateIndex) layoutSiteName(layout *TemplateFile) string {
	if name := siteName(layout); name != "" {
		return name
	}
	var lines []string // the layout's include lines, in order
	for _, l := range strings.Split(string(layout.Src), "\n") {
		if includeRe.MatchString(l) {
			lines = append(lines, l)
		}
	}
	if len(lines) == 0 {
		return ""
	}
	names := map[*TemplateFile]*regexp.Regexp{}
	for _, l := range lines {
		for _, o := range ix.Files {
			if o == layout || o.kind != "" || o.root == nil {
				continue
			}
			if names[o] == nil {
				names[o] = includeOf(o.Rel)
			}
			if !names[o].MatchString(l) {
				continue
			}
			if name := siteName(o); name != "" {
				return name
			}
		}
	}
	return ""
}

// find is the first element under n with tag.
func (n *srcNode) find(tag string) *srcNode {
	var got *srcNode
	n.walk(func(c *srcNode) {
		if got == nil && c.tag == tag {
			got = c
		}
	})
	return got
}

var (
	svgBlock = regexp.MustCompile(`(?is)<svg\b.*?</svg>`)
	anyTag   = regexp.MustCompile(`<[^>]*>`)
)

// includeOf matches an include line that names the template at rel by its
// whole file name (partials/head, "head.njk"), not as part of another's
// (sub-head, masthead).
func includeOf(rel string) *regexp.Regexp {
	base := path.Base(rel)
	stem := strings.TrimSuffix(base, path.Ext(base))
	if stem == "" {
		return regexp.MustCompile(`$^`) // names nothing
	}
	return regexp.MustCompile(`(^|[/'"\s(])` + regexp.QuoteMeta(stem) + `(\.[A-Za-z0-9]+)?(['"\s)}%]|$)`)
}

// genericHome are a home link's words that name no site.
var genericHome = map[string]bool{"home": true, "home page": true, "homepage": true, "back": true, "back to home": true, "start": true,
	"index": true, "main": true, "main page": true, "top": true, "go home": true, "menu": true, "logo": true}
