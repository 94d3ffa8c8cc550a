package checks

// 4.1.1 Parsing (WCAG 2.0 and 2.1), read from the HTML the server sent,
// not from the browser's DOM, which has already repaired every error:
// elements closed in the wrong order, end tags that close nothing, elements
// never closed, duplicate attributes, start tags with no space between
// attributes, a self-closing slash on an element that cannot be empty, and
// content placed where a table's rows belong. Duplicate ids are
// aa-duplicate-id's.
//
// How the document is read: parsetree.go (elements) and parsetag.go (a
// start tag's attributes).

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// ParsingID is 4.1.1's check of the served markup.
const ParsingID = "aa-parsing"

// parseErrorsKept caps the errors one finding lists.
const parseErrorsKept = 50

// ParseError is one markup error, where the server's HTML has it.
type ParseError struct {
	Line    int    `json:"line"`
	Col     int    `json:"col"`
	Message string `json:"message"`
}

// SourceCheck says whether a check reads the served HTML, in Go, rather
// than the page: the scan runs it on the source it reads for lines.
func SourceCheck(id string) bool { return id == ParsingID }

// ParsingResult is the check's result for a served document: one finding
// for the page, on its html element, listing the errors with their lines.
func ParsingResult(src []byte) finding.RawCheck {
	errs := ParseErrors(src)
	if len(errs) == 0 {
		return finding.RawCheck{ID: ParsingID, Status: "pass"}
	}
	kept := errs[:min(len(errs), parseErrorsKept)]
	var b strings.Builder
	fmt.Fprintf(&b, "Fix any of the following:\n  %d markup errors in the HTML the server sent:", len(errs))
	for _, e := range kept[:min(len(kept), 8)] {
		fmt.Fprintf(&b, "\n  line %d: %s", e.Line, e.Message)
	}
	if len(errs) > 8 {
		fmt.Fprintf(&b, "\n  … %d more", len(errs)-8)
	}
	data, _ := json.Marshal(map[string]any{"errors": kept, "total": len(errs)})
	target, _ := json.Marshal([]string{"html"})
	xpath, _ := json.Marshal([]string{"/html"})
	n := finding.Node{Target: target, XPath: xpath, HTML: firstLine(src, kept[0].Line), Summary: b.String(), Data: data}
	return finding.RawCheck{ID: ParsingID, Status: "fail", Total: 1, Nodes: []finding.Node{n}, Data: data}
}

// firstLine is line n of src, trimmed and cut to a snippet's length.
func firstLine(src []byte, n int) string {
	lines := bytes.SplitN(src, []byte("\n"), n+1)
	if n-1 >= len(lines) {
		return ""
	}
	l := strings.TrimSpace(string(lines[n-1]))
	if len(l) > 200 {
		l = l[:200] + "…"
	}
	return l
}
