package tools

import (
	"strings"
	"testing"
)

// A body is shown as its fields, secrets masked and long values cut.
func TestBodySummary(t *testing.T) {
	long := strings.Repeat("word ", 30)
	for _, c := range []struct{ ctype, body, want string }{
		{"application/json", `{"email":"sam@example.com","password":"hunter2","profile":{"a":1,"b":2},"tags":["x","y","z"]}`,
			`email: "sam@example.com"; password: •••; profile: "{2 fields}"; tags: "[3 items]"`},
		{"application/x-www-form-urlencoded", "to=mallory&amount=5000&otp=123456", `amount: "5000"; otp: •••; to: "mallory"`},
		{"text/plain", "text=hello", `"text=hello"`},
		{"text/plain", "my password is hunter2", "22 characters, which name a secret: not shown"},
		{"application/json", `{"note":"` + long + `"}`, `note: "` + strings.Repeat("word ", 8) + `…"`},
		{"", "", "(no body)"},
		{"multipart/form-data; boundary=XX", "--XX\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nbeach\r\n--XX\r\nContent-Disposition: form-data; name=\"file\"; filename=\"photo.png\"\r\n\r\nPNG\r\n--XX--\r\n",
			`caption: "beach"; file: "file \"photo.png\""`},
	} {
		if got := bodySummary(c.ctype, c.body, false); got != c.want {
			t.Errorf("bodySummary(%q, %.40q) = %s\nwant %s", c.ctype, c.body, got, c.want)
		}
	}
	q := requestQuestion(requestFacts{method: "POST", url: "http://x/api/notes", ctype: "application/json", body: `{"text":"hi"}`}, "write", "browser_click on button \"Save\"", nil)
	for _, want := range []string{"Allow this write?", "the page would send: POST http://x/api/notes", `body: text: "hi"`, "page: none known", `caused by: browser_click on button "Save"`} {
		if !strings.Contains(q, want) {
			t.Errorf("question lacks %q:\n%s", want, q)
		}
	}
}
