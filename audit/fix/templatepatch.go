package fix

import (
	"fmt"
	"maps"
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
	// Markup, for a component, is the markup an ARIA fix is written as
	// (<div> becomes <li>; the text before a field in <label for>).
	Markup string `json:"markup,omitempty"`

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
	shape                      compShape // how a component gets it (compEdits)
	// titleAt and titleText: a route's title, inserted as they are into
	// its page component (routetitle.go).
	titleAt, titleEnd int
	titleText         string
	// liveText is the first fixed element's own text before the edits.
	liveText string
	// spans: an inline style fix's value edits, in the file as parsed.
	spans []edit
	// textEdits: a template's title, written as these edits of its text
	// (templatetitle.go); each replaces text found once in the file.
	textEdits []edit
	// bound: the source writes this attribute from an expression
	// (boundattr.go).
	bound *bound
}

// Restyles says whether the edit changes how elements look (a colour), not
// what they are: a rule, a class, a style.
func (g *SourceFix) Restyles() bool {
	return g.Kind == KindStyle || g.Kind == KindStyleRule || g.Kind == KindStyleInline || g.Kind == KindUtilityClass
}

// XPaths are the page's elements the fix stands for.
func (g *SourceFix) XPaths() []string { return g.xpaths }

// InComponent says whether the edit goes into a component (served after a
// dev server rebuilds it), not a template (read again on every request,
// and where an ARIA fix may be written as the markup it stands for: a
// <label for>, an <li>, an <h2>).
func (g *SourceFix) InComponent() bool {
	return g.file != nil && g.file.kind != "" && g.file.kind != "css"
}

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
	tw := -1
	tailwind := func() bool {
		if tw < 0 {
			tw = 0
			if ix.usesTailwind() {
				tw = 1
			}
		}
		return tw == 1
	}
	for _, f := range fixes {
		if f.Reverted {
			continue
		}
		if f.RuleID == "document-title" && f.Kind == KindContent && live[f.XPath] == nil {
			if plan.head == nil || ix.sharedLayout(plan.head.file) {
				// A route of SvelteKit or Next.js gets its own title.
				if g, why := ix.routeTitle(f, live); plan.add(f, g, why) {
					continue
				}
			}
			if plan.head == nil {
				plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: no template writes the page's <head>", f.ID, f.RuleID))
				continue
			}
			if ix.sharedLayout(plan.head.file) {
				// Every page that uses the layout would get this page's
				// title: a page says its own, or the layout falls back.
				if g, why := ix.templateTitle(f, live, plan.head.file, nil); plan.add(f, g, why) {
					continue
				}
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
				// One edit of the rule: elements on other backgrounds
				// (a pinned row) need the colour moved further, and
				// the furthest serves them all.
				k := key{rf.file, KindStyleRule, rf.Selector, ""}
				g := groups[k]
				if g != nil && fixValue(g.rec) != fixValue(f) {
					if merged, ok := furthestStyles(g.Styles, f.Styles, styles[0][f.XPath]); ok {
						g.Styles, g.rec.Styles = merged, merged
					} else {
						k.cl = fixValue(f)
						g = groups[k]
					}
				}
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
		if el.Tag == "html" && f.Attribute == "lang" && ix.isNuxt() {
			// Nuxt writes no <html>: its head is given with useHead.
			if g, why := ix.nuxtLang(f); plan.add(f, g, why) {
				continue
			}
		}
		at, ok := ix.Locate(*el)
		switch {
		case !ok:
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s (%s): %s", f.ID, f.RuleID, f.XPath, ix.WhyNotLocated(*el)))
			continue
		case at.Loc.Confidence == "low":
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s (%s): %d template elements could write this <%s> (best %s:%d); not edited",
				f.ID, f.RuleID, f.XPath, at.Loc.Candidates, el.Tag, at.Loc.File, at.Loc.Line))
			continue
		}
		if at.node != nil && (f.Kind == KindContent || f.RuleID == "document-title") {
			// A text written by the template's own logic ({% block title %},
			// {{ .Title }}) is never replaced by this page's literal: every
			// page that renders it would show this page's words.
			inner := string(at.file.Src[at.node.tagEnd:at.node.innerEnd])
			if templateSyntax.MatchString(inner) || f.RuleID == "document-title" && ix.sharedLayout(at.file) {
				if g, why := ix.templateTitle(f, live, at.file, at.node); at.node.tag == "title" && plan.add(f, g, why) {
					continue
				}
				plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: %s:%d writes this <%s>'s text from the template (%s) for every page that uses it, and %q is this page's: give this page its own (a block or variable it fills), not one literal for all",
					f.ID, f.RuleID, at.Loc.File, at.Loc.Line, el.Tag, strings.TrimSpace(truncRunes(inner, 40)), f.Text))
				continue
			}
		}
		attrName := f.Attribute // the attribute, or the prop that writes it, as the file gets it
		if use, prop := ix.propUse(at, *el, f.Attribute); prop != "" && f.Kind == KindAttribute {
			at, attrName = use, prop
		} else if at.comp != nil && f.Kind == KindAttribute && givenAtUse(at, *el) {
			// A pass-through component (<button {...rest}>, a design
			// system's Button, a Vue component's root): a value written
			// here names every use of it in the app; the value belongs
			// where it is used, and the dev build says where that is.
			use, ok := ix.callSite(el.Owner)
			if !ok {
				how := "passes its props through (a spread)"
				if !passesProps(at.comp) {
					how = "is its root, which takes the attributes its use gives (Vue passes them through)"
				}
				plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: %s:%d writes this <%s> for every use of %s and %s; give %s=%q where %s is used, not here",
					f.ID, f.RuleID, at.Loc.File, at.Loc.Line, el.Tag, at.Loc.Component, how, f.Attribute, f.Value, at.Loc.Component))
				continue
			}
			at = use
		}
		if f.Kind == KindStyle && len(styles) > 0 {
			// The element's own style attribute sets the colour, or a
			// Tailwind utility in its class list.
			g, why := inlineFix(f, at, styles[0][f.XPath])
			if g == nil && why == "" {
				g, why = templateInlineFix(f, at, styles[0][f.XPath])
			}
			if g == nil && why == "" && tailwind() {
				g, why = utilityFix(f, at, styles[0][f.XPath])
			}
			if why != "" {
				plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: %s", f.ID, f.RuleID, why))
				continue
			}
			if g != nil {
				// Keyed by what it edits: two elements that name one
				// constant share one edit of it (their values must agree).
				k := key{at.file, g.Kind, spanKey(g.spans), ""}
				if groups[k] == nil {
					groups[k] = g
					plan.Fixes = append(plan.Fixes, g)
				}
				g = groups[k]
				g.FixIDs = append(g.FixIDs, f.ID)
				g.xpaths = append(g.xpaths, f.XPath)
				g.values = append(g.values, fixValue(f))
				g.Instances++
				continue
			}
		}
		if g, why := compTitleFallback(f, at); plan.add(f, g, why) {
			continue
		}
		if at.comp != nil && f.Kind != KindAttribute {
			why := fmt.Sprintf("this is a %s fix, and only attribute fixes are written into components yet", f.Kind)
			if f.Kind == KindStyle {
				why = "no stylesheet rule under the source root could be traced as the one that gives it this colour, and a component gets no new class; change the colour where the component's style sets it"
			}
			plan.NotPlaced = append(plan.NotPlaced, fmt.Sprintf("%s %s: %s:%d: %s", f.ID, f.RuleID, at.Loc.File, at.Loc.Line, why))
			continue
		}
		k := key{at.at(), f.Kind, attrName, ""}
		if f.Kind == KindStyle {
			k.cl = fixValue(f) // the styles: each live fix names its own class
		}
		g := groups[k]
		if g == nil {
			rec := *f
			g = &SourceFix{Loc: at.Loc, RuleID: f.RuleID, Kind: f.Kind, Attribute: attrName, rec: &rec, file: at.file, node: at.node, comp: at.comp, liveText: el.Text}
			if f.Kind == KindAttribute {
				g.bound = ix.boundAttr(at, attrName)
			}
			groups[k] = g
			plan.Fixes = append(plan.Fixes, g)
		}
		if v := strings.TrimSpace(el.Attrs[strings.ToLower(f.Attribute)]); g.bound != nil && v != "" {
			g.bound.rendered = v
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
		if (g.Kind == KindStyleInline || g.Kind == KindUtilityClass) && g.Rendered > g.Instances {
			g.Review = strings.TrimPrefix(g.Review+"; ", "; ") + fmt.Sprintf("%s:%d styles %d elements of this page and %d were fixed; the re-scan checks them all, but check the other pages that use it", g.Loc.File, g.Loc.Line, g.Rendered, g.Instances)
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
		case g.Restyles() || g.Kind == KindContent:
		case g.comp != nil:
			g.data = compDataCandidates(g.file, g.comp)
		case g.node != nil:
			g.data = dataCandidates(g.file, g.node)
		}
	}
	return plan
}

// templateSyntax finds the logic of the template languages the index reads.
var templateSyntax = regexp.MustCompile(`\{\{|\{%|<%|\{#|\$\{`)

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

// add takes g, a fix planned for f, or why there is none; false when
// neither says anything (the caller plans f another way).
func (p *SourcePlan) add(f *Record, g *SourceFix, why string) bool {
	switch {
	case g != nil:
		p.Fixes = append(p.Fixes, g)
	case why != "":
		p.NotPlaced = append(p.NotPlaced, fmt.Sprintf("%s %s: %s", f.ID, f.RuleID, why))
	default:
		return false
	}
	return true
}
