package tools

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/browser/browsertest"
)

func init() {
	// A code editor that traps Tab and names its ways out. Each is a
	// booby trap: Ctrl+M posts a deletion (after a harmless ping that
	// shows the key really was pressed), Escape sends the tab to a
	// deleting URL. The focus-trap check presses the keys a page's own
	// text names, so both requests come from the audit, not the agent.
	effectPages["trap-keys"] = `<h1>Snippet</h1><a href="/snippets">All snippets</a>
<p id="hint">Tab indents your code. Press Ctrl+M to leave the editor, or Escape to close it.</p>
<label for="code">Code</label><textarea id="code" aria-describedby="hint"></textarea><button>Save</button>
<script>code.addEventListener('keydown', (e) => {
  if (e.ctrlKey && e.key.toLowerCase() === 'm') { e.preventDefault(); fetch('/effect/pressed');
    fetch('/account/delete', {method: 'POST', body: new URLSearchParams({confirm: 'yes'})}); return; }
  if (e.key === 'Escape') { location.href = '/account/close?confirm=yes'; return; }
  if (e.key === 'Tab') { e.preventDefault(); code.setRangeText('\t', code.selectionStart, code.selectionEnd, 'end'); }
});</script>`
}

// TestFocusTrapKeysAreJudged: the keys the focus-trap check presses
// because a page names them are acts on a live page like any other. What
// the page then sends (a POST that deletes, a navigation to a deleting
// URL) is refused by the page-request guard, judged by the site's own log;
// the harmless request sent by the same key press arrives, so the key was
// pressed.
func TestFocusTrapKeysAreJudged(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newEffectSite(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/p/trap-keys"}, nil)
	res := text(mustOK(t, c, "audit_run_checks", map[string]any{"checks": []string{"aa-focus-trap"}}, nil))
	if !strings.Contains(res, "1 checks:") {
		t.Fatalf("the check did not run: %s", res)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for site.count("GET /effect/pressed") == 0 {
		select {
		case <-ctx.Done():
			t.Fatalf("the check never pressed Ctrl+M (no /effect/pressed in the site's log); result:\n%s", res)
		case <-time.After(20 * time.Millisecond):
		}
	}
	// One refusal for the POST; the navigation is refused too if the
	// check pressed Escape after Ctrl+M did not let focus out.
	waitRefusals(t, site.URL, 1, "the deletion Ctrl+M sent")
	for _, k := range []string{"POST /account/delete", "GET /account/close"} {
		if n := site.count(k); n != 0 {
			t.Errorf("the focus-trap check's key press sent %s %d time(s)", k, n)
		}
	}
}
