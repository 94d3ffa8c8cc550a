package browser

import (
	"sort"
	"strings"
	"unicode"
)

// rankCandidates scores elements against a query (a selector or a text that
// matched nothing) by token overlap with their id, class, name attribute,
// placeholder, accessible name and role, and returns the best n.
func rankCandidates(els []Element, query string, n int) []Candidate {
	q := tokens(query)
	if len(q) == 0 {
		return []Candidate{}
	}
	type scored struct {
		e     Element
		score float64
	}
	var ranked []scored
	for _, e := range els {
		et := tokens(strings.Join([]string{e.id, e.class, e.nameAttr, e.placeholder, e.Name, e.Role}, " "))
		if len(et) == 0 {
			continue
		}
		var sum float64
		for _, qt := range q {
			sum += bestTokenScore(qt, et)
		}
		if sum > 0 {
			ranked = append(ranked, scored{e, sum / float64(len(q))})
		}
	}
	sort.SliceStable(ranked, func(i, j int) bool { return ranked[i].score > ranked[j].score })
	out := make([]Candidate, 0, n)
	for i := 0; i < len(ranked) && i < n; i++ {
		out = append(out, ranked[i].e.Candidate())
	}
	return out
}

func bestTokenScore(q string, toks []string) float64 {
	best := 0.0
	for _, t := range toks {
		var s float64
		switch {
		case t == q:
			s = 1
		case len(q) >= 3 && len(t) >= 3 && (strings.HasPrefix(t, q) || strings.HasPrefix(q, t)):
			s = 0.7
		case len(q) >= 4 && (strings.Contains(t, q) || strings.Contains(q, t) && len(t) >= 4):
			s = 0.5
		case len(q) >= 4 && editDistanceAtMost1(q, t):
			s = 0.5
		}
		if s > best {
			best = s
		}
	}
	return best
}

// selectorNoise are CSS/XPath words that say nothing about the element.
var selectorNoise = map[string]bool{"nth": true, "of": true, "type": true, "child": true, "div": true, "span": true,
	"css": true, "xpath": true, "internal": true, "control": true, "enter": true, "frame": true, "the": true}

// tokens splits on non-alphanumerics and camelCase, lower-cased.
func tokens(s string) []string {
	var out []string
	var cur []rune
	flush := func() {
		if len(cur) > 1 {
			t := strings.ToLower(string(cur))
			if !selectorNoise[t] {
				out = append(out, t)
			}
		}
		cur = cur[:0]
	}
	var prev rune
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if unicode.IsUpper(r) && unicode.IsLower(prev) {
				flush()
			}
			cur = append(cur, r)
		default:
			flush()
		}
		prev = r
	}
	flush()
	return out
}

func editDistanceAtMost1(a, b string) bool {
	if a == b {
		return true
	}
	la, lb := len(a), len(b)
	if la-lb > 1 || lb-la > 1 {
		return false
	}
	i, j, edits := 0, 0, 0
	for i < la && j < lb {
		if a[i] == b[j] {
			i++
			j++
			continue
		}
		edits++
		if edits > 1 {
			return false
		}
		switch {
		case la > lb:
			i++
		case lb > la:
			j++
		default:
			i++
			j++
		}
	}
	return edits+(la-i)+(lb-j) <= 1
}
