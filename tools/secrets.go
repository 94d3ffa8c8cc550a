package tools

import (
	"errors"
	"path/filepath"
	"strings"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// secretFill is the TypeOptions.Fill for one call: ${NAME} from --secrets,
// checked against the origin of the field's own frame. A refusal is
// written to the security log. Nil when no secrets are configured.
func (t *Toolbox) secretFill(s *browser.Session, tool string) func(origin, text string) (string, error) {
	if t.Guard == nil || t.Guard.Secrets == nil {
		return nil
	}
	return func(frameURL, text string) (string, error) {
		out, _, err := t.Guard.Secrets.FillFor(frameURL, text)
		var soe *guard.SecretOriginError
		if errors.As(err, &soe) {
			entry := guard.Entry{Session: s.ID(), URL: soe.Origin, Action: tool + " (type)", Element: "${" + soe.Name + "}",
				Category: "secret-binding", Severity: guard.High, Decision: guard.Refused, DecidedBy: guard.ByPolicy,
				Reason: "secret bound to " + strings.Join(soe.Allowed, ", ")}
			if lerr := t.Guard.Log.Write(entry, filepath.Join(s.OutputDir(), "security.jsonl")); lerr != nil {
				t.Log.Error("security log", "error", lerr)
			}
			t.Log.Warn("bound secret refused on another origin", "secret", soe.Name, "origin", soe.Origin, "allowed", soe.Allowed)
		}
		return out, err
	}
}
