package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type auditStructureParams struct {
	MaxElements int `json:"max_elements"`
}

func (t *Toolbox) auditPageStructureTool() Tool {
	return Tool{
		Name: "audit_page_structure", Title: "Read the page's accessibility outline (GetPageStructure)", Toolset: "audit",
		Description: `Cheap accessibility outline: lang, title, headings, landmarks, image counts, and elements with name, selector and text_hash, to plan names and titles.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		PageContent: true,
		Handle:      handler(t, t.auditPageStructure),
	}
}

func (t *Toolbox) auditPageStructure(ctx context.Context, s *browser.Session, p auditStructureParams) (*mcp.CallToolResult, error) {
	o, err := t.Audit.PageOutline(ctx, s, p.MaxElements)
	if err != nil {
		return failure("audit_page_structure", err)
	}
	text := fmt.Sprintf("%s — lang %q, title %q, %d headings, %d landmarks, %d interactive elements, %d of %d images without alt",
		o.URL, o.Lang, o.Title, len(o.Headings), len(o.Landmarks), len(o.Elements), o.ImagesNoAlt, o.Images)
	return structured(o, text), nil
}
