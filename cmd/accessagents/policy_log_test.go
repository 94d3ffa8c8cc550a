package main

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// warnLines returns stderr's WARN lines.
func warnLines(stderr string) []string {
	var out []string
	for _, l := range strings.Split(stderr, "\n") {
		if strings.Contains(l, "level=WARN") {
			out = append(out, l)
		}
	}
	return out
}

// TestAuditStderrNamesOnlyThePagesRefusals: a default audit of a local
// page prints no WARN (Chromium's own update, account and time checks,
// refused on a closed network, are the browser's business and logged at
// DEBUG), while a page that loads from a blocked origin still gets a WARN
// naming it.
func TestAuditStderrNamesOnlyThePagesRefusals(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "image/svg+xml")
		w.Write([]byte(`<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>`))
	}))
	defer other.Close()
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		img := ""
		if r.URL.Path == "/tracked" {
			img = `<img alt="logo" src="` + other.URL + `/logo.svg">`
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Quiet</title></head><body><main><h1>Quiet</h1><p>Nothing to see.</p>` + img + `</main></body></html>`))
	}))
	defer page.Close()

	_, stderr, code := runBin(t, "audit", page.URL+"/")
	if code != 0 {
		t.Fatalf("audit of a clean page exits %d\n%s", code, stderr)
	}
	if w := warnLines(stderr); len(w) > 0 {
		t.Errorf("audit of a clean local page printed %d WARN lines, want none:\n%s", len(w), strings.Join(w, "\n"))
	}
	_, stderr, code = runBin(t, "audit", "--log-level", "debug", page.URL+"/")
	if code != 0 || strings.Contains(stderr, "level=WARN") {
		t.Errorf("audit at debug: exit %d, stderr:\n%s", code, stderr)
	}

	blocked := strings.TrimPrefix(other.URL, "http://")
	_, stderr, code = runBin(t, "audit", "--blocked-origins", other.URL, page.URL+"/tracked")
	if code != 0 {
		t.Fatalf("audit of a page with a blocked image exits %d\n%s", code, stderr)
	}
	w := warnLines(stderr)
	if len(w) != 1 || !strings.Contains(w[0], "request blocked by URL policy") || !strings.Contains(w[0], blocked) {
		t.Errorf("a page loading from blocked %s: WARN lines %q, want one naming it", blocked, w)
	}
}

// TestAuditLoadsThePageThePersonNamed: the page a person names on the
// command line is theirs to load, whatever its address reads as
// ("/broadcast.html" is a publication to the guard's vocabulary). It was
// refused, and the crawl's advice for such a page ("audit it by hand")
// led to the same refusal.
func TestAuditLoadsThePageThePersonNamed(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var served atomic.Int32
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/broadcast.html" {
			http.NotFound(w, r)
			return
		}
		served.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Broadcast schedule</title></head><body><main><h1>Tonight</h1><img src="x.png"></main></body></html>`))
	}))
	defer page.Close()
	stdout, stderr, code := runBin(t, "audit", page.URL+"/broadcast.html")
	if code != 1 || served.Load() == 0 || !strings.Contains(stdout, "image-alt") {
		t.Fatalf("audit of the named /broadcast.html: exit %d (want 1, one violation), page served %d times\nstdout:\n%s\nstderr:\n%s",
			code, served.Load(), stdout, stderr)
	}
}
