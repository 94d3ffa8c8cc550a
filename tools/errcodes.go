package tools

import (
	"context"
	"errors"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/skills"
)

// ErrorCode pairs a machine-readable code with the sentinel error it
// stands for. A failed call's structured content carries the code
// ({"error": {"code": …, "message": …}}, docs/tool-results.md); the
// in-process client (agent.Client) maps it back to Err, so callers test
// failures with errors.Is instead of reading the message.
type ErrorCode struct {
	Code string
	Err  error
}

// Error codes a failed call carries that no sentinel stands for.
const (
	// CodeInvalidInput: the arguments broke the input schema or a rule
	// the schema cannot state (ErrInvalidInput).
	CodeInvalidInput = "invalid_input"
	// CodeInternal: the handler panicked; the server is still running.
	CodeInternal = "internal"
	// CodeFailed: any other failure; the message says what happened.
	CodeFailed = "failed"
)

// ErrInvalidInput is a call whose arguments the tool cannot use: the
// message names the field and what it expects.
var ErrInvalidInput = errors.New("invalid input")

// ErrorCodes is the one table of error codes, most specific first: a
// failure takes the code of the first entry its error matches with
// errors.Is, and a code maps back to the first entry that has it.
// schemas/common.json's tool_error enum lists the same codes.
func ErrorCodes() []ErrorCode {
	return []ErrorCode{
		{"cancelled", context.Canceled},
		{"cancelled", browser.ErrAbandoned},
		{"timeout", browser.ErrTimeout},
		{"timeout", context.DeadlineExceeded},
		{"confirmation_required", ErrConfirmationRequired},
		{"confirmation_unknown", guard.ErrUnknownConfirmation},
		{"confirmation_expired", guard.ErrExpiredConfirmation},
		{"confirmation_mismatch", guard.ErrMismatch},
		{"act_not_declared", ErrActNotDeclared},
		{"unjudgeable", ErrUnjudgeable},
		{"ungated", browser.ErrUngated},
		{"stale_ref", browser.ErrStaleRef},
		{"not_found", browser.ErrNotFound},
		{"ambiguous", browser.ErrAmbiguous},
		{"not_visible", browser.ErrNotVisible},
		{"covered", browser.ErrCovered},
		{"disabled", browser.ErrDisabled},
		{"dialog_open", browser.ErrDialogOpen},
		{"dialog_interrupted", browser.ErrDialogInterrupted},
		{"no_dialog", browser.ErrNoDialog},
		{"bad_selector", browser.ErrBadSelector},
		{"bad_url", browser.ErrBadURL},
		{"bad_url", guard.ErrBlockedURL},
		{"navigation_failed", browser.ErrNavigation},
		{"secret_field", browser.ErrSecretField},
		{"focus_unknown", browser.ErrFocusUnknown},
		{"bad_storage_state", browser.ErrBadStorageState},
		{"secret_origin", guard.ErrSecretOrigin},
		{"path_refused", ErrPathRefused},
		{"three_strikes", fix.ErrThreeStrikes},
		{"do_no_harm", fix.ErrHarm},
		{"fix_refused", fix.ErrRefused},
		{"not_scanned", audit.ErrNotScanned},
		{"unknown_violation", audit.ErrUnknownViolation},
		{"unknown_rule", finding.ErrUnknownRule},
		{"unknown_check", finding.ErrUnknownCheck},
		{"unknown_skill", skills.ErrNotFound},
		{"read_only", skills.ErrReadOnly},
		{CodeInvalidInput, ErrInvalidInput},
		{CodeInvalidInput, browser.ErrBadValue},
	}
}

// codeOf is err's code: the first entry of ErrorCodes it matches, or
// CodeFailed.
func codeOf(err error) string {
	for _, ec := range ErrorCodes() {
		if errors.Is(err, ec.Err) {
			return ec.Code
		}
	}
	return CodeFailed
}

// toolError is a failed result whose text is msg and whose structured
// content carries code beside it. External clients read the text as
// before; the structured content is what a program tests.
func toolError(code, msg string) *mcp.CallToolResult {
	res := mcp.NewToolResultError(msg)
	res.StructuredContent = errorContent(code, msg)
	return res
}

// withErrorCode gives a failed result that carries no code yet the
// generic CodeFailed, so every isError result has one.
func withErrorCode(res *mcp.CallToolResult) *mcp.CallToolResult {
	if res == nil || !res.IsError || res.StructuredContent != nil {
		return res
	}
	var msg string
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			if msg != "" {
				msg += "\n"
			}
			msg += tc.Text
		}
	}
	res.StructuredContent = errorContent(CodeFailed, msg)
	return res
}

func errorContent(code, msg string) map[string]any {
	return map[string]any{"error": map[string]any{"code": code, "message": msg}}
}
