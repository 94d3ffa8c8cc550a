package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

type fixContentParams struct {
	Selector         string `json:"selector"`
	ViolationID      string `json:"violation_id"`
	InnerText        string `json:"inner_text"`
	OriginalTextHash string `json:"original_text_hash"`
	Reasoning        string `json:"reasoning"`
}

func (t *Toolbox) fixContentTool() Tool {
	return Tool{
		Name: "fix_apply_content", Title: "Fix: set an element's text (ApplyContentFix)", Toolset: "fix",
		Description: `Replace the text of an audited violation's element (a vague link, an empty button, the title), keeping child elements.
Refused if the text changed since original_text_hash.`,
		ReadOnly: false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "edits this browser's copy of the DOM; nothing is sent to the site",
		Handle: handler(t, t.fixContent),
	}
}

func (t *Toolbox) fixContent(ctx context.Context, s *browser.Session, p fixContentParams) (*mcp.CallToolResult, error) {
	return t.applyFix(ctx, s, "fix_apply_content", fix.Request{Kind: fix.KindContent, Selector: p.Selector,
		ViolationID: p.ViolationID, Text: p.InnerText, OriginalTextHash: p.OriginalTextHash, Reasoning: p.Reasoning})
}
