package tools

import (
	"encoding/json"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestRunChecksThroughMCP: audit_run_checks finds focus without a visible
// indicator, streams progress to a client that asked for it, joins the
// scan's state (so audit_verify_element knows the violation), and a scan's
// own cheap checks are fixed and verified like axe's.
func TestRunChecksThroughMCP(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	c := connect(t, testMCP)
	var mu sync.Mutex
	var progress []float64
	c.OnNotification(func(n mcp.JSONRPCNotification) {
		if n.Method != "notifications/progress" {
			return
		}
		mu.Lock()
		defer mu.Unlock()
		// In process the params are Go values; over a wire, JSON numbers.
		var v float64
		b, _ := json.Marshal(n.Params.AdditionalFields["progress"])
		if json.Unmarshal(b, &v) == nil && n.Params.AdditionalFields["progressToken"] == "run-1" {
			progress = append(progress, v)
		}
	})
	scan(t, c, map[string]any{"url": pageURL("/checks/focus-visible/fail.html")})

	req := mcp.CallToolRequest{}
	req.Params.Name = "audit_run_checks"
	req.Params.Arguments = map[string]any{"checks": []string{"aa-focus-visible", "aa-title-generic"}}
	req.Params.Meta = &mcp.Meta{ProgressToken: "run-1"}
	res, err := c.CallTool(testCtx(t), req)
	if err != nil || res.IsError {
		t.Fatalf("audit_run_checks: %v %s", err, text(res))
	}
	var run audit.ChecksRun
	mustOK(t, c, "audit_run_checks", map[string]any{"checks": []string{"aa-focus-visible"}}, &run)
	var sels []string
	for _, v := range run.Found {
		if v.Source != checks.Source || v.WCAG != "2.4.7" || !strings.HasPrefix(v.HelpURL, "https://www.w3.org/WAI/WCAG22/Understanding/") || v.XPath == "" || v.SourceLine == 0 {
			t.Errorf("finding shape: %+v", v)
		}
		sels = append(sels, v.Selector)
	}
	sort.Strings(sels)
	if strings.Join(sels, " ") != "#n1 #n2 #n3" {
		t.Fatalf("aa-focus-visible found %q, want #n1 #n2 #n3", sels)
	}
	mu.Lock()
	got := append([]float64{}, progress...)
	mu.Unlock()
	if len(got) < 2 || got[len(got)-1] != 2 {
		t.Errorf("progress notifications %v: want several, ending at 2 of 2", got)
	}
	var vr audit.VerifyResult
	mustOK(t, c, "audit_verify_element", map[string]any{"selector": "#n2", "rule_id": "aa-focus-visible"}, &vr)
	if vr.Status != "fail" || vr.ViolationID == "" {
		t.Errorf("verify #n2: %+v", vr)
	}
	// A rescan keeps the on-request findings open and lists them apart.
	again := scan(t, c, map[string]any{"page_size": 50})
	if again.Checks == nil || again.Checks.Violations["aa-focus-visible"] != 3 {
		t.Errorf("rescan lost the on-request findings: %+v", again.Checks)
	}

	// A cheap check runs inside every scan; a typed fix repairs it and the
	// verifier confirms.
	res2 := scan(t, c, map[string]any{"url": pageURL("/checks/autocomplete/fail.html"), "page_size": 50})
	var target *finding.Violation
	for _, v := range res2.Violations {
		if v.RuleID == "aa-autocomplete" && v.Selector == "#email" {
			target = v
		}
	}
	// autocomplete="off" on the user's own email names no purpose: #nick
	// is a violation beside the four fields with no token.
	if target == nil || res2.Checks == nil || len(res2.Checks.NeedsReview) != 0 || res2.Checks.Violations["aa-autocomplete"] != 5 {
		t.Fatalf("scan: aa-autocomplete on #email %v, checks %+v", target, res2.Checks)
	}
	mustOK(t, c, "fix_apply_attribute", map[string]any{"selector": "#email", "violation_id": target.ID, "attribute": "autocomplete", "value": "email",
		"reasoning": "the field asks for the user's email"}, nil)
	mustOK(t, c, "audit_verify_element", map[string]any{"selector": "#email", "rule_id": "aa-autocomplete"}, &vr)
	if vr.Status != "pass" || vr.ViolationStatus != finding.StatusVerified || vr.NewScore == nil || *vr.NewScore <= res2.Score {
		t.Errorf("verify after fix: %+v (score before %d)", vr, res2.Score)
	}
	mustFail(t, c, "audit_run_checks", map[string]any{"checks": []string{"aa-nope"}}, "checks")
}
