package schemas

import (
	"sort"
	"strings"
)

// Act names one thing an executor does: the one action vocabulary the
// planner's commands, skill steps, the browser's gate and the guard share.
// The seeds' names for an act (seed 002's command, seed 001's step) are
// columns of the table in actTable, so the JSON they read and write keeps
// its words while code compares Acts.
type Act string

// The acts. Adding one means a row in actTable and its implementation
// (the browser call, the tool, the guard's reading).
const (
	ActNavigate     Act = "navigate"
	ActClick        Act = "click"
	ActType         Act = "type"
	ActSelect       Act = "select"
	ActHover        Act = "hover"
	ActDrag         Act = "drag"
	ActKey          Act = "key"
	ActBack         Act = "back"
	ActDialog       Act = "dialog" // accepting a dialog; dismissing is never gated
	ActUpload       Act = "upload"
	ActRequest      Act = "request" // a request the page itself sends
	ActSubmit       Act = "submit"  // the guard's reading of typing that presses Enter
	ActScroll       Act = "scroll"
	ActWait         Act = "wait"
	ActReadDOM      Act = "read_dom"
	ActSaveVariable Act = "save_variable"
	ActDone         Act = "done"
	ActFail         Act = "fail"
)

// ActName is one row of the vocabulary: an act and the names the seeds'
// formats give it.
type ActName struct {
	Act Act
	// Command is the planner's command (seed 002), "" if the planner has none;
	// Params is its parameter schema.
	Command string
	Params  map[string]any
	// Step is the skill step's action (seed 001's Rich Action Schema), ""
	// if skills have none.
	Step string
	// Gated acts ask the browser's gate, and so the guard, before they happen.
	Gated bool
	// Brief is how the planner's prompt lists the command: its parameters,
	// then what it does where the name does not say. Every row with a
	// Command has one (TestEveryCommandIsInThePrompt).
	Brief string
}

// actTable is the one list of acts. An act may have several rows when a
// seed has several names for it (CLICK_ELEMENT and CLICK_AT are clicks).
func actTable() []ActName {
	target := map[string]any{"selector": str(2000), "text": str(500), "ref": str(20)}
	return []ActName{
		{Act: ActClick, Command: "CLICK_ELEMENT", Step: "CLICK", Gated: true, Params: obj(target), Brief: `CLICK_ELEMENT{exactly one of selector|text|ref}`},
		{Act: ActClick, Command: "CLICK_AT", Gated: true, Params: obj(map[string]any{"x": num(), "y": num()}, "x", "y"), Brief: `CLICK_AT{x,y}`},
		// HOVER extends seed 002's commands (CLICK_ELEMENT's shape): menus
		// and row actions that appear only under the pointer.
		{Act: ActHover, Command: "HOVER", Step: "HOVER", Gated: true, Params: obj(target), Brief: `HOVER{exactly one of selector|text|ref} (moves the pointer there and leaves it: menus that appear on hover)`},
		// DRAG: two of CLICK_ELEMENT's targets, what to drag and where to
		// drop it; a skill step's value describes the drop.
		{Act: ActDrag, Command: "DRAG", Step: "DRAG", Gated: true, Params: obj(map[string]any{"from": dragEnd(), "to": dragEnd()}, "from", "to"), Brief: `DRAG{from:{one of selector|text|ref}, to:{one of selector|text|ref}}`},
		{Act: ActType, Command: "INPUT_TEXT", Step: "TYPE", Gated: true, Params: obj(map[string]any{"selector": str(2000), "ref": str(20), "label": str(300), "text": str(5000), "submit": map[string]any{"type": "boolean"}}, "text"), Brief: `INPUT_TEXT{selector|ref|label, text, submit?}`},
		{Act: ActSelect, Command: "SELECT", Step: "SELECT", Gated: true, Params: obj(map[string]any{"selector": str(2000), "ref": str(20), "label": str(300), "value": str(500)}, "value"), Brief: `SELECT{selector|ref|label, value}`},
		{Act: ActNavigate, Command: "OPEN_PAGE", Step: "NAVIGATE", Gated: true, Params: obj(map[string]any{"url": str(4096)}, "url"), Brief: `OPEN_PAGE{url}`},
		{Act: ActKey, Command: "PRESS_KEY", Gated: true, Params: obj(map[string]any{"key": str(60), "selector": str(2000)}, "key"), Brief: `PRESS_KEY{key, selector?}`},
		{Act: ActBack, Gated: true},
		{Act: ActDialog, Gated: true},
		// UPLOAD: one file, by its name inside the operator's --upload-dir
		// (never a path), into the field or button CLICK_ELEMENT would name.
		{Act: ActUpload, Command: "UPLOAD", Step: "UPLOAD", Gated: true, Params: obj(map[string]any{"selector": str(2000), "text": str(500), "ref": str(20),
			"file": map[string]any{"type": "string", "minLength": 1, "maxLength": 255, "pattern": `^[^/\\]+$`}}, "file"), Brief: `UPLOAD{exactly one of selector|text|ref, file} (puts the file of that name from the operator's uploads folder into a file field, or into the chooser a button opens)`},
		{Act: ActRequest, Gated: true},
		{Act: ActSubmit},
		{Act: ActScroll, Command: "SCROLL", Params: obj(map[string]any{"direction": map[string]any{"type": "string", "enum": []any{"up", "down", "left", "right"}}, "amount": map[string]any{"type": "integer", "minimum": 1, "maximum": 100000}}, "direction"), Brief: `SCROLL{direction, amount?}`},
		{Act: ActWait, Command: "WAIT", Params: obj(map[string]any{"ms": map[string]any{"type": "integer", "minimum": 0, "maximum": 30000}, "text": str(500), "selector": str(2000)}), Brief: `WAIT{ms|text|selector}`},
		{Act: ActReadDOM, Command: "GET_DOM", Params: obj(map[string]any{}), Brief: `GET_DOM{}`},
		// SAVE_VARIABLE reads the element at selector off the page (seed
		// 002); value stores a literal instead (exactly one, see
		// ExecutorCompatible). A skill step names the element the same way.
		{Act: ActSaveVariable, Command: "SAVE_VARIABLE", Step: "SAVE_VARIABLE", Params: obj(map[string]any{"variableName": map[string]any{"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]{0,40}$"}, "selector": str(2000), "value": str(5000)}, "variableName"), Brief: `SAVE_VARIABLE{selector, variableName} (reads that element's value or visible text into ${variableName})`},
		{Act: ActDone, Command: "DONE", Params: obj(map[string]any{"summary": str(2000)}), Brief: `DONE{summary}`},
		{Act: ActFail, Command: "FAIL", Params: obj(map[string]any{"reason": str(2000)}, "reason"), Brief: `FAIL{reason}`},
	}
}

// ActNames returns the vocabulary's table, in its order.
func ActNames() []ActName { return actTable() }

// dragEnd is one end of a DRAG: exactly one of selector, text or ref.
func dragEnd() map[string]any {
	return obj(map[string]any{"selector": str(2000), "text": str(500), "ref": str(20)})
}

// CommandAct maps a planner command (seed 002) onto its act.
func CommandAct(command string) (Act, bool) {
	for _, r := range actTable() {
		if r.Command != "" && r.Command == command {
			return r.Act, true
		}
	}
	return "", false
}

// StepAct maps a skill step's action (seed 001) onto its act.
func StepAct(step string) (Act, bool) {
	for _, r := range actTable() {
		if r.Step != "" && r.Step == step {
			return r.Act, true
		}
	}
	return "", false
}

// Act is the command's act ("CLICK_AT" is a click), "" if the action is unknown.
func (c *Command) Act() Act {
	a, _ := CommandAct(c.Action)
	return a
}

// Gated reports whether the act asks the browser's gate, and so the
// guard, before it happens.
func (a Act) Gated() bool {
	for _, r := range actTable() {
		if r.Act == a {
			return r.Gated
		}
	}
	return false
}

// Step is the skill step's name for the act ("CLICK"), "" if skills have none.
func (a Act) Step() string {
	for _, r := range actTable() {
		if r.Act == a && r.Step != "" {
			return r.Step
		}
	}
	return ""
}

// StepActions lists the skill step actions, in the table's order.
func StepActions() []string {
	var out []string
	for _, r := range actTable() {
		if r.Step != "" {
			out = append(out, r.Step)
		}
	}
	return out
}

// CommandActions lists the executor's actions, sorted.
func CommandActions() []string {
	var out []string
	for _, r := range actTable() {
		if r.Command != "" {
			out = append(out, r.Command)
		}
	}
	sort.Strings(out)
	return out
}

// CommandsPrompt lists the planner's commands for its prompt, in the
// table's order: "CLICK_ELEMENT{…}, CLICK_AT{x,y}, …".
func CommandsPrompt() string {
	var out []string
	for _, r := range actTable() {
		if r.Command != "" {
			out = append(out, r.Brief)
		}
	}
	return strings.Join(out, ", ")
}

// commandParams is each planner command's parameter schema.
func commandParams() map[string]map[string]any {
	out := map[string]map[string]any{}
	for _, r := range actTable() {
		if r.Command != "" {
			out[r.Command] = r.Params
		}
	}
	return out
}
