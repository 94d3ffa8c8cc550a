package tools

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"
)

// TestHandsPointPrecisely: the cases of an agent guessing, each
// judged by the page's own status line. A name inside a clickable row is
// found and clicked as itself, not as the row; a link that wraps onto a
// second line is not "covered" by its own paragraph; a date and a time
// written as people write them reach the field in its format, and one
// that cannot be read is refused with the format the field needs.
func TestHandsPointPrecisely(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/agent-hands.html")}, nil)

	var found struct {
		Element struct {
			Name string `json:"name"`
		} `json:"element"`
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Kenda", "exact": true}, &found)
	if found.Element.Name != "Kenda" {
		t.Errorf("find_by_text Kenda (exact) found %q, want the name itself", found.Element.Name)
	}
	mustOK(t, c, "browser_click", map[string]any{"text": "Kenda"}, nil)
	pageSays(t, c, "picked Kenda")

	mustOK(t, c, "browser_click", map[string]any{"text": "the terms of this trial and what they mean for you"}, nil)
	pageSays(t, c, "opened the terms")

	mustOK(t, c, "browser_type", map[string]any{"selector": "#when", "text": "03/17/2019"}, nil)
	pageSays(t, c, "when is 2019-03-17")
	mustOK(t, c, "browser_type", map[string]any{"selector": "#at", "text": "8:51 PM"}, nil)
	pageSays(t, c, "at is 20:51")
	mustFail(t, c, "browser_type", map[string]any{"selector": "#when", "text": "next Tuesday"}, "next Tuesday", "YYYY-MM-DD")
	pageSays(t, c, "at is 20:51") // the refused value changed nothing
}

// pageSays checks that the page's own text, as browser_page_structure
// reads it, contains want: the page's status line judges an act.
func pageSays(t *testing.T, c *client.Client, want string) {
	t.Helper()
	var st struct {
		Text string `json:"text"`
	}
	mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	if !strings.Contains(st.Text, want) {
		t.Errorf("the page says %q, want %q", st.Text, want)
	}
}
