package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestAutonomousCLI runs `accessagents --autonomous` as a user would: first
// with no model (a clear error, exit 2), then against a local
// OpenAI-compatible endpoint that answers from a script (the one permitted
// stand-in), checking the exit code and the run.json/report.html it leaves.
func TestAutonomousCLI(t *testing.T) {
	browsertest.Slow(t)
	startURL := webSrv.URL + "/pages/tracker.html"
	out := t.TempDir()
	if _, errOut, code := runBin(t, "--autonomous", "--url", startURL); code != 2 || !strings.Contains(errOut, "needs a task") {
		t.Errorf("no task: exit %d, %q", code, errOut)
	}
	_, errOut, code := runBin(t, "--autonomous", "--url", startURL, "--out", out, "Rename the team to Zeta")
	if code != 2 || !strings.Contains(errOut, "--llm-base-url") {
		t.Errorf("no model: exit %d, stderr %q", code, errOut)
	}

	step := func(action string, params map[string]any) string {
		b, _ := json.Marshal(map[string]any{
			"decision":  map[string]any{"action": "PROCEED", "message": "next"},
			"reasoning": map[string]any{"analysis": "read the page", "rationale": "do " + action, "expected_outcome": "progress"},
			"command":   map[string]any{"action": action, "parameters": params},
		})
		return string(b)
	}
	script := map[string][]string{
		"plan": {`{"steps":[{"action":"CLICK","target_description":"New project"},{"action":"TYPE","target_description":"Project name","value":"Lyra"},{"action":"CLICK","target_description":"Create"}]}`},
		"step": {
			step("CLICK_ELEMENT", map[string]any{"text": "New project"}),
			step("INPUT_TEXT", map[string]any{"label": "Project name", "value": "Lyra"}),
			step("CLICK_ELEMENT", map[string]any{"text": "Create"}),
			step("DONE", map[string]any{"summary": "created"}),
		},
		"validate": {`{"success":true,"reason":"Lyra is listed"}`},
	}
	kindRE := regexp.MustCompile(`\[accessagents:([a-z]+)\]`)
	var mu sync.Mutex
	var asked []string
	model := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b, _ := io.ReadAll(r.Body)
		kind := ""
		if m := kindRE.FindSubmatch(b); m != nil {
			kind = string(m[1])
		}
		if r.Header.Get("Authorization") != "Bearer sk-test" {
			http.Error(w, `{"error":{"message":"bad key"}}`, http.StatusUnauthorized)
			return
		}
		mu.Lock()
		asked = append(asked, kind)
		answer := ""
		if q := script[kind]; len(q) > 0 {
			answer, script[kind] = q[0], q[1:]
		}
		mu.Unlock()
		if answer == "" {
			http.Error(w, `{"error":{"message":"unscripted"}}`, http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"id": "x", "object": "chat.completion", "model": "m",
			"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": answer}}}})
	}))
	defer model.Close()
	askedSoFar := func() []string { mu.Lock(); defer mu.Unlock(); return append([]string(nil), asked...) }

	cmd := []string{"--autonomous", "--url", startURL, "--out", out, "--llm-base-url", model.URL + "/v1", "--llm-model", "m", "Create a project called Lyra"}
	t.Setenv("OPENAI_API_KEY", "sk-test")
	stdout, stderr, code := runBin(t, cmd...)
	if code != 0 || !strings.HasPrefix(stdout, "done:") {
		t.Fatalf("autonomous run: exit %d\nstdout %s\nstderr %s", code, stdout, stderr)
	}
	if strings.Contains(stderr, "sk-test") || strings.Contains(stdout, "sk-test") {
		t.Error("the API key was printed")
	}
	if got := strings.Join(askedSoFar(), ","); got != "plan,step,step,step,step,validate" {
		t.Errorf("model calls: %s", got)
	}
	var rep struct {
		Success    bool   `json:"success"`
		SkillSaved string `json:"skill_saved"`
		Steps      []any  `json:"steps"`
	}
	b, err := os.ReadFile(filepath.Join(out, "run.json"))
	if err != nil || json.Unmarshal(b, &rep) != nil || !rep.Success || rep.SkillSaved == "" || len(rep.Steps) < 3 {
		t.Fatalf("run.json: %v %.400s", err, b)
	}
	if html, err := os.ReadFile(filepath.Join(out, "report.html")); err != nil || !strings.Contains(string(html), "Create a project called Lyra") {
		t.Errorf("report.html: %v", err)
	}
	// The same task again replays the saved skill with no model call.
	n := len(askedSoFar())
	stdout, stderr, code = runBin(t, cmd...)
	if code != 0 || len(askedSoFar()) != n || !strings.Contains(stdout, "(0 model calls)") {
		t.Errorf("second run: exit %d, model calls %d→%d\n%s\n%s", code, n, len(askedSoFar()), stdout, stderr)
	}
}
