package tools

import (
	"context"
	"errors"
	"fmt"
	"io/fs"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

func (t *Toolbox) loadStorageStateTool() Tool {
	return Tool{
		Name: "browser_load_storage_state", Title: "Load a saved login state", Toolset: "browser",
		Description: `Restart this session's browser context from a saved storage state (cookies, local storage); tabs close. Use to continue logged in.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "replaces the session's cookies and storage; loads no page",
		Handle: handler(t, t.loadStorageState),
	}
}

func (t *Toolbox) loadStorageState(ctx context.Context, s *browser.Session, p storageParams) (*mcp.CallToolResult, error) {
	root, err := t.storageRoot()
	if err != nil {
		return failure("browser_load_storage_state", err)
	}
	defer root.Close()
	data, err := root.ReadFile(p.Name)
	if errors.Is(err, fs.ErrNotExist) {
		return toolError(CodeInvalidInput, fmt.Sprintf("browser_load_storage_state: /name: no %q in the output dir; save one first with browser_save_storage_state", p.Name)), nil
	}
	if err != nil {
		return failure("browser_load_storage_state", fmt.Errorf("/name: %w", err))
	}
	if err := s.UseStorageState(ctx, data); err != nil {
		return failure("browser_load_storage_state", err)
	}
	return structured(storageResult{Path: p.Name}, "loaded "+p.Name+"; the browser context restarted with it: navigate to continue"), nil
}
