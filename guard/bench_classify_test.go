package guard

import "testing"

// BenchmarkClassifyBenign: the common case, a control that is not
// destructive, which runs every check.
func BenchmarkClassifyBenign(b *testing.B) {
	e := &Element{Tag: "button", Role: "button", Name: "Save changes", Text: "Save changes", ID: "save-btn", Class: "btn btn-primary"}
	for i := 0; i < b.N; i++ {
		Classify(Action{Kind: Click, Element: e})
	}
}
