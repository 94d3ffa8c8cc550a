package autonomous

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/tools"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestStrictWritesInAutonomousRun: the planner drives the tools, so an
// autonomous run gets the default strict write policy: a "Show profile"
// whose page sends an email change is asked on the terminal (none here:
// refused), and the page's server never receives the write.
func TestStrictWritesInAutonomousRun(t *testing.T) {
	browsertest.Slow(t)
	var mu sync.Mutex
	seen := map[string]int{}
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/p/email-change" {
			http.ServeFile(w, r, filepath.Join("..", "..", "testdata", "guard", "writes", "email-change.html"))
			return
		}
		_, _ = io.Copy(io.Discard, r.Body)
		mu.Lock()
		seen[r.Method+" "+r.URL.Path]++
		mu.Unlock()
	}))
	defer site.Close()
	logPath := filepath.Join(t.TempDir(), "security.jsonl")
	tb := *testBox // strict: the Guardian's zero value, as the CLI's default
	tb.Guard = &tools.Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Log: guard.NewLog(logPath, nil),
		Confirms: guard.NewConfirmations(nil), Terminal: guard.Terminal{In: nil}.Ask}
	c, closeC, err := agent.Connect(context.Background(), &tb, "autonomous-writes-test", "test")
	if err != nil {
		t.Fatal(err)
	}
	defer closeC()
	ms := newModelServer(t, map[string][]string{
		"plan": {`{"steps":[{"action":"CLICK","target_description":"Show profile"}]}`},
		"step": {step("CLICK_ELEMENT", map[string]any{"text": "Show profile"}), step("DONE", map[string]any{"summary": "profile shown"})},
	}, nil)
	if _, err := Run(context.Background(), c, ms.llm(false, 8000), Options{Task: "Show my profile", StartURL: site.URL + "/p/email-change"}); err != nil {
		t.Fatal(err)
	}
	var refused *guard.Entry
	for deadline := time.Now().Add(20 * time.Second); refused == nil && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		b, _ := os.ReadFile(logPath)
		for _, line := range strings.Split(string(b), "\n") {
			var e guard.Entry
			if json.Unmarshal([]byte(line), &e) == nil && e.Decision == guard.Refused && strings.HasSuffix(e.URL, "/api/account/email") {
				refused = &e
			}
		}
	}
	if refused == nil {
		t.Fatal("the guard never refused the page's write")
	}
	mu.Lock()
	defer mu.Unlock()
	if n := seen["POST /api/account/email"]; n != 0 {
		t.Errorf("the autonomous run's write arrived %d time(s)", n)
	}
}
