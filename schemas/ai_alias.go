package schemas

import (
	"fmt"
	"strings"
)

// aiAlias is one older name for a canonical AI-response field. The
// canonical shape is seed 002's (camelCase, INPUT_TEXT.text,
// SAVE_VARIABLE.variableName); the snake_case names this project used
// before are still accepted and renamed, so a model prompted either way
// (or an Agent A written against either) is understood.
type aiAlias struct {
	parent string // JSON pointer of the object holding the field
	action string // only for this command action ("" = any)
	alias  string
	canon  string
}

// aiAliases lists the aliases, parents before children.
func aiAliases() []aiAlias {
	return []aiAlias{
		{parent: "/decision", alias: "result_validation", canon: "resultValidation"},
		{parent: "/decision/resultValidation", alias: "expected_elements", canon: "expectedElements"},
		{parent: "/decision/resultValidation", alias: "actual_state", canon: "actualState"},
		{parent: "/reasoning", alias: "expected_outcome", canon: "expectedOutcome"},
		{parent: "/command/parameters", action: "INPUT_TEXT", alias: "value", canon: "text"},
		{parent: "/command/parameters", action: "SAVE_VARIABLE", alias: "name", canon: "variableName"},
	}
}

// normalizeAliases rewrites doc in place to the canonical shape: alias
// fields are renamed, and reasoning.alternatives given as a list of
// strings becomes one string. A field given under both names is an error.
func normalizeAliases(doc any) []AIError {
	var errs []AIError
	action, _ := valueAt(doc, "/command/action").(string)
	for _, a := range aiAliases() {
		if a.action != "" && a.action != action {
			continue
		}
		m, ok := valueAt(doc, a.parent).(map[string]any)
		if !ok {
			continue
		}
		v, ok := m[a.alias]
		if !ok {
			continue
		}
		if _, dup := m[a.canon]; dup {
			errs = append(errs, AIError{Field: a.alias, Path: a.parent + "/" + a.alias, Value: v,
				Message: fmt.Sprintf("%s is an old name for %s; give only %s", a.alias, a.canon, a.canon)})
			continue
		}
		delete(m, a.alias)
		m[a.canon] = v
	}
	if r, ok := valueAt(doc, "/reasoning").(map[string]any); ok {
		if list, ok := r["alternatives"].([]any); ok {
			parts := make([]string, 0, len(list))
			for _, x := range list {
				s, ok := x.(string)
				if !ok {
					return append(errs, AIError{Field: "alternatives", Path: "/reasoning/alternatives", Value: list, ExpectedType: "string",
						Message: "alternatives is a string (a list of strings is accepted too)"})
				}
				parts = append(parts, s)
			}
			r["alternatives"] = strings.Join(parts, "; ")
		}
	}
	return errs
}
