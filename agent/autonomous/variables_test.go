package autonomous

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/agent"
)

var reTracked = regexp.MustCompile(`^Order (ORD-[0-9]{10}) is on its way$`)

// trackedOrder reads the order page's status line: the number the page
// accepted as its own, or "" if it rejected what was typed.
func trackedOrder(t *testing.T, c agent.Caller) string {
	t.Helper()
	var st struct {
		Value *string `json:"value"`
	}
	if err := c.Call(context.Background(), "audit_inspect_element", map[string]any{"selector": "#status"}, &st); err != nil || st.Value == nil {
		t.Fatalf("read #status: %v", err)
	}
	m := reTracked.FindStringSubmatch(*st.Value)
	if m == nil {
		t.Errorf("the page did not receive its order number: status %q", *st.Value)
		return ""
	}
	return m[1]
}

// TestSaveVariableReadsThePage is seed 002's SAVE_VARIABLE: the page makes
// up an order number when it loads; the model saves it with
// {selector, variableName} and types ${orderNo} with INPUT_TEXT
// {selector, text} without ever seeing it; the page must receive the real
// number. The run is saved as a skill, and replaying it on a freshly
// loaded page (a new number) types the new number, with no model call.
func TestSaveVariableReadsThePage(t *testing.T) {
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"step":1,"action":"TYPE","target_description":"Order number","value":null}]}`},
		"step": {
			step("SAVE_VARIABLE", map[string]any{"selector": "#order-no", "variableName": "orderNo"}),
			step("INPUT_TEXT", map[string]any{"selector": "#track-no", "text": "${orderNo}"}),
			step("CLICK_ELEMENT", map[string]any{"text": "Track"}),
			step("DONE", map[string]any{"summary": "tracked"}),
		},
		"validate": {`{"success":true,"reason":"the status line says the order is on its way"}`},
	}, nil)
	ctx := context.Background()
	c := connect(t)
	task := "Track the order shown on the confirmation page"
	rep, err := Run(ctx, c, ms.llm(false, 8000), Options{Task: task, StartURL: pageURL("/pages/order.html")})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Success || rep.Mode != "planned" || rep.SkillSaved == "" || len(rep.Steps) != 4 {
		t.Fatalf("planned run: %+v", rep)
	}
	first := trackedOrder(t, c)
	if rep.Steps[0].Tool != "audit_inspect_element" || !strings.Contains(rep.Steps[0].Result, "saved ${orderNo} from #order-no") || !strings.Contains(rep.Steps[0].Result, first) {
		t.Errorf("SAVE_VARIABLE step: %+v", rep.Steps[0])
	}
	// The model was told the variable exists, and its next answer used it.
	for _, r := range ms.requests {
		if r.Kind == "step" && strings.Contains(r.Body, "saved ${orderNo}") && !strings.Contains(r.Body, "Variables: ${orderNo}") {
			t.Errorf("a step request after the save does not list ${orderNo}: %.400s", r.Body)
		}
	}
	sk, err := testBox.Skills.Get(rep.SkillSaved)
	if err != nil {
		t.Fatal(err)
	}
	if len(sk.Plan) != 3 || sk.Plan[0].Action != "SAVE_VARIABLE" || sk.Plan[0].Selector != "#order-no" || sk.Plan[0].VariableName != "orderNo" ||
		sk.Plan[1].Action != "TYPE" || sk.Plan[1].Value != "${orderNo}" {
		t.Fatalf("saved skill keeps the read, not last run's number: %+v", sk.Plan)
	}

	before := len(ms.kinds())
	c2 := connect(t)
	rep2, err := Run(ctx, c2, ms.llm(false, 8000), Options{Task: task, StartURL: pageURL("/pages/order.html")})
	if err != nil {
		t.Fatal(err)
	}
	if !rep2.Success || rep2.Mode != "skill" || rep2.LLMCalls != 0 || len(ms.kinds()) != before {
		t.Fatalf("replay: %+v", rep2)
	}
	if second := trackedOrder(t, c2); second == first {
		t.Errorf("the replay typed the first run's number %s", first)
	}
}
