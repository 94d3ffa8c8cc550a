// Command fillgovuk measures browser_fill_form on form fields this team did
// not write: every field of the published GOV.UK Frontend component
// examples (testdata/govuk-frontend, 293 examples, MIT). It serves each
// example on 127.0.0.1 as the audit's precision test does, starts the real
// binary as an MCP server over stdio, and for every field reads its label
// from the page (its <label>'s visible text, else aria-label), then fills
// that one field by that label in a call of its own. A fill counts as
// right when that field, and no other, now holds the value; a field whose
// label another field shares (or contains) must be refused, never guessed.
//
//	go build -o /tmp/accessagents ./cmd/accessagents
//	go run ./bench/fillgovuk -bin /tmp/accessagents          # the table
//	go run ./bench/fillgovuk -bin /tmp/accessagents -v       # and every miss
//
// Fields are filled one at a time in page order, so a radio checked earlier
// is unchecked by a later one of its group: a change to another field
// counts against the fill only when that field now holds what was written.
package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/bench/govuk"
)

var (
	bin     = flag.String("bin", "accessagents", "the accessagents binary")
	corpus  = flag.String("corpus", "testdata/govuk-frontend", "the GOV.UK Frontend corpus directory")
	verbose = flag.Bool("v", false, "print every field that was not filled right")
)

type example = govuk.Example

// field is one form field as the page shows it, read before any fill.
type field struct {
	Index    int    `json:"i"`
	Tag      string `json:"tag"`
	Type     string `json:"type"`
	Label    string `json:"label"`
	Disabled bool   `json:"disabled"`
	Last     string `json:"last"` // a select's last option
	V        string `json:"v"`    // its state when the page loaded
}

// probeJS is added to every example page: it logs each form field (file,
// hidden and button inputs aside) with the label a person reads, then, on
// every input or change event, each field whose state changed (its value,
// or for a checkbox or radio whether it is checked). The bench reads these
// lines with browser_console_messages: the page reports, not our tools.
const probeJS = `<script>(() => {
  const text = s => (s || '').replace(/\s+/g, ' ').trim();
  const clip = s => s.length > 100 ? s.slice(0, 100) : s; // console lines are cut at 500 characters
  const els = [...document.querySelectorAll('input, select, textarea')]
    .filter(e => !['hidden', 'file', 'submit', 'button', 'reset', 'image'].includes((e.type || '').toLowerCase()));
  const state = e => e.type === 'checkbox' || e.type === 'radio' ? String(e.checked) : e.value;
  const last = els.map(state);
  els.forEach((e, i) => console.log('F ' + JSON.stringify({ i, tag: e.tagName.toLowerCase(), type: (e.type || '').toLowerCase(),
    label: text(e.labels && e.labels.length ? e.labels[0].innerText : e.getAttribute('aria-label')).slice(0, 300), disabled: e.disabled,
    last: e.tagName === 'SELECT' && e.options.length ? text(e.options[e.options.length - 1].textContent) : '', v: clip(last[i]) })));
  const report = () => els.forEach((e, i) => { const s = state(e); if (s !== last[i]) { last[i] = s; console.log('S ' + JSON.stringify({ i, v: clip(s) })); } });
  document.addEventListener('input', report, true);
  document.addEventListener('change', report, true);
  console.log('READY ' + els.length);
})();</script>`

func main() {
	flag.Parse()
	examples, err := govuk.Load(*corpus)
	if err != nil {
		fail(err)
	}
	base := serve(examples)
	ctx := context.Background()
	c, err := client.NewStdioMCPClient(*bin, nil, "--output-dir", os.TempDir()+"/fillgovuk", "--toolsets", "all")
	if err != nil {
		fail(err)
	}
	defer c.Close()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "fillgovuk", Version: "1"}
	if _, err := c.Initialize(ctx, init); err != nil {
		fail(err)
	}
	var t tally
	start := time.Now()
	for i, ex := range examples {
		url := fmt.Sprintf("%s/ex/%d", base, i)
		if res, err := call(ctx, c, "browser_navigate", map[string]any{"url": url}); err != nil || res.IsError {
			fail(fmt.Errorf("example %d: %v %s", i, err, errText(res)))
		}
		var fields []field
		state := map[int]string{}
		ready := false
		for try := 0; try < 50 && !ready; try++ {
			for _, m := range console(ctx, c, url) {
				switch {
				case strings.HasPrefix(m, "F "):
					var f field
					if err := json.Unmarshal([]byte(m[2:]), &f); err != nil {
						fail(fmt.Errorf("example %d: %q: %w", i, m, err))
					}
					fields = append(fields, f)
					state[f.Index] = f.V
				case strings.HasPrefix(m, "READY "):
					ready = true
				}
			}
			if !ready {
				time.Sleep(100 * time.Millisecond)
			}
		}
		if !ready {
			fail(fmt.Errorf("example %d: the page's probe never reported", i))
		}
		if len(fields) > 0 {
			t.examples++
		}
		for _, f := range fields {
			t.measure(ctx, c, url, ex, i, f, fields, state)
		}
	}
	t.print(time.Since(start))
}

type tally struct {
	examples, fields, unlabelled                     int
	unique, right, wrongField, refusedUnique, notSet int
	shared, sharedRefused, sharedFilled              int
	disabled, disabledRefused, disabledFilled        int
}

// changes reads the page's reports of changed fields since the last read;
// when want is not in them yet, it waits a little for console lines still
// on their way (a report is logged inside the event the fill caused).
func changes(ctx context.Context, c *client.Client, url string, state map[int]string, want int, wait bool) map[int]bool {
	changed := map[int]bool{}
	for try := 0; try < 10; try++ {
		for _, m := range console(ctx, c, url) {
			if !strings.HasPrefix(m, "S ") {
				continue
			}
			var s struct {
				I int    `json:"i"`
				V string `json:"v"`
			}
			if json.Unmarshal([]byte(m[2:]), &s) == nil {
				changed[s.I] = true
				state[s.I] = s.V
			}
		}
		if changed[want] || !wait {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	return changed
}

func (t *tally) measure(ctx context.Context, c *client.Client, url string, ex example, n int, f field, all []field, state map[int]string) {
	t.fields++
	if f.Label == "" {
		t.unlabelled++
		return
	}
	shared := false
	for _, o := range all {
		if o.Index != f.Index && o.Label != "" && strings.Contains(fold(o.Label), fold(f.Label)) {
			shared = true
		}
	}
	value := valueFor(f)
	res, err := call(ctx, c, "browser_fill_form", map[string]any{"fields": []map[string]any{{"label": f.Label, "value": value}}})
	if err != nil {
		fail(err)
	}
	changed := changes(ctx, c, url, state, f.Index, !res.IsError)
	want := value
	if f.Tag == "select" {
		want = "" // a select's value is its option's value: a change is what is checked
	}
	// Another field that now holds what was written took the fill: that
	// is a wrong field. Other changes are the page's own doing (checking
	// a radio unchecks its group; GOV.UK's "none" checkbox clears others).
	took := false
	for j := range changed {
		if j != f.Index && (all[j].Tag == "select" && f.Tag == "select" || want != "" && state[j] == want) {
			took = true
		}
	}
	only := changed[f.Index] && !took
	setRight := !res.IsError && (only && (want == "" || state[f.Index] == want) || len(changed) == 0 && want != "" && state[f.Index] == want)
	where := fmt.Sprintf("%d %s/%s field %d (%s %s) %q", n, ex.Component, ex.Name, f.Index, f.Tag, f.Type, f.Label)
	switch {
	case f.Disabled:
		t.disabled++
		if res.IsError && len(changed) == 0 {
			t.disabledRefused++
		} else {
			t.disabledFilled++
			t.miss("disabled field filled", where, res)
		}
	case shared:
		t.shared++
		switch {
		case res.IsError && len(changed) == 0:
			t.sharedRefused++
		case setRight:
			t.sharedFilled++ // the exact name told the fields apart
		case !took:
			t.sharedRefused++ // refused by the tool after a side effect: not a wrong field
			t.miss("shared label: refused after a change", where, res)
		default:
			t.wrongField++
			t.miss("shared label: another field changed", where, res)
		}
	default:
		t.unique++
		switch {
		case setRight:
			t.right++
		case res.IsError && len(changed) == 0:
			t.refusedUnique++
			t.miss("refused", where, res)
		case took:
			t.wrongField++
			t.miss("another field changed", where, res)
		default:
			t.notSet++
			t.miss(fmt.Sprintf("value not set (now %q)", state[f.Index]), where, res)
		}
	}
}

func (t *tally) miss(what, where string, res *mcp.CallToolResult) {
	if *verbose {
		fmt.Printf("MISS %s: %s\n    %s\n", what, where, firstLine(text(res)))
	}
}

func (t *tally) print(took time.Duration) {
	pct := func(a, b int) string {
		if b == 0 {
			return "–"
		}
		return fmt.Sprintf("%.1f%%", 100*float64(a)/float64(b))
	}
	fmt.Printf("browser_fill_form on GOV.UK Frontend's component examples (%s)\n\n", took.Round(time.Second))
	fmt.Printf("| | count | share |\n|---|---:|---:|\n")
	fmt.Printf("| examples with form fields | %d | |\n", t.examples)
	fmt.Printf("| fields (file, hidden, button inputs aside) | %d | |\n", t.fields)
	fmt.Printf("| without a label or aria-label (not tried) | %d | |\n", t.unlabelled)
	fmt.Printf("| **label no other field shares: filled right** | %d of %d | %s |\n", t.right, t.unique, pct(t.right, t.unique))
	fmt.Printf("| … refused | %d | %s |\n", t.refusedUnique, pct(t.refusedUnique, t.unique))
	fmt.Printf("| … value not set | %d | %s |\n", t.notSet, pct(t.notSet, t.unique))
	fmt.Printf("| label another field shares or contains: refused | %d of %d | %s |\n", t.sharedRefused, t.shared, pct(t.sharedRefused, t.shared))
	fmt.Printf("| … filled right (its exact name told them apart) | %d | %s |\n", t.sharedFilled, pct(t.sharedFilled, t.shared))
	fmt.Printf("| disabled fields: refused | %d of %d | %s |\n", t.disabledRefused, t.disabled, pct(t.disabledRefused, t.disabled))
	fmt.Printf("| **a field other than the labelled one changed** | %d | |\n", t.wrongField)
	fmt.Printf("| **a disabled field changed** | %d | |\n", t.disabledFilled)
}

// valueFor picks what a person would put in the field.
func valueFor(f field) string {
	switch {
	case f.Type == "checkbox" || f.Type == "radio":
		return "true"
	case f.Tag == "select" && f.Last != "":
		return f.Last
	case f.Type == "number":
		return "42"
	case f.Type == "email":
		return "ada@example.org"
	case f.Type == "date":
		return "2026-11-26"
	}
	return "Ada 42"
}

func serve(examples []example) string {
	mux := http.NewServeMux()
	mux.Handle("/govuk/", http.StripPrefix("/govuk/", http.FileServer(http.Dir(*corpus))))
	mux.HandleFunc("/ex/", func(w http.ResponseWriter, r *http.Request) {
		i, err := strconv.Atoi(strings.TrimPrefix(r.URL.Path, "/ex/"))
		if err != nil || i < 0 || i >= len(examples) {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, govuk.Page(examples[i], "/govuk/", probeJS))
	})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fail(err)
	}
	go http.Serve(ln, mux)
	return "http://" + ln.Addr().String()
}

func call(ctx context.Context, c *client.Client, name string, args map[string]any) (*mcp.CallToolResult, error) {
	req := mcp.CallToolRequest{}
	req.Params.Name, req.Params.Arguments = name, args
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	return c.CallTool(ctx, req)
}

// console returns the text of the console lines url logged since the last call.
func console(ctx context.Context, c *client.Client, url string) []string {
	res, err := call(ctx, c, "browser_console_messages", map[string]any{"limit": 200})
	if err != nil || res.IsError {
		fail(fmt.Errorf("browser_console_messages: %v %s", err, errText(res)))
	}
	var out struct {
		Messages []struct {
			Text string `json:"text"`
			Page string `json:"page"`
		} `json:"messages"`
		Dropped int `json:"dropped"`
	}
	b, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(b, &out); err != nil {
		fail(err)
	}
	if out.Dropped > 0 {
		fail(fmt.Errorf("%d console lines dropped", out.Dropped))
	}
	var lines []string
	for _, m := range out.Messages {
		if m.Page == url {
			lines = append(lines, m.Text)
		}
	}
	return lines
}

func errText(res *mcp.CallToolResult) string {
	if res == nil {
		return ""
	}
	return text(res)
}

func text(res *mcp.CallToolResult) string {
	var sb strings.Builder
	for _, ct := range res.Content {
		if tc, ok := ct.(mcp.TextContent); ok {
			sb.WriteString(tc.Text)
		}
	}
	return sb.String()
}

func fold(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

func firstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "fillgovuk:", err)
	os.Exit(1)
}
