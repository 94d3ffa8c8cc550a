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
		Description: `Export this session's fixes so they can go into the site's source, not an overlay: manifest (every fix with rule, selector, XPath, before/after outerHTML and verification), html (the fixed DOM with its doctype), or patch (a unified diff against the HTML the URL served, for static pages).
Files go to the session's output dir; manifest and patch are also returned inline. Example: {"format": "patch"}`,
		ReadOnly: true, Destructive: false, Idempotent: true, OpenWorld: false,
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
