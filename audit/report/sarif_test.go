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

// A finding located in the app's source points at the component's line,
// from the repository's top, with the page as a related location; a
// low-confidence location leaves the result on the page.
func TestSARIFPointsAtTheSourceLocation(t *testing.T) {
	t.Parallel()
	located := &finding.Violation{ID: "v1", RuleID: "image-alt", Impact: "critical", Selector: "li:nth-child(2) img", Help: "Images must have alternative text",
		SourceLocation: &finding.SourceLocation{File: "src/components/ProductCard.jsx", Line: 5, Column: 7, Confidence: "high"}}
	unsure := &finding.Violation{ID: "v2", RuleID: "link-name", Impact: "serious", Selector: "a.cart", Help: "Links must have discernible text",
		SourceLocation: &finding.SourceLocation{File: "src/App.jsx", Line: 38, Column: 9, Confidence: "low"}}
	b, err := SARIF(SARIFInput{URL: "http://x/", File: "index.html", Violations: []*finding.Violation{located, unsure}, SourcePrefix: "web/"})
	if err != nil {
		t.Fatal(err)
	}
	type loc struct {
		PhysicalLocation struct {
			ArtifactLocation struct {
				URI string `json:"uri"`
			} `json:"artifactLocation"`
			Region struct {
				StartLine   int `json:"startLine"`
				StartColumn int `json:"startColumn"`
			} `json:"region"`
		} `json:"physicalLocation"`
	}
	var log struct {
		Runs []struct {
			Results []struct {
				Locations        []loc `json:"locations"`
				RelatedLocations []loc `json:"relatedLocations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal(b, &log); err != nil || len(log.Runs[0].Results) != 2 {
		t.Fatalf("%v %s", err, b)
	}
	r := log.Runs[0].Results[0]
	if p := r.Locations[0].PhysicalLocation; p.ArtifactLocation.URI != "web/src/components/ProductCard.jsx" || p.Region.StartLine != 5 || p.Region.StartColumn != 7 ||
		len(r.RelatedLocations) != 1 || r.RelatedLocations[0].PhysicalLocation.ArtifactLocation.URI != "index.html" {
		t.Errorf("the located result: %s", b)
	}
	if r := log.Runs[0].Results[1]; r.Locations[0].PhysicalLocation.ArtifactLocation.URI != "index.html" || len(r.RelatedLocations) != 0 {
		t.Errorf("a low-confidence location moved the result off the page: %+v", r)
	}
}
