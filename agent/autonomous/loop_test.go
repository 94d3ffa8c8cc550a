package autonomous

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/guard"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestCacheMissReplanThenCacheHit is seed 001's Workflow 2: step 2 fails,
// the vision fallback returns a Failure, the re-plan request carries the
// failure bundle, the corrected plan succeeds, validation says yes, a skill
// is saved — and a paraphrase then replays it with no model request.
func TestCacheMissReplanThenCacheHit(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"CLICK","target_description":"New project"},{"action":"TYPE","target_description":"Project name","value":"Orion"},{"action":"CLICK","target_description":"Create"}]}`},
		"step": {
			step("CLICK_ELEMENT", map[string]any{"text": "New project"}),
			step("CLICK_ELEMENT", map[string]any{"selector": "#add-project-name"}),        // wrong: no such element
			step("INPUT_TEXT", map[string]any{"label": "Project name", "value": "Orion"}), // value: the older alias of text
			step("SELECT", map[string]any{"label": "Team", "value": "Engineering"}),
			step("CLICK_ELEMENT", map[string]any{"text": "Create"}),
			step("DONE", map[string]any{"summary": "project created"}),
		},
		"vision":   {`{"failure":{"reason":"no add-project field is visible in the screenshot"}}`},
		"replan":   {`{"steps":[{"action":"TYPE","target_description":"Project name","value":"Orion"},{"action":"CLICK","target_description":"Create"}]}`},
		"validate": {`{"success":true,"reason":"Orion (Engineering) is in the project list"}`},
	}, nil)
	ctx := context.Background()
	c := connect(t)
	task := "Create a project called 'Orion' in the tracker"
	rep, err := Run(ctx, c, ms.llm(true, 8000), Options{Task: task, StartURL: pageURL("/pages/tracker.html")})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Success || rep.Mode != "planned" || rep.SkillSaved == "" {
		t.Fatalf("planned run: %+v", rep)
	}
	kinds := strings.Join(ms.kinds(), ",")
	if kinds != "plan,step,step,vision,replan,step,step,step,step,validate" {
		t.Errorf("model calls: %s", kinds)
	}
	for _, r := range ms.requests {
		switch r.Kind {
		case "replan":
			if !strings.Contains(r.Body, "FAILURE BUNDLE") || !strings.Contains(r.Body, "add-project-name") || !strings.Contains(r.Body, "screenshot_path") {
				t.Errorf("re-plan request lacks the failure bundle: %.300s", r.Body)
			}
		case "vision":
			if !r.HasImage {
				t.Error("vision request carried no screenshot")
			}
		}
	}
	if rep.LLMCalls != 10 || len(rep.Calls) != 10 || rep.Calls[0].PromptTokensEst == 0 {
		t.Errorf("calls recorded: %d %+v", rep.LLMCalls, rep.Calls)
	}
	sk, err := testBox.Skills.Get(rep.SkillSaved)
	if err != nil || len(sk.Plan) != 4 || sk.Plan[1].Value != "${name}" || sk.Plan[2].Action != "SELECT" {
		t.Fatalf("saved skill: %+v %v", sk, err)
	}
	// A paraphrase now hits the saved skill: zero requests to the model.
	before := len(ms.kinds())
	c2 := connect(t)
	rep2, err := Run(ctx, c2, ms.llm(true, 8000), Options{Task: `Make a new project named "Vega" in the tracker`, StartURL: pageURL("/pages/tracker.html")})
	if err != nil {
		t.Fatal(err)
	}
	if !rep2.Success || rep2.Mode != "skill" || rep2.SkillUsed != rep.SkillSaved || len(ms.kinds()) != before || rep2.LLMCalls != 0 {
		t.Fatalf("cache hit: %+v (model requests %d → %d)", rep2, before, len(ms.kinds()))
	}
	var found struct {
		Found bool `json:"found"`
	}
	c2.Call(ctx, "browser_find_by_text", map[string]any{"text": "Vega (Engineering)"}, &found)
	if !found.Found {
		var st struct {
			Text string `json:"text"`
		}
		c2.Call(ctx, "browser_page_structure", map[string]any{}, &st)
		t.Errorf("the replayed skill did not create project Vega: %+v\npage: %s", rep2.Steps, st.Text)
	}
}

// TestInvalidModelOutputIsReaskedThenCounted: malformed JSON, RETRY without
// a command, ABORT with a command, an unknown variable and an extra field in
// strict mode each get one re-ask, then count as a failure.
func TestInvalidModelOutputIsReaskedThenCounted(t *testing.T) {
	browsertest.Slow(t)
	valid := `"reasoning":{"analysis":"a","rationale":"r","expected_outcome":"e"}`
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[]}`},
		"step": {
			`{"decision": {"action": `,
			`{"decision":{"action":"RETRY"},` + valid + `}`,
			`{"decision":{"action":"ABORT"},` + valid + `,"command":{"action":"DONE","parameters":{}}}`,
			`{"decision":{"action":"PROCEED"},` + valid + `,"command":{"action":"INPUT_TEXT","parameters":{"label":"Project name","value":"${project}"}}}`,
			`{"decision":{"action":"PROCEED","mood":"great"},` + valid + `}`,
			`{"decision":{"action":"ABORT","message":"cannot continue"},` + valid + `}`,
		},
	}, nil)
	rep, err := Run(context.Background(), connect(t), ms.llm(false, 8000), Options{Task: "Open the Settings view in the tracker", StartURL: pageURL("/pages/tracker.html")})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Failures != 2 || rep.Success || !strings.Contains(rep.Reason, "aborted") {
		t.Fatalf("report: failures %d, %+v", rep.Failures, rep)
	}
	joined := ""
	for _, s := range rep.Steps {
		joined += strings.Join(s.Invalid, " ")
	}
	for _, want := range []string{"not valid JSON", "RETRY requires a command", "ABORT must not carry a command", "unknown variable ${project}", "additionalProperties"} {
		if !strings.Contains(joined, want) {
			t.Errorf("no %q among the recorded validation errors", want)
		}
	}
	reasks := 0
	for _, r := range ms.requests {
		if strings.Contains(r.Body, "Your previous answer was invalid") {
			reasks++
		}
	}
	if reasks != 3 {
		t.Errorf("%d re-asks, want 3 (one per invalid first answer)", reasks)
	}
}

// TestDestructiveStepDeniedWithoutTTY: autonomous mode asks the terminal;
// with none, the guard denies and logs it.
func TestDestructiveStepDeniedWithoutTTY(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"CLICK","target_description":"Delete account"}]}`},
		"step": {step("CLICK_ELEMENT", map[string]any{"text": "Delete account"})},
	}, nil)
	c := connect(t)
	rep, err := Run(context.Background(), c, ms.llm(false, 8000), Options{Task: "Delete my account", StartURL: pageURL("/pages/danger.html")})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Success || rep.Handoff == "" || !strings.Contains(rep.Reason, "destructive action requires confirmation") {
		t.Fatalf("report: %+v", rep)
	}
	var in struct {
		Text string `json:"text"`
	}
	c.Call(context.Background(), "audit_inspect_element", map[string]any{"selector": "#status"}, &in)
	if in.Text != "account active" {
		t.Fatalf("the account was deleted: %q", in.Text)
	}
	entries := logEntries(t, testBox.Guard.Log)
	last := entries[len(entries)-1]
	if last.Decision != guard.Refused || last.DecidedBy != guard.ByTerminal || last.Category != guard.Account {
		t.Errorf("security log: %+v", last)
	}
}

// TestTokenBudgetTrimsHistory: with a small per-call budget the history
// window drops the oldest turns, and every step call stays within it.
func TestTokenBudgetTrimsHistory(t *testing.T) {
	browsertest.Slow(t)
	var steps []string
	for i := 0; i < 8; i++ {
		steps = append(steps, step("WAIT", map[string]any{"ms": 1}))
	}
	steps = append(steps, `{"decision":{"action":"ABORT","message":"enough"},"reasoning":{"analysis":"a","rationale":"r","expected_outcome":"e"}}`)
	ms := newModelServer(t, map[string][]string{"plan": {`{"steps":[]}`}, "step": steps}, nil)
	const budget = 600
	rep, err := Run(context.Background(), connect(t), ms.llm(false, budget), Options{Task: "Wait on the tracker", StartURL: pageURL("/pages/tracker.html")})
	if err != nil {
		t.Fatal(err)
	}
	dropped, maxMsgs := 0, 0
	for _, c := range rep.Calls {
		if c.Kind != "step" {
			continue
		}
		if c.PromptTokensEst > budget {
			t.Errorf("a step call estimated %d prompt tokens, budget %d", c.PromptTokensEst, budget)
		}
		dropped += c.DroppedTurns
	}
	for _, r := range ms.requests {
		if r.Kind == "step" && r.Messages > maxMsgs {
			maxMsgs = r.Messages
		}
	}
	if dropped == 0 {
		t.Error("the history window never dropped a turn")
	}
	// system + goal + kept turns (2 messages each) + the current user message
	if maxMsgs >= 2+2*8+1 {
		t.Errorf("history grew to %d messages: not trimmed", maxMsgs)
	}
	t.Logf("budget %d: %d turns dropped over %d step calls; at most %d messages per request", budget, dropped, len(steps), maxMsgs)
}

// TestNoModelConfiguredIsAClearError: a web task with no skill and no model.
func TestNoModelConfiguredIsAClearError(t *testing.T) {
	_, err := Run(context.Background(), connect(t), nil, Options{Task: "Archive every project in the tracker", StartURL: pageURL("/pages/tracker.html")})
	if err == nil || !strings.Contains(err.Error(), "--llm-base-url") {
		t.Fatalf("error: %v", err)
	}
}

// TestRunTimeLimit: a model that keeps the loop busy is stopped by the
// whole-run time limit, with a reason and a hand-off, not by the iteration cap.
func TestRunTimeLimit(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, map[string][]string{"plan": {`{"steps":[]}`}}, func(kind, body string) string {
		if kind != "step" {
			return ""
		}
		time.Sleep(300 * time.Millisecond)
		return step("WAIT", map[string]any{"ms": 1})
	})
	rep, err := Run(context.Background(), connect(t), ms.llm(false, 8000),
		Options{Task: "Wait on the tracker", StartURL: pageURL("/pages/tracker.html"), MaxIterations: 50, Timeout: 2 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Success || !strings.Contains(rep.Reason, "time limit of 2s reached") || rep.Handoff == "" || len(rep.Steps) >= 50 {
		t.Fatalf("time limit: success=%v reason=%q handoff=%q steps=%d", rep.Success, rep.Reason, rep.Handoff, len(rep.Steps))
	}
}
