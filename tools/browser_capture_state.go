package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type captureParams struct {
	Name string `json:"name"`
}

func (t *Toolbox) captureStateTool() Tool {
	return Tool{
		Name: "browser_capture_state", Title: "Save the current UI state", Toolset: "browser",
		Description: `Save a PNG and a JSON record of the current UI state (an open modal, a menu) to the dataset; a state saved before returns duplicate=true.`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.captureState),
	}
}

func (t *Toolbox) captureState(ctx context.Context, s *browser.Session, p captureParams) (*mcp.CallToolResult, error) {
	rec, err := s.CaptureState(ctx, p.Name)
	if err != nil {
		return failure("browser_capture_state", err)
	}
	verb := "saved new state"
	if rec.Duplicate {
		verb = "state already in the dataset"
	}
	text := fmt.Sprintf("%s %s at %s", verb, rec.StateHash, rec.PNGPath)
	if rec.Name != "" {
		text += fmt.Sprintf("\nname: %s", rec.Name)
	}
	if len(rec.Names) > 0 {
		text += "\nalso named: " + strings.Join(rec.Names, ", ")
	}
	text += fmt.Sprintf("\npage: %s — %q", rec.URL, rec.Title)
	return structured(rec, text), nil
}
