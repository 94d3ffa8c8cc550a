package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanUnderEmulatedMedia: a page whose text is readable in light mode
// but not in its own dark theme passes a plain scan and fails colour
// contrast when scanned with emulate ["dark"]; the result says how it was
// shown. Contradictory or unknown features are refused by name.
func TestScanUnderEmulatedMedia(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	u := pageURL("/pages/dark-mode.html")
	contrast := func(args map[string]any) (int, string) {
		res := scan(t, c, args)
		n := 0
		for _, v := range res.Violations {
			if v.RuleID == "color-contrast" {
				n++
			}
		}
		return n, strings.Join(res.Notices, "\n")
	}
	if n, _ := contrast(map[string]any{"url": u}); n != 0 {
		t.Fatalf("light mode: %d contrast violations, want 0", n)
	}
	n, notices := contrast(map[string]any{"url": u, "emulate": []string{"dark"}})
	if n != 1 {
		t.Errorf("dark mode: %d contrast violations, want 1 (the note)", n)
	}
	if !strings.Contains(notices, "prefers-color-scheme: dark") {
		t.Errorf("the result does not say the page was shown dark: %q", notices)
	}
	mustFail(t, c, "audit_scan_url", map[string]any{"url": u, "emulate": []string{"dark", "light"}}, "dark and light")
	mustFail(t, c, "audit_scan_url", map[string]any{"url": u, "emulate": []string{"sepia"}}, "emulate")
}
