package guard

import "testing"

// TestClassifyRequest: a request is judged by where it goes and what its
// body names, not by the free text it carries.
func TestClassifyRequest(t *testing.T) {
	for _, c := range []struct {
		method, url, body string
		destructive       bool
	}{
		{"POST", "https://app.example/account/delete", "", true},
		{"GET", "https://app.example/settings/account/delete?confirm=yes", "", true},
		{"DELETE", "https://app.example/api/items/42", "", true},
		{"POST", "https://app.example/api/graphql", `{"operationName":"deleteAccount","variables":{"id":"7"}}`, true},
		{"POST", "https://app.example/api", "action=delete_account&id=7", true},
		{"POST", "https://app.example/checkout/pay", "amount=20", true},
		{"POST", "https://app.example/api/notes", `{"text":"remember to delete the old photos"}`, false},
		{"POST", "https://app.example/api/save", "text=hello", false},
		{"GET", "https://app.example/search?q=delete+files", "", false},
		{"GET", "https://app.example/blog/how-to-delete-your-account", "", false},
		{"POST", "https://app.example/api/graphql", `{"operationName":"ListDeletedItems"}`, false},
	} {
		v := ClassifyRequest(c.method, c.url, c.body)
		if v.Destructive() != c.destructive {
			t.Errorf("%s %s %s: destructive=%v, want %v (%+v)", c.method, c.url, c.body, v.Destructive(), c.destructive, v)
		}
	}
}
