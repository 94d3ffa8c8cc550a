package autonomous

import (
	"context"
	"fmt"
	"testing"
)

// BenchmarkPromptTokensPerStep measures what one observe→think step sends
// (system prompt, goal and the token-lean observation) against sending the
// page's HTML alone, on the demo pages. Both use the same estimator, so the
// ratio is fair even though absolute counts are estimates.
//
//	go test ./cmd/accessagents/autonomous -run '^$' -bench PromptTokens
func BenchmarkPromptTokensPerStep(b *testing.B) {
	ctx := context.Background()
	c := connect(b)
	goal := "Buy the blue mug and check out"
	for _, page := range []string{"/site/shop.html", "/site/signup.html", "/pages/tracker.html", "/pages/realistic.html"} {
		b.Run(page, func(b *testing.B) {
			if msg, err := c.Call(ctx, "browser_navigate", map[string]any{"url": pageURL(page)}, nil); err != nil || msg != "" {
				b.Fatalf("navigate: %s %v", msg, err)
			}
			var rep Report
			var prompt, obs int
			for b.Loop() {
				user := observeText(ctx, c, &rep)
				obs = EstimateTokens(user)
				prompt = EstimateTokens(fmt.Sprintf("[accessagents:step]\n%s", stepSystem)) + EstimateTokens("GOAL: "+goal) + EstimateTokens(user)
			}
			if rep.HTMLBytes == 0 {
				b.Fatal("no HTML size observed")
			}
			html := (rep.HTMLBytes + 3) / 4
			b.ReportMetric(float64(prompt), "prompt-tokens/step")
			b.ReportMetric(float64(html), "html-tokens")
			b.ReportMetric(float64(html)/float64(prompt), "html/prompt")
			b.ReportMetric(float64(html)/float64(obs), "html/observation")
		})
	}
}
