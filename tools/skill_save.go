package tools

import (
	"context"
	"fmt"

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
		Description: `Save a plan that just succeeded so the same kind of task replays later without planning. Steps follow the Rich Action Schema (action CLICK|TYPE|SELECT|NAVIGATE|SAVE_VARIABLE, target_description, value, semantic_role, required_state) plus hints of what worked (selector, role, name, coordinates, state hashes).
Concrete values from the task become ${slot}s; text typed into password or secret-looking fields is never stored (it becomes ${secret}). Saving the same task for the same site again replaces the old plan.
Example: {"task": "Create a project called 'Alpha'", "start_url": "https://tracker.example/", "plan": [{"action": "CLICK", "target_description": "New project"}, {"action": "TYPE", "target_description": "Project name", "value": "Alpha"}, {"action": "CLICK", "target_description": "Create", "semantic_role": "confirmation"}]}`,
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
		return mcp.NewToolResultError("skill_save: " + err.Error()), nil
	}
	res := skillSaveResult{ID: sk.ID, Template: sk.Template, Slots: skills.PlanSlots(sk.Plan, sk.StartURL), Site: sk.Site}
	if res.Slots == nil {
		res.Slots = []string{}
	}
	return structured(res, fmt.Sprintf("saved %s for %s: %q (slots %v)", sk.ID, sk.Site, sk.Template, res.Slots)), nil
}
