package tools

import (
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// newWriteSite serves testdata/guard/writes/NAME.html at writePage(site,
// NAME) — a path of hex digits, so the page's own address names nothing the
// classifier reads (/p/make-owner would be refused as a navigation) — and logs
// every other request by method and path (and WebSocket messages): the
// site's own record of what was done to it.
func newWriteSite(t *testing.T) *effectSite {
	t.Helper()
	return newWriteSiteOn(t, false)
}

// newWriteSiteOn is newWriteSite, over https when secure.
func newWriteSiteOn(t *testing.T, secure bool) *effectSite {
	t.Helper()
	e := &effectSite{seen: map[string]int{}}
	start := httptest.NewServer
	if secure {
		start = httptest.NewTLSServer
	}
	e.Server = start(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/js/"); ok && !strings.ContainsAny(name, "/.") {
			w.Header().Set("Content-Type", "text/javascript")
			w.Header().Set("Service-Worker-Allowed", "/")
			http.ServeFile(w, r, filepath.Join("..", "testdata", "guard", "writes", name+".js"))
			return
		}
		if h, ok := strings.CutPrefix(r.URL.Path, "/p/"); ok {
			name, err := hex.DecodeString(h)
			if err != nil || strings.ContainsAny(string(name), "/.") {
				http.NotFound(w, r)
				return
			}
			// NAME.headers, if there is one, holds response headers ("Key: value" lines).
			if b, err := os.ReadFile(filepath.Join("..", "testdata", "guard", "writes", string(name)+".headers")); err == nil {
				for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
					if k, v, ok := strings.Cut(line, ":"); ok {
						w.Header().Set(strings.TrimSpace(k), strings.TrimSpace(v))
					}
				}
			}
			http.ServeFile(w, r, filepath.Join("..", "testdata", "guard", "writes", string(name)+".html"))
			return
		}
		e.mu.Lock()
		e.seen[r.Method+" "+r.URL.Path]++
		e.mu.Unlock()
		if r.Header.Get("Upgrade") == "websocket" {
			e.webSocket(w, r)
			return
		}
		origin := "http://" + r.Host
		if r.TLS != nil {
			origin = "https://" + r.Host
		}
		if payHandler(w, r, origin, e) {
			return
		}
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		_, _ = io.WriteString(w, `{"ok":true}`)
	}))
	t.Cleanup(e.Close)
	return e
}

// writePage is the address newWriteSite serves page name at.
func writePage(site *effectSite, name string) string {
	return site.URL + "/p/" + hex.EncodeToString([]byte(name))
}

// writesServer is a tool server whose guard has its own security log;
// set adjusts the Guardian (the zero value of Writes is strict).
func writesServer(t *testing.T, set func(*Guardian)) (*server.MCPServer, string) {
	t.Helper()
	return writesServerOn(t, testBox, set)
}

// writesServerOn is writesServer on box's browser.
func writesServerOn(t *testing.T, box *Toolbox, set func(*Guardian)) (*server.MCPServer, string) {
	t.Helper()
	logPath := filepath.Join(t.TempDir(), "security.jsonl")
	tb := *box
	g := &Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Log: guard.NewLog(logPath, nil), Confirms: guard.NewConfirmations(nil)}
	if set != nil {
		set(g)
	}
	tb.Guard = g
	srv, err := tb.NewServer(ServerOptions{Name: "writes", Version: "test"})
	if err != nil {
		t.Fatal(err)
	}
	return srv, logPath
}

// requestDecisions counts the guard's decisions about page requests to
// siteURL in logPath: refused and allowed.
func requestDecisions(logPath, siteURL string) (refused, allowed int) {
	b, _ := os.ReadFile(logPath)
	for _, line := range strings.Split(string(b), "\n") {
		var e guard.Entry
		if json.Unmarshal([]byte(line), &e) != nil || !strings.Contains(e.Action, "request:") || !strings.HasPrefix(e.URL, siteURL) {
			continue
		}
		switch e.Decision {
		case guard.Refused:
			refused++
		case guard.Allowed:
			allowed++
		}
	}
	return refused, allowed
}

func waitRefused(t *testing.T, logPath, siteURL string, n int, what string) {
	t.Helper()
	for ctx := testCtx(t); ; {
		if got, _ := requestDecisions(logPath, siteURL); got >= n {
			return
		}
		if ctx.Err() != nil {
			got, _ := requestDecisions(logPath, siteURL)
			t.Fatalf("%s: the guard refused %d page requests, want %d", what, got, n)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// writeAttack is a page whose harmless-looking control sends a write the
// classifier's words may not name; sent is the server-log key the write
// would leave.
type writeAttack struct {
	name, page, tool string
	args             map[string]any
	sent             string
}

func clickGo(id string) map[string]any { return map[string]any{"selector": "#" + id} }

var writeAttacks = []writeAttack{
	{"email change", "email-change", "browser_click", clickGo("go"), "POST /api/account/email"},
	{"password change", "password-change", "browser_click", clickGo("go"), "PUT /api/account/password"},
	{"2FA off", "2fa-off", "browser_click", clickGo("go"), "PATCH /api/security/2fa"},
	{"make owner", "make-owner", "browser_click", clickGo("go"), "POST /api/org/members/42"},
	{"repo made public", "repo-public", "browser_click", clickGo("go"), "PATCH /api/repos/acme/site"},
	{"share with anyone", "share-anyone", "browser_select_option", map[string]any{"selector": "#s", "values": []string{"anyone"}}, "POST /api/docs/7/permissions"},
	{"decommission a server", "decommission", "browser_click", clickGo("go"), "POST /api/servers/web-1/decommission"},
	{"factory reset", "device", "browser_click", clickGo("go"), "POST /api/devices/17/factory-reset"},
	{"sell the portfolio", "sell-portfolio", "browser_click", clickGo("go"), "POST /api/trades"},
	{"launch a campaign", "launch-campaign", "browser_click", clickGo("go"), "POST /api/campaigns/12/launch"},
	{"GraphQL mutation by GET", "graphql-get", "browser_click", clickGo("go"), "GET /graphql"},
	{"JSON in a JSON string", "json-in-json", "browser_click", clickGo("go"), "POST /api/events"},
	{"a field after a 1 MB upload", "upload-field", "browser_click", clickGo("go"), "POST /api/upload"},
	{"SQL in a text body", "sql-text", "browser_click", clickGo("go"), "POST /api/console"},
	{"Turkish", "languages", "browser_click", clickGo("tr"), "POST /api/tr/hesap"},
	{"Russian", "languages", "browser_click", clickGo("ru"), "POST /api/ru/akkaunt"},
	{"Swedish", "languages", "browser_click", clickGo("sv"), "POST /api/sv/konto"},
	{"Korean", "languages", "browser_click", clickGo("ko"), "POST /api/ko/gyejeong"},
	{"Hindi", "languages", "browser_click", clickGo("hi"), "POST /api/hi/khata"},
	{"WebSocket text message", "websocket", "browser_click", clickGo("go"), `WSMSG {"op":"transfer_ownership","to":"mallory"}`},
	{"WebSocket binary message", "websocket", "browser_click", clickGo("bin"), `WSBIN {"op":"wipe_all_data"}`},
	{"a PUT whose header says GET", "method-override", "browser_click", clickGo("go"), "PUT /api/account/email"},
	{"a GET whose X-HTTP-Method-Override says DELETE", "get-override", "browser_click", clickGo("go"), "GET /api/projects/7"},
	{"a GET whose X-HTTP-Method says DELETE", "get-override", "browser_click", clickGo("x2"), "GET /api/projects/8"},
	{"a GET whose X-Method-Override says PUT", "get-override", "browser_click", clickGo("x3"), "GET /api/projects/9"},
	{"a GET whose _method says DELETE", "get-override", "browser_click", clickGo("q"), "GET /api/projects/10"},
	{"a GET whose X_HTTP_METHOD_OVERRIDE says DELETE", "get-override", "browser_click", clickGo("us"), "GET /api/projects/11"},
	{"a GET whose query makes a repository public", "get-query", "browser_click", clickGo("go"), "GET /api/repos/7"},
	{"a sandboxed srcdoc frame's first request", "sandbox-srcdoc", "browser_click", clickGo("go"), "POST /api/account/close"},
}

// TestStrictWritesRefused: under the default write policy, with
// --confirm=deny and a client that cannot ask its person, every attack
// page's write is refused — judged by the site's own log, which never
// sees it — whatever words it uses; the call that caused it is an error.
func TestStrictWritesRefused(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, logPath := writesServer(t, nil)
	c := connect(t, srv)
	refused, inCall := 0, 0
	defer func() {
		if t.Failed() {
			b, _ := os.ReadFile(logPath)
			t.Logf("security log:\n%s", b)
		}
	}()
	for _, a := range writeAttacks {
		mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, a.page)}, nil)
		if a.page == "websocket" {
			waitSocketOpen(t, c)
		}
		res := call(t, c, a.tool, a.args)
		refused++
		waitRefused(t, logPath, site.URL, refused, a.name)
		if got := status(t, c); got != "sent" {
			t.Fatalf("%s: the page's handler did not run (status %q): the case proves nothing", a.name, got)
		}
		// A write judged in the call makes the call an error; one the page
		// starts after the call returned is refused with nobody to ask and
		// told in the next call's notices.
		switch msg := text(res); {
		case res.IsError && !strings.Contains(msg, "--allow-writes") && !strings.Contains(msg, "--allow-destructive"):
			t.Errorf("%s: the refusal names no way forward: %s", a.name, msg)
		case res.IsError:
			inCall++
		case strings.Contains(msg, "the guard blocked it"):
			// judged destructive by the classifier: told as a notice, as before
		default:
			t.Logf("%s: refused after its call returned", a.name)
		}
	}
	stopped := 0
	for _, a := range writeAttacks {
		if n := site.count(a.sent); n != 0 {
			t.Errorf("%s: the site received %s %d time(s)", a.name, a.sent, n)
		} else {
			stopped++
		}
	}
	t.Logf("strict, --confirm=deny: %d of %d attacks stopped; %d refused within the call that caused them (an isError result)", stopped, len(writeAttacks), inCall)
}

// TestStandardActEffectMismatch: under --writes standard a write the
// classifier does not name passes, unless the act that caused it targeted
// a control whose name announces no write ("Show profile").
func TestStandardActEffectMismatch(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, logPath := writesServer(t, func(g *Guardian) { g.Writes = guard.WritesStandard })
	c := connect(t, srv)
	// "Show profile" whose page sends PATCH /api/security/2fa: a body the
	// classifier does not read as destructive (it is the act that gives it away).
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "2fa-off")}, nil)
	mustFail(t, c, "browser_click", clickGo("go"), "announces no write")
	waitRefused(t, logPath, site.URL, 1, "Show profile sending a 2FA change")
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	mustOK(t, c, "browser_click", clickGo("like"), nil)
	waitSeen(t, site, "POST /api/posts/1/like")
	if n := site.count("PATCH /api/security/2fa"); n != 0 {
		t.Errorf("the 2FA change arrived %d time(s)", n)
	}
}

// TestSkillReplayStrictWrites: a saved skill replayed by skill_run gets
// the same write policy as a call made by hand.
func TestSkillReplayStrictWrites(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, logPath := writesServer(t, nil)
	c := connect(t, srv)
	start := writePage(site, "email-change")
	plan := []map[string]any{{"step": 1, "action": "CLICK", "target_description": "Show profile", "semantic_role": "primary_action",
		"hints": map[string]any{"selector": "#go", "role": "button", "name": "Show profile"}}}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Show the profile of the writes fixture", "plan": plan, "start_url": start}, &saved)
	call(t, c, "skill_run", map[string]any{"id": saved.ID, "start_url": start})
	waitRefused(t, logPath, site.URL, 1, "the replayed click's write")
	if n := site.count("POST /api/account/email"); n != 0 {
		t.Errorf("the replay's write arrived %d time(s)", n)
	}
}

// TestMethodOverrideNeverLowersAWrite: an X-HTTP-Method-Override header can
// make a request more than its method, never less. A bodiless PATCH that
// says it is a HEAD, sent by a timer with no call running, is still a write
// nobody can approve (an outside attacker delivered such requests).
func TestMethodOverrideNeverLowersAWrite(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, logPath := writesServer(t, nil)
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "method-override-timer")}, nil)
	waitRefused(t, logPath, site.URL, 1, "a timer's PATCH that says it is a HEAD")
	if n := site.count("PATCH /api/late/patch"); n != 0 {
		t.Errorf("the site received the PATCH %d time(s)", n)
	}
}
