package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

type fixAttributeParams struct {
	Selector    string `json:"selector"`
	ViolationID string `json:"violation_id"`
	Attribute   string `json:"attribute"`
	Value       string `json:"value"`
	Reasoning   string `json:"reasoning"`
}

func (t *Toolbox) fixAttributeTool() Tool {
	return Tool{
		Name: "fix_apply_attribute", Title: "Fix: set an attribute (ApplyAttributeFix)", Toolset: "fix",
		Description: `Set one attribute (alt, aria-label, lang, title…) on an audited violation's element, then verify it.
Handlers, javascript: URLs and changes that hide, disable or re-route controls are refused or rolled back.`,
		ReadOnly: false, Destructive: false, Idempotent: true, OpenWorld: false,
		Inert:  "edits this browser's copy of the DOM; nothing is sent to the site",
		Handle: handler(t, t.fixAttribute),
	}
}

func (t *Toolbox) fixAttribute(ctx context.Context, s *browser.Session, p fixAttributeParams) (*mcp.CallToolResult, error) {
	return t.applyFix(ctx, s, "fix_apply_attribute", fix.Request{Kind: fix.KindAttribute, Selector: p.Selector,
		ViolationID: p.ViolationID, Attribute: p.Attribute, Value: p.Value, Reasoning: p.Reasoning})
}

// applyFix runs a fix and renders its result or refusal (with the strike
// count, since three failures hand the violation to a person).
func (t *Toolbox) applyFix(ctx context.Context, s *browser.Session, tool string, req fix.Request) (*mcp.CallToolResult, error) {
	if req.Selector == "" {
		// violation_id alone fixes the finding's own element; with a
		// selector too, it says which finding a related element's fix
		// (a child, <title>) serves.
		f, bad := t.findingTarget(s, tool, "", req.ViolationID)
		if bad != nil {
			return bad, nil
		}
		req.Selector = f.Selector
	}
	res, err := t.Audit.Fix(ctx, s, req)
	if ref, ok := err.(*fix.Refusal); ok {
		msg := fmt.Sprintf("%s: %v\nviolation %s (%s): attempt %d of %d", tool, ref.Err, ref.Result.ViolationID, ref.Result.RuleID, ref.Result.Attempts, fix.MaxAttempts)
		code := codeOf(ref)
		if ref.Result.Status == finding.StatusSkipped {
			msg += "; three strikes: handed to a person (see audit_session_state)"
			code = codeOf(fix.ErrThreeStrikes)
		}
		return toolError(code, msg), nil
	}
	if err != nil {
		return failure(tool, err)
	}
	return structured(res, fixText(req.Kind, res)), nil
}

// fixText says what a fix changed, why, and what comes next.
func fixText(kind string, res fix.Result) string {
	f := res.Fix
	change := describeFix(f)
	text := fmt.Sprintf("applied %s fix %s to %s for %s (%s): %s", kind, f.ID, f.Selector, res.ViolationID, res.RuleID, change)
	if f.Reasoning != "" {
		text += "\nreasoning: " + f.Reasoning
	}
	if f.LowConfidence {
		text += "\nlow confidence: a person will review it"
	}
	if strings.HasPrefix(f.Verification, res.Status) {
		text += "\nstatus: " + f.Verification
	} else {
		text += fmt.Sprintf("\nstatus: violation %s, fix %s", res.Status, f.Verification)
	}
	if res.Attempts > 0 {
		text += fmt.Sprintf("; %d of %d attempts used", res.Attempts, fix.MaxAttempts)
	}
	return text + "\nnext: " + res.Next
}
