package tools

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

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
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
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
<script>document.getElementById('save').onclick = async () => {
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
	mu.Lock()
	defer mu.Unlock()
	if cookie != "sid=s3ss10n" {
		t.Errorf("the approved POST arrived with Cookie %q, want the page's", cookie)
	}
	if ticket != "" {
		t.Errorf("the wire's ticket reached the site: %q", ticket)
	}
}
