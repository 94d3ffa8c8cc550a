package schemas

import (
	"encoding/json"
	"sort"
	"strings"
	"testing"
	"time"
)

func load(t testing.TB) *Registry {
	t.Helper()
	r, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestEverySchemaIsStrict(t *testing.T) {
	r := load(t)
	if len(r.Names()) == 0 {
		t.Fatal("no schemas")
	}
	for _, n := range r.Names() {
		for which, get := range map[string]func(string) (json.RawMessage, bool){"input": r.Input, "output": r.Output} {
			raw, _ := get(n)
			var s map[string]any
			if err := json.Unmarshal(raw, &s); err != nil {
				t.Fatalf("%s %s: %v", n, which, err)
			}
			// The served input schema names no dialect (MCP's default is
			// 2020-12); the output schema says it.
			want := any(Draft)
			if which == "input" {
				want = nil
			}
			if s["$schema"] != want || s["type"] != "object" || s["additionalProperties"] != false {
				t.Errorf("%s %s: want a draft 2020-12 object with additionalProperties false, got %v %v %v", n, which, s["$schema"], s["type"], s["additionalProperties"])
			}
			if _, ok := s["x-include"]; ok {
				t.Errorf("%s %s: x-include leaked into the served schema", n, which)
			}
		}
	}
}

func TestValidationErrorsNameFieldExpectedAndGot(t *testing.T) {
	r := load(t)
	cases := []struct {
		tool, args string
		want       []string
	}{
		{"browser_click", `{"x":"12px","y":3}`, []string{`browser_click: /x: expected number, got string "12px"`}},
		{"browser_click", `{"x":1}`, []string{"browser_click: /y: required when x is given"}},
		{"browser_click", `{"selector":"a","bogus":true}`, []string{"browser_click: /bogus: unknown field; allowed fields are: confirmation_id, ref, selector, text, x, y"}},
		{"browser_navigate", `{}`, []string{"browser_navigate: /url: required field is missing"}},
		{"browser_navigate", `{"url":"https://a","viewport":"tv"}`, []string{"/viewport", `got "tv"`, "desktop"}},
		{"browser_navigate", `{"url":null}`, []string{"/url: expected string, got null"}},
		{"browser_select_option", `{"selector":"s","values":[1]}`, []string{"/values/0: expected string, got number 1"}},
		{"browser_scroll", `{"direction":"down","amount":1.5}`, []string{"/amount: expected integer, got number 1.5"}},
		{"browser_back", `[]`, []string{"browser_back: /: expected object, got array"}},
		{"browser_back", `not json`, []string{"not valid JSON"}},
		{"browser_type", `{"text":"` + strings.Repeat("é", 20001) + `"}`, []string{"/text", "length must be <= 20000, but got 20001"}},
	}
	for _, c := range cases {
		err := r.ValidateInputJSON(c.tool, []byte(c.args))
		if err == nil {
			t.Errorf("%s %s: accepted", c.tool, c.args[:min(len(c.args), 40)])
			continue
		}
		if _, ok := AsError(err); !ok && !strings.Contains(err.Error(), "JSON") {
			t.Errorf("%s: not a *schemas.Error: %T", c.tool, err)
		}
		for _, w := range c.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s %.40s: %q lacks %q", c.tool, c.args, err, w)
			}
		}
	}
	ok := []struct{ tool, args string }{
		{"browser_click", `{"x":12,"y":3.5}`},
		{"browser_back", ``},
		{"browser_back", `{}`},
		{"browser_navigate", `{"url":"https://example.com","wait_until":"networkidle"}`},
	}
	for _, c := range ok {
		if err := r.ValidateInputJSON(c.tool, []byte(c.args)); err != nil {
			t.Errorf("%s %s rejected: %v", c.tool, c.args, err)
		}
	}
	if err := r.ValidateInputJSON("no_such_tool", []byte(`{}`)); err == nil {
		t.Error("unknown tool validated")
	}
}

// BenchmarkValidateToolCall measures one realistic call's validation and
// reports p50/p99 (target p50 < 50 µs); the baseline is decoding the same
// JSON without validating, measured in the same run.
func BenchmarkValidateToolCall(b *testing.B) {
	r := load(b)
	raw := []byte(`{"selector":"#checkout > button.primary","x":12.5,"y":40}`)
	full := []byte(`{"url":"https://shop.example/collections/all?page=2","viewport":"mobile","wait_until":"domcontentloaded"}`)
	for _, c := range []struct {
		name, tool string
		raw        []byte
	}{{"click", "browser_click", raw}, {"navigate", "browser_navigate", full}} {
		b.Run(c.name, func(b *testing.B) {
			samples := make([]time.Duration, 0, b.N)
			for i := 0; i < b.N; i++ {
				start := time.Now()
				if err := r.ValidateInputJSON(c.tool, c.raw); err != nil {
					b.Fatal(err)
				}
				samples = append(samples, time.Since(start))
			}
			reportPercentiles(b, samples)
		})
	}
	b.Run("baseline-decode-only", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			var v any
			if err := json.Unmarshal(full, &v); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func reportPercentiles(b *testing.B, samples []time.Duration) {
	if len(samples) == 0 {
		return
	}
	sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
	b.ReportMetric(float64(samples[len(samples)/2].Nanoseconds())/1e3, "p50-µs")
	b.ReportMetric(float64(samples[len(samples)*99/100].Nanoseconds())/1e3, "p99-µs")
}
