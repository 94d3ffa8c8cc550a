package schemas

import "encoding/json"

// boundKeywords are the validation-only bounds left out of the input
// schemas served in tools/list. Every tools/list is read by the model on
// every turn, and a length cap, a pattern or a numeric range rarely changes
// the call a model makes; the server still validates each call against the
// full schema, and a violation names the field and the bound it broke.
var boundKeywords = []string{"maxLength", "minLength", "pattern", "maxItems", "minItems", "maxProperties",
	"minProperties", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum"}

// servedView returns a copy of the compiled input schema raw without its
// bounds, and without "$schema": MCP (2025-11-25) takes a schema that names
// no dialect as JSON Schema 2020-12, which ours is, so the 57 bytes each
// tool would repeat on every turn say nothing.
func servedView(raw json.RawMessage) (json.RawMessage, error) {
	var s any
	if err := json.Unmarshal(raw, &s); err != nil {
		return nil, err
	}
	stripBounds(s)
	if m, ok := s.(map[string]any); ok {
		delete(m, "$schema")
	}
	return json.Marshal(s)
}

// stripBounds removes boundKeywords from a schema and its subschemas, never
// from property names or from values such as enum, const or default.
func stripBounds(node any) {
	s, ok := node.(map[string]any)
	if !ok {
		return
	}
	for _, k := range boundKeywords {
		delete(s, k)
	}
	// A property marked x-internal is for our own callers (the crawl asks
	// audit_scan_url for site facts): validated, never shown to a model.
	if props, ok := s["properties"].(map[string]any); ok {
		for name, sub := range props {
			if m, ok := sub.(map[string]any); ok && m["x-internal"] == true {
				delete(props, name)
			}
		}
	}
	for _, k := range []string{"properties", "patternProperties", "$defs", "dependentSchemas"} {
		if m, ok := s[k].(map[string]any); ok {
			for _, sub := range m {
				stripBounds(sub)
			}
		}
	}
	for _, k := range []string{"items", "additionalProperties", "not", "if", "then", "else", "contains", "propertyNames"} {
		stripBounds(s[k])
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf", "prefixItems"} {
		if list, ok := s[k].([]any); ok {
			for _, sub := range list {
				stripBounds(sub)
			}
		}
	}
}
