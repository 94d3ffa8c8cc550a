package browser

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// TestResetForNextPageLeavesNothing: a page that leaves cookies (its
// server's and its script's), local and session storage, an IndexedDB
// database, a popup and a third-party frame's storage is followed, after
// ResetForNextPage, by a page of the same origin in the same tab. That page
// and its server see only what the session started with: the storage
// state's cookie.
func TestResetForNextPageLeavesNothing(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var cookieAtB []string
	third := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, `<!doctype html><script>
			if (location.pathname === "/write") localStorage.setItem("third", "1");
			parent.postMessage({third: localStorage.length}, "*");
		</script>`)
	}))
	defer third.Close()
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		switch r.URL.Path {
		case "/a":
			http.SetCookie(w, &http.Cookie{Name: "server", Value: "1", Path: "/"})
			fmt.Fprintf(w, `<!doctype html><title>A</title><iframe src="%s/write"></iframe><script>
				document.cookie = "js=1; path=/";
				window.name = "left by A";
				localStorage.setItem("l", "1");
				sessionStorage.setItem("s", "1");
				window.open("/popup");
				indexedDB.open("db").onsuccess = () => { document.title = "A written"; };
			</script>`, third.URL)
		case "/b":
			mu.Lock()
			cookieAtB = append(cookieAtB, r.Header.Get("Cookie"))
			mu.Unlock()
			fmt.Fprintf(w, `<!doctype html><title>B</title><script>
				window.seen = new Promise(resolve => {
					addEventListener("message", e => indexedDB.databases().then(dbs => resolve({
						cookie: document.cookie, name: window.name, local: localStorage.length, session: sessionStorage.length,
						idb: dbs.length, third: e.data.third})));
				});
			</script><iframe src="%s/read"></iframe>`, third.URL)
		default:
			fmt.Fprint(w, `<!doctype html><title>popup</title>`)
		}
	}))
	defer site.Close()
	s := newTestSession(t)
	ctx := testCtx(t)
	state := `{"cookies":[{"name":"sid","value":"keep","domain":"127.0.0.1","path":"/","expires":-1,"httpOnly":false,"secure":false,"sameSite":"Lax"}],"origins":[]}`
	if err := s.UseStorageState(ctx, []byte(state)); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Navigate(ctx, site.URL+"/a", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	// Everything /a writes is written before it is left.
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		_, err := p.WaitForFunction(`document.title === "A written" && localStorage.length > 0`, nil)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	tabs := func() int {
		ts, _, err := s.Tabs(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return len(ts)
	}
	// The popup's page event may come after the load: wait for it.
	for tabs() != 2 {
		if ctx.Err() != nil {
			t.Fatalf("tabs before the reset: %d, want 2 (the page and its popup)", tabs())
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := s.ResetForNextPage(ctx); err != nil {
		t.Fatal(err)
	}
	if n := tabs(); n != 1 {
		t.Errorf("tabs after the reset: %d, want 1 (the popup closed)", n)
	}
	if _, err := s.Navigate(ctx, site.URL+"/b", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	seen, _, err := WithPageInto(ctx, s, func(p playwright.Page, v *map[string]any) error {
		r, err := p.Evaluate(`window.seen`)
		if err == nil {
			*v, _ = r.(map[string]any)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"cookie": "sid=keep", "name": "", "local": 0, "session": 0, "idb": 0, "third": 0}
	for k, w := range want {
		if fmt.Sprint(seen[k]) != fmt.Sprint(w) {
			t.Errorf("page B saw %s = %v, want %v (all it saw: %v)", k, seen[k], w, seen)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(cookieAtB) != 1 || cookieAtB[0] != "sid=keep" {
		t.Errorf("B's server got Cookie %q, want only the storage state's sid=keep", cookieAtB)
	}
}

// TestResetForNextPageRefusesLocalStorageState: local storage in the
// storage state cannot be set again in place, so the reset says so and the
// caller opens a new session.
func TestResetForNextPageRefusesLocalStorageState(t *testing.T) {
	t.Parallel()
	s := newTestSession(t)
	ctx := testCtx(t)
	state := `{"cookies":[],"origins":[{"origin":"http://127.0.0.1:1","localStorage":[{"name":"token","value":"t"}]}]}`
	if err := s.UseStorageState(ctx, []byte(state)); err != nil {
		t.Fatal(err)
	}
	if err := s.ResetForNextPage(ctx); !errors.Is(err, ErrNoReset) {
		t.Fatalf("reset with local storage in the state: %v, want ErrNoReset", err)
	}
	if !strings.Contains(ErrNoReset.Error(), "new session") {
		t.Errorf("ErrNoReset does not say what to do: %v", ErrNoReset)
	}
}

// TestResetForNextPageRefusesAfterHTTPAuth: credentials a page gave an
// XMLHttpRequest stay in the context, where no DevTools command clears
// them, so a session whose page used HTTP authentication is not reset in
// place: the next page gets a new context.
func TestResetForNextPageRefusesAfterHTTPAuth(t *testing.T) {
	t.Parallel()
	authed := make(chan struct{}, 1)
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/auth" {
			if _, _, ok := r.BasicAuth(); !ok {
				w.Header().Set("WWW-Authenticate", `Basic realm="r"`)
				w.WriteHeader(http.StatusUnauthorized)
				return
			}
			select {
			case authed <- struct{}{}:
			default:
			}
			fmt.Fprint(w, "ok")
			return
		}
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprint(w, `<!doctype html><title>A</title><script>
			const x = new XMLHttpRequest(); x.open("GET", "/auth", true, "u", "p"); x.send();
		</script>`)
	}))
	defer site.Close()
	s := newTestSession(t)
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, site.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	select {
	case <-authed: // the server took the page's credentials
	case <-ctx.Done():
		t.Fatal("the page's authenticated request never arrived")
	}
	if err := s.ResetForNextPage(ctx); !errors.Is(err, ErrNoReset) || !strings.Contains(err.Error(), "HTTP authentication") {
		t.Fatalf("reset after a page used HTTP authentication: %v, want ErrNoReset saying why", err)
	}
}
