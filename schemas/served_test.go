package schemas

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// TestServedInputDropsOnlyBounds: the served input schema is the full one
// minus length, pattern and range bounds (nested ones too) and its top-level
// "$schema" (MCP's default dialect is ours), property names and enums
// intact, and the server still enforces the bounds.
func TestServedInputDropsOnlyBounds(t *testing.T) {
	r := load(t)
	for _, n := range r.Names() {
		served, _ := r.Input(n)
		full, _ := r.FullInput(n)
		for _, k := range boundKeywords {
			if strings.Contains(string(served), `"`+k+`":`) {
				t.Errorf("%s: served input schema still has %s", n, k)
			}
		}
		var want, got any
		if err := json.Unmarshal(full, &want); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(served, &got); err != nil {
			t.Fatal(err)
		}
		stripBounds(want)
		delete(want.(map[string]any), "$schema")
		if !reflect.DeepEqual(want, got) {
			t.Errorf("%s: served schema differs from the full one by more than bounds", n)
		}
	}
	var full map[string]any
	raw, _ := r.FullInput("browser_click")
	_ = json.Unmarshal(raw, &full)
	ref, _ := full["properties"].(map[string]any)["ref"].(map[string]any)
	if ref["pattern"] == nil {
		t.Fatal("browser_click's full schema lost its ref pattern")
	}
	err := r.ValidateInputJSON("browser_click", []byte(`{"ref": "not a ref"}`))
	var se *Error
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "/ref") {
		t.Errorf("a bound left out of the served schema is not enforced: %v", err)
	}
	// A property literally named like a bound keyword is a name, not a bound.
	s := map[string]any{"type": "object", "properties": map[string]any{"pattern": map[string]any{"type": "string", "maxLength": 3.0}}}
	stripBounds(s)
	p := s["properties"].(map[string]any)
	if _, ok := p["pattern"]; !ok || len(p["pattern"].(map[string]any)) != 1 {
		t.Errorf("stripBounds: %v", s)
	}
}

// TestServedViewHidesInternalProperties: a property marked x-internal is
// validated but not served, so the model never reads it.
func TestServedViewHidesInternalProperties(t *testing.T) {
	raw := json.RawMessage(`{"type":"object","properties":{"url":{"type":"string"},"site_facts":{"type":"boolean","x-internal":true}},"additionalProperties":false}`)
	got, err := servedView(raw)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(got), "site_facts") || !strings.Contains(string(got), `"url"`) {
		t.Errorf("served view %s: want url and no site_facts", got)
	}
}
