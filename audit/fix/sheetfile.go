package fix

import (
	"math"
	"net/url"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/audit/evidence"
)

// Which file under the root writes the rule the page shows: the one a
// dev server names, the one at a linked sheet's address, or the one that
// writes the rule (a CSS module under its renamed classes, a sheet a
// bundler serves under a chunk's name).

// cssModule names a CSS module: its classes reach the page renamed
// (.due as ._due_1c0k1_2 under Vite, TaskRow_due__x1y2z under Next.js).
var cssModule = regexp.MustCompile(`\.module\.(?:css|scss|sass|less)$`)

var classToken = regexp.MustCompile(`\.(-?[A-Za-z_][A-Za-z0-9_-]*)`)

// moduleSelector is the selector a CSS module (a .module.css file, or a
// Vue component's <style module> when module) writes for the rule the
// page shows as pageSel: each of its classes may appear renamed with a
// prefix and a hash around the name, set off by underscores. Exactly one
// rule of the file must match.
func moduleSelector(f *TemplateFile, pageSel string, module bool) (string, bool) {
	if !module && !cssModule.MatchString(f.Rel) {
		return "", false
	}
	want := normSelector(pageSel)
	var found []string
	for _, reg := range styleRegions(f) {
		for _, r := range cssRuleSpans(f.Src[reg[0]:reg[1]], reg[0]) {
			var pat strings.Builder
			last := 0
			for _, m := range classToken.FindAllStringSubmatchIndex(r.sel, -1) {
				pat.WriteString(regexp.QuoteMeta(r.sel[last:m[0]]))
				pat.WriteString(`\.(?:[A-Za-z0-9_-]*_)?` + regexp.QuoteMeta(r.sel[m[2]:m[3]]) + `(?:_[A-Za-z0-9_-]*)?`)
				last = m[1]
			}
			pat.WriteString(regexp.QuoteMeta(r.sel[last:]))
			if re, err := regexp.Compile("^" + pat.String() + "$"); err == nil && re.MatchString(want) && !slices.Contains(found, r.sel) {
				found = append(found, r.sel)
			}
		}
	}
	if len(found) != 1 {
		return "", false
	}
	return found[0], true
}

// sheetFile is the file under the root that holds a rule: Vite's dev id
// names it; a linked sheet's URL path is looked for under the root (and
// its public/ and static/ folders); an inline <style> is looked for in the
// templates and components, and must be in exactly one.
func (ix *TemplateIndex) sheetFile(src *StyleSource, prop string) *TemplateFile {
	var paths []string
	switch {
	case src.DevID != "":
		id, _, _ := strings.Cut(src.DevID, "?")
		if rel, err := filepath.Rel(ix.Root, id); err == nil && !strings.HasPrefix(rel, "..") {
			paths = append(paths, filepath.ToSlash(rel))
		}
	case src.Href != "":
		if u, err := url.Parse(src.Href); err == nil {
			p := strings.TrimPrefix(u.Path, "/")
			paths = append(paths, p, "public/"+p, "static/"+p, "src/"+p)
		}
	default:
		return ix.ruleOwner(src, prop, false)
	}
	for _, p := range paths {
		for _, f := range ix.Files {
			if f.Rel == p {
				return f
			}
		}
	}
	// A bundler's chunk (Next.js serves app/globals.css as
	// /_next/static/chunks/app_globals_….css): the rule is looked for in
	// every sheet, as for an inline <style>, and must declare the value
	// the page shows (a sheet from elsewhere may share a selector).
	return ix.ruleOwner(src, prop, true)
}

// ruleOwner is the one file under the root that writes the rule (in a
// CSS module, under its own class names) and declares prop (with the
// value the page shows, when sameValue). Of several, the ones that
// declare that value are kept, then the one whose path a chunk's name
// spells (app_globals_….css); two left is not known, and nil.
func (ix *TemplateIndex) ruleOwner(src *StyleSource, prop string, sameValue bool) *TemplateFile {
	type cand struct {
		f     *TemplateFile
		value string
	}
	var found []cand
	for _, f := range ix.Files {
		sel := src.Selector
		if s, ok := moduleSelector(f, sel, false); ok {
			sel = s
		} else if cssModule.MatchString(f.Rel) {
			continue
		}
		if e, ok := cssDeclEdit(f.Src, styleRegions(f), sel, prop, "x"); ok && (!sameValue || sameStyleValue(prop, string(f.Src[e.start:e.end]), src.Value)) {
			found = append(found, cand{f, string(f.Src[e.start:e.end])})
		}
	}
	if len(found) > 1 {
		same := slices.DeleteFunc(slices.Clone(found), func(c cand) bool { return !sameStyleValue(prop, c.value, src.Value) })
		if len(same) > 0 {
			found = same
		}
	}
	if len(found) > 1 && src.Href != "" {
		chunk := path.Base(src.Href)
		named := slices.DeleteFunc(slices.Clone(found), func(c cand) bool {
			return !strings.HasPrefix(chunk, nonWord.ReplaceAllString(strings.TrimSuffix(c.f.Rel, path.Ext(c.f.Rel)), "_")+"_")
		})
		if len(named) > 0 {
			found = named
		}
	}
	if len(found) != 1 {
		return nil // none, or two files write this rule: which one the page used is not known
	}
	return found[0].f
}

var nonWord = regexp.MustCompile(`[^A-Za-z0-9]`)

// furthestStyles merges two contrast fixes of one rule: for each colour,
// the one further from the colour the rule gives (from), when both moved
// the same way (both darker, or both lighter); ok is false otherwise.
func furthestStyles(a, b map[string]string, from map[string]*StyleSource) (map[string]string, bool) {
	if len(a) != len(b) {
		return nil, false
	}
	out := map[string]string{}
	for prop, va := range a {
		vb, ok := b[prop]
		src := from[prop]
		if !ok || src == nil {
			return nil, false
		}
		o, err1 := evidence.ParseColor(src.Value)
		ca, err2 := evidence.ParseColor(va)
		cb, err3 := evidence.ParseColor(vb)
		if err1 != nil || err2 != nil || err3 != nil {
			return nil, false
		}
		da, db := ca.Luminance()-o.Luminance(), cb.Luminance()-o.Luminance()
		switch {
		case da*db < 0:
			return nil, false
		case math.Abs(db) > math.Abs(da):
			out[prop] = vb
		default:
			out[prop] = va
		}
	}
	return out, true
}
