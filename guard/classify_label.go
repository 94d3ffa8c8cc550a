package guard

import (
	"net"
	"net/url"
	"path"
	"slices"
	"strings"
	"unicode"
)

// labelForms are the readings of one wording: as folded text, with the
// joints of identifiers opened ("delete_account", "delete-my-account"), and
// with run-together words pulled apart ("Deleteaccount", "deleteAccount" →
// "delete account"). Camel case is not split on its own: labels are full
// of brand names ("PayPal", "YouTube").
func labelForms(raw string) []string {
	if strings.TrimSpace(raw) == "" {
		return nil
	}
	f := norm(raw)
	out := []string{f}
	t := f
	if strings.ContainsAny(f, "_-.") {
		t = strings.Join(strings.FieldsFunc(f, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }), " ")
		if t != f {
			out = append(out, t)
		}
	}
	if s := segment(t); s != t {
		out = append(out, s)
	}
	for _, r := range []*strings.Replacer{leetL, leetI} {
		if l := leet(t, r); l != t {
			out = append(out, l, segment(l))
		}
	}
	if strings.IndexFunc(raw, func(r rune) bool { return unicode.Is(unicode.Mn, r) }) >= 0 {
		// Marks typed as separate characters over a word ("Dele\u0301te")
		// decorate it; NFKC would have made "deléte".
		if s := undecorate(raw); s != raw {
			out = append(out, norm(s))
		}
	}
	if i := strings.IndexRune(raw, '\u202e'); i >= 0 {
		// A right-to-left override shows "tnuocca eteleD" as "Delete account".
		seg := raw[i:]
		if j := strings.IndexRune(seg, '\u202c'); j >= 0 {
			seg = seg[:j]
		}
		r := []rune(seg)
		slices.Reverse(r)
		out = append(out, norm(raw[:i]+string(r)))
	}
	return out
}

// undecorate drops the combining marks on Latin, Greek and Cyrillic
// letters, where they decorate; in Thai, Devanagari or Hebrew a mark is
// part of the spelling, and without it "กลับ" (back) would read "กลบ" and
// hold "ลบ" (delete).
func undecorate(s string) string {
	var b strings.Builder
	var base rune
	for _, r := range s {
		if unicode.Is(unicode.Mn, r) {
			if unicode.In(base, unicode.Latin, unicode.Greek, unicode.Cyrillic) {
				continue
			}
		} else {
			base = r
		}
		b.WriteRune(r)
	}
	return b.String()
}

// leet reads digits and symbols inside words as the letters they stand for
// ("De1ete", "P@y"), only in words that also have letters.
func leet(s string, rep *strings.Replacer) string {
	if !strings.ContainsAny(s, "0134579@$") {
		return s
	}
	words := strings.Fields(s)
	for i, w := range words {
		letters, marks := false, false
		for _, r := range w {
			letters = letters || unicode.IsLetter(r)
			marks = marks || strings.ContainsRune("0134579@$", r)
		}
		if letters && marks {
			words[i] = rep.Replace(w)
		}
	}
	return strings.Join(words, " ")
}

// leetL and leetI differ in what 1 stands for ("De1ete", "Unsubscr1be").
var (
	leetL = strings.NewReplacer("0", "o", "1", "l", "3", "e", "4", "a", "5", "s", "7", "t", "9", "g", "@", "a", "$", "s")
	leetI = strings.NewReplacer("0", "o", "1", "i", "3", "e", "4", "a", "5", "s", "7", "t", "9", "g", "@", "a", "$", "s")
)

// segment splits each long word that is made entirely of vocabulary words
// (compound_words) into them, fewest pieces first; other words are kept.
// Only whole covers count, so "display" (dis+play) and "deleted" stay as
// they are.
func segment(text string) string {
	words := strings.Fields(text)
	changed := false
	for i, w := range words {
		if len(w) < 5 || len(w) > 48 || lex.compound[w] {
			continue
		}
		if parts := cover(w); len(parts) > 1 {
			words[i] = strings.Join(parts, " ")
			changed = true
		}
	}
	if !changed {
		return text
	}
	return strings.Join(words, " ")
}

func cover(w string) []string {
	n := len(w)
	const inf = 1 << 30
	best := make([]int, n+1)
	from := make([]int, n+1)
	for i := 1; i <= n; i++ {
		best[i] = inf
		for j := max(0, i-lex.compoundMax); j <= i-2; j++ {
			if best[j] < inf && best[j]+1 < best[i] && lex.compound[w[j:i]] {
				best[i], from[i] = best[j]+1, j
			}
		}
	}
	if best[n] >= inf {
		return nil
	}
	var parts []string
	for i := n; i > 0; i = from[i] {
		parts = append([]string{w[from[i]:i]}, parts...)
	}
	return parts
}

// topicOf: a payment noun with a list or page word around it names a page
// ("Transfer history", "Historique des virements", "注文履歴"), not the act.
func topicOf(label string) bool {
	term, _ := firstTerm(label)
	return term != "" && lex.infoNoun.MatchString(term) && lex.topic.match(label)
}

// titleLike: the wording reads as an article's title or topic — a question
// or "how…", a help word, or three or more words that do not open with the
// destructive verb ("Password reset tips", not "Delete my account").
func titleLike(label string) bool {
	if lex.titleStart.MatchString(label) || lex.info.match(label) {
		return true
	}
	_, at := firstTerm(label)
	return len(strings.Fields(label)) >= 3 && at != 0
}

// plainInfoLink: an ordinary link (GET, no inline handler, not a button,
// not in a form) to a same-site document under an informational path
// (/blog/, /help/, …) whose URL is not itself destructive. Clicking it
// opens an article; the article may be about deleting an account.
func plainInfoLink(e *Element) bool {
	if e == nil || e.Tag != "a" || e.Href == "" || (e.Role != "" && e.Role != "link") || e.OnHandler || inForm(e) {
		return false
	}
	u, err := url.Parse(strings.TrimSpace(e.Href))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || !sameSite(u.Hostname(), e.Origin) {
		return false
	}
	segs := strings.Split(strings.Trim(path.Clean("/"+u.Path), "/"), "/")
	under := false
	for _, s := range segs[:len(segs)-1] {
		if lex.infoSegments[strings.ToLower(s)] {
			under = true
		}
	}
	return under && !classifyURL(e.Href, "").Destructive()
}

// sameSite compares a link's host with the page's origin: the same host,
// or hosts that share their last two labels (www.x.test and blog.x.test).
// Addresses must match exactly.
func sameSite(host, origin string) bool {
	o, err := url.Parse(origin)
	if err != nil || host == "" {
		return false
	}
	oh := strings.ToLower(o.Hostname())
	host = strings.ToLower(host)
	if host == oh {
		return true
	}
	if net.ParseIP(host) != nil || net.ParseIP(oh) != nil {
		return false
	}
	return lastLabels(host, 2) == lastLabels(oh, 2) && strings.Count(oh, ".") >= 1
}

func lastLabels(h string, n int) string {
	parts := strings.Split(h, ".")
	if len(parts) <= n {
		return h
	}
	return strings.Join(parts[len(parts)-n:], ".")
}

// inForm: the element belongs to a form (it has one of the form's facts).
func inForm(e *Element) bool {
	return e.FormMethod != "" || e.FormAction != "" || e.FormHidden != "" || e.FormSubmit != "" || len(e.FormInputs) > 0
}

// postsPayment: a form that POSTs to a money path (/api/tx, /transfers)
// moves money whatever its button says; a GET there lists transactions.
func postsPayment(e *Element) (string, bool) {
	if !strings.EqualFold(e.FormMethod, "post") || e.FormAction == "" {
		return "", false
	}
	u, err := url.Parse(e.FormAction)
	if err != nil {
		return "", false
	}
	words := strings.FieldsFunc(tokens(u.Path), func(r rune) bool { return !unicode.IsLetter(r) })
	for _, w := range words {
		if lex.postPayment[w] {
			return w, true
		}
	}
	if n := len(words); n > 0 && lex.postPayLast[words[n-1]] {
		return words[n-1], true
	}
	return "", false
}
