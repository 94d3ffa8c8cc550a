package audit_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/report"
)

// The report writers sit above the engine, so a test of what they write from
// a live scan lives here, outside package audit, on the package's one browser.

// TestSARIFGolden: the shop page's SARIF matches the golden file and is
// valid SARIF 2.1.0 (the schema ships in an npm package the tests install).
func TestSARIFGolden(t *testing.T) {
	t.Parallel()
	s := audit.NewSessionForTest(t)
	res, err := audit.EngineForTest().Scan(audit.ContextForTest(t), s, audit.ScanOptions{URL: audit.SiteURLForTest("/site/shop.html"), PageSize: audit.MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	got, err := report.SARIF(report.SARIFInput{URL: "http://localhost/site/shop.html", File: "testdata/site/shop.html", Violations: res.Violations,
		Version: "test", AxeVersion: res.AxeVersion})
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden := filepath.Join("testdata", "shop.sarif")
	if audit.UpdateGoldens() {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("no golden (go test ./audit -run TestSARIFGolden -update): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("SARIF differs from %s; review and rerun with -update\n%s", golden, got)
	}
	schemaPath := "../testdata/mcpclients/node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json"
	c := jsonschema.NewCompiler()
	sch, err := c.Compile(schemaPath)
	if err != nil {
		t.Fatalf("SARIF schema (run make setup): %v", err)
	}
	var doc any
	if err := json.Unmarshal(got, &doc); err != nil {
		t.Fatal(err)
	}
	if err := sch.Validate(doc); err != nil {
		t.Fatalf("SARIF is not valid 2.1.0: %v", err)
	}
	// GitHub code scanning needs a help URI per rule and a location per result.
	var log struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Rules []struct {
						HelpURI string `json:"helpUri"`
					} `json:"rules"`
				} `json:"driver"`
			} `json:"tool"`
			Results []struct {
				Locations []struct {
					PhysicalLocation struct {
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	_ = json.Unmarshal(got, &log)
	helpURI := regexp.MustCompile(`^https://dequeuniversity\.com/rules/axe/`)
	for _, r := range log.Runs[0].Tool.Driver.Rules {
		if !helpURI.MatchString(r.HelpURI) {
			t.Errorf("rule without a help URI: %q", r.HelpURI)
		}
	}
	for _, r := range log.Runs[0].Results {
		if len(r.Locations) == 0 || r.Locations[0].PhysicalLocation.Region.StartLine < 1 {
			t.Errorf("result without a location: %+v", r)
		}
	}
	if len(log.Runs[0].Results) != res.TotalViolations {
		t.Errorf("%d results for %d violations", len(log.Runs[0].Results), res.TotalViolations)
	}
}
