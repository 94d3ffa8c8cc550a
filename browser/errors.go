package browser

import (
	"errors"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Sentinel errors for browser states; callers match them with errors.Is and
// turn them into actionable tool results.
var (
	ErrNotFound   = errors.New("no element matches")
	ErrAmbiguous  = errors.New("several elements match")
	ErrNotVisible = errors.New("element is not visible")
	ErrCovered    = errors.New("element is covered by another element")
	ErrDisabled   = errors.New("element is disabled")
	ErrDialogOpen = errors.New("a dialog is open")
	// ErrDialogInterrupted is a WithPage read that a dialog interrupted:
	// fn did run, is blocked on the dialog, and finishes once it is
	// answered. ErrDialogOpen means fn never ran.
	ErrDialogInterrupted = errors.New("a dialog opened while the page was being read")
	ErrNoDialog          = errors.New("no dialog is open")
	ErrBadURL            = errors.New("URL not allowed")
	ErrTimeout           = errors.New("timed out")
	ErrNavigation        = errors.New("navigation failed")
	ErrBadSelector       = errors.New("invalid selector")
	// ErrBadValue is a value the field cannot take (a date it cannot read).
	ErrBadValue = errors.New("value not accepted by the field")
)

// Candidate is a near match offered when a target is missing or ambiguous.
type Candidate struct {
	Ref      string  `json:"ref"`
	Role     string  `json:"role"`
	Name     string  `json:"name"`
	Selector string  `json:"selector"`
	XPath    string  `json:"xpath"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
}

// TargetError is ErrNotFound/ErrAmbiguous/… with candidates attached.
type TargetError struct {
	Err        error
	What       string
	Candidates []Candidate
}

func (e *TargetError) Error() string {
	var b strings.Builder
	b.WriteString(e.Err.Error())
	if e.What != "" {
		b.WriteString(" ")
		b.WriteString(e.What)
	}
	return b.String()
}

func (e *TargetError) Unwrap() error { return e.Err }

// isTimeout recognises Playwright's timeout errors: a TimeoutError from
// the driver and the client's own waits both wrap playwright.ErrTimeout.
func isTimeout(err error) bool {
	return errors.Is(err, playwright.ErrTimeout)
}

// isSelectorSyntax recognises a malformed selector reported by Playwright.
func isSelectorSyntax(err error) bool {
	if err == nil {
		return false
	}
	// third-party text: Playwright's selector parser (and the browser's
	// querySelector) say so only in words; no error type or name marks it.
	s := err.Error()
	return strings.Contains(s, "is not a valid selector") || strings.Contains(s, "Unexpected token") ||
		strings.Contains(s, "Failed to parse selector") || strings.Contains(s, "Unknown engine")
}
