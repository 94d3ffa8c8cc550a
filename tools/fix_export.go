package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type exportParams struct {
	Format string `json:"format"`
}

func (t *Toolbox) fixExportTool() Tool {
	return Tool{
		Name: "fix_export", Title: "Export the fixes for your source", Toolset: "fix",
		Description: `Export this session's fixes for the site's source: manifest (JSON), html (the fixed DOM) or patch (a diff against the served HTML).`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.fixExport),
	}
}

func (t *Toolbox) fixExport(ctx context.Context, s *browser.Session, p exportParams) (*mcp.CallToolResult, error) {
	res, err := t.Audit.Export(ctx, s, p.Format)
	if err != nil {
		return failure("fix_export", err)
	}
	text := fmt.Sprintf("%s with %d fixes written to %s (%d bytes)", p.Format, res.Fixes, res.Path, res.Bytes)
	for _, u := range res.Unmapped {
		text += "\nnot in the patch: " + u
	}
	if res.Content != "" {
		text += "\n" + res.Content
	}
	return structured(res, text), nil
}
