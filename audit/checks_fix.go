package audit

import "encoding/json"

// autocompleteFix proposes the autocomplete token the check derived from
// the field's type, name and label (1.3.5).
func autocompleteFix(v *Violation) []Hypothesis {
	var d struct {
		Autocomplete string `json:"autocomplete"`
	}
	if json.Unmarshal(v.Data, &d) != nil || d.Autocomplete == "" {
		return nil
	}
	why := "the field asks for the user's " + d.Autocomplete
	return []Hypothesis{{Fixes: []FixRequest{{Kind: KindAttribute, Selector: v.Selector, ViolationID: v.ID, Attribute: "autocomplete",
		Value: d.Autocomplete, Reasoning: why}}, Why: why}}
}
