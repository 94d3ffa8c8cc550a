package tools

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// detailsFields fills all twelve fields of details-form.html: text fields,
// a textarea, a select, a radio and two checkboxes (one to uncheck), named
// by <label for>, a wrapping <label>, aria-label and a legend's group.
var detailsFields = []map[string]any{
	{"label": "First name", "value": "Ada"},
	{"label": "Last name", "value": "Lovelace"},
	{"label": "Email address", "value": "ada@example.org"},
	{"label": "Phone", "value": "020 7946 0000"},
	{"label": "Street", "value": "12 St James's Square"},
	{"label": "Town or city", "value": "London"},
	{"label": "Postcode", "value": "SW1Y 4JH"},
	{"label": "Country", "value": "United Kingdom"},
	{"label": "Notes for the driver", "value": "Ring twice"},
	{"label": "Afternoon", "value": "true"},
	{"label": "This is a gift", "value": "true"},
	{"label": "Send me news", "value": "false"},
}

const detailsSaved = "Saved: first=Ada; last=Lovelace; email=ada@example.org; phone=020 7946 0000; street=12 St James's Square; city=London; postcode=SW1Y 4JH; country=gb; notes=Ring twice; slot=pm; gift=yes; news=no"

// TestFillFormFillsTwelveFieldsInOneCall: one browser_fill_form call sets
// every kind of field and submits; the page's own submit handler reports
// every value. Mistakes are named by field and touch nothing.
func TestFillFormFillsTwelveFieldsInOneCall(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/details-form.html")}, nil)

	// A wrong field is refused before anything is typed.
	bad := append([]map[string]any{}, detailsFields...)
	bad[4] = map[string]any{"label": "Fax", "value": "1"}
	mustFail(t, c, "browser_fill_form", map[string]any{"fields": bad}, "fields[4]", `"Fax"`)
	mustFail(t, c, "browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "This is a gift", "value": "maybe"}}}, "fields[0].value", `"true" or "false"`)
	mustFail(t, c, "browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "Phone", "ref": "e1", "value": "1"}}}, "fields[0]", "exactly one of ref or label")
	mustFail(t, c, "browser_fill_form", map[string]any{"fields": []map[string]any{}}, "fields")
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Saved:"}, &found)
	if found.Found {
		t.Fatal("a refused fill submitted the form")
	}

	var res FillResult
	out := mustOK(t, c, "browser_fill_form", map[string]any{"fields": detailsFields, "submit": true}, &res)
	if len(res.Filled) != 12 || !res.Submitted {
		t.Fatalf("filled %d fields, submitted %v: %s", len(res.Filled), res.Submitted, text(out))
	}
	kinds := map[string]int{}
	for _, f := range res.Filled {
		kinds[f.Kind]++
	}
	if kinds["text"] != 7 || kinds["textarea"] != 1 || kinds["select"] != 1 || kinds["radio"] != 1 || kinds["checkbox"] != 2 {
		t.Errorf("field kinds %v; want 7 text, 1 textarea, 1 select, 1 radio, 2 checkbox", kinds)
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": detailsSaved, "exact": true}, &found)
	if !found.Found {
		t.Errorf("the page did not report every value; want %q", detailsSaved)
	}
}

// BenchmarkFillFormVersusTypeCalls fills the same twelve fields with one
// browser_fill_form call and with twelve single-field calls
// (browser_type, browser_select_option, browser_click), alternating in one
// run, and reports the ratio of their wall times and of the bytes the
// calls returned (what an agent reads).
func BenchmarkFillFormVersusTypeCalls(b *testing.B) {
	c := connect(b, testMCP)
	u := pageURL("/pages/details-form.html")
	var formTime, oneTime time.Duration
	var formBytes, oneBytes int
	for i := 0; i < b.N; i++ {
		mustOK(b, c, "browser_navigate", map[string]any{"url": u}, nil)
		start := time.Now()
		res := mustOK(b, c, "browser_fill_form", map[string]any{"fields": detailsFields}, nil)
		formTime += time.Since(start)
		formBytes += len(text(res)) + len(fmt.Sprint(res.StructuredContent))

		mustOK(b, c, "browser_navigate", map[string]any{"url": u}, nil)
		start = time.Now()
		for _, f := range detailsFields {
			label, value := f["label"].(string), f["value"].(string)
			r := callOne(b, c, label, value)
			oneBytes += len(text(r)) + len(fmt.Sprint(r.StructuredContent))
		}
		oneTime += time.Since(start)
	}
	b.ReportMetric(float64(formTime.Milliseconds())/float64(b.N), "fill_form-ms")
	b.ReportMetric(float64(oneTime.Milliseconds())/float64(b.N), "12-calls-ms")
	b.ReportMetric(oneTime.Seconds()/formTime.Seconds(), "time-ratio")
	b.ReportMetric(float64(oneBytes)/float64(formBytes), "bytes-ratio")
}

// callOne sets one details-form field with the single-field tool a model
// would pick for it.
func callOne(b *testing.B, c *client.Client, label, value string) *mcp.CallToolResult {
	switch {
	case label == "Country":
		return mustOK(b, c, "browser_select_option", map[string]any{"selector": "#country", "values": []string{value}}, nil)
	case value == "true" || value == "false":
		return mustOK(b, c, "browser_click", map[string]any{"text": label}, nil)
	default:
		return mustOK(b, c, "browser_type", map[string]any{"selector": fieldSelector(label), "text": value}, nil)
	}
}

func fieldSelector(label string) string {
	byLabel := map[string]string{"First name": "#first", "Last name": "#last", "Email address": "#email", "Phone": "#phone",
		"Street": "[name=street]", "Town or city": "#city", "Postcode": "[name=postcode]", "Notes for the driver": "#notes"}
	if s, ok := byLabel[label]; ok {
		return s
	}
	return "#" + strings.ToLower(label)
}

// TestCloseStartsAFreshBrowser: browser_close ends the session's browser
// (its tabs go, with what was typed in them); the next call opens a new one.
func TestCloseStartsAFreshBrowser(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	all, _ := ParseToolsets("all")
	srv, err := testBox.NewServer(ServerOptions{Name: "close", Version: "test", Selection: Selection{Toolsets: all}})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/details-form.html")}, nil)
	mustOK(t, c, "browser_tabs", map[string]any{"action": "list"}, nil)
	var closed CloseResult
	mustOK(t, c, "browser_close", map[string]any{}, &closed)
	if !closed.Closed {
		t.Fatal("browser_close did not say it closed")
	}
	var tabs struct {
		Tabs []struct {
			URL string `json:"url"`
		} `json:"tabs"`
	}
	mustOK(t, c, "browser_tabs", map[string]any{"action": "list"}, &tabs)
	if len(tabs.Tabs) != 1 || tabs.Tabs[0].URL != "about:blank" {
		t.Errorf("after browser_close the session has tabs %+v; want one blank tab", tabs.Tabs)
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/details-form.html")}, nil)
}
