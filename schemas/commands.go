package schemas

// The executor's command vocabulary: each command action the planner may
// answer with, its parameter schema, and what the schema cannot check
// (exactly one target, a known field, known ${variables}).

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
)

func str(max int) map[string]any { return map[string]any{"type": "string", "maxLength": max} }
func num() map[string]any        { return map[string]any{"type": "number", "minimum": 0, "maximum": 20000} }
func obj(props map[string]any, required ...string) map[string]any {
	o := map[string]any{"type": "object", "properties": props}
	if len(required) > 0 {
		r := make([]any, len(required))
		for i, s := range required {
			r[i] = s
		}
		o["required"] = r
	}
	return o
}

var reVar = regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*)\}`)

// ExecutorCompatible checks what the schema cannot: a click names exactly
// one target, a text input names its field, and every ${variable} in the
// parameters is known (from SAVE_VARIABLE or the task's inputs).
func ExecutorCompatible(c *Command, vars map[string]string) []AIError {
	var errs []AIError
	p := c.Parameters
	has := func(k string) bool { v, ok := p[k]; return ok && v != "" && v != nil }
	count := 0
	for _, k := range []string{"selector", "text", "ref"} {
		if has(k) {
			count++
		}
	}
	switch c.Action {
	case "CLICK_ELEMENT", "HOVER", "UPLOAD":
		if count != 1 {
			errs = append(errs, AIError{Field: "parameters", Path: "/command/parameters", Message: c.Action + " needs exactly one of selector, text or ref", Value: p})
		}
	case "DRAG":
		for _, end := range []string{"from", "to"} {
			m, _ := p[end].(map[string]any)
			if len(m) != 1 {
				errs = append(errs, AIError{Field: "parameters", Path: "/command/parameters/" + end, Message: "DRAG's " + end + " needs exactly one of selector, text or ref", Value: p[end]})
			}
		}
	case "INPUT_TEXT", "SELECT":
		if !has("selector") && !has("ref") && !has("label") {
			errs = append(errs, AIError{Field: "parameters", Path: "/command/parameters", Message: c.Action + " needs selector, ref or label of the field", Value: p})
		}
	case "SAVE_VARIABLE":
		if has("selector") == has("value") {
			errs = append(errs, AIError{Field: "parameters", Path: "/command/parameters", Value: p,
				Message: "SAVE_VARIABLE needs exactly one of selector (read the element's value or text off the page) or value (a literal)"})
		}
	}
	for k, v := range p {
		s, ok := v.(string)
		if !ok {
			continue
		}
		for _, m := range reVar.FindAllStringSubmatch(s, -1) {
			if _, known := vars[m[1]]; !known {
				errs = append(errs, AIError{Field: k, Path: "/command/parameters/" + k, Value: s, ExpectedType: "known variable",
					Message: fmt.Sprintf("unknown variable ${%s}: save it with SAVE_VARIABLE first or use one of %s", m[1], varList(vars))})
			}
		}
	}
	return errs
}

func varList(vars map[string]string) string {
	if len(vars) == 0 {
		return "(none)"
	}
	var ks []string
	for k := range vars {
		ks = append(ks, "${"+k+"}")
	}
	sort.Strings(ks)
	return strings.Join(ks, ", ")
}

// Interpolate fills ${variables} in a command's string parameters.
func Interpolate(c *Command, vars map[string]string) {
	for k, v := range c.Parameters {
		if s, ok := v.(string); ok {
			c.Parameters[k] = reVar.ReplaceAllStringFunc(s, func(m string) string {
				if val, ok := vars[m[2:len(m)-1]]; ok {
					return val
				}
				return m
			})
		}
	}
}
