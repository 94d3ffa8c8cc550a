package schemas

import (
	"strings"
	"testing"
	"time"
)

func TestAIResponseValidation(t *testing.T) {
	strict := ResponseOptions{RequireReasoning: true, Mode: Strict}
	reasoning := `"reasoning":{"analysis":"a","rationale":"r","expectedOutcome":"e"}`
	ok := []string{
		`{"decision":{"action":"PROCEED"},` + reasoning + `,"command":{"action":"CLICK_ELEMENT","parameters":{"text":"New project"}}}`,
		"```json\n{\"decision\":{\"action\":\"ABORT\",\"message\":\"blocked\"}," + reasoning + "}\n```",
		`{"decision":{"action":"RETRY"},` + reasoning + `,"command":{"action":"INPUT_TEXT","parameters":{"label":"Name","text":"${name}"}}}`,
		`{"decision":{"action":"PROCEED","resultValidation":{"success":true}},` + reasoning + `,"command":{"action":"DONE","parameters":{}}}`,
	}
	vars := map[string]string{"name": "Alpha"}
	for _, s := range ok {
		if _, errs := ValidateAIResponse([]byte(s), strict, vars); len(errs) > 0 {
			t.Errorf("valid response rejected: %s\n%+v", s, errs)
		}
	}
	bad := []struct{ resp, want string }{
		{`{"decision":`, "not valid JSON"},
		{`{"decision":{"action":"RETRY"},` + reasoning + `}`, "RETRY requires a command"},
		{`{"decision":{"action":"ABORT"},` + reasoning + `,"command":{"action":"DONE","parameters":{}}}`, "ABORT must not carry a command"},
		{`{"decision":{"action":"PROCEED"},` + reasoning + `,"command":{"action":"INPUT_TEXT","parameters":{"label":"x","text":"${nope}"}}}`, "unknown variable ${nope}"},
		{`{"decision":{"action":"PROCEED","extra":1},` + reasoning + `}`, "additionalProperties"},
		{`{"decision":{"action":"PROCEED"},` + reasoning + `,"command":{"action":"CLICK_AT","parameters":{"x":"12px","y":3}}}`, "expected number"},
		{`{"decision":{"action":"PROCEED"},` + reasoning + `,"command":{"action":"CLICK_ELEMENT","parameters":{"text":"a","selector":"b"}}}`, "exactly one"},
		{`{"decision":{"action":"PROCEED"}}`, "reasoning"},
		{`{"decision":{"action":"MAYBE"},` + reasoning + `}`, "value must be one of"},
	}
	for _, b := range bad {
		_, errs := ValidateAIResponse([]byte(b.resp), strict, vars)
		joined := ""
		for _, e := range errs {
			joined += e.Path + " " + e.Message + "; "
			if e.Path == "" {
				t.Errorf("error without a path: %+v", e)
			}
		}
		if len(errs) == 0 || !strings.Contains(joined, b.want) {
			t.Errorf("%s: errors %q lack %q", b.resp, joined, b.want)
		}
	}
	// Lenient mode ignores unknown fields; strict does not.
	extra := `{"decision":{"action":"PROCEED","confidence":0.9},"note":"x"}`
	if _, errs := ValidateAIResponse([]byte(extra), ResponseOptions{Mode: Lenient}, nil); len(errs) > 0 {
		t.Errorf("lenient rejected extra fields: %+v", errs)
	}
}

func TestAISchemaIsCached(t *testing.T) {
	a, err := GenerateResponseSchema(ResponseOptions{RequireReasoning: true})
	b, _ := GenerateResponseSchema(ResponseOptions{RequireReasoning: true, Mode: Strict})
	if err != nil || &a[0] != &b[0] {
		t.Error("schema regenerated instead of cached")
	}
	if !strings.Contains(string(a), AIResponseSchemaVersion) {
		t.Error("schema lacks its version")
	}
}

func BenchmarkValidateAIResponse(b *testing.B) {
	o := ResponseOptions{RequireReasoning: true}
	resp := []byte(`{"decision":{"action":"PROCEED","message":"open the dialog"},"reasoning":{"analysis":"The page lists projects and a New project button.","rationale":"The dialog holds the name field.","expectedOutcome":"A Create project dialog opens."},"command":{"action":"CLICK_ELEMENT","parameters":{"text":"New project"},"reasoning":"primary action"}}`)
	samples := make([]time.Duration, 0, b.N)
	for i := 0; i < b.N; i++ {
		start := time.Now()
		if _, errs := ValidateAIResponse(resp, o, nil); len(errs) > 0 {
			b.Fatal(errs)
		}
		samples = append(samples, time.Since(start))
	}
	reportPercentiles(b, samples)
}

func BenchmarkGenerateResponseSchema(b *testing.B) {
	b.Run("cold", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			buildAI(ResponseOptions{RequireReasoning: true, Mode: Strict})
		}
	})
	b.Run("cached", func(b *testing.B) {
		GenerateResponseSchema(ResponseOptions{RequireReasoning: true})
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			GenerateResponseSchema(ResponseOptions{RequireReasoning: true})
		}
	})
}
