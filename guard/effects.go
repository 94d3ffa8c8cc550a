package guard

import (
	"encoding/json"
	"io"
	"maps"
	"mime"
	"mime/multipart"
	"net/url"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ClassifyRequest judges a request a page makes (the effect of an act):
// its URL as a navigation would be judged (minus search-box parameters,
// which carry what the user typed), plus the body's field names and short
// values (a form's confirm=DELETE, a JSON key deleteAccount, a GraphQL
// mutation's name), a POST to a money path (/api/transfer) as a payment,
// a soft-delete flag ({"deleted": true}) as a deletion, and any DELETE as
// a deletion. Free text in a body (a note that mentions deleting) is not
// read: it says what the user wrote, not what the request does.
func ClassifyRequest(method, rawURL, contentType, body string) Verdict {
	v := classifyRequest(method, rawURL, contentType, body)
	if v.Category == Deletion {
		if u, err := url.Parse(rawURL); err == nil {
			for _, sg := range strings.Split(strings.ToLower(u.Path), "/") {
				if lex.throwaway[sg] {
					// Taking an item out of a cart or a wish list (the
					// request behind "Remove from cart") destroys nothing.
					return Verdict{Severity: None, Signals: append(v.Signals, "collection:"+sg),
						Explanation: "the page removes an item from a " + sg}
				}
			}
		}
	}
	return v
}

func classifyRequest(method, rawURL, contentType, body string) Verdict {
	u, err := url.Parse(rawURL)
	if err != nil {
		return Classify(Action{Kind: Navigate, URL: rawURL})
	}
	q := Query(u)
	fields, full := bodyFields(contentType, body)
	if full {
		return Verdict{Category: Data, Severity: Medium, Signals: []string{"body too large to read"},
			Explanation: "the page sends more fields than the guard reads"}
	}
	// A query parameter is read as a body field would be: a GraphQL
	// operation in ?query= is not what someone typed in a search box.
	for _, k := range slices.Sorted(maps.Keys(q)) {
		for _, v := range q[k] {
			if strings.Contains(v, "{") || strings.Contains(v, "[") {
				qf, _ := bodyFields("application/x-www-form-urlencoded", url.Values{k: {v}}.Encode())
				for fk, fv := range qf {
					if fk != k {
						fields[fk] = append(fields[fk], fv...)
					}
				}
			}
		}
		if lex.searchParams[strings.ToLower(k)] {
			q.Del(k)
		}
	}
	if cats := fields[sqlKey]; len(cats) > 0 {
		if sv, ok := sqlVerdict(strings.Join(cats, ";")); ok {
			return sv
		}
	}
	delete(fields, sqlKey)
	for k, vs := range fields {
		if !lex.searchParams[strings.ToLower(k)] {
			q[k] = append(q[k], vs...)
		}
	}
	u.RawQuery = q.Encode()
	v := Classify(Action{Kind: Navigate, URL: u.String()})
	if v.Destructive() {
		return v
	}
	write := IsWrite(method, false)
	switch {
	case strings.EqualFold(method, "DELETE"):
		return Verdict{Category: Deletion, Severity: High, Signals: []string{"method DELETE"},
			Explanation: "the page sends an HTTP DELETE request"}
	case write:
		if sv, ok := sensitiveWrite(method, u.Path, q); ok {
			return sv
		}
		// A write to a path that reads like an article title
		// (/help/how-to-delete-my-account) is not reading an article.
		if pv, ok := matchRules(tokens(u.Path), "path"); ok && !(undoes(u.Path) && (pv.Category == Deletion || pv.Category == Data)) {
			pv.Explanation = "the page sends " + method + " to " + Truncate(u.Path, 60) + " (" + pv.Category + ")"
			return pv
		}
		for _, w := range strings.FieldsFunc(tokens(u.Path), func(r rune) bool { return r == ' ' }) {
			if lex.postPayment[w] {
				return Verdict{Category: Payment, Severity: High, Signals: []string{"post to a money path: " + w},
					Explanation: "the page sends " + method + " to " + Truncate(u.Path, 60) + ", a money path"}
			}
		}
		segs := strings.Split(strings.Trim(strings.ToLower(u.Path), "/"), "/")
		if last := segs[len(segs)-1]; strings.EqualFold(method, "POST") && lex.postPayLast[last] {
			return Verdict{Category: Payment, Severity: High, Signals: []string{"post to a money collection: " + last},
				Explanation: "the page sends " + method + " to " + Truncate(u.Path, 60) + ", which places an order"}
		}
		// A POST that creates an item in a public collection publishes it.
		if strings.EqualFold(method, "POST") && lex.postPublish[segs[len(segs)-1]] {
			return Verdict{Category: Publication, Severity: Medium, Signals: []string{"post to a public collection: " + segs[len(segs)-1]},
				Explanation: "the page sends " + method + " to " + Truncate(u.Path, 60) + ", which publishes"}
		}
		for _, k := range slices.Sorted(maps.Keys(fields)) {
			vs := fields[k]
			if cat, ok := lex.softDelete[strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))]; ok && truthy(vs) {
				sev := High
				if cat == Publication {
					sev = Medium
				}
				return Verdict{Category: cat, Severity: sev, Signals: []string{"flag " + k + "=true"},
					Explanation: "the page sets " + k + " on " + Truncate(u.Path, 60)}
			}
		}
	}
	if sv, ok := stateChange(u.Path, q, write); ok {
		return sv
	}
	return v
}

func truthy(vs []string) bool {
	for _, v := range vs {
		if lex.on[strings.ToLower(v)] {
			return true
		}
	}
	return false
}

// shortValue is a value that names something (an operation, a choice, a
// confirmation word: "delete_account", "DELETE MY ACCOUNT"), not prose.
var shortValue = regexp.MustCompile(`^[\pL\pN_.:/;-]+( [\pL\pN_.:/;-]+){0,3}$`)

// mutationRE finds the operations a GraphQL mutation calls.
var mutationRE = regexp.MustCompile(`(?s)\bmutation\b[^{]*\{\s*(?:[A-Za-z_]\w*\s*:\s*)?([A-Za-z_]\w*)`)

// mutationFieldRE finds every operation called in a mutation's body
// (after an alias, if any): name( … ) at any depth.
var mutationFieldRE = regexp.MustCompile(`(?:^|[{\s,])(?:[A-Za-z_]\w*\s*:\s*)?([A-Za-z_]\w*)\s*\(`)

// maxFields bounds the fields read from one body; a body with more is not
// judged by a sample but refused as unreadable (padding cannot hide one).
const maxFields = 4096

// bodyFields reads a JSON, urlencoded or multipart body into field name →
// short values; anything else yields nothing. A body cut short (the browser
// passes a bounded prefix) or with a bad escape still yields what it has.
func bodyFields(contentType, body string) (fields url.Values, full bool) {
	out := url.Values{}
	n, nest := 0, 0
	var add func(k, v string)
	add = func(k, v string) {
		if n++; n > maxFields || k == overflow {
			full = true // more than is read: refused as unreadable, never judged by a sample
			return
		}
		if len(k) > 64 {
			k = k[:64] // a long key still names what it names
		}
		v = strings.TrimFunc(v, func(r rune) bool { return r <= ' ' || r == 0x7f || r == 0xfeff }) // closed%00
		if _, ok := sqlVerdict(v); ok {
			out[sqlKey] = append(out[sqlKey], Truncate(v, 200))
		}
		if nested, ok := jsonValue(v); ok {
			// JSON inside a string ({"payload": "{\"action\": …}"}) is
			// read as the fields it holds, a few levels deep.
			if nest++; nest > maxNest {
				full = true
			} else {
				walkJSON(nested, k, add, 1)
			}
			nest--
		}
		if len(v) <= 48 && shortValue.MatchString(v) {
			out[k] = append(out[k], v)
		} else if _, ok := out[k]; !ok {
			out[k] = []string{""}
		}
		if m := mutationRE.FindStringSubmatchIndex(v); m != nil {
			first := v[m[2]:m[3]] // mutation { accountClose { ok } }: no arguments, no parentheses
			out["mutation"] = append(out["mutation"], first)
			if r := verbFirst(tokens(first)); r != "" {
				out["mutation"] = append(out["mutation"], r)
			}
			calls := mutationFieldRE.FindAllStringSubmatch(v[m[0]:], maxNames+1)
			if len(calls) > maxNames {
				full = true
			}
			for _, g := range calls {
				out["mutation"] = append(out["mutation"], g[1])
				if r := verbFirst(tokens(g[1])); r != "" {
					out["mutation"] = append(out["mutation"], r) // accountClose: close account
				}
			}
			for _, g := range graphArgRE.FindAllStringSubmatch(v[m[0]:], 64) {
				out[g[1]] = append(out[g[1]], g[2])
			}
		}
	}
	mt, params, _ := mime.ParseMediaType(contentType)
	trimmed := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(body), "\ufeff"))
	// The declared type decides, as it does for the server; with none, or
	// a generic one, every reading that fits is taken.
	form := mt == "application/x-www-form-urlencoded"
	jsonType := mt == "application/json" || strings.HasSuffix(mt, "+json")
	generic := !form && !jsonType && mt != "multipart/form-data"
	switch {
	case mt == "multipart/form-data" && params["boundary"] != "":
		// Every part is read, whatever the size of the uploads before it:
		// the reader streams over a file's contents without keeping them.
		r := multipart.NewReader(strings.NewReader(body), params["boundary"])
		for i := 0; ; i++ {
			p, err := r.NextPart()
			if err != nil {
				break
			}
			if i >= maxParts {
				full = true
				break
			}
			if filePart(p) {
				continue
			}
			b, _ := io.ReadAll(io.LimitReader(p, maxPartValue))
			add(p.FormName(), string(b))
		}
		return out, full
	case form:
		readForm(body, add)
		return out, full
	}
	if jsonType || strings.HasPrefix(trimmed, "{") || strings.HasPrefix(trimmed, "[") || strings.HasPrefix(trimmed, `"`) {
		var v any
		dec := json.NewDecoder(strings.NewReader(trimmed))
		dec.UseNumber() // 1e999 is a number, not a reason to read the body as text
		switch err := dec.Decode(&v); {
		case err == nil && dec.More():
			full = true // a second document after the first: not what a server reads
		case err == nil:
			if !jsonPatch(v, add) {
				walkJSON(v, "", add, 0)
			}
		default:
			// Cut short or not JSON after all: read its "key": "value"
			// pairs and keys as text.
			for _, m := range jsonPairRE.FindAllStringSubmatch(trimmed, maxFields+1) {
				add(m[1], m[2])
			}
		}
		if !generic {
			return out, full
		}
	}
	if strings.HasPrefix(trimmed, "<") {
		names := xmlNameRE.FindAllStringSubmatch(trimmed, maxNames+1)
		if len(names) > maxNames {
			full = true
		}
		for _, m := range names {
			add(m[1], "") // SOAP and XML-RPC name the operation in an element: <DeleteAccount/>
		}
	}
	if _, ok := sqlVerdict(trimmed); ok {
		out[sqlKey] = append(out[sqlKey], Truncate(trimmed, 200)) // a text body that is an SQL statement
	}
	if !strings.ContainsAny(trimmed, "= \t\n") && len(trimmed) <= 48 && shortValue.MatchString(trimmed) {
		add("body", trimmed) // text/plain "delete_account": the whole body names the operation, prose does not
	}
	if strings.Contains(body, "=") {
		readForm(body, add)
	}
	// A framed message (Socket.IO 42["account:delete"], STOMP
	// destination:/app/account.delete): the operation names in it.
	names, capped := opNames(trimmed)
	full = full || capped
	for _, nm := range names {
		add(nm, "")
	}
	return out, full
}

// sqlKey holds the SQL statements found in a body; maxNest bounds JSON
// read inside JSON strings; maxParts and maxPartValue bound a multipart
// body's parts and how much of a field part is read.
const (
	sqlKey       = "\x00sql"
	maxNest      = 4
	maxParts     = 1024
	maxPartValue = 64 << 10
)

// jsonValue parses s when it is a JSON object or array.
func jsonValue(s string) (any, bool) {
	if len(s) < 2 || !(s[0] == '{' && s[len(s)-1] == '}' || s[0] == '[' && s[len(s)-1] == ']') {
		return nil, false
	}
	var v any
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil || dec.More() {
		return nil, false
	}
	return v, true
}

var jsonPairRE = regexp.MustCompile(`"([^"\\]{1,64})"\s*:\s*(?:"([^"\\]{0,64})"|[\[{]|true|false|null|-?\d)`)

func walkJSON(v any, key string, add func(k, v string), depth int) {
	if depth > 32 {
		add(overflow, "") // nested deeper than is read
		return
	}
	switch x := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Strings(keys) // in a fixed order: a verdict never depends on map order
		for _, k := range keys {
			c := x[k]
			if _, leaf := c.(map[string]any); leaf || isSlice(c) {
				add(k, "") // {"deleteAccount": {…}}: the key names the operation
			}
			child := k
			switch lk := strings.ToLower(k); {
			case lex.filterKeys[lk] || strings.HasPrefix(key, "filter."):
				child = "filter." + k // what a search matches, not what a write sets
			case lex.wrapperKeys[lk] && key != "":
				child = key // {"status": {"value": "closed"}}
			case lex.switchKeys[lk] && key != "":
				child = key + "[" + k + "]" // {"notifications": {"enabled": false}}: whose switch
			}
			walkJSON(c, child, add, depth+1)
		}
	case []any:
		for _, c := range x {
			walkJSON(c, key, add, depth+1)
		}
	case string:
		if key == "" {
			key = "body" // a bare string, or one in a top-level array: ["delete_account"]
		}
		add(key, x)
	case json.Number:
		if key != "" {
			add(key, x.String())
		}
	case bool:
		if key != "" {
			if x {
				add(key, "true")
			} else {
				add(key, "false")
			}
		}
	case float64:
		if key != "" {
			add(key, strconv.FormatFloat(x, 'f', -1, 64))
		}
	default:
		if key != "" {
			add(key, "")
		}
	}
}

func isSlice(v any) bool { _, ok := v.([]any); return ok }

// filePart reports a multipart part every server reads as a file: one
// whose disposition has a plain filename parameter. Go also reads
// filename* (RFC 2231), which PHP does not: there such a part is a field
// (an eleventh outside attacker's _method and account deletion passed as
// "files" that PHP read as fields).
func filePart(p *multipart.Part) bool {
	return plainFilenameRe.MatchString(p.Header.Get("Content-Disposition"))
}

var plainFilenameRe = regexp.MustCompile(`(?i)(?:^|;)\s*filename\s*=`)
