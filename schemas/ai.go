package schemas

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// AIResponseSchemaVersion versions the planner's response contract.
const AIResponseSchemaVersion = "1.0.0"

// Validation modes for AI responses.
const (
	Strict  = "strict"  // no unknown fields anywhere
	Lenient = "lenient" // unknown fields are ignored
)

// ResponseOptions select a variant of the AI response schema.
type ResponseOptions struct {
	RequireReasoning bool
	Mode             string // strict (default) or lenient
}

type compiledAI struct {
	raw    json.RawMessage
	sch    *jsonschema.Schema
	params map[string]*jsonschema.Schema // per command action
	err    error
}

var aiCache sync.Map // ResponseOptions → *compiledAI

// GenerateResponseSchema returns the AI response schema for o, generated
// and compiled once per option set and cached.
func GenerateResponseSchema(o ResponseOptions) (json.RawMessage, error) {
	c := aiSchema(o)
	return c.raw, c.err
}

func aiSchema(o ResponseOptions) *compiledAI {
	if o.Mode == "" {
		o.Mode = Strict
	}
	if v, ok := aiCache.Load(o); ok {
		return v.(*compiledAI)
	}
	c := buildAI(o)
	v, _ := aiCache.LoadOrStore(o, c)
	return v.(*compiledAI)
}

func buildAI(o ResponseOptions) *compiledAI {
	strict := o.Mode == Strict
	closed := func(m map[string]any) map[string]any {
		if strict {
			m["additionalProperties"] = false
		}
		return m
	}
	// Field names are seed 002's (camelCase); the older snake_case names
	// are aliases renamed before validation (see aiAliases).
	reasoning := closed(obj(map[string]any{"analysis": str(4000), "rationale": str(4000), "expectedOutcome": str(2000),
		"confidence":   map[string]any{"type": "number", "minimum": 0, "maximum": 1},
		"alternatives": str(4000)}, "analysis", "rationale", "expectedOutcome"))
	validation := closed(obj(map[string]any{"success": map[string]any{"type": "boolean"},
		"expectedElements": map[string]any{"type": "array", "items": str(300), "maxItems": 20},
		"actualState":      str(2000), "issues": map[string]any{"type": "array", "items": str(500), "maxItems": 20}}, "success"))
	decision := closed(obj(map[string]any{"action": map[string]any{"type": "string", "enum": []any{"PROCEED", "RETRY", "ABORT"}},
		"resultValidation": validation, "message": str(2000)}, "action"))
	params := commandParams()
	actions := make([]any, 0, len(params))
	for _, a := range CommandActions() {
		actions = append(actions, a)
	}
	// Parameters are checked against the action's own schema after this
	// one passes (one small schema instead of a branch per action).
	command := closed(obj(map[string]any{"action": map[string]any{"type": "string", "enum": actions},
		"parameters": map[string]any{"type": "object"}, "reasoning": str(2000)}, "action", "parameters"))
	required := []string{"decision"}
	if o.RequireReasoning {
		required = append(required, "reasoning")
	}
	root := closed(obj(map[string]any{"decision": decision, "reasoning": reasoning, "command": command}, required...))
	root["$schema"] = Draft
	root["$id"] = fmt.Sprintf("https://accessagents.dev/schemas/ai-response/%s/%s", AIResponseSchemaVersion, o.Mode)
	root["title"] = "AccessAgents AI response v" + AIResponseSchemaVersion
	// RETRY requires a command; ABORT forbids one.
	root["allOf"] = []any{
		map[string]any{"if": map[string]any{"properties": map[string]any{"decision": map[string]any{"properties": map[string]any{"action": map[string]any{"const": "RETRY"}}}}},
			"then": map[string]any{"required": []any{"command"}}},
		map[string]any{"if": map[string]any{"properties": map[string]any{"decision": map[string]any{"properties": map[string]any{"action": map[string]any{"const": "ABORT"}}}}},
			"then": map[string]any{"not": map[string]any{"required": []any{"command"}}}},
	}
	raw, err := json.Marshal(root)
	if err != nil {
		return &compiledAI{err: err}
	}
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	url := fmt.Sprintf("mem:///ai-response-%s-%v.json", o.Mode, o.RequireReasoning)
	if err := c.AddResource(url, bytes.NewReader(raw)); err != nil {
		return &compiledAI{err: err}
	}
	sch, err := c.Compile(url)
	if err != nil {
		return &compiledAI{err: err}
	}
	out := &compiledAI{raw: raw, sch: sch, params: map[string]*jsonschema.Schema{}}
	for _, name := range CommandActions() {
		ps := closed(cloneMap(params[name]))
		b, _ := json.Marshal(ps)
		purl := fmt.Sprintf("mem:///ai-params-%s-%s.json", name, o.Mode)
		if err := c.AddResource(purl, bytes.NewReader(b)); err != nil {
			return &compiledAI{err: err}
		}
		if out.params[name], err = c.Compile(purl); err != nil {
			return &compiledAI{err: err}
		}
	}
	return out
}

func cloneMap(m map[string]any) map[string]any {
	b, _ := json.Marshal(m)
	var out map[string]any
	_ = json.Unmarshal(b, &out)
	return out
}

// AIResponse is a validated planner response.
type AIResponse struct {
	Decision struct {
		Action           string `json:"action"`
		ResultValidation *struct {
			Success          bool     `json:"success"`
			ExpectedElements []string `json:"expectedElements,omitempty"`
			ActualState      string   `json:"actualState,omitempty"`
			Issues           []string `json:"issues,omitempty"`
		} `json:"resultValidation,omitempty"`
		Message string `json:"message"`
	} `json:"decision"`
	Reasoning *struct {
		Analysis        string   `json:"analysis"`
		Rationale       string   `json:"rationale"`
		ExpectedOutcome string   `json:"expectedOutcome"`
		Confidence      *float64 `json:"confidence,omitempty"`
		Alternatives    string   `json:"alternatives,omitempty"`
	} `json:"reasoning,omitempty"`
	Command *Command `json:"command,omitempty"`
}

// Command is the one executor command a response may carry.
type Command struct {
	Action     string         `json:"action"`
	Parameters map[string]any `json:"parameters"`
	Reasoning  string         `json:"reasoning,omitempty"`
}

// AIError is one structured validation error, shown back to the model.
type AIError struct {
	Field        string `json:"field"`
	Message      string `json:"message"`
	Value        any    `json:"value,omitempty"`
	ExpectedType string `json:"expected_type,omitempty"`
	Path         string `json:"path"`
}

// ValidateAIResponse parses and validates a model's response against the
// schema for o, then checks that the command is executor compatible and
// that its ${variables} are known. Errors come back structured.
func ValidateAIResponse(raw []byte, o ResponseOptions, vars map[string]string) (*AIResponse, []AIError) {
	c := aiSchema(o)
	if c.err != nil {
		return nil, []AIError{{Field: "", Path: "/", Message: "schema: " + c.err.Error()}}
	}
	raw = bytes.TrimSpace(stripFences(raw))
	var doc any
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if err := dec.Decode(&doc); err != nil {
		return nil, []AIError{{Path: "/", Message: "response is not valid JSON: " + err.Error(), ExpectedType: "object"}}
	}
	if errs := normalizeAliases(doc); len(errs) > 0 {
		return nil, errs
	}
	err := c.sch.Validate(doc)
	if err == nil {
		// The command's parameters against its action's own schema.
		if cmd, ok := valueAt(doc, "/command").(map[string]any); ok {
			if ps := c.params[fmt.Sprint(cmd["action"])]; ps != nil {
				if perr := ps.Validate(cmd["parameters"]); perr != nil {
					err = prefixed{perr}
				}
			}
		}
	}
	if err != nil {
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return nil, []AIError{{Path: "/", Message: err.Error()}}
		}
		var out []AIError
		for _, l := range leaves(ve) {
			if strings.HasSuffix(l.KeywordLocation, "/if") || l.Message == "" {
				continue
			}
			path := l.InstanceLocation
			if _, isParams := err.(prefixed); isParams {
				path = "/command/parameters" + path
			}
			if path == "" {
				path = "/"
			}
			e := AIError{Path: path, Field: path[strings.LastIndex(path, "/")+1:], Message: friendlyAI(l), Value: valueAt(doc, path)}
			if m := reType.FindStringSubmatch(l.Message); m != nil {
				e.ExpectedType = m[1]
			}
			out = append(out, e)
		}
		if len(out) == 0 {
			out = []AIError{{Path: "/", Message: ve.Error()}}
		}
		return nil, out
	}
	var r AIResponse
	canon, err := json.Marshal(doc) // the canonical shape, aliases renamed
	if err == nil {
		err = json.Unmarshal(canon, &r)
	}
	if err != nil {
		return nil, []AIError{{Path: "/", Message: err.Error()}}
	}
	if r.Command != nil {
		if errs := ExecutorCompatible(r.Command, vars); len(errs) > 0 {
			return nil, errs
		}
	}
	return &r, nil
}

// prefixed marks a parameters error (paths relative to /command/parameters).
type prefixed struct{ error }

func (p prefixed) Unwrap() error { return p.error }

func friendlyAI(l *jsonschema.ValidationError) string {
	switch {
	case strings.HasPrefix(l.KeywordLocation, "/allOf/0/then"):
		return "decision RETRY requires a command"
	case strings.HasPrefix(l.KeywordLocation, "/allOf/1/then"):
		return "decision ABORT must not carry a command"
	}
	return l.Message
}

// stripFences removes ```json fences some models wrap JSON in.
func stripFences(b []byte) []byte {
	s := strings.TrimSpace(string(b))
	if strings.HasPrefix(s, "```") {
		s = strings.TrimPrefix(s, "```json")
		s = strings.TrimPrefix(s, "```")
		s = strings.TrimSuffix(strings.TrimSpace(s), "```")
	}
	return []byte(s)
}
