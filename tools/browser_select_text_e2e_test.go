package tools

import (
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

const selectPage = `<!doctype html><html lang="en"><head><title>Editor</title></head><body>
<div role="toolbar"><button id="bold" aria-label="Bold" onmousedown="event.preventDefault()"
 onclick="document.execCommand('bold'); document.getElementById('html').textContent = document.getElementById('ed').innerHTML">B</button></div>
<div id="ed" contenteditable="true" aria-label="Body"><p>Meet the dead<i>line</i> on Friday. The deadline   moved
 to Monday.</p></div>
<p><a href="/policy">Read the deadline policy</a></p>
<textarea id="ta" aria-label="Notes">alpha beta gamma</textarea>
<p>Selected on mouseup: <span id="up">nothing</span></p>
<p>Source: <span id="html"></span></p>
<iframe src="/frame" title="Second editor" style="position:absolute; top:600px; left:300px; width:400px; height:150px"></iframe>
<script>document.addEventListener('mouseup', () => { document.getElementById('up').textContent = String(getSelection()) || 'nothing'; });</script>
</body></html>`

const selectFrame = `<!doctype html><html lang="en"><body>
<div contenteditable="true" aria-label="Frame editor">Text in the framed editor</div>
<script>document.addEventListener('mouseup', () => { parent.document.getElementById('up').textContent = 'in the frame: ' + getSelection(); });</script>
</body></html>`

// TestSelectTextAsAPersonDoes: browser_select_text selects a run of text
// by a real drag, so a page acting on mouseup sees the selection and an
// editor's Bold button bolds exactly it; a run split across elements, the
// nth of several, one in a same-origin frame (by ref) and one in a field
// are selected too, and a link's text is set directly (a drag would move
// the link). Judged by the page's own DOM: its mouseup log and the
// editor's markup after Bold.
func TestSelectTextAsAPersonDoes(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if r.URL.Path == "/frame" {
			w.Write([]byte(selectFrame))
			return
		}
		w.Write([]byte(selectPage))
	}))
	defer srv.Close()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": srv.URL + "/"}, nil)

	var res browser.SelectTextResult
	out := mustOK(t, c, "browser_select_text", map[string]any{"text": "deadline", "nth": 2}, &res)
	if res.Selected != "deadline" || res.By != "pointer" || res.Matches != 3 || !strings.Contains(text(out), `+ text: "Selected on mouseup: deadline"`) {
		t.Errorf("second deadline: %+v\n%s\nwant it selected by a drag, 3 matches, and the page's mouseup log changed", res, text(out))
	}
	out = mustOK(t, c, "browser_click", map[string]any{"selector": "#bold"}, nil)
	if !strings.Contains(text(out), "The <b>deadline</b>") {
		t.Errorf("Bold after selecting the second deadline did not bold exactly it:\n%s", text(out))
	}

	res = browser.SelectTextResult{}
	out = mustOK(t, c, "browser_select_text", map[string]any{"text": "deadline on", "selector": "#ed"}, &res)
	if res.Selected != "deadline on" || res.By != "pointer" || !strings.Contains(text(out), `"deadline on"`) {
		t.Errorf("a run split across <i>: %+v\n%s", res, text(out))
	}

	res = browser.SelectTextResult{}
	mustOK(t, c, "browser_select_text", map[string]any{"text": "deadline", "nth": 3}, &res)
	if res.Selected != "deadline" || res.By != "selection" || res.Target.Role != "link" {
		t.Errorf("the link's word: %+v, want it set directly, in the link", res)
	}

	res = browser.SelectTextResult{}
	mustOK(t, c, "browser_select_text", map[string]any{"text": "BETA", "selector": "#ta"}, &res)
	if res.Selected != "beta" {
		t.Errorf("in the textarea: %+v, want beta (case ignored when no exact run)", res)
	}

	st := mustOK(t, c, "browser_page_structure", map[string]any{}, nil)
	m := regexp.MustCompile(`(e[0-9a-z_]+) div "Frame editor"`).FindStringSubmatch(text(st))
	if m == nil {
		t.Fatalf("no ref for the framed editor in:\n%s", text(st))
	}
	res = browser.SelectTextResult{}
	out = mustOK(t, c, "browser_select_text", map[string]any{"text": "framed editor", "ref": m[1]}, &res)
	if res.Selected != "framed editor" || res.By != "pointer" || !strings.Contains(text(out), `+ text: "Selected on mouseup: in the frame: framed editor"`) {
		t.Errorf("in a frame, by ref: %+v\n%s\nwant a drag the frame's own mouseup saw", res, text(out))
	}

	mustFail(t, c, "browser_select_text", map[string]any{"text": "deadline", "nth": 99}, "runs of", "not 99")
	mustFail(t, c, "browser_select_text", map[string]any{"text": "no such words"}, "no visible text")
	mustFail(t, c, "browser_select_text", map[string]any{"text": "x", "ref": "e1", "selector": "#ed"}, "exactly one way")
}
