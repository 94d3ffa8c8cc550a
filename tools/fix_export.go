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
	text := fmt.Sprintf("%s with %s written to %s (%d bytes)", p.Format, plural(res.Fixes, "fix", "fixes"), res.Path, res.Bytes)
	if res.Truncated {
		text += "; the content below is cut short, the file has it all"
	}
	for _, l := range res.LeftOut {
		text += "\nleft out: " + l
	}
	for _, u := range res.Unmapped {
		text += "\nnot in the patch: " + u
	}
	if res.Content != "" {
		text += "\n" + res.Content
	}
	return structured(res, text), nil
}

// plural counts n things in words: "1 fix", "2 fixes", "no fixes".
func plural(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + many
	case 1:
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}
