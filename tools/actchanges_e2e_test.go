package tools

import (
	"regexp"
	"strings"
	"testing"
)

// refIn finds the ref a result's text gives a control, e.g. `e1x3 menuitem "Archive"`.
func refIn(t *testing.T, out, role, name string) string {
	t.Helper()
	m := regexp.MustCompile(`(?m)^[+~] (\S+) ` + regexp.QuoteMeta(role) + ` "` + regexp.QuoteMeta(name) + `"`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no %s %q among the changes:\n%s", role, name, out)
	}
	return m[1]
}

// TestActsSayWhatChanged: every act's result tells what it changed in the
// structure's terms, so the agent acts next without a structure call: a
// menu's items appear with refs that work at once, the button's state
// moves, a status message and a count appear, a value typed shows its old
// value, a no-op says nothing, and a link's click shows the new page. Each
// step is judged by the page's own state where the act changed it.
func TestActsSayWhatChanged(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/act-changes.html")}, nil)

	out := text(mustOK(t, c, "browser_click", map[string]any{"text": "Actions"}, nil))
	for _, want := range []string{`menuitem "Rename"`, `menuitem "Archive"`, `button "Actions" [expanded] (was [collapsed])`} {
		if !strings.Contains(out, want) {
			t.Errorf("opening the menu: the result lacks %q:\n%s", want, out)
		}
	}
	// The item's ref, from the act's own result, works with no structure call.
	out = text(mustOK(t, c, "browser_click", map[string]any{"ref": refIn(t, out, "menuitem", "Archive")}, nil))
	for _, want := range []string{`+ text: "Order archived"`, `- menuitem "Rename"`, `button "Actions" [collapsed] (was [expanded])`} {
		if !strings.Contains(out, want) {
			t.Errorf("archiving: the result lacks %q:\n%s", want, out)
		}
	}

	out = text(mustOK(t, c, "browser_type", map[string]any{"selector": "#qty", "text": "3", "clear": true}, nil))
	if !strings.Contains(out, `value="3" (was value="1")`) {
		t.Errorf("typing: the result does not say the value moved from 1 to 3:\n%s", out)
	}
	out = text(mustOK(t, c, "browser_click", map[string]any{"text": "Add to cart"}, nil))
	for _, want := range []string{`+ text: "Added 3 to the cart"`, `+ text: "Cart: 3 items"`, `- text: "Cart: 0 items"`} {
		if !strings.Contains(out, want) {
			t.Errorf("adding to the cart: the result lacks %q:\n%s", want, out)
		}
	}
	var st struct {
		Text string `json:"text"`
	}
	out = text(mustOK(t, c, "browser_page_structure", map[string]any{}, &st))
	for _, got := range []string{st.Text, out} {
		if !strings.Contains(got, "Signed in as sam@example.com") || !strings.Contains(got, "Cart: 3 items") || !strings.Contains(got, "Shop Ltd") {
			t.Errorf("the structure drops the header's and footer's text (outside main): %q", got)
		}
	}

	// What a save shows when its response comes, the act's result shows.
	out = text(mustOK(t, c, "browser_click", map[string]any{"text": "Save"}, nil))
	if !strings.Contains(out, `+ text: "Saved on the server"`) {
		t.Errorf("saving: the result lacks what the page showed when the server answered:\n%s", out)
	}

	// A list redrawn whole: the other row's control is not reported as
	// gone and back, and its ref, read before the redraw, still works.
	st2 := text(mustOK(t, c, "browser_page_structure", map[string]any{}, nil))
	refs := regexp.MustCompile(`(?m)^(\S+) button "Done" \[row: (Buy milk|Call Bo)\]`).FindAllStringSubmatch(st2, -1)
	if len(refs) != 2 {
		t.Fatalf("the to-do rows' buttons are not in the structure with their rows:\n%s", st2)
	}
	out = text(mustOK(t, c, "browser_click", map[string]any{"ref": refs[0][1]}, nil))
	if strings.Contains(out, `Call Bo`) {
		t.Errorf("redrawing the list reported the untouched row as changed:\n%s", out)
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": refs[1][1]}, nil)
	pageSays(t, c, "Call Bo done") // the redrawn row's button, reached by its old ref

	out = text(mustOK(t, c, "browser_click", map[string]any{"text": "Refresh"}, nil))
	if strings.Contains(out, "changed:") {
		t.Errorf("a click that changed nothing reports changes:\n%s", out)
	}

	out = text(mustOK(t, c, "browser_click", map[string]any{"text": "Next page"}, nil))
	if !strings.Contains(out, "new page:") || !strings.Contains(out, `link "Back to basic"`) {
		t.Errorf("following a link: the result does not show the new page:\n%s", out)
	}
	// The new page's refs are live too.
	ref := regexp.MustCompile(`(?m)^(\S+) link "Back to basic"`).FindStringSubmatch(out)
	if ref == nil {
		t.Fatalf("no ref for the new page's link:\n%s", out)
	}
	out = text(mustOK(t, c, "browser_click", map[string]any{"ref": ref[1]}, nil))
	if !strings.Contains(out, "basic.html") {
		t.Errorf("the new page's ref did not lead to its link's target:\n%s", out)
	}
}
