package audit

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestTitleFromTheTextDrawnAsTitle: a page with no <title> and no h1, whose
// content opens with a hero's title in a styled div, gets that text as its
// title, to review, verified by axe; one with neither, the site's name as
// its home link says it; a page whose content opens with ordinary text,
// and has no home link, is handed to a person.
func TestTitleFromTheTextDrawnAsTitle(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	pages := map[string]string{
		"/hero": `<!doctype html><html lang="en"><head></head><body><header><a href="/">Home</a></header><main>
<section><div style="font-size:36px;font-weight:700">Autumn essentials</div><p>Small-batch homewares.</p></section></main></body></html>`,
		"/plain": `<!doctype html><html lang="en"><head></head><body><main><p>Small-batch homewares.</p>
<div style="font-size:36px;font-weight:700">Sale</div></main></body></html>`,
		// No h1 and no title drawn: the site's name as its home link says it
		// (a "Home" link says nothing of the site).
		"/site": `<!doctype html><html lang="en"><head></head><body><a href="#main">Skip to main content</a><header><a href="/">Home</a> <a href="/" class="brand"><svg width="20" height="20"></svg> Millbrook Library</a></header>
<main><p>Events for every age, all free.</p></main></body></html>`,
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(pages[r.URL.Path]))
	}))
	t.Cleanup(srv.Close)
	for path, want := range map[string]string{"/hero": "Autumn essentials", "/plain": "", "/site": "Millbrook Library"} {
		s := newSessionNamed(t, path)
		ctx := testCtx(t)
		res, err := testEngine.Scan(ctx, s, ScanOptions{URL: srv.URL + path, PageSize: MaxPageSize})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, v := range res.Violations {
			if v.RuleID != "document-title" {
				continue
			}
			found = true
			in, err := testEngine.Inspect(ctx, s, v.Selector)
			if err != nil {
				t.Fatal(err)
			}
			hs, why := fix.PlanFixes(v, in, fix.PlanContext{}, 1)
			if want == "" {
				if len(hs) > 0 {
					t.Errorf("%s: a title from ordinary text: %+v", path, hs)
				}
				continue
			}
			if len(hs) == 0 {
				t.Fatalf("%s: handed off: %s", path, why)
			}
			_, h := fixAndVerify(t, s, v, fix.PlanContext{TitleHash: finding.TextHash("")}) // the page has no title yet
			if h.Fixes[0].Text != want || !h.LowConfidence {
				t.Errorf("%s: title %q (to review %v), want %q to review", path, h.Fixes[0].Text, h.LowConfidence, want)
			}
		}
		if !found {
			t.Errorf("%s: no document-title violation: %+v", path, res.Violations)
		}
	}
}
