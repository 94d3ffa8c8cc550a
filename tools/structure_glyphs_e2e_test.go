package tools

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

const glyphPage = `<!doctype html><html lang="en"><head><title>Inbox</title>
<style>.msg, .node { cursor: pointer } .star, .caret { display: inline-block; width: 18px }</style></head><body>
<main><h1>Inbox</h1>
<div id="list">
 <div class="msg" data-id="1"><span class="star">☆</span> Priya Nair — Q3 budget</div>
 <div class="msg" data-id="2"><span class="star">☆</span> Tom Becker — Offsite agenda</div>
</div>
<div id="tree"><div class="node" data-dept="fin"><span class="caret">▸</span>Finance</div><div id="kids" hidden>Payments</div></div>
<div class="card"><h2>Kettle</h2><button>Details</button></div>
<div class="card"><h2>Apron</h2><button>Details</button></div>
<div class="bar"><button data-act="forward"><svg width="16" height="16"><path d="M1 1h9v9z"/></svg></button>
 <div class="ib" id="trash-can" onclick="document.getElementById('status').textContent='trashed'"><svg width="16" height="16"><path d="M2 2h9v9z"/></svg></div></div>
<div class="compose"><span>To</span><input id="to"><p>` + "Compose Inbox Starred Sent Archive Trash Priya Nair Q3 budget final numbers Tom Becker Offsite agenda draft and many more words" + `</p><textarea id="body"></textarea></div>
<p>Status: <span id="status">none</span>, starred: <span id="starred">none</span></p>
<script>
document.getElementById('list').addEventListener('click', (e) => {
  const m = e.target.closest('.msg');
  if (e.target.closest('.star')) { e.target.textContent = '★'; document.getElementById('starred').textContent = m.dataset.id; return; }
  document.getElementById('status').textContent = 'opened ' + m.dataset.id;
});
document.getElementById('tree').addEventListener('click', (e) => {
  if (e.target.closest('.caret')) document.getElementById('kids').hidden = false;
});
</script></main></body></html>`

// TestStructureNamesWhatAPersonSees: a star or a caret inside a clickable
// row is a control of its own, reachable by ref (a model had to take a
// screenshot and click by coordinates); a repeated card's button carries
// its card's text; an unnamed control shows what its markup calls it
// (data-act="forward", id="trash-can"); and a paragraph before a field is
// not offered as its label. Judged by the page's own state after acting by
// the refs the structure gave.
func TestStructureNamesWhatAPersonSees(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(glyphPage))
	}))
	defer srv.Close()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": srv.URL + "/"}, nil)
	st := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	t.Logf("structure:\n%s", st)
	refOf := func(pattern string) string {
		t.Helper()
		m := regexp.MustCompile(`(?m)^\s*(e[0-9a-z_]+) ` + pattern).FindStringSubmatch(st)
		if m == nil {
			t.Fatalf("no line matching %q in the structure", pattern)
		}
		return m[1]
	}
	for _, want := range []string{`button "Details" [row: Kettle]`, `button "Details" [row: Apron]`, `(no name; markup "forward")`, `(no name; markup "trash can")`} {
		if !strings.Contains(st, want) {
			t.Errorf("structure lacks %s", want)
		}
	}
	if strings.Contains(st, `text before "Compose`) {
		t.Errorf("a paragraph is offered as the textarea's label")
	}
	star := refOf(`span "☆" \[row: Tom Becker`)
	out := text(mustOK(t, c, "browser_click", map[string]any{"ref": star}, nil))
	if !strings.Contains(out, `starred: 2`) {
		t.Errorf("clicking Tom's star by ref %s:\n%s\nwant message 2 starred", star, out)
	}
	caret := refOf(`span "▸"`)
	out = text(mustOK(t, c, "browser_click", map[string]any{"ref": caret}, nil))
	if !strings.Contains(out, "Payments") {
		t.Errorf("clicking the caret by ref %s:\n%s\nwant the branch opened", caret, out)
	}
}
