package schemas

import (
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v5"
)

// FieldError is one offending field: where it is, what was expected, what
// arrived, and a message a model can act on.
type FieldError struct {
	Path     string `json:"path"`
	Message  string `json:"message"`
	Expected string `json:"expected,omitempty"`
	Got      string `json:"got,omitempty"`
}

// Error is a failed validation of one tool's arguments or result.
type Error struct {
	Tool   string
	Fields []FieldError
}

// Error renders one line per field, e.g.
// `browser_click: /x: expected number, got string "12px"`.
func (e *Error) Error() string {
	lines := make([]string, 0, len(e.Fields))
	for _, f := range e.Fields {
		lines = append(lines, fmt.Sprintf("%s: %s: %s", e.Tool, f.Path, f.Message))
	}
	return strings.Join(lines, "\n")
}

// AsError unwraps a *Error.
func AsError(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

var (
	reType       = regexp.MustCompile(`^expected (.+), but got (\w+)$`)
	reAdditional = regexp.MustCompile(`^additionalProperties (.+) not allowed$`)
	reMissing    = regexp.MustCompile(`^missing properties: (.+)$`)
	reQuoted     = regexp.MustCompile(`'([^']*)'`)
	reDependent  = regexp.MustCompile(`^property '([^']*)' is required, if '([^']*)' property exists$`)
)

func wrap(tool string, ts *toolSchemas, instance any, err error) error {
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return err
	}
	out := &Error{Tool: tool}
	seen := map[string]bool{}
	for _, leaf := range leaves(ve) {
		for _, f := range describe(ts, instance, leaf) {
			key := f.Path + "\x00" + f.Message
			if !seen[key] {
				seen[key] = true
				out.Fields = append(out.Fields, f)
			}
		}
	}
	if len(out.Fields) == 0 {
		out.Fields = []FieldError{{Path: "/", Message: ve.Error()}}
	}
	return out
}

func leaves(ve *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(ve.Causes) == 0 {
		return []*jsonschema.ValidationError{ve}
	}
	var out []*jsonschema.ValidationError
	for _, c := range ve.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

// describe turns one jsonschema leaf error into field errors with fixes.
func describe(ts *toolSchemas, instance any, ve *jsonschema.ValidationError) []FieldError {
	loc := ve.InstanceLocation
	if loc == "" {
		loc = ""
	}
	kw := ve.KeywordLocation[strings.LastIndex(ve.KeywordLocation, "/")+1:]
	if m := reAdditional.FindStringSubmatch(ve.Message); m != nil {
		var fs []FieldError
		for _, q := range reQuoted.FindAllStringSubmatch(m[1], -1) {
			f := FieldError{Path: loc + "/" + q[1], Message: "unknown field", Got: q[1]}
			if loc == "" && len(ts.props) > 0 {
				f.Message += "; allowed fields are: " + strings.Join(ts.props, ", ")
				f.Expected = strings.Join(ts.props, ", ")
			} else if loc == "" {
				f.Message += "; this tool takes no arguments"
			}
			fs = append(fs, f)
		}
		return fs
	}
	if m := reMissing.FindStringSubmatch(ve.Message); m != nil {
		var fs []FieldError
		for _, q := range reQuoted.FindAllStringSubmatch(m[1], -1) {
			fs = append(fs, FieldError{Path: loc + "/" + q[1], Message: "required field is missing", Expected: "a value"})
		}
		return fs
	}
	if m := reDependent.FindStringSubmatch(ve.Message); m != nil {
		return []FieldError{{Path: loc + "/" + m[1], Message: fmt.Sprintf("required when %s is given", m[2]), Expected: "a value"}}
	}
	if loc == "" {
		loc = "/"
	}
	got := valueAt(instance, ve.InstanceLocation)
	if m := reType.FindStringSubmatch(ve.Message); m != nil {
		return []FieldError{{Path: loc, Expected: m[1], Got: show(got),
			Message: fmt.Sprintf("expected %s, got %s", m[1], show(got))}}
	}
	switch kw {
	case "maxLength", "minLength", "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "maxItems", "minItems":
		return []FieldError{{Path: loc, Expected: ve.Message, Got: showShort(got), Message: ve.Message}}
	case "pattern", "format", "enum", "const":
		return []FieldError{{Path: loc, Expected: strings.TrimPrefix(ve.Message, "value must be "), Got: showShort(got),
			Message: fmt.Sprintf("%s, got %s", strings.TrimSuffix(ve.Message, "."), showShort(got))}}
	}
	return []FieldError{{Path: loc, Message: ve.Message, Got: showShort(got)}}
}

// valueAt follows a JSON pointer into a decoded instance.
func valueAt(v any, ptr string) any {
	if ptr == "" {
		return v
	}
	for _, tok := range strings.Split(strings.TrimPrefix(ptr, "/"), "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch c := v.(type) {
		case map[string]any:
			v = c[tok]
		case []any:
			var i int
			if _, err := fmt.Sscanf(tok, "%d", &i); err != nil || i < 0 || i >= len(c) {
				return nil
			}
			v = c[i]
		default:
			return nil
		}
	}
	return v
}

// show renders a received value as `string "12px"`, `number 3`, `null`.
func show(v any) string {
	switch x := v.(type) {
	case nil:
		return "null"
	case string:
		return "string " + quoteShort(x)
	case bool:
		return fmt.Sprintf("boolean %v", x)
	case json.Number, float64, int:
		return fmt.Sprintf("number %v", x)
	case []any:
		return fmt.Sprintf("array of %d items", len(x))
	case map[string]any:
		return "object"
	}
	return fmt.Sprintf("%T", v)
}

func showShort(v any) string {
	if s, ok := v.(string); ok {
		return quoteShort(s)
	}
	return show(v)
}

func quoteShort(s string) string {
	if r := []rune(s); len(r) > 60 {
		return fmt.Sprintf("%q… (%d chars)", string(r[:57]), len(r))
	}
	return fmt.Sprintf("%q", s)
}
