package guard

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
)

// vocabJSON is the classifier's vocabulary, kept as data so a language can
// be added without touching code.
//
//go:embed vocab.json
var vocabJSON []byte

type vocabFile struct {
	NoSpace []string `json:"nospace"`
	Rules   []struct {
		Category string              `json:"category"`
		Severity string              `json:"severity"`
		Terms    map[string][]string `json:"terms"`
		Whole    map[string][]string `json:"whole"`
	} `json:"rules"`
	Benign       map[string][]string `json:"benign_objects"`
	Strong       map[string][]string `json:"strong_objects"`
	Negative     map[string][]string `json:"negative"`
	NegIdents    map[string][]string `json:"negative_idents"`
	Reversal     map[string][]string `json:"reversal"`
	Affirmative  map[string][]string `json:"affirmative"`
	Info         map[string][]string `json:"informational"`
	InfoNouns    []string            `json:"info_nouns"`
	InfoSegments []string            `json:"info_path_segments"`
	RefSegments  []string            `json:"reference_path_segments"`
	MoneyVerbs   map[string][]string `json:"money_verbs"`
	Money        string              `json:"money"`
	Topic        map[string][]string `json:"topic"`
	TitleStarts  []string            `json:"title_starts"`
	PostPayment  []string            `json:"post_payment_paths"`
	PostPublish  []string            `json:"post_publication_paths"`
	Compound     map[string][]string `json:"compound_words"`
	Words
}

// Words are the word sets the request and key readers look up whole.
type Words struct {
	Locales        []string          `json:"locales"`
	AmountKeys     []string          `json:"amount_keys"`
	NavigationKeys []string          `json:"navigation_keys"`
	Throwaway      []string          `json:"throwaway_collections"`
	SearchParams   []string          `json:"search_params"`
	SoftDelete     map[string]string `json:"soft_delete_flags"`
	ActionKeys     []string          `json:"action_keys"`
	StateKeys      []string          `json:"state_keys"`
	StateValues    map[string]string `json:"state_values"`
	AccountWords   []string          `json:"account_words"`
	StampKeys      []string          `json:"stamp_keys"`
	EventPaths     []string          `json:"event_paths"`
	SwitchKeys     []string          `json:"switch_keys"`
	FilterKeys     []string          `json:"filter_keys"`
	WrapperKeys    []string          `json:"wrapper_keys"`
	PatchOps       []string          `json:"patch_ops"`
}

// wordSets is Words compiled to sets.
type wordSets struct {
	locales, amountKeys, navigationKeys, throwaway, searchParams, actionKeys, stateKeys,
	accountWords, stampKeys, eventPaths, switchKeys, filterKeys, wrapperKeys, patchOps map[string]bool
	softDelete, stateValues map[string]string // word → category
}

func set(words []string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

func (w Words) compile() (wordSets, error) {
	for _, m := range []map[string]string{w.SoftDelete, w.StateValues} {
		for k, c := range m {
			if !slices.Contains(Categories, c) {
				return wordSets{}, fmt.Errorf("%q: unknown category %q", k, c)
			}
		}
	}
	return wordSets{locales: set(w.Locales), amountKeys: set(w.AmountKeys), navigationKeys: set(w.NavigationKeys),
		throwaway: set(w.Throwaway), searchParams: set(w.SearchParams), actionKeys: set(w.ActionKeys),
		stateKeys: set(w.StateKeys), accountWords: set(w.AccountWords), stampKeys: set(w.StampKeys),
		eventPaths: set(w.EventPaths), switchKeys: set(w.SwitchKeys), filterKeys: set(w.FilterKeys),
		wrapperKeys: set(w.WrapperKeys), patchOps: set(w.PatchOps), softDelete: w.SoftDelete, stateValues: w.StateValues}, nil
}

type rule struct {
	category, severity string
	m                  *matcher
	whole              *regexp.Regexp // terms that count only as the entire label
}

// lexicon is the compiled vocabulary.
type lexicon struct {
	rules                                                   []rule
	benign, strong, negIdents, reversal, info, verbs, topic *matcher
	negative, affirmative                                   *regexp.Regexp // whole label
	money                                                   *regexp.Regexp
	infoNoun                                                *regexp.Regexp // rule terms that name a topic, not an act
	infoSegments                                            map[string]bool
	refSegments                                             map[string]bool // help and docs sections: what follows names a page
	titleStart                                              *regexp.Regexp  // words a title or question starts with
	postPayment                                             map[string]bool // path words that make a POST a payment
	postPublish                                             map[string]bool // collections a POST to publishes into (/api/tweets)
	compound                                                map[string]bool // words a run-together token may be made of
	compoundMax                                             int             // the longest of them, in bytes
	wordSets
}

// lex is compiled once from the embedded file; a bad file fails every test.
var lex = mustLexicon(vocabJSON)

func mustLexicon(b []byte) *lexicon {
	l, err := compileLexicon(b)
	if err != nil {
		panic(fmt.Sprintf("guard/vocab.json: %v", err))
	}
	return l
}

func parseVocab(b []byte) (*vocabFile, error) {
	var v vocabFile
	if err := json.Unmarshal(b, &v); err != nil {
		return nil, err
	}
	return &v, nil
}

func compileLexicon(b []byte) (*lexicon, error) {
	v, err := parseVocab(b)
	if err != nil {
		return nil, err
	}
	nospace := map[string]bool{}
	for _, l := range v.NoSpace {
		nospace[l] = true
	}
	var firstErr error
	mk := func(terms map[string][]string) *matcher {
		var sp, ns []string
		for _, lang := range sortedKeys(terms) {
			if nospace[lang] {
				ns = append(ns, terms[lang]...)
			} else {
				sp = append(sp, terms[lang]...)
			}
		}
		m, err := newMatcher(sp, ns)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return m
	}
	whole := func(terms map[string][]string) *regexp.Regexp {
		var all []string
		for _, lang := range sortedKeys(terms) {
			all = append(all, terms[lang]...)
		}
		re, err := regexp.Compile(`(?i)^(?:` + strings.Join(all, "|") + `)$`)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return re
	}
	l := &lexicon{benign: mk(v.Benign), strong: mk(v.Strong), negIdents: mk(v.NegIdents), reversal: mk(v.Reversal),
		info: mk(v.Info), verbs: mk(v.MoneyVerbs), negative: whole(v.Negative), affirmative: whole(v.Affirmative),
		topic: mk(v.Topic), infoSegments: map[string]bool{}, refSegments: map[string]bool{}, postPayment: map[string]bool{}, postPublish: map[string]bool{}, compound: map[string]bool{}}
	if l.wordSets, err = v.Words.compile(); err != nil {
		return nil, err
	}
	for _, r := range v.Rules {
		if r.Category == "" || r.Severity == "" || len(r.Terms) == 0 {
			return nil, fmt.Errorf("a rule needs category, severity and terms")
		}
		ru := rule{category: r.Category, severity: r.Severity, m: mk(r.Terms)}
		if len(r.Whole) > 0 {
			ru.whole = whole(r.Whole)
		}
		l.rules = append(l.rules, ru)
	}
	for _, s := range v.PostPayment {
		l.postPayment[s] = true
	}
	for _, s := range v.PostPublish {
		l.postPublish[s] = true
	}
	for _, words := range v.Compound {
		for _, w := range words {
			l.compound[w] = true
			l.compoundMax = max(l.compoundMax, len(w))
		}
	}
	for _, s := range v.RefSegments {
		l.refSegments[s] = true
	}
	for _, s := range v.InfoSegments {
		l.infoSegments[s] = true
	}
	if l.infoNoun, err = regexp.Compile(`(?i)^(?:` + strings.Join(v.InfoNouns, "|") + `)$`); err != nil {
		return nil, fmt.Errorf("info_nouns: %w", err)
	}
	if l.titleStart, err = regexp.Compile(`^(?:` + strings.Join(v.TitleStarts, "|") + `)($|[^\pL\pN])`); err != nil {
		return nil, fmt.Errorf("title_starts: %w", err)
	}
	if l.money, err = regexp.Compile(`(?i)` + v.Money); err != nil {
		return nil, fmt.Errorf("money: %w", err)
	}
	return l, firstErr
}

func sortedKeys(m map[string][]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}
