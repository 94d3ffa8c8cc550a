package tools

import (
	"testing"

	"github.com/accessagents/accessagents/guard"
)

// TestDescribeElementNamesAnIcon: a person asked about a click on an icon
// with no name ("browser_click on span \"\"" told a model's person
// nothing) is told its class and the heading it sits under.
func TestDescribeElementNamesAnIcon(t *testing.T) {
	for _, tc := range []struct {
		e    guard.Element
		want string
	}{
		{guard.Element{Tag: "span", Class: "bm-btn bm-off icon", Context: "New tram line opens on the riverside"}, `span (no name) class "bm-btn bm-off" under "New tram line opens on the riverside"`},
		{guard.Element{Tag: "button", Role: "button", Text: "Save"}, `button "Save"`},
		{guard.Element{Tag: "div", ID: "go"}, `div (no name) #go`},
	} {
		if got := describeElement(&tc.e, ""); got != tc.want {
			t.Errorf("describeElement(%+v) = %s, want %s", tc.e, got, tc.want)
		}
	}
}

// TestApprovalCoversTheElementNotItsHeading: what a yes covers is the
// element's own words; a bin icon under the heading "Your profile" must
// not make the yes name the account (which would let its handler's DELETE
// of the profile through unasked).
func TestApprovalCoversTheElementNotItsHeading(t *testing.T) {
	for _, e := range []guard.Element{
		{Tag: "span", Class: "icon-delete", Context: "Your profile"},
		{Tag: "button", AriaLabel: "Remove photo", ID: "profile-photo-remove"},
	} {
		if w := elementWords(&e, ""); guard.NamesAccount(w) {
			t.Errorf("an approval of %+v covers %q, which names the account", e, w)
		}
	}
}
