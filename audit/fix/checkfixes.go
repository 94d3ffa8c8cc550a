package fix

import (
	"encoding/json"
	"strconv"

	"github.com/accessagents/accessagents/audit/finding"
)

// autocompleteFix proposes the autocomplete token the check derived from
// the field's type, name and label (1.3.5).
func autocompleteFix(v *finding.Violation) []Hypothesis {
	var d struct {
		Autocomplete string `json:"autocomplete"`
	}
	if json.Unmarshal(v.Data, &d) != nil || d.Autocomplete == "" {
		return nil
	}
	why := "the field asks for the user's " + d.Autocomplete
	return []Hypothesis{{Fixes: []Request{{Kind: KindAttribute, Selector: v.Selector, ViolationID: v.ID, Attribute: "autocomplete",
		Value: d.Autocomplete, Reasoning: why}}, Why: why}}
}

// fakeHeadingFix makes text styled as a heading one, at the level the
// check read from the page's outline: role=heading with aria-level in the
// live page, a real <hN> in the source patch (structural.go). It is
// always "please review": that the text heads what follows is inferred.
func fakeHeadingFix(v *finding.Violation) (*Hypothesis, string) {
	var d struct {
		Level int    `json:"level"`
		Basis string `json:"basis"`
	}
	if json.Unmarshal(v.Data, &d) != nil || d.Level < 1 || d.Level > 6 {
		return nil, "the page's outline gives no level for this heading; a person must choose one"
	}
	why := "text styled as a heading becomes a level-" + strconv.Itoa(d.Level) + " heading (" + d.Basis + ")"
	return &Hypothesis{Fixes: []Request{
		{Kind: KindAttribute, Selector: v.Selector, ViolationID: v.ID, Attribute: "role", Value: "heading", Reasoning: why, LowConfidence: true},
		{Kind: KindAttribute, Selector: v.Selector, ViolationID: v.ID, Attribute: "aria-level", Value: strconv.Itoa(d.Level), Reasoning: why, LowConfidence: true},
	}, Why: why, LowConfidence: true, Source: SourceStructure, Confidence: 0.6}, ""
}
