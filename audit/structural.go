package audit

import (
	"bytes"
	"fmt"
	"html"
	"strings"
)

// structuralEdit turns an ARIA fix into the markup it stands for, when the
// served source allows it: the live page carries the ARIA equivalent (it
// is what the verifier checked), the patch carries the real edit.
//   - role=listitem on a <div>/<span>/<p> inside <ul>/<ol> → <li>
//   - role=list on a <div> whose element children are all <li> → <ul>
//   - aria-label equal to the text written right before a field →
//     <label for> around that text (the field gets an id if it has none)
//
// tag is the element's start tag as rewritten so far. It returns the new
// start tag and any further edits; ok is false when the ARIA fix stays.
func structuralEdit(src []byte, n *srcNode, f *FixRecord, tag string) (newTag string, extra []edit, ok bool) {
	if f.Kind != KindAttribute {
		return "", nil, false
	}
	switch {
	case f.Attribute == "role" && f.Value == "listitem" && (n.tag == "div" || n.tag == "span" || n.tag == "p") &&
		n.parent != nil && (n.parent.tag == "ul" || n.parent.tag == "ol"):
		return renameElement(src, n, tag, "li")
	case f.Attribute == "role" && f.Value == "list" && n.tag == "div" && allChildren(n, "li"):
		return renameElement(src, n, tag, "ul")
	case f.Attribute == "aria-label" && (n.tag == "input" || n.tag == "select" || n.tag == "textarea"):
		return labelFor(src, n, tag, f.Value)
	}
	return "", nil, false
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
	closing := []byte("</" + n.tag)
	if end+len(closing) > len(src) || !bytes.EqualFold(src[end:end+len(closing)], closing) {
		return "", nil, false
	}
	if len(tag) < 1+len(n.tag) || !strings.EqualFold(tag[1:1+len(n.tag)], n.tag) {
		return "", nil, false
	}
	return "<" + to + tag[1+len(n.tag):], []edit{{end + 2, end + 2 + len(n.tag), to}}, true
}

// labelFor wraps the text written right before a field in <label for>.
func labelFor(src []byte, n *srcNode, tag, name string) (string, []edit, bool) {
	if n.parent == nil {
		return "", nil, false
	}
	for _, sp := range n.parent.textSpans {
		if strings.TrimSpace(string(src[sp[1]:n.start])) != "" || sp[1] > n.start {
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
		return newTag, []edit{{sp[0], sp[1], label}}, true
	}
	return "", nil, false
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
