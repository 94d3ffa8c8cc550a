package tools

import (
	"fmt"
	"strings"

	"github.com/accessagents/accessagents/guard"
)

// describeElement is how a person and the security log are told which
// element an act is on: its role and words (or, with none, its class and
// the heading or dialog it sits under) and its id.
func describeElement(e *guard.Element, navURL string) string {
	if e == nil {
		return "navigation to " + navURL
	}
	label := labelOf(e)
	role := e.Role
	if role == "" {
		role = e.Tag
	}
	out := fmt.Sprintf("%s %q", role, truncateText(label, 60))
	if label == "" {
		// A person asked about an icon with no name needs to know which
		// one: its class and the heading or dialog it sits under.
		out = role + " (no name)"
		if c := strings.Fields(e.Class); len(c) > 0 {
			out += fmt.Sprintf(" class %q", truncateText(strings.Join(c[:min(2, len(c))], " "), 40))
		}
		if e.Context != "" {
			out += fmt.Sprintf(" under %q", truncateText(e.Context, 60))
		}
	}
	if e.ID != "" {
		out += " #" + e.ID
	}
	return out
}

// elementWords is what an approval of e's act covers: the element's own
// role and words, never its id, the page's class names or the heading it sits
// under (a heading "Your profile" over a bin icon must not make a yes to
// the icon a yes to deleting the profile).
func elementWords(e *guard.Element, navURL string) string {
	if e == nil {
		return "navigation to " + navURL
	}
	role := e.Role
	if role == "" {
		role = e.Tag
	}
	// Not its id: markup the person never read ("profile-photo-remove").
	return fmt.Sprintf("%s %q", role, truncateText(labelOf(e), 60))
}

// truncateText is s on one line, cut to n characters (guard.Truncate).
func truncateText(s string, n int) string {
	return guard.Truncate(strings.Join(strings.Fields(s), " "), n)
}
