package tools

import (
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/guard"
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

// TestDatesAsTheServerRuns: the written forms reach a date and a time field
// when the tool server runs as `serve` runs it, with a secrets store (empty
// here), by browser_type and by browser_fill_form, and fill_form says what
// every field now holds. With a store, typing went the secrets' way and
// skipped the conversion: "Malformed value" for "17 March 2027" in the
// real server, while the test server (no store) passed.
func TestDatesAsTheServerRuns(t *testing.T) {
	t.Parallel()
	srv, _ := writesServer(t, func(g *Guardian) {
		g.Writes = guard.WritesStandard
		secrets, err := guard.LoadSecrets("")
		if err != nil {
			t.Fatal(err)
		}
		g.Secrets = secrets
	})
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/agent-hands.html")}, nil)
	mustOK(t, c, "browser_type", map[string]any{"selector": "#when", "text": "17 March 2027"}, nil)
	pageSays(t, c, "when is 2027-03-17")
	out := text(mustOK(t, c, "browser_fill_form", map[string]any{"fields": []map[string]any{
		{"label": "Delivery date", "value": "03/18/2027"}, {"label": "Time", "value": "3:30 PM"}}}, nil))
	pageSays(t, c, "at is 15:30")
	for _, want := range []string{`value="2027-03-18"`, `value="15:30"`} {
		if !strings.Contains(out, want) {
			t.Errorf("browser_fill_form's result does not say %s:\n%s", want, out)
		}
	}
}
