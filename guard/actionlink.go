package guard

import (
	"encoding/json"
	"fmt"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode"

	unorm "golang.org/x/text/unicode/norm"
)

// writeVocab is the part of vocab.json the write policy reads: the words
// that make a GET link an action, and the control names that announce no
// write. It is parsed on its own so the classifier's lexicon stays as is.
type writeVocab struct {
	ActionWords    []string            `json:"action_link_words"`
	ActionKeys     []string            `json:"action_link_keys"`
	KeyFragments   []string            `json:"action_link_key_fragments"`
	ActionObjects  []string            `json:"action_link_objects"`
	FileExts       []string            `json:"action_link_file_exts"`
	DocumentExts   []string            `json:"action_link_document_exts"`
	ReadOnlyLabels map[string][]string `json:"read_only_labels"`
}

type writeLexicon struct {
	actionWords, actionKeys, objects, fileExts, documentExts map[string]bool
	keyFragments                                             []string
	readOnly                                                 *regexp.Regexp // a whole folded label
}

var wlex = mustWriteLexicon(vocabJSON)

func mustWriteLexicon(b []byte) *writeLexicon {
	var v writeVocab
	if err := json.Unmarshal(b, &v); err != nil {
		panic(fmt.Sprintf("guard/vocab.json: %v", err))
	}
	set := func(name string, words []string) map[string]bool {
		if len(words) == 0 {
			panic("guard/vocab.json: " + name + " is empty")
		}
		m := map[string]bool{}
		for _, w := range words {
			m[w] = true
		}
		return m
	}
	l := &writeLexicon{actionWords: set("action_link_words", v.ActionWords), actionKeys: set("action_link_keys", v.ActionKeys),
		objects: set("action_link_objects", v.ActionObjects), fileExts: set("action_link_file_exts", v.FileExts),
		documentExts: set("action_link_document_exts", v.DocumentExts), keyFragments: v.KeyFragments}
	var all []string
	for _, lang := range slices.Sorted(maps.Keys(v.ReadOnlyLabels)) {
		all = append(all, v.ReadOnlyLabels[lang]...)
	}
	if len(all) == 0 {
		panic("guard/vocab.json: read_only_labels is empty")
	}
	l.readOnly = regexp.MustCompile(`^(?:` + strings.Join(all, "|") + `)$`)
	return l
}

// ActionLink returns the action a GET URL reads as, or "": an action word
// as a path segment of its own after another one (/orders/5/cancel), or
// beside an object word (empty-cart), or as a query key (/cart?empty=1),
// or as the value of an action key (?action=cancel). Shops and apps put
// them on links (/cart/empty, /cart/add?id=3, /invites/9/decline); the
// crawl requests none of them and the strict write policy counts a GET to
// one as a write. The words are data, in vocab.json.
func ActionLink(u *url.URL) string {
	segs := strings.FieldsFunc(u.EscapedPath(), func(r rune) bool { return r == '/' })
	for i, seg := range segs {
		// Decoded until it no longer changes, marks folded: a server that
		// decodes twice or folds accents reads /%2564elete and délete as
		// delete (a seventh outside attacker's).
		for range 3 {
			d, err := url.PathUnescape(seg)
			if err != nil || d == seg {
				break
			}
			seg = d
		}
		seg = foldMarks(seg)
		words := strings.FieldsFunc(strings.ToLower(seg), func(r rune) bool { return r == '-' || r == '_' || r == '.' || r == ' ' })
		document := false
		if n := len(words); n >= 2 && wlex.fileExts[words[n-1]] {
			document = wlex.documentExts[words[n-1]]
			words = words[:n-1]
		}
		// "cancel" acting on what comes before it (/orders/5/cancel), or
		// "cancel-order" or "order-cancel"; not a slug that merely holds
		// the word ("cancel-culture-book"), nor a top-level page (/empty.html).
		if len(words) == 1 && i > 0 && !document && wlex.actionWords[words[0]] && !underInfo(segs[:i]) {
			return words[0]
		}
		if len(words) == 2 && (wlex.actionWords[words[0]] && wlex.objects[words[1]] || wlex.actionWords[words[1]] && wlex.objects[words[0]]) {
			return seg
		}
	}
	for k, vs := range Query(u) {
		k = foldMarks(strings.ToLower(k))
		if wlex.actionWords[k] {
			return k // /cart?empty=1
		}
		for _, f := range wlex.keyFragments {
			if strings.Contains(k, f) {
				return k // ?add-to-cart=12
			}
		}
		for _, v := range vs {
			if graphQLMutation(v) {
				return k + "=mutation" // GraphQL over GET: ?query=mutation{deleteRepo…}
			}
			if w := foldMarks(strings.ToLower(strings.TrimSpace(v))); wlex.actionKeys[k] && (wlex.actionWords[w] || strings.ContainsAny(w, "-_") && ActionLink(&url.URL{Path: "/" + w}) != "") {
				return k + "=" + w
			}
		}
	}
	return ""
}

// ReadOnlyLabel reports whether a control's name announces no write
// ("Show profile", "Refresh", "Details", "Weiter"): the whole name, folded
// and trimmed of punctuation, symbols and emoji, is one of read_only_labels.
func ReadOnlyLabel(name string) bool {
	f := strings.Join(strings.FieldsFunc(fold(name), func(r rune) bool {
		return !(r == '\'' || r == ' ' || unicode.IsLetter(r) || unicode.IsDigit(r))
	}), " ")
	f = strings.Join(strings.Fields(f), " ")
	return f != "" && wlex.readOnly.MatchString(f)
}

// graphQLMutation reports a GraphQL document whose operation is a
// mutation: a write whatever its field names, even sent by GET.
func graphQLMutation(v string) bool {
	v = strings.TrimLeft(v, " \t\r\n,\ufeff")
	for strings.HasPrefix(v, "#") { // comments
		_, v, _ = strings.Cut(v, "\n")
		v = strings.TrimLeft(v, " \t\r\n,")
	}
	rest, ok := strings.CutPrefix(v, "mutation")
	// A document has a selection set; "mutation testing" is a search.
	return ok && rest != "" && strings.IndexByte(" \t\r\n{(", rest[0]) >= 0 && strings.Contains(rest, "{")
}

// underInfo reports a path below a help, docs or blog section
// (/docs/upgrade, /blog/2024/reset): what follows names a page about the
// action, not the action.
func underInfo(segs []string) bool {
	for _, s := range segs {
		if lex.infoSegments[strings.ToLower(s)] {
			return true
		}
	}
	return false
}

// QuerySets reports a GET whose query string does what a write's body
// would: it names something besides a search, and read as the body of a
// PUT to the same path it is destructive (/api/settings/2fa?enabled=false,
// /api/repos/7?private=false, /team/invite?role=owner). HTTP calls GET
// safe; a site that changes state on one is judged by what it is sent. A
// filter that looks like a setting (/api/users?role=admin), or any query on
// a credentials path, reads the same way: under the strict write policy it
// is asked about too.
func QuerySets(u *url.URL) bool {
	named := false
	for k := range Query(u) {
		named = named || !lex.searchParams[strings.ToLower(k)]
	}
	return named && ClassifyRequest("PUT", u.String(), "", "").Destructive()
}

// foldMarks is s without its combining marks (é as e), as a server that
// folds accents reads it.
func foldMarks(s string) string {
	for _, r := range s {
		if r >= 0x80 {
			return strings.Map(func(r rune) rune {
				if unicode.Is(unicode.Mn, r) {
					return -1
				}
				return r
			}, unorm.NFKD.String(s))
		}
	}
	return s
}
