package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestAuditCLIChecksAll: --checks all adds the on-request checks; JSON,
// SARIF and HTML list them apart from axe's.
func TestAuditCLIChecksAll(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	page := "../../testdata/checks/focus-visible/fail.html"
	out, errOut, code := runBin(t, "audit", page, "--checks", "all", "--format", "json")
	var res audit.ScanResult
	if code != 1 || json.Unmarshal([]byte(out), &res) != nil || res.Checks == nil {
		t.Fatalf("audit --checks all: exit %d\n%.300s\n%s", code, out, errOut)
	}
	var sels []string
	for _, v := range res.Violations {
		if v.RuleID == "aa-focus-visible" && v.Source == checks.Source {
			sels = append(sels, v.Selector)
		}
	}
	sort.Strings(sels)
	// Every check runs but the best-practice ones and those the default
	// standard does not count (4.1.1 in WCAG 2.2): no --best-practice here.
	std, _ := finding.ParseStandard("")
	want := 0
	for _, c := range checks.All() {
		if c.Expensive || c.RunsUnder(std, false) {
			want++
		}
	}
	if strings.Join(sels, " ") != "#n1 #n2 #n3" || res.Checks.Violations["aa-focus-visible"] != 3 || len(res.Checks.Ran) != want {
		t.Errorf("json: focus-visible %q, checks %+v", sels, res.Checks)
	}
	if _, _, code := runBin(t, "audit", page, "--checks", "some"); code != 2 {
		t.Errorf("--checks some: exit %d, want 2", code)
	}
	dir := t.TempDir()
	if _, _, code := runBin(t, "audit", page, "--checks", "all", "--format", "sarif", "--out", dir); code != 1 {
		t.Fatalf("sarif exit %d", code)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "report.sarif"))
	if !strings.Contains(string(b), `"source": "accessagents"`) || !strings.Contains(string(b), `"ruleId": "aa-focus-visible"`) {
		t.Errorf("sarif lacks the aa- results:\n%.500s", b)
	}
	if _, _, code := runBin(t, "audit", "../../testdata/checks/target-size/fail.html", "--format", "html", "--out", dir); code != 1 {
		t.Fatalf("html exit %d", code)
	}
	h, _ := os.ReadFile(filepath.Join(dir, "report.html"))
	if !strings.Contains(string(h), "AccessAgents check beyond axe") || !strings.Contains(string(h), `id="violations-aa-target-size"`) {
		t.Errorf("html lacks the checks section")
	}
}
