package tools

import (
	"bytes"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/guard"
)

// A body is shown as its fields, secrets masked and long values cut.
func TestBodySummary(t *testing.T) {
	long := strings.Repeat("word ", 30)
	for _, c := range []struct{ ctype, body, want string }{
		{"application/json", `{"email":"sam@example.com","password":"hunter2","profile":{"a":1,"b":2},"tags":["x","y","z"]}`,
			`email: "sam@example.com"; password: •••; profile.a: "1"; profile.b: "2"; tags[0]: "x"; tags[1]: "y"; tags[2]: "z"`},
		// What an outside attacker hid or showed in clear: nested fields, a
		// card number under another name, a password in a JSON string, a
		// look-alike letter in the name.
		{"application/json", `{"a":{"b":{"c":{"transfer_to":"attacker-deep"}}}}`, `a.b.c.transfer_to: "attacker-deep"`},
		{"application/json", `{"cc":"4111 1111 1111 1111","data":"{\"password\":\"N3\"}","pаssword":"T5"}`, `cc: •••; data.password: •••; pаssword: •••`},
		{"application/x-www-form-urlencoded", "jwt=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop&n=5", `jwt: •••; n: "5"`},
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

// The log says once for each session, at its first acting call, whether
// its client can ask its user, and warns when every write will therefore
// be refused.
func TestLogSaysWhetherTheClientCanAsk(t *testing.T) {
	var buf syncBuffer
	tb := *testBox
	tb.Log = slog.New(slog.NewTextHandler(&buf, nil))
	tb.Serving = true
	g := *testBox.Guard
	g.Writes, g.Policy.Confirm, g.AllowWrites = guard.WritesStrict, guard.ConfirmDeny, nil
	tb.Guard = &g
	srv, err := tb.NewServer(ServerOptions{Name: "accessagents", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	site := newWriteSite(t)
	c := connect(t, srv) // a client that declares no elicitation
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil) // logged once
	out := buf.String()
	if strings.Count(out, "client_can_ask_its_user") != 1 {
		t.Errorf("want one line about the client, got:\n%s", out)
	}
	if !strings.Contains(out, "client_can_ask_its_user=false") || !strings.Contains(out, "every write a page sends") {
		t.Errorf("log:\n%s", out)
	}
	buf.Reset()
	c = connectEliciting(t, srv, &elicitor{})
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	if out := buf.String(); !strings.Contains(out, "client_can_ask_its_user=true") || strings.Contains(out, "every write a page sends") {
		t.Errorf("log for a client that asks:\n%s", out)
	}
}

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}
func (s *syncBuffer) String() string { s.mu.Lock(); defer s.mu.Unlock(); return s.b.String() }
func (s *syncBuffer) Reset()         { s.mu.Lock(); defer s.mu.Unlock(); s.b.Reset() }

// Page text in the question cannot forge a line of it.
func TestQuestionLinesCannotBeForged(t *testing.T) {
	q := requestQuestion(requestFacts{method: "POST", url: "http://x/api/wipe", from: "http://x/p\nthe page would send: GET http://harmless/",
		ctype: "application/json", body: `{"a\npage: http://bank.example/\nb":"1"}`},
		"write", "browser_click on button \"OK\" #a\npage: http://bank.example/", nil)
	starts := map[string]int{}
	for _, l := range strings.Split(q, "\n") {
		starts[strings.SplitN(l, ":", 2)[0]]++
	}
	if starts["the page would send"] != 1 || starts["page"] != 1 || len(strings.Split(q, "\n")) != 5 {
		t.Errorf("a forged line:\n%s", q)
	}
}

// A body padded past the cap says so before anything else, and a URL's
// secrets are masked like a body's.
func TestQuestionSaysWhatIsCut(t *testing.T) {
	var b strings.Builder
	b.WriteString("{")
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, "\"a%02d\":1,", i)
	}
	b.WriteString(`"transfer_to":"mallory"}`)
	if got := bodySummary("application/json", b.String(), false); !strings.HasPrefix(got, "(61 fields; only the first 20 are shown") {
		t.Errorf("a padded body: %.200s", got)
	}
	if got := shownURL("http://x/api?password=Q1&token=Q2&page=3"); got != "http://x/api?password=•••&token=•••&page=3" {
		t.Errorf("shownURL = %s", got)
	}
}

// What a second outside attack still saw in clear: letters of other
// scripts and styles in a secret's name, a card number inside free text, a
// bearer token, and a repeated name hiding its last value.
func TestQuestionMasksWhatTheSecondAttackSaw(t *testing.T) {
	got := bodySummary("application/json", `{"ｐａｓｓｗｏｒｄ":"FULL","𝐩𝐚𝐬𝐬𝐰𝐨𝐫𝐝":"BOLD","ᴘᴀꜱꜱᴡᴏʀᴅ":"CAPS","note":"card 4111111111111111 exp 12/29","auth_header":"x","h":"Bearer abcdefghij.klmnop"}`, false)
	for _, secret := range []string{"FULL", "BOLD", "CAPS", "4111111111111111", "abcdefghij"} {
		if strings.Contains(got, secret) {
			t.Errorf("%s shown: %s", secret, got)
		}
	}
	if !strings.Contains(got, `note: "card ••• exp 12/29"`) {
		t.Errorf("the note around the card: %s", got)
	}
	got = bodySummary("application/x-www-form-urlencoded", strings.Repeat("to=alice&", 24)+"to=mallory", false)
	if !strings.Contains(got, "(25 fields") {
		t.Errorf("25 values of one name are 25 fields: %.120s", got)
	}
	if got := shownURL("http://x/pay?n=4111-1111-1111-1111&q=1"); strings.Contains(got, "4111") {
		t.Errorf("a card in the query: %s", got)
	}
}

// TestQuestionCutsLongAddresses: a page's 100 KB address is not a 100 KB
// question; its secrets stay masked.
func TestQuestionCutsLongAddresses(t *testing.T) {
	q := requestQuestion(requestFacts{method: "POST", url: "http://x.test/" + strings.Repeat("b", 100_000) + "?x=" + strings.Repeat("A", 100_000) + "&password=hunter2"}, "write", "browser_click", nil)
	if len(q) > 1000 || strings.Contains(q, "hunter2") || !strings.Contains(q, "password=•••") {
		t.Errorf("the question is %d bytes: %.300q", len(q), q)
	}
}
