package guard

import (
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	unorm "golang.org/x/text/unicode/norm"
)

// What method a request asks its server to perform: the method on the
// wire, or a write an override names in its place.

// OverriddenMethod is the method a request asks the server to perform in
// its place: any header whose name speaks of a method or an override (X-HTTP-Method-
// Override, X-HTTP-Method, X-Method-Override, X-Method, HTTP-Method-
// Override, and X_HTTP_METHOD_OVERRIDE, which CGI and Rack servers read as
// the same header), a _method query parameter, or a form's _method field
// (field). A rule on the header's shape, not a list: an outside attacker
// delivered the spellings a list left out. It may only make a request
// more than it is: a POST "overridden" to GET is still a POST on the
// wire, and a server that ignores the header acts on it as one. The
// result is one method name, the most drastic write named ("PUT, DELETE"
// is a DELETE; a word that is no write method, "oauth2", is none), never
// the page's text as it is; "" when nothing raises it.
func OverriddenMethod(h map[string]string, u, field string) string {
	values := []string{field}
	// named are the values of what says it is an override (a header named
	// so, _method), also read decoded again and folded: a server that
	// decodes %44ELETE reads DELETE (an outside attacker's spellings
	// passed a * scope as a made-up method).
	named := []string{field}
	// strict are the values whose only meaning is a method (_method, an
	// override header): one that is not plainly method names is read as
	// DELETE, whatever escape or script spells it (%u0044ELETE, a seventh
	// outside attacker's, passed a * scope while its server read DELETE).
	strict := []string{field}
	for name, v := range h {
		n := strings.ReplaceAll(strings.ToLower(name), "_", "-")
		switch {
		case n == "access-control-request-method" || strings.HasPrefix(n, ":"):
		case strings.Contains(n, "method") || strings.Contains(n, "override") || methodValue(v):
			// Named like an override, or any header whose whole value is
			// a method (X-HTTP-Verb: DELETE, X-Op: PUT: a third outside
			// attacker's names the name rule missed).
			values = append(values, v)
			named = append(named, v)
			if strings.Contains(n, "method") && strings.Contains(n, "override") || n == "x-http-method" || n == "x-method" || n == "http-method" {
				strict = append(strict, v)
			}
		case urlValue(n, v) && getWrites(resolve(u, v)):
			// A header naming another address for the request
			// (X-Original-URL, X-Rewrite-URL), which some servers route
			// by, is judged as a GET of that address (Next.js's Next-Url,
			// the page's own path, is none).
			values = append(values, "PUT")
		case standardHeader(n):
			// What the browser sets or the fetch standard defines: its
			// value is not a server's instruction (a cookie "post_id=5").
		case writeWords(v) != "":
			// A header of the page's own with a write method as a word of
			// its value ("GET, DELETE", "\"DELETE\"", "DELETE;x=1"): a
			// fourth outside attacker's spellings. A word that only starts
			// with one ("put-7", "post-123", "delete-account") is an id
			// or a name, and a vocabulary's to judge.
			values = append(values, writeWords(v))
		case pathValue(v) && getWrites(resolve(u, v)):
			// A header of the page's own whose value is an address
			// (X-Forwarded-Prefix: /api/account/delete), whatever its
			// name: judged as a GET of that address.
			values = append(values, "PUT")
		}
	}
	if i := strings.IndexByte(u, '?'); i >= 0 {
		for _, kv := range strings.FieldsFunc(u[i+1:], func(r rune) bool { return r == '&' || r == ';' }) {
			k, v, _ := strings.Cut(kv, "=")
			if strings.EqualFold(strings.TrimSpace(decodeAll(k)), "_method") {
				values = append(values, decodeAll(v))
				named = append(named, decodeAll(v))
				strict = append(strict, v)
			}
		}
	}
	best := ""
	for _, v := range strict {
		if d := strings.TrimSpace(unorm.NFKC.String(decodeAll(v))); d != "" && !plainMethods(d) {
			best = "DELETE"
		}
	}
	for _, v := range named {
		// Read as a server that decodes it again reads it (a header's
		// %44ELETE), folded as one that normalises Unicode does; bytes
		// that are no UTF-8 (an overlong %C1%84ELETE) are the worst.
		d := decodeAll(v)
		if !utf8.ValidString(d) {
			best = "DELETE"
			continue
		}
		values = append(values, unorm.NFKC.String(d))
	}
	for _, v := range values {
		for _, tok := range strings.FieldsFunc(strings.ToUpper(v), func(r rune) bool { return r < 'A' || r > 'Z' }) {
			if writeMethods[tok] && methodRank(tok) > methodRank(best) {
				best = tok
			}
		}
	}
	return best
}

// plainMethods reports a value that is nothing but method names in ASCII
// letters ("DELETE", "put", "GET, PATCH").
func plainMethods(v string) bool {
	toks := strings.FieldsFunc(v, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	for _, t := range toks {
		for _, r := range t {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
				return false
			}
		}
		if t = strings.ToUpper(t); !writeMethods[t] && t != "GET" && t != "HEAD" && t != "OPTIONS" {
			return false
		}
	}
	return len(toks) > 0
}

// methodRank orders write methods by how much they can undo.
func methodRank(m string) int {
	switch m {
	case "":
		return 0
	case "DELETE", "PURGE":
		return 4
	case "PUT":
		return 3
	case "PATCH":
		return 2
	}
	return 1
}

// FormMethod is a body's _method fields, in each form a server may read
// them, whatever the body says its type is (a seventh outside attacker's
// text/plain and JSON bodies and multipart parts reached servers that
// read them): urlencoded pairs, a JSON object's top-level key, a
// multipart part.
func FormMethod(ctype, body string) string {
	if !methodWordRe.MatchString(body) && !strings.ContainsAny(body, `%\+`) {
		return "" // nothing spells a method, even escaped
	}
	var vals []string
	if bs := boundaryRe.FindAllStringSubmatch(ctype, -1); len(bs) > 0 {
		// Every boundary the type names: servers differ on which of two
		// they take (an eighth outside attacker's body was split on the
		// second). File parts are not read.
		parts := 0
		for _, m := range bs {
			r := multipart.NewReader(strings.NewReader(body), strings.Trim(m[1], `"`))
			for {
				part, err := r.NextPart()
				if err != nil {
					break
				}
				parts++
				if !filePart(part) && strings.EqualFold(strings.TrimSpace(part.FormName()), "_method") {
					b, _ := io.ReadAll(io.LimitReader(part, 1024))
					vals = append(vals, string(b))
				}
			}
		}
		if parts == 0 && multipartMethodRe.MatchString(body) {
			vals = append(vals, "?") // a part no reader here could split out
		}
		return strings.Join(vals, ",")
	}
	for _, kv := range strings.FieldsFunc(body, func(r rune) bool { return r == '&' || r == ';' }) {
		k, v, _ := strings.Cut(kv, "=")
		if strings.EqualFold(strings.TrimSpace(decodeAll(k)), "_method") {
			vals = append(vals, v)
		}
	}
	var obj map[string]any
	if json.Unmarshal([]byte(body), &obj) == nil {
		for k, v := range obj {
			if strings.EqualFold(strings.TrimSpace(k), "_method") {
				if v == nil {
					vals = append(vals, "") // null: no override
				} else {
					vals = append(vals, fmt.Sprint(v))
				}
			}
		}
	}
	// A _method key the readers above did not find a value for (XML, a
	// nested key, a syntax of a server's own) names a method no one here
	// read: the worst. Only key-shaped: "self._method" in a comment or a
	// stack trace is none.
	n := 0
	for _, b := range []string{body, decodeAll(body), unescapeJS(body)} {
		n = max(n, len(methodKeyRe.FindAllStringIndex(b, -1)))
	}
	if n > len(vals) {
		vals = append(vals, "?")
	}
	return strings.Join(vals, ",")
}

var (
	methodWordRe = regexp.MustCompile(`(?i)method`)
	boundaryRe   = regexp.MustCompile(`(?i)boundary\s*=\s*("[^"]*"|[^;,\s]+)`)
	// methodKeyRe is _method where a key stands: a form pair, a JSON or
	// JS object key, an XML element (not payment_method, not obj._method).
	// A YAML or JSON5 key counts too (_method: DELETE, {_method:'DELETE'}:
	// an eleventh outside attacker's reached Express apps that parse them).
	methodKeyRe       = regexp.MustCompile(`(?i)(?:(?:^|[&;?\s])_method(?:\[[^\]]*\])*\s*=|["']_method["']\s*:|(?:^|[\s{,?])_method\s*:|<_method[\s/>])`)
	jsEscapeRe        = regexp.MustCompile(`\\(?:x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|u\{[0-9a-fA-F]{1,6}\})`)
	multipartMethodRe = regexp.MustCompile(`(?i)name\s*=\s*"?\s*_method`)
)

// writeMethods are the methods methodValue recognises as a header's whole
// value.
var writeMethods = map[string]bool{"POST": true, "PUT": true, "PATCH": true, "DELETE": true, "PURGE": true, "MERGE": true,
	"MOVE": true, "COPY": true, "MKCOL": true, "PROPPATCH": true, "LOCK": true, "UNLOCK": true, "LINK": true, "UNLINK": true}

// methodValue reports a header value that is nothing but write methods
// ("DELETE", "put, delete").
func methodValue(v string) bool {
	toks := strings.FieldsFunc(strings.ToUpper(v), func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	for _, t := range toks {
		if !writeMethods[t] {
			return false
		}
	}
	return len(toks) > 0
}

// resolve is v against the request's address u.
func resolve(u, v string) string {
	base, err := url.Parse(u)
	if err != nil {
		return v
	}
	ref, err := base.Parse(strings.TrimSpace(v))
	if err != nil {
		return v
	}
	return ref.String()
}

// urlValue reports a header whose name speaks of an address (url, uri,
// path, rewrite) and whose value is a path or an absolute http(s) URL.
func urlValue(name, v string) bool {
	if !strings.Contains(name, "url") && !strings.Contains(name, "uri") && !strings.Contains(name, "path") && !strings.Contains(name, "rewrite") {
		return false
	}
	v = strings.ToLower(strings.TrimSpace(v))
	return strings.HasPrefix(v, "/") || strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://")
}

// standardHeader reports a header page script cannot set, or cannot
// give words of its own (the fetch standard's forbidden request headers,
// and what the network stack adds after the route): routes see some of
// them and the wire all (a cookie is added after the route), so none may
// count for an override by its value alone. A header the page can set
// (X-Requested-With, Accept, Content-Type, Authorization) is the page's
// own and is read.
func standardHeader(n string) bool {
	for _, p := range []string{"sec-", "proxy-", "access-control-request-"} {
		if strings.HasPrefix(n, p) {
			return true
		}
	}
	switch n {
	case "cookie", "cookie2", "referer", "origin", "user-agent", "host", "connection", "content-length", "accept-charset",
		"accept-encoding", "date", "dnt", "expect", "keep-alive", "te", "trailer", "transfer-encoding", "upgrade", "via",
		"priority", "upgrade-insecure-requests", "purpose":
		return true
	}
	return false
}

// writeWords is the write methods among a value's words (runs of
// letters, digits, "-" and "_"), joined; "" for none or for an address.
func writeWords(v string) string {
	if pathValue(v) {
		return ""
	}
	var out []string
	for _, w := range strings.FieldsFunc(v, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	}) {
		if w = strings.ToUpper(w); writeMethods[w] {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// pathValue reports a value that is an address: a path or an absolute
// http(s) URL.
func pathValue(v string) bool {
	v = strings.ToLower(strings.TrimSpace(v))
	return strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "//") || strings.HasPrefix(v, "http://") || strings.HasPrefix(v, "https://")
}

// Query is a URL's query as the most lenient server reads it: pairs split
// at & and at ; (Go's own parser drops a pair with a ;, where PHP's and
// older frameworks' split it), each name and value decoded until it no
// longer changes (%2564elete is delete to a server that decodes twice). A
// judge that reads less than a server does lets through what the server
// acts on (an outside attacker's ?a=1;action=delete).
func Query(u *url.URL) url.Values {
	q := url.Values{}
	for _, kv := range strings.FieldsFunc(u.RawQuery, func(r rune) bool { return r == '&' || r == ';' }) {
		k, v, _ := strings.Cut(kv, "=")
		k = decodeAll(k)
		q[k] = append(q[k], decodeAll(v))
	}
	return q
}

// decodeAll is s %-decoded (and + as a space) until it no longer changes,
// three times at most, escape by escape as lenient servers do: a % not
// followed by two hex digits stays as it is, and the rest still decodes
// (a reviewer's ?action=%64elete% read as delete% by PHP).
func decodeAll(s string) string {
	for range 3 {
		d := lenientUnescape(s)
		if d == s {
			break
		}
		s = d
	}
	return s
}

func lenientUnescape(s string) string {
	if !strings.ContainsAny(s, "%+") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '+':
			b.WriteByte(' ')
		case s[i] == '%' && i+2 < len(s) && ishex(s[i+1]) && ishex(s[i+2]):
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func ishex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c <= 'F':
		return c - 'A' + 10
	}
	return c - 'a' + 10
}

// unescapeJS is s with JavaScript's \xHH, \uHHHH and \u{H…} escapes read,
// as a JSON5 or YAML parser reads a key ('\x5fmethod', _m\u0065thod).
func unescapeJS(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	return jsEscapeRe.ReplaceAllStringFunc(s, func(e string) string {
		h := strings.Trim(e[2:], "{}")
		n, err := strconv.ParseUint(h, 16, 32)
		if err != nil || n > unicode.MaxRune {
			return e
		}
		return string(rune(n))
	})
}
