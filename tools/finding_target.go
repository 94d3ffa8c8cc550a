package tools

import (
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
)

// findingTarget resolves the element a finding tool acts on from exactly
// one of selector and violation_id (the scan's id for the finding). The
// input schema cannot say "exactly one" (no top-level oneOf), so it is
// checked here; a non-nil result is the isError answer to return.
func (t *Toolbox) findingTarget(s *browser.Session, tool, selector, violationID string) (audit.Finding, *mcp.CallToolResult) {
	switch {
	case selector == "" && violationID == "":
		return audit.Finding{}, toolError(CodeInvalidInput, tool+": /selector or /violation_id is required: violation_id (from audit_scan_url) names a finding's element, selector any element")
	case selector != "" && violationID != "":
		return audit.Finding{}, toolError(CodeInvalidInput, tool+": /selector and /violation_id: give one, not both; violation_id already names its element (selector "+selector+" was also given), so drop one and call again")
	case selector != "":
		return audit.Finding{Selector: selector}, nil
	}
	f, err := t.Audit.Finding(s.ID(), violationID)
	if err != nil {
		return f, toolError(codeOf(err), fmt.Sprintf("%s: /violation_id: %v", tool, err))
	}
	return f, nil
}
