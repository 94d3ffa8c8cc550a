package audit

import (
	"net/http"
	"slices"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestOrientationLockIsFound: a page that turns itself a quarter turn in
// portrait (ACT b33eff) fails 1.3.4 in a WCAG 2.1 AA scan, through axe's
// css-orientation-lock, which axe leaves out of a tag run as experimental.
// A page that turns by a few degrees in portrait, or a quarter turn not
// tied to orientation, passes.
func TestOrientationLockIsFound(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	page := func(css string) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte(`<!doctype html><html lang="en"><head><title>Tickets</title><style>` + css +
				`</style></head><body><main><h1>Tickets</h1><p class="badge">New</p><p>Choose a date.</p></main></body></html>`))
		})
	}
	locked := func(res ScanResult) (bool, []string) {
		for _, v := range res.Violations {
			if v.RuleID == "css-orientation-lock" {
				return true, v.Criteria
			}
		}
		return false, nil
	}
	s, ctx, res := scanServed(t, page(`@media (orientation: portrait) { html { transform: rotate(90deg); } }`))
	if ok, crit := locked(res); !ok || !slices.Contains(crit, "1.3.4") {
		t.Errorf("a page turned a quarter in portrait: css-orientation-lock %v under %v, want a 1.3.4 violation", ok, crit)
	}
	// A re-scan after a change of the page runs the rule again (it had
	// been switched off there by the re-scan's own rule list).
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		_, err := p.Evaluate(`() => { const p = document.createElement('p'); p.textContent = 'Sold out on Friday.'; document.querySelector('main').append(p); }`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	again, err := testEngine.Scan(ctx, s, ScanOptions{PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := locked(again); !ok || again.Rescan == nil || !again.Rescan.Incremental {
		t.Errorf("after a change, the re-scan (%+v) lost the orientation lock: %v", again.Rescan, ok)
	}
	for _, css := range []string{
		`.badge { transform: rotate(90deg); display: inline-block; }`,
		`@media (orientation: portrait) { html { transform: rotate(1deg); } }`,
	} {
		if _, _, res := scanServed(t, page(css)); func() bool { ok, _ := locked(res); return ok }() {
			t.Errorf("%s: reported as an orientation lock", css)
		}
	}
}
