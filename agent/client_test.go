package agent

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/tools"
)

// TestToolErrorsKeepTheirIdentity: a failed call reaches the in-process
// client as a *ToolError that errors.Is matches against the sentinel the
// server failed with, and whose text is the tool's message, unchanged.
func TestToolErrorsKeepTheirIdentity(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c := connect(t)
	steps := []struct {
		name   string
		tool   string
		args   map[string]any
		want   error  // nil: the call must succeed
		code   string // the structured content's code
		prefix string // the message's start
	}{
		{"fix before any scan", "fix_apply_attribute", map[string]any{"violation_id": "v0123456789a", "attribute": "alt", "value": "x", "reasoning": "test"},
			audit.ErrNotScanned, "not_scanned", "fix_apply_attribute: /violation_id:"},
		{"open the page", "browser_navigate", map[string]any{"url": testWeb.URL + "/pages/danger.html"}, nil, "", ""},
		{"missing element", "browser_click", map[string]any{"selector": "#nope"},
			browser.ErrNotFound, "not_found", "browser_click: no element matches"},
		{"argument the schema refuses", "browser_click", map[string]any{"selector": "#del", "bogus": 1},
			tools.ErrInvalidInput, "invalid_input", "browser_click:"},
		{"destructive click, nobody to confirm", "browser_click", map[string]any{"text": "Delete account"},
			tools.ErrConfirmationRequired, "confirmation_required", "destructive action requires confirmation"},
		{"no dialog to answer", "browser_handle_dialog", map[string]any{"accept": true},
			browser.ErrNoDialog, "no_dialog", "browser_handle_dialog: no dialog is open"},
	}
	for _, s := range steps {
		err := c.Call(ctx, s.tool, s.args, nil)
		if s.want == nil {
			if err != nil {
				t.Fatalf("%s: %v", s.name, err)
			}
			continue
		}
		var te *ToolError
		if !errors.As(err, &te) {
			t.Fatalf("%s: %v (%T), want a *ToolError", s.name, err, err)
		}
		if !errors.Is(err, s.want) || te.Code != s.code {
			t.Errorf("%s: code %q, sentinel %v; want %q and errors.Is %v", s.name, te.Code, te.Err, s.code, s.want)
		}
		if !strings.HasPrefix(err.Error(), s.prefix) || err.Error() != te.Message {
			t.Errorf("%s: message %q, want it to start with %q", s.name, err.Error(), s.prefix)
		}
	}
}

// TestThreeStrikesIsAnError: the third refused fix of one violation hands
// it to a person, and the client sees fix.ErrThreeStrikes (the
// remediation loop stops trying on it), not a message to read.
func TestThreeStrikesIsAnError(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	c := connect(t)
	res, err := ScanAll(ctx, c, map[string]any{"url": testWeb.URL + "/unnamed-image"})
	if err != nil {
		t.Fatal(err)
	}
	var id string
	for _, v := range res.Violations {
		if v.RuleID == "image-alt" {
			id = v.ID
		}
	}
	if id == "" {
		t.Fatalf("no image-alt violation: %+v", res.Violations)
	}
	bad := map[string]any{"violation_id": id, "attribute": "onclick", "value": "alert(1)", "reasoning": "test"}
	for attempt := 1; attempt <= fix.MaxAttempts; attempt++ {
		err := c.Call(ctx, "fix_apply_attribute", bad, nil)
		last := attempt == fix.MaxAttempts
		if !errors.Is(err, fix.ErrRefused) && !last || errors.Is(err, fix.ErrThreeStrikes) != last {
			t.Errorf("attempt %d: %v (code %q)", attempt, err, codeOf(err))
		}
	}
}

func codeOf(err error) string {
	var te *ToolError
	if errors.As(err, &te) {
		return te.Code
	}
	return ""
}
