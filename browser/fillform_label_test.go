package browser

import (
	"errors"
	"strings"
	"testing"
)

// TestFieldByLabelReadsClippedNames: a page structure clips names at 80
// characters, so a label as long as GOV.UK's long radio options must still
// find its field by the whole text, and two fields whose clipped names are
// the same must be refused, not guessed.
func TestFieldByLabelReadsClippedNames(t *testing.T) {
	long := "Nullam id dolor id nibh ultricies vehicula ut id elit. Aenean eu leo quam. Pellentesque ornare sem lacinia quam venenatis vestibulum."
	clip := func(s string) string { return s[:79] + "\u2026" }
	fields := []Element{
		{Ref: "e1", Role: "radio", Name: clip(long)},
		{Ref: "e2", Role: "radio", Name: "Email"},
	}
	if el, err := fieldByLabel(fields, long); err != nil || el.Ref != "e1" {
		t.Errorf("whole long label: %+v %v", el, err)
	}
	if el, err := fieldByLabel(fields, strings.ToUpper(long[:90])); err != nil || el.Ref != "e1" {
		t.Errorf("label past the clip, other case: %+v %v", el, err)
	}
	if _, err := fieldByLabel(fields, "Nullam id dolor but then something else entirely, longer than eighty characters in all"); !errors.Is(err, ErrNotFound) {
		t.Errorf("a label that leaves the clipped name: %v", err)
	}
	twins := append(fields, Element{Ref: "e3", Role: "radio", Name: clip(long[:79] + " and a different ending")})
	if _, err := fieldByLabel(twins, long); !errors.Is(err, ErrAmbiguous) {
		t.Errorf("two fields with one clipped name: %v", err)
	}
}
