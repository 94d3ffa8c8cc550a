package fix

import (
	"fmt"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/audit/evidence"
)

// Values from data: when each element a template renders got its own value
// in the page, the page is asked which text near each one holds it, and the
// template's expression for that text is written instead of a literal.

// componentValue is a value from data as a component writes it in an
// attribute: Svelte {expr} or "words {expr}", JSX {expr} or a template
// literal, Vue the binding's expression (a template literal with words).
func (g *SourceFix) componentValue() string {
	inner := func(open, close string) string {
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(strings.TrimSpace(g.dataExpr), open), close))
	}
	switch g.file.kind {
	case "vue":
		if g.dataPre == "" && g.dataSuf == "" {
			return inner("{{", "}}")
		}
		return jsTemplate(g.dataPre, inner("{{", "}}"), g.dataSuf)
	case "jsx":
		if g.dataPre == "" && g.dataSuf == "" {
			return g.dataExpr
		}
		return "{" + jsTemplate(g.dataPre, inner("{", "}"), g.dataSuf) + "}"
	}
	return g.dataPre + g.dataExpr + g.dataSuf // Svelte: quoted by compEdits when there are words
}

// jsTemplate is a JavaScript template literal: the words pre and suf
// around the expression expr (`Photo of ${p.name}`).
func jsTemplate(pre, expr, suf string) string {
	lit := strings.NewReplacer("\\", "\\\\", "`", "\\`", "${", "\\${")
	return "`" + lit.Replace(pre) + "${" + expr + "}" + lit.Replace(suf) + "`"
}

// dataStep is one step down from an ancestor: the nth (1-based) child
// element with this tag.
type dataStep struct {
	Tag string `json:"tag"`
	Nth int    `json:"nth"`
	// Class, when the template writes one as a literal: the step counts
	// only children with it.
	Class string `json:"class,omitempty"`
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
		if t == n || ancestorOf(t, n) || !hasDelims(text) || len(literalParts(text)) > 0 || strings.Count(text, "{{")+strings.Count(text, "<%")+strings.Count(text, "{%") != 1 {
			continue
		}
		a, up, down, ok := pathFrom(n, t)
		if !ok || a.parent == nil || a.tag == "#document" {
			continue // only elements inside one rendered block (a card) say which item it is
		}
		out = append(out, dataCandidate{expr: text, up: up, down: down})
	}
	return out
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
  for (const s of q.down) { if (!el) break; el = Array.from(el.children).filter((c) => (s.tag === '*' || c.localName === s.tag) && (!s.class || c.classList.contains(s.class)))[s.nth - 1] || null; }
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
				if v, ok := explain(g.values, texts, c.expr, g.RuleID == "image-alt"); ok {
					found, foundExpr = v, c.expr
				}
			}
		}
		switch {
		case found != "" && fieldNaming[g.RuleID] && !labelLike(lastIdent(foundExpr)):
			// The words before a field in each item were its item's data
			// (a person's name before their role's select, a role before
			// an hours field): they name the item, not the field. Three
			// outside runs found only wrong ones. A prop that says it is a
			// label ({label}, {caption}) is written.
			p.NotPlaced = append(p.NotPlaced, fmt.Sprintf("%s %s: %s:%d: each field was named in the page with its item's data, %s (%s), which names the item, not the field; give the field a label of its own",
				strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, foundExpr, valueList(g.values)))
			continue
		case g.bound != nil && g.bound.rendered == "" && found != "":
			at := strings.Index(found, foundExpr)
			v, ok := g.bound.orData(foundExpr, found[:at], found[at+len(foundExpr):])
			if !ok {
				p.NotPlaced = append(p.NotPlaced, g.bound.why(g))
				continue
			}
			g.dataExpr = foundExpr
			g.Value, g.FromData = v, true
			setFixValue(g.rec, v)
		case g.bound != nil && g.bound.rendered != "":
			// The expression gave a value the fix changed: its data is
			// where the right one goes, whatever else explains the fix.
			p.NotPlaced = append(p.NotPlaced, g.bound.why(g))
			continue
		case g.bound != nil && found == "" && distinct(g.values) == 1 && (g.Instances >= 2 || g.Rendered <= g.Instances):
			// (One item's own value is no fallback for the others.)
			// One value for every fixed element: the fallback for those
			// the data leaves empty; the others keep theirs.
			v, ok := g.bound.orLiteral(g.values[0])
			if !ok {
				p.NotPlaced = append(p.NotPlaced, g.bound.why(g))
				continue
			}
			g.Value, g.FromData = v, true
			setFixValue(g.rec, v)
		case found != "":
			at := strings.Index(found, foundExpr)
			g.dataExpr, g.dataPre, g.dataSuf = foundExpr, found[:at], found[at+len(foundExpr):]
			if g.file != nil && g.file.kind != "" {
				found = g.componentValue()
			}
			g.Value, g.FromData = found, true
			setFixValue(g.rec, found)
		case g.Rendered > g.Instances && !g.Restyles():
			p.NotPlaced = append(p.NotPlaced, fmt.Sprintf("%s %s: %s:%d renders %d elements and only %d were fixed in the page (%s); no one value written there is right for all of them",
				strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, g.Rendered, g.Instances, valueList(g.values)))
			continue
		case distinct(g.values) > 1:
			p.NotPlaced = append(p.NotPlaced, fmt.Sprintf("%s %s: %s:%d renders %d elements that were given %d different values (%s); no expression in the template explains them, so none is written",
				strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, g.Instances, distinct(g.values), valueList(g.values)))
			continue
		}
		kept = append(kept, g)
	}
	p.Fixes = kept
}

// valueList shows up to three of the distinct values, and how many more.
func valueList(v []string) string {
	d := slices.Compact(slices.Sorted(slices.Values(v)))
	out := strings.Join(first(d, 3), " | ")
	if len(d) > 3 {
		out += fmt.Sprintf(" | … %d more", len(d)-3)
	}
	return out
}

func distinct(v []string) int { return len(slices.Compact(slices.Sorted(slices.Values(v)))) }

func first(v []string, n int) []string { return v[:min(n, len(v))] }

// explain finds one prefix and suffix such that each value is prefix +
// its text + suffix, and writes expr in the text's place. One value is
// explained only by a text equal to it: words around a text cannot be told
// from a coincidence with one instance.
//
// For a picture's name (near), a value that says part of its item's text
// in words of it ("Oak board" for the card of "Oiled oak serving board",
// from the file oak-board.svg) is explained by that text too, when at least
// half the values are the text itself: the card's heading names the
// picture of every card, said in full.
func explain(values []string, texts []*string, expr string, near bool) (string, bool) {
	if len(values) == 1 && (texts[0] == nil || *texts[0] != values[0]) {
		return "", false
	}
	exact := 0
	for j, v := range values {
		if texts[j] != nil && v == *texts[j] {
			exact++
		}
	}
	var pre, suf string
	for j, v := range values {
		if texts[j] == nil || *texts[j] == "" {
			return "", false
		}
		if near && 2*exact >= len(values) && v != *texts[j] && saysPartOf(v, *texts[j]) {
			v = *texts[j]
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

// fieldNaming are the rules a field's accessible name fixes.
var fieldNaming = map[string]bool{"label": true, "select-name": true, "aria-input-field-name": true, "aria-toggle-field-name": true}

// lastIdent is an expression's last identifier: label in {props.label},
// role in {{ .Person.Role }}.
func lastIdent(expr string) string {
	f := strings.FieldsFunc(expr, func(r rune) bool {
		return !(r == '_' || r == '$' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	})
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}

// labelLike says whether an expression's name says it holds a field's
// label (a component's label or caption prop), not the item's data.
func labelLike(ident string) bool {
	id := strings.ToLower(ident)
	return strings.Contains(id, "label") || strings.Contains(id, "caption")
}

// saysPartOf says whether every word of v is a word of text, or, failing
// that, v shares a word of four letters or more with it (the file's
// "Enamel pot" for "Enamel cast-iron casserole").
func saysPartOf(v, text string) bool {
	in := map[string]bool{}
	for _, w := range evidence.WordsOf(foldAccents(text)) {
		in[w] = true
	}
	all, some := true, false
	for _, w := range evidence.WordsOf(foldAccents(v)) {
		all = all && in[w]
		some = some || in[w] && len(w) >= 4
	}
	return all || some
}
