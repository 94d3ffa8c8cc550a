package skills

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/schemas"
)

// A step's action is a skill step name of the shared act vocabulary
// (schemas.StepActions): the seed's Rich Action Schema, plus SAVE_VARIABLE,
// which reads an element's value off the page into ${variable_name} for
// later steps (seed 002's SAVE_VARIABLE); HOVER, for menus that appear only
// under the pointer; and DRAG, whose value describes where
// target_description is dropped (drop_hints find it again).

// SemanticRoles say what a step is for; the guard uses them to re-confirm
// destructive steps on replay.
var SemanticRoles = []string{"primary_action", "navigation", "confirmation", "form_field"}

// Step is one step of a plan.
type Step struct {
	Step              int    `json:"step,omitempty"`
	Action            string `json:"action"`
	TargetDescription string `json:"target_description"`
	Value             string `json:"value,omitempty"`
	SemanticRole      string `json:"semantic_role,omitempty"`
	// RequiredState is checked before the step: "text:Create project"
	// (visible text), "url:/projects" (URL contains) or "selector:#dialog"
	// (visible element). Unprefixed text is recorded but not enforced.
	RequiredState string `json:"required_state,omitempty"`
	// Selector and VariableName are SAVE_VARIABLE's: the element to read
	// and the name later steps use as ${VariableName}.
	Selector     string `json:"selector,omitempty"`
	VariableName string `json:"variable_name,omitempty"`
	Hints        *Hints `json:"hints,omitempty"`
	// DropHints find a DRAG step's drop target (described by Value) again.
	DropHints *Hints `json:"drop_hints,omitempty"`
}

// Act is the step's act in the shared vocabulary ("" for an unknown action).
func (s Step) Act() schemas.Act {
	a, _ := schemas.StepAct(s.Action)
	return a
}

// Hints are what worked last time, to find the element again.
type Hints struct {
	Selector         string  `json:"selector,omitempty"`
	X                float64 `json:"x,omitempty"`
	Y                float64 `json:"y,omitempty"`
	Role             string  `json:"role,omitempty"`
	Name             string  `json:"name,omitempty"`
	StateBefore      string  `json:"state_before,omitempty"`
	StateAfter       string  `json:"state_after,omitempty"`
	ScreenshotBefore string  `json:"screenshot_before,omitempty"`
	ScreenshotAfter  string  `json:"screenshot_after,omitempty"`
}

// SecretSlot is the placeholder for anything typed into a secret field.
const SecretSlot = "secret"

// RunTimeSlot reports placeholders supplied when a skill runs rather than
// bound from the task: ${secret}, and ALL_CAPS names (the operator's
// --secrets, e.g. ${API_TOKEN}).
func RunTimeSlot(name string) bool {
	if name == SecretSlot {
		return true
	}
	for _, r := range name {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_') {
			return false
		}
	}
	return name != ""
}

var secretField = regexp.MustCompile(`(?i)pass(word|wd|code)?|secret|token|api[-_ ]?key|otp|2fa|mfa|pin\b|cvv|cvc|card[-_ ]?(number|no)|iban|ssn`)

// isSecretStep reports whether a TYPE step writes into a field that holds a
// secret: a password input, or a field named like one.
func isSecretStep(s Step) bool {
	if s.Act() != schemas.ActType {
		return false
	}
	hay := s.TargetDescription
	if s.Hints != nil {
		hay += " " + s.Hints.Selector + " " + s.Hints.Name + " " + s.Hints.Role
	}
	return secretField.MatchString(hay)
}

// Prepare validates a plan and makes it reusable: literal slot values from
// the task become ${slot} placeholders, and secrets become ${secret} so no
// typed secret is ever stored.
func Prepare(plan []Step, bindings map[string]string) ([]Step, error) {
	if len(plan) == 0 {
		return nil, fmt.Errorf("plan has no steps")
	}
	out := make([]Step, len(plan))
	for i, s := range plan {
		s.Step = i + 1
		s.Action = strings.ToUpper(strings.TrimSpace(s.Action))
		act, known := schemas.StepAct(s.Action)
		if !known {
			return nil, fmt.Errorf("step %d: action %q must be one of %s", i+1, s.Action, strings.Join(schemas.StepActions(), ", "))
		}
		if act == schemas.ActSaveVariable {
			if err := checkSaveVariable(s); err != nil {
				return nil, fmt.Errorf("step %d: %w", i+1, err)
			}
			out[i] = s // reads only: no role, no value, nothing to templatize
			continue
		}
		if s.Selector != "" || s.VariableName != "" {
			return nil, fmt.Errorf("step %d: selector and variable_name belong to SAVE_VARIABLE steps; a %s step finds its element by target_description and hints", i+1, s.Action)
		}
		if s.SemanticRole == "" {
			s.SemanticRole = defaultRole(act)
		}
		if !slices.Contains(SemanticRoles, s.SemanticRole) {
			return nil, fmt.Errorf("step %d: semantic_role %q must be one of %s", i+1, s.SemanticRole, strings.Join(SemanticRoles, ", "))
		}
		if strings.TrimSpace(s.TargetDescription) == "" && act != schemas.ActNavigate {
			return nil, fmt.Errorf("step %d: target_description is required (it is how the element is found again)", i+1)
		}
		if (act == schemas.ActType || act == schemas.ActSelect || act == schemas.ActNavigate || act == schemas.ActDrag || act == schemas.ActUpload) && s.Value == "" {
			return nil, fmt.Errorf("step %d: %s needs a value", i+1, s.Action)
		}
		if act == schemas.ActUpload && (strings.ContainsAny(s.Value, `/\`) || s.Value == ".." || s.Value == ".") {
			// A skill never stores a path: replay reads the file of this
			// name from the operator's --upload-dir, wherever that is.
			return nil, fmt.Errorf("step %d: UPLOAD's value is the file's name inside the operator's --upload-dir (\"report.pdf\"), not a path: got %q", i+1, s.Value)
		}
		if isSecretStep(s) {
			s.Value = "${" + SecretSlot + "}"
		} else {
			s.Value = templatize(s.Value, bindings)
		}
		if s.Hints != nil {
			h := *s.Hints
			s.Hints = &h
		}
		if s.DropHints != nil {
			h := *s.DropHints
			s.DropHints = &h
		}
		out[i] = s
	}
	return out, nil
}

// templatize turns bound values back into their slots ("Alpha" → ${name}),
// leaving text already inside a ${…} placeholder alone.
func templatize(v string, bindings map[string]string) string {
	var b strings.Builder
	last := 0
	for _, m := range rePlaceholder.FindAllStringIndex(v, -1) {
		b.WriteString(replaceValues(v[last:m[0]], bindings))
		b.WriteString(v[m[0]:m[1]])
		last = m[1]
	}
	b.WriteString(replaceValues(v[last:], bindings))
	return b.String()
}

func replaceValues(s string, bindings map[string]string) string {
	for slot, val := range bindings {
		if val != "" && strings.Contains(s, val) {
			s = strings.ReplaceAll(s, val, "${"+slot+"}")
		}
	}
	return s
}

func defaultRole(act schemas.Act) string {
	switch act {
	case schemas.ActType, schemas.ActSelect, schemas.ActUpload:
		return "form_field"
	case schemas.ActNavigate:
		return "navigation"
	}
	return "primary_action"
}

// PlanSlots lists the placeholders a plan needs filled. A variable that a
// SAVE_VARIABLE step reads off the page is filled by the run itself, so it
// is a slot only where it is used before that step.
func PlanSlots(plan []Step, startURL string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(texts ...string) {
		for _, text := range texts {
			for _, p := range Placeholders(text) {
				if !seen[p] {
					seen[p] = true
					out = append(out, p)
				}
			}
		}
	}
	add(startURL)
	for _, s := range plan {
		add(s.Value, s.TargetDescription, s.RequiredState, s.Selector)
		if s.Act() == schemas.ActSaveVariable && s.VariableName != "" {
			seen[s.VariableName] = true
		}
	}
	return out
}
