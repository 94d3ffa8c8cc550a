package guard

import (
	"net/url"
	"strings"
	"testing"
)

// TestWriteScopes: a scope matches its method and URL glob, the host in
// canonical form, the query ignored; a malformed one names what was wanted.
func TestWriteScopes(t *testing.T) {
	scopes, err := ParseWriteScopes([]string{"POST https://App.Example.com/api/projects/**, * http://127.0.0.1:8080/api/*/notes", "SEND ws://chat.example/live"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		method, url string
		want        bool
	}{
		{"POST", "https://app.example.com/api/projects/7/tasks?x=1", true},
		{"post", "https://APP.example.com./api/projects", true},
		{"PUT", "https://app.example.com/api/projects/7", false},
		{"POST", "http://app.example.com/api/projects/7", false},
		{"POST", "https://app.example.com/api/users/7", false},
		{"DELETE", "http://127.0.0.1:8080/api/4/notes", true},
		{"DELETE", "http://127.0.0.1:8080/api/4/5/notes", false},
		{"DELETE", "http://127.0.0.1:8081/api/4/notes", false},
		{"SEND", "http://chat.example/live", true},
		// Segments that decode to another path are in no scope.
		{"POST", "https://app.example.com/api/projects/..%2F..%2Fadmin%2Fusers%2F1", false},
		{"POST", "https://app.example.com/api/projects/%2e%2e/%2e%2e/admin", false},
		{"POST", "https://app.example.com/api/projects/..%5Cadmin", false},
		{"POST", "https://app.example.com/api/projects/a%20b", true},
		{"POST", "https://app.example.com/api/projects/..;/admin", false},
		{"POST", "https://app.example.com/api/projects/..%252F..%252Fadmin", false},
		// Overlong UTF-8 and look-alike slashes and dots, for a server
		// that decodes laxly or normalises Unicode; a plain accented name
		// stays in scope.
		{"POST", "https://app.example.com/api/projects/%c0%ae%c0%ae%c0%afadmin", false},
		{"POST", "https://app.example.com/api/projects/..%EF%BC%8Fadmin", false},
		{"POST", "https://app.example.com/api/projects/%E2%80%A4%E2%80%A4", false},
		{"POST", "https://app.example.com/api/projects/%EF%BC%85%EF%BC%92%EF%BD%85%EF%BC%85%EF%BC%92%EF%BD%85", false},
		{"POST", "https://app.example.com/api/projects/caf%C3%A9", true},
	}
	for _, c := range cases {
		if got := AllowsWrite(scopes, c.method, c.url) != nil; got != c.want {
			t.Errorf("%s %s: allowed %v, want %v", c.method, c.url, got, c.want)
		}
	}
	for _, bad := range []string{"https://app.example.com/api", "POST /api/projects", "POST https://app.example.com/api?x=1", "P0ST https://a.example/", "POST https://*.example.com/"} {
		_, err := ParseWriteScopes([]string{bad})
		if err == nil || !strings.Contains(err.Error(), "--allow-writes") || !strings.Contains(err.Error(), "e.g.") {
			t.Errorf("%q: error %v, want one naming the flag with an example", bad, err)
		}
	}
}

// TestIsWrite: writes by construction, not by words.
func TestIsWrite(t *testing.T) {
	for _, c := range []struct {
		m    string
		body bool
		want bool
	}{{"GET", false, false}, {"HEAD", false, false}, {"OPTIONS", false, false}, {"GET", true, true},
		{"POST", false, true}, {"PATCH", false, true}, {"SEND", false, true}, {"PROPFIND", false, true}} {
		if got := IsWrite(c.m, c.body); got != c.want {
			t.Errorf("%s body=%v: %v", c.m, c.body, got)
		}
	}
}

// TestReadOnlyLabel: names that announce no write, in four languages;
// names that announce one are not.
func TestReadOnlyLabel(t *testing.T) {
	for _, l := range []string{"Show profile", "Refresh", "  View details ", "Open", "Details", "Expand", "Next →", "Back", "Close ✕",
		"Profil anzeigen", "Aktualisieren", "Weiter", "Afficher le profil", "Détails", "Fermer", "Mostrar perfil", "Ver más", "Cerrar", "🔄 Refresh"} {
		if !ReadOnlyLabel(l) {
			t.Errorf("%q: not read as announcing no write", l)
		}
	}
	for _, l := range []string{"Save", "Delete account", "Submit", "Send", "Change email", "Buy now", "Speichern", "Envoyer", "Guardar", ""} {
		if ReadOnlyLabel(l) {
			t.Errorf("%q: read as announcing no write", l)
		}
	}
}

// TestActionLinkGraphQL: a GraphQL mutation sent by GET reads as an action;
// a query does not.
func TestActionLinkGraphQL(t *testing.T) {
	for raw, want := range map[string]bool{
		`/graphql?query=mutation{deleteRepository(id:"1"){ok}}`: true,
		`/graphql?query=%23+x%0Amutation+Drop+%7B+a+%7D`:        true,
		`/graphql?query={viewer{name}}`:                         false,
		`/graphql?query=query+Q{mutations{count}}`:              false,
		`/search?q=mutation+testing`:                            false,
		`/search?q=mutations`:                                   false,
	} {
		u, _ := url.Parse("https://api.example" + raw)
		if got := ActionLink(u) != ""; got != want {
			t.Errorf("%s: action %v, want %v", raw, got, want)
		}
	}
}

// TestQuerySets: a GET whose query sets a sensitive field reads as a write;
// a search, a page or a filter on a plain collection does not.
func TestQuerySets(t *testing.T) {
	for raw, want := range map[string]bool{
		"https://app.example/api/settings/2fa?enabled=false":          true,
		"https://app.example/api/repos/7?private=false":               true,
		"https://app.example/api/share?doc=9&access=anyone_with_link": true,
		"https://app.example/api/team/invite?user=mallory&role=owner": true,
		"https://app.example/api/items?page=2&sort=name":              false,
		"https://app.example/search?q=delete+account":                 false,
		"https://app.example/products?color=red&size=m":               false,
		"https://app.example/api/orders?status=closed":                false,
		"https://app.example/account/delete":                          false, // the path alone: judged as a navigation, not here
	} {
		u, _ := url.Parse(raw)
		if got := QuerySets(u); got != want {
			t.Errorf("QuerySets(%s) = %v, want %v", raw, got, want)
		}
	}
}

// TestAccountPathAndLabel: what acts on the account itself, and which
// approved labels name it.
func TestAccountPathAndLabel(t *testing.T) {
	for p, want := range map[string]bool{"/api/account": true, "/users/me": true, "/api/users/42": true, "/api/drafts/5": false, "/account/orders": false} {
		if got := AccountPath(p); got != want {
			t.Errorf("AccountPath(%q) = %v, want %v", p, got, want)
		}
	}
	for l, want := range map[string]bool{`button "Delete my account"`: true, `button "Delete draft"`: false, `button "Remove user"`: true} {
		if got := NamesAccount(l); got != want {
			t.Errorf("NamesAccount(%q) = %v, want %v", l, got, want)
		}
	}
}

// TestActionLinkReadsTheQueryAsServersDo: a pair after a ';' and a value
// encoded twice are read as a lenient server reads them (an outside
// attacker's ?a=1;action=delete and ?action=%2564elete reached a server
// that acted on them); a plain search stays a read.
func TestActionLinkReadsTheQueryAsServersDo(t *testing.T) {
	for raw, want := range map[string]bool{
		`/api/items/5?action=delete`:           true,
		`/api/items/5?a=1;action=delete`:       true,
		`/api/items/5?action=%2564elete`:       true,
		`/api/items/5?a=%zz;action=%2564elete`: true,
		`/api/items/5?a=1;q=delete+button`:     false,
		`/search?q=%2564elete`:                 false,
	} {
		u, _ := url.Parse("https://app.example" + raw)
		if got := getWrites(u.String()); got != want {
			t.Errorf("%s: read as a write %v, want %v", raw, got, want)
		}
	}
}
