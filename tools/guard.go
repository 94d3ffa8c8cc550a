package tools

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// Guardian puts the destructive-action guard in front of every acting tool.
type Guardian struct {
	Policy   guard.Policy
	Log      *guard.Log
	Confirms *guard.Confirmations
	Secrets  *guard.Secrets
	// Terminal asks a person on the terminal (autonomous mode); nil when
	// there is no TTY.
	Terminal func(ctx context.Context, question string) (bool, error)
}

// ErrConfirmationRequired starts every refusal the guard returns.
var ErrConfirmationRequired = errors.New("destructive action requires confirmation")

// guardCheck is the browser preflight for one acting call.
func (t *Toolbox) guardCheck(ctx context.Context, s *browser.Session, tool, kind, confirmID string) browser.Preflight {
	return func(r browser.Resolved) error { return t.judge(ctx, s, tool, kind, r, "", confirmID) }
}

// judge classifies an action and decides: operator policy, a relayed
// confirmation id, the person via MCP elicitation, the terminal, or refuse.
// Every destructive decision is written to the security log.
func (t *Toolbox) judge(ctx context.Context, s *browser.Session, tool, kind string, r browser.Resolved, navURL, confirmID string) error {
	if t.Guard == nil {
		return nil
	}
	var el *guard.Element
	pageURL := navURL
	if r.Guard != nil {
		e := r.Guard.Element
		el, pageURL = &e, r.Guard.URL
	}
	if el == nil && kind != guard.Navigate {
		el = &guard.Element{Role: r.Role, Name: r.Name}
	}
	v := guard.Classify(guard.Action{Kind: kind, Element: el, URL: navURL})
	if !v.Destructive() {
		return nil
	}
	summary := describeElement(el, navURL)
	entry := guard.Entry{Session: s.ID(), URL: pageURL, Action: tool + " (" + kind + ")", Element: summary,
		Category: v.Category, Severity: v.Severity, Signals: v.Signals}
	decide := func(decision, by, reason string) {
		entry.Decision, entry.DecidedBy, entry.Reason = decision, by, reason
		if err := t.Guard.Log.Write(entry, filepath.Join(s.OutputDir(), "security.jsonl")); err != nil {
			t.Log.Error("security log", "error", err)
		}
	}
	refuse := func(by, reason, advice string) error {
		decide(guard.Refused, by, reason)
		return fmt.Errorf("%w: %s (%s severity) on %s — %s. %s", ErrConfirmationRequired, v.Category, v.Severity, summary, v.Explanation, advice)
	}
	if t.Guard.Policy.Allowed[v.Category] {
		decide(guard.Allowed, guard.ByPolicy, "--allow-destructive="+v.Category)
		return nil
	}
	binding := guard.Binding{Session: s.ID(), URL: pageURL, Action: tool + ":" + kind,
		Fingerprint: guard.Fingerprint(r.Selector, summary, fmt.Sprint(el))}
	if confirmID != "" {
		if err := t.Guard.Confirms.Redeem(confirmID, binding); err != nil {
			return refuse(guard.ByAgent, err.Error(), "The confirmation id was refused: "+err.Error()+". Ask your user again and call without confirmation_id to get a new one.")
		}
		decide(guard.Allowed, guard.ByAgent, "confirmation "+confirmID)
		return nil
	}
	question := fmt.Sprintf("Allow this %s action?\n%s on %s\npage: %s\ncategory: %s, severity: %s\n(%s)",
		v.Category, tool, summary, pageURL, v.Category, v.Severity, v.Explanation)
	if srv := server.ServerFromContext(ctx); srv != nil && clientElicits(ctx) {
		res, err := srv.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{
			Message: question,
			RequestedSchema: map[string]any{"type": "object", "properties": map[string]any{
				"confirm": map[string]any{"type": "boolean", "title": "I confirm this action", "default": false}}},
		}})
		if err == nil {
			if res.Action == mcp.ElicitationResponseActionAccept && confirmed(res.Content) {
				decide(guard.Allowed, guard.ByPerson, "accepted")
				return nil
			}
			return refuse(guard.ByPerson, "person answered "+string(res.Action), "The person did not confirm; do not retry it unasked.")
		}
		t.Log.Warn("elicitation failed; falling back to policy", "error", err)
	}
	if t.Guard.Terminal != nil {
		ok, err := t.Guard.Terminal(ctx, question)
		if err == nil && ok {
			decide(guard.Allowed, guard.ByTerminal, "answered yes")
			return nil
		}
		return refuse(guard.ByTerminal, "answered no", "")
	}
	if t.Guard.Policy.Confirm == guard.ConfirmAgent {
		id := t.Guard.Confirms.Issue(binding)
		return refuse(guard.ByPolicy, "awaiting confirmation "+id,
			fmt.Sprintf("Ask your user; if they agree, call %s again with the same arguments plus \"confirmation_id\": %q (valid once, for this element on this page, for %s).",
				tool, id, guard.ConfirmationTTL))
	}
	return refuse(guard.ByPolicy, "--confirm=deny", fmt.Sprintf("An operator can allow it with --allow-destructive=%s, or run with --confirm=agent so you can relay your user's confirmation.", v.Category))
}

// clientElicits reports whether the session's client declared elicitation.
func clientElicits(ctx context.Context) bool {
	cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	if !ok {
		return false
	}
	_, can := server.ClientSessionFromContext(ctx).(server.SessionWithElicitation)
	return can && cs.GetClientCapabilities().Elicitation != nil
}

// confirmed accepts an explicit accept with confirm true (or no form data).
func confirmed(content any) bool {
	m, ok := content.(map[string]any)
	if !ok || m["confirm"] == nil {
		return true
	}
	b, _ := m["confirm"].(bool)
	return b
}

func describeElement(e *guard.Element, navURL string) string {
	if e == nil {
		return "navigation to " + navURL
	}
	label := e.AriaLabel
	for _, s := range []string{e.Name, e.Text, e.Value, e.Title} {
		if label == "" {
			label = s
		}
	}
	role := e.Role
	if role == "" {
		role = e.Tag
	}
	out := fmt.Sprintf("%s %q", role, truncateText(label, 60))
	if e.ID != "" {
		out += " #" + e.ID
	}
	return out
}

func truncateText(s string, n int) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}

// isActivationKey reports keys that activate or submit the focused element.
func isActivationKey(key string) bool {
	k := strings.ToLower(key)
	return k == "enter" || k == "numpadenter" || k == " " || k == "space"
}
