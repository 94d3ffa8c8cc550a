package checks

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"

	"golang.org/x/net/html"
)

// How aa-parsing reads a document: the HTML standard's tree construction,
// for the errors it names, as far as they decide them. The reader keeps a
// stack of open elements; optional end tags (p, li, td, tr, option, …)
// close silently, an end tag looks for its element only as far as its
// scope, and a formatting element closed out of order is reopened by the
// parser, so its own end tag later is no second error. Foreign content
// (svg, math) is skipped but for its start tags' syntax.

var (
	voidElements = set("area base br col embed hr img input link meta param source track wbr basefont bgsound frame keygen command image")
	// optionalEnd: the parser closes these silently (generate implied end
	// tags), so leaving them open is no error.
	optionalEnd = set("p li dd dt option optgroup rb rp rt rtc tbody thead tfoot tr td th colgroup caption html head body")
	special     = set("address applet area article aside base basefont bgsound blockquote body br button caption center col colgroup dd details dir div dl dt embed fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe img input keygen li link listing main marquee menu meta nav noembed noframes noscript object ol p param plaintext pre script search section select source style summary table tbody td template textarea tfoot th thead title tr track ul wbr xmp")
	// Scopes (the standard's "has an element in … scope") and the
	// elements a new row, cell or item closes.
	buttonScope   = set("applet caption html table td th marquee object template button")
	listItemScope = set("applet caption html table td th marquee object template ol ul")
	tableScope    = set("html table template")
	htmlOnly      = set("html")
	listItems     = set("li")
	defItems      = set("dd dt")
	rowOnly       = set("tr")
	cells         = set("td th")
	bodySections  = set("tbody thead tfoot")
	tableBodies   = set("table tbody thead tfoot")
	rowsAndBodies = set("tr table tbody thead tfoot")
	tableOnly     = set("table")
	hiddenInput   = regexp.MustCompile(`(?i)\stype\s*=\s*["']?hidden\b`)
	formatting    = set("a b big code em font i nobr s small strike strong tt u")
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
		r.closeListItem(off, listItems)
	case name == "dd" || name == "dt":
		r.closeListItem(off, defItems)
	case name == "option":
		r.popIf("option")
	case name == "optgroup":
		r.popIf("option")
		r.popIf("optgroup")
	case name == "tr":
		r.closeTo(off, rowOnly, tableBodies)
		if r.current() == "table" {
			r.push("tbody", off)
		}
	case name == "td" || name == "th":
		r.closeTo(off, cells, rowsAndBodies)
		if c := r.current(); c == "table" || c == "tbody" || c == "thead" || c == "tfoot" {
			if c == "table" {
				r.push("tbody", off)
			}
			r.push("tr", off)
		}
	case name == "tbody" || name == "thead" || name == "tfoot":
		r.closeTo(off, bodySections, tableOnly)
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
	if i := r.find("p", buttonScope); i >= 0 {
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
func (r *markupReader) closeTo(off int, want, bound map[string]bool) {
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
		bound = buttonScope
	case name == "li":
		bound = listItemScope
	case tableParts[name]:
		bound = tableScope
	case name == "template":
		// </template> closes everything opened inside it, cells and rows
		// with no error ("generate all implied end tags thoroughly").
		bound = htmlOnly
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
