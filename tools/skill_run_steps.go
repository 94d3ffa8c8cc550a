package tools

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/skills"
)

// stepTools performs a skill replay's acts with the browser tools an agent
// would call (skills.Executor), so each step's arguments pass that tool's
// input schema, its act passes the guard and its result is scrubbed.
type stepTools struct {
	t    *Toolbox
	call string // the running call the steps belong to (skill_run)
	defs map[string]Tool
}

// stepExecutor builds the executor for one replay inside call.
func (t *Toolbox) stepExecutor(call string) *stepTools {
	x := &stepTools{t: t, call: call, defs: map[string]Tool{}}
	for _, def := range []Tool{t.navigateTool(), t.clickTool(), t.hoverTool(), t.dragTool(), t.typeTool(), t.selectTool(), t.uploadTool()} {
		x.defs[def.Name] = def
	}
	return x
}

var _ skills.Executor = (*stepTools)(nil)

func (x *stepTools) Navigate(ctx context.Context, url string) error {
	return x.do(ctx, "browser_navigate", map[string]any{"url": url})
}

func (x *stepTools) Click(ctx context.Context, selector string) error {
	return x.do(ctx, "browser_click", map[string]any{"selector": selector})
}

func (x *stepTools) Hover(ctx context.Context, selector string) error {
	return x.do(ctx, "browser_hover", map[string]any{"selector": selector})
}

func (x *stepTools) Drag(ctx context.Context, from, to string) error {
	return x.do(ctx, "browser_drag", map[string]any{"from": map[string]any{"selector": from}, "to": map[string]any{"selector": to}})
}

func (x *stepTools) Type(ctx context.Context, selector, text string) error {
	return x.do(ctx, "browser_type", map[string]any{"selector": selector, "text": text})
}

func (x *stepTools) Select(ctx context.Context, selector, value string) error {
	return x.do(ctx, "browser_select_option", map[string]any{"selector": selector, "values": []string{value}})
}

func (x *stepTools) Upload(ctx context.Context, selector, file string) error {
	return x.do(ctx, "browser_file_upload", map[string]any{"selector": selector, "paths": []string{file}})
}

// do calls one tool inside the running call and turns a failed result into
// an error carrying the tool's (scrubbed) message.
func (x *stepTools) do(ctx context.Context, tool string, args map[string]any) error {
	def, ok := x.defs[tool]
	if !ok {
		return fmt.Errorf("%s: replay has no step tool %q (see stepExecutor)", x.call, tool)
	}
	// A replay reads only whether each step worked, not what it changed.
	res, err := x.t.callWithin(browser.WithoutChanges(ctx), x.call, def, args)
	if err != nil {
		return err
	}
	if res != nil && res.IsError {
		return errors.New(resultText(res))
	}
	return nil
}

// callWithin runs a registered tool inside a running tool call (within):
// its arguments pass the tool's input schema and its result is scrubbed,
// as for a client's call. The gate stays the running call's, so the act is
// judged, confirmed (the same confirmation_id) and written to the security
// log as that call's, and approvals given earlier in the call still hold;
// the running call also recovers a panic and turns a write its page had
// refused into an error, once, at its end.
func (t *Toolbox) callWithin(ctx context.Context, within string, def Tool, args map[string]any) (*mcp.CallToolResult, error) {
	raw, err := json.Marshal(args)
	if err != nil {
		return nil, fmt.Errorf("%s: arguments for %s: %w", within, def.Name, err)
	}
	if err := t.Schemas.ValidateInputJSON(def.Name, raw); err != nil {
		t.Log.Info("invalid tool call", "tool", def.Name, "within", within, "error", err)
		return mcp.NewToolResultError(err.Error()), nil
	}
	res, err := def.Handle(ctx, raw)
	if res != nil {
		t.scrub(res, def.PageContent)
	}
	t.Log.Debug("tool call", "tool", def.Name, "within", within, "error", err, "is_error", res != nil && res.IsError)
	return res, err
}

// resultText is a result's first text content.
func resultText(res *mcp.CallToolResult) string {
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			return tc.Text
		}
	}
	return "the tool failed without a message"
}

// callName names the running tool call, or fallback outside one: an act
// a replay performs through browser_type belongs to skill_run.
func callName(ctx context.Context, fallback string) string {
	if call, ok := ctx.Value(callKey{}).(callInfo); ok && call.tool != "" {
		return call.tool
	}
	return fallback
}
