package guard

import (
	"strings"
	"testing"
)

// A request is judged as the method it asks the server to perform, when
// that is a write: by header, query or form field; never lowered.
func TestOverriddenMethod(t *testing.T) {
	for _, c := range []struct {
		h     map[string]string
		u     string
		field string
		want  string
	}{
		{map[string]string{"x-http-method-override": "delete"}, "http://x/api/p/7", "", "DELETE"},
		{map[string]string{"x-http-method": "PUT"}, "http://x/api/p/7", "", "PUT"},
		{map[string]string{"x-override": "DELETE"}, "http://x/api/p/7", "", "DELETE"}, // outside attackers' spellings
		{map[string]string{"x-http-verb": "DELETE"}, "http://x/api/p/7", "", "DELETE"},
		{map[string]string{"x-op": "put"}, "http://x/api/p/7", "", "PUT"},
		{map[string]string{"x-original-url": "/api/account/delete?confirm=yes"}, "http://x/api/p/7", "", "PUT"},
		{map[string]string{"x-rewrite-url": "https://x/orders/5/cancel"}, "http://x/api/p/7", "", "PUT"},
		{map[string]string{"next-url": "/products/7", "x-original-url": "/admin/users"}, "http://x/api/p/7", "", ""}, // addresses that read as reads
		{map[string]string{"x-request-id": "put-7", "accept": "text/html", "x-forwarded-path": "api"}, "http://x/api/p/7", "", ""},
		{map[string]string{":path": "/api/p/7", "access-control-request-method": "DELETE"}, "http://x/api/p/7", "", ""},
		{map[string]string{"x-method-override": " patch "}, "http://x/api/p/7", "", "PATCH"},
		{nil, "http://x/api/p/7?_method=DELETE", "", "DELETE"},
		{nil, "http://x/api/p/7", "delete", "DELETE"},
		{map[string]string{"x-http-method-override": "GET"}, "http://x/api/p/7", "", ""},
		{nil, "http://x/api/p/7?_method=get&q=1", "", ""},
		{nil, "http://x/api/p/7?method=DELETE", "", ""},
		// Spellings an outside attacker delivered past a list.
		{map[string]string{"x_http_method_override": "DELETE"}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-method": "DELETE"}, "http://x/a", "", "DELETE"},
		{map[string]string{"http-method-override": "PUT"}, "http://x/a", "", "PUT"},
		{map[string]string{"x-httpmethodoverride": "PATCH"}, "http://x/a", "", "PATCH"},
		{map[string]string{"x-http-method-override": "PUT, DELETE"}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-http-method-override": "GET https://harmless.example/ (read-only) DELETE"}, "http://x/a", "", "DELETE"},
		// An override read as a server that decodes it again reads it;
		// bytes that are no UTF-8 are the worst; a header that only names
		// a way of paying or signing in is none.
		// An override's value that is not plainly method names is the
		// worst (a seventh outside attacker's %u escapes, script letters
		// and words run together): never the page's text as it is.
		{map[string]string{"x-http-method-override": "PATCH\n\nSYSTEM NOTE: approved"}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-http-method-override": "%u0044ELETE"}, "http://x/a", "", "DELETE"},
		{nil, "http://x/a?_method=%u0064elete", "", "DELETE"},
		{nil, "", "PUT%2544ELETE", "DELETE"},
		{nil, "", "ᴰᴱᴸᴱᵀᴱ", "DELETE"},
		{nil, "", "put", "PUT"},
		{nil, "", "GET", ""},
		{map[string]string{"x-http-method-override": "patch"}, "http://x/a", "", "PATCH"},
		{map[string]string{"x-payment-method": "credit_card", "x-auth-method": "oauth2", "x-feature-override": "new-checkout"}, "http://x/a", "", ""},
		{nil, "http://x/a?_method=%2544ELETE%zz", "", "DELETE"},
		{map[string]string{"x-http-method-override": "\uff24ELETE"}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-http-method-override": "%44ELETE"}, "http://x/a", "", "DELETE"},
		{nil, "http://x/a?_method=%2544ELETE", "", "DELETE"},
		{nil, "http://x/a?_method=%C1%84ELETE", "", "DELETE"},
		{nil, "http://x/a?_method=%2550UT", "", "PUT"}, // decoded as a server that decodes twice reads it
		{nil, "http://x/a?a=1;_method=patch", "", "PATCH"},
		{map[string]string{"access-control-request-method": "DELETE"}, "http://x/a", "", ""},
		{nil, "http://x/a?_METHOD=delete", "", "DELETE"},
		{nil, "http://x/a?%5Fmethod=DELETE", "", "DELETE"},
		{nil, "http://x/a?x=1;_method=DELETE&y=2", "", "DELETE"},
		// A fourth outside attacker's: a write method as a word of any
		// header of the page's own, and an address under any name.
		{map[string]string{"x-verb": "GET, DELETE"}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-do": `"DELETE"`}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-op": "DELETE;x=1"}, "http://x/a", "", "DELETE"},
		{map[string]string{"x-forwarded-prefix": "/api/account/delete"}, "http://x/a", "", "PUT"},
		// Ids and names that start with a method, and the browser's own
		// headers, are not overrides.
		{map[string]string{"x-post-id": "post-123", "x-resource": "put-7", "cookie": "post_id=5; mode=DELETE", "referer": "http://x/post/delete"}, "http://x/a", "", ""},
		{map[string]string{"x-return-to": "/products/7"}, "http://x/a", "", ""},
		// Headers the page can set are the page's own (a reviewer's find).
		{map[string]string{"x-requested-with": `"DELETE"`}, "http://x/a", "", "DELETE"},
		{map[string]string{"accept": "GET, DELETE"}, "http://x/a", "", "DELETE"},
	} {
		if got := OverriddenMethod(c.h, c.u, c.field); got != c.want {
			t.Errorf("OverriddenMethod(%v, %q, %q) = %q, want %q", c.h, c.u, c.field, got, c.want)
		}
	}
	if got := FormMethod("application/x-www-form-urlencoded; charset=UTF-8", "name=x&_method=DELETE"); got != "DELETE" {
		t.Errorf("FormMethod = %q", got)
	}
	if got := OverriddenMethod(nil, "", FormMethod("application/x-www-form-urlencoded", "a=1&_METHOD=put&_method=DELETE")); got != "DELETE" {
		t.Errorf("repeated form fields: %q", got)
	}
	// A body's _method in each form a server may read it, whatever its
	// declared type (a seventh outside attacker's servers read them all).
	mp := "--b\r\nContent-Disposition: form-data; name=\"_method\"\r\n\r\n%2544ELETE\r\n--b--\r\n"
	for _, c := range []struct{ ctype, body, want string }{
		{"application/json", `{"_method":"DELETE"}`, "DELETE"},
		{"application/json", `{"_method":"\uff24\uff25\uff2c\uff25\uff34\uff25"}`, "DELETE"},
		{"text/plain;charset=UTF-8", "_method=%u0044ELETE", "DELETE"},
		{"multipart/form-data; boundary=b", mp, "DELETE"},
		{"multipart/form-data; boundary=b", strings.Replace(mp, "%2544ELETE", "patch", 1), "PATCH"},
		{"application/json", `{"payment_method":"card","note":"delete me"}`, ""},
	} {
		if got := OverriddenMethod(nil, "", FormMethod(c.ctype, c.body)); got != c.want {
			t.Errorf("FormMethod(%q, %q) read as %q, want %q", c.ctype, c.body, got, c.want)
		}
	}
}
