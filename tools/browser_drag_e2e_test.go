package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestDragMovesCardsOnBothKindsOfBoard: a card is dragged between columns
// on a board built on HTML5 drag and drop and on one built with SortableJS
// driven by pointer events; each app's own handler records the move.
func TestDragMovesCardsOnBothKindsOfBoard(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	cases := []struct{ page, card, to, want string }{
		{"/pages/board-html5.html", "Write release notes", `[data-column="done"]`, "c1 in done"},
		{"/pages/board-pointer.html", "Design the logo", "#doing", "k1 in doing"},
	}
	for _, tc := range cases {
		mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL(tc.page)}, nil)
		var out struct {
			Source struct{ Name string } `json:"source"`
		}
		res := mustOK(t, c, "browser_drag", map[string]any{"from": map[string]any{"text": tc.card}, "to": map[string]any{"selector": tc.to}}, &out)
		if !strings.Contains(text(res), tc.card) {
			t.Errorf("%s: the result does not name what was dragged: %s", tc.page, text(res))
		}
		var found findTextResult
		mustOK(t, c, "browser_find_by_text", map[string]any{"text": tc.want, "exact": true}, &found)
		if !found.Found {
			t.Errorf("%s: after the drag the app does not record %q", tc.page, tc.want)
		}
	}
	mustFail(t, c, "browser_drag", map[string]any{"from": map[string]any{"text": "Plan the launch"}}, "to")
}

// TestDragOntoTrashIsADeletion: dropping a card onto the board's Trash
// zone is judged as a deletion; with nobody to ask it is refused, and the
// card is still on the board.
func TestDragOntoTrashIsADeletion(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	srv, _ := denyServer(t)
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/board-html5.html")}, nil)
	msg := mustFail(t, c, "browser_drag", map[string]any{"from": map[string]any{"text": "Fix login bug"}, "to": map[string]any{"selector": ".trash"}}, "deletion")
	if !strings.Contains(msg, "Trash") {
		t.Errorf("the refusal does not say where the card was going: %s", msg)
	}
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "c2 in trash", "exact": true}, &found)
	if found.Found {
		t.Error("the card reached the trash")
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Fix login bug", "exact": true}, &found)
	if !found.Found {
		t.Error("the card is gone from the board")
	}
}
