package fix

import (
	"fmt"
	"hash/fnv"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Writing a plan into the templates' text, and the diff of what changed.

// Apply writes the fixes keep accepts into the templates' text. It returns
// the new content of each file it changed (by Rel) and the fixes it could
// not write. Style rules go into the template that writes the page's
// <head>.
func (ix *TemplateIndex) Apply(p *SourcePlan, keep func(*SourceFix) bool) (map[string][]byte, []string) {
	byFile := map[*TemplateFile][]*SourceFix{}
	var rules []*SourceFix
	for _, g := range p.Fixes {
		switch {
		case keep != nil && !keep(g):
		case g.Kind == KindStyleRule:
			rules = append(rules, g)
		default:
			byFile[g.file] = append(byFile[g.file], g)
		}
	}
	out := map[string][]byte{}
	var notes, css []string
	for _, f := range ix.Files {
		gs := byFile[f]
		if len(gs) == 0 {
			continue
		}
		if f.comps != nil {
			out[f.Rel] = compEdits(ix, f, gs)
			continue
		}
		var recs []*Record
		nodeOf := map[*Record]*srcNode{}
		for _, g := range gs {
			// A title, a lang's fallback, a style's values: edits of the
			// file's text, placed with the element edits by offset.
			g.rec.raw = g.textEdits
			g.rec.rawValue = g.FromData
			recs = append(recs, g.rec)
			nodeOf[g.rec] = g.node
		}
		var head *srcNode
		if p.head != nil && p.head.file == f {
			head = p.head.node
		}
		src, unplaced, _ := patchNodes(f.Src, recs, func(r *Record) *srcNode { return nodeOf[r] }, head, &css)
		notes = append(notes, unplaced...)
		out[f.Rel] = src
	}
	// Rules last, on each file as the edits above left it.
	for _, g := range rules {
		src, ok := out[g.file.Rel]
		if !ok {
			src = g.file.Src
		}
		for _, prop := range slices.Sorted(maps.Keys(g.Styles)) {
			e, found := cssDeclEdit(src, styleRegions(&TemplateFile{Src: src, kind: g.file.kind}), g.Selector, prop, g.Styles[prop])
			if !found {
				notes = append(notes, fmt.Sprintf("%s %s: the rule %s in %s no longer declares %s; not edited", strings.Join(g.FixIDs, ","), g.RuleID, g.Selector, g.file.Rel, prop))
				continue
			}
			src = slices.Concat(src[:e.start], []byte(e.text), src[e.end:])
		}
		out[g.file.Rel] = src
	}
	if len(css) > 0 {
		if p.head == nil {
			notes = append(notes, "style rules: no template writes the page's <head>; add them by hand:\n"+cssBlock(css))
			return out, notes
		}
		rel := p.head.file.Rel
		src, ok := out[rel]
		if !ok {
			src = p.head.file.Src
		}
		var head *srcNode
		parseSource(src).walk(func(n *srcNode) {
			if head == nil && n.tag == "head" {
				head = n
			}
		})
		if head == nil {
			notes = append(notes, "style rules: the <head> template changed shape; add them by hand:\n"+cssBlock(css))
			return out, notes
		}
		out[rel] = mergeCSS(src, head, css)
	}
	return out, notes
}

var (
	classWord  = regexp.MustCompile(`[^a-z0-9]+`)
	fixClasses = regexp.MustCompile(`\s*\baa-(fix|contrast)-[a-z0-9-]+`)
)

// fixClass names a style fix's class after its template element: the
// file's path and a hash of the element's start tag (without classes an
// earlier run added) and its place among identical tags. Line numbers
// shift when a template is edited, and two folders may hold a file of the
// same name; neither may give two elements one class.
func fixClass(g *SourceFix) string {
	tag := func(n *srcNode) string { return fixClasses.ReplaceAllString(string(g.file.Src[n.start:n.tagEnd]), "") }
	own, nth := tag(g.node), 0
	for _, n := range g.file.nodes {
		if n == g.node {
			break
		}
		if tag(n) == own {
			nth++
		}
	}
	h := fnv.New32a()
	fmt.Fprintf(h, "%s\x00%s\x00%d", g.file.Rel, own, nth)
	path := strings.Trim(classWord.ReplaceAllString(strings.ToLower(strings.TrimSuffix(g.file.Rel, filepath.Ext(g.file.Rel))), "-"), "-")
	return fmt.Sprintf("aa-fix-%s-%06x", path, h.Sum32()&0xffffff)
}

// mergeCSS puts rules into the head's fix block: a rule for a class the
// block already has replaces it, others are added; without a block, one
// is added at the end of head.
func mergeCSS(src []byte, head *srcNode, rules []string) []byte {
	const open = "<style data-accessagents-fix>"
	inner := string(src[head.tagEnd:head.innerEnd])
	at := strings.Index(inner, open)
	if at < 0 {
		return slices.Concat(src[:head.innerEnd], []byte(cssBlock(rules)), src[head.innerEnd:])
	}
	start := head.tagEnd + at + len(open)
	end := strings.Index(string(src[start:head.innerEnd]), "</style>")
	if end < 0 {
		return slices.Concat(src[:head.innerEnd], []byte(cssBlock(rules)), src[head.innerEnd:])
	}
	lines := strings.Split(strings.Trim(string(src[start:start+end]), "\n"), "\n")
	for _, r := range rules {
		sel, _, _ := strings.Cut(r, "{")
		if i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, sel+"{") }); i >= 0 {
			lines[i] = r
		} else {
			lines = append(lines, r)
		}
	}
	return slices.Concat(src[:start], []byte("\n"+strings.Join(lines, "\n")+"\n"), src[start+end:])
}

// SourceDiff is a unified diff of the changed templates, with paths under
// prefix (the templates' root as seen from the repository's top), that
// git apply takes from the repository's top.
func (ix *TemplateIndex) SourceDiff(changed map[string][]byte, prefix string) (string, error) {
	var b strings.Builder
	for _, f := range ix.Files {
		src, ok := changed[f.Rel]
		if !ok {
			continue
		}
		d, err := Diff(strings.TrimPrefix(prefix+"/"+f.Rel, "/"), f.Src, src)
		if err != nil {
			return "", err
		}
		b.WriteString(d)
	}
	return b.String(), nil
}

// RepoPrefix is root's path from the top of the git repository holding it
// ("" when root is the top or in none), so the patch applies from the top.
func RepoPrefix(root string) string {
	for dir := root; ; {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			rel, err := filepath.Rel(dir, root)
			if err != nil || rel == "." {
				return ""
			}
			return filepath.ToSlash(rel)
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}
