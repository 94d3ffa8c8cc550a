package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/skills"
)

type skillSaveParams struct {
	Task     string        `json:"task"`
	Plan     []skills.Step `json:"plan"`
	StartURL string        `json:"start_url"`
}

type skillSaveResult struct {
	ID       string   `json:"id"`
	Template string   `json:"template"`
	Slots    []string `json:"slots"`
	Site     string   `json:"site"`
}

func (t *Toolbox) skillSaveTool() Tool {
	return Tool{
		Name: "skill_save", Title: "Save a workflow that worked", Toolset: "skills",
		Description: `Save a plan that worked, to replay without a model. Task values become ${slot}s; secrets are never stored; the same task and site replaces the old plan.
Example: {"task":"Create project 'Alpha'","start_url":"https://t.example/","plan":[{"action":"CLICK","target_description":"New project"}]}`,
		ReadOnly: false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "writes the local skills library; touches no page",
		Handle: handler(t, t.skillSave),
	}
}

func (t *Toolbox) skillSave(ctx context.Context, _ *browser.Session, p skillSaveParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_save: the skills library is not open in this process"), nil
	}
	if t.Guard != nil && t.Guard.Secrets != nil {
		// A secret from --secrets typed anywhere becomes ${NAME}, never its value.
		for i := range p.Plan {
			p.Plan[i].Value = t.Guard.Secrets.Templatize(p.Plan[i].Value)
		}
	}
	sk, err := t.Skills.Add(ctx, p.Task, p.Plan, p.StartURL)
	if err != nil {
		return toolError(codeOf(err), "skill_save: "+err.Error()), nil
	}
	res := skillSaveResult{ID: sk.ID, Template: sk.Template, Slots: skills.PlanSlots(sk.Plan, sk.StartURL), Site: sk.Site}
	if res.Slots == nil {
		res.Slots = []string{}
	}
	slots := "no slots"
	if len(res.Slots) > 0 {
		slots = "slots: " + strings.Join(res.Slots, ", ")
	}
	return structured(res, fmt.Sprintf("saved %s for %s: %q (%s)", sk.ID, sk.Site, sk.Template, slots)), nil
}
