package fix

import (
	"bytes"
	"fmt"
	"html"
	"slices"
	"sort"
	"strings"

	nethtml "golang.org/x/net/html"
)

// srcNode is an element of the served HTML source, with byte offsets.
type srcNode struct {
	tag           string
	start, tagEnd int // the start tag is src[start:tagEnd]
	innerEnd      int // where the end tag begins (tagEnd for void elements)
	parent        *srcNode
	children      []*srcNode
	textSpans     [][2]int // direct text node spans
	classes       []string // the classes its start tag writes as literals
}

var voidTags = map[string]bool{"area": true, "base": true, "br": true, "col": true, "embed": true, "hr": true, "img": true,
	"input": true, "link": true, "meta": true, "source": true, "track": true, "wbr": true}

// parseSource builds an element tree with offsets from the served HTML.
// It follows explicit tags only (no implied html/head/body, no implicit
// closing); authored pages with explicit tags map exactly, and an element
// that does not map is reported rather than guessed.
func parseSource(src []byte) *srcNode {
	root := &srcNode{tag: "#document"}
	cur := root
	z := nethtml.NewTokenizer(bytes.NewReader(src))
	off := 0
	for {
		tt := z.Next()
		raw := z.Raw()
		start, end := off, off+len(raw)
		off = end
		switch tt {
		case nethtml.ErrorToken:
			for n := cur; n != nil; n = n.parent {
				if n.innerEnd == 0 {
					n.innerEnd = len(src)
				}
			}
			return root
		case nethtml.TextToken:
			cur.textSpans = append(cur.textSpans, [2]int{start, end})
		case nethtml.StartTagToken, nethtml.SelfClosingTagToken:
			name, _ := z.TagName()
			n := &srcNode{tag: string(name), start: start, tagEnd: end, parent: cur, classes: literalClasses(attrValue(string(raw), "class"))}
			cur.children = append(cur.children, n)
			if tt == nethtml.SelfClosingTagToken || voidTags[n.tag] {
				n.innerEnd = end
				continue
			}
			cur = n
		case nethtml.EndTagToken:
			name, _ := z.TagName()
			for n := cur; n != nil && n != root; n = n.parent {
				if n.tag == string(name) {
					for c := cur; c != n; c = c.parent {
						c.innerEnd = start
					}
					n.innerEnd = start
					cur = n.parent
					break
				}
			}
		}
	}
}

// xpaths indexes the tree by the same XPath form the page computes:
// /html/body/main/img[2], with [n] only among same-tag siblings.
func (root *srcNode) xpaths() map[string]*srcNode {
	out := map[string]*srcNode{}
	var rec func(n *srcNode, prefix string)
	rec = func(n *srcNode, prefix string) {
		count := map[string]int{}
		for _, c := range n.children {
			count[c.tag]++
		}
		seen := map[string]int{}
		// The parser puts a <tr> written straight inside <table> into
		// an implied <tbody>; legacy table layouts are written that way.
		implied := n.tag == "table" && count["tbody"] == 0
		for _, c := range n.children {
			seen[c.tag]++
			p := prefix + "/" + c.tag
			if implied && c.tag == "tr" {
				p = prefix + "/tbody/tr"
			}
			if count[c.tag] > 1 {
				p += fmt.Sprintf("[%d]", seen[c.tag])
			}
			out[p] = c
			rec(c, p)
		}
	}
	rec(root, "")
	return out
}

// SourceLines indexes the served HTML by the XPath form the page computes;
// line gives the 1-based line of an element's start tag, or 0 when the
// source has no such element.
func SourceLines(src []byte) (line func(xpath string) int) {
	paths := parseSource(src).xpaths()
	return func(xpath string) int {
		if n := paths[xpath]; n != nil {
			return lineOf(src, n.start)
		}
		return 0
	}
}

// lineOf is the 1-based line of a byte offset.
func lineOf(src []byte, off int) int {
	return bytes.Count(src[:min(off, len(src))], []byte("\n")) + 1
}

// edit replaces src[start:end].
type edit struct {
	start, end int
	text       string
	fix        int // index of the fix it comes from (the latest, for a rewritten start tag); -1 for none
}

// PatchSource applies the fixes to the source text. It returns the new
// source, the fixes it could not place, and how many it placed.
func PatchSource(src []byte, fixes []*Record) ([]byte, []string, int) {
	byPath := parseSource(src).xpaths()
	return patchNodes(src, fixes, func(f *Record) *srcNode { return byPath[f.XPath] }, byPath["/html/head"], nil)
}

// patchNodes applies fixes to src, each to the element node(f) finds;
// a page title goes into head. Style rules go into head as well, or, when
// css is not nil, are left there for the caller to place.
func patchNodes(src []byte, fixes []*Record, node func(*Record) *srcNode, head *srcNode, cssOut *[]string) ([]byte, []string, int) {
	tags := map[*srcNode]string{} // rewritten start tags
	var edits []edit
	var css []string
	var unmapped []string
	placed := len(fixes)
	tagFix := map[*srcNode]int{}
	for i, f := range fixes {
		before := len(edits)
		mark := func() {
			for j := before; j < len(edits); j++ {
				edits[j].fix = i
			}
		}
		if len(f.raw) > 0 {
			edits = append(edits, f.raw...)
			mark()
			continue
		}
		n := node(f)
		if n == nil && f.RuleID == "document-title" && f.Kind == KindContent {
			if head != nil {
				edits = append(edits, edit{head.tagEnd, head.tagEnd, "\n<title>" + html.EscapeString(f.Text) + "</title>", i})
				continue
			}
		}
		if n == nil {
			unmapped = append(unmapped, fmt.Sprintf("%s %s (%s): element not found in the served source", f.ID, f.RuleID, f.XPath))
			placed--
			continue
		}
		tag, ok := tags[n]
		if !ok {
			tag = string(src[n.start:n.tagEnd])
		}
		switch f.Kind {
		case KindAttribute:
			if t, extra, ok := structuralEdit(src, n, f, tag); ok {
				tags[n], tagFix[n] = t, i
				edits = append(edits, extra...)
				mark()
				continue
			}
			if f.rawValue {
				tags[n], tagFix[n] = setAttrRaw(tag, f.Attribute, f.Value), i
			} else {
				tags[n], tagFix[n] = setAttr(tag, f.Attribute, f.Value), i
			}
		case KindStyle:
			tags[n], tagFix[n] = addClass(tag, f.CSSClass), i
			css = append(css, cssRule(f.CSSClass, f.Styles))
		case KindContent:
			edits = append(edits, contentEdit(src, n, f.Text))
			mark()
		}
	}
	for n, t := range tags {
		edits = append(edits, edit{n.start, n.tagEnd, t, tagFix[n]})
	}
	edits, overlapping := dropOverlaps(edits, fixes)
	unmapped = append(unmapped, overlapping...)
	placed -= len(overlapping) // one note per fix dropped
	if len(css) > 0 && cssOut != nil {
		*cssOut = append(*cssOut, css...)
	} else if len(css) > 0 {
		block := cssBlock(css)
		if head != nil {
			edits = append(edits, edit{head.innerEnd, head.innerEnd, block, -1})
		} else {
			unmapped = append(unmapped, "style rules: no <head> in the served source; add them by hand:\n"+block)
		}
	}
	// Last first, so earlier offsets stay valid; at one offset a
	// replacement goes before an insertion, so the insertion lands in
	// front of the replaced text.
	sortEditsLastFirst(edits)
	out := append([]byte(nil), src...)
	for _, e := range edits {
		out = append(out[:e.start], append([]byte(e.text), out[e.end:]...)...)
	}
	return out, unmapped, placed
}

// sortEditsLastFirst orders edits so that applying them in turn keeps the
// earlier offsets valid; at one offset a replacement goes before an
// insertion, so the insertion lands in front of the replaced text.
func sortEditsLastFirst(edits []edit) {
	sort.SliceStable(edits, func(i, j int) bool {
		return edits[i].start > edits[j].start || edits[i].start == edits[j].start && edits[i].end > edits[j].end
	})
}

// cssBlock is the style element that carries the style fixes' rules.
func cssBlock(css []string) string {
	return "<style data-accessagents-fix>\n" + strings.Join(css, "\n") + "\n</style>\n"
}

// dropOverlaps keeps the edits that touch disjoint text. Of two that
// overlap, the later fix's wins (it was made on the page as the earlier
// one left it) and the other fix is reported: applied on top of each
// other, offsets would cut through the new text.
func dropOverlaps(edits []edit, fixes []*Record) ([]edit, []string) {
	overlap := func(a, b edit) bool {
		switch {
		case a.start == a.end && b.start == b.end:
			return false // two insertions at one point both land
		case a.start == a.end:
			return b.start < a.start && a.start < b.end
		case b.start == b.end:
			return a.start < b.start && b.start < a.end
		}
		return a.start < b.end && b.start < a.end
	}
	dropped := map[int]bool{}
	var notes []string
	for i := range edits {
		for j := i + 1; j < len(edits); j++ {
			a, b := edits[i], edits[j]
			if a.fix == b.fix || dropped[a.fix] || dropped[b.fix] || !overlap(a, b) {
				continue
			}
			lose, win := a.fix, b.fix
			if lose > win {
				lose, win = win, lose
			}
			if lose < 0 {
				continue
			}
			dropped[lose] = true
			l, w := fixes[lose], fixes[win]
			notes = append(notes, fmt.Sprintf("%s %s (%s): its source edit overlaps that of %s %s, which came later and is kept; apply it by hand",
				l.ID, l.RuleID, l.XPath, w.ID, w.RuleID))
		}
	}
	kept := edits[:0]
	for _, e := range edits {
		if !dropped[e.fix] {
			kept = append(kept, e)
		}
	}
	return kept, notes
}

// contentEdit replaces the element's first non-blank direct text (or its
// whole inside when it has no child elements), as fix_apply_content did.
func contentEdit(src []byte, n *srcNode, text string) edit {
	esc := html.EscapeString(text)
	if len(n.children) == 0 {
		return edit{n.tagEnd, n.innerEnd, esc, 0}
	}
	for _, sp := range n.textSpans {
		raw := string(src[sp[0]:sp[1]])
		if t := strings.TrimSpace(raw); t != "" {
			lead := raw[:strings.Index(raw, t)]
			return edit{sp[0], sp[1], lead + esc + raw[len(lead)+len(t):], 0}
		}
	}
	return edit{n.innerEnd, n.innerEnd, esc, 0}
}

// attrSpan is one attribute of a raw start tag: tag[start:end] is
// name="value" as written.
type attrSpan struct {
	name, value string
	start, end  int
}

// tagAttrs lexes a raw start tag; closeAt is where ">" or "/>" begins.
func tagAttrs(tag string) (attrs []attrSpan, closeAt int) {
	i := 1
	for i < len(tag) && !isSpace(tag[i]) && tag[i] != '>' && tag[i] != '/' {
		i++
	}
	for {
		for i < len(tag) && isSpace(tag[i]) {
			i++
		}
		if i >= len(tag) || tag[i] == '>' || (tag[i] == '/' && i+1 < len(tag) && tag[i+1] == '>') {
			for closeAt = i; closeAt > 0 && isSpace(tag[closeAt-1]); closeAt-- {
			}
			return attrs, closeAt
		}
		a := attrSpan{start: i}
		for i < len(tag) && !isSpace(tag[i]) && tag[i] != '=' && tag[i] != '>' && !(tag[i] == '/' && i+1 < len(tag) && tag[i+1] == '>') {
			i++
		}
		a.name = strings.ToLower(tag[a.start:i])
		j := i
		for j < len(tag) && isSpace(tag[j]) {
			j++
		}
		if j < len(tag) && tag[j] == '=' {
			j++
			for j < len(tag) && isSpace(tag[j]) {
				j++
			}
			if j < len(tag) && (tag[j] == '"' || tag[j] == '\'') {
				q := tag[j]
				k := strings.IndexByte(tag[j+1:], q)
				if k < 0 {
					k = len(tag) - j - 2
				}
				a.value = html.UnescapeString(tag[j+1 : j+1+k])
				i = j + k + 2
			} else {
				k := j
				for k < len(tag) && !isSpace(tag[k]) && tag[k] != '>' {
					k++
				}
				a.value, i = html.UnescapeString(tag[j:k]), k
			}
		}
		a.end = i
		if a.name == "" { // stray character: skip it
			i++
			continue
		}
		attrs = append(attrs, a)
	}
}

func isSpace(b byte) bool { return b == ' ' || b == '\t' || b == '\n' || b == '\r' || b == '\f' }

// setAttr sets name="value" in a raw start tag, replacing an existing one.
func setAttr(tag, name, value string) string {
	return setAttrRaw(tag, name, html.EscapeString(value))
}

// setAttrRaw is setAttr with value written as it is (template syntax).
func setAttrRaw(tag, name, value string) string {
	q := `"`
	if strings.Contains(value, `"`) {
		q = `'`
	}
	kv := name + "=" + q + value + q
	attrs, closeAt := tagAttrs(tag)
	for _, a := range attrs {
		if a.name == strings.ToLower(name) {
			return tag[:a.start] + kv + tag[a.end:]
		}
	}
	return tag[:closeAt] + " " + kv + tag[closeAt:]
}

// addClass appends cls to the tag's class attribute (creating it).
func addClass(tag, cls string) string {
	attrs, _ := tagAttrs(tag)
	for _, a := range attrs {
		if a.name == "class" {
			if slices.Contains(strings.Fields(a.value), cls) {
				return tag // a run before this one added it
			}
			return setAttr(tag, "class", strings.TrimSpace(a.value+" "+cls))
		}
	}
	return setAttr(tag, "class", cls)
}
