package fix

import (
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
)

// A colour a Tailwind utility gives (className="text-gray-400") comes from
// a rule the build generates, in no file anyone edits: the fix is another
// utility in the element's class list, the colour as an arbitrary value
// (text-[#6b7280]), which Tailwind generates from the source it scans.

// KindUtilityClass is a SourceFix that swaps a utility class in the
// element's literal class list for one that gives the fixed colour.
const KindUtilityClass = "utility-class"

// utilityPrefix is the Tailwind utility that sets each property a contrast
// fix changes.
var utilityPrefix = map[string]string{"color": "text-", "background-color": "bg-", "background": "bg-", "border-color": "border-"}

// oneClass is a selector of one class and nothing else, as Tailwind writes
// a plain utility (.text-gray-400, .text-\[\#999\]); variants (hover:,
// md:) come with a pseudo-class or inside a media rule's condition, and a
// pseudo-class is not one class.
var oneClass = regexp.MustCompile(`^\.((?:[A-Za-z0-9_-]|\\.)+)$`)

// colourUtility is a Tailwind colour utility as Tailwind names it:
// text-gray-400, bg-white, border-[#ccc], text-slate-500/80.
var colourUtility = regexp.MustCompile(`^(?:text|bg|border)-(?:[a-z]+-\d{2,3}|black|white|\[[^\]]+\])(?:/\d{1,3}|/\[[^\]]+\])?$`)

// cssUnescape reads a CSS identifier's escapes (\: \[ \#) as the class
// name the markup writes.
func cssUnescape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// usesTailwind says whether the app depends on Tailwind CSS: its manifests
// (projectDeps) name tailwindcss or one of its build plugins.
func (ix *TemplateIndex) usesTailwind() bool {
	deps := ix.projectDeps()
	return deps["tailwindcss"] || deps["@tailwindcss/vite"] || deps["@tailwindcss/postcss"] || deps["@tailwindcss/cli"]
}

// utilityFix is the class swap for a style fix whose every property a
// Tailwind utility on the element itself gives, written in its literal
// class list; why says why there is none when the utility is there but
// cannot be swapped (a class list built by an expression).
func utilityFix(f *Record, at Located, srcs map[string]*StyleSource) (g *SourceFix, why string) {
	if at.comp == nil || at.comp.component || len(f.Styles) == 0 {
		return nil, ""
	}
	swaps := map[string]string{} // utility → its replacement
	for prop, v := range f.Styles {
		s := srcs[prop]
		pre := utilityPrefix[prop]
		if s == nil || s.Inline || s.Inherited || pre == "" {
			return nil, ""
		}
		m := oneClass.FindStringSubmatch(strings.TrimSpace(s.Selector))
		if m == nil || !strings.HasPrefix(cssUnescape(m[1]), pre) || !colourUtility.MatchString(cssUnescape(m[1])) {
			return nil, "" // a class of the app's own (.text-muted, with @apply), or a library's
		}
		swaps[cssUnescape(m[1])] = pre + "[" + strings.ReplaceAll(strings.TrimSpace(v), " ", "_") + "]"
	}
	attr := "class"
	if at.file.kind == "jsx" {
		attr = "className"
	}
	// Each utility is swapped where it stands once in the element's class
	// attributes: a literal list, or a string inside an expression that
	// builds one (clsx('text-gray-400', …), a template literal, Vue's
	// :class array or object).
	found := map[string][]edit{}
	built := false
	for _, a := range at.comp.attrs {
		if a.Name != attr && !(at.file.kind == "jsx" && a.Name == "class") && !(at.file.kind == "vue" && a.Name == ":class") {
			continue
		}
		if a.Type != "Attribute" || !a.Literal {
			built = true
			text := string(at.file.Src[a.Start:a.End])
			for from, to := range swaps {
				for _, i := range exprClassAt(text, from) {
					found[from] = append(found[from], edit{start: a.Start + i, end: a.Start + i + len(from), text: to})
				}
			}
			continue
		}
		vs, ve, ok := quotedValue(at.file.Src, a.Start, a.End)
		if !ok {
			return nil, ""
		}
		list := string(at.file.Src[vs:ve])
		for from, to := range swaps {
			if i := classTokenAt(list, from); i >= 0 {
				found[from] = append(found[from], edit{start: vs + i, end: vs + i + len(from), text: to})
			}
		}
	}
	var spans []edit
	for _, from := range keysOf(swaps) {
		if len(found[from]) != 1 {
			if built {
				return nil, fmt.Sprintf("%s:%d builds its class list with an expression, where %s is not one string of its own; swap %s there for %s", at.Loc.File, at.Loc.Line, from, strings.Join(keysOf(swaps), ", "), strings.Join(valuesOf(swaps), ", "))
			}
			return nil, ""
		}
		spans = append(spans, found[from][0])
	}
	rec := *f
	loc := at.Loc
	loc.Via += "; the Tailwind utility that gives the colour"
	return &SourceFix{Loc: loc, RuleID: f.RuleID, Kind: KindUtilityClass, Styles: f.Styles, Selector: strings.Join(keysOf(swaps), " "),
		rec: &rec, file: at.file, comp: at.comp, spans: spans}, ""
}

// classTokenAt is where cls stands alone in a class list, or -1 (also when
// it stands there twice).
func classTokenAt(list, cls string) int {
	found := -1
	for i := 0; i+len(cls) <= len(list); {
		j := strings.Index(list[i:], cls)
		if j < 0 {
			break
		}
		j += i
		end := j + len(cls)
		if (j == 0 || isSpace(list[j-1])) && (end == len(list) || isSpace(list[end])) {
			if found >= 0 {
				return -1
			}
			found = j
		}
		i = j + 1
	}
	return found
}

func keysOf(m map[string]string) []string { return slices.Sorted(maps.Keys(m)) }

func valuesOf(m map[string]string) []string {
	var out []string
	for _, k := range keysOf(m) {
		out = append(out, m[k])
	}
	return out
}

// exprClassAt is where cls stands as a class of its own inside the text of
// an attribute whose value is an expression: between quotes, spaces or a
// template literal's edges (clsx('text-gray-400 mt-2', x), `text-gray-400
// ${x}`, ['text-gray-400', x]). A variant (hover:text-gray-400) or a
// longer name is not it.
func exprClassAt(text, cls string) []int {
	edge := func(b byte) bool { return isSpace(b) || b == '\'' || b == '"' || b == '`' }
	var at []int
	for i := 0; i+len(cls) <= len(text); {
		j := strings.Index(text[i:], cls)
		if j < 0 {
			break
		}
		j += i
		end := j + len(cls)
		if j > 0 && edge(text[j-1]) && end < len(text) && (edge(text[end]) || strings.HasPrefix(text[end:], "${")) {
			at = append(at, j)
		}
		i = j + 1
	}
	return at
}
