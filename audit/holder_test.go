package audit

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestHeldScriptsWithstandAHostilePage: from a context's second scan its
// documents hold axe and the page turns (holdIn). A page that replaces
// window.Function with one that answers our turns with "no findings", and
// puts a Symbol.split on String.prototype, must still be scanned by our
// own code: the held object compiles with what the document had before
// its scripts ran. A page that breaks Symbol.for loses our checks (their
// library needs it, as before), never axe's findings or the scan.
func TestHeldScriptsWithstandAHostilePage(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	for _, breakSymbols := range []bool{false, true} {
		srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			extra := ""
			if breakSymbols {
				extra = "Symbol.for = () => { throw new Error('no symbols'); };"
			}
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Hostile</title><script>
const F = Function;
window.Function = function (...a) { const b = String(a[a.length - 1]); return b.startsWith('return (') ? () => async () => ({ rules: [], enriched: true, title: 'pwned' }) : F(...a); };
window.Function.prototype = F.prototype;
String.prototype[Symbol.split] = function () { return ['x']; };
`+extra+`</script></head><body><main><h1>Hostile</h1><img src="x.png"><button></button></main></body></html>`)
		}))
		s := newSession(t)
		ctx := testCtx(t)
		held := false
		for i := 0; i < 3; i++ {
			res, err := testEngine.Scan(ctx, s, ScanOptions{URL: srv.URL + fmt.Sprintf("/page%d", i), PageSize: MaxPageSize})
			if err != nil {
				t.Fatalf("symbols broken %v, scan %d: %v", breakSymbols, i, err)
			}
			var rules []string
			for _, v := range res.Violations {
				rules = append(rules, v.RuleID)
			}
			if !slices.Contains(rules, "image-alt") || !slices.Contains(rules, "button-name") || res.Title != "Hostile" {
				t.Errorf("symbols broken %v, scan %d: the page's answer came back: %v, title %q", breakSymbols, i, rules, res.Title)
			}
			var st int
			if _, err := s.WithPage(ctx, func(p playwright.Page) error {
				return evalJSONIn(p.MainFrame(), probeTimeout, testEngine.axe.statusJS(testEngine.axe.holderOf(p.MainFrame())), nil, &st)
			}); err != nil {
				t.Fatal(err)
			}
			held = held || st&2 != 0
		}
		if !held {
			t.Errorf("symbols broken %v: no scan ran from the held scripts, so this proved nothing", breakSymbols)
		}
		srv.Close()
	}
}
