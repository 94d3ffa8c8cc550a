package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type skillExportParams struct {
	IDs    []string `json:"ids"`
	Format string   `json:"format"` // bundle (default) | playwright
}

func (t *Toolbox) skillExportTool() Tool {
	return Tool{
		Name: "skill_export", Title: "Export workflows to share", Toolset: "skills",
		Description: `Export skills (all, or ids) as a JSON bundle or as Playwright tests; written to the output dir and returned.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.skillExport),
	}
}

func (t *Toolbox) skillExport(_ context.Context, s *browser.Session, p skillExportParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_export: the skills library is not open in this process"), nil
	}
	b, err := t.Skills.Export(p.IDs)
	if err != nil {
		return toolError(codeOf(err), "skill_export: "+err.Error()), nil
	}
	if p.Format == "playwright" {
		return exportPlaywright(s.OutputDir(), b.Skills)
	}
	raw, err := json.MarshalIndent(b, "", " ")
	if err != nil {
		return nil, err
	}
	// Written through os.Root on the session's output dir, so a symlink
	// planted there cannot redirect the write elsewhere.
	path, err := writeConfined(s.OutputDir(), "skills", "skills-"+time.Now().UTC().Format("20060102T150405")+".json", raw)
	if err != nil {
		return failure("skill_export", err)
	}
	var bundle map[string]any
	_ = json.Unmarshal(raw, &bundle)
	return structured(map[string]any{"path": path, "count": len(b.Skills), "format": "bundle", "bundle": bundle},
		fmt.Sprintf("exported %d skills as a bundle to %s", len(b.Skills), path)), nil
}
