package checks

// 4.1.1 Parsing (WCAG 2.0 and 2.1), read from the HTML the server sent,
// not from the browser's DOM, which has already repaired every error:
// elements closed in the wrong order, end tags that close nothing, elements
// never closed, duplicate attributes, start tags with no space between
// attributes, a self-closing slash on an element that cannot be empty, and
// content placed where a table's rows belong. Duplicate ids are
// aa-duplicate-id's.
//
// The rules are the HTML standard's tree construction, for the errors it
// names, as far as they decide these cases: optional end tags (p, li, td,
// tr, option, …) close silently, end tags look for their element only as
// far as its scope, and a formatting element closed out of order is
// reopened by the parser, so its own end tag later is no second error.
// Foreign content (svg, math) is skipped.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/net/html"

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

var (
	voidElements = set("area base br col embed hr img input link meta param source track wbr basefont bgsound frame keygen command image")
	// optionalEnd: the parser closes these silently (generate implied end
	// tags), so leaving them open is no error.
	optionalEnd = set("p li dd dt option optgroup rb rp rt rtc tbody thead tfoot tr td th colgroup caption html head body")
	special     = set("address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp")
	hiddenInput = regexp.MustCompile(`(?i)\stype\s*=\s*["']?hidden\b`)
	formatting  = set("a b big code em font i nobr s small strike strong tt u")
	// defaultScope bounds where an end tag looks for its element.
	defaultScope = set("applet caption html table td th marquee object template")
	closesP      = set("address article aside blockquote center details dialog dir div dl fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr main menu nav ol p pre listing search section summary ul li dd dt plaintext xmp")
	headings     = set("h1 h2 h3 h4 h5 h6")
	tableRows    = set("table tbody thead tfoot tr")
	// inTable may stand where a table's rows are.
	tableParts = set("table caption colgroup tbody thead tfoot tr td th")
	inTable    = set("caption colgroup col tbody thead tfoot tr td th script style template")
)

func set(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

type openEl struct {
	name      string
	line, col int
}

type markupReader struct {
	src      []byte
	off      int
	stack    []openEl
	errs     []ParseError
	quirks   bool
	foreign  int            // depth inside svg or math
	reopened map[string]int // formatting elements the parser reopens: their end tags close them
	fostered map[string]int // a form placed in a table: its line; the parser drops its end tag
}

// ParseErrors lists the markup errors in an HTML document.
func ParseErrors(src []byte) []ParseError {
	r := &markupReader{src: src, quirks: true, reopened: map[string]int{}, fostered: map[string]int{}}
	z := html.NewTokenizer(bytes.NewReader(src))
	for {
		tt := z.Next()
		raw := z.Raw()
		start := r.off
		r.off += len(raw)
		switch tt {
		case html.ErrorToken:
			r.eof()
			return r.errs
		case html.DoctypeToken:
			r.doctype(string(z.Text()))
		case html.StartTagToken, html.SelfClosingTagToken:
			name, _ := z.TagName()
			r.startTag(string(name), raw, tt == html.SelfClosingTagToken, start)
		case html.EndTagToken:
			name, _ := z.TagName()
			r.endTag(string(name), start)
		case html.TextToken:
			if r.foreign == 0 && len(r.stack) > 0 && tableRows[r.top().name] && len(bytes.TrimSpace(z.Text())) > 0 {
				lead := len(raw) - len(bytes.TrimLeft(raw, " \t\r\n\f"))
				r.err(start+lead, "text directly inside <%s>, where only rows and cells belong; the browser moves it out of the table", r.top().name)
			}
		}
	}
}

// doctype: a page with none, or with a legacy public identifier and no
// system one, is in quirks mode, where a table does not close a paragraph.
func (r *markupReader) doctype(d string) {
	d = strings.ToLower(d)
	r.quirks = !strings.HasPrefix(d, "html") ||
		(strings.Contains(d, "transitional") || strings.Contains(d, "frameset")) && !strings.Contains(d, "http://") ||
		strings.Contains(d, "html 3") || strings.Contains(d, "html 2")
}

func (r *markupReader) top() openEl { return r.stack[len(r.stack)-1] }

func (r *markupReader) pos(off int) (int, int) {
	before := r.src[:min(off, len(r.src))]
	line := bytes.Count(before, []byte("\n")) + 1
	return line, off - bytes.LastIndexByte(before, '\n')
}

func (r *markupReader) err(off int, format string, args ...any) {
	line, col := r.pos(off)
	r.errs = append(r.errs, ParseError{Line: line, Col: col, Message: fmt.Sprintf(format, args...)})
}

func (r *markupReader) startTag(name string, raw []byte, selfClosing bool, off int) {
	r.tagSyntax(name, raw, off)
	if r.foreign > 0 {
		if !selfClosing {
			r.foreign++
		}
		return
	}
	switch name {
	case "html", "head", "body":
		return
	case "svg", "math":
		if !selfClosing {
			r.foreign = 1
		}
		return
	}
	if len(r.stack) > 0 && tableRows[r.top().name] && !inTable[name] && name != "table" {
		where := r.top().name
		switch {
		case name == "form":
			r.err(off, "<form> directly inside <%s>, where only rows and cells belong; the browser leaves it there empty", where)
			line, _ := r.pos(off)
			r.fostered["form"] = line
			return
		case name == "input" && hiddenInput.Match(raw):
			r.err(off, "<input type=hidden> directly inside <%s>, where only rows and cells belong", where)
		default:
			r.err(off, "<%s> directly inside <%s>, where only rows and cells belong; the browser moves it out of the table", name, where)
		}
	}
	if voidElements[name] {
		return
	}
	if selfClosing {
		r.err(off, "<%s/>: a self-closing slash does not close a <%s>, which stays open", name, name)
	}
	switch {
	case name == "li":
		r.closeListItem(off, set("li"))
	case name == "dd" || name == "dt":
		r.closeListItem(off, set("dd dt"))
	case name == "option":
		r.popIf("option")
	case name == "optgroup":
		r.popIf("option")
		r.popIf("optgroup")
	case name == "tr":
		r.closeTo(off, "tr", set("table tbody thead tfoot"))
		if r.current() == "table" {
			r.push("tbody", off)
		}
	case name == "td" || name == "th":
		r.closeTo(off, "td th", set("tr table tbody thead tfoot"))
		if c := r.current(); c == "table" || c == "tbody" || c == "thead" || c == "tfoot" {
			if c == "table" {
				r.push("tbody", off)
			}
			r.push("tr", off)
		}
	case name == "tbody" || name == "thead" || name == "tfoot":
		r.closeTo(off, "tbody thead tfoot", set("table"))
	case name == "a" || name == "nobr":
		if i := r.find(name, defaultScope); i >= 0 {
			r.err(off, "<%s> opened inside another <%s> (line %d) that is still open", name, name, r.stack[i].line)
			r.stack = r.stack[:i]
		}
	}
	if closesP[name] || (name == "table" && !r.quirks) {
		r.closeP(off)
	}
	if headings[name] && headings[r.current()] {
		r.err(off, "<%s> inside <%s>, which is still open", name, r.current())
		r.stack = r.stack[:len(r.stack)-1]
	}
	r.push(name, off)
}

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

func (r *markupReader) push(name string, off int) {
	line, col := r.pos(off)
	r.stack = append(r.stack, openEl{name: name, line: line, col: col})
}

func (r *markupReader) current() string {
	if len(r.stack) == 0 {
		return ""
	}
	return r.top().name
}

func (r *markupReader) popIf(name string) {
	if r.current() == name {
		r.stack = r.stack[:len(r.stack)-1]
	}
}

// find is the index of the nearest open name, looking no further than
// an element of bound; -1 when there is none.
func (r *markupReader) find(name string, bound map[string]bool) int {
	for i := len(r.stack) - 1; i >= 0; i-- {
		n := r.stack[i].name
		if n == name {
			return i
		}
		if bound[n] {
			return -1
		}
	}
	return -1
}

// popTo closes the elements from the top down to stack[i], reporting the
// first one above it that needed an end tag. Formatting elements closed
// so are reopened by the parser.
func (r *markupReader) popTo(i int, off int, closer string) {
	for j := len(r.stack) - 1; j > i; j-- {
		e := r.stack[j]
		if optionalEnd[e.name] {
			continue
		}
		r.err(off, "%s closes <%s> while <%s> (line %d) inside it is still open", closer, r.stack[i].name, e.name, e.line)
		for k := j; k > i; k-- {
			if formatting[r.stack[k].name] {
				r.reopened[r.stack[k].name]++
			}
		}
		break
	}
	r.stack = r.stack[:i]
}

func (r *markupReader) closeP(off int) {
	bound := set("applet caption html table td th marquee object template button")
	if i := r.find("p", bound); i >= 0 {
		r.popTo(i, off, "a block that ends the paragraph")
	}
}

// closeListItem closes an open li (or dd, dt) that a new one ends.
func (r *markupReader) closeListItem(off int, names map[string]bool) {
	for i := len(r.stack) - 1; i >= 0; i-- {
		n := r.stack[i].name
		if names[n] {
			r.popTo(i, off, "a new <"+n+">")
			return
		}
		if special[n] && n != "address" && n != "div" && n != "p" {
			return
		}
	}
}

// closeTo closes the nearest open element named in names, if one is open
// before an element of bound.
func (r *markupReader) closeTo(off int, names string, bound map[string]bool) {
	want := set(names)
	for i := len(r.stack) - 1; i >= 0; i-- {
		n := r.stack[i].name
		if want[n] {
			r.popTo(i, off, "a new row or cell")
			return
		}
		if bound[n] {
			return
		}
	}
}

func (r *markupReader) endTag(name string, off int) {
	if r.foreign > 0 {
		r.foreign--
		return
	}
	switch name {
	case "html", "head", "body":
		if name != "head" {
			r.unclosed()
		}
		return
	case "svg", "math":
		return
	}
	if voidElements[name] && name != "br" {
		r.err(off, "</%s>: <%s> has no end tag", name, name)
		return
	}
	bound := defaultScope
	switch {
	case name == "p":
		bound = set("applet caption html table td th marquee object template button")
	case name == "li":
		bound = set("applet caption html table td th marquee object template ol ul")
	case tableParts[name]:
		bound = set("html table template")
	case name == "template":
		// </template> closes everything opened inside it, cells and rows
		// with no error ("generate all implied end tags thoroughly").
		bound = set("html")
	case !special[name] && !formatting[name]:
		bound = special
	}
	i := r.find(name, bound)
	if i < 0 && headings[name] {
		for j := len(r.stack) - 1; j >= 0 && !defaultScope[r.stack[j].name]; j-- {
			if headings[r.stack[j].name] {
				r.err(off, "</%s> closes <%s> (line %d)", name, r.stack[j].name, r.stack[j].line)
				r.stack = r.stack[:j]
				return
			}
		}
	}
	if i < 0 {
		if formatting[name] && r.reopened[name] > 0 {
			r.reopened[name]--
			return
		}
		if line := r.fostered[name]; line > 0 {
			delete(r.fostered, name)
			r.err(off, "stray end tag </%s>: the <%s> on line %d was left empty in the table", name, name, line)
			return
		}
		r.err(off, "stray end tag </%s>: no open <%s> for it to close", name, name)
		return
	}
	r.popTo(i, off, "</"+name+">")
}

// unclosed reports each open element that needed an end tag, once.
func (r *markupReader) unclosed() {
	for _, e := range r.stack {
		if optionalEnd[e.name] {
			continue
		}
		r.errs = append(r.errs, ParseError{Line: e.line, Col: e.col, Message: fmt.Sprintf("<%s> is never closed", e.name)})
	}
	r.stack = nil
}

func (r *markupReader) eof() { r.unclosed() }

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
