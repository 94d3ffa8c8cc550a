package autonomous

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestHoverThenClickRunAndReplay: a task that needs a hover (the row's "⋯"
// button shows only under the pointer) runs with the scripted model, saves
// its plan as a skill with a HOVER step, and the skill replays without a
// model request. Each run is judged by the app's own state.
func TestHoverThenClickRunAndReplay(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"HOVER","target_description":"Project Beta"},{"action":"CLICK","target_description":"More actions for Project Beta"},{"action":"CLICK","target_description":"Star"}]}`},
		"step": {
			step("HOVER", map[string]any{"text": "Project Beta"}),
			step("CLICK_ELEMENT", map[string]any{"selector": "tr[data-project=beta] .more"}),
			step("CLICK_ELEMENT", map[string]any{"text": "Star"}),
			step("DONE", map[string]any{"summary": "Project Beta starred"}),
		},
		"validate": {`{"success":true,"reason":"the status says Starred: beta"}`},
	}, nil)
	ctx := context.Background()
	c := connect(t)
	task := "Star the project 'Project Beta' from its row menu"
	rep, err := Run(ctx, c, ms.llm(true, 8000), Options{Task: task, StartURL: pageURL("/pages/hover-menu.html")})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Success || rep.SkillSaved == "" {
		t.Fatalf("planned run: %+v", rep)
	}
	if !starred(ctx, t, c) {
		t.Fatal("the planned run did not star Project Beta in the app")
	}
	sk, err := testBox.Skills.Get(rep.SkillSaved)
	if err != nil || len(sk.Plan) != 3 || sk.Plan[0].Action != "HOVER" {
		t.Fatalf("saved skill: %+v %v", sk, err)
	}
	before := len(ms.kinds())
	c2 := connect(t)
	rep2, err := Run(ctx, c2, ms.llm(true, 8000), Options{Task: task, StartURL: pageURL("/pages/hover-menu.html")})
	if err != nil {
		t.Fatal(err)
	}
	if !rep2.Success || rep2.Mode != "skill" || len(ms.kinds()) != before {
		t.Fatalf("replay: %+v (model requests %d → %d)", rep2, before, len(ms.kinds()))
	}
	if !starred(ctx, t, c2) {
		t.Errorf("the replayed skill did not star Project Beta: %+v", rep2.Steps)
	}
}

// starred reads the app's status line, which its own menu handler writes.
func starred(ctx context.Context, t *testing.T, c agent.Caller) bool {
	t.Helper()
	var found struct {
		Found bool `json:"found"`
	}
	if err := c.Call(ctx, "browser_find_by_text", map[string]any{"text": "Starred: beta", "exact": true}, &found); err != nil {
		t.Fatal(err)
	}
	return found.Found
}

// TestHoverThenDragRunAndReplay: a card's drag handle shows only while the
// pointer is over the card, so the task needs a hover, then a drag to the
// Done column. The scripted model's run saves a HOVER + DRAG skill, which
// replays without a model request; the board's own status line says where
// the card went each time.
func TestHoverThenDragRunAndReplay(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"HOVER","target_description":"Write release notes"},{"action":"DRAG","target_description":"Move Write release notes","value":"Done"}]}`},
		"step": {
			step("HOVER", map[string]any{"text": "Write release notes"}),
			step("DRAG", map[string]any{"from": map[string]any{"selector": `[data-card="c1"] .handle`}, "to": map[string]any{"selector": `[data-column="done"]`}}),
			step("DONE", map[string]any{"summary": "moved to Done"}),
		},
		"validate": {`{"success":true,"reason":"the status says c1 in done"}`},
	}, nil)
	ctx := context.Background()
	task := "Move the card 'Write release notes' to the Done column"
	for i, c := range []agent.Caller{connect(t), connect(t)} {
		before := len(ms.kinds())
		rep, err := Run(ctx, c, ms.llm(true, 8000), Options{Task: task, StartURL: pageURL("/pages/board-hover.html")})
		if err != nil {
			t.Fatal(err)
		}
		var found struct {
			Found bool `json:"found"`
		}
		if err := c.Call(ctx, "browser_find_by_text", map[string]any{"text": "c1 in done", "exact": true}, &found); err != nil {
			t.Fatal(err)
		}
		switch {
		case !rep.Success || !found.Found:
			t.Fatalf("run %d: success %v, card in Done %v: %+v", i+1, rep.Success, found.Found, rep)
		case i == 0 && rep.SkillSaved == "":
			t.Fatalf("the planned run saved no skill: %+v", rep)
		case i == 0:
			sk, err := testBox.Skills.Get(rep.SkillSaved)
			if err != nil || len(sk.Plan) != 2 || sk.Plan[0].Action != "HOVER" || sk.Plan[1].Action != "DRAG" || sk.Plan[1].DropHints == nil {
				t.Fatalf("saved skill: %+v %v", sk, err)
			}
		case rep.Mode != "skill" || len(ms.kinds()) != before:
			t.Fatalf("the second run was not a model-free replay: %+v (model requests %d → %d)", rep, before, len(ms.kinds()))
		}
	}
}

// TestUploadRunAndReplay: a task that attaches a file from the operator's
// uploads folder runs with the scripted model (UPLOAD by the button that
// opens a file chooser), saves a skill whose step keeps the file's name,
// never a path, and replays without a model request; each time the app
// lists the file it read. A path in UPLOAD's file is refused before any
// act.
func TestUploadRunAndReplay(t *testing.T) {
	browsertest.Slow(t)
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"UPLOAD","target_description":"Attach a photo","value":"minutes.txt"}]}`},
		"step": {
			step("UPLOAD", map[string]any{"text": "Attach a photo", "file": "minutes.txt"}),
			step("DONE", map[string]any{"summary": "attached"}),
		},
		"validate": {`{"success":true,"reason":"the list shows minutes.txt"}`},
	}, nil)
	ctx := context.Background()
	task := "Attach the file 'minutes.txt' to the page"
	for i, c := range []agent.Caller{connect(t), connect(t)} {
		before := len(ms.kinds())
		rep, err := Run(ctx, c, ms.llm(true, 8000), Options{Task: task, StartURL: pageURL("/pages/upload.html")})
		if err != nil {
			t.Fatal(err)
		}
		var found struct {
			Found bool `json:"found"`
		}
		if err := c.Call(ctx, "browser_find_by_text", map[string]any{"text": "minutes.txt (27 bytes)", "exact": true}, &found); err != nil {
			t.Fatal(err)
		}
		switch {
		case !rep.Success || !found.Found:
			t.Fatalf("run %d: success %v, file listed %v: %+v", i+1, rep.Success, found.Found, rep)
		case i == 0:
			sk, err := testBox.Skills.Get(rep.SkillSaved)
			if err != nil || len(sk.Plan) != 1 || sk.Plan[0].Action != "UPLOAD" || strings.ContainsAny(sk.Plan[0].Value, `/\`) {
				t.Fatalf("saved skill: %+v %v", sk, err)
			}
		case rep.Mode != "skill" || len(ms.kinds()) != before:
			t.Fatalf("the second run was not a model-free replay: %+v (model requests %d → %d)", rep, before, len(ms.kinds()))
		}
	}
	c := connect(t)
	err := c.Call(ctx, "skill_save", map[string]any{"task": "Attach a file by path", "start_url": pageURL("/pages/upload.html"),
		"plan": []map[string]any{{"action": "UPLOAD", "target_description": "Document", "value": "/etc/passwd"}}}, nil)
	if err == nil || !strings.Contains(err.Error(), "not a path") {
		t.Errorf("a skill with a path in UPLOAD: %v; want a refusal saying it takes a name, not a path", err)
	}
}

// TestHoverFallsBackToVision: a HOVER whose target the DOM does not name
// (the model wrote the row's name in another language) goes to the vision
// model like a CLICK_ELEMENT does, and its coordinates are hovered: the
// row's menu opens and the task completes, by the app's own state.
func TestHoverFallsBackToVision(t *testing.T) {
	browsertest.Slow(t)
	ctx := context.Background()
	probe := connect(t)
	page := pageURL("/pages/hover-menu.html")
	var found struct {
		Element struct {
			X float64 `json:"x"`
			Y float64 `json:"y"`
		} `json:"element"`
	}
	if err := probe.Call(ctx, "browser_navigate", map[string]any{"url": page}, nil); err != nil {
		t.Fatal(err)
	}
	if err := probe.Call(ctx, "browser_find_by_text", map[string]any{"text": "Project Beta"}, &found); err != nil || found.Element.X == 0 {
		t.Fatalf("where the row is: %+v %v", found, err)
	}
	row := found.Element
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"HOVER","target_description":"Projet Bêta"},{"action":"CLICK","target_description":"Star"}]}`},
		"step": {
			step("HOVER", map[string]any{"text": "Projet Bêta"}),
			step("CLICK_ELEMENT", map[string]any{"selector": "tr[data-project=beta] .more"}),
			step("CLICK_ELEMENT", map[string]any{"text": "Star"}),
			step("DONE", map[string]any{"summary": "starred"}),
		},
		"vision":   {fmt.Sprintf(`{"x":%.0f,"y":%.0f}`, row.X, row.Y)},
		"validate": {`{"success":true,"reason":"the status says Starred: beta"}`},
	}, nil)
	c := connect(t)
	rep, err := Run(ctx, c, ms.llm(true, 8000), Options{Task: "Star the project in the second row from its row menu", StartURL: page})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Success || !starred(ctx, t, c) {
		t.Fatalf("run: success %v, starred %v: %+v", rep.Success, starred(ctx, t, c), rep.Steps)
	}
	if k := strings.Join(ms.kinds(), ","); !strings.Contains(k, "step,vision,step") {
		t.Errorf("model requests %s: the hover did not go to the vision model", k)
	}
}
