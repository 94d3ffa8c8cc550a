package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type skillImportParams struct {
	Bundle json.RawMessage `json:"bundle"`
	Path   string          `json:"path"`
}

func (t *Toolbox) skillImportTool() Tool {
	return Tool{
		Name: "skill_import", Title: "Import shared workflows", Toolset: "skills",
		Description: `Import a skill_export bundle, inline or from path. Each skill is re-validated; one with the same task and site is replaced.`,
		ReadOnly:    false, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.skillImport),
	}
}

func (t *Toolbox) skillImport(ctx context.Context, _ *browser.Session, p skillImportParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_import: the skills library is not open in this process"), nil
	}
	raw := []byte(p.Bundle)
	switch {
	case len(raw) > 0 && p.Path != "":
		return mcp.NewToolResultError("skill_import: give bundle or path, not both"), nil
	case p.Path != "":
		b, err := os.ReadFile(p.Path)
		if err != nil {
			return mcp.NewToolResultError("skill_import: /path: " + err.Error()), nil
		}
		raw = b
	case len(raw) == 0:
		return mcp.NewToolResultError("skill_import: give bundle (from skill_export) or path"), nil
	}
	ids, err := t.Skills.Import(ctx, raw)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("skill_import: %v (imported %d before the error)", err, len(ids))), nil
	}
	if ids == nil {
		ids = []string{}
	}
	return structured(map[string]any{"imported": ids, "count": len(ids)}, fmt.Sprintf("imported %d skills", len(ids))), nil
}
