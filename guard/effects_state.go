package guard

import (
	"fmt"
	"maps"
	"net/url"
	"regexp"
	"slices"
	"strings"
)

// stateChange judges a request by the state it sets: {"status":"closed"}
// on /api/users/me, {"visibility":"public"} on a post, {"action":"close"}
// on /api/account, user[status]=closed, {"accountStatus":"closed"},
// {"deletedAt":"…"}, {"active":false} on an account,
// userUpdate(input:{status:CLOSED}). Analytics events and GraphQL queries
// (not mutations) only describe: they are not read here.
func stateChange(path string, q url.Values, write bool) (Verdict, bool) {
	if describes(path, q) {
		return Verdict{}, false
	}
	// The account is what the write is about: the path's last segment
	// (ids and status left aside), or a mutation's name.
	account := AccountPath(path)
	for _, w := range strings.Fields(strings.ToLower(tokens(strings.Join(q["mutation"], " ")))) {
		account = account || lex.accountWords[w]
	}
	for _, k := range slices.Sorted(maps.Keys(q)) {
		key := lastKeyPart(k)
		acctKey := false
		if strings.HasSuffix(key, "status") || strings.HasSuffix(key, "state") {
			for w := range lex.accountWords {
				acctKey = acctKey || strings.HasPrefix(key, w) && len(key) > len(w)
			}
			if acctKey {
				key = "status" // accountStatus, account_state
			}
		}
		for _, raw := range q[k] {
			raw = strings.TrimFunc(raw, func(r rune) bool { return r <= ' ' || r == 0x7f })
			v := strings.ToLower(raw)
			if write && lex.stampKeys[key] && v != "" && v != "null" && v != "false" && v != "0" {
				return Verdict{Category: Deletion, Severity: High, Signals: []string{"sets " + k},
					Explanation: "the request sets " + k + " on " + Truncate(path, 60)}, true
			}
			if write && lex.switchKeys[strings.Trim(key, "[]")] && (v == "false" || v == "0") && account && switchOwner(k) {
				return Verdict{Category: Account, Severity: High, Signals: []string{"sets " + k + "=" + v},
					Explanation: "the request deactivates the account at " + Truncate(path, 60)}, true
			}
			if !lex.actionKeys[key] && !(write && lex.stateKeys[key]) {
				continue
			}
			for _, w := range strings.Fields(strings.ToLower(tokens(raw))) { // pending_deletion, closedByUser
				cat := lex.stateValues[w]
				sev := High
				switch {
				case cat == "", cat == Account && !account && !acctKey:
					continue
				case cat == Publication:
					sev = Medium
				}
				return Verdict{Category: cat, Severity: sev, Signals: []string{"sets " + k + "=" + v},
					Explanation: "the request sets " + k + " to " + v + " on " + Truncate(path, 60)}, true
			}
		}
	}
	return Verdict{}, false
}

// describes: the request records or asks rather than sets — an
// analytics event, or a GraphQL query (no mutation) whose variables
// filter what it reads.
func describes(path string, q url.Values) bool {
	for _, sg := range strings.FieldsFunc(strings.ToLower(path), func(r rune) bool { return r == '/' }) {
		if lex.eventPaths[sg] || lex.queryPaths[sg] && len(q["mutation"]) == 0 {
			return true
		}
	}
	return false
}

// switchOwner: an on/off key belongs to the account itself, not to a
// setting inside it ({"notifications": {"enabled": false}},
// user[newsletter][active]=0).
func switchOwner(k string) bool {
	parts := strings.FieldsFunc(strings.ToLower(k), func(r rune) bool { return r == '[' || r == ']' || r == '.' })
	if len(parts) < 2 {
		return true
	}
	return lex.accountWords[parts[len(parts)-2]]
}

// lastKeyPart is the field a nested form or JSON key names: user[status]
// and user.status are status.
func lastKeyPart(k string) string {
	k = strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))
	k = strings.TrimRight(k, "]")
	if i := strings.LastIndexAny(k, "[."); i >= 0 && !strings.HasPrefix(k, "filter.") {
		k = k[i+1:]
	}
	return k
}

// graphArgRE finds name: value arguments in a GraphQL mutation
// (input: {status: CLOSED}, visibility: "public").
var graphArgRE = regexp.MustCompile(`([A-Za-z_]\w*)\s*:\s*"?([A-Za-z_]\w{0,40})"?\s*[,})\s]`)

// overflow is the key bodyFields reads as "more than is read"; maxNames
// bounds the operation names read from one body (more is unreadable).
const (
	overflow = "\x00overflow"
	maxNames = 1024
)

// readForm reads a urlencoded body. Some servers split on ";" too;
// ParseQuery drops such pairs; a bad escape drops only its own pair.
func readForm(body string, add func(k, v string)) {
	q, _ := url.ParseQuery(strings.ReplaceAll(body, ";", "&"))
	for _, k := range slices.Sorted(maps.Keys(q)) {
		for _, v := range q[k] {
			add(k, v)
		}
	}
}

// jsonPatch reads an RFC 6902 patch ([{"op":"replace","path":"/status",
// "value":"closed"}]) as the fields it sets; removing an item of a list
// (/tags/0) names no state. It reports whether v was one.
func jsonPatch(v any, add func(k, v string)) bool {
	ops, ok := v.([]any)
	if !ok || len(ops) == 0 {
		return false
	}
	for _, o := range ops {
		m, ok := o.(map[string]any)
		if !ok || !lex.patchOps[fmt.Sprint(m["op"])] || m["path"] == nil {
			return false
		}
		for k := range m {
			if k != "op" && k != "path" && k != "value" && k != "from" {
				return false // more than a patch carries: read it all
			}
		}
	}
	for _, o := range ops {
		m := o.(map[string]any)
		path, _ := m["path"].(string)
		field := path[strings.LastIndex(path, "/")+1:]
		switch m["op"] {
		case "replace", "add":
			walkJSON(m["value"], field, add, 1)
		case "remove":
			add(field, "") // the field's name is read; removing /tags/0 names nothing
		}
	}
	return true
}

// xmlNameRE finds element names in an XML body.
var xmlNameRE = regexp.MustCompile(`<\s*(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]{0,63})`)

// opNameRE finds operation-like names in a framed message: words joined by
// ':', '.', '/', '_' or '-', or one camelCase word.
var opNameRE = regexp.MustCompile(`[A-Za-z][A-Za-z0-9]*(?:[:./_-][A-Za-z][A-Za-z0-9]*)+|[a-z]+(?:[A-Z][a-z0-9]+)+`)

// opNames returns the operation names in s, each also with its verb put
// first (account:delete → delete account), as the rules read them.
func opNames(s string) (names []string, capped bool) {
	if len(s) > 1<<16 {
		s, capped = s[:1<<16], true
	}
	var out []string
	found := opNameRE.FindAllString(s, maxNames+1)
	capped = capped || len(found) > maxNames
	for _, n := range found {
		out = append(out, n)
		if r := verbFirst(tokens(n)); r != "" {
			out = append(out, r)
		}
	}
	return out, capped
}

// verbFirst moves a trailing verb to the front: "account close" → "close
// account" (accountClose, account.delete); "" when there is none.
func verbFirst(t string) string {
	w := strings.Fields(strings.ToLower(t))
	if len(w) < 2 {
		return ""
	}
	last := w[len(w)-1]
	if lex.stateValues[last] == "" {
		return ""
	}
	return last + " " + strings.Join(w[:len(w)-1], " ")
}

// AccountPath reports a path whose subject is the account itself: its last
// segment, ids and status words left aside, is an account word
// (/api/account, /users/me, /v1/self).
func AccountPath(path string) bool {
	segs := strings.FieldsFunc(strings.ToLower(path), func(r rune) bool { return r == '/' })
	for i := len(segs) - 1; i >= 0; i-- {
		if sg := segs[i]; strings.ContainsAny(sg, "0123456789") || lex.accountSkip[sg] {
			continue
		}
		for _, w := range strings.Fields(tokens(strings.SplitN(segs[i], ";", 2)[0])) {
			if lex.accountWords[w] {
				return true
			}
		}
		return false
	}
	return false
}

// NamesAccount reports a text (the label a person approved) that names the
// account: "Delete my account", "Remove user".
func NamesAccount(text string) bool {
	for _, w := range strings.Fields(tokens(Fold(text))) {
		if lex.accountWords[w] {
			return true
		}
	}
	return false
}

// StaticFile reports a URL whose last path segment is a static file
// (logo.png, app.js): a load. An image, script or style from a URL without
// one (/account/delete?confirm=1 as an <img>) is judged like a fetch. A
// query other than a cache-buster (app.js?v=3) is an argument to something
// that runs: /account/delete.js?confirm=1 is judged.
func StaticFile(raw string) bool {
	u, err := url.Parse(raw)
	if err != nil {
		return false
	}
	// A path parameter (/api/delete;.js, which Tomcat and Spring strip),
	// a bare extension (/api/.js) or an escape in the file's name
	// (delete%2epng, delete%3Fx.png, which a server may decode to another
	// route) names no file.
	esc := u.EscapedPath()
	if strings.Contains(u.Path, ";") || strings.Contains(esc[strings.LastIndex(esc, "/")+1:], "%") {
		return false
	}
	last := u.Path[strings.LastIndex(u.Path, "/")+1:]
	dot := strings.LastIndexByte(last, '.')
	if dot <= 0 || !lex.staticExts[strings.ToLower(last[dot+1:])] {
		return false
	}
	for k := range Query(u) {
		if !lex.cacheBusters[strings.ToLower(k)] {
			return false
		}
	}
	return true
}
