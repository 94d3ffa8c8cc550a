package tools

import (
	"regexp"
	"strings"
	"testing"
)

// TestEverythingOperableIsAddressable: icon-only buttons, a field labelled
// by a sibling span, actions repeated in table rows, draggable items, a
// clickable card, a resize grip and spans made operable only by listeners
// a script added all appear in the structure with a
// usable name (derived ones marked as such) and a ref; acting by that
// ref does what the page says it does.
func TestEverythingOperableIsAddressable(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/addressable.html")}, nil)
	out := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	refOf := func(line string) string {
		t.Helper()
		m := regexp.MustCompile(`(?m)^(\S+) ` + regexp.QuoteMeta(line)).FindStringSubmatch(out)
		if m == nil {
			t.Fatalf("no line %q in the structure:\n%s", line, out)
		}
		return m[1]
	}
	for _, line := range []string{
		`button (no name; icon "trash")`,
		`button (no name; icon "star")`,
		`textbox (no label; text before "Recipient")`,
		`button "Cancel order" [row: #1001 · Shipped]`,
		`button "Cancel order" [row: #1002 · Delivered]`,
		`li "Write report" [draggable]`,
		`li "Call Ana" [draggable]`,
		`div "Quarterly plan"`,
		`span (no name; icon "heart")`,
		`span "Archive"`,
		// A slider says where its ends are: a model moving it by keys or
		// typing a value needs them.
		`slider "Max price" value="100" range=0–500 step 25`,
		`slider "Volume" value="3" range=1–10`,
		// A row's words, not the control's taken out of them ("12+").
		`button "+" [row: Adults 12+ years − 2]`,
		`button "+" [row: Children 2–11 years − 0]`,
		// A symbol names nothing: the one "⋯" carries its row.
		`button "⋯" [row: budget.xlsx]`,
		// A day a table's one handler serves.
		`td "2"`,
		// A state the page keeps in a class it toggles.
		`div (no name; markup "push") [.on] [row: Push notifications]`,
	} {
		refOf(line)
	}
	digest := refOf(`div (no name; markup "digest") [row: Email digest]`)
	plus, day := refOf(`button "+" [row: Children 2–11 years − 0]`), refOf(`td "2"`)
	price, volume := refOf(`slider "Max price" value="100" range=0–500 step 25`), refOf(`slider "Volume" value="3" range=1–10`)
	// Classes that take one another's place are variants, not states.
	if strings.Contains(out, "[.is-") {
		t.Errorf("a variant class is shown as a state:\n%s", out)
	}
	if !regexp.MustCompile(`(?m)^\S+ div \(no name; markup "grip"\)`).MatchString(out) { // class="grip"
		t.Errorf("the resize grip is not in the structure:\n%s", out)
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": refOf(`button (no name; icon "trash")`)}, nil)
	pageSays(t, c, "moved to trash")
	mustOK(t, c, "browser_click", map[string]any{"ref": refOf(`button "Cancel order" [row: #1002 · Delivered]`)}, nil)
	pageSays(t, c, "cancelled #1002")
	mustOK(t, c, "browser_click", map[string]any{"ref": refOf(`div "Quarterly plan"`)}, nil)
	pageSays(t, c, "opened the plan")
	// Listeners a script added, read over DevTools, are the only tell.
	mustOK(t, c, "browser_click", map[string]any{"ref": refOf(`span (no name; icon "heart")`)}, nil)
	pageSays(t, c, "favourited")
	mustOK(t, c, "browser_click", map[string]any{"ref": refOf(`span "Archive"`)}, nil)
	pageSays(t, c, "archived")
	mustOK(t, c, "browser_type", map[string]any{"ref": refOf(`textbox (no label; text before "Recipient")`), "text": "ana@example.com"}, nil)
	pageSays(t, c, "to ana@example.com")
	writeReport := refOf(`li "Write report" [draggable]`)
	out = text(mustOK(t, c, "browser_drag", map[string]any{"from": map[string]any{"ref": refOf(`li "Call Ana" [draggable]`)},
		"to": map[string]any{"ref": writeReport}}, nil))
	if !regexp.MustCompile(`~ order now: \S+ li "Call Ana", \S+ li "Write report"`).MatchString(out) {
		t.Errorf("the drag's result does not give the new order:\n%s", out)
	}
	pageSays(t, c, "first task: Call Ana")
	// A ref names its element, not a place: after the reorder the ref
	// read before it still clicks Write report, now second.
	mustOK(t, c, "browser_click", map[string]any{"ref": writeReport}, nil)
	pageSays(t, c, "picked Write report")
	mustOK(t, c, "browser_type", map[string]any{"ref": price, "text": "250"}, nil)
	pageSays(t, c, "up to $250")
	mustOK(t, c, "browser_click", map[string]any{"ref": volume}, nil)
	out = text(mustOK(t, c, "browser_press_key", map[string]any{"key": "ArrowRight"}, nil))
	if !regexp.MustCompile(`~ \S+ slider "Volume" value="4" range=1–10 \(was value="3"\)`).MatchString(out) {
		t.Errorf("the key's result does not give the slider's new value:\n%s", out)
	}
	pageSays(t, c, "volume 4")
	mustOK(t, c, "browser_click", map[string]any{"ref": plus}, nil)
	pageSays(t, c, "one more Children")
	mustOK(t, c, "browser_click", map[string]any{"ref": day}, nil)
	pageSays(t, c, "picked day 2")
	out = text(mustOK(t, c, "browser_click", map[string]any{"ref": digest}, nil))
	if !regexp.MustCompile(`~ \S+ div \(no name; markup "digest"\) \[\.on\]`).MatchString(out) {
		t.Errorf("the switch's click does not say it is now on:\n%s", out)
	}
	pageSays(t, c, "Email digest on")
	mustOK(t, c, "browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "Recipient", "value": "bo@example.com"}}}, nil)
	pageSays(t, c, "to bo@example.com")
}
