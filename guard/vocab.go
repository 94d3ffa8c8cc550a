package guard

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"regexp/syntax"
	"slices"
	"strings"
)

// vocabJSON is the classifier's vocabulary, kept as data so a language can
// be added without touching code.
//
//go:embed vocab.json
var vocabJSON []byte

// vocabRule is a rule as the file writes it.
type vocabRule struct {
	Category string              `json:"category"`
	Severity string              `json:"severity"`
	Terms    map[string][]string `json:"terms"`
	Whole    map[string][]string `json:"whole"`
	Context  map[string][]string `json:"context"` // context_rules: where the terms count
}

type vocabFile struct {
	NoSpace        []string    `json:"nospace"`
	Rules          []vocabRule `json:"rules"`
	SensitiveRules []vocabRule `json:"sensitive_rules"`
	ContextRules   []vocabRule `json:"context_rules"`
	SelectOptions  []vocabRule `json:"select_options"`
	SQL            []struct {
		Category string `json:"category"`
		Severity string `json:"severity"`
		Pattern  string `json:"pattern"`
	} `json:"sql_statements"`
	Sensitive struct {
		AuthPaths     []string `json:"auth_paths"`
		SettingsPaths []string `json:"settings_paths"`
		Credentials   []string `json:"credential_collections"`
		Fields        []struct {
			Category     string   `json:"category"`
			When         string   `json:"when"`
			SettingsOnly bool     `json:"settings_only"`
			Keys         []string `json:"keys"`
			Values       []string `json:"values"`
		} `json:"fields"`
	} `json:"sensitive_fields"`
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
	PostPayLast  []string            `json:"post_payment_collections"`
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
	AccountSkip    []string          `json:"account_path_skip"` // segments AccountPath reads past
	StampKeys      []string          `json:"stamp_keys"`
	EventPaths     []string          `json:"event_paths"`
	SwitchKeys     []string          `json:"switch_keys"`
	FilterKeys     []string          `json:"filter_keys"`
	WrapperKeys    []string          `json:"wrapper_keys"`
	PatchOps       []string          `json:"patch_ops"`
	UndoPathWords  []string          `json:"undo_path_words"`
	OnValues       []string          `json:"on_values"`
	OffValues      []string          `json:"off_values"`
	CardInputs     []string          `json:"card_inputs"`      // form fields that make a submission a payment
	QueryPaths     []string          `json:"query_endpoints"`  // a path segment that only answers queries unless a mutation is sent
	StaticExts     []string          `json:"static_file_exts"` // files loaded, never run on the server
	CacheBusters   []string          `json:"cache_buster_keys"`
}

// wordSets is Words compiled to sets.
type wordSets struct {
	locales, amountKeys, navigationKeys, throwaway, searchParams, actionKeys, stateKeys,
	accountWords, accountSkip, stampKeys, eventPaths, switchKeys, filterKeys, wrapperKeys, patchOps, undoPath, on, off map[string]bool
	cardInputs, queryPaths, staticExts, cacheBusters map[string]bool
	softDelete, stateValues                          map[string]string // word → category
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
		stateKeys: set(w.StateKeys), accountWords: set(w.AccountWords), accountSkip: set(w.AccountSkip), stampKeys: set(w.StampKeys),
		eventPaths: set(w.EventPaths), switchKeys: set(w.SwitchKeys), filterKeys: set(w.FilterKeys),
		wrapperKeys: set(w.WrapperKeys), patchOps: set(w.PatchOps), undoPath: set(w.UndoPathWords), on: set(w.OnValues), off: set(w.OffValues),
		cardInputs: set(w.CardInputs), queryPaths: set(w.QueryPaths), staticExts: set(w.StaticExts), cacheBusters: set(w.CacheBusters), softDelete: w.SoftDelete, stateValues: w.StateValues}, nil
}

type rule struct {
	category, severity string
	m                  *matcher
	whole              *wholeLabel // terms that count only as the entire label
	context            *matcher    // context_rules: the terms count only in such a context
}

// lexicon is the compiled vocabulary.
type lexicon struct {
	rules                                                   []rule
	benign, strong, negIdents, reversal, info, verbs, topic *matcher
	negative, affirmative                                   *wholeLabel // whole label
	money                                                   *regexp.Regexp
	infoNoun                                                *regexp.Regexp // rule terms that name a topic, not an act
	infoSegments                                            map[string]bool
	refSegments                                             map[string]bool // help and docs sections: what follows names a page
	titleStart                                              *regexp.Regexp  // words a title or question starts with
	postPayment                                             map[string]bool // path words that make a POST a payment
	postPublish                                             map[string]bool // collections a POST to publishes into (/api/tweets)
	postPayLast                                             map[string]bool // collections a POST to as the last segment pays (/api/orders)
	compound                                                map[string]bool // words a run-together token may be made of
	compoundMax                                             int             // the longest of them, in bytes
	wordSets
	ordered      []rule    // sensitive_rules, then rules: the order they are tried in
	contextRules []rule    // terms that destroy only in a context ("Send" under a composer)
	selectRules  []rule    // whole options that hand out access in a <select>
	sql          []sqlRule // statements that destroy rows
	sensitive    sensitiveWords
}

// sqlRule is one destructive SQL statement form.
type sqlRule struct {
	category, severity string
	re                 *regexp.Regexp
}

// sensitiveWords are what the request reader needs to tell a sensitive
// write (a new email on /settings) from signing in (email and password to
// /session).
type sensitiveWords struct {
	authPaths, settingsPaths, credentials map[string]bool
	fields                                []fieldRule
}

// fieldRule: setting one of keys (as when says) is a sensitive change.
type fieldRule struct {
	category, when string
	settingsOnly   bool
	keys, values   map[string]bool
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
		for _, lang := range slices.Sorted(maps.Keys(terms)) {
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
	whole := func(terms map[string][]string) *wholeLabel {
		var all []string
		for _, lang := range slices.Sorted(maps.Keys(terms)) {
			all = append(all, terms[lang]...)
		}
		w, err := newWholeLabel(all)
		if err != nil && firstErr == nil {
			firstErr = err
		}
		return w
	}
	l := &lexicon{benign: mk(v.Benign), strong: mk(v.Strong), negIdents: mk(v.NegIdents), reversal: mk(v.Reversal),
		info: mk(v.Info), verbs: mk(v.MoneyVerbs), negative: whole(v.Negative), affirmative: whole(v.Affirmative),
		topic: mk(v.Topic), infoSegments: map[string]bool{}, refSegments: map[string]bool{}, postPayment: map[string]bool{}, postPublish: map[string]bool{}, postPayLast: map[string]bool{}, compound: map[string]bool{}}
	if l.wordSets, err = v.Words.compile(); err != nil {
		return nil, err
	}
	compile := func(rs []vocabRule) ([]rule, error) {
		var out []rule
		for _, r := range rs {
			if r.Category == "" || r.Severity == "" || len(r.Terms) == 0 {
				return nil, fmt.Errorf("a rule needs category, severity and terms")
			}
			ru := rule{category: r.Category, severity: r.Severity, m: mk(r.Terms)}
			if len(r.Whole) > 0 {
				ru.whole = whole(r.Whole)
			}
			if len(r.Context) > 0 {
				ru.context = mk(r.Context)
			}
			out = append(out, ru)
		}
		return out, nil
	}
	// Sensitive rules come first: "make this repository public" is a
	// high-severity publication before "make … public" is a medium one.
	if l.rules, err = compile(v.Rules); err != nil {
		return nil, err
	}
	sensitive, err := compile(v.SensitiveRules)
	if err != nil {
		return nil, err
	}
	l.ordered = append(sensitive, l.rules...)
	if l.contextRules, err = compile(v.ContextRules); err != nil {
		return nil, err
	}
	for _, r := range v.SelectOptions {
		l.selectRules = append(l.selectRules, rule{category: r.Category, severity: r.Severity, whole: whole(r.Terms)})
	}
	for _, q := range v.SQL {
		re, err := regexp.Compile(`(?is)(?:^|;)\s*(?:` + q.Pattern + `)`)
		if err != nil {
			return nil, fmt.Errorf("sql_statements: %w", err)
		}
		l.sql = append(l.sql, sqlRule{q.Category, q.Severity, re})
	}
	sw := v.Sensitive
	l.sensitive = sensitiveWords{authPaths: set(sw.AuthPaths), settingsPaths: set(sw.SettingsPaths), credentials: set(sw.Credentials)}
	for _, f := range sw.Fields {
		if !slices.Contains(Categories, f.Category) || !slices.Contains([]string{"set", "off", "values", "true"}, f.When) {
			return nil, fmt.Errorf("sensitive_fields: bad category %q or when %q", f.Category, f.When)
		}
		l.sensitive.fields = append(l.sensitive.fields, fieldRule{category: f.Category, when: f.When, settingsOnly: f.SettingsOnly,
			keys: set(f.Keys), values: set(f.Values)})
	}
	for _, s := range v.PostPayment {
		l.postPayment[s] = true
	}
	for _, s := range v.PostPublish {
		l.postPublish[s] = true
	}
	for _, s := range v.PostPayLast {
		l.postPayLast[s] = true
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

// wholeLabel matches terms against an entire label. Most terms are plain
// words, looked up in a set: one regexp over every language's words for
// "Cancel" costs more per label than the rest of a rule does.
type wholeLabel struct {
	lits map[string]bool
	re   *regexp.Regexp // the terms with regexp syntax, or nil
}

func newWholeLabel(terms []string) (*wholeLabel, error) {
	w := &wholeLabel{lits: map[string]bool{}}
	var rest []string
	for _, t := range terms {
		p, err := syntax.Parse(t, syntax.Perl)
		if err != nil {
			return nil, err
		}
		switch p = p.Simplify(); {
		case p.Op == syntax.OpLiteral && p.Flags&syntax.FoldCase == 0:
			w.lits[strings.ToLower(string(p.Rune))] = true
		case p.Op == syntax.OpEmptyMatch:
			w.lits[""] = true
		default:
			rest = append(rest, t)
		}
	}
	if len(rest) > 0 {
		re, err := regexp.Compile(`(?i)^(?:` + strings.Join(rest, "|") + `)$`)
		if err != nil {
			return nil, err
		}
		w.re = re
	}
	return w, nil
}

// MatchString: s, in any case, is one of the terms.
func (w *wholeLabel) MatchString(s string) bool {
	return w.lits[strings.ToLower(s)] || w.re != nil && w.re.MatchString(s)
}
