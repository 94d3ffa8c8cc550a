package tools

import (
	"os"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestFixExportCountsWhatThePatchCarries: of two applied fixes, one
// verified, the patch carries one; its count says 1 and the text says the
// other was left out because it is not verified, and how to get it in.
func TestFixExportCountsWhatThePatchCarries(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	res := scan(t, c, map[string]any{"url": pageURL("/site/shop.html"), "page_size": 50})
	tote := findViolation(t, res.Violations, "image-alt", "linen-tote-bag")
	var other *finding.Violation
	for _, v := range res.Violations {
		if v.RuleID == "image-alt" && v.ID != tote.ID {
			other = v
			break
		}
	}
	if other == nil {
		t.Fatal("shop page: want two image-alt violations")
	}
	mustOK(t, c, "fix_apply_attribute", map[string]any{"violation_id": tote.ID, "attribute": "alt",
		"value": "Natural linen tote bag with leather handles", "reasoning": "the product name beside the photo"}, nil)
	mustOK(t, c, "audit_verify_element", map[string]any{"violation_id": tote.ID}, nil)
	var unverified fix.Result
	mustOK(t, c, "fix_apply_attribute", map[string]any{"violation_id": other.ID, "attribute": "alt",
		"value": "Product photo of a ceramic item", "reasoning": "the product beside the photo"}, &unverified)

	var ex audit.ExportResult
	out := text(mustOK(t, c, "fix_export", map[string]any{"format": "patch"}, &ex))
	patch, err := os.ReadFile(ex.Path)
	if err != nil {
		t.Fatal(err)
	}
	if ex.Fixes != 1 || !strings.Contains(out, "patch with 1 fix written") {
		t.Errorf("the patch carries one fix; the export says %d: %s", ex.Fixes, out)
	}
	if !strings.Contains(string(patch), "Natural linen tote bag") || strings.Contains(string(patch), "Product photo of a ceramic item") {
		t.Errorf("the patch should carry the verified fix only:\n%s", patch)
	}
	if len(ex.LeftOut) != 1 || !strings.Contains(out, "left out: "+unverified.Fix.ID) || !strings.Contains(out, "not verified yet") ||
		!strings.Contains(out, other.ID) {
		t.Errorf("the unverified fix %s is not said to be left out, with why and what to do: %v\n%s", unverified.Fix.ID, ex.LeftOut, out)
	}
}
