package report

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// TestSARIFGolden: the shop page's SARIF matches the golden file and is
// valid SARIF 2.1.0 (the schema ships in an npm package the tests install).
func TestSARIFGolden(t *testing.T) {
	t.Parallel()
	s := newSession(t)
	res, err := testEngine.Scan(testCtx(t), s, audit.ScanOptions{URL: siteURL("/site/shop.html"), PageSize: audit.MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	got, err := SARIF(SARIFInput{URL: "http://localhost/site/shop.html", File: "testdata/site/shop.html", Violations: res.Violations,
		Version: "test", AxeVersion: res.AxeVersion})
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden := filepath.Join("testdata", "shop.sarif")
	if *update {
		os.MkdirAll("testdata", 0o755)
		if err := os.WriteFile(golden, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("no golden (go test ./audit/report -run TestSARIFGolden -update): %v", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("SARIF differs from %s; review and rerun with -update\n%s", golden, got)
	}
	schemaPath := "../../testdata/mcpclients/node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json"
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

func TestSARIFCarriesFixSourceAndConfidence(t *testing.T) {
	t.Parallel()
	v := &finding.Violation{ID: "v1", RuleID: "image-alt", Impact: "critical", Selector: "img", Help: "Images must have alternative text", HelpURL: "https://example.test/image-alt"}
	rep := Remediation{Before: []*finding.Violation{v}, Fixes: []Fix{{ViolationID: "v1", RuleID: "image-alt", Change: `alt="Tickets"`, Status: StatusFixed, Source: fix.SourceOCR, Confidence: 0.9, Verified: true}}}
	b, err := SARIF(SARIFInput{URL: "http://x/", File: "index.html", Fixed: rep.FixedViolations()})
	if err != nil {
		t.Fatal(err)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Kind       string         `json:"kind"`
				Properties map[string]any `json:"properties"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b, &log); err != nil || len(log.Runs[0].Results) != 1 {
		t.Fatalf("%v %s", err, b)
	}
	r := log.Runs[0].Results[0]
	if r.Kind != "pass" || r.Properties["source"] != fix.SourceOCR || r.Properties["confidence"] != 0.9 || r.Properties["status"] != StatusFixed {
		t.Errorf("fix result: %+v", r)
	}
}
