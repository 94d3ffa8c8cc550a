package guard

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// TestProxyRefusesRedirectsIntoDestructiveURLs: a short link that
// redirects to /account/delete is answered with the proxy's refusal and
// the delete handler never runs; a benign redirect, a direct request (the
// guard judged it before the browser made it) and a redirect from an
// already destructive URL pass.
func TestProxyRefusesRedirectsIntoDestructiveURLs(t *testing.T) {
	var deletes atomic.Int32
	mux := http.NewServeMux()
	mux.HandleFunc("/short/abc", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/account/delete?confirm=yes", http.StatusFound)
	})
	mux.HandleFunc("/short/abs", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "http://"+r.Host+"/account/delete?confirm=yes", http.StatusSeeOther)
	})
	mux.HandleFunc("/short/def", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/dashboard", http.StatusFound)
	})
	mux.HandleFunc("/account/close", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, "/account/delete?confirm=yes", http.StatusFound)
	})
	mux.HandleFunc("/account/delete", func(w http.ResponseWriter, r *http.Request) {
		deletes.Add(1)
		io.WriteString(w, "deleted")
	})
	mux.HandleFunc("/dashboard", func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "dashboard") })
	site := httptest.NewServer(mux)
	t.Cleanup(site.Close)
	p := startProxy(t, &URLPolicy{})
	c := viaProxy(t, p, nil)
	get := func(path string) (*http.Response, string) {
		t.Helper()
		resp, err := c.Get(site.URL + path)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	start := time.Now()
	// A search word in the source URL (?q=delete+my+account) does not make
	// it destructive to the proxy either: the page judge did not count it.
	for _, path := range []string{"/short/abc", "/short/abs", "/short/abc?q=delete+my+account"} {
		resp, body := get(path)
		if resp.StatusCode != http.StatusForbidden || !strings.Contains(resp.Header.Get(BlockedHeader), "redirect") ||
			!strings.Contains(body, "refused a redirect") || !strings.Contains(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: status %d, header %q, body %q; want the refusal page", path, resp.StatusCode, resp.Header.Get(BlockedHeader), body)
		}
	}
	if n := deletes.Load(); n != 0 {
		t.Fatalf("a redirect reached /account/delete %d times", n)
	}
	if bs := p.BlocksSince(start); len(bs) != 3 || !strings.Contains(bs[0].Reason, "/account/delete") {
		t.Errorf("blocks recorded: %+v", bs)
	}
	if resp, body := get("/short/def"); resp.StatusCode != http.StatusOK || body != "dashboard" {
		t.Errorf("the benign redirect: %d %q", resp.StatusCode, body)
	}
	if resp, body := get("/account/close"); resp.StatusCode != http.StatusOK || body != "deleted" {
		t.Errorf("a redirect from a destructive URL: %d %q", resp.StatusCode, body)
	}
	if resp, _ := get("/account/delete?confirm=yes"); resp.StatusCode != http.StatusOK || deletes.Load() != 2 {
		t.Errorf("a direct request: %d, deletes %d", resp.StatusCode, deletes.Load())
	}
}
