package guard

import (
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
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
// Word boundaries are checked in Go, not in the regexps: a [^\pL\pN]
// class in each of a thousand regexps made loading the vocabulary cost
// 60 MB and a tenth of a second. Each term's regexps are compiled the
// first time its literal shows up (the file is parsed and checked when
// the package loads): most terms never appear on a given site.
type matcher struct {
	terms  []func() *regexp.Regexp // in vocabulary order: ^term for spaced terms, term for the others
	exact  []func() *regexp.Regexp // ^term$ for spaced terms, to try shorter spans
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
		// Parsing finds every error regexp.Compile would report for
		// these small terms, so the lazy compile below cannot fail.
		p, err := syntax.Parse(term, syntax.Perl)
		if err != nil {
			return err
		}
		src := `(?:` + term + `)`
		if words {
			src = `^(?:` + term + `)`
		}
		i := len(m.terms)
		m.terms = append(m.terms, sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(src) }))
		m.exact = append(m.exact, sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^(?:` + term + `)$`) }))
		m.spaced = append(m.spaced, words)
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
	for i, term := range m.terms {
		if !(i < 256 && cand[i>>6]&(1<<(i&63)) != 0 || i >= 256 && more != nil && more[i]) {
			continue
		}
		if m.spaced[i] {
			if a, b := m.wordMatch(i, s, at); a >= 0 {
				best, at = s[a:b], a
			}
		} else if loc := term().FindStringIndex(s); loc != nil && (at < 0 || loc[0] < at) {
			best, at = s[loc[0]:loc[1]], loc[0]
		}
	}
	return best, at
}

// wordMatch finds term i standing as whole words, starting before limit
// (when limit ≥ 0): at each word start, the regexp's own match if it ends
// at a word end, else the longest shorter span ending at one.
func (m *matcher) wordMatch(i int, s string, limit int) (int, int) {
	for p := 0; p < len(s) && (limit < 0 || p < limit); p++ {
		if p > 0 {
			if r, _ := utf8.DecodeLastRuneInString(s[:p]); isWordRune(r) || !utf8.RuneStart(s[p]) {
				continue
			}
		}
		loc := m.terms[i]().FindStringIndex(s[p:])
		if loc == nil {
			continue
		}
		if end := p + loc[1]; wordEnd(s, end) {
			return p, end
		}
		for e := p + loc[1] - 1; e > p; e-- {
			if wordEnd(s, e) && utf8.RuneStart(s[e]) && m.exact[i]().MatchString(s[p:e]) {
				return p, e
			}
		}
	}
	return -1, -1
}

func wordEnd(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

// isWordRune: marks belong to the word they sit on; a Devanagari vowel
// sign (ा, Mc) is not a word end, so "हट" does not match inside "हटाएं".
func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r) }

func (m *matcher) match(s string) bool { _, at := m.find(s); return at >= 0 }
