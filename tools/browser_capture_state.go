package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
)

type captureParams struct {
	Name string `json:"name"`
}

func (t *Toolbox) captureStateTool() Tool {
	return Tool{
		Name: "browser_capture_state", Title: "Save the current UI state", Toolset: "browser",
		Description: `Save a PNG of the current UI state plus a JSON record (URL, title, timestamp, state hash) into this session's dataset folder — for states with no URL of their own, like an open modal or menu.
The dataset keeps one PNG per distinct state: capturing the same state again returns duplicate=true. Example: {"name": "checkout-modal"}`,
		ReadOnly: true, Destructive: false, Idempotent: true, OpenWorld: false,
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
	return structured(rec, fmt.Sprintf("%s %s at %s", verb, rec.StateHash, rec.PNGPath)), nil
}
