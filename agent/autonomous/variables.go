package autonomous

// SAVE_VARIABLE: seed 002's {selector, variableName} reads a value the page
// generated (an order number, a new record's id) into ${variableName}.

import (
	"context"
	"fmt"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
)

// saveVariable runs SAVE_VARIABLE. With a selector it reads the element's
// current value through audit_inspect_element — the tool an external agent
// would call, which strips invisible/bidi characters and caps the value at
// browser.MaxReadChars — and returns the skill step that repeats the read on
// replay. With value (the older {name, value} form) it stores that literal.
// fromPage records which variables came off the page.
func saveVariable(ctx context.Context, c agent.Caller, cmd *schemas.Command, vars map[string]string, fromPage map[string]bool) (*skills.Step, string, string, error) {
	name := fmt.Sprint(cmd.Parameters["variableName"])
	sel, _ := cmd.Parameters["selector"].(string)
	if sel == "" {
		vars[name] = fmt.Sprint(cmd.Parameters["value"])
		delete(fromPage, name)
		return nil, "", "saved variable ${" + name + "}", nil
	}
	var in struct {
		Value          *string `json:"value"`
		ValueTruncated bool    `json:"value_truncated"`
	}
	err := c.Call(ctx, "audit_inspect_element", map[string]any{"selector": sel}, &in)
	if err == nil && in.Value == nil {
		err = fmt.Errorf("SAVE_VARIABLE: %s has no readable value (a password field is never read)", sel)
	}
	if err != nil {
		return nil, "audit_inspect_element", "", err
	}
	vars[name], fromPage[name] = *in.Value, true
	res := fmt.Sprintf("saved ${%s} from %s (untrusted page text): %q", name, sel, *in.Value)
	if in.ValueTruncated {
		res += " (cut to the cap)"
	}
	return &skills.Step{Action: schemas.ActSaveVariable.Step(), Selector: sel, VariableName: name, TargetDescription: "value of " + sel}, "audit_inspect_element", res, nil
}

// keepPageVariables puts ${name} back into a recorded step where the model
// typed or selected a variable read off the page: replaying the literal
// would re-enter last run's order number, not this run's.
func keepPageVariables(step *skills.Step, raw map[string]any, fromPage map[string]bool) {
	if step == nil || (step.Act() != schemas.ActType && step.Act() != schemas.ActSelect) {
		return
	}
	for _, k := range []string{"text", "value"} {
		tmpl, _ := raw[k].(string)
		for _, p := range skills.Placeholders(tmpl) {
			if fromPage[p] {
				step.Value = tmpl
				return
			}
		}
	}
}
