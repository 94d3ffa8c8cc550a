package fix

import (
	"html"
	"slices"
	"strings"
)

// How well a template element matches a rendered one: its literal
// attributes shown as written, its template expressions' literal parts, its
// words, its classes and the parents it writes around it.

// templatePairs open and close template syntax in the languages indexed.
var templatePairs = [][]string{{"{{", "}}"}, {"{%", "%}"}, {"<%", "%>"}, {"${", "}"}, {"{#", "#}"}}

func hasDelims(s string) bool {
	for _, p := range templatePairs {
		if strings.Contains(s, p[0]) || strings.Contains(s, p[1]) && p[1] != "}" {
			return true
		}
	}
	return false
}

// literalParts are the pieces of s outside template syntax, spaces
// collapsed, empty pieces left out.
func literalParts(s string) []string {
	var out []string
	keep := func(p string) {
		if p = strings.Join(strings.Fields(p), " "); p != "" {
			out = append(out, p)
		}
	}
	for {
		at, pair := -1, []string(nil)
		for _, p := range templatePairs {
			if j := strings.Index(s, p[0]); j >= 0 && (at < 0 || j < at) {
				at, pair = j, p
			}
		}
		if at < 0 {
			keep(s)
			return out
		}
		keep(s[:at])
		end := strings.Index(s[at+len(pair[0]):], pair[1])
		if end < 0 {
			return out
		}
		s = s[at+len(pair[0])+end+len(pair[1]):]
	}
}

// directText is the element's own text as the template writes it, spaces
// collapsed.
func directText(src []byte, n *srcNode) string {
	var b strings.Builder
	for _, sp := range n.textSpans {
		b.WriteString(" ")
		b.Write(src[sp[0]:sp[1]])
	}
	return strings.Join(strings.Fields(html.UnescapeString(b.String())), " ")
}

// attrWeight is how much a literal attribute that the page shows as
// written says about the match.
func attrWeight(name string) float64 {
	switch name {
	case "id":
		return 6
	case "name", "for", "href", "src", "type", "action", "data-testid":
		return 4
	}
	return 3
}

// ignoredLive are attributes a page or framework adds at run time.
func ignoredLive(name string) bool {
	return name == "style" || strings.HasPrefix(name, "data-v-") || strings.HasPrefix(name, "data-svelte") || name == "data-reactroot"
}

// onePerPage are the elements a page has exactly one of.
var onePerPage = map[string]bool{"html": true, "head": true, "body": true, "title": true}

// matchScore scores template element n (in src) as the writer of el; ok is
// false when the tags differ.
func matchScore(src []byte, n *srcNode, el LiveElement) (float64, bool) {
	if n.tag != el.Tag {
		return 0, false
	}
	score := attrScore(string(src[n.start:n.tagEnd]), el.Attrs, true)
	if onePerPage[n.tag] {
		score += minMatch // a page has one: a layout that writes it is the one
	}
	t := directText(src, n)
	switch {
	case t == "" && el.Text == "":
		score += 0.5
	case hasDelims(t):
		for _, part := range literalParts(t) {
			if strings.Contains(el.Text, part) {
				score += 1.5 // words written in the template, shown as written
			} else {
				score -= 1
			}
		}
	case t == el.Text:
		score += 4
	case t == "" || el.Text == "":
		score -= 2
	default:
		score -= 4
	}
	// The parents the template writes around it, as far as they agree.
	p := n.parent
	for i := 0; i < len(el.Up) && p != nil && p.tag != "#document"; i, p = i+1, p.parent {
		up := el.Up[i]
		if p.tag != up.Tag {
			break
		}
		score += 1 + max(0, attrScore(string(src[p.start:p.tagEnd]), up.Attrs, false))/2
	}
	return score, true
}

// attrScore compares a template start tag's attributes with live ones.
// extra says whether live attributes the tag does not write count against.
func attrScore(tag string, live map[string]string, extra bool) float64 {
	attrs, _ := tagAttrs(tag)
	score, open := 0.0, slices.ContainsFunc(attrs, func(a attrSpan) bool { return hasDelims(a.name) })
	seen := map[string]bool{}
	for _, a := range attrs {
		if hasDelims(a.name) {
			continue // {{if .X}}disabled{{end}}: attributes written conditionally
		}
		seen[a.name] = true
		v, has := live[a.name]
		switch {
		case open && !has && a.value == "" && !strings.Contains(tag, a.name+"="):
			// {% if member %}checked{% endif %}: the words between the
			// tags read as bare attributes; one may or may not be written.
		case hasDelims(a.value):
			if !has {
				score -= 0.5
				continue
			}
			score++
			for _, part := range literalParts(a.value) {
				if strings.Contains(v, part) {
					score += 0.5
				} else {
					score -= 1
				}
			}
		case a.name == "class":
			score += classScore(a.value, v, has)
		case !has:
			score -= 3
		case v == a.value:
			score += attrWeight(a.name)
		default:
			score -= 4
		}
	}
	if extra && !open {
		for name := range live {
			if !seen[name] && !ignoredLive(name) {
				score--
			}
		}
	}
	return score
}

// classScore: shared class names count for, missing ones against (a page
// script may add classes, so live classes the template lacks cost little).
func classScore(tmpl, live string, has bool) float64 {
	if !has {
		return -2
	}
	lv := strings.Fields(live)
	s := 0.0
	for _, c := range strings.Fields(tmpl) {
		if slices.Contains(lv, c) {
			s += 1.5
		} else {
			s -= 2
		}
	}
	return s
}
