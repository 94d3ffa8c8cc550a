package tools

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type storageParams struct {
	Name string `json:"name"`
}

type storageResult struct {
	Path string `json:"path"`
}

func (t *Toolbox) saveStorageStateTool() Tool {
	return Tool{
		Name: "browser_save_storage_state", Title: "Save the session's login state", Toolset: "browser",
		Description: `Save this session's cookies and local storage as name in the output dir, e.g. after logging in; load with browser_load_storage_state.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "writes the session's cookies and storage to a file in the output dir; touches no page",
		Handle: handler(t, t.saveStorageState),
	}
}

// storageRoot opens the output dir as an os.Root, so a name can never
// reach outside it.
func (t *Toolbox) storageRoot() (*os.Root, error) {
	dir := t.Browser.Config().OutputDir
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	return os.OpenRoot(dir)
}

func (t *Toolbox) saveStorageState(ctx context.Context, s *browser.Session, p storageParams) (*mcp.CallToolResult, error) {
	data, err := s.StorageState(ctx)
	if err != nil {
		return failure("browser_save_storage_state", err)
	}
	root, err := t.storageRoot()
	if err != nil {
		return failure("browser_save_storage_state", err)
	}
	defer root.Close()
	if err := root.WriteFile(p.Name, data, 0o600); err != nil {
		return failure("browser_save_storage_state", fmt.Errorf("/name: %w", err))
	}
	path := filepath.Join(t.Browser.Config().OutputDir, p.Name)
	return structured(storageResult{Path: path}, "saved the session's storage state to "+path), nil
}
