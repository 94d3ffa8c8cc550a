package agent

import "github.com/accessagents/accessagents/audit/fix"

// fixTool names the tool that applies a fix of kind.
func fixTool(kind string) string {
	switch kind {
	case fix.KindContent:
		return "fix_apply_content"
	case fix.KindStyle:
		return "fix_inject_style"
	}
	return "fix_apply_attribute"
}

func fixArgs(f fix.Request) map[string]any {
	args := map[string]any{"selector": f.Selector}
	if f.ViolationID != "" {
		args["violation_id"] = f.ViolationID
	}
	switch f.Kind {
	case fix.KindAttribute:
		args["attribute"], args["value"], args["reasoning"] = f.Attribute, f.Value, f.Reasoning
	case fix.KindContent:
		args["inner_text"], args["original_text_hash"] = f.Text, f.OriginalTextHash
		if f.Reasoning != "" {
			args["reasoning"] = f.Reasoning
		}
	case fix.KindStyle:
		styles := map[string]any{}
		for k, v := range f.Styles {
			styles[k] = v
		}
		args["css_class"], args["styles"] = f.CSSClass, styles
		if f.Reasoning != "" {
			args["reasoning"] = f.Reasoning
		}
	}
	return args
}
