package tools

import (
	"context"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type structureParams struct {
	ViewportOnly bool `json:"viewport_only"`
	MaxElements  int  `json:"max_elements"`
	TextChars    *int `json:"text_chars"`
	Detail       bool `json:"detail"`
}

// structureElement is one element as the tool returns it. By default only
// what the model needs to act (ref, role, name, state, value): a ref
// resolves to its element on the server, and hosts that show structured
// content to the model should not pay for selectors and boxes either.
type structureElement struct {
	Ref      string   `json:"ref"`
	Role     string   `json:"role"`
	Name     string   `json:"name"`
	Selector string   `json:"selector,omitempty"`
	XPath    string   `json:"xpath,omitempty"`
	Box      *[4]int  `json:"box,omitempty"`
	States   []string `json:"states,omitempty"`
	Value    string   `json:"value,omitempty"`
}

type structureResult struct {
	browser.Outcome
	Text      string             `json:"text"`
	Elements  []structureElement `json:"elements"`
	Total     int                `json:"total"`
	Truncated bool               `json:"truncated"`
	HTMLBytes int                `json:"html_bytes"`
}

func (t *Toolbox) pageStructureTool() Tool {
	return Tool{
		Name: "browser_page_structure", Title: "Read the page's interactive elements", Toolset: "browser",
		Description: `List the page's visible interactive elements (same-origin iframes, shadow DOM) as ref, role, name and state under landmarks and headings, and other text.
Call after navigating or a page change; act by ref.`,
		ReadOnly: true, Destructive: false, Idempotent: true, OpenWorld: false,
		PageContent: true,
		Handle:      handler(t, t.pageStructure),
	}
}

func (t *Toolbox) pageStructure(ctx context.Context, s *browser.Session, p structureParams) (*mcp.CallToolResult, error) {
	chars := 600
	if p.TextChars != nil {
		chars = *p.TextChars
		if chars == 0 {
			chars = -1 // no text at all (0 is the scan's default)
		}
	}
	st, out, err := s.Structure(ctx, browser.StructureOptions{ViewportOnly: p.ViewportOnly, MaxElements: p.MaxElements, TextChars: chars})
	if err != nil {
		return failure("browser_page_structure", err)
	}
	els := make([]structureElement, len(st.Elements))
	for i, e := range st.Elements {
		els[i] = structureElement{Ref: e.Ref, Role: e.Role, Name: e.Name, States: e.States, Value: e.Value}
		if p.Detail {
			box := e.Box
			els[i].Selector, els[i].XPath, els[i].Box = e.Selector, e.XPath, &box
		}
	}
	txt := st.Text
	if st.Around != "" {
		txt = strings.TrimSpace(txt + " — around main: " + st.Around)
	}
	res := structureResult{Outcome: out, Text: txt, Elements: els, Total: st.Total, Truncated: st.Truncated, HTMLBytes: st.HTMLBytes}
	text := st.Compact()
	if p.Detail {
		text = st.Detailed()
	}
	return structured(res, outcomeText(text, browser.Outcome{Notices: out.Notices, Dialog: out.Dialog})), nil
}
