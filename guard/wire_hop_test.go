package guard

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// TestHopsLoseWhatTheBrowserWouldTrim: Playwright sends a redirect hop
// again with the headers the route gave the first request, the spent
// ticket among them. The proxy takes off what the browser itself would
// have: credentials on a hop to another origin, a body's headers on a hop
// made a GET. A hop to the same origin keeps its credentials; a hop back
// to an address the approval went to is not delivered again.
func TestHopsLoseWhatTheBrowserWouldTrim(t *testing.T) {
	var mu sync.Mutex
	seen := map[string]string{}
	times := map[string]int{}
	record := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.Method+" "+r.URL.Path] = r.Header.Get("Authorization") + "|" + r.Header.Get("Content-Type")
		times[r.Method+" "+r.URL.Path]++
		mu.Unlock()
	})
	first, other := httptest.NewServer(record), httptest.NewServer(record)
	defer first.Close()
	defer other.Close()
	p := startProxy(t, &URLPolicy{})
	w, err := p.OpenWire(WireJudges{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	c := wireClient(t, p, w)
	send := func(method, u, body, ticket string) {
		t.Helper()
		req, _ := http.NewRequest(method, u, strings.NewReader(body))
		req.Header.Set("Authorization", "Bearer T")
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set(WireTicketHeader, ticket)
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
	ticket := w.Expect("POST", first.URL+"/api/upload", "", []byte(`{"a":1}`))
	send("POST", first.URL+"/api/upload", `{"a":1}`, ticket)
	w.ExpectHop("POST", other.URL+"/bucket", "", []byte(`{"a":1}`), ticket) // a 307 to another origin
	send("POST", other.URL+"/bucket", `{"a":1}`, ticket)
	w.ExpectHop("POST", first.URL+"/api/again", "", []byte(`{"a":1}`), ticket) // a 307 on the same origin
	send("POST", first.URL+"/api/again", `{"a":1}`, ticket)
	send("GET", other.URL+"/done", "", ticket) // a 303: a GET now
	// A hop back to where the approval already went (a server that 307s a
	// POST to itself) is the same write again: refused.
	w.ExpectHop("POST", first.URL+"/api/upload", "", []byte(`{"a":1}`), ticket)
	send("POST", first.URL+"/api/upload", `{"a":1}`, ticket)
	mu.Lock()
	defer mu.Unlock()
	if n := times["POST /api/upload"]; n != 1 {
		t.Errorf("the approved POST arrived %d times, want once", n)
	}
	for k, want := range map[string]string{
		"POST /api/upload": "Bearer T|application/json",
		"POST /bucket":     "|application/json",
		"POST /api/again":  "Bearer T|application/json",
		"GET /done":        "|",
	} {
		if got, ok := seen[k]; !ok || got != want {
			t.Errorf("%s arrived with %q (sent: %v), want %q", k, got, ok, want)
		}
	}
}

// TestUnseenHopNeedsATicket: a hop whose headers showed the hop guard no
// ticket is spent only by a request carrying the ticket the hop guard
// gave it, or the spent ticket of an approval that has not gone to that
// address (a 307 of an approved POST, whose ticket Playwright adds again
// as the hop is sent): never by a request with no ticket or another one,
// as a worker sending the same address would (before, any request of
// that method, URL and body spent it for 30 s).
func TestUnseenHopNeedsATicket(t *testing.T) {
	p := startProxy(t, &URLPolicy{})
	w, err := p.OpenWire(WireJudges{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	const cart = "http://shop.test/cart?add-to-cart=12"
	key := wireKeyFor("GET", "", cart)
	own := w.ExpectUnseenHop("GET", cart, "", nil)
	for _, ticket := range []string{"", "0123456789abcdef0123456789abcdef", own[:len(own)-1] + "x"} {
		if _, ok := w.spend(key, nil, ticket); ok {
			t.Errorf("a request with ticket %q spent a hop expected with its own", ticket)
		}
	}
	if _, ok := w.spend(key, nil, own); !ok {
		t.Fatal("the hop with the ticket the hop guard gave it was refused")
	}
	if _, ok := w.spend(key, nil, own); ok {
		t.Error("the hop's ticket was spent twice")
	}

	// A 307 of an approved POST: the hop carries the POST's spent ticket.
	first := w.Expect("POST", "http://shop.test/api/move", "", []byte("note=1"))
	if _, ok := w.spend(wireKeyFor("POST", "", "http://shop.test/api/move"), []byte("note=1"), first); !ok {
		t.Fatal("the approved POST was refused")
	}
	moved := wireKeyFor("POST", "", "http://shop.test/api/moved")
	w.ExpectUnseenHop("POST", "http://shop.test/api/moved", "", []byte("note=1"))
	if _, ok := w.spend(moved, []byte("note=1"), ""); ok {
		t.Error("the 307 hop was spent by a request without a ticket")
	}
	if _, ok := w.spend(moved, []byte("note=1"), first); !ok {
		t.Error("the 307 hop carrying the approved POST's ticket was refused")
	}
	// Back to where the approval went: no.
	back := wireKeyFor("POST", "", "http://shop.test/api/move")
	w.ExpectUnseenHop("POST", "http://shop.test/api/move", "", []byte("note=1"))
	if _, ok := w.spend(back, []byte("note=1"), first); ok {
		t.Error("a hop back to the address the approval went to was let through")
	}
}
