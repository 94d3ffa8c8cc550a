package tools

// A request an act causes may reach the guard after its call returned (a
// slow handler, a busy machine). These tests make that happen for certain:
// the page sends its write only once the test releases a gate, after the
// call has returned.

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// gatedSite serves a page whose buttons send their request only after
// GET /gate returns, which it does once per token on release.
func gatedSite(t *testing.T) (*effectSite, chan struct{}) {
	t.Helper()
	release := make(chan struct{}, 8)
	e := &effectSite{seen: map[string]int{}}
	e.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<!doctype html><html lang="en"><head><title>Posts</title></head><body><main><h1>Posts</h1>
<p>Spring newsletter (draft)</p><button id="like">Like</button><button id="del">Delete draft</button>
<script>const later = (url, init) => fetch('/gate').then(() => fetch(url, init)).catch(() => {});
like.addEventListener('click', () => later('/api/posts/1/like', {method: 'POST'}));
del.addEventListener('click', () => later('/api/drafts/5', {method: 'DELETE'}));</script></main></body></html>`)
			return
		case "/gate":
			select {
			case <-release:
			case <-r.Context().Done():
			}
			return
		}
		_, _ = io.Copy(io.Discard, r.Body)
		e.mu.Lock()
		e.seen[r.Method+" "+r.URL.Path]++
		e.mu.Unlock()
	}))
	t.Cleanup(e.Close)
	t.Cleanup(func() { close(release) })
	return e, release
}

// refusedID returns the confirmation id of a request refused for the call
// that returned res, once refused (waits for the guard's log) says it was:
// in res when the request reached the guard during the call, else in the
// next call's notices (it came after the call returned, as on a busy
// machine).
func refusedID(t *testing.T, c *client.Client, res *mcp.CallToolResult, refused func()) string {
	t.Helper()
	refused()
	if m := confirmationRE.FindStringSubmatch(text(res)); m != nil {
		return m[1]
	}
	return confirmationID(t, text(mustOK(t, c, "browser_wait", map[string]any{"ms": 1}, nil)))
}

// TestLateWriteFollowsItsCall: with --confirm=agent a write that arrives
// after its click returned is refused with a confirmation id for that
// click (told in the next call's notices); the click again with the id
// lets the late write through once; the spent id is refused.
func TestLateWriteFollowsItsCall(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site, release := gatedSite(t)
	srv, logPath := writesServer(t, func(g *Guardian) { g.Policy.Confirm = guard.ConfirmAgent })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/"}, nil)

	mustOK(t, c, "browser_click", clickGo("like"), nil)
	release <- struct{}{}
	waitRefused(t, logPath, site.URL, 1, "the late write")
	notice := text(mustOK(t, c, "browser_wait", map[string]any{"ms": 1}, nil))
	for _, want := range []string{"POST", "/api/posts/1/like", "after browser_click returned", "confirmation_id"} {
		if !strings.Contains(notice, want) {
			t.Errorf("the late refusal's notice lacks %q: %s", want, notice)
		}
	}
	id := confirmationID(t, notice)

	mustOK(t, c, "browser_click", map[string]any{"selector": "#like", "confirmation_id": id}, nil)
	release <- struct{}{}
	waitSeen(t, site, "POST /api/posts/1/like")

	before, _ := requestDecisions(logPath, site.URL)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#like", "confirmation_id": id}, nil)
	release <- struct{}{}
	waitRefused(t, logPath, site.URL, before+1, "the spent id used again")
	if n := site.count("POST /api/posts/1/like"); n != 1 {
		t.Errorf("the id worked more than once: the site received the write %d times", n)
	}
}

// TestLateRequestApprovalIsBounded: a person's yes to "Delete draft"
// covers the DELETE its handler sends after the call returned only for
// browser.QuietMax: the page cannot hold an approval and spend it later.
func TestLateRequestApprovalIsBounded(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site, release := gatedSite(t)
	srv, logPath := writesServer(t, func(g *Guardian) { g.Policy.Confirm = guard.ConfirmAgent })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/"}, nil)
	id := confirmationID(t, mustFail(t, c, "browser_click", clickGo("del"), "deletion"))
	mustOK(t, c, "browser_click", map[string]any{"selector": "#del", "confirmation_id": id}, nil)
	time.Sleep(browser.QuietMax + 500*time.Millisecond) // the DELETE is sent no sooner than this after the call returned
	release <- struct{}{}
	waitRefused(t, logPath, site.URL, 1, "a DELETE sent after the approval's window")
	if n := site.count("DELETE /api/drafts/5"); n != 0 {
		t.Errorf("an approval was spent %d time(s) after its window", n)
	}
}

// TestConfirmationIDIsForThatRequest: under --confirm=agent an id relayed
// for a page's write approves that write and nothing an outside attacker
// made of it: not the account write the same handler sends next, not the
// same address once the body makes it an ownership change, not the same
// address with another body, not the same request from another page, even
// one that has taken the first page's address with history.replaceState,
// nor from a frame or a popup at its own page's address. Judged by the site's log; each holds
// whether the requests reach the guard in the call or after it.
func TestConfirmationIDIsForThatRequest(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := &effectSite{seen: map[string]int{}}
	site.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		page := func(body string) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<!doctype html><html lang="en"><head><title>Notes</title></head><body><main><h1>Notes</h1>
<button id="go">Save note</button><script>let n = 0;`+body+`</script></main></body></html>`)
		}
		switch r.URL.Path {
		case "/also-account":
			page(`go.addEventListener('click', () => fetch('/api/notes', {method: 'POST', body: 'text=hello'})
  .then(() => fetch('/api/users/me', {method: 'PUT', body: 'name=mallory'})));`)
			return
		case "/escalate":
			page(`go.addEventListener('click', () => fetch('/api/notes', {method: 'POST', headers: {'Content-Type': 'application/json'},
  body: JSON.stringify(n++ ? {text: 'hello', visibility: 'public', owner: 'attacker@evil.test'} : {text: 'hello'})}));`)
			return
		case "/other-page":
			page(`go.addEventListener('click', () => fetch('/api/notes', {method: 'POST', body: 'text=hello'}));`)
			return
		case "/rebody": // the same address, another body the classifier reads alike
			page(`go.addEventListener('click', () => fetch('/api/notes', {method: 'POST', body: n++ ? 'text=goodbye' : 'text=hello'}));`)
			return
		case "/host": // its second click has a frame at its address send the note
			page(`const f = document.createElement('iframe'); f.src = '/inner'; document.body.append(f);
go.addEventListener('click', () => n++ ? f.contentWindow.postMessage('send', '*') : fetch('/api/notes', {method: 'POST', body: 'text=hello'}));`)
			return
		case "/opener": // opens a tab at its own address; its second click has that tab send the note
			page(`const q = window.opener ? null : window.open(location.href, 'q');
addEventListener('message', () => fetch('/api/notes', {method: 'POST', body: 'text=hello'}));
go.addEventListener('click', () => n++ ? q.postMessage('send', '*') : fetch('/api/notes', {method: 'POST', body: 'text=hello'}));`)
			return
		case "/inner":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			io.WriteString(w, `<!doctype html><html lang="en"><body><script>history.replaceState(null, '', '/host');
addEventListener('message', () => fetch('/api/notes', {method: 'POST', body: 'text=hello'}));</script></body></html>`)
			return
		case "/renamed": // another page that takes the first one's address
			page(`history.replaceState(null, '', '/also-account');
go.addEventListener('click', () => fetch('/api/notes', {method: 'POST', body: 'text=hello'}));`)
			return
		}
		_, _ = io.Copy(io.Discard, r.Body)
		site.mu.Lock()
		site.seen[r.Method+" "+r.URL.Path]++
		site.mu.Unlock()
	}))
	t.Cleanup(site.Close)
	srv, logPath := writesServer(t, func(g *Guardian) { g.Policy.Confirm = guard.ConfirmAgent })
	c := connect(t, srv)
	refused := 0
	idFor := func(page string) string {
		mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + page}, nil)
		res := call(t, c, "browser_click", clickGo("go"))
		refused++
		return refusedID(t, c, res, func() { waitRefused(t, logPath, site.URL, refused, page) })
	}

	// The note's yes is no yes to the account write after it.
	id := idFor("/also-account")
	call(t, c, "browser_click", map[string]any{"selector": "#go", "confirmation_id": id})
	waitSeen(t, site, "POST /api/notes")
	refused++
	waitRefused(t, logPath, site.URL, refused, "the account write after an approved note")
	if n := site.count("PUT /api/users/me"); n != 0 {
		t.Errorf("a yes to a note let PUT /api/users/me through (%d)", n)
	}

	// On each page the second click, with the first click's id, makes the
	// page send something other than what the id was issued for.
	for _, c2 := range []struct{ page, what string }{
		{"/escalate", "the same address with an ownership-changing body"},
		{"/rebody", "another body the classifier reads alike (text=goodbye for text=hello)"},
		{"/host", "the identical request from a frame at the page's address (an outside attacker's find)"},
		{"/opener", "the identical request from a popup at the page's address (an outside attacker's find)"},
	} {
		id = idFor(c2.page)
		call(t, c, "browser_click", map[string]any{"selector": "#go", "confirmation_id": id})
		refused++
		waitRefused(t, logPath, site.URL, refused, c2.what)
		if n := site.count("POST /api/notes"); n != 1 {
			t.Errorf("%s: an id approved %s: the site received %d notes, want 1", c2.page, c2.what, n)
		}
	}

	// An id from one page does not approve the same request from another,
	// even one that has put on the first one's address (a second outside
	// attacker's find).
	for _, other := range []string{"/other-page", "/renamed"} {
		id = idFor("/also-account")
		mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + other}, nil)
		call(t, c, "browser_click", map[string]any{"selector": "#go", "confirmation_id": id})
		refused++
		waitRefused(t, logPath, site.URL, refused, "the id used from "+other)
		if n := site.count("POST /api/notes"); n != 1 {
			t.Errorf("an id from /also-account approved the same request from %s: the site received %d notes, want 1", other, n)
		}
	}
}
