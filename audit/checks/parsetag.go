package checks

import (
	"bytes"
	"strings"
)

// The syntax of one start tag, which the tokenizer forgives silently: an
// attribute given twice (the first wins), two attributes run together.

// tagSyntax reports duplicate attributes and attributes run together,
// reading the start tag as the tokenizer does (which drops a duplicate
// silently, so the check cannot ask it).
func (r *markupReader) tagSyntax(name string, raw []byte, off int) {
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }
	seen := map[string]bool{}
	i, n := 1+len(name), len(raw)
	for i < n {
		for i < n && (isSpace(raw[i]) || raw[i] == '/') {
			i++
		}
		if i >= n || raw[i] == '>' {
			return
		}
		j := i + 1 // an attribute name may start with '='
		for j < n && !isSpace(raw[j]) && raw[j] != '/' && raw[j] != '>' && raw[j] != '=' {
			j++
		}
		key := strings.ToLower(string(raw[i:j]))
		if seen[key] {
			r.err(off, "<%s> has the attribute %s twice; the browser keeps the first", name, key)
		}
		seen[key] = true
		i = j
		for i < n && isSpace(raw[i]) {
			i++
		}
		if i >= n || raw[i] != '=' {
			continue
		}
		i++
		for i < n && isSpace(raw[i]) {
			i++
		}
		if i < n && (raw[i] == '"' || raw[i] == '\'') {
			q := raw[i]
			k := bytes.IndexByte(raw[i+1:], q)
			if k < 0 {
				return
			}
			i += k + 2
			if i < n && !isSpace(raw[i]) && raw[i] != '/' && raw[i] != '>' {
				r.err(off, "<%s> has no space between two attributes", name)
			}
			continue
		}
		for i < n && !isSpace(raw[i]) && raw[i] != '>' {
			i++
		}
	}
}
