package skills

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// TestOpenAICompatibleEmbedder runs the store on chromem-go's
// OpenAI-compatible embedding function against a local /embeddings server
// (a stand-in for a real model), then reopens it with the lexical embedder:
// the store is re-embedded, never mixed.
func TestOpenAICompatibleEmbedder(t *testing.T) {
	var calls atomic.Int32
	var gotAuth, gotModel atomic.Value
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/embeddings" {
			http.NotFound(w, r)
			return
		}
		calls.Add(1)
		gotAuth.Store(r.Header.Get("Authorization"))
		var req struct {
			Model string `json:"model"`
			Input any    `json:"input"`
		}
		json.NewDecoder(r.Body).Decode(&req)
		gotModel.Store(req.Model)
		text, _ := req.Input.(string)
		if arr, ok := req.Input.([]any); ok && len(arr) > 0 {
			text, _ = arr[0].(string)
		}
		// A toy model: the lexical vector, so similarities are meaningful.
		vec, _ := Lexical{}.Embed(r.Context(), text)
		json.NewEncoder(w).Encode(map[string]any{"object": "list", "model": req.Model,
			"data": []map[string]any{{"object": "embedding", "index": 0, "embedding": vec}}})
	}))
	defer srv.Close()
	ctx := context.Background()
	dir := t.TempDir()
	emb := NewOpenAICompatible(srv.URL+"/v1", "test-key", "toy-embed")
	s, err := Open(ctx, dir, emb, Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	task := "Create a project called Alpha in Linear"
	if _, err := s.Add(ctx, task, planFor(task), "https://linear.app/"); err != nil {
		t.Fatal(err)
	}
	res, err := s.Find(ctx, "Make a new project named Beta in Linear", "https://linear.app/")
	if err != nil || !res.Hit {
		t.Fatalf("remote embedder find: %+v %v", res, err)
	}
	if calls.Load() != 2 || gotAuth.Load() != "Bearer test-key" || gotModel.Load() != "toy-embed" {
		t.Errorf("endpoint saw %d calls, auth %v, model %v", calls.Load(), gotAuth.Load(), gotModel.Load())
	}
	if !strings.HasPrefix(s.EmbedderID(), "openai-compatible:toy-embed@") {
		t.Errorf("embedder id %q", s.EmbedderID())
	}
	s.Close()
	lex, err := Open(ctx, dir, Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	defer lex.Close()
	all, _ := lex.List(ctx, "", 5)
	if len(all) != 1 || all[0].Embedder != (Lexical{}).ID() {
		t.Fatalf("not re-embedded on embedder change: %+v", all)
	}
}
