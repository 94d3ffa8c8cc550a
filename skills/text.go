// Package skills is the semantic memory of successful workflows: a task is
// reduced to a template with bound slots, matched by meaning against saved
// skills for the same site, and replayed through the browser without an LLM.
package skills

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// Parsed is a task reduced to what matching needs.
type Parsed struct {
	Template string            // e.g. "create project ${name} linear"
	Bindings map[string]string // slot → value, e.g. name → Alpha
	Tokens   []string          // folded content tokens, slots as ${slot}
	Verbs    []string          // canonical action verbs, sorted
	Negated  bool
}

var (
	reQuoted  = regexp.MustCompile(`["“”„«»]([^"“”„«»]{1,120})["“”„«»]|(?:^|[\s(])['‘’]([^'‘’]{1,120})['‘’]`)
	reEmail   = regexp.MustCompile(`^[\w.+-]+@[\w-]+(\.[\w-]+)+$`)
	reURL     = regexp.MustCompile(`^https?://\S+$`)
	reDate    = regexp.MustCompile(`^(\d{4}-\d{2}-\d{2}|\d{1,2}/\d{1,2}/\d{2,4})$`)
	reNumber  = regexp.MustCompile(`^[-+]?\d+([.,]\d+)?%?$`)
	reURLIn   = regexp.MustCompile(`https?://[^\s"'<>]+[^\s"'<>.,;:!?)]`)
	reEmailIn = regexp.MustCompile(`[\w.+-]+@[\w-]+(\.[\w-]+)+`)
	reWord    = regexp.MustCompile(`[\p{L}\p{N}][\p{L}\p{N}'’._@+-]*[\p{L}\p{N}]|[\p{L}\p{N}]`)
)

// nameCues precede a name slot ("a project called Alpha").
var nameCues = map[string]bool{"called": true, "named": true, "titled": true, "labelled": true, "labeled": true, "name": true, "title": true}

// placePreps precede an app or place, which stays part of the task ("in
// Linear"), not a slot.
var placePreps = map[string]bool{"in": true, "on": true, "at": true, "into": true, "from": true, "via": true, "using": true, "within": true, "inside": true}

var stopwords = map[string]bool{"a": true, "an": true, "the": true, "to": true, "in": true, "on": true, "at": true, "of": true,
	"for": true, "with": true, "and": true, "my": true, "our": true, "your": true, "this": true, "that": true, "please": true,
	"into": true, "from": true, "via": true, "using": true, "it": true, "is": true, "be": true, "as": true, "by": true, "me": true,
	"some": true, "one": true, "just": true, "then": true, "can": true, "you": true, "i": true, "want": true, "would": true, "like": true,
	"could": true, "will": true, "ahead": true, "within": true, "inside": true}

var negations = map[string]bool{"not": true, "don't": true, "dont": true, "never": true, "without": true, "no": true,
	"doesn't": true, "didn't": true, "isn't": true, "cannot": true, "can't": true, "won't": true, "avoid": true, "except": true}

// verbFamilies fold UI-verb synonyms; the family name is the canonical verb.
// Families are kept apart on purpose: archive is not delete.
var verbFamilies = map[string][]string{
	"create":    {"create", "make", "add", "new", "start", "set up", "setup", "open a new", "build", "register"},
	"delete":    {"delete", "remove", "erase", "trash", "destroy", "drop", "wipe", "purge"},
	"archive":   {"archive", "shelve"},
	"restore":   {"restore", "unarchive", "undelete", "recover"},
	"edit":      {"edit", "update", "change", "modify", "alter", "set"},
	"rename":    {"rename"},
	"open":      {"open", "view", "show", "visit", "navigate", "display", "browse", "see", "go"},
	"search":    {"search", "find", "look", "lookup", "filter"},
	"send":      {"send", "email", "message", "mail", "post"},
	"invite":    {"invite"},
	"assign":    {"assign", "reassign"},
	"move":      {"move", "transfer"},
	"complete":  {"complete", "finish", "close", "resolve", "done"},
	"login":     {"login", "log", "signin", "sign"},
	"buy":       {"buy", "purchase", "order", "checkout", "pay"},
	"download":  {"download", "export"},
	"upload":    {"upload", "import", "attach"},
	"share":     {"share"},
	"duplicate": {"duplicate", "copy", "clone"},
}

var verbOf = func() map[string]string {
	m := map[string]string{}
	for fam, words := range verbFamilies {
		for _, w := range words {
			if !strings.Contains(w, " ") {
				m[w] = fam
			}
		}
	}
	return m
}()

// nounSynonyms fold object words that mean the same thing in UIs.
var nounSynonyms = map[string]string{"projects": "project", "proj": "project", "tasks": "task", "todo": "task", "to-do": "task",
	"tickets": "issue", "ticket": "issue", "issues": "issue", "bug": "issue", "bugs": "issue", "users": "user", "member": "user",
	"members": "user", "teammate": "user", "people": "user", "person": "user", "docs": "document", "doc": "document",
	"documents": "document", "file": "document", "files": "document", "boards": "board", "repos": "repository", "repo": "repository",
	"teams": "team", "labels": "label", "tags": "label", "tag": "label", "comments": "comment", "notes": "note", "lists": "list",
	"emails": "email", "e-mail": "email", "pages": "page", "items": "item", "products": "product", "orders": "order",
	"invoices": "invoice", "accounts": "account", "workspaces": "workspace", "folders": "folder", "messages": "message"}

// Parse reduces a task to a template, slot bindings, folded tokens, verbs
// and negation. Quoted strings, e-mails, URLs, dates, numbers and names
// after a cue ("called Alpha") or capitalised mid-sentence (not after "in",
// "on", … which name the app or place) become slots.
func Parse(task string) Parsed {
	p := Parsed{Bindings: map[string]string{}}
	slotCount := map[string]int{}
	bind := func(kind, value string) string {
		slotCount[kind]++
		name := kind
		if n := slotCount[kind]; n > 1 {
			name = fmt.Sprintf("%s%d", kind, n)
		}
		p.Bindings[name] = value
		return "${" + name + "}"
	}
	// Quoted spans, URLs and e-mails first: word splitting would cut them.
	type span struct{ start, end int }
	var quoted []span
	for _, m := range reQuoted.FindAllStringSubmatchIndex(task, -1) {
		g := 2
		if m[2] < 0 {
			g = 4
		}
		quoted = append(quoted, span{m[g], m[g+1]})
	}
	for _, re := range []*regexp.Regexp{reURLIn, reEmailIn} {
		for _, m := range re.FindAllStringIndex(task, -1) {
			inside := false
			for _, q := range quoted {
				inside = inside || (m[0] >= q.start && m[0] < q.end)
			}
			if !inside {
				quoted = append(quoted, span{m[0] + 1, m[1] - 1})
			}
		}
	}
	sort.Slice(quoted, func(i, j int) bool { return quoted[i].start < quoted[j].start })
	var words []string // raw words, slots as ${..}
	var lowers []string
	pos := 0
	emitWords := func(text string) {
		for _, w := range reWord.FindAllString(text, -1) {
			words = append(words, w)
			lowers = append(lowers, strings.ToLower(w))
		}
	}
	for _, q := range quoted {
		emitWords(task[pos:max(pos, q.start-1)])
		kind := "text"
		if n := len(lowers); n > 0 && nameCues[lowers[n-1]] {
			kind = "name"
		}
		// URL and e-mail spans were widened by one on each side to share the
		// quoted-span arithmetic; take them back.
		val := strings.TrimSpace(task[q.start:q.end])
		if q.start > 0 && !strings.ContainsRune("\"“”„«»'‘’", rune(task[q.start-1])) {
			val = strings.TrimSpace(task[q.start-1 : q.end+1])
		}
		switch {
		case reEmail.MatchString(val):
			kind = "email"
		case reURL.MatchString(val):
			kind = "url"
		}
		ph := bind(kind, val)
		words, lowers = append(words, ph), append(lowers, ph)
		pos = q.end + 1
	}
	if pos < len(task) {
		emitWords(task[pos:])
	}
	var out []string
	for i := 0; i < len(words); i++ {
		w, lw := words[i], lowers[i]
		prev := ""
		if i > 0 {
			prev = lowers[i-1]
		}
		switch {
		case strings.HasPrefix(w, "${"):
			out = append(out, w)
		case reEmail.MatchString(w):
			out = append(out, bind("email", w))
		case reURL.MatchString(w):
			out = append(out, bind("url", w))
		case reDate.MatchString(w):
			out = append(out, bind("date", w))
		case reNumber.MatchString(w) && !nameCues[prev]:
			out = append(out, bind("number", w))
		case i > 0 && (nameCues[prev] || isCapitalised(w) && !isAcronym(w) && !placePreps[prev] && !isKnownWord(lw)):
			// A name: this word and the capitalised words after it.
			j := i + 1
			for j < len(words) && isCapitalised(words[j]) && !strings.HasPrefix(words[j], "${") {
				j++
			}
			out = append(out, bind("name", strings.Join(words[i:j], " ")))
			i = j - 1
		default:
			out = append(out, lw)
		}
	}
	// Fold: multi-word verbs, negation, stopwords, synonyms, stems.
	text := " " + strings.Join(out, " ") + " "
	for _, phr := range []string{"open a new", "open new", "start a new"} {
		text = strings.ReplaceAll(text, " "+phr+" ", " new ")
	}
	for _, phr := range []string{"log out", "sign out", "log in", "sign in", "sign up", "set up", "look up"} {
		text = strings.ReplaceAll(text, " "+phr+" ", " "+strings.ReplaceAll(phr, " ", "")+" ")
	}
	verbs := map[string]bool{}
	for _, t := range strings.Fields(text) {
		if negations[t] || strings.HasSuffix(t, "n't") {
			p.Negated = true
			continue
		}
		if strings.HasPrefix(t, "${") {
			p.Tokens = append(p.Tokens, t)
			continue
		}
		if stopwords[t] || nameCues[t] {
			continue
		}
		switch t {
		case "logout", "signout":
			verbs["logout"] = true
			p.Tokens = append(p.Tokens, "logout")
			continue
		case "signup":
			verbs["signup"] = true
			p.Tokens = append(p.Tokens, "signup")
			continue
		}
		if fam, ok := verbOf[t]; ok {
			verbs[fam] = true
			t = fam
		} else if n, ok := nounSynonyms[t]; ok {
			t = n
		} else {
			t = stem(t)
		}
		if len(p.Tokens) > 0 && p.Tokens[len(p.Tokens)-1] == t {
			continue // "make a new" → one create
		}
		p.Tokens = append(p.Tokens, t)
	}
	for v := range verbs {
		p.Verbs = append(p.Verbs, v)
	}
	sort.Strings(p.Verbs)
	p.Template = strings.Join(p.Tokens, " ")
	if p.Negated {
		p.Template = "not " + p.Template
	}
	return p
}

// isAcronym: "API", "CSV", "URL" are vocabulary, not names (unless cued).
func isAcronym(w string) bool {
	return len(w) >= 2 && strings.ToUpper(w) == w && strings.IndexFunc(w, unicode.IsLetter) >= 0 && strings.IndexFunc(w, unicode.IsDigit) < 0
}

func isCapitalised(w string) bool {
	r := []rune(w)
	return len(r) > 0 && unicode.IsUpper(r[0])
}

// isKnownWord keeps capitalised UI vocabulary ("Create", "Project") from
// being taken for a name when a task is written in Title Case.
func isKnownWord(lw string) bool {
	_, verb := verbOf[lw]
	_, noun := nounSynonyms[lw]
	return verb || noun || stopwords[lw] || lw == "project" || lw == "task" || lw == "issue" || lw == "user" || lw == "team"
}

// stem strips common English suffixes (a light Porter step 1).
func stem(w string) string {
	for _, suf := range []string{"ing", "ed", "es", "s"} {
		if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
			base := w[:len(w)-len(suf)]
			if suf == "es" && !strings.HasSuffix(base, "s") && !strings.HasSuffix(base, "x") && !strings.HasSuffix(base, "ch") && !strings.HasSuffix(base, "sh") {
				return w[:len(w)-1]
			}
			return base
		}
	}
	return w
}

// Placeholders lists the ${name} slots a text refers to.
func Placeholders(s string) []string {
	var out []string
	for _, m := range rePlaceholder.FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

var rePlaceholder = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// Fill replaces ${name} with values; unknown names are reported.
func Fill(s string, vars map[string]string) (string, []string) {
	var missing []string
	out := rePlaceholder.ReplaceAllStringFunc(s, func(m string) string {
		name := m[2 : len(m)-1]
		if v, ok := vars[name]; ok {
			return v
		}
		missing = append(missing, name)
		return m
	})
	return out, missing
}
