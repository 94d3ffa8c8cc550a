package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestVerifyBeforeAnyScanClaimsNoScore: a rule verified on a page that was
// never scanned reports its verdict and no score (it used to say "score now
// 100" of a page nobody had scored).
func TestVerifyBeforeAnyScanClaimsNoScore(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	mustOK(t, c, "browser_navigate", map[string]any{"url": pageURL("/pages/dark-mode.html")}, nil)
	var vr struct {
		Status   string `json:"status"`
		NewScore *int   `json:"new_score"`
	}
	res := mustOK(t, c, "audit_verify_element", map[string]any{"selector": "h1", "rule_id": "color-contrast"}, &vr)
	if vr.Status != "pass" || vr.NewScore != nil || strings.Contains(text(res), "score now") || !strings.Contains(text(res), "not scanned") {
		t.Errorf("verify before a scan: status %q, score %v, text %q; want a pass, no score, and the text saying the page was not scanned", vr.Status, vr.NewScore, text(res))
	}
}
