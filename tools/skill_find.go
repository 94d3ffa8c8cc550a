package tools

import (
	"context"
	"fmt"
	"sort"

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
		Description: `Find a saved skill for a task on the same site, by meaning; task values become slot bindings. A near miss is explained.
Replay a hit with skill_run.`,
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
		return toolError(codeOf(err), "skill_find: "+err.Error()+" (pass url: the page the task is for)"), nil
	}
	text := "no skill matches"
	if res.Hit {
		names := make([]string, 0, len(res.Bindings))
		for k := range res.Bindings {
			names = append(names, k)
		}
		sort.Strings(names)
		bound := "nothing to fill"
		for i, k := range names {
			if i == 0 {
				bound = "fills "
			} else {
				bound += ", "
			}
			bound += fmt.Sprintf("%s=%q", k, res.Bindings[k])
		}
		text = fmt.Sprintf("hit: %s %q (score %.3f; %s); replay with skill_run {\"id\": %q}", res.Skill.ID, res.Skill.Task, res.Score, bound, res.Skill.ID)
	}
	if res.NearestMiss != nil {
		text += fmt.Sprintf("\nnearest miss: %s %q score %.3f — %s", res.NearestMiss.ID, res.NearestMiss.Task, res.NearestMiss.Score, res.NearestMiss.Reason)
	}
	return structured(res, text), nil
}
