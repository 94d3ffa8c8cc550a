package tools

import (
	"regexp"
	"strings"
	"testing"
)

// TestRefsSurviveARerender: a list a framework re-renders on every click
// gets new elements each time; to a person they are the same controls,
// and so are their refs: a ref read before the re-render acts on the
// same row after it, and the next read lists the same refs. A row that
// is gone leaves its refs stale, and the row that moved up into its
// place never takes them, but keeps its own.
func TestRefsSurviveARerender(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/rerender.html")}, nil)
	before := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	refs := func(out string) []string { return regexp.MustCompile(`(?m)^(e\S+) `).FindAllString(out, -1) }
	ref := func(out, line string) string {
		t.Helper()
		m := regexp.MustCompile(`(?m)^(\S+) ` + regexp.QuoteMeta(line)).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no line %q in:\n%s", line, out)
		}
		return m[1]
	}
	first := ref(before, `checkbox sel=[data-i="0"] [row: invoice-0041.pdf Hide]`)
	third := ref(before, `checkbox sel=[data-i="2"] [row: invoice-0043.pdf Hide]`)
	del1 := ref(before, `button "Hide" [row: invoice-0041.pdf]`)
	del2 := ref(before, `button "Hide" [row: invoice-0042.pdf]`)
	mustOK(t, c, "browser_click", map[string]any{"ref": first}, nil) // re-renders every row
	mustOK(t, c, "browser_click", map[string]any{"ref": third}, nil) // a ref from before the re-render
	pageSays(t, c, "selected invoice-0041.pdf, invoice-0043.pdf")
	after := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	if strings.Join(refs(after), "") != strings.Join(refs(before), "") {
		t.Errorf("the re-rendered list has other refs:\nbefore:\n%s\nafter:\n%s", before, after)
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": del1}, nil)
	pageSays(t, c, "hid invoice-0041.pdf")
	// The first row's Hide is gone; the second row's moved up into its
	// place and must not answer to its ref.
	res := call(t, c, "browser_click", map[string]any{"ref": del1})
	if !res.IsError || !strings.Contains(text(res), "no longer in the page") {
		t.Errorf("the deleted row's ref acted: %s", text(res))
	}
	pageSays(t, c, "hid invoice-0041.pdf")
	// The rows that moved up keep their refs.
	moved := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	if got := ref(moved, `button "Hide" [row: invoice-0042.pdf]`); got != del2 {
		t.Errorf("the second row's Hide moved up and is %s, was %s:\n%s", got, del2, moved)
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": del2}, nil)
	pageSays(t, c, "hid invoice-0042.pdf")
	// A reaction that appears on one message while the list re-renders
	// takes no ref of the same reaction on another (a model read a ref
	// move to the wrong message): a name of no letters needs its row.
	msgs := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	theirs := ref(msgs, `button "👍 1" [row: Alexandra Kimura: Standup moved Like]`)
	mustOK(t, c, "browser_click", map[string]any{"ref": ref(msgs, `button "Like" [row: Alex Kim: Mockups are up]`)}, nil)
	pageSays(t, c, "liked Alex Kim")
	liked := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	if got := ref(liked, `button "👍 1" [row: Alexandra Kimura: Standup moved Like]`); got != theirs {
		t.Errorf("the second message's reaction is %s, was %s:\n%s", got, theirs, liked)
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": theirs}, nil)
	pageSays(t, c, "reactions of Alexandra Kimura")
	// Beta's Archive moves into Alpha's place when Alpha goes; Alpha's
	// ref must not archive Beta.
	alpha := ref(liked, `button "Archive"`) // the first: Alpha's
	mustOK(t, c, "browser_click", map[string]any{"ref": alpha}, nil)
	pageSays(t, c, "archived Alpha")
	if res := call(t, c, "browser_click", map[string]any{"ref": alpha}); !res.IsError {
		t.Errorf("Alpha's ref acted again: %s", text(res))
	}
	pageSays(t, c, "archived Alpha")
	// A counter redrawn with its new number keeps its refs; the next
	// page's orders, whose numbers all changed each their own way, are
	// other rows, and the first page's refs are stale.
	cart := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	plus := ref(cart, `button "+" [row: Apples − 3]`)
	minus := ref(cart, `button "−" [row: Apples 3 +]`)
	mustOK(t, c, "browser_click", map[string]any{"ref": plus}, nil)
	pageSays(t, c, "Apples 4, Pears 1")
	mustOK(t, c, "browser_click", map[string]any{"ref": plus}, nil)
	pageSays(t, c, "Apples 5, Pears 1")
	more := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	if ref(more, `button "+" [row: Apples − 5]`) != plus || ref(more, `button "−" [row: Apples 5 +]`) != minus {
		t.Errorf("the counter's buttons took new refs (were %s, %s):\n%s", plus, minus, more)
	}
	cancel := ref(more, `button "Cancel" [row: Order #1001]`)
	mustOK(t, c, "browser_click", map[string]any{"ref": ref(more, `button "Next page"`)}, nil)
	pageSays(t, c, "page 2")
	if res := call(t, c, "browser_click", map[string]any{"ref": cancel}); !res.IsError {
		t.Errorf("the first page's Cancel acted on the second page: %s", text(res))
	}
	pageSays(t, c, "page 2")
	// One ticket shown at a time: the next is another ticket though only
	// its number changed, and the first one's ref must not close it.
	queue := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	closeRef := ref(queue, `button "Close ticket"`)
	mustOK(t, c, "browser_click", map[string]any{"ref": ref(queue, `button "Next ticket"`)}, nil)
	pageSays(t, c, "ticket 124")
	if res := call(t, c, "browser_click", map[string]any{"ref": closeRef}); !res.IsError {
		t.Errorf("PROJ-123's Close acted on PROJ-124: %s", text(res))
	}
	pageSays(t, c, "ticket 124")
	// The pager inside the record it pages: order 1042's Cancel must not
	// cancel order 1043.
	orders := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	cancelOrder := ref(orders, `button "Cancel order"`)
	mustOK(t, c, "browser_click", map[string]any{"ref": ref(orders, `button "Next order"`)}, nil)
	pageSays(t, c, "order 1043")
	if res := call(t, c, "browser_click", map[string]any{"ref": cancelOrder}); !res.IsError {
		t.Errorf("order 1042's Cancel acted on order 1043: %s", text(res))
	}
	pageSays(t, c, "order 1043")
}
