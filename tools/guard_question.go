package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"mime"
	"mime/multipart"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/accessagents/accessagents/guard"
)

// What a person is shown when a page request asks for their yes: what
// would be sent (method, the full address, a readable body with secrets
// masked and long values cut), which page sends it, and which act caused
// it. "Allow this write? browser_click on POST fetch request to …/api/notes"
// told them none of it (issue 33).

// secretField names a field whose value is not shown.
var secretField = guard.SecretName

// Summary bounds.
const (
	questionFields = 20
	questionValue  = 40
)

// bodySummary is a request body as a person can read it: its fields and
// values (JSON, a form, multipart), or its first words.
func bodySummary(ctype, body string, cut bool) string {
	if strings.TrimSpace(body) == "" {
		return "(no body)"
	}
	mt, params, _ := mime.ParseMediaType(ctype)
	var fields [][2]string
	switch {
	case mt == "application/x-www-form-urlencoded":
		if q, err := url.ParseQuery(body); err == nil {
			// Each value its own field: a repeated name must neither hide
			// its last value nor slip under the count.
			for _, k := range slices.Sorted(maps.Keys(q)) {
				for _, v := range q[k] {
					fields = append(fields, [2]string{k, v})
				}
			}
		}
	case mt == "multipart/form-data" && params["boundary"] != "":
		r := multipart.NewReader(strings.NewReader(body), params["boundary"])
		for {
			p, err := r.NextPart()
			if err != nil {
				break
			}
			b, _ := io.ReadAll(io.LimitReader(p, 4096))
			if p.FileName() != "" {
				fields = append(fields, [2]string{p.FormName(), fmt.Sprintf("file %q", p.FileName())})
			} else {
				fields = append(fields, [2]string{p.FormName(), string(b)})
			}
		}
	case strings.HasSuffix(mt, "json") || strings.HasPrefix(strings.TrimSpace(body), "{"):
		var m any
		d := json.NewDecoder(strings.NewReader(body))
		d.UseNumber()
		if d.Decode(&m) == nil {
			fields = flattenJSON("", m, 0, fields)
		}
	}
	if len(fields) == 0 {
		s := strings.Join(strings.Fields(body), " ")
		if secretField.MatchString(s) {
			return fmt.Sprintf("%d characters, which name a secret: not shown", len(body))
		}
		return quoteCut(s, 120)
	}
	var parts []string
	if len(fields) > questionFields {
		// Padding can push what matters past any cap: say so first.
		parts = append(parts, fmt.Sprintf("(%d fields; only the first %d are shown, so read the rest before approving)", len(fields), questionFields))
	}
	for i, f := range fields {
		if i == questionFields {
			parts = append(parts, fmt.Sprintf("… %d more", len(fields)-i))
			break
		}
		v := quoteCut(maskCards(f[1]), questionValue)
		if secretLike(f[0], f[1]) {
			v = "•••"
		}
		key := oneLine(f[0]) // a key is the page's text too
		if r := []rune(key); len(r) > questionValue {
			key = string(r[:questionValue]) + "…"
		}
		parts = append(parts, key+": "+v)
	}
	s := strings.Join(parts, "; ")
	if cut {
		s += " (the body goes on past what was read)"
	}
	return s
}

// flattenJSON lists a JSON value's leaves as dotted paths and values
// (a.b.transfer_to), so nothing nested hides from the person; a string
// that is JSON itself is opened too.
func flattenJSON(path string, v any, depth int, out [][2]string) [][2]string {
	if len(out) >= 500 {
		return out
	}
	if s, ok := v.(string); ok && depth < 8 && (strings.HasPrefix(strings.TrimSpace(s), "{") || strings.HasPrefix(strings.TrimSpace(s), "[")) {
		var inner any
		d := json.NewDecoder(strings.NewReader(s))
		d.UseNumber()
		if d.Decode(&inner) == nil {
			v = inner
		}
	}
	join := func(k string) string {
		if path == "" {
			return k
		}
		return path + "." + k
	}
	switch x := v.(type) {
	case map[string]any:
		if depth >= 8 || len(x) == 0 {
			return append(out, [2]string{cmpOr(path, "(body)"), jsonShort(x)})
		}
		for _, k := range slices.Sorted(maps.Keys(x)) {
			out = flattenJSON(join(k), x[k], depth+1, out)
		}
		return out
	case []any:
		if depth >= 8 || len(x) == 0 {
			return append(out, [2]string{cmpOr(path, "(body)"), jsonShort(x)})
		}
		for i, e := range x {
			out = flattenJSON(fmt.Sprintf("%s[%d]", path, i), e, depth+1, out)
		}
		return out
	}
	return append(out, [2]string{cmpOr(path, "(body)"), jsonShort(v)})
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// secretLike says whether a field's value is not shown: its name speaks
// of a secret (letters that look alike folded: a Cyrillic "а" in
// "pаssword"), or the value has a secret's shape (a card number that
// passes the Luhn check, a JSON web token, a long random token).
func secretLike(name, value string) bool {
	if secretField.MatchString(foldLookalikes(name)) {
		return true
	}
	v := strings.TrimSpace(value)
	if rest, ok := strings.CutPrefix(strings.ToLower(v), "bearer "); ok && len(rest) >= 8 {
		return true
	}
	digits := strings.Map(func(r rune) rune {
		switch {
		case r >= '0' && r <= '9':
			return r
		case r == ' ' || r == '-':
			return -1
		}
		return 'x'
	}, v)
	if !strings.Contains(digits, "x") && len(digits) >= 13 && len(digits) <= 19 && luhn(digits) {
		return true
	}
	if jwtLike.MatchString(v) {
		return true
	}
	if len(v) >= 24 && tokenLike.MatchString(v) && strings.ContainsAny(v, "0123456789") && strings.IndexFunc(v, unicode.IsLetter) >= 0 && !strings.Contains(v, " ") {
		return true
	}
	return false
}

var (
	jwtLike   = regexp.MustCompile(`^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$`)
	tokenLike = regexp.MustCompile(`^[A-Za-z0-9_\-+/=.]+$`)
)

func luhn(d string) bool {
	sum := 0
	for i := 0; i < len(d); i++ {
		n := int(d[len(d)-1-i] - '0')
		if i%2 == 1 {
			n *= 2
			if n > 9 {
				n -= 9
			}
		}
		sum += n
	}
	return sum%10 == 0
}

// foldLookalikes maps letters that look like Latin ones (Cyrillic,
// Greek) to them, and drops the rest of what is not ASCII.
func foldLookalikes(s string) string {
	// NFKC makes fullwidth and mathematical letters (ｐａｓｓ, 𝐩𝐚𝐬𝐬) plain.
	s = norm.NFKC.String(s)
	return strings.Map(func(r rune) rune {
		if r < 128 {
			return r
		}
		if l, ok := lookalike[r]; ok {
			return l
		}
		return -1
	}, s)
}

var lookalike = map[rune]rune{'ᴀ': 'a', 'ʙ': 'b', 'ᴄ': 'c', 'ᴅ': 'd', 'ᴇ': 'e', 'ꜰ': 'f', 'ɢ': 'g', 'ʜ': 'h', 'ɪ': 'i', 'ᴊ': 'j', 'ᴋ': 'k', 'ʟ': 'l', 'ᴍ': 'm',
	'ɴ': 'n', 'ᴏ': 'o', 'ᴘ': 'p', 'ꞯ': 'q', 'ʀ': 'r', 'ꜱ': 's', 'ᴛ': 't', 'ᴜ': 'u', 'ᴠ': 'v', 'ᴡ': 'w', 'ʏ': 'y', 'ᴢ': 'z', 'а': 'a', 'е': 'e', 'о': 'o', 'р': 'p', 'с': 'c', 'х': 'x', 'у': 'y', 'і': 'i', 'ѕ': 's', 'к': 'k', 'т': 't', 'м': 'm', 'н': 'h', 'в': 'b',
	'А': 'A', 'Е': 'E', 'О': 'O', 'Р': 'P', 'С': 'C', 'Х': 'X', 'Т': 'T', 'К': 'K', 'М': 'M', 'Н': 'H', 'В': 'B', 'ο': 'o', 'α': 'a', 'ε': 'e', 'ρ': 'p', 'τ': 't', 'ι': 'i', 'κ': 'k', 'ν': 'v'}

// cardRun finds a run of 13 to 19 digits, spaces and dashes allowed
// between them, in any script's digits (NFKC makes fullwidth ones plain).
var cardRun = regexp.MustCompile(`\d(?:[ -]?\d){12,18}`)

// maskCards masks every card number (a run that passes the Luhn check)
// inside a value: "card 4111111111111111 exp 12/29".
func maskCards(v string) string {
	v = norm.NFKC.String(v)
	return cardRun.ReplaceAllStringFunc(v, func(run string) string {
		d := strings.NewReplacer(" ", "", "-", "").Replace(run)
		if luhn(d) {
			return "•••"
		}
		return run
	})
}

// shownURL is an address with its query's secrets masked, as a field's,
// its path cut to 200 characters and each value to 60: a page's 100 KB
// address was a 100 KB question (an outside attacker's).
func shownURL(raw string) string {
	base, query, ok := strings.Cut(raw, "?")
	if r := []rune(base); len(r) > 200 {
		base = string(r[:200]) + "…"
	}
	if !ok {
		return oneLine(base)
	}
	var parts []string
	for _, kv := range strings.Split(query, "&") {
		k, v, _ := strings.Cut(kv, "=")
		uk, _ := url.QueryUnescape(k)
		uv, _ := url.QueryUnescape(v)
		if secretLike(uk, uv) || maskCards(uv) != norm.NFKC.String(uv) {
			v = "•••"
		} else if r := []rune(v); len(r) > 60 {
			v = string(r[:60]) + "…"
		}
		parts = append(parts, k+"="+v)
	}
	return oneLine(base + "?" + strings.Join(parts, "&"))
}

func jsonShort(v any) string {
	switch x := v.(type) {
	case map[string]any:
		return fmt.Sprintf("{%d fields}", len(x))
	case []any:
		return fmt.Sprintf("[%d items]", len(x))
	case string:
		return x
	case nil:
		return "null"
	}
	b, _ := json.Marshal(v)
	return string(bytes.TrimSpace(b))
}

func quoteCut(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		s = string(r[:n]) + "…"
	}
	return fmt.Sprintf("%q", s)
}

// requestQuestionIn is the question about page request r during tool's
// call: the act the call made last caused it, and the operator's secrets
// are redacted from it.
func (t *Toolbox) requestQuestionIn(ctx context.Context, tool string, r requestFacts, v guard.Verdict) string {
	act := tool
	if call, ok := ctx.Value(callKey{}).(callInfo); ok {
		call.st.mu.Lock()
		if call.st.lastAct != "" {
			act += " on " + call.st.lastAct
		}
		call.st.mu.Unlock()
	}
	var redact func(string) string
	if t.Guard.Secrets != nil {
		redact = t.Guard.Secrets.Redact
	}
	return requestQuestion(r, v.Category, act, redact) + fmt.Sprintf("\ncategory: %s, severity: %s\n(%s)", v.Category, v.Severity, oneLine(v.Explanation))
}

// requestQuestion is the question about page request a, which act caused.
func requestQuestion(a requestFacts, v string, act string, redact func(string) string) string {
	page := a.from
	if page == "" {
		page = "none known (a worker or a socket sent it)"
	}
	// Page-controlled text (an element's id or role, an address) is put
	// on one line: a newline in it must not forge a line of the question.
	q := fmt.Sprintf("Allow this %s?\nthe page would send: %s %s\nbody: %s\npage: %s", v, oneLine(a.method), shownURL(a.url), bodySummary(a.ctype, a.body, a.cut), oneLine(page))
	if act != "" {
		q += "\ncaused by: " + oneLine(act)
	}
	if redact != nil {
		q = redact(q)
	}
	return guard.HidePasswords(q)
}

// requestFacts are what a question about a page request shows.
type requestFacts struct {
	method, url, from, ctype, body string
	cut                            bool
}

// oneLine is s with every run of white space or control characters made
// one space.
func oneLine(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
}
