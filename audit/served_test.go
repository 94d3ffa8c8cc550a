package audit

import (
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScratchTabsAskTheServerOnce: the on-request checks' scratch tabs,
// in a run and when a finding is verified, show the document the page
// came in; the server, by its own count, is asked for the page once (by
// the page's own load), however many scratch tabs open.
func TestScratchTabsAskTheServerOnce(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var loads atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/checkout/delivery.html" {
			http.NotFound(w, r)
			return
		}
		loads.Add(1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Delivery - Checkout</title>
<style>input.invalid { border-color: #d32f2f; background: #fff5f5; }</style></head>
<body><main><h1>Delivery</h1><form id="f" action="pay.html" method="post" novalidate>
<label for="name">Full name</label><input id="name" name="name" autocomplete="name">
<button>Continue</button></form></main>
<script>document.getElementById('f').addEventListener('submit', (e) => {
  const i = document.getElementById('name'); const bad = !i.value.trim(); i.classList.toggle('invalid', bad); if (bad) e.preventDefault(); });</script>
</body></html>`))
	}))
	t.Cleanup(srv.Close)
	s := newSession(t)
	ctx := testCtx(t)
	if _, err := s.Navigate(ctx, srv.URL+"/checkout/delivery.html", browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		t.Fatal(err)
	}
	var run []checks.Check
	for _, id := range []string{"aa-error-announce", "aa-error-suggestion", "aa-status-message", "aa-hover-content"} {
		c, ok := checks.ByID(id)
		if !ok {
			t.Fatalf("no check %s", id)
		}
		run = append(run, c)
	}
	rep, err := testEngine.RunChecks(ctx, s, run, nil)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, v := range rep.Found {
		found = found || (v.RuleID == "aa-error-announce" && v.Selector == "#name")
	}
	if !found || len(rep.Errors) > 0 {
		t.Fatalf("the field reddened by colour alone was not found (%v), errors %v", rep.Found, rep.Errors)
	}
	vr, err := testEngine.Verify(ctx, s, "#name", "aa-error-announce")
	if err != nil || vr.Status != "fail" {
		t.Errorf("verifying the finding: %+v, %v", vr, err)
	}
	if n := loads.Load(); n != 1 {
		t.Errorf("the server was asked for the page %d times, want once", n)
	}
}
