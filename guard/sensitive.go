package guard

import (
	"fmt"
	"maps"
	"net/url"
	"slices"
	"strings"
)

// Sensitive actions are the ones well-run sites guard with a second
// factor or a fresh password (GitHub's sudo mode, OWASP ASVS
// re-authentication): changing the email, password, second factor or
// recovery options; adding keys and tokens; handing out roles, ownership
// or access to anyone with a link. This file reads them in a request's
// fields and in a menu's options; the words are in vocab.json.

// sensitiveWrite judges a write by the fields it sets. Signing in sends
// email and password too, so the account fields count only on a settings
// path (settings, account, user, …) that is not a sign-in path (login,
// session, oauth, …).
func sensitiveWrite(method, path string, q url.Values) (Verdict, bool) {
	sw := lex.sensitive
	var auth, settings, cred bool
	for _, w := range strings.Fields(tokens(path)) {
		auth = auth || sw.authPaths[w]
		settings = settings || sw.settingsPaths[w]
		cred = cred || sw.credentials[w]
	}
	if auth || describes(path, q) {
		return Verdict{}, false
	}
	for _, k := range slices.Sorted(maps.Keys(q)) {
		key := lastKeyPart(k)
		for _, f := range sw.fields {
			if !f.keys[key] || f.settingsOnly && !settings {
				continue
			}
			for _, raw := range q[k] {
				if v := strings.ToLower(strings.TrimSpace(raw)); fieldSets(f, v) {
					return Verdict{Category: f.category, Severity: High, Signals: []string{"sets " + k},
						Explanation: fmt.Sprintf("the page sends %s to %s setting %s: a change sites ask to re-authenticate for", method, Truncate(path, 60), k)}, true
				}
			}
		}
	}
	// A new key, token or second factor added to an account
	// (POST /user/keys, /settings/tokens, /account/2fa/recovery).
	if cred && settings && !strings.EqualFold(method, "PATCH") {
		return Verdict{Category: Account, Severity: High, Signals: []string{"write to account credentials"},
			Explanation: fmt.Sprintf("the page sends %s to %s, the account's keys, tokens or second factor", method, Truncate(path, 60))}, true
	}
	return Verdict{}, false
}

// fieldSets reports whether value v sets field rule f.
func fieldSets(f fieldRule, v string) bool {
	switch f.when {
	case "set":
		return v != "null" && v != "false"
	case "true":
		return truthy([]string{v})
	case "off":
		return lex.off[v]
	case "values":
		t := tokens(v)
		if f.values[t] {
			return true
		}
		for _, w := range strings.Fields(t) {
			if f.values[w] {
				return true
			}
		}
	}
	return false
}

// sqlVerdict: a destructive SQL statement in s (DELETE FROM, DROP TABLE,
// TRUNCATE, UPDATE … SET, ALTER … DROP).
func sqlVerdict(s string) (Verdict, bool) {
	for _, r := range lex.sql {
		if m := r.re.FindString(s); m != "" {
			return Verdict{Category: r.category, Severity: r.severity, Signals: []string{"sql:" + strings.ToLower(strings.TrimLeft(m, "; \t\r\n"))},
				Explanation: fmt.Sprintf("the page sends an SQL statement that destroys or rewrites rows (%s)", Truncate(strings.TrimSpace(strings.TrimLeft(m, ";")), 40))}, true
		}
	}
	return Verdict{}, false
}

// contextVerdict judges words that destroy only in a setting: "Send"
// under a composer, or to followers, publishes; on a contact form it
// sends a message to the site.
func contextVerdict(label string, e *Element) (Verdict, bool) {
	if e == nil || label == "" {
		return Verdict{}, false
	}
	where := norm(e.Context)
	if e.FormAction != "" {
		if u, err := url.Parse(e.FormAction); err == nil {
			where += " " + tokens(u.Path)
		}
	}
	for _, r := range lex.contextRules {
		if term, at := r.m.find(label); at == 0 {
			if ctx, at := r.context.find(where); at >= 0 {
				return Verdict{Category: r.category, Severity: r.severity, Signals: []string{"label:" + term, "context:" + ctx},
					Explanation: fmt.Sprintf("%q in %q says it %s", Truncate(label, 40), Truncate(where, 60), categoryPhrase(r.category))}, true
			}
		}
	}
	return Verdict{}, false
}

// selectVerdict: an option that hands out access in a sharing,
// visibility or role menu ("Anyone with the link", "Public", "Owner").
func selectVerdict(option string) (Verdict, bool) {
	o := strings.Trim(norm(option), " .!?…:")
	for _, r := range lex.selectRules {
		if r.whole.MatchString(o) {
			return Verdict{Category: r.category, Severity: r.severity, Signals: []string{"option:" + o},
				Explanation: fmt.Sprintf("choosing %q hands out access (%s)", Truncate(option, 40), r.category)}, true
		}
	}
	return Verdict{}, false
}
