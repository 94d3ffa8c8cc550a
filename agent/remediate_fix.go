package agent

import "github.com/accessagents/accessagents/audit"

// fixTool names the tool that applies a fix of kind.
func fixTool(kind string) string {
	switch kind {
	case audit.KindContent:
		return "fix_apply_content"
	case audit.KindStyle:
		return "fix_inject_style"
	}
	return "fix_apply_attribute"
}

func fixArgs(f audit.FixRequest) map[string]any {
	args := map[string]any{"selector": f.Selector}
	if f.ViolationID != "" {
		args["violation_id"] = f.ViolationID
	}
	switch f.Kind {
	case audit.KindAttribute:
		args["attribute"], args["value"], args["reasoning"] = f.Attribute, f.Value, f.Reasoning
	case audit.KindContent:
		args["inner_text"], args["original_text_hash"] = f.Text, f.OriginalTextHash
		if f.Reasoning != "" {
			args["reasoning"] = f.Reasoning
		}
	case audit.KindStyle:
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
