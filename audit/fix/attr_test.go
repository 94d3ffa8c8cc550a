package fix

import (
	"errors"
	"testing"
)

// TestAttributeFixesNeverChangeWhatAControlDoes: a fix may change how an
// element is announced, never its identity or behaviour. Renaming a
// "delete-account" button's id to "settings" once let a click past the
// guard's reading of it.
func TestAttributeFixesNeverChangeWhatAControlDoes(t *testing.T) {
	t.Parallel()
	for _, a := range [][2]string{{"id", "settings"}, {"ID", "x"}, {"class", "btn"}, {"data-action", "save"}, {"type", "button"},
		{"value", "Save"}, {"form", "other"}, {"formaction", "/x"}, {"onclick", "x()"}, {"href", "/"}, {"accesskey", "d"}} {
		if err := checkAttribute(a[0], a[1]); !errors.Is(err, ErrRefused) {
			t.Errorf("%s=%q was not refused: %v", a[0], a[1], err)
		}
	}
	for _, a := range [][2]string{{"alt", ""}, {"aria-label", "Search"}, {"lang", "de"}, {"title", "Map"}, {"role", "presentation"},
		{"autocomplete", "email"}, {"aria-labelledby", "l1"}, {"tabindex", "0"}} {
		if err := checkAttribute(a[0], a[1]); err != nil {
			t.Errorf("%s=%q was refused: %v", a[0], a[1], err)
		}
	}
}
