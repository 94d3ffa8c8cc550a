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

// Command actions the executor understands, each with its parameter schema.
var commandParams = map[string]map[string]any{
	"OPEN_PAGE":     obj(map[string]any{"url": str(4096)}, "url"),
	"CLICK_ELEMENT": obj(map[string]any{"selector": str(2000), "text": str(500), "ref": str(20)}),
	"INPUT_TEXT":    obj(map[string]any{"selector": str(2000), "ref": str(20), "label": str(300), "text": str(5000), "submit": map[string]any{"type": "boolean"}}, "text"),
	// SAVE_VARIABLE reads the element at selector off the page (seed 002);
	// value stores a literal instead (exactly one, see ExecutorCompatible).
	"SAVE_VARIABLE": obj(map[string]any{"variableName": map[string]any{"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]{0,40}$"}, "selector": str(2000), "value": str(5000)}, "variableName"),
	"GET_DOM":       obj(map[string]any{}),
	"SELECT":        obj(map[string]any{"selector": str(2000), "ref": str(20), "label": str(300), "value": str(500)}, "value"),
	"SCROLL":        obj(map[string]any{"direction": map[string]any{"type": "string", "enum": []any{"up", "down", "left", "right"}}, "amount": map[string]any{"type": "integer", "minimum": 1, "maximum": 100000}}, "direction"),
	"PRESS_KEY":     obj(map[string]any{"key": str(60), "selector": str(2000)}, "key"),
	"WAIT":          obj(map[string]any{"ms": map[string]any{"type": "integer", "minimum": 0, "maximum": 30000}, "text": str(500), "selector": str(2000)}),
	"CLICK_AT":      obj(map[string]any{"x": num(), "y": num()}, "x", "y"),
	// HOVER extends seed 002's commands (CLICK_ELEMENT's shape): menus and
	// row actions that appear only under the pointer.
	"HOVER": obj(map[string]any{"selector": str(2000), "text": str(500), "ref": str(20)}),
	// DRAG: two of CLICK_ELEMENT's targets, what to drag and where to drop it.
	"DRAG": obj(map[string]any{"from": dragEnd(), "to": dragEnd()}, "from", "to"),
	"DONE": obj(map[string]any{"summary": str(2000)}),
	"FAIL": obj(map[string]any{"reason": str(2000)}, "reason"),
}

// dragEnd is one end of a DRAG: exactly one of selector, text or ref.
func dragEnd() map[string]any {
	return obj(map[string]any{"selector": str(2000), "text": str(500), "ref": str(20)})
}

// CommandActions lists the executor's actions, sorted.
func CommandActions() []string {
	out := make([]string, 0, len(commandParams))
	for k := range commandParams {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

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
	case "CLICK_ELEMENT", "HOVER":
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
