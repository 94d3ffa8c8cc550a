package guard

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
)

// matcher finds any of a list of terms: whole words in spaced scripts,
// substrings in scripts without spaces. Text and terms are lower case (the
// classifier folds all text), so it matches case-sensitively.
//
// One regexp over a thousand alternatives costs tens of microseconds per
// text (Go's engine walks every alternative at every position), so each
// term has its own small regexp and a literal it cannot match without
// ("account" for "(close|delete) (my )?account"). A scan of the text's byte
// pairs finds the few terms whose literal is present; only those run.
type matcher struct {
	terms  []*regexp.Regexp // in vocabulary order; spaced ones have the term as group 2
	spaced []bool
	always []int // terms with no usable literal: always tried
	pairs  map[uint16][]lit
	seen   [1024]uint64 // bit per byte pair that starts some literal
}

type lit struct {
	s    string
	term int
}

// newMatcher compiles spaced (whole-word) and nospace (substring) terms.
func newMatcher(spaced, nospace []string) (*matcher, error) {
	m := &matcher{pairs: map[uint16][]lit{}}
	add := func(term string, words bool) error {
		src := term
		if words {
			src = `(^|[^\pL\pN])(` + term + `)($|[^\pL\pN])`
		}
		re, err := regexp.Compile(src)
		if err != nil {
			return err
		}
		i := len(m.terms)
		m.terms = append(m.terms, re)
		m.spaced = append(m.spaced, words)
		p, err := syntax.Parse(term, syntax.Perl)
		if err != nil {
			return err
		}
		ls, ok := required(p.Simplify())
		if !ok || slices.ContainsFunc(ls, func(s string) bool { return len(s) < 2 }) {
			m.always = append(m.always, i)
			return nil
		}
		for _, s := range ls {
			k := uint16(s[0])<<8 | uint16(s[1])
			m.pairs[k] = append(m.pairs[k], lit{s, i})
			m.seen[k>>6] |= 1 << (k & 63)
		}
		return nil
	}
	for _, t := range spaced {
		if err := add(t, true); err != nil {
			return nil, err
		}
	}
	for _, t := range nospace {
		if err := add(t, false); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// required returns literals of which every match of re contains at least
// one, preferring the set whose shortest member is longest; ok is false
// when no such set is known (an optional part, a character class).
func required(re *syntax.Regexp) ([]string, bool) {
	switch re.Op {
	case syntax.OpLiteral:
		if re.Flags&syntax.FoldCase != 0 {
			return nil, false
		}
		return []string{string(re.Rune)}, true
	case syntax.OpCapture, syntax.OpPlus:
		return required(re.Sub[0])
	case syntax.OpRepeat:
		if re.Min >= 1 {
			return required(re.Sub[0])
		}
	case syntax.OpAlternate:
		var all []string
		for _, s := range re.Sub {
			ls, ok := required(s)
			if !ok {
				return nil, false
			}
			all = append(all, ls...)
		}
		return all, true
	case syntax.OpConcat:
		var best []string
		for _, s := range re.Sub {
			if ls, ok := required(s); ok && (best == nil || shortest(ls) > shortest(best)) {
				best = ls
			}
		}
		return best, best != nil
	}
	return nil, false
}

func shortest(ls []string) int {
	n := 1 << 30
	for _, s := range ls {
		n = min(n, len(s))
	}
	return n
}

// find returns the matched term and where it starts, or "" and -1: the
// leftmost match, and at one position the term listed first.
func (m *matcher) find(s string) (string, int) {
	if m == nil {
		return "", -1
	}
	var cand [4]uint64 // candidates when the matcher has ≤ 256 terms
	var more []bool
	mark := func(i int) {
		if i < 256 {
			cand[i>>6] |= 1 << (i & 63)
			return
		}
		if more == nil {
			more = make([]bool, len(m.terms))
		}
		more[i] = true
	}
	for _, i := range m.always {
		mark(i)
	}
	any := len(m.always) > 0
	for i := 0; i+1 < len(s); i++ {
		k := uint16(s[i])<<8 | uint16(s[i+1])
		if m.seen[k>>6]&(1<<(k&63)) == 0 {
			continue
		}
		for _, l := range m.pairs[k] {
			if strings.HasPrefix(s[i:], l.s) {
				mark(l.term)
				any = true
			}
		}
	}
	if !any {
		return "", -1
	}
	best, at := "", -1
	for i, re := range m.terms {
		if !(i < 256 && cand[i>>6]&(1<<(i&63)) != 0 || i >= 256 && more != nil && more[i]) {
			continue
		}
		if m.spaced[i] {
			if loc := re.FindStringSubmatchIndex(s); loc != nil && (at < 0 || loc[4] < at) {
				best, at = s[loc[4]:loc[5]], loc[4]
			}
		} else if loc := re.FindStringIndex(s); loc != nil && (at < 0 || loc[0] < at) {
			best, at = s[loc[0]:loc[1]], loc[0]
		}
	}
	return best, at
}

func (m *matcher) match(s string) bool { _, at := m.find(s); return at >= 0 }
