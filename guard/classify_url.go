package guard

import (
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strings"
)

// classifyURL judges a navigation or submission target by its path, query
// and fragment words. An article slug under /blog/ or /help/ ("how-to-
// reset-your-router") is a title, not an action, and is skipped.
func classifyURL(raw, what string) Verdict {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return Verdict{Severity: None, Explanation: "unparseable URL"}
	}
	var parts, all []string
	info, ref := false, false
	segs := strings.Split(strings.TrimPrefix(path.Clean("/"+u.EscapedPath()), "/"), "/")
	for i, seg := range segs {
		if s, err := url.PathUnescape(seg); err == nil {
			segs[i] = s
		}
	}
	// A bare verb or an id anywhere makes it an action path, even under
	// /help/ (/support/subscription/cancel, /docs/123/delete).
	action := false
	for _, seg := range segs {
		action = action || lex.stateValues[strings.ToLower(seg)] != "" || strings.ContainsAny(seg, "0123456789") ||
			len(strings.Fields(tokens(seg))) == 1 && lex.verbs.match(tokens(seg)) // /help/pay
	}
	for i, seg := range segs {
		all = append(all, tokens(seg))
		if lex.infoSegments[strings.ToLower(seg)] {
			info = true
			// A help or docs section is the site's first segment (after
			// a locale: /en/help/…), not any segment (/api/help/…).
			ref = ref || !action && lex.refSegments[strings.ToLower(seg)] && (i == 0 || i == 1 && locale(all[0]))
			continue
		}
		if ref {
			continue // a page of a help or docs section, named after its topic
		}
		t := tokens(seg)
		if n := len(strings.Fields(t)); n >= 4 && (info || lex.info.match(t)) || n >= 3 && info && titleLike(t) {
			continue // an article title
		}
		parts = append(parts, t)
	}
	lastSeg := ""
	if len(all) > 0 {
		lastSeg = all[len(all)-1]
	}
	amount := false
	// In the order written: phrases that span a path word and a query key
	// ("transfer" … "to") must read the same on every run.
	for _, kv := range strings.FieldsFunc(u.RawQuery, func(r rune) bool { return r == '&' || r == ';' }) {
		k, v, _ := strings.Cut(kv, "=")
		k, v = decodeAll(k), decodeAll(v) // as a server that decodes twice reads them
		parts = append(parts, tokens(k))
		if len(v) <= 60 {
			parts = append(parts, tokens(v))
		}
		amount = amount || lex.amountKeys[strings.ToLower(strings.TrimSpace(k))] && numeric(v)
	}
	if u.Fragment != "" { // single-page apps route by #/account/delete
		parts = append(parts, tokens(u.Fragment))
	}
	text := strings.Join(parts, " ")
	// /trash/3/restore undoes what the path names.
	undo := undoes(u.Path)
	if v, ok := matchRules(text, "path"); ok && !viewOnly(text) && !(undo && (v.Category == Deletion || v.Category == Data)) {
		v.Explanation = fmt.Sprintf("%s %s (%s)", what, Truncate(u.Path+queryPart(u), 80), v.Category)
		return v
	}
	// An amount sent to a path that moves money (/payments/transfer?
	// amount=500&to=…, /wire?amount=9000) is a payment.
	if amount && (!info || action) && lex.verbs.match(lastSeg) {
		return Verdict{Category: Payment, Severity: High, Signals: []string{"amount with a money verb in the path"},
			Explanation: fmt.Sprintf("%s %s sends an amount to a path that moves money", what, Truncate(u.Path, 80))}
	}
	return Verdict{Severity: None, Explanation: fmt.Sprintf("%s %s is not destructive", what, u.Path)}
}

// undoes: the path's last segment undoes what the path names
// (/trash/3/restore, /posts/9/undelete).
func undoes(p string) bool {
	segs := strings.Split(strings.Trim(p, "/"), "/")
	return len(segs) > 1 && lex.undoPath[strings.ToLower(segs[len(segs)-1])]
}

// locale reports a path segment that names a language (en, en us, pt br).
func locale(seg string) bool {
	f := strings.Fields(strings.ToLower(seg))
	return len(f) >= 1 && len(f) <= 2 && lex.locales[f[0]] && (len(f) == 1 || len(f[1]) == 2)
}

// numeric reports a value that reads as a number ("500", "1,250.00").
func numeric(v string) bool {
	v = strings.TrimSpace(v)
	digits := 0
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '.' || r == ',' || r == ' ' || r == '\'':
		default:
			return false
		}
	}
	return digits > 0
}

// It says what the query asks, not what it carries: a value whose name
// speaks of a secret is masked, a long one cut (an outside attacker read
// ?password=… back from a refusal).
func queryPart(u *url.URL) string {
	if u.RawQuery == "" {
		return ""
	}
	parts := strings.Split(u.RawQuery, "&")
	for i, kv := range parts {
		k, v, ok := strings.Cut(kv, "=")
		switch {
		case !ok:
		case SecretName.MatchString(k) || SecretName.MatchString(unescaped(k)):
			parts[i] = k + "=•••"
		case len(v) > 24:
			parts[i] = k + "=" + strings.ToValidUTF8(v[:24], "") + "…"
		}
	}
	return "?" + strings.Join(parts, "&")
}

// SecretName matches a field, parameter or header name that speaks of a
// secret: its value is never shown to a person or an agent.
var SecretName = regexp.MustCompile(`(?i)pass|pwd|secret|token|otp|\bpin\b|cvv|cvc|card.?num|ssn|api.?key|auth|session|cookie|private|signature`)

// unescaped is a query key decoded, or as it is when it does not decode.
func unescaped(k string) string {
	if d, err := url.QueryUnescape(k); err == nil {
		return d
	}
	return k
}
