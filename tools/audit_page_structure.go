package tools

import (
	"context"
	"fmt"
	"strings"

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
	var b strings.Builder
	b.WriteString(text)
	if len(o.Headings) > 0 {
		hs := make([]string, len(o.Headings))
		for i, h := range o.Headings {
			hs[i] = fmt.Sprintf("h%d %q", h.Level, h.Text)
		}
		b.WriteString("\nheadings: " + strings.Join(hs, "; "))
	}
	if len(o.Landmarks) > 0 {
		ls := make([]string, len(o.Landmarks))
		for i, l := range o.Landmarks {
			ls[i] = l.Role
			if l.Name != "" {
				ls[i] += fmt.Sprintf(" %q", l.Name)
			}
		}
		b.WriteString("\nlandmarks: " + strings.Join(ls, ", "))
	}
	for _, e := range o.Elements {
		fmt.Fprintf(&b, "\n- %s %q %s", e.Role, e.Name, e.Selector)
	}
	if len(o.Elements) > 0 {
		b.WriteString("\n(text_hash of each element and title_hash: in the structured result, or audit_inspect_element)")
	}
	return structured(o, b.String()), nil
}
