package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// scratchCheckoutPage is a checkout form whose submit handler only
// reddens the empty fields (3.3.1 and 1.4.1 by colour alone, F81).
const scratchCheckoutPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Delivery address - Checkout - Bikes</title>
<style>body { font: 16px sans-serif; margin: 2em; } input { display: block; margin: 0 0 1em; padding: 6px; border: 2px solid #505a5f; }
input.invalid { border-color: #d32f2f; background: #fff5f5; }</style></head>
<body><main><h1>Delivery address</h1>
<form id="delivery" action="payment.html" method="post" novalidate>
<label for="name">Full name</label><input id="name" name="name" autocomplete="name">
<label for="city">Town or city</label><input id="city" name="city" autocomplete="address-level2">
<button type="submit">Continue to payment</button></form></main>
<script>
document.getElementById('delivery').addEventListener('submit', (e) => {
  let ok = true;
  for (const input of e.target.querySelectorAll('input')) {
    const bad = input.value.trim() === '';
    input.classList.toggle('invalid', bad);
    if (bad) ok = false;
  }
  if (!ok) e.preventDefault();
});
</script></body></html>`

// TestScratchChecksRunOnACheckoutPage: the on-request checks that work
// in a scratch tab show the page's own document there. They requested it
// again, and the guard refuses a page-initiated GET of a payment address,
// so on a page at /checkout every scratch check failed with
// ERR_ABORTED and the form's colour-only errors went unreported. Judged
// by the server's own count: the page is requested once, by the audit's
// own load, at a checkout address and at a plain one.
func TestScratchChecksRunOnACheckoutPage(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var loads atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/checkout/delivery.html", "/delivery.html":
			loads.Add(1)
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(scratchCheckoutPage))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	for _, path := range []string{"/checkout/delivery.html", "/delivery.html"} {
		loads.Store(0)
		out, errOut, code := runBin(t, "audit", srv.URL+path, "--checks", "all", "--format", "json")
		var res audit.ScanResult
		if code != 1 || json.Unmarshal([]byte(out), &res) != nil || res.Checks == nil {
			t.Fatalf("%s: exit %d\n%.300s\n%s", path, code, out, errOut)
		}
		if len(res.Checks.Errors) > 0 {
			t.Errorf("%s: checks failed: %s", path, strings.Join(res.Checks.Errors, "\n"))
		}
		var sels []string
		for _, v := range res.Violations {
			if v.RuleID == "aa-error-announce" {
				sels = append(sels, v.Selector)
			}
		}
		sort.Strings(sels)
		if strings.Join(sels, " ") != "#city #name" {
			t.Errorf("%s: aa-error-announce on %q, want the two fields reddened by colour alone", path, sels)
		}
		if n := loads.Load(); n != 1 {
			t.Errorf("%s: the server was asked for the page %d times, want once", path, n)
		}
	}
}
