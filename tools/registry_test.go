package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var update = flag.Bool("update", false, "rewrite tool schema snapshots and the README tool list")

func toolList(t *testing.T) []mcp.Tool {
	t.Helper()
	list, err := testBox.ToolList()
	if err != nil {
		t.Fatal(err)
	}
	return list
}

func TestRegistryRules(t *testing.T) {
	t.Parallel()
	seen := map[string]bool{}
	nameRE := regexp.MustCompile(`^(browser|audit|fix|skill)_[a-z_]+$`)
	for _, def := range testBox.All() {
		if seen[def.Name] {
			t.Errorf("duplicate tool name %s", def.Name)
		}
		seen[def.Name] = true
		if !nameRE.MatchString(def.Name) {
			t.Errorf("%s: names are snake_case with a toolset prefix", def.Name)
		}
		// devtools is an opt-in set of browser tools, named as Playwright
		// MCP names them (browser_console_messages, browser_resize).
		prefix := strings.TrimSuffix(def.Toolset, "s") + "_"
		if def.Toolset == "devtools" {
			prefix = "browser_"
		}
		if !strings.HasPrefix(def.Name, prefix) {
			t.Errorf("%s: prefix does not match toolset %q", def.Name, def.Toolset)
		}
		// Descriptions are read by the model on every turn: a sentence of
		// what the tool does and when to use it, an example only where the
		// arguments are not obvious (TestToolListFitsBudget holds the total).
		if def.Title == "" || len(def.Description) < 30 {
			t.Errorf("%s: needs a title and a description", def.Name)
		}
		if def.ReadOnly && def.Destructive {
			t.Errorf("%s: read-only tools cannot be destructive", def.Name)
		}
	}
	// Every schema file belongs to a tool and every tool has one.
	for _, n := range testBox.Schemas.Names() {
		if !seen[n] {
			t.Errorf("schemas/tools/%s.json has no tool", n)
		}
	}
}

func TestServedToolsCarryAnnotationsAndStrictSchemas(t *testing.T) {
	t.Parallel()
	for _, tool := range toolList(t) {
		b, err := json.Marshal(tool)
		if err != nil {
			t.Fatal(err)
		}
		var m struct {
			Annotations  map[string]any `json:"annotations"`
			InputSchema  map[string]any `json:"inputSchema"`
			OutputSchema map[string]any `json:"outputSchema"`
		}
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		for _, k := range []string{"readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "title"} {
			if _, ok := m.Annotations[k]; !ok {
				t.Errorf("%s: annotation %s not set", tool.Name, k)
			}
		}
		for which, s := range map[string]map[string]any{"input": m.InputSchema, "output": m.OutputSchema} {
			if s == nil {
				t.Errorf("%s: no %s schema", tool.Name, which)
				continue
			}
			for _, k := range []string{"anyOf", "oneOf", "allOf"} {
				if _, bad := s[k]; bad {
					t.Errorf("%s %s schema: top-level %s", tool.Name, which, k)
				}
			}
			if s["additionalProperties"] != false {
				t.Errorf("%s %s schema: additionalProperties must be false", tool.Name, which)
			}
			// A served input schema names no dialect: MCP takes that as
			// 2020-12, which the server validates with.
			if want := map[string]any{"input": nil, "output": "https://json-schema.org/draft/2020-12/schema"}[which]; s["$schema"] != want {
				t.Errorf("%s %s schema: $schema %v, want %v", tool.Name, which, s["$schema"], want)
			}
		}
	}
}

// TestParamsMatchSchemas catches drift between a tool's params struct and its
// input schema: every property has a struct field and vice versa.
func TestParamsMatchSchemas(t *testing.T) {
	t.Parallel()
	params := map[string]any{
		"browser_navigate": navigateParams{}, "browser_back": backParams{}, "browser_click": clickParams{},
		"browser_hover": hoverParams{}, "browser_drag": dragParams{}, "browser_select_text": selectTextParams{}, "browser_file_upload": uploadParams{}, "browser_console_messages": consoleParams{}, "browser_network_requests": networkParams{}, "browser_resize": resizeParams{}, "browser_emulate_media": emulateParams{}, "browser_type": typeParams{}, "browser_fill_form": fillFormParams{}, "browser_close": closeParams{}, "browser_select_option": selectParams{}, "browser_scroll": scrollParams{},
		"browser_press_key": pressKeyParams{}, "browser_wait": waitParams{}, "browser_screenshot": screenshotParams{},
		"browser_tabs": tabsParams{}, "browser_handle_dialog": dialogParams{}, "browser_page_structure": structureParams{},
		"browser_find_by_text": findTextParams{}, "browser_capture_state": captureParams{}, "browser_wait_for_change": waitChangeParams{},
		"audit_scan_url": scanParams{}, "audit_verify_element": verifyParams{}, "audit_page_structure": auditStructureParams{},
		"audit_inspect_element": inspectParams{}, "audit_session_state": sessionStateParams{}, "audit_run_checks": runChecksParams{}, "fix_apply_attribute": fixAttributeParams{},
		"fix_apply_content": fixContentParams{}, "fix_inject_style": fixStyleParams{}, "fix_export": exportParams{},
		"skill_find": skillFindParams{}, "skill_run": skillRunParams{}, "skill_save": skillSaveParams{}, "skill_list": skillListParams{},
		"skill_delete": skillDeleteParams{}, "skill_export": skillExportParams{}, "skill_import": skillImportParams{},
		"audit_site": siteParams{}, "browser_save_storage_state": storageParams{}, "browser_load_storage_state": storageParams{},
	}
	for _, def := range testBox.All() {
		p, ok := params[def.Name]
		if !ok {
			t.Errorf("%s: add its params struct to this test", def.Name)
			continue
		}
		var fields []string
		rt := reflect.TypeOf(p)
		for i := 0; i < rt.NumField(); i++ {
			fields = append(fields, strings.Split(rt.Field(i).Tag.Get("json"), ",")[0])
		}
		raw, _ := testBox.Schemas.Input(def.Name)
		var s struct {
			Properties map[string]any `json:"properties"`
		}
		_ = json.Unmarshal(raw, &s)
		var props []string
		for k := range s.Properties {
			props = append(props, k)
		}
		// x-internal properties are validated but not served (schemas'
		// servedView): the struct has them, the served schema does not.
		if def.Name == "audit_scan_url" {
			props = append(props, "site_facts")
		}
		sort.Strings(fields)
		sort.Strings(props)
		if strings.Join(fields, ",") != strings.Join(props, ",") {
			t.Errorf("%s: struct fields %v != schema properties %v", def.Name, fields, props)
		}
	}
}

// TestToolSnapshots keeps each tool's served definition in a golden file so
// any schema or description change is a visible diff (go test -update).
func TestToolSnapshots(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("testdata", "toolsnaps")
	if *update {
		os.MkdirAll(dir, 0o755)
	}
	for _, tool := range toolList(t) {
		got, err := json.MarshalIndent(tool, "", "  ")
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, '\n')
		path := filepath.Join(dir, tool.Name+".json")
		if *update {
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: no snapshot (run go test ./tools -run TestToolSnapshots -update): %v", tool.Name, err)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s: definition changed; review and run go test ./tools -run TestToolSnapshots -update\n--- got\n%s", tool.Name, got)
		}
	}
}

const readmeStart, readmeEnd = "<!-- tools:start -->", "<!-- tools:end -->"

// TestReadmeToolListIsCurrent fails when README.md's tool list is stale.
func TestReadmeToolListIsCurrent(t *testing.T) {
	t.Parallel()
	path := filepath.Join("..", "README.md")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s := string(b)
	i, j := strings.Index(s, readmeStart), strings.Index(s, readmeEnd)
	if i < 0 || j < i {
		t.Fatalf("README.md lacks the %s … %s markers", readmeStart, readmeEnd)
	}
	want := readmeStart + "\n" + testBox.Markdown() + readmeEnd
	if s[i:j+len(readmeEnd)] == want {
		return
	}
	if *update {
		if err := os.WriteFile(path, []byte(s[:i]+want+s[j+len(readmeEnd):]), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Error("README.md tool list is stale; run `make readme` (go test ./tools -run TestReadmeToolListIsCurrent -update)")
}

func TestSelectionFiltersStructurally(t *testing.T) {
	t.Parallel()
	ro := testBox.Selected(Selection{ReadOnly: true})
	if len(ro) == 0 {
		t.Fatal("read-only mode exposes nothing")
	}
	for _, def := range ro {
		if !def.ReadOnly {
			t.Errorf("read-only mode exposes %s", def.Name)
		}
	}
	if got := testBox.Selected(Selection{Toolsets: []string{"browser"}}); len(got) != 22 {
		t.Errorf("browser toolset has %d tools, want 22", len(got))
	}
	for _, def := range testBox.Selected(Selection{Toolsets: []string{"fix"}}) {
		if !strings.HasPrefix(def.Name, "fix_") {
			t.Errorf("fix toolset lists %s", def.Name)
		}
	}
	if _, err := ParseToolsets("browser,nope"); err == nil {
		t.Error("unknown toolset accepted")
	}
}

// TestPanicBecomesToolError: a handler that panics yields an isError result
// and the server keeps serving.
func TestPanicBecomesToolError(t *testing.T) {
	t.Parallel()
	def := testBox.backTool()
	def.Handle = func(context.Context, json.RawMessage) (*mcp.CallToolResult, error) { panic("boom") }
	st, err := testBox.serverTool(def)
	if err != nil {
		t.Fatal(err)
	}
	srv := server.NewMCPServer("panic-test", "1", server.WithToolCapabilities(false))
	srv.AddTools(st)
	c := connect(t, srv)
	res := call(t, c, "browser_back", map[string]any{})
	if !res.IsError || !strings.Contains(text(res), "internal error (boom)") {
		t.Fatalf("panic result: %+v", res)
	}
	res = call(t, c, "browser_back", map[string]any{})
	if !res.IsError {
		t.Fatal("server stopped answering after a panic")
	}
}
