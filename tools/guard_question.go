package tools

import (
	"bytes"
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
)

// What a person is shown when a page request asks for their yes: what
// would be sent (method, the full address, a readable body with secrets
// masked and long values cut), which page sends it, and which act caused
// it. "Allow this write? browser_click on POST fetch request to …/api/notes"
// told them none of it (issue 33).

// secretField names a field whose value is not shown.
var secretField = regexp.MustCompile(`(?i)pass|pwd|secret|token|otp|\bpin\b|cvv|cvc|card.?num|ssn|api.?key|auth|session|cookie|private|signature`)

// Summary bounds.
const (
	questionFields = 8
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
			for _, k := range slices.Sorted(maps.Keys(q)) {
				fields = append(fields, [2]string{k, strings.Join(q[k], ", ")})
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
		var m map[string]any
		d := json.NewDecoder(strings.NewReader(body))
		d.UseNumber()
		if d.Decode(&m) == nil {
			for _, k := range slices.Sorted(maps.Keys(m)) {
				fields = append(fields, [2]string{k, jsonShort(m[k])})
			}
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
	for i, f := range fields {
		if i == questionFields {
			parts = append(parts, fmt.Sprintf("… %d more", len(fields)-i))
			break
		}
		v := quoteCut(f[1], questionValue)
		if secretField.MatchString(f[0]) {
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

// requestQuestion is the question about page request a, which act caused.
func requestQuestion(a requestFacts, v string, act string, redact func(string) string) string {
	page := a.from
	if page == "" {
		page = "none known (a worker or a socket sent it)"
	}
	// Page-controlled text (an element's id or role, an address) is put
	// on one line: a newline in it must not forge a line of the question.
	q := fmt.Sprintf("Allow this %s?\nthe page would send: %s %s\nbody: %s\npage: %s", v, oneLine(a.method), oneLine(a.url), bodySummary(a.ctype, a.body, a.cut), oneLine(page))
	if act != "" {
		q += "\ncaused by: " + oneLine(act)
	}
	if redact != nil {
		q = redact(q)
	}
	return q
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
