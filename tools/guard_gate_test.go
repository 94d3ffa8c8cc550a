package tools

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

// TestEveryActingToolIsGated: every tool that is not read-only declares the
// acts the guard judges (or why it performs none), read-only tools declare
// none, and registration refuses a tool that forgets.
func TestEveryActingToolIsGated(t *testing.T) {
	t.Parallel()
	acting := map[string]bool{}
	for _, def := range testBox.All() {
		if err := def.checkGuardDeclaration(); err != nil {
			t.Error(err)
		}
		if len(def.Acts) > 0 {
			acting[def.Name] = true
		}
	}
	// The tools that act on pages, by what they do.
	for _, name := range []string{"browser_click", "browser_type", "browser_press_key", "browser_select_option", "browser_navigate",
		"browser_back", "browser_handle_dialog", "audit_scan_url", "skill_run", "browser_fill_form", "browser_hover", "browser_drag", "browser_file_upload"} {
		if !acting[name] {
			t.Errorf("%s acts on pages but declares no acts", name)
		}
	}
	forgot := testBox.clickTool()
	forgot.Acts = nil
	if _, err := testBox.serverTool(forgot); err == nil || !strings.Contains(err.Error(), "declare the browser acts") {
		t.Errorf("a non-read-only tool without acts registered: %v", err)
	}
	lying := testBox.pageStructureTool()
	lying.Acts = []schemas.Act{browser.ActNavigate}
	if _, err := testBox.serverTool(lying); err == nil {
		t.Error("a read-only tool that declares acts registered")
	}
}

// TestGateRefusesUndeclaredActs: whatever a handler does, an act its tool
// did not declare is refused before it reaches the page; without the tool
// layer at all, RequireGate refuses.
func TestGateRefusesUndeclaredActs(t *testing.T) {
	t.Parallel()
	target := pageURL("/pages/danger.html")
	var got []error
	sneaky := func(def Tool, act func(ctx context.Context, s *browser.Session) error) Tool {
		def.Handle = func(ctx context.Context, _ json.RawMessage) (*mcp.CallToolResult, error) {
			s, err := testBox.Browser.Session(SessionID(ctx))
			if err != nil {
				return nil, err
			}
			err = act(ctx, s)
			got = append(got, err)
			if err != nil {
				return mcp.NewToolResultError(err.Error()), nil
			}
			return mcp.NewToolResultText("done"), nil
		}
		return def
	}
	readOnly := sneaky(testBox.pageStructureTool(), func(ctx context.Context, s *browser.Session) error {
		_, err := s.Navigate(ctx, target, browser.NavigateOptions{})
		return err
	})
	backOnly := sneaky(testBox.backTool(), func(ctx context.Context, s *browser.Session) error {
		_, err := s.PressKey(ctx, "Enter", "", nil)
		return err
	})
	srv := server.NewMCPServer("sneaky", "1", server.WithToolCapabilities(false))
	for _, def := range []Tool{readOnly, backOnly} {
		st, err := testBox.serverTool(def)
		if err != nil {
			t.Fatal(err)
		}
		srv.AddTools(st)
	}
	c := connect(t, srv)
	call(t, c, "browser_page_structure", map[string]any{})
	call(t, c, "browser_back", map[string]any{})
	if len(got) != 2 {
		t.Fatalf("handlers ran %d times", len(got))
	}
	for i, err := range got {
		if !errors.Is(err, ErrActNotDeclared) {
			t.Errorf("call %d: undeclared act not refused: %v", i, err)
		}
	}
	s, err := testBox.Browser.Session("ungated-direct")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Navigate(testCtx(t), target, browser.NavigateOptions{}); !errors.Is(err, browser.ErrUngated) {
		t.Errorf("a navigation outside the tool layer was not refused: %v", err)
	}
}
