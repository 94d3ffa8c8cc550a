package autonomous

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"testing"
)

// BenchmarkPromptTokensPerStep measures what one observe→think step sends
// (system prompt, goal and the token-lean observation) against sending the
// page's HTML alone, on the demo pages, counted with the real o200k_base
// tokenizer (gpt-4o's). The HTML side is the served document.
//
//	go test ./agent/autonomous -run '^$' -bench PromptTokens
func BenchmarkPromptTokensPerStep(b *testing.B) {
	ctx := context.Background()
	c := connect(b)
	tok := TokenizerFor("gpt-4o")
	goal := "Buy the blue mug and check out"
	for _, page := range []string{"/site/shop.html", "/site/signup.html", "/pages/tracker.html", "/pages/realistic.html"} {
		b.Run(page, func(b *testing.B) {
			resp, err := http.Get(pageURL(page))
			if err != nil {
				b.Fatal(err)
			}
			src, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if err := c.Call(ctx, "browser_navigate", map[string]any{"url": pageURL(page)}, nil); err != nil {
				b.Fatalf("navigate: %v", err)
			}
			var rep Report
			var prompt, obs int
			for b.Loop() {
				user := observeText(ctx, c, &rep)
				obs = tok.Count(user)
				prompt = tok.Count(fmt.Sprintf("[accessagents:step]\n%s", stepSystem)) + tok.Count("GOAL: "+goal) + obs
			}
			html := tok.Count(string(src))
			b.ReportMetric(float64(prompt), "prompt-tokens/step")
			b.ReportMetric(float64(html), "html-tokens")
			b.ReportMetric(float64(html)/float64(prompt), "html/prompt")
			b.ReportMetric(float64(html)/float64(obs), "html/observation")
		})
	}
}

// BenchmarkTokenCount is the cost of counting a step prompt with the real
// tokenizer against the 4-chars rule.
func BenchmarkTokenCount(b *testing.B) {
	text := stepSystem
	for len(text) < 8000 {
		text += stepSystem
	}
	b.Run("o200k", func(b *testing.B) {
		tok := TokenizerFor("gpt-4o")
		for b.Loop() {
			tok.Count(text)
		}
	})
	b.Run("chars4", func(b *testing.B) {
		for b.Loop() {
			EstimateTokens(text)
		}
	})
}
