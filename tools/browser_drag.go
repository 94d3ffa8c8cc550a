package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

// dragEnd is one end of a drag, named as browser_click names its target.
type dragEnd struct {
	Selector string   `json:"selector"`
	Text     string   `json:"text"`
	Ref      string   `json:"ref"`
	X        *float64 `json:"x"`
	Y        *float64 `json:"y"`
}

func (e dragEnd) target() browser.Target { return target(e.Selector, e.Text, e.Ref, e.X, e.Y) }

type dragParams struct {
	From dragEnd `json:"from"`
	To   dragEnd `json:"to"`
	// ConfirmationID relays a person's confirmation (with --confirm=agent).
	ConfirmationID string `json:"confirmation_id"`
}

func (t *Toolbox) dragTool() Tool {
	return Tool{
		Name: "browser_drag", Title: "Drag and drop", Toolset: "browser",
		Description: `Drag one element onto another with real pointer moves. Each end: ref, selector, text or viewport x+y. A drop onto a delete zone needs a person's yes.`,
		ReadOnly:    false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActDrag},
		Handle: handler(t, t.drag),
	}
}

func (t *Toolbox) drag(ctx context.Context, s *browser.Session, p dragParams) (*mcp.CallToolResult, error) {
	res, err := s.Drag(ctx, p.From.target(), p.To.target())
	if err != nil {
		return failure("browser_drag", err)
	}
	summary := fmt.Sprintf("dragged %s from %.0f,%.0f onto %s at %.0f,%.0f",
		endWords(res.Source, p.From.target()), res.Source.X, res.Source.Y, endWords(res.Target, p.To.target()), res.Target.X, res.Target.Y)
	return structured(res, outcomeText(summary, res.Outcome)), nil
}

// endWords names one end of a drag as the structure does, with the selector
// it resolved to when the call did not name it by ref.
func endWords(r browser.Resolved, tg browser.Target) string {
	w := r.Words()
	if tg.Ref == "" && r.Selector != "" && !strings.Contains(w, r.Selector) {
		w += " (" + r.Selector + ")"
	}
	return w
}
