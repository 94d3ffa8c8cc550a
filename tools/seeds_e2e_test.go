package tools

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/skills"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// stripLineComments removes the // comments seed 001 writes inside its JSON
// example (they are not JSON), leaving strings untouched.
func stripLineComments(src string) string {
	var b strings.Builder
	inString, escaped := false, false
	for i := 0; i < len(src); i++ {
		c := src[i]
		switch {
		case inString:
			escaped = !escaped && c == '\\'
			if c == '"' && !escaped {
				inString = false
			}
		case c == '"':
			inString = true
		case c == '/' && i+1 < len(src) && src[i+1] == '/':
			for i < len(src) && src[i] != '\n' {
				i++
			}
			if i < len(src) {
				b.WriteByte('\n')
			}
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// TestSkillSaveAcceptsSeed001Example feeds seed 001's Rich Action Schema
// example (§3.3, testdata/seed001_rich_action_schema.jsonc, copied
// verbatim) to skill_save through an MCP client: "value": null included.
func TestSkillSaveAcceptsSeed001Example(t *testing.T) {
	t.Parallel()
	raw, err := os.ReadFile("testdata/seed001_rich_action_schema.jsonc")
	if err != nil {
		t.Fatal(err)
	}
	var plan []any
	if err := json.Unmarshal([]byte(stripLineComments(string(raw))), &plan); err != nil {
		t.Fatalf("seed example is not JSON once its comments are gone: %v", err)
	}
	if plan[0].(map[string]any)["value"] != nil {
		t.Fatal("the example should carry value: null")
	}
	c := connect(t, testMCP)
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Create a new project in Linear", "start_url": "https://linear.app/", "plan": plan}, &saved)
	sk, err := testBox.Skills.Get(saved.ID)
	if err != nil {
		t.Fatal(err)
	}
	want := skills.Step{Step: 1, Action: "CLICK", TargetDescription: "the 'New Project' button in the left sidebar",
		SemanticRole: "primary_action", RequiredState: "projects_list_visible"}
	if len(sk.Plan) != 1 || sk.Plan[0].Hints != nil || sk.Plan[0] != (skills.Step{Step: 1, Action: want.Action, TargetDescription: want.TargetDescription,
		SemanticRole: want.SemanticRole, RequiredState: want.RequiredState}) {
		t.Fatalf("saved plan %+v, want %+v", sk.Plan, want)
	}
	// The comment's other case: a TYPE step with a string value, next to it.
	plan = append(plan, map[string]any{"step": 2, "action": "TYPE", "target_description": "Project name", "value": "My New AI Project",
		"semantic_role": "form_field", "required_state": "new_project_dialog_open"})
	mustOK(t, c, "skill_save", map[string]any{"task": "Create a project called 'My New AI Project' in Linear", "start_url": "https://linear.app/", "plan": plan}, &saved)
	if saved.Slots[0] != "name" {
		t.Errorf("the typed value did not become a slot: %+v", saved)
	}
	// null is a CLICK's value; a TYPE still needs one.
	mustFail(t, c, "skill_save", map[string]any{"task": "Rename the project in Linear", "start_url": "https://linear.app/",
		"plan": []any{map[string]any{"action": "TYPE", "target_description": "Name", "value": nil}}}, "step 1: TYPE needs a value")
}

// TestInspectReadsCurrentValue: audit_inspect_element reports what
// SAVE_VARIABLE stores: a field's live value or an element's visible
// text, with invisible and bidi characters stripped, capped at 1,000
// characters, and never a password.
func TestInspectReadsCurrentValue(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/order.html")}, nil)
	read := func(sel string) (value *string, truncated bool) {
		var r struct {
			Value          *string `json:"value"`
			ValueTruncated bool    `json:"value_truncated"`
		}
		mustOK(t, c, "audit_inspect_element", map[string]any{"selector": sel}, &r)
		return r.Value, r.ValueTruncated
	}
	order, _ := read("#order-no")
	if order == nil || !regexp.MustCompile(`^ORD-[0-9]{10}$`).MatchString(*order) {
		t.Fatalf("order number read as %q: want ORD- and 10 digits, the zero-width space stripped", deref(order))
	}
	for sel, want := range map[string]string{"#notes": "  leave at the door  ", "#ship": "exp", "#bidi": "Refcba-77", "#track-no": ""} {
		if v, _ := read(sel); v == nil || *v != want {
			t.Errorf("%s read as %q, want %q", sel, deref(v), want)
		}
	}
	if v, _ := read("#pw"); v != nil {
		t.Errorf("a password field was read: %q", *v)
	}
	if v, cut := read("#long"); v == nil || len(*v) != 1000 || !cut {
		t.Errorf("1,500 characters read as %d (truncated %v), want the 1,000-character cap", len(deref(v)), cut)
	}
	// The value read is the real one: the page accepts it as its order.
	mustOK(t, c, "browser_type", map[string]any{"selector": "#track-no", "text": *order, "submit": true}, nil)
	var found findTextResult
	mustOK(t, c, "browser_find_by_text", map[string]any{"text": "Order " + *order + " is on its way"}, &found)
	if !found.Found {
		t.Error("the page did not recognise the order number that was read")
	}
}

func deref(s *string) string {
	if s == nil {
		return "<absent>"
	}
	return *s
}

// TestSkillReplayReadsSavedVariable saves a plan whose SAVE_VARIABLE step
// reads the order number the page generates, and whose TYPE step enters
// ${orderNo}; each replay loads a page with a new number and must type
// that one.
func TestSkillReplayReadsSavedVariable(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	page := pageURL("/pages/order.html")
	plan := []map[string]any{
		{"action": "SAVE_VARIABLE", "selector": "#order-no", "variable_name": "orderNo"},
		{"action": "TYPE", "target_description": "Order number", "value": "${orderNo}"},
		{"action": "CLICK", "target_description": "Track"},
	}
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Track the order shown on the confirmation page", "start_url": page, "plan": plan}, &saved)
	if len(saved.Slots) != 0 {
		t.Fatalf("a variable read during the run is not a slot the task must fill: %+v", saved)
	}
	for i := 0; i < 2; i++ {
		var run skills.RunResult
		mustOK(t, c, "skill_run", map[string]any{"id": saved.ID}, &run)
		if !run.Success || len(run.Steps) != 3 || run.Steps[0].Action != "SAVE_VARIABLE" || run.Steps[0].Selector != "#order-no" {
			t.Fatalf("replay %d: %+v", i, run)
		}
		var st struct {
			Value *string `json:"value"`
		}
		mustOK(t, c, "audit_inspect_element", map[string]any{"selector": "#status"}, &st)
		if st.Value == nil || !regexp.MustCompile(`^Order ORD-[0-9]{10} is on its way$`).MatchString(*st.Value) {
			t.Errorf("replay %d: the page did not get its own order number: status %q", i, deref(st.Value))
		}
	}
	for _, bad := range []struct {
		step any
		want string
	}{
		{map[string]any{"action": "SAVE_VARIABLE", "variable_name": "orderNo"}, "SAVE_VARIABLE needs selector"},
		{map[string]any{"action": "SAVE_VARIABLE", "selector": "#o", "variable_name": "secret"}, "reserved"},
		{map[string]any{"action": "SAVE_VARIABLE", "selector": "#o", "variable_name": "n", "value": "x"}, "takes no value"},
		{map[string]any{"action": "CLICK", "target_description": "Track", "variable_name": "n"}, "belong to SAVE_VARIABLE steps"},
		{map[string]any{"action": "SAVE_VARIABLE", "selector": "#o", "variable_name": "9"}, "/plan/0/variable_name"},
	} {
		mustFail(t, c, "skill_save", map[string]any{"task": "Track the order shown on the confirmation page", "start_url": page, "plan": []any{bad.step}}, bad.want)
	}
}

// TestInspectNearbyStopsAtAnotherField: the words beside a field are read
// up to the next field only. An outside run found a select named "Email"
// (the words before the field before it) and a textarea named after the
// select's options; the planner names an unlabelled field from these words.
func TestInspectNearbyStopsAtAnotherField(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/labels-beside.html")}, nil)
	for sel, want := range map[string]string{"#name": "Your name", "#email": "Email", "#topic": "", "#message": "", "#phone": "Phone:", "#fax": "Fax:"} {
		var r struct {
			Nearby struct {
				Before string `json:"before"`
			} `json:"nearby"`
		}
		mustOK(t, c, "audit_inspect_element", map[string]any{"selector": sel}, &r)
		if r.Nearby.Before != want {
			t.Errorf("%s: the words before it read as %q, want %q", sel, r.Nearby.Before, want)
		}
	}
}
