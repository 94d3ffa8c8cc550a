package schemas

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// TestSeed002ExamplesVerbatim validates seed 002's three example responses,
// copied byte for byte into testdata/, in strict mode with reasoning
// required: camelCase fields, reasoning.confidence, INPUT_TEXT.text.
func TestSeed002ExamplesVerbatim(t *testing.T) {
	strict := ResponseOptions{RequireReasoning: true, Mode: Strict}
	// Example 2 types ${saved_username}: a variable saved earlier in its run.
	vars := map[string]string{"saved_username": "ada"}
	files, _ := filepath.Glob("testdata/seed002_example*.json")
	if len(files) != 3 {
		t.Fatalf("want the seed's 3 examples in testdata, found %v", files)
	}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		r, errs := ValidateAIResponse(raw, strict, vars)
		if len(errs) > 0 {
			t.Errorf("%s rejected: %+v", f, errs)
			continue
		}
		if r.Reasoning == nil || r.Reasoning.Confidence == nil || *r.Reasoning.Confidence <= 0 || r.Reasoning.ExpectedOutcome == "" || r.Reasoning.Alternatives == "" {
			t.Errorf("%s: reasoning not read: %+v", f, r.Reasoning)
		}
		rv := r.Decision.ResultValidation
		if rv == nil || len(rv.ExpectedElements) == 0 || rv.ActualState == "" {
			t.Errorf("%s: resultValidation not read: %+v", f, rv)
		}
		switch {
		case strings.Contains(f, "example1"):
			if r.Decision.Action != "RETRY" || r.Command == nil || r.Command.Parameters["selector"] != "button[data-test='login-btn']" || len(rv.Issues) != 2 {
				t.Errorf("%s: %+v %+v", f, r.Decision, r.Command)
			}
		case strings.Contains(f, "example2"):
			if r.Decision.Action != "PROCEED" || r.Command == nil || r.Command.Action != "INPUT_TEXT" || r.Command.Parameters["text"] != "${saved_username}" {
				t.Errorf("%s: %+v", f, r.Command)
			}
			// The only thing the seed's example presupposes is the variable.
			_, errs := ValidateAIResponse(raw, strict, nil)
			if len(errs) != 1 || !strings.Contains(errs[0].Message, "unknown variable ${saved_username}") {
				t.Errorf("%s without its variable: %+v", f, errs)
			}
		case strings.Contains(f, "example3"):
			if r.Decision.Action != "ABORT" || r.Command != nil || *r.Reasoning.Confidence != 0.95 {
				t.Errorf("%s: %+v", f, r)
			}
		}
	}
}

// TestAIResponseAliases: every older name is accepted and means exactly
// what the canonical (seed 002) name means.
func TestAIResponseAliases(t *testing.T) {
	strict := ResponseOptions{RequireReasoning: true, Mode: Strict}
	vars := map[string]string{"name": "Alpha"}
	reason := func(extra string) string {
		return `"reasoning":{"analysis":"a","rationale":"r","expectedOutcome":"e"` + extra + `}`
	}
	cases := []struct{ name, alias, canon string }{
		{"result_validation",
			`{"decision":{"action":"PROCEED","result_validation":{"success":true}},` + reason("") + `}`,
			`{"decision":{"action":"PROCEED","resultValidation":{"success":true}},` + reason("") + `}`},
		{"expected_elements",
			`{"decision":{"action":"PROCEED","resultValidation":{"success":false,"expected_elements":["#a"]}},` + reason("") + `}`,
			`{"decision":{"action":"PROCEED","resultValidation":{"success":false,"expectedElements":["#a"]}},` + reason("") + `}`},
		{"actual_state",
			`{"decision":{"action":"PROCEED","resultValidation":{"success":false,"actual_state":"blank"}},` + reason("") + `}`,
			`{"decision":{"action":"PROCEED","resultValidation":{"success":false,"actualState":"blank"}},` + reason("") + `}`},
		{"all snake_case at once",
			`{"decision":{"action":"PROCEED","result_validation":{"success":false,"expected_elements":["#a"],"actual_state":"blank"}},"reasoning":{"analysis":"a","rationale":"r","expected_outcome":"e"}}`,
			`{"decision":{"action":"PROCEED","resultValidation":{"success":false,"expectedElements":["#a"],"actualState":"blank"}},` + reason("") + `}`},
		{"expected_outcome",
			`{"decision":{"action":"PROCEED"},"reasoning":{"analysis":"a","rationale":"r","expected_outcome":"e"}}`,
			`{"decision":{"action":"PROCEED"},` + reason("") + `}`},
		{"alternatives as a list",
			`{"decision":{"action":"PROCEED"},` + reason(`,"alternatives":["wait","reload"]`) + `}`,
			`{"decision":{"action":"PROCEED"},` + reason(`,"alternatives":"wait; reload"`) + `}`},
		{"INPUT_TEXT.value",
			`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"INPUT_TEXT","parameters":{"label":"Name","value":"${name}"}}}`,
			`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"INPUT_TEXT","parameters":{"label":"Name","text":"${name}"}}}`},
		{"SAVE_VARIABLE {name, value}",
			`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"SAVE_VARIABLE","parameters":{"name":"team","value":"Core"}}}`,
			`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"SAVE_VARIABLE","parameters":{"variableName":"team","value":"Core"}}}`},
	}
	for _, c := range cases {
		a, errs := ValidateAIResponse([]byte(c.alias), strict, vars)
		if len(errs) > 0 {
			t.Errorf("%s: alias form rejected: %+v", c.name, errs)
			continue
		}
		b, errs := ValidateAIResponse([]byte(c.canon), strict, vars)
		if len(errs) > 0 {
			t.Errorf("%s: canonical form rejected: %+v", c.name, errs)
			continue
		}
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: alias and canonical differ:\n%+v\n%+v", c.name, a, b)
		}
	}
	// Names that are aliases only for one action stay errors elsewhere, and
	// a field under both names is refused.
	bad := []struct{ resp, want string }{
		{`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"INPUT_TEXT","parameters":{"label":"Name","value":"a","text":"b"}}}`, "value is an old name for text"},
		{`{"decision":{"action":"PROCEED"},"reasoning":{"analysis":"a","rationale":"r","expected_outcome":"e","expectedOutcome":"e"}}`, "old name for expectedOutcome"},
		{`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"CLICK_AT","parameters":{"x":1,"y":2,"name":"n"}}}`, "additionalProperties"},
		{`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"SAVE_VARIABLE","parameters":{"variableName":"n"}}}`, "exactly one of selector"},
		{`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"SAVE_VARIABLE","parameters":{"variableName":"n","selector":"#o","value":"x"}}}`, "exactly one of selector"},
		{`{"decision":{"action":"PROCEED"},` + reason("") + `,"command":{"action":"SAVE_VARIABLE","parameters":{"variableName":"9lives","selector":"#o"}}}`, "does not match pattern"},
		{`{"decision":{"action":"PROCEED"},` + reason(`,"confidence":1.5`) + `}`, "must be <= 1"},
		{`{"decision":{"action":"PROCEED"},` + reason(`,"alternatives":[1]`) + `}`, "alternatives is a string"},
	}
	for _, b := range bad {
		_, errs := ValidateAIResponse([]byte(b.resp), strict, vars)
		joined := ""
		for _, e := range errs {
			joined += e.Path + " " + e.Message + "; "
		}
		if !strings.Contains(joined, b.want) {
			t.Errorf("%s: errors %q lack %q", b.resp, joined, b.want)
		}
	}
	// The seed's SAVE_VARIABLE {selector, variableName} is canonical.
	r, errs := ValidateAIResponse([]byte(`{"decision":{"action":"PROCEED"},`+reason("")+`,"command":{"action":"SAVE_VARIABLE","parameters":{"selector":"#order","variableName":"orderNo"}}}`), strict, nil)
	if len(errs) > 0 || r.Command.Parameters["variableName"] != "orderNo" {
		t.Errorf("seed SAVE_VARIABLE rejected: %+v", errs)
	}
}
