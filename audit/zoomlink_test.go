package audit

import (
	"net/http"
	"testing"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestZoomAndTextLinkAreFixed: a viewport that stops zooming is fixed by
// taking out what stops it, and a link in a paragraph told from the text
// only by colour is underlined; axe verifies both, and the link still
// goes where it went.
func TestZoomAndTextLinkAreFixed(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s, _, res := scanServed(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Records</title>
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<style>body { color: #222; } a { color: #0a58ca; text-decoration: none; }</style></head>
<body><main><h1>Records</h1><p>Opening hours are on the <a href="/visit">visiting us</a> page, and the reading room is closed on Mondays for cleaning.</p></main></body></html>`))
	}))
	fixed := map[string]bool{}
	for _, v := range res.Violations {
		if v.RuleID == "meta-viewport" || v.RuleID == "link-in-text-block" {
			in, _ := fixAndVerify(t, s, v, fix.PlanContext{})
			fixed[v.RuleID] = true
			if v.RuleID == "link-in-text-block" && in.Attributes["href"] != "/visit" {
				t.Errorf("the link's target changed: %q", in.Attributes["href"])
			}
		}
	}
	if !fixed["meta-viewport"] || !fixed["link-in-text-block"] {
		t.Errorf("fixed %v, want both; violations %+v", fixed, res.Violations)
	}
}
