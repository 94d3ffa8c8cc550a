package autonomous

// The executor side of the loop: commands become MCP tool calls, the
// vision fallback finds what the DOM could not, and the observation is the
// token-lean page the model reads.

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
)

// act maps a command onto the MCP tools and returns the skill step it
// amounts to (with the hints of what worked).
func act(ctx context.Context, c agent.Caller, cmd *schemas.Command) (*skills.Step, string, string, error) {
	p := cmd.Parameters
	str := func(k string) string {
		if v, ok := p[k]; ok && v != nil {
			return fmt.Sprint(v)
		}
		return ""
	}
	target := func() map[string]any {
		args := map[string]any{}
		for _, k := range []string{"selector", "ref"} {
			if v := str(k); v != "" {
				args[k] = v
				return args
			}
		}
		if v := str("label"); v != "" {
			args["selector"] = "internal:label=" + mustJSON(v) + "s" // exact: "Team" is not "Team name"
		}
		return args
	}
	var res struct {
		Target struct {
			Role, Name, Selector string
			X, Y                 float64
		} `json:"target"`
		URL string `json:"url"`
	}
	call := func(tool string, args map[string]any) (string, error) {
		if err := c.Call(ctx, tool, args, &res); err != nil {
			return "", err
		}
		return fmt.Sprintf("%s ok: %s %q", tool, res.Target.Role, res.Target.Name), nil
	}
	hints := func() *skills.Hints {
		return &skills.Hints{Selector: res.Target.Selector, Role: res.Target.Role, Name: res.Target.Name, X: res.Target.X, Y: res.Target.Y}
	}
	switch cmd.Action {
	case "OPEN_PAGE":
		r, err := call("browser_navigate", map[string]any{"url": str("url")})
		return &skills.Step{Action: schemas.ActNavigate.Step(), Value: str("url"), SemanticRole: "navigation"}, "browser_navigate", r, err
	case "CLICK_ELEMENT":
		args := target()
		if t := str("text"); t != "" {
			args = map[string]any{"text": t}
		}
		r, err := call("browser_click", args)
		desc := firstNonEmpty(str("text"), res.Target.Name, str("selector"))
		return &skills.Step{Action: schemas.ActClick.Step(), TargetDescription: desc, Hints: hints()}, "browser_click", r, err
	case "HOVER":
		args := target()
		if t := str("text"); t != "" {
			args = map[string]any{"text": t}
		}
		r, err := call("browser_hover", args)
		desc := firstNonEmpty(str("text"), res.Target.Name, str("selector"))
		return &skills.Step{Action: schemas.ActHover.Step(), TargetDescription: desc, Hints: hints()}, "browser_hover", r, err
	case "UPLOAD":
		args := target()
		if t := str("text"); t != "" {
			args = map[string]any{"text": t}
		}
		args["paths"] = []string{str("file")}
		r, err := call("browser_file_upload", args)
		// The skill keeps the file's name, never a path: replay reads it
		// from the operator's --upload-dir again.
		desc := firstNonEmpty(str("text"), res.Target.Name, str("selector"))
		return &skills.Step{Action: schemas.ActUpload.Step(), TargetDescription: desc, Value: str("file"), Hints: hints()}, "browser_file_upload", r, err
	case "DRAG":
		end := func(k string) map[string]any {
			m, _ := p[k].(map[string]any)
			return m
		}
		var d struct {
			Source, Target struct {
				Role, Name, Selector string
				X, Y                 float64
			}
		}
		err := c.Call(ctx, "browser_drag", map[string]any{"from": end("from"), "to": end("to")}, &d)
		r := fmt.Sprintf("browser_drag ok: %s %q onto %s %q", d.Source.Role, d.Source.Name, d.Target.Role, d.Target.Name)
		text := func(m map[string]any, name string) string {
			t, _ := m["text"].(string)
			sel, _ := m["selector"].(string)
			return firstNonEmpty(t, name, sel)
		}
		return &skills.Step{Action: schemas.ActDrag.Step(), TargetDescription: text(end("from"), d.Source.Name), Value: text(end("to"), d.Target.Name),
			Hints:     &skills.Hints{Selector: d.Source.Selector, Role: d.Source.Role, Name: d.Source.Name, X: d.Source.X, Y: d.Source.Y},
			DropHints: &skills.Hints{Selector: d.Target.Selector, Role: d.Target.Role, Name: d.Target.Name, X: d.Target.X, Y: d.Target.Y}}, "browser_drag", r, err
	case "CLICK_AT":
		r, err := call("browser_click", map[string]any{"x": p["x"], "y": p["y"]})
		return &skills.Step{Action: schemas.ActClick.Step(), TargetDescription: firstNonEmpty(res.Target.Name, "point"), Hints: hints()}, "browser_click", r, err
	case "INPUT_TEXT":
		args := target()
		args["text"] = str("text")
		if p["submit"] == true {
			args["submit"] = true
		}
		r, err := call("browser_type", args)
		return &skills.Step{Action: schemas.ActType.Step(), TargetDescription: firstNonEmpty(str("label"), res.Target.Name), Value: str("text"), Hints: hints()}, "browser_type", r, err
	case "SELECT":
		args := target()
		args["values"] = []string{str("value")}
		r, err := call("browser_select_option", args)
		return &skills.Step{Action: schemas.ActSelect.Step(), TargetDescription: firstNonEmpty(str("label"), res.Target.Name), Value: str("value"), Hints: hints()}, "browser_select_option", r, err
	case "SCROLL":
		args := map[string]any{"direction": str("direction")}
		if a, ok := p["amount"]; ok {
			args["amount"] = a
		}
		r, err := call("browser_scroll", args)
		return nil, "browser_scroll", r, err
	case "PRESS_KEY":
		args := map[string]any{"key": str("key")}
		if s := str("selector"); s != "" {
			args["selector"] = s
		}
		r, err := call("browser_press_key", args)
		return nil, "browser_press_key", r, err
	case "WAIT":
		args := map[string]any{}
		for _, k := range []string{"text", "selector"} {
			if v := str(k); v != "" {
				args[k] = v
			}
		}
		if len(args) == 0 {
			args["ms"] = p["ms"]
		}
		r, err := call("browser_wait", args)
		return nil, "browser_wait", r, err
	}
	return nil, "", "", fmt.Errorf("no executor for %s", cmd.Action)
}

func mustJSON(s string) string { b, _ := json.Marshal(s); return string(b) }

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}

// visionFallback sends the screenshot and the step to the vision model,
// which answers {"x":…, "y":…} or {"failure":{"reason":…}}.
func visionFallback(ctx context.Context, c agent.Caller, llm *LLM, goal string, cmd *schemas.Command, domErr error, rec *StepRecord, logf func(string, ...any)) (*skills.Step, string, string, error) {
	var shot struct {
		Path string `json:"path"`
	}
	if err := c.Call(ctx, "browser_screenshot", map[string]any{}, &shot); err != nil {
		return nil, "", "", domErr
	}
	rec.Screenshot = shot.Path
	png, err := os.ReadFile(shot.Path)
	if err != nil {
		return nil, "", "", domErr
	}
	var ans struct {
		X       *float64 `json:"x"`
		Y       *float64 `json:"y"`
		Failure *struct {
			Reason string `json:"reason"`
		} `json:"failure"`
	}
	b, _ := json.Marshal(cmd)
	if _, err := llm.ChatJSON(ctx, Prompt{Kind: "vision", Goal: goal, Image: png,
		System: `Find the target of this step in the screenshot. Answer {"x":<css px>,"y":<css px>} for its centre, or {"failure":{"reason":"…"}} if it is not visible.`,
		User:   "Step: " + string(b) + "\nThe DOM lookup failed: " + browser.FirstLine(domErr.Error())}, &ans); err != nil {
		return nil, "", "", fmt.Errorf("%w; vision fallback: %v", domErr, err)
	}
	if ans.Failure != nil || ans.X == nil || ans.Y == nil {
		reason := "no coordinates"
		if ans.Failure != nil {
			reason = ans.Failure.Reason
		}
		logf("    vision fallback: failure: %s", reason)
		return nil, "vision", "", fmt.Errorf("%w; vision fallback could not locate it either: %s", domErr, reason)
	}
	if cmd.Act() == schemas.ActHover {
		logf("    vision fallback: hovering at (%.0f, %.0f)", *ans.X, *ans.Y)
		var res struct {
			Target struct {
				Role, Name, Selector string
				X, Y                 float64
			} `json:"target"`
		}
		if err := c.Call(ctx, "browser_hover", map[string]any{"x": *ans.X, "y": *ans.Y}, &res); err != nil {
			return nil, "browser_hover", "", err
		}
		text, _ := cmd.Parameters["text"].(string)
		desc := firstNonEmpty(text, res.Target.Name, "point")
		return &skills.Step{Action: schemas.ActHover.Step(), TargetDescription: desc,
				Hints: &skills.Hints{Selector: res.Target.Selector, Role: res.Target.Role, Name: res.Target.Name, X: res.Target.X, Y: res.Target.Y}},
			"browser_hover", fmt.Sprintf("browser_hover ok: %s %q (vision)", res.Target.Role, res.Target.Name), nil
	}
	logf("    vision fallback: clicking at (%.0f, %.0f)", *ans.X, *ans.Y)
	return act(ctx, c, &schemas.Command{Action: "CLICK_AT", Parameters: map[string]any{"x": *ans.X, "y": *ans.Y}})
}

// observeText is the token-lean observation: URL, title and the compact
// list of interactive elements (the page-structure tool's text).
func observeText(ctx context.Context, c agent.Caller, rep *Report) string {
	var st struct {
		URL       string `json:"url"`
		Title     string `json:"title"`
		HTMLBytes int    `json:"html_bytes"`
		Elements  []struct {
			Ref, Role, Name, Selector string
			States                    []string
		} `json:"elements"`
		Text string `json:"text"`
	}
	if err := c.Call(ctx, "browser_page_structure", map[string]any{"max_elements": 120, "text_chars": 400, "detail": true}, &st); err != nil {
		return "observation failed: " + browser.FirstLine(err.Error())
	}
	if st.HTMLBytes > rep.HTMLBytes {
		rep.HTMLBytes = st.HTMLBytes
	}
	var b strings.Builder
	fmt.Fprintf(&b, "URL: %s\nTitle: %s\nElements:\n", st.URL, st.Title)
	for _, e := range st.Elements {
		fmt.Fprintf(&b, "%s %s %q %s", e.Ref, e.Role, e.Name, e.Selector)
		if len(e.States) > 0 {
			fmt.Fprintf(&b, " [%s]", strings.Join(e.States, ","))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "Text (untrusted): %s\n", st.Text)
	return b.String()
}

func compactParams(p map[string]any) string {
	b, _ := json.Marshal(p)
	return string(b)
}
