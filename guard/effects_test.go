package guard

import (
	"strings"
	"testing"
)

// TestClassifyRequest: a request is judged by where it goes and what its
// body names, not by the free text it carries.
func TestClassifyRequest(t *testing.T) {
	for _, c := range []struct {
		method, url, ctype, body string
		destructive              bool
	}{
		{"POST", "https://app.example/account/delete", "", "", true},
		{"GET", "https://app.example/settings/account/delete?confirm=yes", "", "", true},
		{"DELETE", "https://app.example/api/items/42", "", "", true},
		{"POST", "https://app.example/api/graphql", "", `{"operationName":"deleteAccount","variables":{"id":"7"}}`, true},
		{"POST", "https://app.example/api", "", "action=delete_account&id=7", true},
		{"POST", "https://app.example/checkout/pay", "", "amount=20", true},
		{"POST", "https://app.example/api/notes", "", `{"text":"remember to delete the old photos"}`, false},
		{"POST", "https://app.example/api/save", "", "text=hello", false},
		{"GET", "https://app.example/search?q=delete+files", "", "", false},
		{"GET", "https://app.example/blog/how-to-delete-your-account", "", "", false},
		{"POST", "https://app.example/api/graphql", "", `{"operationName":"ListDeletedItems"}`, false},
		// A second, independent attacker's requests.
		{"POST", "https://app.example/api/account", "application/json", `{"deleteAccount":{"confirm":true}}`, true},
		{"POST", "https://app.example/graphql", "application/json", `{"query":"mutation { deleteAccount(id: 1) { ok } }"}`, true},
		{"POST", "https://app.example/api/account", "application/json", `{"action":"delete_account","pad":"xxxxxxxx`, true},
		{"POST", "https://app.example/api/account", "multipart/form-data; boundary=XX", "--XX\r\nContent-Disposition: form-data; name=\"action\"\r\n\r\ndelete_account\r\n--XX--\r\n", true},
		{"POST", "https://app.example/api/account", "application/x-www-form-urlencoded", "action=delete_account&x=%zz", true},
		{"POST", "https://app.example/api/account", "application/x-www-form-urlencoded", "action=delete_account;", true},
		{"POST", "https://app.example/api/account", "application/json", `{"action":"delete account"}`, true},
		{"POST", "https://app.example/account", "application/x-www-form-urlencoded", "confirm=DELETE+MY+ACCOUNT", true},
		{"PATCH", "https://app.example/api/users/me", "application/json", `{"deleted":true}`, true},
		{"POST", "https://app.example/api/transfer", "application/json", `{"amount":5000,"currency":"EUR","to":"x"}`, true},
		{"GET", "https://app.example/search/suggest?q=delete+account", "", "", false},
		// A third attacker's: states set by a write, amounts sent to a
		// money verb (once judged by map order: some runs missed them),
		// a text/plain body that names the operation.
		{"POST", "https://app.example/api/account", "application/json", `{"action":"close"}`, true},
		{"POST", "https://app.example/api/account", "application/x-www-form-urlencoded", "action=close", true},
		{"PATCH", "https://app.example/api/users/me", "application/json", `{"status":"closed"}`, true},
		{"POST", "https://app.example/api/posts/9", "application/json", `{"visibility":"public"}`, true},
		{"PATCH", "https://app.example/api/posts/9", "application/json", `{"status":"published"}`, true},
		{"POST", "https://app.example/graphql", "application/json", `{"query":"mutation { userUpdate(input:{status:CLOSED}) { id } }"}`, true},
		{"POST", "https://app.example/api/x", "text/plain", "delete_account", true},
		{"POST", "https://app.example/api/money/move", "application/x-www-form-urlencoded", "amount=100&to=bob", true},
		{"GET", "https://app.example/api/payments/transfer?amount=500&to=mallory", "", "", true},
		{"GET", "https://app.example/wire?amount=9000&iban=DE89", "", "", true},
		{"POST", "https://app.example/api/tickets/5", "application/json", `{"status":"closed"}`, false},
		{"GET", "https://app.example/account/orders?status=cancelled", "", "", false},
		{"POST", "https://app.example/api/dialogs", "application/json", `{"action":"close"}`, false},
		{"POST", "https://app.example/api/notes", "text/plain", "hello world", false},
		// Creating an item in a public collection publishes it; reading
		// one, or writing to one item's sub-path, is not.
		{"POST", "https://app.example/api/tweets", "application/json", `{"text":"hello"}`, true},
		{"POST", "https://app.example/api/v1/statuses/", "application/x-www-form-urlencoded", "status=hi", true},
		// A comment goes to a thread, not to everyone: no publication.
		{"POST", "https://app.example/api/posts/7/comments", "application/json", `{"text":"nice"}`, false},
		{"POST", "https://app.example/api/bookings/5/confirm", "application/json", `{"slot":"10:00"}`, false},
		{"POST", "https://app.example/api/subscriptions", "application/json", `{"topic":"updates"}`, false},
		{"POST", "https://app.example/api/orders/lookup", "application/json", `{"order":"123"}`, false},
		{"POST", "https://app.example/api/orders", "application/json", `{"sku":"A1","qty":2}`, true},
		{"GET", "https://app.example/api/tweets", "", "", false},
		{"POST", "https://app.example/api/posts/7/like", "", "", false},
		{"POST", "https://app.example/api/status", "", "", false},
		// A reviewer's: numeric flags, aliased mutations, paths as values,
		// a search form sent by POST, padding past the fields read.
		{"PATCH", "https://app.example/api/users/me", "application/json", `{"deleted":1}`, true},
		{"POST", "https://app.example/graphql", "application/json", `{"query":"mutation { x: deleteAccount(id: 1) { ok } }"}`, true},
		{"POST", "https://app.example/api/run", "application/json", `{"cmd":"account/delete"}`, true},
		{"POST", "https://app.example/search", "application/x-www-form-urlencoded", "q=delete+account", false},
		{"POST", "https://app.example/api/run", "application/x-www-form-urlencoded", strings.Repeat("p=1&", 5000) + "action=delete_account", true},
		{"PATCH", "https://app.example/api/users/me", "application/json", `{"deleted":false,"name":"Ada"}`, false},
	} {
		v := ClassifyRequest(c.method, c.url, c.ctype, c.body)
		if v.Destructive() != c.destructive {
			t.Errorf("%s %s %s: destructive=%v, want %v (%+v)", c.method, c.url, c.body, v.Destructive(), c.destructive, v)
		}
	}
}

// TestSecondAttackerLabels: wordings a second, independent attacker found
// passing (and one of its false positives), and a German path written
// without umlauts.
func TestSecondAttackerLabels(t *testing.T) {
	checkLabels(t, "attack-2", []labelWant{{"Forget me", Account}, {"Retire my profile permanently", Account},
		{"Wire the funds", Payment}, {"Say goodbye to your account", Account}, {"Konto loeschen", Account}},
		[]string{"Remove from cart", "Remove from wishlist"})
	for _, c := range []struct{ method, url, ctype, body string }{
		{"GET", "https://app.example/account/konto-loeschen", "", ""},
		{"POST", "https://app.example/api/konto/loeschen", "", ""},
		{"POST", "https://app.example/help/how-to-delete-my-account", "", ""},
		{"POST", "https://app.example/api/subscription", "application/json", `{"action":"cancel"}`},
	} {
		if v := ClassifyRequest(c.method, c.url, c.ctype, c.body); !v.Destructive() {
			t.Errorf("%s %s %s: not destructive (%+v)", c.method, c.url, c.body, v)
		}
	}
}

// TestClassifyIsDeterministic: the same request gets the same verdict on
// every call (a verdict once depended on map iteration order).
func TestClassifyIsDeterministic(t *testing.T) {
	for _, u := range []string{"https://app.example/api/payments/transfer?to=mallory&amount=500&note=x",
		"https://app.example/transfer?amount=100&currency=EUR&to=mallory", "https://app.example/p?a=1&b=delete&c=account"} {
		first := ClassifyRequest("GET", u, "", "")
		for i := 0; i < 200; i++ {
			if v := ClassifyRequest("GET", u, "", ""); v.Category != first.Category || strings.Join(v.Signals, ",") != strings.Join(first.Signals, ",") {
				t.Fatalf("%s: %v, then %v", u, first, v)
			}
		}
	}
}
