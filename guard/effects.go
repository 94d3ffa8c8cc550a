package guard

import (
	"encoding/json"
	"net/url"
	"regexp"
	"strings"
)

// ClassifyRequest judges a request a page makes (the effect of an act):
// its URL as a navigation would be judged, plus the body's field names
// and identifier-like values (a form's confirm=DELETE, a GraphQL
// operationName deleteAccount), and any DELETE as a deletion. Free text
// in a body (a note that mentions deleting) is not read: it says what the
// user wrote, not what the request does.
func ClassifyRequest(method, rawURL, body string) Verdict {
	target := rawURL
	if fields := bodyFields(body); len(fields) > 0 {
		if u, err := url.Parse(rawURL); err == nil {
			q := u.Query()
			for k, vs := range fields {
				q[k] = append(q[k], vs...)
			}
			u.RawQuery = q.Encode()
			target = u.String()
		}
	}
	v := Classify(Action{Kind: Navigate, URL: target})
	if strings.EqualFold(method, "DELETE") && !v.Destructive() {
		return Verdict{Category: Deletion, Severity: High, Signals: []string{"method DELETE"},
			Explanation: "the page sends an HTTP DELETE request"}
	}
	return v
}

// identRE is a value that names something (an operation, a choice), not
// prose.
var identRE = regexp.MustCompile(`^[\pL\pN_.:-]{1,48}$`)

// bodyFields reads a JSON or urlencoded body into name → identifier-like
// values; anything else yields nothing.
func bodyFields(body string) url.Values {
	body = strings.TrimSpace(body)
	out := url.Values{}
	add := func(k, v string) {
		if !identRE.MatchString(k) {
			return
		}
		if identRE.MatchString(v) {
			out[k] = append(out[k], v)
		} else if _, ok := out[k]; !ok {
			out[k] = []string{""}
		}
	}
	if strings.HasPrefix(body, "{") || strings.HasPrefix(body, "[") {
		var v any
		if json.Unmarshal([]byte(body), &v) == nil {
			walkJSON(v, "", add, 0)
		}
		return out
	}
	if strings.Contains(body, "=") {
		if q, err := url.ParseQuery(body); err == nil {
			for k, vs := range q {
				for _, v := range vs {
					add(k, v)
				}
			}
		}
	}
	return out
}

func walkJSON(v any, key string, add func(k, v string), depth int) {
	if depth > 8 {
		return
	}
	switch x := v.(type) {
	case map[string]any:
		for k, c := range x {
			walkJSON(c, k, add, depth+1)
		}
	case []any:
		for _, c := range x {
			walkJSON(c, key, add, depth+1)
		}
	case string:
		if key != "" {
			add(key, x)
		}
	default:
		if key != "" {
			add(key, "")
		}
	}
}
