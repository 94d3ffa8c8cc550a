package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// TestHoverOpensRowMenu: a row's "⋯" button is hidden until the pointer is
// over its row. Clicking it without hovering fails (nothing visible to
// click); browser_hover on the row shows it, and the item chosen from its
// menu changes the app's own state.
func TestHoverOpensRowMenu(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/hover-menu.html")}, nil)
	var st structureResult
	mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	for _, e := range st.Elements {
		if strings.Contains(e.Name, "More actions for Project Beta") {
			t.Errorf("a hidden row button is listed before any hover: %+v", e)
		}
	}
	var hov struct {
		Target struct {
			Name string `json:"name"`
		} `json:"target"`
	}
	res := mustOK(t, c, "browser_hover", map[string]any{"text": "Project Beta"}, &hov)
	if !strings.Contains(text(res), "Project Beta") {
		t.Errorf("hover result does not name its target: %s", text(res))
	}
	mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	ref := ""
	for _, e := range st.Elements {
		if e.Name == "More actions for Project Beta" {
			ref = e.Ref
		}
	}
	if ref == "" {
		t.Fatalf("after hovering the row, its menu button is not listed")
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": ref}, nil)
	mustOK(t, c, "browser_click", map[string]any{"text": "Star"}, nil)
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Starred: beta", "exact": true}, &found)
	if !found.Found {
		t.Error("choosing Star from the hover menu did not change the app's state")
	}
	mustFail(t, c, "browser_hover", map[string]any{"x": 10}, "y")
}

// TestHoverSendsNothingUnasked: a hover is an act that should write
// nothing. A page that writes when the pointer enters a card is refused in
// strict mode (no scope, nobody to ask) and, in standard mode, as an act
// whose effect contradicts it; the site's own log shows the write never
// arrived.
func TestHoverSendsNothingUnasked(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	for _, mode := range []guard.WriteMode{guard.WritesStrict, guard.WritesStandard} {
		site := newWriteSite(t)
		srv, logPath := writesServer(t, func(g *Guardian) { g.Writes = mode })
		c := connect(t, srv)
		mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "hover-write")}, nil)
		call(t, c, "browser_hover", map[string]any{"selector": "#card"})
		waitRefused(t, logPath, site.URL, 1, "a hover that moves a card")
		if got := status(t, c); got != "sent" {
			t.Fatalf("%v: the page's hover handler did not run (status %q): the case proves nothing", mode, got)
		}
		if n := site.count("PATCH /api/cards/7"); n != 0 {
			t.Errorf("%v: the site received the hover's PATCH %d time(s)", mode, n)
		}
	}
}
