package crawl

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// TestFetchCookiesLastOneGet: a cookie a page's response sets is sent
// along its own redirects, but not with the next page's request, which
// carries the storage state's cookies alone, even when a page overwrote
// one of them: as the browser context is cleared between pages.
func TestFetchCookiesLastOneGet(t *testing.T) {
	var mu sync.Mutex
	seen := map[string]string{}
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.URL.Path] = r.Header.Get("Cookie")
		mu.Unlock()
		switch r.URL.Path {
		case "/first":
			http.SetCookie(w, &http.Cookie{Name: "left", Value: "1", Path: "/"})
			http.SetCookie(w, &http.Cookie{Name: "sid", Value: "evil", Path: "/"})
			http.Redirect(w, r, "/hop", http.StatusFound)
			return
		}
		w.Header().Set("Content-Type", "text/html")
		_, _ = w.Write([]byte("<!doctype html><title>page</title>"))
	}))
	defer site.Close()
	state := filepath.Join(t.TempDir(), "state.json")
	if err := os.WriteFile(state, []byte(`{"cookies":[{"name":"sid","value":"keep","domain":"127.0.0.1","path":"/","expires":-1,"httpOnly":false,"secure":false,"sameSite":"Lax"}],"origins":[]}`), 0o600); err != nil {
		t.Fatal(err)
	}
	jar, err := JarFromStorageState(state)
	if err != nil {
		t.Fatal(err)
	}
	f := NewFetcher(nil, jar, 10*time.Second)
	for _, p := range []string{"/first", "/second"} {
		if _, err := f.Get(context.Background(), site.URL+p); err != nil {
			t.Fatal(err)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for path, want := range map[string]string{"/first": "sid=keep", "/hop": "left=1; sid=evil", "/second": "sid=keep"} {
		if seen[path] != want {
			t.Errorf("%s was asked for with Cookie %q, want %q", path, seen[path], want)
		}
	}
}
