package tools

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// resultsPage has something for every tool: a captioned image with no alt
// (its file name a phrase), an empty link, faint text, a form, a button
// that opens an alert, and a link to a second page.
const resultsPage = `<!doctype html><html lang="en"><head><title>Garden shop</title>
<style>.faint { color: #b0b0b0; background: #ffffff; }</style></head><body>
<header><nav><a href="/second">Second page</a></nav></header>
<main><h1>Garden shop</h1>
<figure><img src="/oak-garden-shed.gif" width="40" height="30"><figcaption>Our oak garden shed in spring</figcaption></figure>
<p class="faint">Prices include delivery</p>
<p><a href="/more" id="more"></a></p>
<form action="/search"><label for="q">Search plants</label> <input id="q" name="q">
<label for="size">Size</label> <select id="size"><option value="s">Small</option><option value="l">Large</option></select></form>
<button id="hello" type="button" onclick="alert('Hello there')">Say hello</button>
</main></body></html>`

// textCarriesStructure is the rule TestEveryToolTextCarriesItsFacts holds
// every result to: a client may show the model only the text, so each fact
// of substance in the structured content must be in the text too, tersely.
// A fact of substance is a non-empty string or a non-zero number; booleans
// are flags, not facts. Left out as bookkeeping:
//   - files and directories written (path, dir, file, keys ending in _path,
//     _file or _dir): the text names the one the caller needs;
//   - times and durations (timestamp, last_run, keys ending in _at or _ms,
//     timings);
//   - checksums and fingerprints (keys ending in _hash, fingerprint); the
//     one a caller passes on, inspect's text_hash, is asserted on its own;
//   - markup and raw axe fields another field says in words (html, keys
//     ending in _html, target, xpath, data, help_url);
//   - copies of a file's content returned inline (content, bundle);
//   - the list of checks a run covered (ran): the text gives their number;
//   - html_bytes, a size measured for the benchmarks.
//
// A string counts as present when the text contains it (whitespace folded,
// case ignored, or as %q quotes it); a string over 120 characters, when
// the text has its first 60. A number, in any of its usual spellings.
func textCarriesStructure(tool string, res *mcp.CallToolResult) []string {
	b, _ := json.Marshal(res.StructuredContent)
	var v any
	_ = json.Unmarshal(b, &v)
	txt := fold(text(res))
	var missing []string
	var walk func(path, key string, v any)
	walk = func(path, key string, v any) {
		if bookkeeping(key) {
			return
		}
		switch x := v.(type) {
		case map[string]any:
			for k, e := range x {
				walk(path+"."+k, k, e)
			}
		case []any:
			for i, e := range x {
				walk(fmt.Sprintf("%s[%d]", path, i), key, e)
			}
		case string:
			s := fold(x)
			if s == "" {
				return
			}
			if len(s) > 120 {
				s = s[:60]
			}
			q := fold(strings.Trim(strconv.Quote(x), `"`))
			if len(q) > 120 {
				q = q[:60]
			}
			if !strings.Contains(txt, s) && !strings.Contains(txt, q) {
				missing = append(missing, fmt.Sprintf("%s=%q", path, truncateText(x, 80)))
			}
		case float64:
			if x == 0 {
				return
			}
			for _, f := range []string{strconv.FormatFloat(x, 'f', -1, 64), strconv.FormatFloat(x, 'f', 0, 64),
				strconv.FormatFloat(x, 'f', 1, 64), strconv.FormatFloat(x, 'f', 2, 64)} {
				if strings.Contains(txt, f) {
					return
				}
			}
			missing = append(missing, fmt.Sprintf("%s=%v", path, x))
		}
	}
	walk(tool, "", v)
	sort.Strings(missing)
	return missing
}

// bookkeeping names the keys textCarriesStructure leaves out.
func bookkeeping(key string) bool {
	switch key {
	case "path", "dir", "file", "timestamp", "last_run", "timings", "fingerprint", "state_before", "state_after",
		"html", "target", "xpath", "data", "help_url", "content", "bundle", "ran", "html_bytes":
		return true
	}
	for _, suf := range []string{"_path", "_file", "_dir", "_at", "_ms", "_hash", "_html"} {
		if strings.HasSuffix(key, suf) {
			return true
		}
	}
	return false
}

// fold lowercases and folds whitespace runs to one space.
func fold(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// TestEveryToolTextCarriesItsFacts calls every tool through the in-process
// client against a real page and holds each result's text to
// textCarriesStructure. audit_inspect_element must name the caption of an
// image inside <figure><figcaption>.
func TestEveryToolTextCarriesItsFacts(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	gif, _ := base64.StdEncoding.DecodeString("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/oak-garden-shed.gif":
			w.Header().Set("Content-Type", "image/gif")
			w.Write(gif)
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, resultsPage)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Second</title></head><body><main><h1>Second page</h1><p>More plants soon.</p></main></body></html>`)
		}
	}))
	t.Cleanup(site.Close)
	uploads := t.TempDir()
	if err := os.WriteFile(filepath.Join(uploads, "notes.txt"), []byte("fern care"), 0o644); err != nil {
		t.Fatal(err)
	}
	tb := *testBox
	tb.UploadDir = uploads
	all, _ := ParseToolsets("all")
	srv, err := tb.NewServer(ServerOptions{Name: "results-text", Version: "test", Selection: Selection{Toolsets: all}})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	called := map[string]bool{}
	check := func(tool string, args map[string]any, out any) *mcp.CallToolResult {
		t.Helper()
		res := mustOK(t, c, tool, args, out)
		called[tool] = true
		t.Logf("%s text:\n%s", tool, text(res))
		if missing := textCarriesStructure(tool, res); len(missing) > 0 {
			t.Errorf("%s: the text lacks %d structured facts:\n  %s\ntext:\n%s", tool, len(missing), strings.Join(missing, "\n  "), text(res))
		}
		return res
	}
	home := site.URL + "/"
	check("browser_navigate", map[string]any{"url": home}, nil)
	check("browser_page_structure", map[string]any{}, nil)
	check("browser_find_by_text", map[string]any{"text": "Say hello"}, nil)
	check("browser_select_text", map[string]any{"text": "oak garden shed"}, nil)
	check("browser_type", map[string]any{"selector": "#q", "text": "fern"}, nil)
	check("browser_select_option", map[string]any{"selector": "#size", "values": []string{"l"}}, nil)
	check("browser_press_key", map[string]any{"key": "Tab"}, nil)
	check("browser_scroll", map[string]any{"direction": "down"}, nil)
	check("browser_wait", map[string]any{"text": "Garden shop"}, nil)
	check("browser_wait_for_change", map[string]any{"timeout_ms": 200}, nil)
	check("browser_screenshot", map[string]any{}, nil)
	check("browser_capture_state", map[string]any{"name": "garden shop"}, nil)
	check("browser_tabs", map[string]any{}, nil)
	check("browser_click", map[string]any{"selector": "#hello"}, nil)
	check("browser_handle_dialog", map[string]any{"accept": true}, nil)
	state := "results-text.json"
	check("browser_save_storage_state", map[string]any{"name": state}, nil)
	check("browser_load_storage_state", map[string]any{"name": state}, nil)
	check("browser_navigate", map[string]any{"url": home}, nil)
	check("browser_navigate", map[string]any{"url": site.URL + "/second"}, nil)
	check("browser_back", map[string]any{}, nil)

	var sc audit.ScanResult
	check("audit_scan_url", map[string]any{"page_size": 50}, &sc)
	img := findViolation(t, sc.Violations, "image-alt", "")
	link := findViolation(t, sc.Violations, "link-name", "")
	faint := findViolation(t, sc.Violations, "color-contrast", "")
	check("audit_page_structure", map[string]any{}, nil)
	inspected := check("audit_inspect_element", map[string]any{"violation_id": img.ID}, nil)
	if !strings.Contains(text(inspected), "caption: Our oak garden shed in spring") {
		t.Errorf("inspect's text does not name the figure caption:\n%s", text(inspected))
	}
	check("fix_apply_attribute", map[string]any{"violation_id": img.ID, "attribute": "alt", "value": "Oak garden shed in spring",
		"reasoning": "the figure's caption"}, nil)
	check("audit_verify_element", map[string]any{"violation_id": img.ID}, nil)
	var in inspectResult
	if res := check("audit_inspect_element", map[string]any{"violation_id": link.ID}, &in); !strings.Contains(text(res), in.TextHash) {
		t.Errorf("inspect's text lacks the text_hash fix_apply_content needs:\n%s", text(res))
	}
	check("fix_apply_content", map[string]any{"violation_id": link.ID, "inner_text": "More plants", "original_text_hash": in.TextHash}, nil)
	check("fix_inject_style", map[string]any{"violation_id": faint.ID, "css_class": "aa-fix-1", "styles": map[string]any{"color": "#595959"}}, nil)
	check("fix_export", map[string]any{"format": "patch"}, nil)
	check("audit_session_state", map[string]any{}, nil)
	check("audit_run_checks", map[string]any{"checks": []string{"cheap"}}, nil)
	check("audit_site", map[string]any{"url": home, "max_pages": 2}, nil)

	task := "Search the garden shop for fern"
	plan := []map[string]any{{"step": 1, "action": "TYPE", "target_description": "Search plants", "value": "fern", "semantic_role": "form_field"}}
	var saved skillSaveResult
	check("skill_save", map[string]any{"task": task, "plan": plan, "start_url": home}, &saved)
	check("skill_find", map[string]any{"task": "Search the garden shop for roses", "url": home}, nil)
	check("skill_list", map[string]any{"query": "garden shop"}, nil)
	var ex struct {
		Path string `json:"path"`
	}
	check("skill_export", map[string]any{"ids": []string{saved.ID}}, &ex)
	check("skill_export", map[string]any{"ids": []string{saved.ID}, "format": "playwright"}, nil)
	check("skill_import", map[string]any{"path": ex.Path}, nil)
	check("skill_run", map[string]any{"id": saved.ID, "start_url": home, "variables": map[string]any{}}, nil)
	check("skill_delete", map[string]any{"id": saved.ID}, nil)

	check("browser_navigate", map[string]any{"url": pageURL("/pages/hover-menu.html")}, nil)
	check("browser_hover", map[string]any{"text": "Project Beta"}, nil)
	check("browser_navigate", map[string]any{"url": pageURL("/pages/board-html5.html")}, nil)
	check("browser_drag", map[string]any{"from": map[string]any{"text": "Write release notes"}, "to": map[string]any{"selector": `[data-column="done"]`}}, nil)
	check("browser_navigate", map[string]any{"url": pageURL("/pages/upload.html")}, nil)
	check("browser_file_upload", map[string]any{"selector": "#doc", "paths": []string{"notes.txt"}}, nil)
	check("browser_navigate", map[string]any{"url": pageURL("/pages/observe.html")}, nil)
	check("browser_console_messages", map[string]any{"all": true}, nil)
	check("browser_network_requests", map[string]any{"all": true}, nil)
	check("browser_resize", map[string]any{"width": 1000, "height": 700}, nil)
	check("browser_emulate_media", map[string]any{"color_scheme": "dark"}, nil)
	check("browser_navigate", map[string]any{"url": pageURL("/pages/details-form.html")}, nil)
	check("browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "First name", "value": "Ada"}, {"label": "This is a gift", "value": "true"}}}, nil)
	check("browser_close", map[string]any{}, nil)

	for _, def := range tb.All() {
		if !called[def.Name] {
			t.Errorf("%s was not called: every tool's text is held to the rule", def.Name)
		}
	}
}
