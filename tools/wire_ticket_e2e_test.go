package tools

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/guard"
)

// TestApprovedWriteArrivesAsTheBrowserSentIt: a write a person approved
// is told in the act's result, and reaches the site with the page's cookie and without the wire's ticket
// (the route adds it to the request it lets go, and the proxy takes it
// off). A route that rewrote the headers and lost the cookie would log
// the user out of every approved write.
func TestApprovedWriteArrivesAsTheBrowserSentIt(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var cookie, ticket string
	posted := make(chan struct{}, 1)
	moved := make(chan string, 4)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/move" {
			http.Redirect(w, r, "/api/moved", http.StatusTemporaryRedirect) // the POST goes on, body and all
			return
		}
		if r.URL.Path == "/go" {
			http.Redirect(w, r, "/cart?add-to-cart=12", http.StatusFound) // a read sent on to an action link
			return
		}
		if r.URL.Path == "/cart" {
			moved <- r.Method + " " + r.URL.RawQuery + " " + r.Header.Get(guard.WireTicketHeader) + "|" + r.Header.Get("Cookie")
			io.WriteString(w, "added")
			return
		}
		if r.URL.Path == "/api/moved" {
			b, _ := io.ReadAll(r.Body)
			moved <- r.Method + " " + string(b)
			io.WriteString(w, "moved")
			return
		}
		if r.Method == http.MethodPost {
			mu.Lock()
			cookie, ticket = r.Header.Get("Cookie"), r.Header.Get(guard.WireTicketHeader)
			mu.Unlock()
			select {
			case posted <- struct{}{}:
			default:
			}
			io.WriteString(w, "saved")
			return
		}
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: "s3ss10n", Path: "/"})
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<!doctype html><html lang="en"><title>Notes</title><main><button id="save">Save note</button><p id="said"></p></main>
<button id="move">Move note</button> <button id="go">Go</button>
<script>document.getElementById('go').onclick = async () => {
  const r = await fetch('/go');
  document.getElementById('said').textContent = await r.text();
};
document.getElementById('move').onclick = async () => {
  const r = await fetch('/api/move', {method: 'POST', body: 'note=1'});
  document.getElementById('said').textContent = await r.text();
};
document.getElementById('save').onclick = async () => {
  const r = await fetch('/api/notes', {method: 'POST', headers: {'Content-Type': 'application/json'}, body: '{"text":"hello"}'});
  document.getElementById('said').textContent = await r.text();
};</script></html>`)
	}))
	defer site.Close()
	srv, _ := writesServer(t, nil)
	c := connectEliciting(t, srv, &elicitor{action: mcp.ElicitationResponseActionAccept})
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/"}, nil)
	out := text(mustOK(t, c, "browser_click", map[string]any{"selector": "#save"}, nil))
	<-posted
	// A click whose effect is a request says it was sent.
	if !strings.Contains(out, "the page sent POST "+site.URL+"/api/notes, which the guard let go") {
		t.Errorf("the click's result does not say the write was sent:\n%s", out)
	}
	pageSays(t, c, "saved")
	// An approved POST the site redirects with 307 goes on to the new
	// address once (the hop carries the POST's spent ticket, which its
	// hop guard does not see: the hop's own ticket or that one spends it).
	arrivesOnce(t, c, moved, "#move", "POST note=1", "moved", "the redirected write")
	// A read the site sends on to an action link: the hop carries no
	// ticket of its first request, so the hop guard gives it one of its
	// own (an expectation without one could be spent by any request of
	// that address for 30 s). With the person's yes it arrives once,
	// without the ticket and with the page's cookie (the hop guard's
	// headers do not take the browser's cookies off).
	arrivesOnce(t, c, moved, "#go", "GET add-to-cart=12 |sid=s3ss10n", "added", "the hop to the action link")
	mu.Lock()
	defer mu.Unlock()
	if cookie != "sid=s3ss10n" {
		t.Errorf("the approved POST arrived with Cookie %q, want the page's", cookie)
	}
	if ticket != "" {
		t.Errorf("the wire's ticket reached the site: %q", ticket)
	}
}

// TestApprovedWriteRedirectedBackArrivesOnce: a site that answers an
// approved POST with a 307 or 308 to the same address, or to another that
// sends it back, receives it once: an outside attacker's had it 21 times
// for one yes (the hop guard saw no ticket on the hop, and its
// expectation was spent by each hop in turn). Judged by the site's log.
func TestApprovedWriteRedirectedBackArrivesOnce(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	got := map[string]int{}
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			b, _ := io.ReadAll(r.Body)
			mu.Lock()
			got[r.URL.Path+" "+string(b)]++
			mu.Unlock()
			switch r.URL.Path {
			case "/api/self307":
				http.Redirect(w, r, "/api/self307", http.StatusTemporaryRedirect)
			case "/api/self308":
				http.Redirect(w, r, "/api/self308", http.StatusPermanentRedirect)
			case "/api/a":
				http.Redirect(w, r, "/api/b", http.StatusTemporaryRedirect)
			case "/api/b":
				http.Redirect(w, r, "/api/a", http.StatusTemporaryRedirect)
			}
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		io.WriteString(w, `<!doctype html><html lang="en"><title>Loops</title><main><p id="said">ready</p>
<button id="self307">Save draft</button> <button id="self308">Save copy</button> <button id="a">Save note</button></main>
<script>for (const id of ['self307', 'self308', 'a']) document.getElementById(id).onclick = async () => {
  let said = 'failed';
  try { const r = await fetch('/api/' + id, {method: 'POST', body: 'note=hello'}); said = 'answered ' + r.status; } catch (e) { said = 'failed'; }
  document.getElementById('said').textContent = said + ' ' + id;
};</script></html>`)
	}))
	defer site.Close()
	srv, _ := writesServer(t, nil)
	c := connectEliciting(t, srv, &elicitor{action: mcp.ElicitationResponseActionAccept})
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/"}, nil)
	for _, id := range []string{"self307", "self308", "a"} {
		mustOK(t, c, "browser_click", map[string]any{"selector": "#" + id}, nil)
		waitSaid(t, c, id) // the page's fetch has settled, one way or the other
	}
	mu.Lock()
	defer mu.Unlock()
	for k, n := range got {
		if n != 1 {
			t.Errorf("the site received %s %d times, want once", k, n)
		}
	}
	for _, k := range []string{"/api/self307 note=hello", "/api/self308 note=hello", "/api/a note=hello"} {
		if got[k] != 1 {
			t.Errorf("the approved write %s arrived %d times, want once", k, got[k])
		}
	}
}

// waitSaid waits until the page's #said ends with " "+id (the page's own
// word that its request settled).
func waitSaid(t *testing.T, c *client.Client, id string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second) // a bound on a failure only
	for {
		var in struct {
			Text string `json:"text"`
		}
		mustOK(t, c, "audit_inspect_element", map[string]any{"selector": "#said"}, &in)
		if strings.HasSuffix(in.Text, " "+id) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("the page never said its request for %s settled (#said reads %q)", id, in.Text)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// arrivesOnce clicks selector and waits for the site to report want on
// got, then for the page to say word; the site must not report it again.
func arrivesOnce(t *testing.T, c *client.Client, got chan string, selector, want, word, what string) {
	t.Helper()
	out := text(mustOK(t, c, "browser_click", map[string]any{"selector": selector}, nil))
	select {
	case g := <-got:
		if g != want {
			t.Errorf("%s arrived as %q, want %q", what, g, want)
		}
	case <-time.After(20 * time.Second): // a bound on a failure only: the test waits on the site
		t.Fatalf("%s never arrived:\n%s", what, out)
	}
	pageSays(t, c, word)
	select {
	case again := <-got:
		t.Errorf("%s arrived twice (%q)", what, again)
	default:
	}
}
