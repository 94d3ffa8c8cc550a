package autonomous

import (
	"context"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/audit/report"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestRemediationWithScriptedModel: "fix the accessibility issues" runs the
// PEV loop. Images the rules cannot name honestly go to the vision model
// with their pixels; the vague "image" is rejected by the verifier and the
// model gets the reason and one more try; links and buttons are named by
// the model from their context; every fix goes through the fix tools and
// the verifier.
func TestRemediationWithScriptedModel(t *testing.T) {
	browsertest.Slow(t)
	alts := map[string]string{ // keyed by the text around the image
		"Walnut desk lamp": `{"alt":"Walnut desk lamp with a brass shade","reason":"product photo"}`,
		"Staff pick":       `{"alt":"Green hills under a pale sky","reason":"the photo"}`,
	}
	names := map[string]string{
		"search-btn": `{"attribute":"aria-label","value":"Search products","reason":"search form"}`,
		"checkout":   `{"attribute":"aria-label","value":"Go to checkout","reason":"cart icon, checkout class"}`,
		"cart-link":  `{"attribute":"aria-label","value":"Shopping cart","reason":"cart link"}`,
	}
	var toteAsked int
	ms := newModelServer(t, nil, func(kind, body string) string {
		switch kind {
		case "alt":
			if !strings.Contains(body, "data:image/png;base64,") {
				return ""
			}
			if strings.Contains(body, "Linen tote bag") {
				toteAsked++
				if !strings.Contains(body, "rejected by the verifier") {
					return `{"alt":"image","reason":"it is an image"}`
				}
				return `{"alt":"Natural linen tote bag","reason":"product photo; the verifier asked for content"}`
			}
			for key, a := range alts {
				if strings.Contains(body, key) {
					return a
				}
			}
		case "fix":
			for key, a := range names {
				if strings.Contains(body, key) {
					return a
				}
			}
		}
		return ""
	})
	rep, err := Run(context.Background(), connect(t), ms.llm(true, 8000),
		Options{Task: "Fix the accessibility issues on " + pageURL("/site/shop.html")})
	if err != nil {
		t.Fatal(err)
	}
	r := rep.Remedy
	if rep.Mode != "remediation" || r == nil || !rep.Success || r.ViolationsAfter != 0 {
		t.Fatalf("remediation: %+v\n%+v", rep, r)
	}
	if toteAsked != 2 {
		t.Errorf("the tote image was asked about %d times, want 2 (reject, then retry)", toteAsked)
	}
	var tote, img, mug bool
	for _, f := range r.Fixes {
		if !f.Verified {
			t.Errorf("unverified fix: %+v", f)
		}
		switch {
		case strings.Contains(f.Selector, "linen-tote-bag"):
			tote = f.Change == `alt="Natural linen tote bag"` && f.Attempts == 2 && f.Source == fix.SourceVision && f.Status == report.StatusReview
		case strings.Contains(f.Selector, "IMG_2041"):
			img = f.Change == `alt="Green hills under a pale sky"` && f.Source == fix.SourceVision
		case strings.Contains(f.Selector, "blue-ceramic-mug"):
			mug = f.Source == fix.SourceCaption // the caption is honest; no model call
		}
	}
	if !tote || !img || !mug {
		t.Errorf("model fixes not applied as scripted: %+v", r.Fixes)
	}
	if rep.LLMCalls == 0 {
		t.Error("no model calls recorded")
	}
}
