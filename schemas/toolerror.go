package schemas

import "fmt"

// allowToolError lets an output schema describe a failed call as well as a
// successful one: the "error" property (common.json's tool_error: code and
// message) is added, and the success fields are required only when there
// is no error. Clients that check structured content against the output
// schema (the MCP TypeScript SDK does, even on isError results) accept
// both; a top-level anyOf would say the same but some clients reject it.
func allowToolError(out map[string]any, defs map[string]any) error {
	def, ok := defs["tool_error"]
	if !ok {
		return fmt.Errorf("no def \"tool_error\" in common.json")
	}
	cp, err := deepCopy(def)
	if err != nil {
		return err
	}
	props, _ := out["properties"].(map[string]any)
	if props == nil {
		props = map[string]any{}
		out["properties"] = props
	}
	if _, taken := props["error"]; taken {
		return fmt.Errorf("property \"error\" is reserved for the tool error (docs/tool-results.md)")
	}
	props["error"] = cp
	if req, ok := out["required"]; ok {
		delete(out, "required")
		out["if"] = map[string]any{"required": []any{"error"}}
		out["else"] = map[string]any{"required": req}
	}
	return nil
}
