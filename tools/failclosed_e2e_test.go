package tools

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestFailClosedBenignLabel: buttons labelled "Close" whose class and
// data-action say delete-account or close-account, and whose handlers
// send nothing (no request for the request judge to catch), are refused
// with no one to ask: a benign label never cancels an identifier that
// says what the button does. close-account was allowed before: the label
// "Close" and the word close in the identifier read as agreeing. A plain
// Close button proceeds.
func TestFailClosedBenignLabel(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newAttackSite(t)
	srv, _ := denyServer(t)
	c := connect(t, srv)
	url := site.URL + "/attacks/conflict-close-text.html"
	mustOK(t, c, "browser_navigate", map[string]any{"url": url}, nil)
	for _, s := range []toolCall{click("#a1"), key("Enter", "#a1"), click("#a2"), key("Space", "#a2"), click("#a3")} {
		res := call(t, c, s.tool, s.args)
		if msg := text(res); !res.IsError || !strings.HasPrefix(msg, "destructive action requires confirmation: ") {
			t.Errorf("%s %v was not refused: %s", s.tool, s.args, msg)
		}
	}
	if got := status(t, c); strings.Contains(got, "attack") {
		t.Errorf("the delete-account handler ran: #status %q", got)
	}
	asker := &elicitor{action: mcp.ElicitationResponseActionDecline}
	user := connectEliciting(t, srv, asker)
	mustOK(t, user, "browser_navigate", map[string]any{"url": url}, nil)
	before := site.get("conflict-close-text.html/benign")
	mustOK(t, user, "browser_click", map[string]any{"selector": "#benign"}, nil)
	if len(asker.asked) != 0 {
		t.Errorf("the plain Close button asked: %q", asker.asked)
	}
	if !site.waitFor(testCtx(t), "conflict-close-text.html/benign", before) {
		t.Errorf("the plain Close button did not take effect")
	}
}
