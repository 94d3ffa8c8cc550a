package guard

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func readEntries(t *testing.T, path string) []Entry {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []Entry
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e Entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("line %q: %v", sc.Text(), err)
		}
		out = append(out, e)
	}
	return out
}

// TestPageFloodIsCountedNotLogged: a page that sends refused requests in a
// loop gets its first pageLines logged one by one and the rest counted in
// one line, in the global log and the session's file alike; what the
// guard allowed is each logged; another session keeps its own budget.
func TestPageFloodIsCountedNotLogged(t *testing.T) {
	dir := t.TempDir()
	global, own := filepath.Join(dir, "sec.jsonl"), filepath.Join(dir, "s1", "security.jsonl")
	l := NewLog(global, nil)
	refused := func(session, path string) Entry {
		return Entry{Session: session, Action: "page:request:POST", Element: "POST fetch request to http://127.0.0.1/" + path,
			Decision: Refused, DecidedBy: ByPolicy, Reason: "a write, refused"}
	}
	for i := range 500 {
		path := "api/x"
		if i%5 == 0 {
			path = "api/y"
		}
		if err := l.WritePage(refused("s1", path), own); err != nil {
			t.Fatal(err)
		}
	}
	if err := l.WritePage(Entry{Session: "s1", Action: "page:request:POST", Element: "POST to /api/ok", Decision: Allowed, DecidedBy: ByPerson}, own); err != nil {
		t.Fatal(err)
	}
	if err := l.WritePage(refused("s2", "api/z"), ""); err != nil {
		t.Fatal(err)
	}
	if n := len(readEntries(t, own)); n != pageLines+1 {
		t.Fatalf("the session's file has %d lines before the window ends, want %d (the first %d refusals and the allowed one)", n, pageLines+1, pageLines)
	}
	// Allowed ones have a budget of their own: after one yes, a page's
	// loop of allowed writes is counted too.
	for range pageLines + 5 {
		if err := l.WritePage(Entry{Session: "s3", Action: "page:request:POST", Element: "POST to /api/ok", Decision: Allowed, DecidedBy: ByPolicy}, ""); err != nil {
			t.Fatal(err)
		}
	}
	l.Flush()
	for _, path := range []string{global, own} {
		es := readEntries(t, path)
		if path == global && len(es) != 2*pageLines+4 || path == own && len(es) != pageLines+2 {
			t.Fatalf("%s: %d lines after the flush", path, len(es))
		}
		if path == global {
			var allowedCount bool
			for _, e := range es {
				allowedCount = allowedCount || e.Session == "s3" && e.Element == "5 more requests or messages the page sent" && strings.HasPrefix(e.Reason, "allowed as the 20")
			}
			if !allowedCount {
				t.Errorf("the allowed writes past the budget were not counted")
			}
			es = slices.DeleteFunc(es, func(e Entry) bool { return e.Session == "s3" })
		}
		last := es[len(es)-1]
		if last.Session != "s1" || last.Decision != Refused || last.Element != "480 more requests or messages the page sent" ||
			!strings.Contains(last.Reason, "384× POST fetch request to http://127.0.0.1/api/x; 96× POST fetch request to http://127.0.0.1/api/y") {
			t.Errorf("%s: the count's line is %+v", path, last)
		}
	}
	// The next window starts anew.
	if err := l.WritePage(refused("s1", "api/x"), own); err != nil {
		t.Fatal(err)
	}
	if es := readEntries(t, own); !strings.HasSuffix(es[len(es)-1].Element, "/api/x") {
		t.Errorf("a refusal after the count was not logged: %+v", es[len(es)-1])
	}
}

// TestLoggedAddressesHideQueryValues: a query's values never reach the
// log (a token or a password in one did), its names do, and a field is
// cut to maxLogField.
func TestLoggedAddressesHideQueryValues(t *testing.T) {
	for in, want := range map[string]string{
		"https://x.test/login?user=bo&password=hunter2#top":               "https://x.test/login?user=…&password=…#top",
		"refused POST http://x.test/a?token=abc&flag and GET ws://y/z?k=": "refused POST http://x.test/a?token=…&flag and GET ws://y/z?k=",
		"no address? none=here":     "no address? none=here",
		"https://bo:pw@x.test/?q=1": "https://bo:pw@x.test/?q=…",
	} {
		if got := HideQueryValues(in); got != want {
			t.Errorf("HideQueryValues(%q) = %q, want %q", in, got, want)
		}
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "sec.jsonl")
	l := NewLog(path, nil)
	long := "https://x.test/" + strings.Repeat("a", 100_000) + "?password=hunter2"
	if err := l.Write(Entry{Session: "s", URL: long, Element: "POST to " + long, Decision: Refused}, ""); err != nil {
		t.Fatal(err)
	}
	es := readEntries(t, path)
	if len(es[0].URL) > maxLogField+len("…") || len(es[0].Element) > maxLogField+len("…") {
		t.Errorf("a 100 KB address was logged at %d and %d bytes", len(es[0].URL), len(es[0].Element))
	}
	b, _ := os.ReadFile(path)
	if strings.Contains(string(b), "hunter2") {
		t.Errorf("a password in a query was logged: %s", b)
	}
	if err := l.Write(Entry{Session: "s", URL: "https://x.test/?password=hunter2", Decision: Refused}, ""); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(path); strings.Contains(string(b), "hunter2") {
		t.Errorf("a password in a query was logged: %s", b)
	}
}

// TestShownAddressesAreCut: an address as notices show it is cut to
// maxShownURL, its query hidden.
func TestShownAddressesAreCut(t *testing.T) {
	got := RedactQuery("https://x.test/" + strings.Repeat("é", 100_000) + "?token=abc")
	if len(got) > maxShownURL+len("…") || strings.Contains(got, "token") || !strings.HasSuffix(got, "…") {
		t.Errorf("a 200 KB address is shown as %d bytes: %.80q", len(got), got)
	}
}

// A password in an address never reaches the security log or a notice.
func TestPasswordsInAddressesAreHidden(t *testing.T) {
	for in, want := range map[string]string{
		"https://alice:s3cret@127.0.0.1:8443/auth/login?x=1": "https://alice:…@127.0.0.1:8443/auth/login?x=1",
		"POST http://bob:pw@h/a and wss://c:d@h/ws":          "POST http://bob:…@h/a and wss://c:…@h/ws",
		"mailto:alice@example.com, https://h/a@b":            "mailto:alice@example.com, https://h/a@b",
	} {
		if got := HidePasswords(in); got != want {
			t.Errorf("HidePasswords(%q) = %q, want %q", in, got, want)
		}
	}
	if got := RedactQuery("https://alice:s3cret@h/login?token=1"); strings.Contains(got, "s3cret") || strings.Contains(got, "token") {
		t.Errorf("RedactQuery kept a secret: %q", got)
	}
}

// TestExplanationsHideQuerySecrets: a verdict's reason says what the
// query asks, never a secret it carries, and cuts a long value (an
// outside attacker read ?password=… back from a refusal).
func TestExplanationsHideQuerySecrets(t *testing.T) {
	v := classifyURL("http://x.test/w/qv?_method=DELETE&password=Qv5secretval&p%61sswd=Qv6secretval&note="+strings.Repeat("n", 500), "navigation to")
	if strings.Contains(v.Explanation, "Qv6secretval") {
		t.Errorf("an encoded secret name shows its value: %q", v.Explanation)
	}
	if strings.Contains(v.Explanation, "Qv5secretval") || strings.Contains(v.Explanation, strings.Repeat("n", 30)) || !strings.Contains(v.Explanation, "password=•••") {
		t.Errorf("the reason shows %q", v.Explanation)
	}
}
