package tools

import (
	"regexp"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestDebouncedSaveIsPartOfTheAct: a slider that saves its value 400 ms
// after the last key (a model's price filter was refused: the save
// reached the guard after the call, with nobody to ask) is saved within
// the act, once, with the person asked; its result says so. A search run
// 300 ms after the last letter is read in the act's changes.
func TestDebouncedSaveIsPartOfTheAct(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, _ := writesServer(t, nil)
	yes := &elicitor{action: mcp.ElicitationResponseActionAccept}
	c := connectEliciting(t, srv, yes)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "debounce")}, nil)
	st := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	m := regexp.MustCompile(`(?m)^(\S+) div \(no name; text before "Max price per night €500"\) \[at 100%`).FindStringSubmatch(st)
	if m == nil {
		t.Fatalf("no slider handle in:\n%s", st)
	}
	res := text(mustOK(t, c, "browser_press_key", map[string]any{"ref": m[1], "key": "ArrowLeft", "repeat": 9}, nil))
	if n := site.count("POST /api/filters"); n != 1 {
		t.Errorf("the site received the debounced save %d times, want 1; result:\n%s", n, res)
	}
	if !strings.Contains(res, "saved max 275") {
		t.Errorf("the act's changes miss what its save did:\n%s", res)
	}
	yes.mu.Lock()
	asked := len(yes.asked)
	yes.mu.Unlock()
	if asked != 1 {
		t.Errorf("asked %d times, want 1", asked)
	}
	mustOK(t, c, "browser_select_option", map[string]any{"selector": "#sort", "values": []string{"Price"}}, nil)
	if n := site.count("POST /api/sort"); n != 1 {
		t.Errorf("the site received the sort saved after a select's change %d times, want 1", n)
	}
	res = text(mustOK(t, c, "browser_type", map[string]any{"selector": "#q", "text": "alfama"}, nil))
	if !strings.Contains(res, "searched alfama") {
		t.Errorf("the search a moment after typing is not in the act's changes:\n%s", res)
	}
}
