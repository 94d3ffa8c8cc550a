package tools

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestOfferedRefsWork: a ref a failed act offers among its candidates
// works in the next call (a model used one and was told "no element
// matches for ref"), and text matches whatever the spacing between an
// element's parts: the structure shows "▸ Finance" for
// <span>▸</span>Finance, and that is what a model types. Judged by the
// page's own state: the department it shows as chosen.
func TestOfferedRefsWork(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(`<!doctype html><html lang="en"><head><title>Departments</title>
<style>.node{cursor:pointer;padding:4px}</style></head><body><main><h1>Departments</h1>
<div id="tree"><div class="node" data-dept="fin"><span class="caret">▸</span>Finance</div>
<div class="node" data-dept="ops"><span class="caret">▸</span>Operations</div></div>
<p>Chosen: <span id="chosen">none</span></p>
<script>document.getElementById('tree').addEventListener('click', (e) => {
  const n = e.target.closest('[data-dept]'); if (n) document.getElementById('chosen').textContent = n.dataset.dept; });</script>
</main></body></html>`))
	}))
	defer srv.Close()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": srv.URL + "/"}, nil)

	out := mustOK(t, c, "browser_click", map[string]any{"text": "▸ Finance"}, nil)
	if !strings.Contains(text(out), `"Chosen: fin"`) {
		t.Errorf("click on text %q, as the structure shows it:\n%s\nwant the page to show Finance chosen", "▸ Finance", text(out))
	}

	msg := mustFail(t, c, "browser_click", map[string]any{"text": "Operatons"}, "Operations")
	m := regexp.MustCompile(`ref=(e[0-9a-z_]+)`).FindStringSubmatch(msg)
	if m == nil {
		t.Fatalf("the refusal offers no ref:\n%s", msg)
	}
	out = mustOK(t, c, "browser_click", map[string]any{"ref": m[1]}, nil)
	if !strings.Contains(text(out), `"Chosen: ops"`) {
		t.Errorf("click on the offered ref %s:\n%s\nwant Operations chosen", m[1], text(out))
	}
}
