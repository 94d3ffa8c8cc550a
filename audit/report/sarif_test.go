package report

import (
	"encoding/json"
	"testing"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
)

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
