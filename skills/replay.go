package skills

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

// Executor performs a replay's acts, each on an element the replay has
// already resolved. The tools package implements it with its own tools
// (browser_click, browser_type, …), so a replayed step is validated,
// judged by the guard, scrubbed and logged on the path an agent's call of
// the same tool takes; the replay itself only reads the page (finding
// elements, checking state, capturing it).
type Executor interface {
	Navigate(ctx context.Context, url string) error
	Click(ctx context.Context, selector string) error
	Hover(ctx context.Context, selector string) error
	Drag(ctx context.Context, from, to string) error
	Type(ctx context.Context, selector, text string) error
	Select(ctx context.Context, selector, value string) error
	// Upload puts the file of that name (inside the operator's upload
	// directory) into the field or the chooser selector opens.
	Upload(ctx context.Context, selector, file string) error
}

// StepResult is what one replayed step did.
type StepResult struct {
	Step       int    `json:"step"`
	Action     string `json:"action"`
	Target     string `json:"target"`
	Selector   string `json:"selector,omitempty"`
	ResolvedBy string `json:"resolved_by,omitempty"` // recorded selector | role+name | label | text | url
	StateCheck string `json:"state_check,omitempty"`
	StateHash  string `json:"state_hash,omitempty"`
	PNGPath    string `json:"png_path,omitempty"`
	URL        string `json:"url,omitempty"`
	Error      string `json:"error,omitempty"`
}

// FailureBundle is what a re-planner needs when a replay fails: the goal,
// what happened so far, the failed step, the error and a screenshot.
type FailureBundle struct {
	Goal        string       `json:"goal"`
	PlanHistory []StepResult `json:"plan_history"`
	FailedStep  *Step        `json:"failed_step,omitempty"`
	Error       string       `json:"error"`
	Screenshot  string       `json:"screenshot_path,omitempty"`
	URL         string       `json:"url,omitempty"`
}

// RunResult is skill_run's answer.
type RunResult struct {
	SkillID    string         `json:"skill_id"`
	Task       string         `json:"task"`
	Success    bool           `json:"success"`
	Steps      []StepResult   `json:"steps"`
	Failure    *FailureBundle `json:"failure,omitempty"`
	LLMCalls   int            `json:"llm_calls"`
	DurationMs int64          `json:"duration_ms"`
	Stats      Stats          `json:"stats"`
}

// RunOptions configure a replay.
type RunOptions struct {
	Goal     string            // the task being done (defaults to the skill's)
	Vars     map[string]string // slot values, including secrets
	StartURL string            // overrides the skill's start URL
}

// Run replays a skill's plan: it reads the browser session to find each
// step's element (DOM first) and check its state, has x perform the act,
// and captures the state once per step. It stops at the first failing step
// and returns the failure bundle. It makes no LLM call.
func Run(ctx context.Context, s *browser.Session, x Executor, sk *Skill, o RunOptions) RunResult {
	start := time.Now()
	res := RunResult{SkillID: sk.ID, Task: sk.Task, Steps: []StepResult{}}
	goal := o.Goal
	if goal == "" {
		goal = sk.Task
	}
	fail := func(step Step, sr StepResult, err error) RunResult {
		sr.Error = err.Error()
		res.Steps = append(res.Steps, sr)
		fb := &FailureBundle{Goal: goal, PlanHistory: res.Steps, Error: err.Error()}
		if step.Action != "" {
			fb.FailedStep = &step
		}
		if shot, serr := s.Screenshot(ctx, false, ""); serr == nil {
			fb.Screenshot, fb.URL = shot.Path, shot.URL
		}
		res.Failure = fb
		res.DurationMs = time.Since(start).Milliseconds()
		return res
	}
	vars := map[string]string{}
	for k, v := range o.Vars {
		vars[k] = v
	}
	startURL := o.StartURL
	if startURL == "" {
		startURL = sk.StartURL
	}
	if missing := missingVars(sk, startURL, vars); len(missing) > 0 {
		return fail(Step{}, StepResult{}, fmt.Errorf("unknown variable(s) %s: pass them in variables", strings.Join(missing, ", ")))
	}
	if startURL != "" {
		u, _ := Fill(startURL, vars)
		if err := x.Navigate(ctx, u); err != nil {
			nav := schemas.ActNavigate.Step()
			return fail(Step{Action: nav, Value: u}, StepResult{Action: nav, Target: u}, err)
		}
	}
	for _, step := range sk.Plan {
		if err := ctx.Err(); err != nil {
			return fail(step, StepResult{Step: step.Step, Action: step.Action}, err)
		}
		st := step
		st.Value, _ = Fill(step.Value, vars)
		st.TargetDescription, _ = Fill(step.TargetDescription, vars)
		st.RequiredState, _ = Fill(step.RequiredState, vars)
		sr := StepResult{Step: st.Step, Action: st.Action, Target: st.TargetDescription}
		check, err := requireState(ctx, s, st.RequiredState)
		sr.StateCheck = check
		if err != nil {
			return fail(st, sr, err)
		}
		if st.Act() == schemas.ActSaveVariable {
			err = saveVariable(ctx, s, st, &sr, vars)
		} else {
			err = act(ctx, s, x, st, &sr, namedValues(step.TargetDescription, vars))
		}
		if err != nil {
			return fail(st, sr, err)
		}
		if rec, err := s.CaptureState(ctx, fmt.Sprintf("%s step %d", sk.ID, st.Step)); err == nil {
			sr.StateHash, sr.PNGPath, sr.URL = rec.StateHash, rec.PNGPath, rec.URL
		}
		res.Steps = append(res.Steps, sr)
	}
	res.Success = true
	res.DurationMs = time.Since(start).Milliseconds()
	return res
}

func missingVars(sk *Skill, startURL string, vars map[string]string) []string {
	var out []string
	for _, slot := range PlanSlots(sk.Plan, startURL) {
		if _, ok := vars[slot]; !ok {
			out = append(out, "${"+slot+"}")
		}
	}
	return out
}

// requireState checks a step's precondition, waiting up to 5 s for it.
func requireState(ctx context.Context, s *browser.Session, rs string) (string, error) {
	rs = strings.TrimSpace(rs)
	kind, arg, ok := strings.Cut(rs, ":")
	if rs == "" || !ok {
		if rs != "" {
			return "unchecked (no text:/url:/selector: prefix)", nil
		}
		return "", nil
	}
	arg = strings.TrimSpace(arg)
	switch kind {
	case "text":
		if _, err := s.Wait(ctx, 0, "", arg, 5*time.Second); err != nil {
			return "", fmt.Errorf("required state not met: text %q is not visible: %w", arg, err)
		}
	case "selector":
		if _, err := s.Wait(ctx, 0, arg, "", 5*time.Second); err != nil {
			return "", fmt.Errorf("required state not met: %s is not visible: %w", arg, err)
		}
	case "url":
		deadline := time.Now().Add(5 * time.Second)
		for {
			u, err := s.CurrentURL(ctx)
			if err == nil && strings.Contains(u, arg) {
				break
			}
			if time.Now().After(deadline) {
				return "", fmt.Errorf("required state not met: URL %q does not contain %q", u, arg)
			}
			time.Sleep(100 * time.Millisecond)
		}
	default:
		return "unchecked (unknown prefix " + kind + ")", nil
	}
	return "ok: " + rs, nil
}

// act resolves the step's target DOM-first and has x perform it.
// named are the values the task put into the step's target description
// (namedValues): the element found must show them.
func act(ctx context.Context, s *browser.Session, x Executor, st Step, sr *StepResult, named []string) error {
	if st.Act() == schemas.ActNavigate {
		sr.ResolvedBy = "url"
		return x.Navigate(ctx, st.Value)
	}
	sel, by, err := resolve(ctx, s, st)
	if err != nil {
		return err
	}
	sr.Selector, sr.ResolvedBy = sel, by
	if err := showsNamed(ctx, s, st, sel, named); err != nil {
		return err
	}
	switch st.Act() {
	case schemas.ActClick:
		err = x.Click(ctx, sel)
	case schemas.ActHover:
		err = x.Hover(ctx, sel)
	case schemas.ActDrag:
		// Value describes where the element is dropped; it is found the
		// way a target is.
		var drop string
		drop, _, err = resolve(ctx, s, Step{Step: st.Step, Action: st.Action, TargetDescription: st.Value, Hints: st.DropHints})
		if err == nil {
			err = x.Drag(ctx, sel, drop)
		}
	case schemas.ActType:
		err = x.Type(ctx, sel, st.Value)
	case schemas.ActSelect:
		err = x.Select(ctx, sel, st.Value)
	case schemas.ActUpload:
		err = x.Upload(ctx, sel, st.Value)
	default:
		err = fmt.Errorf("unknown action %q", st.Action)
	}
	return err
}

// resolve finds the step's element: the recorded selector if it still names
// one element with the recorded role and name; else the recorded role and
// name; else (for fields) the label; else the visible text of the target
// description.
func resolve(ctx context.Context, s *browser.Session, st Step) (string, string, error) {
	h := st.Hints
	if h == nil {
		h = &Hints{}
	}
	if h.Selector != "" {
		n, desc, err := s.Describe(ctx, h.Selector)
		if err != nil {
			return "", "", err
		}
		if n == 1 && (h.Role == "" || desc[0].Role == h.Role) && (h.Name == "" || sameName(desc[0].Name, h.Name)) {
			return h.Selector, "recorded selector", nil
		}
	}
	var tries []struct{ sel, by string }
	if h.Role != "" && h.Name != "" {
		tries = append(tries, struct{ sel, by string }{roleSelector(h.Role, h.Name), "role+name"})
	}
	if a := st.Act(); a == schemas.ActType || a == schemas.ActSelect || a == schemas.ActUpload {
		for _, label := range []string{h.Name, st.TargetDescription} {
			if label != "" {
				// Exact first: "Team" must not also match "Team name".
				tries = append(tries, struct{ sel, by string }{"internal:label=" + jsonString(label) + "s", "label"},
					struct{ sel, by string }{"internal:label=" + jsonString(label) + "i", "label"})
			}
		}
	}
	if st.TargetDescription != "" {
		tries = append(tries, struct{ sel, by string }{roleSelector(h.Role, st.TargetDescription), "role+name"})
	}
	for _, t := range tries {
		if t.sel == "" {
			continue
		}
		if n, _, err := s.Describe(ctx, t.sel); err == nil && n == 1 {
			return t.sel, t.by, nil
		}
	}
	// A description in seed 001's words: "the 'New Project' button in the
	// left sidebar" names a role, a name and a place.
	r := readDescription(st.TargetDescription)
	if r.role != "" && r.name != "" {
		sel, by, err := resolveReading(ctx, s, r)
		if err != nil {
			return "", "", fmt.Errorf("step %d: %w", st.Step, err)
		}
		if sel != "" {
			return sel, by, nil
		}
	}
	el, _, err := s.FindByText(ctx, st.TargetDescription, true)
	if err != nil {
		el, _, err = s.FindByText(ctx, st.TargetDescription, false)
	}
	if err != nil && r.name != "" && r.name != st.TargetDescription {
		el, _, err = s.FindByText(ctx, r.name, true)
	}
	if err != nil {
		return "", "", fmt.Errorf("step %d: cannot find %q (recorded selector %q no longer matches): %w", st.Step, st.TargetDescription, h.Selector, err)
	}
	return el.Selector, "text", nil
}

// roleSelector is Playwright's accessible-role selector (case-insensitive
// name); without a role it matches on the name alone via the text engine.
func roleSelector(role, name string) string {
	if name == "" {
		return ""
	}
	if role == "" || strings.ContainsAny(role, " []\"") {
		return ""
	}
	return "internal:role=" + role + "[name=" + jsonString(name) + "s]"
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func sameName(a, b string) bool {
	a, b = browser.FoldName(a), browser.FoldName(b)
	return a == b || (len(a) > 2 && len(b) > 2 && (strings.Contains(a, b) || strings.Contains(b, a)))
}

// namedValues are the values filled into a target description's slots:
// what the task names on the page ("Pruning shears" in "Details button for
// ${name}"). Secrets are never among them.
func namedValues(desc string, vars map[string]string) []string {
	var out []string
	for _, name := range Placeholders(desc) {
		if v, ok := vars[name]; ok && name != SecretSlot && strings.TrimSpace(v) != "" && v != "${"+name+"}" {
			out = append(out, v)
		}
	}
	return out
}

// showsNamed checks that the element a step resolved shows every value the
// task named for it, in its name or around it (its row, card or section).
// A recorded selector or a role and name can still match the element the
// skill was recorded on ("Details" of Watering can) when the task now
// names another (Pruning shears): the replay fails then, naming both,
// rather than act on the wrong item and report success.
func showsNamed(ctx context.Context, s *browser.Session, st Step, sel string, named []string) error {
	if len(named) == 0 {
		return nil
	}
	n, desc, err := s.Describe(ctx, sel)
	if err != nil || n == 0 {
		return err
	}
	seen := browser.FoldName(desc[0].Name + " " + desc[0].Row + " " + desc[0].Context)
	for _, v := range named {
		if !strings.Contains(seen, browser.FoldName(v)) {
			around := desc[0].Row
			if around == "" {
				around = desc[0].Context
			}
			return fmt.Errorf("step %d: the element found for %q is %s %q (in %q), which does not show %q that the task names; the skill would act on another item than the task says: plan it step by step",
				st.Step, st.TargetDescription, desc[0].Role, desc[0].Name, truncate(around, 120), v)
		}
	}
	return nil
}

func truncate(s string, n int) string {
	r := []rune(strings.Join(strings.Fields(s), " "))
	if len(r) <= n {
		return string(r)
	}
	return string(r[:n-1]) + "…"
}
