// Package autonomous is the built-in planner loop behind --autonomous:
// skills first, then plan → observe → think → act → verify → re-plan, with
// go-openai against any OpenAI-compatible endpoint. Every act goes through
// the same MCP tools (and guard) an external agent would use.
package autonomous

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	openai "github.com/sashabaranov/go-openai"
)

// LLMConfig configures the model endpoint.
type LLMConfig struct {
	BaseURL     string // e.g. https://api.openai.com/v1, http://localhost:11434/v1
	APIKey      string
	Model       string
	VisionModel string // "" disables the vision fallback
	// PromptBudget caps estimated prompt tokens per call; the history
	// window drops the oldest turns first to fit.
	PromptBudget int
	Timeout      time.Duration
}

// CallRecord is one model call, for run.json.
type CallRecord struct {
	Kind             string `json:"kind"`
	Model            string `json:"model"`
	PromptTokensEst  int    `json:"prompt_tokens_estimated"`
	Tokenizer        string `json:"tokenizer"`
	PromptTokens     int    `json:"prompt_tokens"`
	CompletionTokens int    `json:"completion_tokens"`
	PromptBytes      int    `json:"prompt_bytes"`
	DroppedTurns     int    `json:"dropped_turns"`
	DurationMs       int64  `json:"duration_ms"`
	Error            string `json:"error,omitempty"`
}

// LLM is the planner's model client.
type LLM struct {
	cfg     LLMConfig
	client  *openai.Client
	mu      sync.Mutex
	calls   []CallRecord
	noJSON  bool // the endpoint rejected response_format
	tokOnce sync.Once
	tok     Tokenizer
}

// tokenizer loads the model's tokenizer on first use.
func (l *LLM) tokenizer() Tokenizer {
	l.tokOnce.Do(func() { l.tok = TokenizerFor(l.cfg.Model) })
	return l.tok
}

// ErrNoLLM means the task needs a model and none is configured.
var ErrNoLLM = errors.New("this task needs a language model and none is configured: pass --llm-base-url and --llm-model (key in OPENAI_API_KEY or ACCESSAGENTS_LLM_KEY) — any OpenAI-compatible endpoint works (OpenAI, Ollama, vLLM, LM Studio) — or save a skill for it first")

// NewLLM returns a client, or nil when no model is configured.
func NewLLM(cfg LLMConfig) *LLM {
	if cfg.BaseURL == "" || cfg.Model == "" {
		return nil
	}
	if cfg.PromptBudget <= 0 {
		cfg.PromptBudget = 8000
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = 90 * time.Second
	}
	oc := openai.DefaultConfig(cfg.APIKey)
	oc.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	return &LLM{cfg: cfg, client: openai.NewClientWithConfig(oc)}
}

// Calls returns the calls made so far.
func (l *LLM) Calls() []CallRecord {
	if l == nil {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]CallRecord(nil), l.calls...)
}

// Turn is one user/assistant exchange kept in the history window.
type Turn struct {
	User, Assistant string
}

// Prompt is what one call sends: fixed parts are always kept; history turns
// are dropped oldest first to fit the budget.
type Prompt struct {
	Kind    string // plan, step, replan, validate, vision, fix
	System  string
	Goal    string
	History []Turn
	User    string
	Image   []byte // PNG for vision calls
	JSON    bool
}

// Chat sends p and returns the assistant's text.
func (l *LLM) Chat(ctx context.Context, p Prompt) (string, error) {
	if l == nil {
		return "", ErrNoLLM
	}
	model := l.cfg.Model
	if len(p.Image) > 0 && l.cfg.VisionModel != "" {
		model = l.cfg.VisionModel
	}
	// The tag lets logs (and test servers) tell call kinds apart; models
	// read it as a harmless header.
	system := fmt.Sprintf("[accessagents:%s]\n%s", p.Kind, p.System)
	tok := l.tokenizer()
	fixed := tok.Count(system) + tok.Count("GOAL: "+p.Goal) + tok.Count(p.User) + len(p.Image)/750
	// Each turn is counted once; the oldest go first until the rest fit.
	n := fixed
	turnTokens := make([]int, len(p.History))
	for i, t := range p.History {
		turnTokens[i] = tok.Count(t.User) + tok.Count(t.Assistant)
		n += turnTokens[i]
	}
	dropped := 0
	for dropped < len(p.History) && n > l.cfg.PromptBudget {
		n -= turnTokens[dropped]
		dropped++
	}
	history := p.History[dropped:]
	msgs := []openai.ChatCompletionMessage{{Role: openai.ChatMessageRoleSystem, Content: system},
		{Role: openai.ChatMessageRoleUser, Content: "GOAL: " + p.Goal}}
	for _, t := range history {
		msgs = append(msgs, openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: t.User},
			openai.ChatCompletionMessage{Role: openai.ChatMessageRoleAssistant, Content: t.Assistant})
	}
	last := openai.ChatCompletionMessage{Role: openai.ChatMessageRoleUser, Content: p.User}
	if len(p.Image) > 0 {
		last.Content = ""
		last.MultiContent = []openai.ChatMessagePart{{Type: openai.ChatMessagePartTypeText, Text: p.User},
			{Type: openai.ChatMessagePartTypeImageURL, ImageURL: &openai.ChatMessageImageURL{URL: "data:image/png;base64," + b64(p.Image)}}}
	}
	msgs = append(msgs, last)
	rec := CallRecord{Kind: p.Kind, Model: model, DroppedTurns: dropped, Tokenizer: tok.Name}
	for _, m := range msgs {
		rec.PromptBytes += len(m.Content)
		rec.PromptTokensEst += tok.Count(m.Content)
		for _, part := range m.MultiContent {
			rec.PromptBytes += len(part.Text)
			rec.PromptTokensEst += tok.Count(part.Text)
		}
	}
	rec.PromptTokensEst += len(p.Image) / 750
	req := openai.ChatCompletionRequest{Model: model, Messages: msgs, Temperature: 0}
	l.mu.Lock()
	useJSON := p.JSON && !l.noJSON
	l.mu.Unlock()
	if useJSON {
		req.ResponseFormat = &openai.ChatCompletionResponseFormat{Type: openai.ChatCompletionResponseFormatTypeJSONObject}
	}
	ctx, cancel := context.WithTimeout(ctx, l.cfg.Timeout)
	defer cancel()
	start := time.Now()
	resp, err := l.client.CreateChatCompletion(ctx, req)
	// third-party text: an OpenAI-compatible server that lacks JSON mode
	// says so in its error message; the status code alone is ambiguous.
	if err != nil && useJSON && strings.Contains(strings.ToLower(err.Error()), "response_format") {
		// An endpoint without JSON mode: our own schema still validates.
		l.mu.Lock()
		l.noJSON = true
		l.mu.Unlock()
		req.ResponseFormat = nil
		resp, err = l.client.CreateChatCompletion(ctx, req)
	}
	rec.DurationMs = time.Since(start).Milliseconds()
	if err == nil && len(resp.Choices) == 0 {
		err = errors.New("the model returned no choices")
	}
	if err != nil {
		rec.Error = err.Error()
	} else {
		rec.PromptTokens, rec.CompletionTokens = resp.Usage.PromptTokens, resp.Usage.CompletionTokens
	}
	l.mu.Lock()
	l.calls = append(l.calls, rec)
	l.mu.Unlock()
	if err != nil {
		return "", fmt.Errorf("model call (%s): %w", p.Kind, err)
	}
	return resp.Choices[0].Message.Content, nil
}

// ChatJSON calls the model and decodes a JSON object answer into out.
func (l *LLM) ChatJSON(ctx context.Context, p Prompt, out any) (string, error) {
	p.JSON = true
	text, err := l.Chat(ctx, p)
	if err != nil {
		return "", err
	}
	clean := strings.TrimSpace(text)
	clean = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(clean, "```json"), "```"), "```")
	if err := json.Unmarshal([]byte(strings.TrimSpace(clean)), out); err != nil {
		return text, fmt.Errorf("the model's %s answer is not the JSON asked for: %w", p.Kind, err)
	}
	return text, nil
}
