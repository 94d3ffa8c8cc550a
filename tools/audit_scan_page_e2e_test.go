package tools

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanPageIsTopFiveWithRulesOnce: a page of audit_scan_url is the five
// most severe open nodes, more_issues_remaining and a cursor while any is
// unlisted, and each rule's help once beside the items (seed: "top 5 …
// more_issues_remaining: true"). Paging reaches every counted node: 40
// unnamed images are 40 items, not a per-rule cap's 25.
func TestScanPageIsTopFiveWithRulesOnce(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	var first audit.ScanResult
	out := mustOK(t, c, "audit_scan_url", map[string]any{"url": pageURL("/pages/forty-images.html")}, &first)
	if len(first.Violations) != 5 || !first.MoreIssuesRemaining || first.Cursor == "" {
		t.Fatalf("first page: %d items, more=%v, cursor %q", len(first.Violations), first.MoreIssuesRemaining, first.Cursor)
	}
	for _, v := range first.Violations {
		if v.Impact != "critical" {
			t.Errorf("top five by impact holds a %s %s", v.Impact, v.RuleID)
		}
		if v.Help != "" || v.HelpURL != "" || v.WCAG != "" || v.Kind != "" {
			t.Errorf("item %s repeats its rule's fields: %+v", v.ID, v)
		}
		r := first.Rules[v.RuleID]
		if r == nil || r.Help == "" || !strings.HasPrefix(r.HelpURL, "https://") || r.WCAG == "" {
			t.Errorf("rules[%s] = %+v, want help, link and criterion", v.RuleID, r)
		}
	}
	if r := first.Rules["image-alt"]; r == nil || r.Nodes != 40 {
		t.Errorf("rules[image-alt] = %+v, want 40 nodes in all", r)
	}
	b, _ := json.Marshal(out.StructuredContent)
	if n := strings.Count(string(b), "image-alt?application"); n != 1 {
		t.Errorf("image-alt's help link appears %d times in a five-item page, want once", n)
	}
	t.Logf("a five-item page: %d bytes structured, %d bytes text", len(b), len(text(out)))
	if !strings.Contains(text(out), "image-alt (40 nodes in all)") {
		t.Errorf("text does not give the rule's count once:\n%s", text(out))
	}

	seen := map[string]bool{}
	images := 0
	page := first
	for {
		for _, v := range page.Violations {
			if seen[v.ID] {
				t.Errorf("%s listed twice", v.ID)
			}
			seen[v.ID] = true
			if v.RuleID == "image-alt" {
				images++
			}
		}
		if page.Cursor == "" {
			break
		}
		page = audit.ScanResult{}
		mustOK(t, c, "audit_scan_url", map[string]any{"cursor": first.Cursor, "page_size": 50}, &page)
		first.Cursor = page.Cursor
	}
	if page.MoreIssuesRemaining {
		t.Error("the last page says more issues remain")
	}
	if images != 40 || len(seen) != first.TotalViolations {
		t.Errorf("paged through %d items (%d images); the scan counts %d", len(seen), images, first.TotalViolations)
	}
}
