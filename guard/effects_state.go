package guard

import (
	"net/url"
	"regexp"
	"strings"
)

// actionKeys name the operation a request asks for; stateKeys name the
// state a write sets. On a GET only the first count: ?status=closed there
// filters a list, it closes nothing.
var (
	actionKeys = map[string]bool{"action": true, "op": true, "operation": true, "intent": true, "cmd": true,
		"command": true, "do": true, "task": true}
	stateKeys = map[string]bool{"status": true, "state": true, "visibility": true, "lifecycle": true, "mode": true,
		"type": true, "phase": true}
)

// stateValues are values that delete, close or publish when set. Closing
// and cancelling are an account's only where the request is about one
// (closing a ticket is not); deleting and publishing are so anywhere.
var stateValues = map[string]string{
	"delete": Deletion, "deleted": Deletion, "remove": Deletion, "removed": Deletion, "destroy": Deletion,
	"destroyed": Deletion, "purge": Deletion, "purged": Deletion, "erase": Deletion, "trash": Deletion,
	"trashed": Deletion, "wipe": Deletion,
	"close": Account, "closed": Account, "deactivate": Account, "deactivated": Account, "terminate": Account,
	"terminated": Account, "cancel": Account, "cancelled": Account, "canceled": Account, "suspend": Account,
	"suspended": Account, "disable": Account, "disabled": Account,
	"publish": Publication, "published": Publication, "public": Publication,
}

// accountWords make closing or cancelling an account's.
var accountWords = map[string]bool{"account": true, "accounts": true, "user": true, "users": true, "me": true,
	"profile": true, "member": true, "members": true, "membership": true, "subscription": true,
	"subscriptions": true, "customer": true, "customers": true, "plan": true, "konto": true, "compte": true,
	"cuenta": true, "conta": true, "conto": true, "profil": true, "perfil": true}

// stateChange judges a request by the state it sets: {"status":"closed"}
// on /api/users/me, {"visibility":"public"} on a post, {"action":"close"}
// on /api/account, userUpdate(input:{status:CLOSED}).
func stateChange(path string, q url.Values, write bool) (Verdict, bool) {
	about := tokens(path) + " " + tokens(strings.Join(q["mutation"], " "))
	account := false
	for _, w := range strings.Fields(strings.ToLower(about)) {
		account = account || accountWords[w]
	}
	for _, k := range sortedKeys(q) {
		key := strings.ToLower(strings.NewReplacer("_", "", "-", "").Replace(k))
		if !actionKeys[key] && !(write && stateKeys[key]) {
			continue
		}
		for _, v := range q[k] {
			cat := stateValues[strings.ToLower(strings.TrimSpace(v))]
			sev := High
			switch {
			case cat == "", cat == Account && !account:
				continue
			case cat == Publication:
				sev = Medium
			}
			return Verdict{Category: cat, Severity: sev, Signals: []string{"sets " + k + "=" + v},
				Explanation: "the request sets " + k + " to " + v + " on " + truncate(path, 60)}, true
		}
	}
	return Verdict{}, false
}

// graphArgRE finds name: value arguments in a GraphQL mutation
// (input: {status: CLOSED}, visibility: "public").
var graphArgRE = regexp.MustCompile(`([A-Za-z_]\w*)\s*:\s*"?([A-Za-z_]\w{0,40})"?\s*[,})\s]`)
