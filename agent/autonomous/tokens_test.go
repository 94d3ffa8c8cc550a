package autonomous

import (
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestTokenizerFor: OpenAI models get their real BPE encoding from the
// embedded tables (no download); other models the 4-chars rule.
func TestTokenizerFor(t *testing.T) {
	browsertest.Slow(t)
	for _, c := range []struct {
		model, name string
		text        string
		want        int
	}{
		{"gpt-4o-mini", "o200k_base", "hello world", 2},
		{"openai/gpt-4.1", "o200k_base", "hello world", 2},
		{"gpt-5-mini", "o200k_base", "hello world", 2},
		{"gpt-4-turbo", "cl100k_base", "hello world", 2},
		{"llama3.1:8b", "chars/4", "hello world", 3},
		{"scripted-model", "chars/4", "", 0},
	} {
		tok := TokenizerFor(c.model)
		if tok.Name != c.name || tok.Count(c.text) != c.want {
			t.Errorf("%s: tokenizer %s counts %q as %d, want %s / %d", c.model, tok.Name, c.text, tok.Count(c.text), c.name, c.want)
		}
	}
	// A real tokenizer and the rule agree within a factor of two on prose.
	prose := "Create a project called Q4 in the tracker, then assign it to the engineering team."
	if real, est := TokenizerFor("gpt-4o").Count(prose), EstimateTokens(prose); real*2 < est || est*2 < real {
		t.Errorf("o200k %d vs chars/4 %d", real, est)
	}
}
