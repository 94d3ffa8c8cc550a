package tools

import (
	"context"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestBrowserToolsEndToEnd drives every browser tool through a real MCP
// client against a real Chromium.
func TestBrowserToolsEndToEnd(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	var nav struct {
		Status int    `json:"status"`
		Title  string `json:"title"`
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, &nav)
	if nav.Status != 200 || nav.Title != "Fixture: basic controls" {
		t.Fatalf("navigate: %+v", nav)
	}
	var st structureResult
	res := mustOK(t, c, "browser_page_structure", map[string]any{}, &st)
	refs := map[string]string{}
	for _, e := range st.Elements {
		refs[e.Name] = e.Ref
	}
	if refs["Save"] == "" || !strings.Contains(text(res), `button "Save"`) {
		t.Fatalf("structure lacks Save: %s", text(res))
	}
	mustOK(t, c, "browser_click", map[string]any{"ref": refs["Save"]}, nil)
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "saved", "exact": true}, &found)
	if !found.Found || found.Element.Selector != "#status" {
		t.Errorf("find saved status: %+v", found)
	}
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Remove item"}, &found)
	if found.Found || len(found.Candidates) != 2 {
		t.Errorf("ambiguous find: %+v", found)
	}
	mustOK(t, c, "browser_type", map[string]any{"selector": "#q", "text": "lamp", "submit": true}, nil)
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "submitted:lamp", "exact": true}, &found)
	if !found.Found {
		t.Error("typing + submit had no effect")
	}
	var sel selectResult
	mustOK(t, c, "browser_select_option", map[string]any{"selector": "#color", "values": []string{"Blue"}}, &sel)
	if len(sel.Selected) != 1 || sel.Selected[0] != "b" {
		t.Errorf("select: %+v", sel)
	}
	mustOK(t, c, "browser_press_key", map[string]any{"key": "Tab"}, nil)
	mustOK(t, c, "browser_scroll", map[string]any{"direction": "down", "amount": 200}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"ms": 10}, nil)

	// A dialog is reported, blocks other calls, and is answered.
	var clicked struct {
		Dialog *struct{ Type, Message string } `json:"dialog"`
	}
	res = mustOK(t, c, "browser_click", map[string]any{"selector": "#confirm-btn"}, &clicked)
	if clicked.Dialog == nil || clicked.Dialog.Type != "confirm" || !strings.Contains(text(res), "browser_handle_dialog") {
		t.Fatalf("confirm dialog not reported: %s", text(res))
	}
	mustFail(t, c, "browser_page_structure", map[string]any{}, "dialog is open", "browser_handle_dialog")
	mustOK(t, c, "browser_handle_dialog", map[string]any{"accept": true}, nil)
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "confirmed", "exact": true}, &found)
	if !found.Found {
		t.Error("accepted confirm did not run its handler")
	}
	mustFail(t, c, "browser_handle_dialog", map[string]any{"accept": true}, "no dialog is open")

	// State capture, change detection and screenshots.
	var cap1, cap2 struct {
		StateHash string `json:"state_hash"`
		Duplicate bool   `json:"duplicate"`
		PNGPath   string `json:"png_path"`
	}
	mustOK(t, c, "browser_capture_state", map[string]any{"name": "page"}, &cap1)
	mustOK(t, c, "browser_capture_state", map[string]any{"name": "page-again"}, &cap2)
	if cap1.Duplicate || !cap2.Duplicate || cap1.StateHash != cap2.StateHash {
		t.Errorf("capture de-duplication: %+v %+v", cap1, cap2)
	}
	// The modal opens 300 ms after the click; browser_wait_for_change's own
	// test is TestWaitForChangeOverMCP (its baseline is the view when the
	// call starts, which a slow machine can take after the modal opened).
	mustOK(t, c, "browser_click", map[string]any{"text": "Open dialog"}, nil)
	mustOK(t, c, "browser_wait", map[string]any{"selector": "#modal", "timeout_ms": 10000}, nil)
	res = mustOK(t, c, "browser_screenshot", map[string]any{}, nil)
	var img *mcp.ImageContent
	for _, ct := range res.Content {
		if ic, ok := ct.(mcp.ImageContent); ok {
			img = &ic
		}
	}
	if img == nil || img.MIMEType != "image/png" || len(img.Data) < 1000 {
		t.Fatal("screenshot returned no PNG image content")
	}

	// Navigation and tabs.
	mustOK(t, c, "browser_click", map[string]any{"text": "Close"}, nil)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#new-tab"}, nil)
	var tabs tabsResult
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		mustOK(t, c, "browser_tabs", map[string]any{"action": "list"}, &tabs)
		if len(tabs.Tabs) == 2 {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if len(tabs.Tabs) != 2 {
		t.Fatalf("new tab not visible: %+v", tabs)
	}
	mustOK(t, c, "browser_tabs", map[string]any{"action": "select", "index": 1}, &tabs)
	if tabs.Title != "Second page" {
		t.Errorf("selected tab title %q", tabs.Title)
	}
	mustOK(t, c, "browser_tabs", map[string]any{"action": "close", "index": 1}, nil)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#to-second"}, nil)
	var back struct {
		URL string `json:"url"`
	}
	mustOK(t, c, "browser_back", map[string]any{}, &back)
	if !strings.HasSuffix(back.URL, "/pages/basic.html") {
		t.Errorf("back went to %s", back.URL)
	}
}

// TestBadInputsGetClearErrors sends malformed calls to every tool; each must
// return an error naming the field, and the server must keep serving.
func TestBadInputsGetClearErrors(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
	huge := strings.Repeat("x", 100_000)
	cases := []struct {
		tool string
		args any
		want []string
	}{
		{"browser_navigate", map[string]any{}, []string{"/url", "required"}},
		{"browser_navigate", map[string]any{"url": 42}, []string{"/url", "expected string, got number 42"}},
		{"browser_navigate", map[string]any{"url": "javascript:alert(1)"}, []string{"javascript:", "only http and https"}},
		{"browser_navigate", map[string]any{"url": "file:///etc/passwd"}, []string{"file:"}},
		{"browser_navigate", map[string]any{"url": "https://x/" + huge}, []string{"/url", "length must be <= 4096"}},
		{"browser_navigate", map[string]any{"url": pageURL("/"), "viewport": "tv"}, []string{"/viewport", "desktop"}},
		{"browser_back", map[string]any{"steps": 2}, []string{"/steps", "unknown field", "allowed fields are: confirmation_id"}},
		{"browser_click", map[string]any{"x": "12px", "y": 3}, []string{`browser_click: /x: expected number, got string "12px"`}},
		{"browser_click", map[string]any{"x": 12}, []string{"/y", "required"}},
		{"browser_click", map[string]any{}, []string{"exactly one of"}},
		{"browser_hover", map[string]any{}, []string{"exactly one of"}},
		{"browser_hover", map[string]any{"x": 12}, []string{"/y", "required"}},
		{"browser_select_text", map[string]any{}, []string{"text", "required"}},
		{"browser_select_text", map[string]any{"text": "Save", "nth": 0}, []string{"/nth", ">= 1"}},
		{"browser_drag", map[string]any{"from": map[string]any{"text": "Save"}}, []string{"to", "required"}},
		{"browser_drag", map[string]any{"from": map[string]any{}, "to": map[string]any{"text": "Save"}}, []string{"/from"}},
		{"browser_file_upload", map[string]any{"selector": "#q"}, []string{"paths", "required"}},
		{"browser_click", map[string]any{"selector": "#save", "text": "Save"}, []string{"exactly one way", "selector and text"}},
		{"browser_click", map[string]any{"selector": "#save-button"}, []string{"no element matches", "candidates", "selector=#save"}},
		{"browser_click", map[string]any{"selector": "#zzqx"}, []string{"no element matches", "browser_page_structure"}},
		{"browser_click", map[string]any{"selector": huge}, []string{"/selector", "length must be <= 2000"}},
		{"browser_click", map[string]any{"ref": "not a ref"}, []string{"/ref", "pattern"}},
		{"browser_click", map[string]any{"selector": "#save", "force": true}, []string{"/force", "unknown field", "allowed fields are: confirmation_id, ref, selector, text, x, y"}},
		{"browser_type", map[string]any{"selector": "#q"}, []string{"/text", "required"}},
		{"browser_type", map[string]any{"selector": "#q", "text": "a", "clear": "yes"}, []string{"/clear", "expected boolean"}},
		{"browser_fill_form", map[string]any{"fields": []any{}}, []string{"/fields", "minimum 1 items"}},
		{"browser_fill_form", map[string]any{"fields": []any{map[string]any{"label": "Query"}}}, []string{"/fields/0", "value"}},
		{"browser_fill_form", map[string]any{"fields": []any{map[string]any{"selector": "#q", "value": "x"}}}, []string{"/fields/0", "selector"}},
		{"browser_fill_form", map[string]any{"fields": []any{map[string]any{"label": "Nope", "value": "x"}}}, []string{"fields[0]", `"Nope"`}},
		{"browser_type", map[string]any{"selector": "#nope", "text": "a"}, []string{"no element matches"}},
		{"browser_select_option", map[string]any{"selector": "#color", "values": []string{}}, []string{"/values", "minimum 1 items"}},
		{"browser_select_option", map[string]any{"selector": "#color", "values": "Red"}, []string{"/values", "expected array"}},
		{"browser_select_option", map[string]any{"selector": "#color", "values": []string{"Mauve"}}, []string{"no option", "Red | Green | Blue"}},
		{"browser_scroll", map[string]any{"direction": "sideways"}, []string{"/direction", "up"}},
		{"browser_scroll", map[string]any{"direction": "down", "amount": -5}, []string{"/amount", ">= 1"}},
		{"browser_press_key", map[string]any{"key": ""}, []string{"/key", "length must be >= 1"}},
		{"browser_press_key", map[string]any{"key": "Hyperdrive"}, []string{"unknown key"}},
		{"browser_wait", map[string]any{"ms": 10, "text": "x"}, []string{"exactly one of ms, selector or text"}},
		{"browser_wait", map[string]any{"ms": 999999}, []string{"/ms", "<= 30000"}},
		{"browser_screenshot", map[string]any{"full_page": "true"}, []string{"/full_page", "expected boolean"}},
		{"browser_screenshot", map[string]any{"selector": "#missing"}, []string{"no element matches"}},
		{"browser_tabs", map[string]any{"action": "select"}, []string{"/index", "required"}},
		{"browser_tabs", map[string]any{"action": "select", "index": 9}, []string{"tab 9 does not exist"}},
		{"browser_handle_dialog", map[string]any{}, []string{"/accept", "required"}},
		{"browser_handle_dialog", map[string]any{"accept": true}, []string{"no dialog is open"}},
		{"browser_page_structure", map[string]any{"max_elements": 0}, []string{"/max_elements", ">= 1"}},
		{"browser_find_by_text", map[string]any{"text": ""}, []string{"/text", "length must be >= 1"}},
		{"browser_find_by_text", map[string]any{"text": huge}, []string{"/text", "length must be <= 500"}},
		{"browser_capture_state", map[string]any{"name": 5}, []string{"/name", "expected string"}},
		{"browser_wait_for_change", map[string]any{"threshold_pct": 0}, []string{"/threshold_pct", "must be > 0"}},
		{"browser_wait_for_change", map[string]any{"timeout_ms": 100000}, []string{"/timeout_ms", "<= 30000"}},
		{"audit_scan_url", map[string]any{"page_size": 500}, []string{"/page_size", "<= 50"}},
		{"audit_scan_url", map[string]any{"impact_min": "severe"}, []string{"/impact_min", "critical"}},
		{"audit_scan_url", map[string]any{"cursor": "garbage!"}, []string{"not one this server issued"}},
		{"audit_scan_url", map[string]any{"url": "file:///etc/passwd"}, []string{"file:"}},
		{"audit_verify_element", map[string]any{"selector": "#save"}, []string{"/rule_id", "required"}},
		{"audit_verify_element", map[string]any{"selector": "#save", "rule_id": "Not A Rule"}, []string{"/rule_id", "pattern"}},
		{"audit_verify_element", map[string]any{"selector": "#save", "rule_id": "no-such-rule"}, []string{"unknown axe rule"}},
		{"audit_verify_element", map[string]any{"selector": "#nothing-here", "rule_id": "button-name"}, []string{"no element matches"}},
		{"audit_run_checks", map[string]any{"checks": []string{"keyboard"}}, []string{"/checks/0"}},
		{"audit_run_checks", map[string]any{"checks": []string{"aa-nope"}}, []string{"aa-nope"}},
		{"audit_site", map[string]any{"max_pages": 0}, []string{"/max_pages", ">= 1"}},
		{"audit_site", map[string]any{"url": "https://x.example/", "depth": "deep"}, []string{"/depth", "expected integer"}},
		{"browser_save_storage_state", map[string]any{"name": "../../etc/x.json"}, []string{"/name", "pattern"}},
		{"browser_save_storage_state", map[string]any{}, []string{"/name", "required"}},
		{"browser_load_storage_state", map[string]any{"name": "state.txt"}, []string{"/name", "pattern"}},
		{"audit_run_checks", map[string]any{"checks": []string{}}, []string{"/checks", "minimum 1 items"}},
		{"audit_page_structure", map[string]any{"max_elements": "all"}, []string{"/max_elements", "expected integer"}},
		{"audit_inspect_element", map[string]any{}, []string{"/selector", "/violation_id", "required"}},
		{"audit_inspect_element", map[string]any{"selector": "#save", "violation_id": "v0123456789a"}, []string{"not both"}},
		{"audit_inspect_element", map[string]any{"selector": "#sav"}, []string{"no element matches", "candidates"}},
		{"audit_session_state", map[string]any{"verbose": true}, []string{"/verbose", "unknown field"}},
		{"fix_apply_attribute", map[string]any{"selector": "#save", "attribute": "alt", "value": "x"}, []string{"/reasoning", "required"}},
		{"fix_apply_attribute", map[string]any{"selector": "#save", "attribute": "alt", "value": "x", "reasoning": "r"}, []string{"no audit in this session yet"}},
		{"fix_apply_content", map[string]any{"selector": "#save", "inner_text": "x", "original_text_hash": "abc"}, []string{"/original_text_hash", "pattern"}},
		{"fix_inject_style", map[string]any{"selector": "#save", "css_class": "1bad", "styles": map[string]any{"color": "#000"}}, []string{"/css_class", "pattern"}},
		{"fix_inject_style", map[string]any{"selector": "#save", "css_class": "ok", "styles": map[string]any{}}, []string{"/styles", "minimum 1 properties"}},
		{"fix_export", map[string]any{"format": "pdf"}, []string{"/format", "manifest"}},
		{"fix_export", map[string]any{"format": "manifest"}, []string{"no audit in this session yet"}},
		{"skill_find", map[string]any{}, []string{"/task", "required"}},
		{"skill_find", map[string]any{"task": "Delete project X", "url": "ftp://x"}, []string{"not an absolute http(s) URL"}},
		{"skill_save", map[string]any{"task": "Do it", "plan": []any{}, "start_url": "https://x.example/"}, []string{"/plan", "minimum 1 items"}},
		{"skill_save", map[string]any{"task": "Do it", "plan": []any{map[string]any{"action": "SWIPE"}}, "start_url": "https://x.example/"}, []string{"/plan/0/action", "CLICK"}},
		{"skill_save", map[string]any{"task": "Rename it", "plan": []any{map[string]any{"action": "TYPE", "target_description": "Name", "value": "${nickname}"}}, "start_url": "https://x.example/"}, []string{"${nickname}", "does not bind"}},
		{"skill_list", map[string]any{"limit": 0}, []string{"/limit", ">= 1"}},
		{"skill_delete", map[string]any{"id": "../../etc/passwd"}, []string{"/id", "pattern"}},
		{"skill_export", map[string]any{"ids": []string{"sk_0000000000000000"}}, []string{"no such skill"}},
		{"skill_import", map[string]any{}, []string{"give bundle"}},
		{"skill_import", map[string]any{"bundle": map[string]any{"format": "zip"}}, []string{"bundle format"}},
		{"skill_run", map[string]any{}, []string{"exactly one of id or task"}},
		{"skill_run", map[string]any{"id": "sk_0000000000000000"}, []string{"no such skill"}},
	}
	covered := map[string]bool{}
	for _, tc := range cases {
		covered[tc.tool] = true
		mustFail(t, c, tc.tool, tc.args, tc.want...)
	}
	for _, def := range testBox.Selected(Selection{}) { // the devtools tools: TestConsoleAndNetworkObservation
		if !covered[def.Name] {
			t.Errorf("no bad-input case for %s", def.Name)
		}
	}
	// Still serving, with state intact.
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Save", "exact": true}, &found)
	if !found.Found {
		t.Error("server lost its page after bad inputs")
	}
}

// TestSessionsGetSeparateBrowsers: a cookie set in one MCP session is not
// visible in another.
func TestSessionsGetSeparateBrowsers(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	var aID string
	a, b := connectWithID(t, testMCP, &aID), connect(t, testMCP)
	for _, c := range []*client.Client{a, b} {
		mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
	}
	mustOK(t, a, "browser_click", map[string]any{"text": "Set cookie"}, nil)
	mustOK(t, b, "browser_click", map[string]any{"selector": "#show-cookie"}, nil)
	var found findTextResult
	mustOK(t, b, "browser_find_by_text", map[string]any{"text": "cookie:", "exact": true}, &found)
	if !found.Found {
		t.Error("session b sees session a's cookie")
	}
	// Judged by a's own session: other tests open and close theirs meanwhile.
	if aID == "" || !testBox.Browser.HasSession(aID) {
		t.Fatalf("session a (%q) has no browser session after acting", aID)
	}
	a.Close()
	if testBox.Browser.HasSession(aID) {
		t.Errorf("closing a client left its browser session %s open", aID)
	}
}

// TestCancellationReturnsPromptly: a cancelled call returns within seconds.
func TestCancellationReturnsPromptly(t *testing.T) {
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(200*time.Millisecond, cancel)
	req := mcp.CallToolRequest{}
	req.Params.Name = "browser_wait"
	req.Params.Arguments = map[string]any{"ms": 25000}
	start := time.Now()
	_, _ = c.CallTool(ctx, req)
	if d := time.Since(start); d > 5*time.Second {
		t.Fatalf("cancelled call took %s", d)
	}
	mustOK(t, c, "browser_wait", map[string]any{"ms": 1}, nil)
}

// TestStreamableHTTPTransport serves the same tools over HTTP; two HTTP
// clients get separate browser contexts.
func TestStreamableHTTPTransport(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	h := NewHTTPHandler(testMCP, testBox.Log)
	srv := httptest.NewServer(h)
	defer srv.Close()
	connectHTTP := func() *client.Client {
		c, err := client.NewStreamableHttpClient(srv.URL + "/mcp")
		if err != nil {
			t.Fatal(err)
		}
		ctx := testCtx(t)
		if err := c.Start(ctx); err != nil {
			t.Fatal(err)
		}
		req := mcp.InitializeRequest{}
		req.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
		req.Params.ClientInfo = mcp.Implementation{Name: "http-test", Version: "1"}
		if _, err := c.Initialize(ctx, req); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { c.Close() })
		return c
	}
	a, b := connectHTTP(), connectHTTP()
	list, err := a.ListTools(testCtx(t), mcp.ListToolsRequest{})
	if err != nil || len(list.Tools) != len(testBox.Selected(Selection{})) {
		t.Fatalf("tools/list over HTTP: %d tools, %v", len(list.Tools), err)
	}
	for _, c := range []*client.Client{a, b} {
		mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
	}
	mustOK(t, a, "browser_click", map[string]any{"text": "Set cookie"}, nil)
	mustOK(t, b, "browser_click", map[string]any{"selector": "#show-cookie"}, nil)
	var found findTextResult
	mustOK(t, b, "browser_find_by_text", map[string]any{"text": "cookie:", "exact": true}, &found)
	if !found.Found {
		t.Error("HTTP client b sees client a's cookie")
	}
}

// TestReadOnlyServerHidesActingTools builds a --read-only server.
func TestReadOnlyServerHidesActingTools(t *testing.T) {
	t.Parallel()
	srv, err := testBox.NewServer(ServerOptions{Name: "ro", Version: "test", Selection: Selection{ReadOnly: true}})
	if err != nil {
		t.Fatal(err)
	}
	c := connect(t, srv)
	list, err := c.ListTools(testCtx(t), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tool := range list.Tools {
		if tool.Annotations.ReadOnlyHint == nil || !*tool.Annotations.ReadOnlyHint {
			t.Errorf("read-only server lists %s", tool.Name)
		}
	}
	req := mcp.CallToolRequest{}
	req.Params.Name = "browser_click"
	req.Params.Arguments = map[string]any{"selector": "#save"}
	if res, err := c.CallTool(testCtx(t), req); err == nil && !res.IsError {
		t.Error("read-only server ran browser_click")
	}
}

// TestWaitForChangeOverMCP: a static page reports no change, and a change
// that goes on after the call starts is seen and saved as a state. The
// page's bar changes colour every 50 ms once started, so whenever the call
// takes its baseline, a later view differs: no timing decides the result.
func TestWaitForChangeOverMCP(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/live-progress.html")}, nil)
	var change struct {
		Changed bool `json:"changed"`
		State   *struct {
			StateHash string `json:"state_hash"`
		} `json:"state"`
	}
	mustOK(t, c, "browser_wait_for_change", map[string]any{"timeout_ms": 400}, &change)
	if change.Changed {
		t.Fatal("a static page reported a change")
	}
	mustOK(t, c, "browser_click", map[string]any{"text": "Start import"}, nil)
	res := mustOK(t, c, "browser_wait_for_change", map[string]any{"timeout_ms": 20000}, &change)
	if !change.Changed || change.State == nil || change.State.StateHash == "" {
		t.Fatalf("a changing page reported no change: %s", text(res))
	}
}
