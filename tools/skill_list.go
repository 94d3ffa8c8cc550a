package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/skills"
)

type skillListParams struct {
	Query string `json:"query"`
	Limit int    `json:"limit"`
}

type skillSummary struct {
	ID       string       `json:"id"`
	Task     string       `json:"task"`
	Site     string       `json:"site"`
	StartURL string       `json:"start_url"`
	Steps    int          `json:"steps"`
	Stats    skills.Stats `json:"stats"`
}

type skillListResult struct {
	Skills []skillSummary `json:"skills"`
	Total  int            `json:"total"`
}

func (t *Toolbox) skillListTool() Tool {
	return Tool{
		Name: "skill_list", Title: "List saved workflows", Toolset: "skills",
		Description: `List saved skills with their site, steps and run statistics; with query, the closest first.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.skillList),
	}
}

func (t *Toolbox) skillList(ctx context.Context, _ *browser.Session, p skillListParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_list: the skills library is not open in this process"), nil
	}
	list, err := t.Skills.List(ctx, p.Query, p.Limit)
	if err != nil {
		return toolError(codeOf(err), "skill_list: "+err.Error()), nil
	}
	res := skillListResult{Skills: []skillSummary{}, Total: t.Skills.Count()}
	var lines []string
	for _, sk := range list {
		res.Skills = append(res.Skills, skillSummary{ID: sk.ID, Task: sk.Task, Site: sk.Site, StartURL: sk.StartURL, Steps: len(sk.Plan), Stats: sk.Stats})
		lines = append(lines, fmt.Sprintf("%s %s %q (%d steps, %d ok / %d failed) from %s", sk.ID, sk.Site, sk.Task, len(sk.Plan), sk.Stats.Successes, sk.Stats.Failures, sk.StartURL))
	}
	return structured(res, fmt.Sprintf("%d of %d skills\n%s", len(res.Skills), res.Total, strings.Join(lines, "\n"))), nil
}
