package autonomous

import (
	"context"
	"strings"
	"testing"
)

// TestRemediationWithScriptedModel: "fix the accessibility issues" runs the
// PEV loop; the model names the images, each fix goes through the fix tools
// and the verifier, and the vague "image" is rejected and retried.
func TestRemediationWithScriptedModel(t *testing.T) {
	answers := map[string]string{
		"blue-ceramic-mug": `{"attribute":"alt","value":"Blue ceramic mug, 350 ml","reason":"the caption"}`,
		"walnut-desk-lamp": `{"attribute":"alt","value":"Walnut desk lamp with a brass shade","reason":"product image"}`,
		"IMG_2041":         `{"attribute":"alt","value":"Green hills under a pale sky","reason":"staff pick photo"}`,
		"search-btn":       `{"attribute":"aria-label","value":"Search products","reason":"search form"}`,
		"checkout":         `{"attribute":"aria-label","value":"Go to checkout","reason":"cart icon, checkout class"}`,
		"cart-link":        `{"attribute":"aria-label","value":"Shopping cart","reason":"cart link"}`,
	}
	var toteAsked int
	ms := newModelServer(t, nil, func(kind, body string) string {
		if kind != "fix" {
			return ""
		}
		if strings.Contains(body, "linen-tote-bag") {
			toteAsked++
			if !strings.Contains(body, "rejected by the verifier") {
				return `{"attribute":"alt","value":"image","reason":"it is an image"}`
			}
			return `{"attribute":"alt","value":"Natural linen tote bag","reason":"product photo; the verifier asked for content"}`
		}
		for key, a := range answers {
			if strings.Contains(body, key) {
				return a
			}
		}
		return ""
	})
	rep, err := Run(context.Background(), connect(t), ms.llm(false, 8000),
		Options{Task: "Fix the accessibility issues on " + pageURL("/site/shop.html")})
	if err != nil {
		t.Fatal(err)
	}
	r := rep.Remedy
	if rep.Mode != "remediation" || r == nil || !rep.Success || r.ViolationsAfter != 0 {
		t.Fatalf("remediation: %+v\n%+v", rep, r)
	}
	if toteAsked != 2 {
		t.Errorf("the tote image was asked about %d times, want 2 (reject, then reflect)", toteAsked)
	}
	var tote, img bool
	for _, f := range r.Fixes {
		if !f.Verified {
			t.Errorf("unverified fix: %+v", f)
		}
		switch {
		case strings.Contains(f.Selector, "linen-tote-bag"):
			tote = f.Change == `alt="Natural linen tote bag"` && f.Attempts == 2
		case strings.Contains(f.Selector, "IMG_2041"):
			img = f.Change == `alt="Green hills under a pale sky"`
		}
	}
	if !tote || !img {
		t.Errorf("model fixes not applied as scripted: %+v", r.Fixes)
	}
	if rep.LLMCalls == 0 {
		t.Error("no model calls recorded")
	}
}
