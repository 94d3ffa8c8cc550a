package fix

import (
	"bytes"
	"fmt"
	"html"
	"regexp"
	"strings"
)

// structuralEdit turns an ARIA fix into the markup it stands for, when the
// served source allows it: the live page carries the ARIA equivalent (it
// is what the verifier checked), the patch carries the real edit.
//   - role=listitem on a <div>/<span>/<p> inside <ul>/<ol> → <li>
//   - role=list on a <div> whose element children are all <li> → <ul>
//   - role=none on a <ul>/<ol> whose children are links or buttons →
//     each child wrapped in an <li> (wrapItems)
//   - aria-label equal to the text written right before a field →
//     <label for> around that text (the field gets an id if it has none)
//   - role=heading/aria-level on text styled as a heading → <hN> (headingEdit)
//
// tag is the element's start tag as rewritten so far. It returns the new
// start tag and any further edits; ok is false when the ARIA fix stays.
func structuralEdit(src []byte, n *srcNode, f *Record, tag string) (newTag string, extra []edit, ok bool) {
	if f.Kind != KindAttribute {
		return "", nil, false
	}
	switch {
	case f.Attribute == "role" && f.Value == "listitem" && (n.tag == "div" || n.tag == "span" || n.tag == "p") &&
		n.parent != nil && (n.parent.tag == "ul" || n.parent.tag == "ol"):
		return renameElement(src, n, tag, "li")
	case f.Attribute == "role" && f.Value == "list" && n.tag == "div" && allChildren(n, "li"):
		return renameElement(src, n, tag, "ul")
	case f.Attribute == "role" && f.Value == "none" && (n.tag == "ul" || n.tag == "ol"):
		extra, ok := wrapItems(src, n)
		return tag, extra, ok
	case f.Attribute == "aria-label" && (n.tag == "input" || n.tag == "select" || n.tag == "textarea"):
		return labelFor(src, n, tag, f.Value)
	case f.RuleID == "aa-fake-heading" && (f.Attribute == "role" || f.Attribute == "aria-level"):
		return headingEdit(src, n, f, tag)
	}
	return "", nil, false
}

// itemWrap is the list item written around a list's child that is not
// one: display: contents keeps the child's box where it was (a flex
// item, a block) and draws no marker, so the page looks as it did.
const itemWrap = `<li style="display: contents">`

// wrapItems writes an <li> around each child element of a list that is not
// one (links or buttons straight in a <ul>); ok is false when a child's
// end cannot be found, and the ARIA fix stays.
func wrapItems(src []byte, n *srcNode) ([]edit, bool) {
	var spans [][2]int
	for _, c := range n.children {
		if listSafe[c.tag] {
			continue
		}
		if loopAttr.Match(src[c.start:c.tagEnd]) {
			return nil, false // a loop written as an attribute (v-for, th:each) would repeat inside one <li>
		}
		end := c.tagEnd
		if !voidTags[c.tag] {
			e, ok := endTagEnd(src, c)
			if !ok {
				return nil, false
			}
			end = e
		}
		spans = append(spans, [2]int{c.start, end})
	}
	return wrapEdits(spans, func(int) (string, string) { return itemWrap, "</li>" }), len(spans) > 0
}

// listSafe are the children a list may hold as they are (axe's list rule).
var listSafe = map[string]bool{"li": true, "script": true, "template": true}

// loopAttr is an attribute that repeats its element (Vue, Thymeleaf,
// Angular, Alpine), written in a template's markup.
var loopAttr = regexp.MustCompile(`(?i)\s(v-for|th:each|data-th-each|\*ngFor|x-for)\s*=`)

// wrapEdits are the insertions that wrap each span (in document order) in
// the open and close texts wrap gives for it: one edit per offset, so
// that where one ends and the next begins the close comes first.
func wrapEdits(spans [][2]int, wrap func(i int) (open, close string)) []edit {
	at := map[int]string{}
	var order []int
	add := func(off int, text string) {
		if _, ok := at[off]; !ok {
			order = append(order, off)
		}
		at[off] += text
	}
	for i, sp := range spans {
		open, close := wrap(i)
		add(sp[0], open)
		add(sp[1], close)
	}
	var out []edit
	for _, off := range order {
		out = append(out, edit{off, off, at[off], 0})
	}
	return out
}

// flowParents may hold a heading element directly.
var flowParents = map[string]bool{"body": true, "main": true, "div": true, "section": true, "article": true, "aside": true,
	"header": true, "footer": true, "td": true, "th": true, "center": true, "form": true, "blockquote": true, "dd": true,
	"fieldset": true, "nav": true, "li": true, "figure": true}

// headingEdit makes a fake heading a real one in the source without
// changing how it looks: an <hN style="font:inherit;margin:0"> wraps a
// <font>, <b>, <strong> or <span> whose parent may hold a heading, or the
// inside of a <div> (a renamed <div> or <p> would lose the CSS written
// for it). The aria-level fix carries the edit and the role fix is
// absorbed; where no wrap is valid (a <b> inside a <p>), both stay as
// attributes.
func headingEdit(src []byte, n *srcNode, f *Record, tag string) (string, []edit, bool) {
	inline := n.tag == "font" || n.tag == "b" || n.tag == "strong" || n.tag == "span"
	var at, closeAt int
	switch {
	case n.tag == "div" && n.innerEnd > n.tagEnd:
		at, closeAt = n.tagEnd, n.innerEnd
	case inline && n.parent != nil && flowParents[n.parent.tag]:
		end, ok := endTagEnd(src, n)
		if !ok {
			return "", nil, false
		}
		at, closeAt = n.start, end
	default:
		return "", nil, false
	}
	if f.Attribute == "role" {
		return tag, nil, true
	}
	lvl := f.Value
	if len(lvl) != 1 || lvl[0] < '1' || lvl[0] > '6' {
		return "", nil, false
	}
	return tag, []edit{{at, at, `<h` + lvl + ` style="font:inherit;margin:0">`, 0}, {closeAt, closeAt, "</h" + lvl + ">", 0}}, true
}

// endTagAt reports an explicit </tag> at src[at:] — the whole name: </b
// is not </body>, </p is not </pre>.
func endTagAt(src []byte, at int, tag string) bool {
	closing := []byte("</" + tag)
	if at+len(closing) >= len(src) || !bytes.EqualFold(src[at:at+len(closing)], closing) {
		return false
	}
	switch src[at+len(closing)] {
	case '>', '/', ' ', '\t', '\n', '\r', '\f':
		return true
	}
	return false
}

// endTagEnd is the offset just past the element's explicit end tag.
func endTagEnd(src []byte, n *srcNode) (int, bool) {
	end := n.innerEnd
	if !endTagAt(src, end, n.tag) {
		return 0, false
	}
	gt := bytes.IndexByte(src[end:], '>')
	if gt < 0 {
		return 0, false
	}
	return end + gt + 1, true
}

func allChildren(n *srcNode, tag string) bool {
	if len(n.children) == 0 {
		return false
	}
	for _, c := range n.children {
		if c.tag != tag {
			return false
		}
	}
	return true
}

// renameElement renames the start tag and its explicit end tag; an element
// whose end tag is implied cannot be renamed safely.
func renameElement(src []byte, n *srcNode, tag, to string) (string, []edit, bool) {
	end := n.innerEnd
	if !endTagAt(src, end, n.tag) {
		return "", nil, false
	}
	if len(tag) < 1+len(n.tag) || !strings.EqualFold(tag[1:1+len(n.tag)], n.tag) {
		return "", nil, false
	}
	return "<" + to + tag[1+len(n.tag):], []edit{{end + 2, end + 2 + len(n.tag), to, 0}}, true
}

// labelFor wraps the text written right before a field in <label for>:
// in the field's own element, or (a legacy form table) alone in the cell
// before the field's cell.
func labelFor(src []byte, n *srcNode, tag, name string) (string, []edit, bool) {
	if n.parent == nil {
		return "", nil, false
	}
	spans := n.parent.textSpans
	until := n.start
	if c := prevCell(n); c != nil && !hasTextBefore(src, n) {
		spans, until = c.textSpans, c.innerEnd
	}
	for _, sp := range spans {
		if sp[1] > until || strings.TrimSpace(string(src[sp[1]:until])) != "" {
			continue
		}
		raw := string(src[sp[0]:sp[1]])
		text := strings.TrimSpace(raw)
		if text == "" || strings.TrimSpace(strings.TrimSuffix(html.UnescapeString(text), ":")) != name {
			continue
		}
		id := attrValue(tag, "id")
		newTag := tag
		if id == "" {
			id = fmt.Sprintf("aa-field-%d", n.start)
			if nm := attrValue(tag, "name"); classRE.MatchString(nm) {
				id = "aa-" + nm
			}
			newTag = setAttr(tag, "id", id)
		}
		lead := raw[:strings.Index(raw, text)]
		label := lead + `<label for="` + html.EscapeString(id) + `">` + text + "</label>" + raw[len(lead)+len(text):]
		return newTag, []edit{{sp[0], sp[1], label, 0}}, true
	}
	return "", nil, false
}

// prevCell is the table cell before the field's cell when the field is
// its cell's first element and that cell holds only text.
func prevCell(n *srcNode) *srcNode {
	cell := n.parent
	if (cell.tag != "td" && cell.tag != "th") || cell.parent == nil || len(cell.children) == 0 || cell.children[0] != n {
		return nil
	}
	var prev *srcNode
	for _, c := range cell.parent.children {
		if c == cell {
			break
		}
		prev = c
	}
	if prev == nil || (prev.tag != "td" && prev.tag != "th") || len(prev.children) > 0 {
		return nil
	}
	return prev
}

// hasTextBefore reports text in the field's own element before it.
func hasTextBefore(src []byte, n *srcNode) bool {
	for _, sp := range n.parent.textSpans {
		if sp[1] <= n.start && strings.TrimSpace(string(src[sp[0]:sp[1]])) != "" {
			return true
		}
	}
	return false
}

// quotedAttr is the span in src of the text inside the quotes of n's
// attribute name, as written (entities and all); ok is false when n's
// start tag has no such attribute or writes it unquoted.
func quotedAttr(src []byte, n *srcNode, name string) (start, end int, ok bool) {
	attrs, _ := tagAttrs(string(src[n.start:n.tagEnd]))
	for _, a := range attrs {
		if a.name == name {
			return quotedValue(src, n.start+a.start, n.start+a.end)
		}
	}
	return 0, 0, false
}

// attrValue is the value of one attribute of a raw start tag, or "".
func attrValue(tag, name string) string {
	attrs, _ := tagAttrs(tag)
	for _, a := range attrs {
		if a.name == name {
			return a.value
		}
	}
	return ""
}
