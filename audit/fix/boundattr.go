package fix

import (
	"fmt"
	"html"
	"strings"
)

// An attribute the source already writes from an expression (alt={p.alt},
// :aria-label="item.label", alt="{{ p.alt }}") that rendered nothing on
// the fixed elements: the expression stays, and the fix's value becomes
// its fallback ({p.alt || p.name}, {{ p.alt or p.name }}). Items whose
// data gives a value keep it; writing the fix's value over the expression
// would throw theirs away on every page.

// bound is how the source writes a fixed attribute from an expression.
type bound struct {
	eng  string // a template's language; "" in a component
	kind string // a component's kind (jsx, vue, svelte); "" in a template
	expr string // the component's expression, or the template's attribute value
	// dquote: the template's value is in double quotes, so a literal in
	// it takes single ones (setAttrRaw keeps the quote that fits).
	dquote bool
	// rendered is a value it gave a fixed element ("": it rendered empty
	// or not at all on every one).
	rendered string
}

// boundAttr is how at's source writes attr from an expression, or nil when
// it writes a literal or nothing.
func (ix *TemplateIndex) boundAttr(at Located, attr string) *bound {
	switch {
	case at.comp != nil:
		for _, a := range at.comp.attrs {
			if a.Literal || !(a.Type == "Attribute" && strings.EqualFold(a.Name, jsxOr(at.file.kind, attr)) || a.Name == ":"+attr) {
				continue
			}
			text := string(at.file.Src[a.Start:a.End])
			expr := text
			if eq := strings.IndexByte(text, '='); eq >= 0 {
				expr = text[eq+1:]
			}
			expr = unquote(strings.TrimSpace(expr)) // Vue's binding, Svelte's alt="{p.alt}"
			if at.file.kind != "vue" {
				// One expression in braces, nothing around it (Svelte's
				// alt="Photo of {p.name}" is words, not a value to keep).
				if !strings.HasPrefix(expr, "{") || !strings.HasSuffix(expr, "}") || strings.Count(expr, "{") != 1 {
					return nil
				}
				expr = strings.TrimSpace(expr[1 : len(expr)-1])
			}
			if expr == "" {
				return nil
			}
			return &bound{kind: at.file.kind, expr: expr}
		}
	case at.node != nil:
		vs, ve, ok := quotedAttr(at.file.Src, at.node, attr)
		if !ok || !templateSyntax.MatchString(string(at.file.Src[vs:ve])) {
			return nil
		}
		return &bound{eng: ix.engine(at.file), expr: string(at.file.Src[vs:ve]), dquote: at.file.Src[vs-1] == '"'}
	}
	return nil
}

// unquote takes one pair of matching outer quotes off s.
func unquote(s string) string {
	if len(s) >= 2 && (s[0] == '"' || s[0] == '\'') && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// jsxOr is attr as a component of kind names it (React's htmlFor).
func jsxOr(kind, attr string) string {
	if kind == "jsx" {
		return cmpOr(jsxNames[strings.ToLower(attr)], attr)
	}
	return attr
}

// orLiteral is the bound expression with the literal v as its fallback,
// in the source's syntax; false when it cannot be written there.
func (b *bound) orLiteral(v string) (string, bool) {
	switch b.kind {
	case "":
		variable, _ := titleVariable(b.eng, b.expr)
		if variable == "" {
			return "", false
		}
		if !b.dquote && strings.ContainsAny(v, `'"`) {
			return "", false // the literal would close the attribute's quote
		}
		return fallback(b.eng, b.expr, variable, "", v, b.dquote)
	case "vue":
		if strings.ContainsAny(v, `'"\`) || strings.Contains(b.expr, `"`) {
			return "", false // one quote is the attribute's, the other the literal's
		}
		return "(" + b.expr + ") || '" + v + "'", true
	}
	return "{(" + b.expr + ") || " + quoteJS(v) + "}", true
}

// orData is the bound expression with the data's expression as its
// fallback: expr as the source writes it ({p.name}, {{ p.name }}), with
// words before and after it (alt "Photo of {p.name}").
func (b *bound) orData(expr, pre, suf string) (string, bool) {
	if b.kind == "" {
		variable, _ := titleVariable(b.eng, b.expr)
		other, _ := titleVariable(b.eng, expr)
		if variable == "" || other == "" {
			return "", false
		}
		alt, ok := wordsAround(b.eng, other, pre, suf, b.dquote)
		if !ok {
			return "", false
		}
		return orElse(b.eng, b.expr, variable, alt, html.EscapeString(pre)+expr+html.EscapeString(suf))
	}
	inner := strings.TrimSpace(expr)
	if b.kind == "vue" {
		inner = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(inner, "{{"), "}}"))
	} else {
		inner = strings.TrimSpace(strings.TrimSuffix(strings.TrimPrefix(inner, "{"), "}"))
	}
	if pre != "" || suf != "" {
		inner = jsTemplate(pre, inner, suf)
	}
	if b.kind == "vue" {
		return "(" + b.expr + ") || " + inner, !strings.Contains(inner, `"`) && !strings.Contains(b.expr, `"`)
	}
	return "{(" + b.expr + ") || " + inner + "}", true
}

// wordsAround is the template expression for the words pre and suf around
// the variable other ("More about " ~ p.name), in the language eng, its
// string literals in the quote the attribute's value does not use.
func wordsAround(eng, other, pre, suf string, dquote bool) (string, bool) {
	if pre == "" && suf == "" {
		return other, true
	}
	if strings.ContainsAny(pre+suf, `'"\<>&`) {
		return "", false
	}
	q := "'"
	if !dquote {
		q = `"`
	}
	lit := func(s string) string { return q + s + q }
	switch eng {
	case "jinja", "twig":
		parts := []string{}
		if pre != "" {
			parts = append(parts, lit(pre))
		}
		parts = append(parts, other)
		if suf != "" {
			parts = append(parts, lit(suf))
		}
		return "(" + strings.Join(parts, " ~ ") + ")", true
	case "ejs":
		return "(" + lit(pre) + " + " + other + " + " + lit(suf) + ")", true
	case "handlebars", "mustache":
		return other, true // printed with its words by orElse's altHTML
	}
	return "", false
}

// why says why the fix is not placed: the expression rendered a value
// the fix changed (its data is where the right one goes), or no fallback
// could be written for it.
func (b *bound) why(g *SourceFix) string {
	if b.rendered != "" {
		return fmt.Sprintf("%s %s: %s:%d writes %s from %s, which rendered %q: give the right value where that comes from",
			strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, g.Attribute, strings.TrimSpace(b.expr), b.rendered)
	}
	return fmt.Sprintf("%s %s: %s:%d writes %s from %s, which rendered empty here; this tool cannot write a fallback for it in that syntax, and writing %q over it would drop the value of every item that has one: give the fallback there",
		strings.Join(g.FixIDs, ","), g.RuleID, g.Loc.File, g.Loc.Line, g.Attribute, strings.TrimSpace(b.expr), g.Value)
}
