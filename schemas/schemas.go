// Package schemas is the contract: every tool's input and output JSON Schema
// (draft 2020-12) lives here, compiled once at start-up with
// santhosh-tekuri/jsonschema/v5, and every tool call is validated against
// it before a handler runs.
package schemas

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Draft is the JSON Schema dialect of every schema here.
const Draft = "https://json-schema.org/draft/2020-12/schema"

//go:embed tools/*.json common.json
var files embed.FS

// toolFile is one tools/<name>.json: the input and output schema of a tool.
// A schema may name shared property groups from common.json in
// "x-include"; they are merged in at load time so every served schema is
// self-contained (clients cannot resolve external $refs).
type toolFile struct {
	Input  map[string]any `json:"input"`
	Output map[string]any `json:"output"`
}

// Registry holds the compiled schemas of every tool.
type Registry struct {
	tools map[string]*toolSchemas
}

type toolSchemas struct {
	inRaw, outRaw json.RawMessage
	inServed      json.RawMessage // inRaw without its bounds, for tools/list
	in, out       *jsonschema.Schema
	props         []string // top-level input property names, for messages
}

// Load reads and compiles every embedded schema. Call it once at start-up.
func Load() (*Registry, error) {
	common := map[string]map[string]any{}
	b, err := files.ReadFile("common.json")
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, &common); err != nil {
		return nil, fmt.Errorf("common.json: %w", err)
	}
	defs := common["defs"]
	delete(common, "defs")
	names, err := fs.Glob(files, "tools/*.json")
	if err != nil {
		return nil, err
	}
	r := &Registry{tools: map[string]*toolSchemas{}}
	for _, f := range names {
		name := strings.TrimSuffix(path.Base(f), ".json")
		b, err := files.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var tf toolFile
		dec := json.NewDecoder(bytes.NewReader(b))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&tf); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		if tf.Input == nil || tf.Output == nil {
			return nil, fmt.Errorf("%s: needs both \"input\" and \"output\"", f)
		}
		for _, top := range []*map[string]any{&tf.Input, &tf.Output} {
			if ref, ok := (*top)["x-ref"].(string); ok {
				cp, err := deepCopy(defs[ref])
				m, isMap := cp.(map[string]any)
				if err != nil || !isMap {
					return nil, fmt.Errorf("%s: x-ref: no def %q in common.json", f, ref)
				}
				*top = m
			}
		}
		if err := inlineRefs(tf.Input, defs); err != nil {
			return nil, fmt.Errorf("%s input: %w", f, err)
		}
		if err := inlineRefs(tf.Output, defs); err != nil {
			return nil, fmt.Errorf("%s output: %w", f, err)
		}
		if err := include(tf.Input, common); err != nil {
			return nil, fmt.Errorf("%s input: %w", f, err)
		}
		if err := include(tf.Output, common); err != nil {
			return nil, fmt.Errorf("%s output: %w", f, err)
		}
		if err := allowToolError(tf.Output, defs); err != nil {
			return nil, fmt.Errorf("%s output: %w", f, err)
		}
		ts := &toolSchemas{}
		if ts.inRaw, ts.in, err = compile(name+".input", tf.Input); err != nil {
			return nil, err
		}
		if ts.outRaw, ts.out, err = compile(name+".output", tf.Output); err != nil {
			return nil, err
		}
		if ts.inServed, err = servedView(ts.inRaw); err != nil {
			return nil, fmt.Errorf("%s input: %w", f, err)
		}
		if props, ok := tf.Input["properties"].(map[string]any); ok {
			for k := range props {
				ts.props = append(ts.props, k)
			}
			sort.Strings(ts.props)
		}
		r.tools[name] = ts
	}
	return r, nil
}

// include merges the property groups named in x-include into s.
func include(s map[string]any, common map[string]map[string]any) error {
	inc, ok := s["x-include"].([]any)
	if !ok {
		return nil
	}
	delete(s, "x-include")
	props, _ := s["properties"].(map[string]any)
	if props == nil {
		props = map[string]any{}
		s["properties"] = props
	}
	for _, n := range inc {
		group, ok := common[fmt.Sprint(n)]
		if !ok {
			return fmt.Errorf("x-include: no group %q in common.json", n)
		}
		for k, v := range group {
			if _, dup := props[k]; dup {
				return fmt.Errorf("x-include %q: property %q defined twice", n, k)
			}
			props[k] = v
		}
	}
	return nil
}

// inlineRefs replaces every {"x-ref": "name"} object with a copy of
// common.json's defs[name], recursively, so served schemas stay
// self-contained while shared shapes are written once.
func inlineRefs(node any, defs map[string]any) error {
	switch n := node.(type) {
	case map[string]any:
		for k, v := range n {
			if m, ok := v.(map[string]any); ok {
				if ref, ok := m["x-ref"].(string); ok {
					def, ok := defs[ref]
					if !ok {
						return fmt.Errorf("x-ref: no def %q in common.json", ref)
					}
					cp, err := deepCopy(def)
					if err != nil {
						return err
					}
					if d, ok := m["description"]; ok {
						cp.(map[string]any)["description"] = d
					}
					n[k] = cp
					v = cp
				}
			}
			if err := inlineRefs(v, defs); err != nil {
				return err
			}
		}
	case []any:
		for _, v := range n {
			if err := inlineRefs(v, defs); err != nil {
				return err
			}
		}
	}
	return nil
}

func deepCopy(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var out any
	return out, json.Unmarshal(b, &out)
}

func compile(id string, s map[string]any) (json.RawMessage, *jsonschema.Schema, error) {
	s["$schema"] = Draft
	if s["type"] != "object" {
		return nil, nil, fmt.Errorf("%s: top-level type must be object", id)
	}
	for _, k := range []string{"anyOf", "oneOf", "allOf"} {
		if _, bad := s[k]; bad {
			return nil, nil, fmt.Errorf("%s: top-level %s is not allowed (some MCP clients reject the whole tool list)", id, k)
		}
	}
	if s["additionalProperties"] != false {
		return nil, nil, fmt.Errorf("%s: additionalProperties must be false", id)
	}
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, nil, err
	}
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true
	url := "mem:///" + id + ".json"
	if err := c.AddResource(url, bytes.NewReader(raw)); err != nil {
		return nil, nil, fmt.Errorf("%s: %w", id, err)
	}
	sch, err := c.Compile(url)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", id, err)
	}
	return raw, sch, nil
}

// Names lists the tools that have schemas, sorted.
func (r *Registry) Names() []string {
	out := make([]string, 0, len(r.tools))
	for n := range r.tools {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// Input returns the tool's input schema as served to clients: the full
// schema without its length, pattern and range bounds (see boundKeywords),
// which ValidateInput still enforces.
func (r *Registry) Input(tool string) (json.RawMessage, bool) {
	ts, ok := r.tools[tool]
	if !ok {
		return nil, false
	}
	return ts.inServed, true
}

// FullInput returns the tool's complete input schema, bounds included: the
// one every call is validated against.
func (r *Registry) FullInput(tool string) (json.RawMessage, bool) {
	ts, ok := r.tools[tool]
	if !ok {
		return nil, false
	}
	return ts.inRaw, true
}

// Output returns the tool's output schema as served to clients.
func (r *Registry) Output(tool string) (json.RawMessage, bool) {
	ts, ok := r.tools[tool]
	if !ok {
		return nil, false
	}
	return ts.outRaw, true
}

// ValidateInput checks decoded JSON arguments (as from json.Unmarshal into
// any) against the tool's input schema. A failure is a *Error naming each
// offending field.
func (r *Registry) ValidateInput(tool string, args any) error {
	ts, ok := r.tools[tool]
	if !ok {
		return fmt.Errorf("no schema for tool %q", tool)
	}
	if args == nil {
		args = map[string]any{}
	}
	return wrap(tool, ts, args, ts.in.Validate(args))
}

// ValidateOutput checks a structured result against the output schema.
func (r *Registry) ValidateOutput(tool string, result any) error {
	ts, ok := r.tools[tool]
	if !ok {
		return fmt.Errorf("no schema for tool %q", tool)
	}
	return wrap(tool, ts, result, ts.out.Validate(result))
}

// ValidateInputJSON is ValidateInput for raw JSON bytes.
func (r *Registry) ValidateInputJSON(tool string, raw []byte) error {
	var v any
	if len(bytes.TrimSpace(raw)) == 0 {
		v = map[string]any{}
	} else {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		if err := dec.Decode(&v); err != nil {
			return &Error{Tool: tool, Fields: []FieldError{{Path: "/", Message: "arguments are not valid JSON: " + err.Error()}}}
		}
	}
	return r.ValidateInput(tool, v)
}
