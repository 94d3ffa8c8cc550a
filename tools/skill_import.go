package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

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
		Description: `Import a skill_export bundle, inline or from path (inside the skills or output dir, max 4 MiB). Each skill is re-validated; one with the same task and site is replaced.`,
		// Destructive: an imported skill overwrites a saved one with the same task and site.
		ReadOnly: false, Destructive: true, Idempotent: true, OpenWorld: false,
		Inert:  "writes the local skills library; touches no page",
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
		return toolError(CodeInvalidInput, "skill_import: give bundle or path, not both"), nil
	case p.Path != "":
		b, err := readConfined(p.Path, t.Skills.Dir(), t.Browser.Config().OutputDir)
		if err != nil {
			return toolError(codeOf(err), "skill_import: /path: "+err.Error()), nil
		}
		raw = b
	case len(raw) == 0:
		return toolError(CodeInvalidInput, "skill_import: give bundle (from skill_export) or path"), nil
	case len(raw) > MaxImportBytes:
		return toolError(CodeInvalidInput, fmt.Sprintf("skill_import: /bundle: %d bytes; the limit is %d (4 MiB) — split the bundle with skill_export ids", len(raw), MaxImportBytes)), nil
	}
	start := time.Now()
	ids, err := t.Skills.Import(ctx, raw)
	replaced := []string{}
	for _, id := range ids {
		// Add keeps the creation time of a skill it overwrites.
		if sk, gerr := t.Skills.Get(id); gerr == nil && sk.CreatedAt.Before(start) {
			replaced = append(replaced, fmt.Sprintf("%s: %s", id, sk.Task))
		}
	}
	if err != nil {
		return toolError(codeOf(err), fmt.Sprintf("skill_import: %v (imported %d before the error, replacing %d existing: %s)", err, len(ids), len(replaced), strings.Join(replaced, "; "))), nil
	}
	if ids == nil {
		ids = []string{}
	}
	msg := fmt.Sprintf("imported %d skills", len(ids))
	if len(replaced) > 0 {
		msg += fmt.Sprintf("; %d replaced an existing skill with the same task and site: %s", len(replaced), strings.Join(replaced, "; "))
	}
	return structured(map[string]any{"imported": ids, "count": len(ids), "replaced": replaced}, msg), nil
}
