package tools

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type skillDeleteParams struct {
	ID string `json:"id"`
}

func (t *Toolbox) skillDeleteTool() Tool {
	return Tool{
		Name: "skill_delete", Title: "Delete a saved workflow", Toolset: "skills",
		Description: `Delete one saved skill for good.`,
		ReadOnly:    false, Destructive: true, Idempotent: true, OpenWorld: false,
		Inert:  "edits the local skills library (destructiveHint tells the client); touches no page",
		Handle: handler(t, t.skillDelete),
	}
}

func (t *Toolbox) skillDelete(ctx context.Context, _ *browser.Session, p skillDeleteParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_delete: the skills library is not open in this process"), nil
	}
	if err := t.Skills.Delete(ctx, p.ID); err != nil {
		return toolError(codeOf(err), "skill_delete: "+err.Error()+" (see skill_list)"), nil
	}
	return structured(map[string]string{"deleted": p.ID}, "deleted "+p.ID), nil
}
