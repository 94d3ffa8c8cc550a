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
