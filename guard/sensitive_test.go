package guard

import "testing"

// TestSensitiveWrites: writes that change what protects an account or who
// can see it are refused; signing in, reading and describing are not.
func TestSensitiveWrites(t *testing.T) {
	for _, c := range []struct {
		method, url, ctype, body string
		want                     bool
	}{
		{"PATCH", "http://x/api/user", "application/json", `{"email":"new@x.test"}`, true},
		{"POST", "http://x/settings/emails", "application/x-www-form-urlencoded", "email=new%40x.test", true},
		{"PUT", "http://x/api/me", "application/json", `{"two_factor":"disabled"}`, true},
		{"PATCH", "http://x/api/orgs/a/members/b", "application/json", `{"role":"owner"}`, true},
		{"POST", "http://x/api/user/keys", "application/json", `{"key":"ssh-ed25519 AAA"}`, true},
		{"POST", "http://x/login", "application/x-www-form-urlencoded", "email=a%40x.test&password=pw", false},
		{"POST", "http://x/api/sessions", "application/json", `{"email":"a@x.test","password":"pw"}`, false},
		{"POST", "http://x/contact", "application/x-www-form-urlencoded", "email=a%40x.test&message=hi", false},
		{"GET", "http://x/api/user?email=a%40x.test", "", "", false},
		{"POST", "http://x/graphql", "application/json", `{"query":"query R($v: String){repos(visibility:$v){id}}","variables":{"visibility":"PUBLIC"}}`, false},
		{"POST", "http://x/api/analytics", "application/json", `{"event":"click","role":"admin"}`, false},
		{"PATCH", "http://x/api/user", "application/json", `{"display_name":"Ann"}`, false},
		{"PATCH", "http://x/api/orgs/a/members/b", "application/json", `{"role":"member"}`, false},
	} {
		if got := ClassifyRequest(c.method, c.url, c.ctype, c.body); got.Destructive() != c.want {
			t.Errorf("%s %s %s → %s %s (%s), want destructive=%v", c.method, c.url, c.body, got.Category, got.Severity, got.Explanation, c.want)
		}
	}
}
