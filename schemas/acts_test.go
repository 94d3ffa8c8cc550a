package schemas

import (
	"slices"
	"strings"
	"testing"
)

// TestActTableKeepsTheSeedsWords: the table is the only list of acts, and
// the names the planner and skills read and write are the seeds' (seed
// 002's commands, seed 001's steps, plus HOVER and DRAG), each mapping onto
// one act and back.
func TestActTableKeepsTheSeedsWords(t *testing.T) {
	wantCommands := []string{"CLICK_AT", "CLICK_ELEMENT", "DONE", "DRAG", "FAIL", "GET_DOM", "HOVER", "INPUT_TEXT",
		"OPEN_PAGE", "PRESS_KEY", "SAVE_VARIABLE", "SCROLL", "SELECT", "UPLOAD", "WAIT"}
	if got := CommandActions(); !slices.Equal(got, wantCommands) {
		t.Errorf("planner commands = %v, want %v", got, wantCommands)
	}
	wantSteps := []string{"CLICK", "HOVER", "DRAG", "TYPE", "SELECT", "NAVIGATE", "UPLOAD", "SAVE_VARIABLE"}
	if got := StepActions(); !slices.Equal(got, wantSteps) {
		t.Errorf("skill steps = %v, want %v", got, wantSteps)
	}
	for _, c := range []struct {
		command, step string
		act           Act
	}{
		{"OPEN_PAGE", "NAVIGATE", ActNavigate}, {"CLICK_ELEMENT", "CLICK", ActClick}, {"CLICK_AT", "", ActClick},
		{"INPUT_TEXT", "TYPE", ActType}, {"SELECT", "SELECT", ActSelect}, {"HOVER", "HOVER", ActHover},
		{"DRAG", "DRAG", ActDrag}, {"PRESS_KEY", "", ActKey}, {"SAVE_VARIABLE", "SAVE_VARIABLE", ActSaveVariable},
	} {
		if a, ok := CommandAct(c.command); !ok || a != c.act {
			t.Errorf("CommandAct(%s) = %q, %v; want %q", c.command, a, ok, c.act)
		}
		if c.step == "" {
			continue
		}
		if a, ok := StepAct(c.step); !ok || a != c.act {
			t.Errorf("StepAct(%s) = %q, %v; want %q", c.step, a, ok, c.act)
		}
		if c.act.Step() != c.step {
			t.Errorf("%s.Step() = %q, want %q", c.act, c.act.Step(), c.step)
		}
	}
	if _, ok := StepAct("CLICK_ELEMENT"); ok {
		t.Error("a planner command is not a skill step")
	}
	seen := map[string]bool{}
	for _, r := range ActNames() {
		for _, n := range []string{"command:" + r.Command, "step:" + r.Step} {
			if n != "command:" && n != "step:" && seen[n] {
				t.Errorf("%s appears twice in the table", n)
			}
			seen[n] = true
		}
		if r.Command != "" && r.Params == nil {
			t.Errorf("command %s has no parameter schema", r.Command)
		}
		if r.Act.Gated() != r.Gated {
			t.Errorf("%s: Gated() = %v, row says %v", r.Act, r.Act.Gated(), r.Gated)
		}
	}
	for _, a := range []Act{ActNavigate, ActClick, ActType, ActSelect, ActHover, ActDrag, ActKey, ActBack, ActDialog, ActUpload, ActRequest} {
		if !a.Gated() {
			t.Errorf("%s must ask the gate", a)
		}
	}
}

// TestEveryCommandIsInThePrompt: the planner's prompt is made from the
// table, so a new command is described to the model by the row that adds
// it; a row with a command and no Brief would leave the model guessing.
func TestEveryCommandIsInThePrompt(t *testing.T) {
	prompt := CommandsPrompt()
	for _, r := range ActNames() {
		if r.Command == "" {
			if r.Brief != "" {
				t.Errorf("%s has a Brief but no command", r.Act)
			}
			continue
		}
		if !strings.HasPrefix(r.Brief, r.Command+"{") {
			t.Errorf("%s's Brief %q does not start with %s{", r.Command, r.Brief, r.Command)
		}
		if !strings.Contains(prompt, r.Brief) {
			t.Errorf("the prompt lacks %s", r.Command)
		}
	}
}
