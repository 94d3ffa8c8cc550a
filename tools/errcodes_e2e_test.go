package tools

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

// TestErrorCodesAreInTheOutputSchemas: every code the server can send is
// in each tool's output schema (common.json's tool_error enum), and the
// enum lists no code the server never sends.
func TestErrorCodesAreInTheOutputSchemas(t *testing.T) {
	t.Parallel()
	sent := []string{CodeInternal, CodeFailed}
	for _, ec := range ErrorCodes() {
		if ec.Err == nil {
			t.Errorf("code %q has no sentinel error", ec.Code)
		}
		if !slices.Contains(sent, ec.Code) {
			sent = append(sent, ec.Code)
		}
	}
	for _, name := range testBox.Schemas.Names() {
		raw, _ := testBox.Schemas.Output(name)
		var s struct {
			Properties struct {
				Error struct {
					Properties struct {
						Code struct {
							Enum []string `json:"enum"`
						} `json:"code"`
					} `json:"properties"`
				} `json:"error"`
			} `json:"properties"`
		}
		if err := json.Unmarshal(raw, &s); err != nil {
			t.Fatal(err)
		}
		enum := s.Properties.Error.Properties.Code.Enum
		slices.Sort(enum)
		want := slices.Clone(sent)
		slices.Sort(want)
		if !slices.Equal(enum, want) {
			t.Errorf("%s: output schema's error codes %v, the server sends %v", name, enum, want)
		}
	}
}

// TestFailedCallsCarryTheirCode: a failed call keeps the text it always
// had and gains {"error": {"code", "message"}} in its structured content,
// which its output schema accepts (clients that check it on isError
// results, such as the TypeScript SDK, must not reject the result).
func TestFailedCallsCarryTheirCode(t *testing.T) {
	t.Parallel()
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/basic.html")}, nil)
	for _, tc := range []struct {
		tool   string
		args   map[string]any
		code   string
		prefix string
	}{
		{"browser_click", map[string]any{"selector": "#nope"}, "not_found", "browser_click: no element matches"},
		{"browser_click", map[string]any{"selector": "#nope", "bogus": true}, CodeInvalidInput, "browser_click: "},
		{"browser_wait", map[string]any{}, CodeInvalidInput, "browser_wait: give exactly one of ms, selector or text"},
		{"audit_session_state", map[string]any{}, "", ""},
		{"fix_apply_attribute", map[string]any{"selector": "h1", "attribute": "title", "value": "x", "reasoning": "r"}, "not_scanned", "fix_apply_attribute: no audit in this session yet"},
	} {
		res := call(t, c, tc.tool, tc.args)
		if tc.code == "" {
			if res.IsError {
				t.Errorf("%s: %s", tc.tool, text(res))
			}
			continue
		}
		if !res.IsError {
			t.Errorf("%s %v: succeeded, want %s", tc.tool, tc.args, tc.code)
			continue
		}
		b, _ := json.Marshal(res.StructuredContent)
		var sc struct {
			Error struct{ Code, Message string } `json:"error"`
		}
		if err := json.Unmarshal(b, &sc); err != nil || sc.Error.Code != tc.code || sc.Error.Message != text(res) {
			t.Errorf("%s: structured content %s, want code %q and the text as message", tc.tool, b, tc.code)
		}
		if !strings.HasPrefix(text(res), tc.prefix) {
			t.Errorf("%s: text %q, want it to start with %q", tc.tool, text(res), tc.prefix)
		}
		var v any
		_ = json.Unmarshal(b, &v)
		if err := testBox.Schemas.ValidateOutput(tc.tool, v); err != nil {
			t.Errorf("%s: the error result does not match the output schema: %v", tc.tool, err)
		}
	}
}
