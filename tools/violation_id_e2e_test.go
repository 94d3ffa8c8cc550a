package tools

import (
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestViolationIDNamesTheElement: the violation_id a scan returns is
// accepted wherever a finding's element is asked for. Inspect, fix and
// verify by id alone act on the violation's own node; neither, both (for
// inspect and verify), an unknown id and a rule_id that is not the
// violation's are refused with the field named.
func TestViolationIDNamesTheElement(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	res := scan(t, c, map[string]any{"url": pageURL("/site/shop.html"), "page_size": 50})
	img := findViolation(t, res.Violations, "image-alt", "linen-tote-bag")

	var in inspectResult
	mustOK(t, c, "audit_inspect_element", map[string]any{"violation_id": img.ID}, &in)
	if in.Tag != "img" || !strings.Contains(in.Attributes["src"], "linen-tote-bag") {
		t.Errorf("inspect by violation_id: <%s> %v, want the violation's element %s", in.Tag, in.Attributes, img.Selector)
	}
	mustFail(t, c, "audit_inspect_element", map[string]any{}, "/selector or /violation_id is required")
	mustFail(t, c, "audit_inspect_element", map[string]any{"selector": "img", "violation_id": img.ID}, "/violation_id: give one, not both")
	mustFail(t, c, "audit_inspect_element", map[string]any{"violation_id": "v0123456789a"}, `/violation_id: unknown violation_id "v0123456789a"`, "audit_scan_url")
	mustFail(t, c, "audit_verify_element", map[string]any{"selector": img.Selector}, "/rule_id is required")
	mustFail(t, c, "audit_verify_element", map[string]any{"violation_id": img.ID, "rule_id": "link-name"}, `/rule_id: "link-name"`, "image-alt")

	var before audit.VerifyResult
	mustOK(t, c, "audit_verify_element", map[string]any{"violation_id": img.ID}, &before)
	if before.Status != "fail" || before.ViolationID != img.ID || before.RuleID != "image-alt" {
		t.Fatalf("verify by violation_id before a fix: %+v", before)
	}
	var fr fix.Result
	mustOK(t, c, "fix_apply_attribute", map[string]any{"violation_id": img.ID, "attribute": "alt",
		"value": "Natural linen tote bag with leather handles", "reasoning": "the product name beside the photo"}, &fr)
	if !fr.Applied || fr.ViolationID != img.ID || fr.Fix.Selector != img.Selector {
		t.Fatalf("fix by violation_id: %+v", fr)
	}
	mustFail(t, c, "fix_apply_attribute", map[string]any{"attribute": "alt", "value": "x", "reasoning": "r"}, "/selector or /violation_id is required")
	var after audit.VerifyResult
	mustOK(t, c, "audit_verify_element", map[string]any{"violation_id": img.ID}, &after)
	if after.Status != "pass" || after.ViolationStatus != finding.StatusVerified {
		t.Fatalf("verify by violation_id after the fix: %+v", after)
	}
}
