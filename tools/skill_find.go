package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type skillFindParams struct {
	Task string `json:"task"`
	URL  string `json:"url"`
}

func (t *Toolbox) skillFindTool() Tool {
	return Tool{
		Name: "skill_find", Title: "Find a saved workflow for a task", Toolset: "skills",
		Description: `Look up a saved skill (a workflow that worked before) matching a task by meaning, for the same site. Values in the task ("called 'Beta'", e-mails, numbers, dates) become slot bindings. A hit needs similarity > 0.95, the same action (archive never matches delete), the same negation, and bindings for every slot of the plan; the answer also names the nearest miss and why it missed.
On a hit, replay it with skill_run instead of planning step by step. Example: {"task": "Create a project called 'Beta'", "url": "https://linear.app/acme"}`,
		ReadOnly: true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.skillFind),
	}
}

func (t *Toolbox) skillFind(ctx context.Context, s *browser.Session, p skillFindParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_find: the skills library is not open in this process"), nil
	}
	u := p.URL
	if u == "" {
		var err error
		if u, err = s.CurrentURL(ctx); err != nil {
			return failure("skill_find", err)
		}
	}
	res, err := t.Skills.Find(ctx, p.Task, u)
	if err != nil {
		return mcp.NewToolResultError("skill_find: " + err.Error() + " (pass url: the page the task is for)"), nil
	}
	text := "no skill matches"
	if res.Hit {
		text = fmt.Sprintf("hit: %s %q (score %.3f, bindings %v); replay with skill_run {\"id\": %q}", res.Skill.ID, res.Skill.Task, res.Score, res.Bindings, res.Skill.ID)
	}
	if res.NearestMiss != nil {
		text += fmt.Sprintf("\nnearest miss: %s %q score %.3f — %s", res.NearestMiss.ID, res.NearestMiss.Task, res.NearestMiss.Score, res.NearestMiss.Reason)
	}
	return structured(res, text), nil
}
