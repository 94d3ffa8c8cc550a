package fix

import (
	"bytes"
	"fmt"
	"maps"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/tdewolff/parse/v2"
	"github.com/tdewolff/parse/v2/css"
)

// A contrast fix is best made where the colour is set: the stylesheet rule
// that gives the element its colour, in the file the developer edits (a
// .css file, a template's <style>, a component's scoped <style>).
// StyleSourceJS asks the page which rule that is; cssDeclEdit finds it in
// the source with a CSS lexer and changes that one declaration.

// StyleSource is the rule that gives an element a property's value in the
// page, and the sheet it is in.
type StyleSource struct {
	Selector string `json:"selector"`
	Value    string `json:"value"`
	Href     string `json:"href"`    // a linked stylesheet's URL
	DevID    string `json:"dev_id"`  // Vite's data-vite-dev-id: the file's path
	Matches  int    `json:"matches"` // elements of the page the selector matches
	// Inherited: the rule is on an ancestor, whose colour the element
	// inherits; it colours all the text inside that ancestor.
	Inherited bool `json:"inherited,omitempty"`
	// Inline: the element's own style sets the property (Value); no rule
	// gives it.
	Inline bool `json:"inline,omitempty"`
}

// StyleQuery asks for the rules behind these properties of one element.
type StyleQuery struct {
	XPath string   `json:"xpath"`
	Props []string `json:"props"`
}

// StyleSourceJS answers StyleQuery values: per property, the last rule in
// the cascade's document order that matches the element (for a colour no
// rule sets on it, the nearest ancestor that has one), sets the property
// without !important from elsewhere winning, and whose value computes to
// what the element shows; null when no rule explains it (a rule the page
// cannot read, a value set by script). The element's own style attribute
// answers as inline.
const StyleSourceJS = `(qs) => qs.map((q) => {
  let el = null;
  try { el = document.evaluate(q.xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue; } catch (e) {}
  if (!el || el.nodeType !== 1) return null;
  const out = {};
  const probe = document.createElement('span');
  document.body.appendChild(probe);
  for (const prop of q.props) {
    if (el.style.getPropertyValue(prop)) {
      out[prop] = { selector: '', value: el.style.getPropertyValue(prop), href: '', dev_id: '', matches: 1, inline: true };
      continue;
    }
    const shown = getComputedStyle(el).getPropertyValue(prop);
    let best = null;
    let t = el; // the element the rule is on: an ancestor, for an inherited colour
    const visit = (rules, sheet) => {
      for (const r of rules) {
        if (r.type === 1) {
          const v = r.style.getPropertyValue(prop);
          let m = false;
          try { m = v && t.matches(r.selectorText); } catch (e) {}
          if (!m) continue;
          probe.style.setProperty(prop, v);
          if (getComputedStyle(probe).getPropertyValue(prop) !== shown) continue;
          const owner = sheet.ownerNode;
          best = { selector: r.selectorText, value: v, href: sheet.href || '',
            dev_id: owner && owner.getAttribute ? (owner.getAttribute('data-vite-dev-id') || '') : '',
            matches: document.querySelectorAll(r.selectorText).length, inherited: t !== el };
        } else if (r.cssRules) {
          visit(r.cssRules, sheet);
        }
      }
    };
    for (const sh of document.styleSheets) { try { visit(sh.cssRules, sh); } catch (e) {} }
    // A colour no rule gives the element itself is inherited: from the
    // nearest ancestor whose own rule or style sets it.
    while (!best && prop === 'color' && t.parentElement && t !== document.body) {
      t = t.parentElement;
      if (t.style.getPropertyValue(prop)) break;
      for (const sh of document.styleSheets) { try { visit(sh.cssRules, sh); } catch (e) {} }
    }
    out[prop] = best;
  }
  probe.remove();
  return out;
})`

// scopeHash matches what a framework adds to scope a component's styles
// (Svelte's s-xxxx and svelte-xxxx classes, as such or in :where(), and
// Vue's [data-v-xxxx]): the
// source does not write them.
var scopeHash = regexp.MustCompile(`:where\(\.(s-[A-Za-z0-9_-]{6,}|svelte-[a-z0-9]{4,})\)|\.(s-[A-Za-z0-9_-]{6,}|svelte-[a-z0-9]{4,})|\[data-v-[a-f0-9]{6,}\]`)

var attrSelector = regexp.MustCompile(`\[\s*([-\w|*]+)\s*([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s"']+))\s*([iIsS])?\s*\]`)

var svelteGlobal = regexp.MustCompile(`:global\(([^()]*)\)`)

// normSelector makes a selector comparable between the page's CSSOM and
// the source: no scoping classes, one space, none around combinators.
func normSelector(s string) string {
	s = scopeHash.ReplaceAllString(s, "")
	s = svelteGlobal.ReplaceAllString(s, "$1") // :global(.meta) is .meta in the page
	// The CSSOM writes an attribute's value in double quotes whatever the
	// source wrote ([type='text'], [type=text]).
	s = attrSelector.ReplaceAllStringFunc(s, func(m string) string {
		p := attrSelector.FindStringSubmatch(m)
		v := p[3] + p[4] + p[5]
		if p[6] != "" {
			return "[" + p[1] + p[2] + `"` + v + `" ` + p[6] + "]"
		}
		return "[" + p[1] + p[2] + `"` + v + `"]`
	})
	s = strings.Join(strings.Fields(s), " ")
	for _, c := range []string{">", "+", "~", ","} {
		s = strings.ReplaceAll(s, " "+c, c)
		s = strings.ReplaceAll(s, c+" ", c)
	}
	return s
}

// cssDecl is a declaration's value span in the source.
type cssDecl struct {
	prop               string
	valueStart, valEnd int
	important          bool
}

// cssRuleSpans lexes css (at base in its file) and returns, per rule, its
// normalised selector and declarations, in document order.
func cssRuleSpans(src []byte, base int) []struct {
	sel   string
	decls []cssDecl
} {
	type rule = struct {
		sel   string
		decls []cssDecl
	}
	var out []rule
	l := css.NewLexer(parse.NewInputBytes(append([]byte(nil), src...)))
	off := 0
	var prelude strings.Builder
	var stack []int // index into out for a rule block, -1 for an at-rule's
	var prop string
	var decl *cssDecl
	end := func(at int) {
		if decl != nil && len(stack) > 0 && stack[len(stack)-1] >= 0 {
			v := bytes.TrimSpace(src[decl.valueStart-base : at])
			decl.valEnd = decl.valueStart + len(v)
			decl.important = bytes.Contains(bytes.ToLower(v), []byte("!important"))
			r := &out[stack[len(stack)-1]]
			r.decls = append(r.decls, *decl)
		}
		decl, prop = nil, ""
	}
	for {
		tt, data := l.Next()
		start := off
		off += len(data)
		if tt == css.ErrorToken {
			return out
		}
		inRule := len(stack) > 0 && stack[len(stack)-1] >= 0
		switch {
		case tt == css.CommentToken:
		case tt == css.LeftBraceToken && !inRule:
			p := strings.TrimSpace(prelude.String())
			prelude.Reset()
			if strings.HasPrefix(p, "@") {
				stack = append(stack, -1)
			} else {
				out = append(out, rule{sel: normSelector(p)})
				stack = append(stack, len(out)-1)
			}
		case tt == css.RightBraceToken:
			end(start)
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		case !inRule:
			if tt == css.SemicolonToken {
				prelude.Reset() // @import …; and the like
			} else {
				prelude.Write(data)
			}
		case tt == css.SemicolonToken:
			end(start)
		case decl == nil && tt == css.IdentToken && prop == "":
			prop = strings.ToLower(string(data))
		case decl == nil && tt == css.ColonToken && prop != "":
			vs := off // the value starts after the colon and its spaces
			for vs < len(src) && isSpace(src[vs]) {
				vs++
			}
			decl = &cssDecl{prop: prop, valueStart: base + vs}
		}
	}
}

// cssDeclEdit finds, in the CSS regions of src, the last rule with this
// selector that declares prop, and returns the edit that sets its value
// (keeping !important); ok is false when no rule does.
// colourToken is a colour written in a shorthand's value.
var colourToken = regexp.MustCompile(`#[0-9a-fA-F]{3,8}\b|(?i)\b(?:rgba?|hsla?|oklch|lab|lch)\([^)]*\)`)

func cssDeclEdit(src []byte, regions [][2]int, selector, prop, value string) (edit, bool) {
	want := normSelector(selector)
	var found *cssDecl
	for _, reg := range regions {
		for _, r := range cssRuleSpans(src[reg[0]:reg[1]], reg[0]) {
			if r.sel != want {
				continue
			}
			for i := range r.decls {
				if r.decls[i].prop == prop {
					d := r.decls[i]
					found = &d
				}
				// A border colour written in the border shorthand
				// (border: 1px solid #d9d2ca): its colour is what changes.
				if d := r.decls[i]; prop == "border-color" && d.prop == "border" && (found == nil || found.prop != prop) {
					if loc := colourToken.FindIndex(src[d.valueStart:d.valEnd]); loc != nil {
						found = &cssDecl{prop: d.prop, valueStart: d.valueStart + loc[0], valEnd: d.valueStart + loc[1]}
					}
				}
			}
		}
	}
	if found == nil {
		return edit{}, false
	}
	v := value
	if found.important {
		v += " !important"
	}
	return edit{start: found.valueStart, end: found.valEnd, text: v}, true
}

// styleRegions are the spans of f that hold CSS: the whole of a .css
// file, or the inside of each <style> element of a template or component.
func styleRegions(f *TemplateFile) [][2]int {
	if f.kind == "css" {
		return [][2]int{{0, len(f.Src)}}
	}
	var out [][2]int
	s := string(f.Src)
	for at := 0; ; {
		i := strings.Index(s[at:], "<style")
		if i < 0 {
			return out
		}
		open := at + i
		gt := strings.IndexByte(s[open:], '>')
		if gt < 0 {
			return out
		}
		end := strings.Index(s[open+gt:], "</style>")
		if end < 0 {
			return out
		}
		out = append(out, [2]int{open + gt + 1, open + gt + end})
		at = open + gt + end
	}
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
// ColorRule is where the source writes the element's text colour: the
// stylesheet rule the page says sets it (srcs, from StyleSourceJS), as the
// file under the source root writes it, with its selector; false when no
// file there holds it (an inline style, a library's sheet).
func (ix *TemplateIndex) ColorRule(srcs map[string]*StyleSource) (SourceLocation, string, bool) {
	src := srcs["color"]
	if src == nil || src.Inline {
		return SourceLocation{}, "", false
	}
	g, ok := ix.ruleFix(&Record{Kind: KindStyle, Styles: map[string]string{"color": src.Value}}, map[string]*StyleSource{"color": src})
	if !ok {
		return SourceLocation{}, "", false
	}
	return g.Loc, g.Selector, true
}

func (ix *TemplateIndex) ruleFix(f *Record, srcs map[string]*StyleSource) (*SourceFix, bool) {
	var sel string
	var file *TemplateFile
	var matches int
	inherited, module := false, false
	for prop := range f.Styles {
		src := srcs[prop]
		if src == nil || src.Inline || sel != "" && src.Selector != sel {
			return nil, false
		}
		at := ix.sheetFile(src, prop)
		if at == nil || file != nil && at != file {
			return nil, false
		}
		sel, file, matches = src.Selector, at, src.Matches
		inherited = inherited || src.Inherited
		// A Vue <style module> block: Vite's id for it says so.
		_, q, _ := strings.Cut(src.DevID, "?")
		module = module || strings.Contains(q, "module")
	}
	if file == nil {
		return nil, false
	}
	if src, ok := moduleSelector(file, sel, module); ok {
		sel = src // a CSS module's rule, as the file writes it
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
	g := &SourceFix{Loc: SourceLocation{File: file.Rel, Line: line, Column: col, Component: strings.TrimSuffix(name, filepath.Ext(name)),
		Confidence: "high", Candidates: 1, Via: "the page's stylesheet rule"}, RuleID: f.RuleID, Kind: KindStyleRule,
		Selector: normSelector(sel), Styles: f.Styles, Rendered: matches, rec: &rec, file: file}
	if inherited {
		g.Loc.Via = "the stylesheet rule of an ancestor it inherits the colour from"
		g.Review = fmt.Sprintf("the colour is inherited from %s: the change colours all the text inside it, on every page that uses the rule; the re-scan checks this page only", normSelector(sel))
	}
	return g, true
}
