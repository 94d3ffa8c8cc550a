package tools

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// effectSite serves one inline page per case under /p/ and records every
// other request by path, as the site's own log of what was done to it.
type effectSite struct {
	*httptest.Server
	mu   sync.Mutex
	seen map[string]int
}

var effectPages = map[string]string{
	// A benign "Continue" whose listener sends the browser to a deleting URL.
	"nav-after-click": `<h1>Welcome</h1><button id="go">Continue</button>
<script>go.addEventListener('click', () => { location.href = '/account/delete?confirm=yes'; });</script>`,
	// A document-level shortcut: nothing focused, nothing to judge but the request.
	"shortcut": `<h1>Dashboard</h1><p id="status">idle</p>
<script>document.addEventListener('keydown', (e) => { if (e.key === 'Delete') { document.getElementById('status').textContent = 'sent';
  fetch('/account/delete', {method: 'POST', body: new URLSearchParams({confirm: 'yes'})}); } });</script>`,
	// A field that submits its form once the confirmation word is typed.
	"autosubmit": `<h1>Profile</h1><form id="f" method="post" action="/account/delete"><label>Confirmation <input id="c" name="c"></label></form>
<script>c.addEventListener('input', () => { if (c.value === 'DELETE') f.submit(); });</script>`,
	// Choosing an option submits a form that deletes.
	"select": `<h1>Preferences</h1><form method="post" action="/account/delete"><label>Sure? <select id="s" name="s" onchange="this.form.submit()">
<option value="">Choose…</option><option value="yes">Yes</option></select></label></form>`,
	// A page that sends itself on, by meta refresh, to a deleting URL.
	"refresh": `<meta http-equiv="refresh" content="0;url=/account/delete?confirm=yes"><h1>Loading</h1>`,
	// A script on load, and a beacon when the page is left.
	"beacon": `<h1>Draft</h1><script>addEventListener('pagehide', () => navigator.sendBeacon('/posts/publish?id=7'));</script>`,
	// Benign twins: a save request and a search that submits itself.
	"save": `<h1>Notes</h1><button id="save">Save</button>
<script>save.addEventListener('click', () => fetch('/api/save', {method: 'POST', body: 'text=hello'}));</script>`,
	"search": `<h1>Search</h1><form method="get" action="/search"><label>Search <input id="q" name="q"></label></form>
<script>q.addEventListener('input', () => { if (q.value.length >= 5) q.form.submit(); });</script>`,
	// The form-errors check submits forms and clicks buttons in a scratch
	// tab; a GET form to a deleting URL, and a button whose listener sends.
	"audit-form": `<form method="get" action="/account/delete" novalidate><input type="hidden" name="confirm" value="yes">
<label for="pw">Password</label><input id="pw" name="pw" required><button>Delete my account</button></form>
<form><label for="em">Email</label><input id="em" name="em" required><button id="b2">Send</button></form>
<script>addEventListener('submit', (e) => e.stopImmediatePropagation(), true);
b2.addEventListener('click', () => { fetch('/effect/clicked'); navigator.sendBeacon('/effect/beacon'); });</script>`,
	// A "Continue" that sends the same delete five times, each a
	// synchronous XHR so the click lasts until each is decided.
	"five": `<h1>Welcome</h1><button id="go">Continue</button>
<script>go.addEventListener('click', () => { for (let i = 0; i < 5; i++) { try { const x = new XMLHttpRequest();
  x.open('POST', '/account/delete', false); x.send('n=' + i); } catch (e) {} } });</script>`,
	// The second attacker's shapes: a multipart body, an image GET, a
	// script-built form posted into a hidden frame.
	"shapes": `<h1>Steps</h1><button id="mp">Continue</button><button id="img">Next</button><button id="form">Done</button>
<iframe name="sink" title="sink" hidden></iframe>
<script>mp.addEventListener('click', () => { const f = new FormData(); f.append('action', 'delete_account'); fetch('/api/account', {method: 'POST', body: f}); });
img.addEventListener('click', () => { new Image().src = '/account/delete?confirm=1'; });
form.addEventListener('click', () => { const f = document.createElement('form'); f.method = 'post'; f.action = '/account'; f.target = 'sink';
  f.enctype = 'multipart/form-data'; const i = document.createElement('input'); i.type = 'hidden'; i.name = 'action'; i.value = 'delete_account';
  f.append(i); document.body.append(f); f.submit(); });</script>`,
	// A socket opened on load; "Continue" sends an order over it.
	"socket": `<h1>Live</h1><button id="go">Continue</button><button id="ping">Ping</button>
<script>const ws = new WebSocket('ws://' + location.host + '/ws/live');
go.addEventListener('click', () => ws.send(JSON.stringify({action: 'delete_account'})));
ping.addEventListener('click', () => ws.send(JSON.stringify({action: 'ping'})));
ws.addEventListener('open', () => { document.getElementById('socket').textContent = 'open'; });</script><p id="socket">connecting</p>`,
	// Popups: a "Continue" whose listener opens a deleting URL in a new
	// window (its very first request), with and without noopener; a
	// target=_blank link to a page that deletes as it loads.
	"popup": `<h1>Steps</h1><button id="w">Continue</button><button id="wn">Next</button>
<a id="l" href="/p/child" target="_blank" rel="noopener">Details</a>
<script>w.addEventListener('click', () => window.open('/account/delete?confirm=yes'));
wn.addEventListener('click', () => window.open('/account/close?confirm=yes', '_blank', 'noopener'));</script>`,
	// A worklet module: Chromium does not report it to the inspector, so
	// Playwright lets it through unrouted.
	"outside": `<h1>Player</h1><button id="play">Play</button>
<script>play.addEventListener('click', () => new AudioContext().audioWorklet.addModule('/account/delete?via=worklet').catch(() => {}));</script>`,
	// A page that renames itself to a deleting URL before it is audited.
	"renamed": `<h1>Report</h1><script>history.replaceState(null, '', '/account/delete?confirm=yes');</script>`,
	"child":   `<h1>Details</h1><script>fetch('/api/account', {method: 'POST', body: JSON.stringify({action: 'delete_account'})});</script>`,
	// An honest destructive button: approved once, its own form post passes.
	// The approval does not carry over: a later benign-looking click whose
	// handler sends the same request is refused.
	"honest": `<h1>Account</h1><form method="post" action="/account/delete" target="out"><button id="del">Delete my account</button></form>
<iframe name="out" title="result"></iframe><button id="save">Save</button>
<script>save.addEventListener('click', () => fetch('/account/delete', {method: 'POST'}));</script>`,
}

func newEffectSite(t *testing.T) *effectSite {
	t.Helper()
	e := &effectSite{seen: map[string]int{}}
	e.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if name, ok := strings.CutPrefix(r.URL.Path, "/p/"); ok && effectPages[name] != "" {
			fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>%s</title></head><body><main>%s</main></body></html>`, name, effectPages[name])
			return
		}
		e.mu.Lock()
		e.seen[r.Method+" "+r.URL.Path]++
		e.mu.Unlock()
		if r.Header.Get("Upgrade") == "websocket" {
			e.webSocket(w, r)
			return
		}
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>done</title></head><body><main><h1>%s</h1></main></body></html>`, r.URL.Path)
	}))
	t.Cleanup(e.Close)
	return e
}

// webSocket accepts the upgrade and records every message the page sends:
// text as "WSMSG <text>", binary as "WSBIN <bytes>", a close as "WSCLOSE
// <code> <reason>".
func (e *effectSite) webSocket(w http.ResponseWriter, r *http.Request) {
	conn, buf, ok := upgradeWebSocket(w, r)
	if !ok {
		return
	}
	go func() {
		defer conn.Close()
		for {
			var h [2]byte
			if _, err := io.ReadFull(buf, h[:]); err != nil {
				return
			}
			n := uint64(h[1] & 0x7f)
			switch n {
			case 126:
				var l [2]byte
				if _, err := io.ReadFull(buf, l[:]); err != nil {
					return
				}
				n = uint64(binary.BigEndian.Uint16(l[:]))
			case 127:
				var l [8]byte
				if _, err := io.ReadFull(buf, l[:]); err != nil {
					return
				}
				n = binary.BigEndian.Uint64(l[:])
			}
			var mask [4]byte
			if _, err := io.ReadFull(buf, mask[:]); err != nil || n > 1<<20 {
				return
			}
			payload := make([]byte, n)
			if _, err := io.ReadFull(buf, payload); err != nil {
				return
			}
			for i := range payload {
				payload[i] ^= mask[i%4]
			}
			switch h[0] & 0x0f {
			case 1:
				e.mu.Lock()
				e.seen["WSMSG "+string(payload)]++
				e.mu.Unlock()
			case 2:
				e.mu.Lock()
				e.seen["WSBIN "+string(payload)]++
				e.mu.Unlock()
			case 8: // "WSCLOSE <code> <reason>": a close carries what the page put in it
				code := 0
				if len(payload) >= 2 {
					code = int(binary.BigEndian.Uint16(payload))
					payload = payload[2:]
				}
				e.mu.Lock()
				e.seen[fmt.Sprintf("WSCLOSE %d %s", code, payload)]++
				e.mu.Unlock()
				return
			}
		}
	}()
}

func (e *effectSite) count(key string) int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.seen[key]
}

// TestPageEffectsAreJudged: controls that look benign but whose page sends
// a destructive request (a listener that navigates, a document shortcut, a
// self-submitting field or select, a beacon on leaving) are let through as
// acts, and the request they cause is blocked — judged by the server's own
// log. Benign requests pass, and an approved destructive act's own form
// post passes without a second question.
func TestPageEffectsAreJudged(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	c := connect(t, testMCP)
	page := func(name string) {
		mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/" + name}, nil)
	}
	// refused waits for the guard's record of one more refused page
	// request: the request may leave after the tool call returned.
	refusals := 0
	refused := func(what string) {
		t.Helper()
		refusals++
		waitRefusals(t, site.URL, refusals, what)
	}

	page("nav-after-click")
	res := text(mustOK(t, c, "browser_click", map[string]any{"selector": "#go"}, nil))
	refused("navigation started by a listener")
	// The agent is told: in the click's result, or (when the request came
	// after the call ended, on a slow machine) in the next call's.
	for ctx := testCtx(t); !strings.Contains(res, "the guard blocked it"); {
		if ctx.Err() != nil {
			t.Fatalf("no result tells of the blocked navigation; last: %q", res)
		}
		res = text(mustOK(t, c, "browser_tabs", map[string]any{}, nil))
	}

	page("shortcut")
	mustOK(t, c, "browser_press_key", map[string]any{"key": "Delete"}, nil)
	refused("document shortcut")
	if got := status(t, c); got != "sent" {
		t.Fatalf("the shortcut handler did not run (status %q): the test proves nothing", got)
	}

	page("autosubmit")
	mustOK(t, c, "browser_type", map[string]any{"selector": "#c", "text": "DELETE"}, nil)
	refused("self-submitting field")

	page("select")
	mustOK(t, c, "browser_select_option", map[string]any{"selector": "#s", "values": []string{"yes"}}, nil)
	refused("self-submitting select")

	page("refresh")
	refused("meta refresh")

	page("socket")
	waitSocketOpen(t, c)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#go"}, nil)
	refused("a WebSocket message")
	mustOK(t, c, "browser_click", map[string]any{"selector": "#ping"}, nil)
	waitSeen(t, site, `WSMSG {"action":"ping"}`)
	if n := site.count(`WSMSG {"action":"delete_account"}`); n != 0 {
		t.Errorf("the site received the delete over its WebSocket")
	}

	page("popup")
	for _, b := range []string{"#w", "#wn", "#l"} {
		mustOK(t, c, "browser_click", map[string]any{"selector": b}, nil)
		refused("popup " + b)
	}
	for _, k := range []string{"GET /account/delete", "GET /account/close", "POST /api/account"} {
		if n := site.count(k); n != 0 {
			t.Errorf("a popup sent %s %d time(s)", k, n)
		}
	}

	page("outside")
	mustOK(t, c, "browser_click", map[string]any{"selector": "#play"}, nil)
	refused("a worklet module")
	if n := site.count("GET /account/delete"); n != 0 {
		t.Errorf("the worklet's module request arrived %d time(s)", n)
	}

	page("shapes")
	for _, b := range []string{"#mp", "#img", "#form"} {
		mustOK(t, c, "browser_click", map[string]any{"selector": b}, nil)
		refused("request shape " + b)
	}
	for _, k := range []string{"POST /api/account", "GET /account/delete", "POST /account"} {
		if n := site.count(k); n != 0 {
			t.Errorf("the site received %s", k)
		}
	}

	page("beacon")
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/save"}, nil)

	for _, k := range []string{"GET /account/delete", "POST /account/delete", "POST /posts/publish"} { // before the approved case below
		if n := site.count(k); n != 0 {
			t.Errorf("the site received %s %d time(s)", k, n)
		}
	}

	// Benign twins go through with no question.
	mustOK(t, c, "browser_click", map[string]any{"selector": "#save"}, nil)
	waitSeen(t, site, "POST /api/save")

	// Approved once (a relayed confirmation), the act's own post passes.
	page("honest")
	id := confirmationID(t, mustFail(t, c, "browser_click", map[string]any{"selector": "#del"}, "confirmation_id"))
	mustOK(t, c, "browser_click", map[string]any{"selector": "#del", "confirmation_id": id}, nil)
	waitSeen(t, site, "POST /account/delete")
	mustOK(t, c, "browser_click", map[string]any{"selector": "#save"}, nil)
	refused("a later call reusing the approval")
	if n := site.count("POST /account/delete"); n != 1 {
		t.Errorf("the approval carried over to a later call: the site received the delete %d times", n)
	}

	page("search") // last: the search navigates by itself
	mustOK(t, c, "browser_type", map[string]any{"selector": "#q", "text": "bikes"}, nil)
	waitSeen(t, site, "GET /search")
}

// TestPageEffectAskedOnce: with a client that can ask its person, a
// destructive request a benign-looking act causes is asked about — once,
// even when the page sends it five times — and the answer decides, by the
// server's own log.
func TestPageEffectAskedOnce(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	for _, answer := range []mcp.ElicitationResponseAction{mcp.ElicitationResponseActionDecline, mcp.ElicitationResponseActionAccept} {
		asker := &elicitor{action: answer}
		c := connectEliciting(t, testMCP, asker)
		mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/five"}, nil)
		mustOK(t, c, "browser_click", map[string]any{"selector": "#go"}, nil)
		if answer == mcp.ElicitationResponseActionAccept {
			waitSeen(t, site, "POST /account/delete")
		} else if n := site.count("POST /account/delete"); n != 0 {
			t.Fatalf("declined, yet the site received the delete %d time(s)", n)
		}
		asker.mu.Lock()
		asked := append([]string(nil), asker.asked...)
		asker.mu.Unlock()
		if len(asked) != 1 || !strings.Contains(asked[0], "/account/delete") {
			t.Errorf("%s: the person was asked %d times: %q", answer, len(asked), asked)
		}
	}
}

// TestFormCheckSendsNothing: the on-request form-errors check submits
// every form and clicks its buttons in a scratch tab; nothing it does
// there may reach the server (a GET form, a listener's fetch or beacon).
func TestFormCheckSendsNothing(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/audit-form"}, nil)
	res := text(mustOK(t, c, "audit_run_checks", map[string]any{"checks": []string{"aa-error-announce"}}, nil))
	if !strings.Contains(res, "1 checks:") {
		t.Fatalf("the check did not run: %s", res)
	}
	for _, k := range []string{"GET /account/delete", "GET /effect/clicked", "POST /effect/beacon"} {
		if n := site.count(k); n != 0 {
			t.Errorf("the form check sent %s %d time(s)", k, n)
		}
	}
}

// TestAuditSourceFetchSendsNoEffect: audit_scan_url fetches the page's
// source again for line numbers; a page that renamed itself to a deleting
// URL (history.replaceState) does not get that URL requested.
func TestAuditSourceFetchSendsNoEffect(t *testing.T) {
	t.Parallel()
	site := newEffectSite(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/renamed"}, nil)
	res := text(mustOK(t, c, "audit_scan_url", map[string]any{}, nil))
	if !strings.Contains(res, "/account/delete") {
		t.Fatalf("the scan did not run on the renamed page: %s", res)
	}
	if n := site.count("GET /account/delete"); n != 0 {
		t.Errorf("the audit requested the renamed URL %d time(s)", n)
	}
}

// waitSeen waits until the site has logged key (the browser sends a
// request after the tool call that caused it may have returned).
func waitRefusals(t *testing.T, siteURL string, n int, what string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		got := refusals(siteURL)
		if got >= n {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("%s: the guard refused %d page requests, want %d", what, got, n)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// refusals counts the page requests to siteURL the security log refused.
func refusals(siteURL string) int {
	b, _ := os.ReadFile(testGuardLog)
	got := 0
	for _, line := range strings.Split(string(b), "\n") {
		var e guard.Entry
		if json.Unmarshal([]byte(line), &e) == nil && strings.Contains(e.Action, ":request:") &&
			e.Decision == guard.Refused && strings.HasPrefix(e.URL, siteURL) {
			got++
		}
	}
	return got
}

// waitSocketOpen waits until the page says its WebSocket is open (its
// #socket reads "open"): the site seeing the upgrade request is not
// enough, as the browser's socket may still be connecting, and a send
// then throws and sends nothing.
func waitSocketOpen(t *testing.T, c *client.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		var in struct {
			Text string `json:"text"`
		}
		mustOK(t, c, "audit_inspect_element", map[string]any{"selector": "#socket"}, &in)
		if in.Text == "open" {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the page's WebSocket never opened (#socket reads %q)", in.Text)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

func waitSeen(t *testing.T, site *effectSite, key string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for site.count(key) == 0 {
		select {
		case <-ctx.Done():
			t.Fatalf("the site never received %s", key)
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// TestPageEffectAgentConfirmation: with --confirm=agent, a destructive
// request a benign-looking act caused is refused with a confirmation id;
// the same call again with that id (the agent relaying its person's yes)
// lets it through, once, and a third call without the id is refused.
func TestPageEffectAgentConfirmation(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/five"}, nil)
	before := refusals(site.URL)
	res := mustOK(t, c, "browser_click", map[string]any{"selector": "#go"}, nil)
	id := refusedID(t, c, res, func() { waitRefusals(t, site.URL, before+1, "the delete") })
	if n := site.count("POST /account/delete"); n != 0 {
		t.Fatalf("the site received the delete %d time(s) before anyone approved", n)
	}
	mustOK(t, c, "browser_click", map[string]any{"selector": "#go", "confirmation_id": id}, nil)
	waitCount(t, site, "POST /account/delete", 5) // the page sends it five times; one yes covers the call
	before = refusals(site.URL)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#go", "confirmation_id": id}, nil)
	waitRefusals(t, site.URL, before+1, "the spent id used again")
	if n := site.count("POST /account/delete"); n != 5 {
		t.Errorf("the id was used twice: the site received the delete %d times", n)
	}
}

// waitCount waits until the site has logged key n times.
func waitCount(t *testing.T, site *effectSite, key string, n int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for site.count(key) < n {
		select {
		case <-ctx.Done():
			t.Fatalf("the site received %s %d times, want %d", key, site.count(key), n)
		case <-time.After(20 * time.Millisecond):
		}
	}
}
