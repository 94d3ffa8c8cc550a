package audit

import (
	"net/http"
	"testing"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestContrastInOKLCHIsFixed: Tailwind 4 writes every colour as oklch(),
// and Chromium's computed style keeps it so. The colours are read as sRGB
// (#99a1af for gray-400, the dark card's own background and not white),
// and the contrast fix is planned, applied and verified by axe.
func TestContrastInOKLCHIsFixed(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s, ctx, res := scanServed(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Team</title><style>
body { background: oklch(0.985 0 0); }
.role { color: oklch(70.7% 0.022 261.325); }
.card { background: oklch(0.21 0.034 264.665); padding: 8px; }
.card p { color: oklch(0.446 0.03 256.802); }
</style></head><body><main><h1>Team</h1><p class="role">Designer</p>
<div class="card"><p>On call this week</p></div></main></body></html>`))
	}))
	want := map[string]string{".role": "#99a1af on #fafafa", "div > p": "#4a5565 on #101828"}
	fixed := 0
	for _, v := range res.Violations {
		if v.RuleID != "color-contrast" {
			continue
		}
		in, err := testEngine.Inspect(ctx, s, v.Selector)
		if err != nil || in.Colors == nil {
			t.Fatalf("%s: colours not read: %v", v.Selector, err)
		}
		if got := in.Colors.Color + " on " + in.Colors.Background; got != want[v.Selector] {
			t.Errorf("%s read as %s, want %q", v.Selector, got, want[v.Selector])
		}
		fixAndVerify(t, s, v, fix.PlanContext{})
		fixed++
	}
	if fixed != 2 {
		t.Errorf("%d contrast violations fixed, want the two: %+v", fixed, res.Violations)
	}
}
