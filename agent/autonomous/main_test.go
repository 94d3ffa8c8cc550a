package autonomous

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
	"github.com/accessagents/accessagents/tools"
)

var (
	testBox *tools.Toolbox
	testWeb *httptest.Server
	outDir  string
)

func TestMain(m *testing.M) {
	rt := browser.ResolveRuntime(browser.RuntimeOverrides{})
	if probs := rt.Check(); len(probs) > 0 {
		fmt.Fprintln(os.Stderr, "autonomous tests need the browser runtime; run `make setup`:", probs)
		os.Exit(1)
	}
	outDir, _ = os.MkdirTemp("", "aa-autonomous-test-")
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	reg, err := schemas.Load()
	if err != nil {
		panic(err)
	}
	axe, err := audit.LoadAxe(rt.AxePath)
	if err != nil {
		panic(err)
	}
	engine := audit.NewEngine(axe, logger)
	mgr := browser.NewManager(browser.Config{Runtime: rt, Headless: true, OutputDir: outDir, Logger: logger, OnSessionClose: engine.Forget})
	store, err := skills.Open(context.Background(), filepath.Join(outDir, "skills"), skills.Lexical{}, skills.Options{Logger: logger})
	if err != nil {
		panic(err)
	}
	// Autonomous mode asks the terminal; a test has none, so the guard denies.
	g := &tools.Guardian{Policy: guard.Policy{Confirm: guard.ConfirmDeny}, Writes: guard.WritesStandard, Log: guard.NewLog(filepath.Join(outDir, "security.jsonl"), nil),
		Confirms: guard.NewConfirmations(nil), Terminal: guard.Terminal{In: nil}.Ask}
	// The operator's uploads folder (--upload-dir): the only files UPLOAD reads.
	uploads := filepath.Join(outDir, "uploads")
	if err := os.MkdirAll(uploads, 0o755); err != nil {
		panic(err)
	}
	if err := os.WriteFile(filepath.Join(uploads, "minutes.txt"), []byte("Minutes of the May meeting\n"), 0o644); err != nil {
		panic(err)
	}
	testBox = &tools.Toolbox{Browser: mgr, Audit: engine, Skills: store, Schemas: reg, Log: logger, Guard: g, UploadDir: uploads}
	mux := http.NewServeMux()
	mux.Handle("/pages/", http.StripPrefix("/pages/", http.FileServer(http.Dir("../../testdata/pages"))))
	mux.Handle("/site/", http.StripPrefix("/site/", http.FileServer(http.Dir("../../testdata/site"))))
	mux.Handle("/fixes/", http.StripPrefix("/fixes/", http.FileServer(http.Dir("../../testdata/fixes"))))
	testWeb = httptest.NewServer(mux)
	code := m.Run()
	mgr.Close()
	store.Close()
	testWeb.Close()
	os.RemoveAll(outDir)
	os.Exit(code)
}

func pageURL(p string) string { return testWeb.URL + p }

func connect(t testing.TB) *agent.Client {
	t.Helper()
	c, closeC, err := agent.Connect(context.Background(), testBox, "autonomous-test", "test")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(closeC)
	return c
}

// recorded is one request the scripted model server received.
type recorded struct {
	Kind     string
	Body     string
	Messages int
	HasImage bool
}

// modelServer is a local OpenAI-compatible endpoint that answers from a
// script and records what it was asked. It is the one stand-in the tests
// use: no model is reachable from here, and the code under test is the
// same go-openai client that talks to real endpoints.
type modelServer struct {
	mu       sync.Mutex
	srv      *httptest.Server
	script   map[string][]string            // kind → answers in order
	respond  func(kind, body string) string // used when the script for a kind is empty
	requests []recorded
}

var kindRE = regexp.MustCompile(`\[accessagents:([a-z]+)\]`)

func newModelServer(t *testing.T, script map[string][]string, respond func(kind, body string) string) *modelServer {
	t.Helper()
	ms := &modelServer{script: script, respond: respond}
	ms.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		b, _ := io.ReadAll(r.Body)
		var req struct {
			Model    string `json:"model"`
			Messages []struct {
				Role    string          `json:"role"`
				Content json.RawMessage `json:"content"`
			} `json:"messages"`
		}
		json.Unmarshal(b, &req)
		kind := ""
		if m := kindRE.FindStringSubmatch(string(b)); m != nil {
			kind = m[1]
		}
		ms.mu.Lock()
		ms.requests = append(ms.requests, recorded{Kind: kind, Body: string(b), Messages: len(req.Messages), HasImage: strings.Contains(string(b), "image_url")})
		var answer string
		if q := ms.script[kind]; len(q) > 0 {
			answer, ms.script[kind] = q[0], q[1:]
		} else if ms.respond != nil {
			answer = ms.respond(kind, string(b))
		}
		ms.mu.Unlock()
		if answer == "" {
			http.Error(w, `{"error":{"message":"no scripted answer for `+kind+`"}}`, http.StatusInternalServerError)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-test", "object": "chat.completion", "created": time.Now().Unix(), "model": req.Model,
			"choices": []map[string]any{{"index": 0, "finish_reason": "stop", "message": map[string]any{"role": "assistant", "content": answer}}},
			"usage":   map[string]any{"prompt_tokens": len(b) / 4, "completion_tokens": len(answer) / 4, "total_tokens": (len(b) + len(answer)) / 4}})
	}))
	t.Cleanup(ms.srv.Close)
	return ms
}

func (ms *modelServer) llm(vision bool, budget int) *LLM {
	cfg := LLMConfig{BaseURL: ms.srv.URL + "/v1", APIKey: "test-key", Model: "scripted-model", PromptBudget: budget}
	if vision {
		cfg.VisionModel = "scripted-vision"
	}
	return NewLLM(cfg)
}

func (ms *modelServer) kinds() []string {
	ms.mu.Lock()
	defer ms.mu.Unlock()
	var out []string
	for _, r := range ms.requests {
		out = append(out, r.Kind)
	}
	return out
}

// step renders one AI response in the canonical (seed 002) shape.
func step(action string, params map[string]any) string {
	b, _ := json.Marshal(map[string]any{
		"decision":  map[string]any{"action": "PROCEED", "message": "next"},
		"reasoning": map[string]any{"analysis": "looked at the page", "rationale": "do " + action, "expectedOutcome": "progress", "confidence": 0.8},
		"command":   map[string]any{"action": action, "parameters": params},
	})
	return string(b)
}

func logEntries(t *testing.T, _ *guard.Log) []guard.Entry {
	t.Helper()
	b, _ := os.ReadFile(filepath.Join(outDir, "security.jsonl"))
	var out []guard.Entry
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var e guard.Entry
		if json.Unmarshal([]byte(line), &e) == nil {
			out = append(out, e)
		}
	}
	if len(out) == 0 {
		t.Fatal("security log is empty")
	}
	return out
}
