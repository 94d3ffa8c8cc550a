package finding

import (
	"slices"
	"testing"
)

// TestCriteriaFromTagsAndTechniques: a finding lists every criterion it
// fails: its rule's tags (axe tags link-name with 2.4.4 and 4.1.2) and
// the failure techniques' (F89 adds 2.4.9; F68 gives an unlabelled field
// 1.3.1 and 4.1.2, and 3.3.2 is aa-no-visible-label's: a field with text
// beside it shows its label), once each in WCAG's order; a best practice
// with no criterion gets none.
func TestCriteriaFromTagsAndTechniques(t *testing.T) {
	for _, c := range []struct {
		rule string
		tags []string
		want []string
	}{
		{"link-name", []string{"cat.name-role-value", "wcag2a", "wcag244", "wcag412"}, []string{"2.4.4", "2.4.9", "4.1.2"}},
		{"label", []string{"cat.forms", "wcag2a", "wcag412"}, []string{"1.3.1", "4.1.2"}},
		{"aa-no-visible-label", []string{"wcag2a", "wcag332", "accessagents"}, []string{"3.3.2"}},
		{"color-contrast", []string{"wcag2aa", "wcag143"}, []string{"1.4.3"}},
		{"target-size", []string{"wcag22aa", "wcag258"}, []string{"2.5.8"}},
		{"region", []string{"cat.keyboard", "best-practice"}, nil},
		{"aa-reflow", []string{"wcag21aa", "wcag1410", "accessagents"}, []string{"1.4.10"}},
	} {
		v := &Violation{RuleID: c.rule, Tags: c.tags}
		classify(v)
		if !slices.Equal(v.Criteria, c.want) {
			t.Errorf("%s %v: criteria %v, want %v", c.rule, c.tags, v.Criteria, c.want)
		}
	}
	// A finding whose data names the failure technique it saw gets that
	// technique's criteria: F55 (focus removed by script) fails 2.4.7
	// and 3.2.1 as well as the check's 2.1.1; F54 names 2.1.1 alone; an
	// unknown or absent technique adds nothing.
	for _, c := range []struct {
		data string
		want []string
	}{
		{`{"failure":"F55"}`, []string{"2.1.1", "2.4.7", "2.4.13", "3.2.1"}},
		{`{"failure":"F54","handler":"click"}`, []string{"2.1.1"}},
		{`{"failure":"F999"}`, []string{"2.1.1"}},
		{`{"failure":null}`, []string{"2.1.1"}},
		{``, []string{"2.1.1"}},
	} {
		v := &Violation{RuleID: "aa-keyboard-unreachable", Tags: []string{"wcag2a", "wcag211", "accessagents"}, Data: []byte(c.data)}
		classify(v)
		if !slices.Equal(v.Criteria, c.want) {
			t.Errorf("data %s: criteria %v, want %v", c.data, v.Criteria, c.want)
		}
	}
	if LevelOf("2.4.9") != "AAA" || LevelOf("4.1.2") != "A" {
		t.Errorf("levels: 2.4.9 %q, 4.1.2 %q", LevelOf("2.4.9"), LevelOf("4.1.2"))
	}
	if got := sortCriteria([]string{"1.4.10", "1.4.3", "1.4.10", "1.3.1"}); !slices.Equal(got, []string{"1.3.1", "1.4.3", "1.4.10"}) {
		t.Errorf("order: %v", got)
	}
}

// TestCriteriaNamedHaveLevels: every criterion a rule or technique in
// criteria.json adds has its level there, so a report lists it under A,
// AA or AAA, never "unknown".
func TestCriteriaNamedHaveLevels(t *testing.T) {
	for _, m := range []map[string][]string{alsoFails, techniqueFails} {
		for key, scs := range m {
			for _, sc := range scs {
				if LevelOf(sc) == "" {
					t.Errorf("%s adds %s, which criteria.json gives no level", key, sc)
				}
			}
		}
	}
}
