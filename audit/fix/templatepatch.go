package fix

import (
	"fmt"
	"hash/fnv"
	"maps"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// SourceFix is one edit to a template: the live fixes it stands for (one
// per element the template rendered), where it lands, and the value as
// written there. When the live fixes gave each rendered instance its own
// value, read from the page's data (a card's alt equal to its heading),
// Value is the template's own expression for that data ({{.Name}}), so
// the fix holds for every item, present and future.
type SourceFix struct {
	Loc       SourceLocation `json:"location"`
	RuleID    string         `json:"rule_id"`
	Kind      string         `json:"kind"`
	Attribute string         `json:"attribute,omitempty"`
	Value     string         `json:"value"`
	// Selector and Styles are a style-rule fix's rule and new values.
	Selector  string            `json:"selector,omitempty"`
	Styles    map[string]string `json:"styles,omitempty"`
	FromData  bool              `json:"from_data,omitempty"`
	FixIDs    []string          `json:"fix_ids"`
	Instances int               `json:"instances"`
	// Rendered is how many elements of the page this template element
	// wrote (0: not counted). A literal is written only when the live
	// fixes covered all of them.
	Rendered     int    `json:"rendered,omitempty"`
	Verified     bool   `json:"verified"`
	Verification string `json:"verification"`
	// Review, when set, says why a person should look at the edit: a
	// literal written into a layout that other pages share.
	Review string `json:"review,omitempty"`

	xpaths []string
	values []string
	// dataExpr, dataPre and dataSuf: a value from data is dataPre, the
	// template's expression, then dataSuf (compEdits writes it per syntax).
	dataExpr, dataPre, dataSuf string
	rec                        *Record // the fix as the template gets it
	file                       *TemplateFile
	node                       *srcNode
	comp                       *compNode
	data                       []dataCandidate
}

// componentValue is a value from data as a component writes it in an
// attribute: Svelte {expr} or "words {expr}", JSX {expr} or a template
// literal, Vue the binding's expression (a template literal with words).
func (g *SourceFix) componentValue() string {
	inner := func(open, close string) string {
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(g.dataExpr), open), close))
	}
	lit := strings.NewReplacer("\\", "\\\\", "`", "\\`", "${", "\\${")
	switch g.file.kind {
	case "vue":
		if g.dataPre == "" && g.dataSuf == "" {
			return inner("{{", "}}")
		}
		return "`" + lit.Replace(g.dataPre) + "${" + inner("{{", "}}") + "}" + lit.Replace(g.dataSuf) + "`"
	case "jsx":
		if g.dataPre == "" && g.dataSuf == "" {
			return g.dataExpr
		}
		return "{`" + lit.Replace(g.dataPre) + "${" + inner("{", "}") + "}" + lit.Replace(g.dataSuf) + "`}"
	}
	return g.dataPre + g.dataExpr + g.dataSuf // Svelte: quoted by compEdits when there are words
}

// XPaths are the page's elements the fix stands for.
func (g *SourceFix) XPaths() []string { return g.xpaths }

// KindStyleRule is a SourceFix that changes the stylesheet rule that gives
// the elements their colour (Selector, Styles), where the live fix styled
// each element.
const KindStyleRule = "style-rule"

// SourcePlan is how an audit's applied fixes land in the templates.
type SourcePlan struct {
	Fixes []*SourceFix `json:"fixes"`
	// NotPlaced says, per live fix, why no template edit stands for it.
	NotPlaced []string `json:"not_placed"`
	head      *Located
}

// Plan maps applied fixes onto the templates. live has, for each fix's
// XPath (and /html/head), what the page showed before any fix, and for
// every other element of the fixed elements' tags (SameTagJS), so that it
// can count what each template element renders.
//
// styles, when given, has for each style fix's XPath the rules behind its
// properties (StyleSourceJS): a style fix then changes that rule in its
// file. Without one, a style fix on an element a template writes gets a
// class of its own and a rule in the <head> template; in a component it is
// not placed.
func (ix *TemplateIndex) Plan(fixes []*Record, live map[string]*LiveElement, styles ...map[string]map[string]*StyleSource) *SourcePlan {
	plan := &SourcePlan{}
	if h := live["/html/head"]; h != nil {
		if at, ok := ix.Locate(*h); ok && at.Loc.Confidence != "low" {
			plan.head = &at
		}
	}
	type key struct {
		at             any
		kind, attr, cl string
	}
	groups := map[key]*SourceFix{}
	for _, f := range fixes {
		if f.Reverted {
			continue
		}
		if f.RuleID == "document-title" && f.Kind == KindContent && live[f.XPath] == nil {
			if plan.head == nil {
				plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: no template writes the page's <head>", f.ID, f.RuleID))
				continue
			}
			if sharedLayout(plan.head.file.Src) {
				// Every page that uses the layout would get this page's title.
				plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: %s is a layout that other pages include, and %q is this page's title: give each page its own (a title block or variable the pages fill), not one literal for all",
					f.ID, f.RuleID, plan.head.Loc.File, f.Text))
				continue
			}
			rec := *f
			plan.Fixes = append(plan.Fixes, &SourceFix{Loc: plan.head.Loc, RuleID: f.RuleID, Kind: f.Kind, Value: f.Text,
				FixIDs: []string{f.ID}, Instances: 1, rec: &rec, file: plan.head.file})
			continue
		}
		el := live[f.XPath]
		if f.Kind == KindStyle && len(styles) > 0 {
			if rf, ok := ix.ruleFix(f, styles[0][f.XPath]); ok {
				k := key{rf.file, KindStyleRule, rf.Selector, fixValue(f)}
				g := groups[k]
				if g == nil {
					g = rf
					groups[k] = g
					plan.Fixes = append(plan.Fixes, g)
				}
				g.FixIDs = append(g.FixIDs, f.ID)
				g.xpaths = append(g.xpaths, f.XPath)
				g.Instances++
				continue
			}
		}
		if el == nil {
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s (%s): the element is not in the page as it is served", f.ID, f.RuleID, f.XPath))
			continue
		}
		at, ok := ix.Locate(*el)
		switch {
		case !ok:
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s (%s): no template writes this <%s>", f.ID, f.RuleID, f.XPath, el.Tag))
			continue
		case at.Loc.Confidence == "low":
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s (%s): %d template elements could write this <%s> (best %s:%d); not edited",
				f.ID, f.RuleID, f.XPath, at.Loc.Candidates, el.Tag, at.Loc.File, at.Loc.Line))
			continue
		}
		if at.comp != nil && f.Kind != KindAttribute {
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: %s:%d: only attribute fixes are written into components yet (this is a %s fix)",
				f.ID, f.RuleID, at.Loc.File, at.Loc.Line, f.Kind))
			continue
		}
		k := key{at.at(), f.Kind, f.Attribute, ""}
		if f.Kind == KindStyle {
			k.cl = fixValue(f) // the styles: each live fix names its own class
		}
		g := groups[k]
		if g == nil {
			rec := *f
			g = &SourceFix{Loc: at.Loc, RuleID: f.RuleID, Kind: f.Kind, Attribute: f.Attribute, rec: &rec, file: at.file, node: at.node, comp: at.comp}
			groups[k] = g
			plan.Fixes = append(plan.Fixes, g)
		}
		g.FixIDs = append(g.FixIDs, f.ID)
		g.xpaths = append(g.xpaths, f.XPath)
		g.values = append(g.values, fixValue(f))
		g.Instances++
	}
	rendered := map[any]int{}
	for _, el := range live {
		if at, ok := ix.Locate(*el); ok && at.Loc.Confidence != "low" {
			rendered[at.at()]++
		}
	}
	for _, g := range plan.Fixes {
		switch {
		case g.comp != nil:
			g.Rendered = rendered[g.comp]
		case g.node != nil:
			g.Rendered = rendered[g.node]
		}
		for _, id := range g.FixIDs {
			for _, f := range fixes {
				if f.ID == id && f.LowConfidence && g.Review == "" {
					g.Review = "the fix was made with low confidence in the page (\"fixed, please review\"): check " + strconv.Quote(fixValue(f))
				}
			}
		}
		g.Value = fixValue(g.rec)
		if g.Kind == KindStyleRule {
			g.Value = g.Selector + " {" + fixValue(g.rec) + "}"
			if g.Rendered > g.Instances {
				g.Review = fmt.Sprintf("the rule %s styles %d elements of this page and %d were fixed; the re-scan checks them all, but check the other pages that use it", g.Selector, g.Rendered, g.Instances)
			}
		}
		if g.Kind == KindStyle {
			// A class of the template element's own: a page's fix numbers
			// repeat from one run (one page) to the next.
			g.rec.CSSClass = fixClass(g)
			g.Value = g.rec.CSSClass + " {" + g.Value + "}"
		}
		// Data is looked for even when every instance got the same value: a
		// component used once (<Field label="Email">) still gets {label}.
		switch {
		case g.Kind == KindStyle || g.Kind == KindStyleRule || g.Kind == KindContent:
		case g.comp != nil:
			g.data = compDataCandidates(g.file, g.comp)
		case g.node != nil:
			g.data = dataCandidates(g.file, g.node)
		}
	}
	return plan
}

// sharedLayout says whether a template pulls other templates into itself
// (a layout, whose literals every page using it shows).
func sharedLayout(src []byte) bool {
	for _, m := range []string{"{{template ", "{{ template ", "{{block ", "{% block", "{% include", "{{>", "{{{body}}}", "<%= yield", "{{ content", "{{content"} {
		if strings.Contains(string(src), m) {
			return true
		}
	}
	return false
}

// fixValue is what a fix writes: an attribute's value, a text, a class.
func fixValue(f *Record) string {
	switch f.Kind {
	case KindContent:
		return f.Text
	case KindStyle:
		// The styles, not the class name: each live fix names its own class.
		var kv []string
		for _, k := range slices.Sorted(maps.Keys(f.Styles)) {
			kv = append(kv, k+": "+f.Styles[k])
		}
		return strings.Join(kv, "; ")
	}
	return f.Value
}

// dataStep is one step down from an ancestor: the nth (1-based) child
// element with this tag.
type dataStep struct {
	Tag string `json:"tag"`
	Nth int    `json:"nth"`
}

// dataCandidate is a template element in the same file whose whole text is
// one expression, reached from the fixed element by going up and then
// down these steps.
type dataCandidate struct {
	expr string
	up   int
	down []dataStep
}

// dataCandidates lists the elements near n (sharing an ancestor below the
// file's top) whose text is a single template expression.
func dataCandidates(f *TemplateFile, n *srcNode) []dataCandidate {
	var out []dataCandidate
	for _, t := range f.nodes {
		text := directText(f.Src, t)
		if t == n || isAncestor(t, n) || !hasDelims(text) || len(literalParts(text)) > 0 || strings.Count(text, "{{")+strings.Count(text, "<%")+strings.Count(text, "{%") != 1 {
			continue
		}
		a, up := n, 0
		for ; a != nil && !isAncestor(a, t); a = a.parent {
			up++
		}
		if a == nil || a.parent == nil || a.tag == "#document" {
			continue // only elements inside one rendered block (a card) say which item it is
		}
		var down []dataStep
		for c := t; c != a; c = c.parent {
			nth := 0
			for _, s := range c.parent.children {
				if s.tag == c.tag {
					nth++
				}
				if s == c {
					break
				}
			}
			down = append([]dataStep{{c.tag, nth}}, down...)
		}
		out = append(out, dataCandidate{expr: text, up: up, down: down})
	}
	return out
}

func isAncestor(a, n *srcNode) bool {
	for ; n != nil; n = n.parent {
		if n == a {
			return true
		}
	}
	return false
}

// DataQuery asks the page, as served, for the text of the element reached
// from XPath by going Up parents and then Down.
type DataQuery struct {
	XPath string     `json:"xpath"`
	Up    int        `json:"up"`
	Down  []dataStep `json:"down"`
}

// DataQueryJS answers DataQuery values: the text found, or null.
const DataQueryJS = `(qs) => qs.map((q) => {
  if (!Array.isArray(q.down)) return null;
  let el = null;
  try { el = document.evaluate(q.xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; } catch (e) {}
  for (let i = 0; i < q.up && el; i++) el = el.parentElement;
  for (const s of q.down) { if (!el) break; el = Array.from(el.children).filter((c) => c.localName === s.tag)[s.nth - 1] || null; }
  return el ? el.textContent.replace(/\s+/g, ' ').trim() : null;
})`

// DataQueries are the reads UseData needs, in order.
func (p *SourcePlan) DataQueries() []DataQuery {
	var qs []DataQuery
	for _, g := range p.Fixes {
		for _, c := range g.data {
			for _, x := range g.xpaths {
				qs = append(qs, DataQuery{XPath: x, Up: c.up, Down: c.down})
			}
		}
	}
	return qs
}

// UseData takes the answers to DataQueries (nil for none found). A fix
// whose instances got different values is written from the data when one
// expression explains every value, with the same words around it (alt
// "Photo of {{.Name}}"); otherwise it is not placed, since no single
// literal would be right for every item.
func (p *SourcePlan) UseData(answers []*string) {
	i := 0
	kept := p.Fixes[:0]
	for _, g := range p.Fixes {
		var found string
		var foundExpr string
		for _, c := range g.data {
			texts := make([]*string, len(g.xpaths))
			for j := range g.xpaths {
				if i < len(answers) {
					texts[j] = answers[i]
				}
				i++
			}
			if found == "" {
				if v, ok := explain(g.values, texts, c.expr); ok {
					found, foundExpr = v, c.expr
				}
			}
		}
		switch {
		case found != "":
			at := strings.Index(found, foundExpr)
			g.dataExpr, g.dataPre, g.dataSuf = foundExpr, found[:at], found[at+len(foundExpr):]
			if g.file != nil && g.file.kind != "" {
				found = g.componentValue()
			}
			g.Value, g.FromData = found, true
			setFixValue(g.rec, found)
		case g.Rendered > g.Instances && g.Kind != KindStyle && g.Kind != KindStyleRule:
			p.NotPlaced = append(p.NotPlaced, fmt.Sprintf("%s %s: %s:%d renders %d elements and only %d were fixed in the page; %q written there would be given to all of them",
				strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, g.Rendered, g.Instances, g.Value))
			continue
		case distinct(g.values) > 1:
			p.NotPlaced = append(p.NotPlaced, fmt.Sprintf("%s %s: %s:%d renders %d elements that were given %d different values (%s); no expression in the template explains them, so none is written",
				strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, g.Instances, distinct(g.values), strings.Join(first(g.values, 3), " | ")))
			continue
		}
		kept = append(kept, g)
	}
	p.Fixes = kept
}

func distinct(v []string) int { return len(slices.Compact(slices.Sorted(slices.Values(v)))) }

func first(v []string, n int) []string { return v[:min(n, len(v))] }

// explain finds one prefix and suffix such that each value is prefix +
// its text + suffix, and writes expr in the text's place. One value is
// explained only by a text equal to it: words around a text cannot be told
// from a coincidence with one instance.
func explain(values []string, texts []*string, expr string) (string, bool) {
	if len(values) == 1 && (texts[0] == nil || *texts[0] != values[0]) {
		return "", false
	}
	var pre, suf string
	for j, v := range values {
		if texts[j] == nil || *texts[j] == "" {
			return "", false
		}
		at := strings.Index(v, *texts[j])
		if at < 0 {
			return "", false
		}
		p, s := v[:at], v[at+len(*texts[j]):]
		if j == 0 {
			pre, suf = p, s
		} else if p != pre || s != suf {
			return "", false
		}
	}
	return pre + expr + suf, true
}

func setFixValue(f *Record, v string) {
	switch f.Kind {
	case KindContent:
		f.Text = v
	case KindStyle:
		f.CSSClass = v
	default:
		f.Value = v
	}
}

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
		recs := make([]*Record, len(gs))
		nodeOf := map[*Record]*srcNode{}
		for i, g := range gs {
			recs[i] = g.rec
			recs[i].rawValue = g.FromData
			nodeOf[g.rec] = g.node
		}
		if f.comps != nil {
			out[f.Rel] = compEdits(f, gs)
			continue
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

// StyleQueriesFor are the StyleSourceJS reads for the style fixes.
func StyleQueriesFor(fixes []*Record) []StyleQuery {
	var qs []StyleQuery
	for _, f := range fixes {
		if f.Kind == KindStyle && !f.Reverted && len(f.Styles) > 0 {
			qs = append(qs, StyleQuery{XPath: f.XPath, Props: slices.Sorted(maps.Keys(f.Styles))})
		}
	}
	return qs
}

// ruleFix is the style-rule fix for f when one rule, in a file under the
// root, gives the element every property f changes.
func (ix *TemplateIndex) ruleFix(f *Record, srcs map[string]*StyleSource) (*SourceFix, bool) {
	var sel string
	var file *TemplateFile
	var matches int
	for prop := range f.Styles {
		src := srcs[prop]
		if src == nil || sel != "" && src.Selector != sel {
			return nil, false
		}
		at := ix.sheetFile(src, prop)
		if at == nil || file != nil && at != file {
			return nil, false
		}
		sel, file, matches = src.Selector, at, src.Matches
	}
	if file == nil {
		return nil, false
	}
	// Where the declaration is: the first property's, for the location.
	first := slices.Sorted(maps.Keys(f.Styles))[0]
	e, ok := cssDeclEdit(file.Src, styleRegions(file), sel, first, f.Styles[first])
	if !ok {
		return nil, false
	}
	line, col := lineCol(file.Src, e.start)
	name := filepath.Base(file.Rel)
	rec := *f
	return &SourceFix{Loc: SourceLocation{File: file.Rel, Line: line, Column: col, Component: strings.TrimSuffix(name, filepath.Ext(name)),
		Confidence: "high", Candidates: 1, Via: "the page's stylesheet rule"}, RuleID: f.RuleID, Kind: KindStyleRule,
		Selector: normSelector(sel), Styles: f.Styles, Rendered: matches, rec: &rec, file: file}, true
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
		var found *TemplateFile
		for _, f := range ix.Files {
			if f.kind == "css" {
				continue
			}
			if _, ok := cssDeclEdit(f.Src, styleRegions(f), src.Selector, prop, "x"); ok {
				if found != nil {
					return nil // two files write this rule: which one the page used is not known
				}
				found = f
			}
		}
		return found
	}
	for _, p := range paths {
		for _, f := range ix.Files {
			if f.Rel == p {
				return f
			}
		}
	}
	return nil
}
