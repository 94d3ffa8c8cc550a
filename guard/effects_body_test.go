package guard

import "testing"

// TestBodyShapes: bodies an attacker sent past the request
// classifier (nested and escaped keys, overflowing numbers, timestamps,
// JSON Patch, XML, framed WebSocket messages) are read, and the benign
// requests it found refused (GraphQL queries, searches, analytics, UI
// state, a tag removed) pass.
func TestBodyShapes(t *testing.T) {
	for _, c := range [][5]string{
		{"POST", "http://x/api/users/me", "application/x-www-form-urlencoded", "user[status]=closed", "1"},
		{"POST", "http://x/api/x", "application/json", `["delete_account"]`, "1"},
		{"POST", "http://x/api/account", "application/json", `{"st\u0061tus":"closed","n":1e999}`, "1"},
		{"POST", "http://x/api/x", "application/json", `{"delete\u0041ccount":true,"n":1e999}`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"deletedAt":"2025-01-01"}`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"active":false}`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"status":"pending_deletion"}`, "1"},
		{"POST", "http://x/graphql", "application/json", `{"query":"mutation{accountClose{ok}}"}`, "1"},
		{"POST", "http://x/api/x", "application/json", `"delete_account"`, "1"},
		{"POST", "http://x/api/x", "application/json", "\ufeff{\"action\":\"delete_account\"}", "1"},
		{"PATCH", "http://x/api/users/me", "application/json-patch+json", `[{"op":"replace","path":"/status","value":"closed"}]`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"status":{"value":"closed"}}`, "1"},
		{"PATCH", "http://x/api/me", "application/json", `{"accountStatus":"closed"}`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"state":"CLOSED_BY_USER"}`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"enabled":false}`, "1"},
		{"POST", "http://x/api/users/me", "application/x-www-form-urlencoded", "status=closed%00", "1"},
		{"POST", "http://x/soap", "text/xml", `<?xml version="1.0"?><Envelope><Body><DeleteAccount/></Body></Envelope>`, "1"},
		{"SEND", "http://x/ws", "", `42["account:delete",{"id":1}]`, "1"},
		{"SEND", "http://x/ws", "", `42["deleteAccount"]`, "1"},
		{"SEND", "http://x/ws", "", "SEND\ndestination:/app/account.delete\n\n{}\x00", "1"},
		{"POST", "http://x/graphql", "application/json", `{"query":"query Posts($status: Status) { posts(status: $status) { id } }","variables":{"status":"PUBLISHED"}}`, "0"},
		{"POST", "http://x/api/posts/search", "application/json", `{"filter":{"status":"published"}}`, "0"},
		{"POST", "http://x/api/analytics", "application/json", `{"action":"delete","label":"filter"}`, "0"},
		{"POST", "http://x/api/users/me/preferences", "application/json", `{"emailDigest":"disabled","status":"disabled"}`, "0"},
		{"POST", "http://x/api/log", "text/plain", "user clicked delete filter", "0"},
		{"POST", "http://x/api/users/me/banner", "application/json", `{"state":"closed"}`, "0"},
		{"POST", "http://x/api/files/search", "application/json", `{"filter":{"state":"deleted"}}`, "0"},
		{"PATCH", "http://x/api/posts/9", "application/json-patch+json", `[{"op":"remove","path":"/tags/0"}]`, "0"},
		// Once read as UI state; a write to the account's second factor
		// that says disabled is the sensitive action sites re-authenticate for.
		{"POST", "http://x/api/users/me/2fa", "application/json", `{"state":"disabled"}`, "1"},
		{"POST", "http://x/api/account/ui", "application/json", `{"state":"closed"}`, "0"},
		{"SEND", "http://x/ws", "", `42["chat:message",{"text":"hi"}]`, "0"},
		// From an independent review: verdicts never depend on map order,
		// caps and nesting limits refuse instead of hiding, the declared
		// type decides the parser, nested switches are not the account's.
		{"POST", "http://x/api/v1/batch", "application/json", `[{"op":"delete","path":"/users/42"}]`, "1"},
		{"POST", "http://x/api/x", "application/json", `[{"op":"replace","path":"/notes","value":"x","action":"delete_account"}]`, "1"},
		{"POST", "http://x/api/x", "application/json", `{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":{"deleteAccount":true}}}}}}}}}}`, "1"},
		{"POST", "http://x/api/x", "application/x-www-form-urlencoded", `{}&action=delete_account`, "1"},
		{"POST", "http://x/api/x", "application/x-www-form-urlencoded", `<x>&action=delete_account`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"status":"pendingDeletion"}`, "1"},
		{"PATCH", "http://x/api/v1/user_accounts/5", "application/json", `{"status":"closed"}`, "1"},
		{"PATCH", "http://x/api/users/me", "application/json", `{"notifications":{"enabled":false}}`, "0"},
		{"POST", "http://x/api/users/me", "application/x-www-form-urlencoded", "user[newsletter][active]=0", "0"},
		// "Remove from cart" passes as a label; the request behind it must too.
		{"POST", "http://x/api/cart/items/3/remove", "", "", "0"},
		{"DELETE", "http://x/api/cart/items/3", "", "", "0"},
		{"POST", "http://x/api/cart", "application/json", `{"action":"remove","item":3}`, "0"},
		{"POST", "http://x/api/wishlist/remove", "application/json", `{"id":3}`, "0"},
		{"DELETE", "http://x/api/projects/3", "", "", "1"},
		{"POST", "http://x/api/cart/checkout", "", "", "1"},
	} {
		v := ClassifyRequest(c[0], c[1], c[2], c[3])
		ok := v.Destructive() == (c[4] == "1")
		if !ok {
			t.Errorf("%s %s %q -> %s %s %v (want destructive=%s)", c[0], c[1], c[3], v.Category, v.Severity, v.Signals, c[4])
		}
	}
}
