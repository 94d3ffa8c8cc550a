package tools

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
)

type skillRunParams struct {
	ID        string            `json:"id"`
	Task      string            `json:"task"`
	Variables map[string]string `json:"variables"`
	StartURL  string            `json:"start_url"`
	// ConfirmationID relays a person's confirmation of a destructive step.
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) skillRunTool() Tool {
	return Tool{
		Name: "skill_run", Title: "Replay a saved workflow", Toolset: "skills",
		Description: `Replay a saved skill without model calls, by id (with variables) or by task.
Each step finds its element, checks its state and acts; a failure stops with what is needed to re-plan.`,
		ReadOnly: false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActNavigate, browser.ActClick, browser.ActHover, browser.ActDrag, browser.ActType, browser.ActSelect, browser.ActUpload},
		Handle: handler(t, t.skillRun),
	}
}

func (t *Toolbox) skillRun(ctx context.Context, s *browser.Session, p skillRunParams) (*mcp.CallToolResult, error) {
	if t.Skills == nil {
		return mcp.NewToolResultError("skill_run: the skills library is not open in this process"), nil
	}
	if (p.ID == "") == (p.Task == "") {
		return mcp.NewToolResultError("skill_run: give exactly one of id or task"), nil
	}
	vars := map[string]string{}
	var sk *skills.Skill
	goal := p.Task
	if p.ID != "" {
		var err error
		if sk, err = t.Skills.Get(p.ID); err != nil {
			return mcp.NewToolResultError("skill_run: " + err.Error() + " (see skill_list)"), nil
		}
	} else {
		u := p.StartURL
		if u == "" {
			u, _ = s.CurrentURL(ctx)
		}
		found, err := t.Skills.Find(ctx, p.Task, u)
		if err != nil {
			return mcp.NewToolResultError("skill_run: " + err.Error()), nil
		}
		if !found.Hit {
			msg := "skill_run: no saved skill matches this task; plan it step by step (then skill_save it)"
			if found.NearestMiss != nil {
				msg += fmt.Sprintf("\nnearest miss: %s %q (score %.3f): %s", found.NearestMiss.ID, found.NearestMiss.Task, found.NearestMiss.Score, found.NearestMiss.Reason)
			}
			return mcp.NewToolResultError(msg), nil
		}
		sk, vars = found.Skill, found.Bindings
	}
	if unused := unusedVariables(sk, p); len(unused) > 0 {
		slots := skills.PlanSlots(sk.Plan, cmp.Or(p.StartURL, sk.StartURL))
		return toolError(CodeInvalidInput, fmt.Sprintf("skill_run: /variables: %s not used by skill %s, whose slots are %s: the replay would leave them out and not do what they say. Pass only its slots, or plan the task step by step and skill_save it",
			strings.Join(unused, ", "), sk.ID, slotList(slots))), nil
	}
	for k, v := range p.Variables {
		vars[k] = v
	}
	if t.Guard != nil && t.Guard.Secrets != nil {
		// Secrets stay placeholders until a TYPE step knows the field's
		// origin (TypeFill), so a bound secret never reaches another origin,
		// nor a URL or an option value.
		for _, name := range t.Guard.Secrets.Names() {
			if _, set := vars[name]; !set {
				vars[name] = "${" + name + "}"
			}
		}
	}
	// The start URL and every step act through the browser tools (see
	// stepExecutor) and pass the guard through the gate this call carries,
	// like the same act by hand.
	res := skills.Run(ctx, s, t.stepExecutor("skill_run"), sk, skills.RunOptions{Goal: goal, Vars: vars, StartURL: p.StartURL})
	res.Stats, _ = t.Skills.RecordRun(sk.ID, res.Success)
	if !res.Success {
		text := fmt.Sprintf("skill %s failed at step %d: %s", sk.ID, len(res.Steps), res.Failure.Error)
		if res.Stats.Demoted {
			text += "\nthe skill is now demoted (3 failures in a row); re-plan and skill_save to replace it"
		}
		out := structured(res, text)
		out.IsError = true
		return out, nil
	}
	var b strings.Builder
	fmt.Fprintf(&b, "replayed %s (%q) in %d ms with 0 LLM calls", sk.ID, res.Task, res.DurationMs)
	for _, st := range res.Steps {
		fmt.Fprintf(&b, "\n%d. %s %q", st.Step, st.Action, st.Target)
		if st.Selector != "" {
			fmt.Fprintf(&b, " at %s", st.Selector)
		}
		if st.ResolvedBy != "" {
			fmt.Fprintf(&b, " (found by %s)", st.ResolvedBy)
		}
		if st.StateCheck != "" {
			fmt.Fprintf(&b, "; state %s", st.StateCheck)
		}
		if st.URL != "" {
			fmt.Fprintf(&b, "; page %s", st.URL)
		}
	}
	return structured(res, b.String()), nil
}

// unusedVariables are the variables the caller passed that the skill's plan
// and start URL never use (sorted).
func unusedVariables(sk *skills.Skill, p skillRunParams) []string {
	used := map[string]bool{}
	for _, slot := range skills.PlanSlots(sk.Plan, cmp.Or(p.StartURL, sk.StartURL)) {
		used[slot] = true
	}
	var out []string
	for _, k := range slices.Sorted(maps.Keys(p.Variables)) {
		if !used[k] {
			out = append(out, k)
		}
	}
	return out
}

// slotList writes slots as ${a}, ${b}, or "none".
func slotList(slots []string) string {
	if len(slots) == 0 {
		return "none"
	}
	out := make([]string, len(slots))
	for i, s := range slots {
		out[i] = "${" + s + "}"
	}
	return strings.Join(out, ", ")
}
