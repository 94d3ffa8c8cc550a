package tools

import (
	"slices"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanStandardAndBestPracticeOverMCP: audit_scan_url takes standard and
// best_practice, its answer (checked against the output schema) carries each
// finding's criterion, level, version and kind, best practice comes apart
// and unscored, and a standard it does not know is refused by name.
func TestScanStandardAndBestPracticeOverMCP(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	var res audit.ScanResult
	out := mustOK(t, c, "audit_scan_url", map[string]any{"url": pageURL("/pages/levels.html"), "page_size": 50, "standard": "wcag2aa", "best_practice": true}, &res)
	res.Expand()
	if res.Standard != "wcag2aa" || len(res.BestPractice) == 0 {
		t.Fatalf("standard %q, %d best-practice findings", res.Standard, len(res.BestPractice))
	}
	for _, v := range res.Violations {
		if v.Kind != finding.KindViolation || v.WCAGLevel == "" || v.WCAGVersion != "2.0" {
			t.Errorf("%s in a WCAG 2.0 audit: kind %q level %q version %q", v.RuleID, v.Kind, v.WCAGLevel, v.WCAGVersion)
		}
	}
	var practice []string
	for _, v := range res.BestPractice {
		practice = append(practice, v.RuleID)
	}
	if !slices.Contains(practice, "heading-order") || !slices.Contains(practice, "aa-autocomplete") {
		t.Errorf("best practice %v: want axe's heading-order and aa-autocomplete (1.3.5 is WCAG 2.1)", practice)
	}
	if !strings.Contains(text(out), "best practice (not WCAG failures, not scored)") {
		t.Errorf("the text answer does not show the best-practice findings:\n%s", text(out))
	}
	bad := call(t, c, "audit_scan_url", map[string]any{"url": pageURL("/pages/levels.html"), "standard": "wcag3"})
	if !bad.IsError || !strings.Contains(text(bad), "standard") {
		t.Errorf("standard wcag3 was not refused by name: %s", text(bad))
	}
}
