package crawl

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/accessagents/accessagents/audit/report"
)

// WriteSARIF writes site.sarif (SARIF 2.1.0): one result per template-level
// finding, located on its example pages, with the fingerprint as GitHub's
// partialFingerprints so code scanning tracks it across runs.
func WriteSARIF(dir, version string, s *SiteSummary) (string, error) {
	type loc = map[string]any
	rules := []map[string]any{}
	ruleSeen := map[string]bool{}
	results := []map[string]any{}
	for _, t := range s.Templates {
		if !ruleSeen[t.RuleID] {
			ruleSeen[t.RuleID] = true
			rules = append(rules, map[string]any{"id": t.RuleID, "shortDescription": map[string]string{"text": t.Help}, "helpUri": t.HelpURL})
		}
		var locs []loc
		for _, p := range t.SamplePages {
			locs = append(locs, loc{"physicalLocation": loc{"artifactLocation": loc{"uri": p}, "region": loc{"snippet": loc{"text": t.Snippet}}},
				"logicalLocations": []loc{{"fullyQualifiedName": t.Selector, "kind": "element"}}})
		}
		results = append(results, map[string]any{
			"ruleId": t.RuleID, "level": report.SARIFLevel(t.Impact),
			"message":             map[string]string{"text": t.Help + " (" + t.Impact + "; " + plural(t.Pages, "page") + ", " + plural(t.Instances, "node") + ")"},
			"locations":           locs,
			"partialFingerprints": map[string]string{"accessagents/v1": t.Fingerprint},
			"properties":          map[string]any{"impact": t.Impact, "pages": t.Pages, "instances": t.Instances, "new": t.New},
		})
	}
	doc := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
		"runs": []any{map[string]any{
			"tool":    map[string]any{"driver": map[string]any{"name": "accessagents", "version": version, "informationUri": "https://github.com/accessagents/accessagents", "rules": rules}},
			"results": results,
		}},
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "site.sarif")
	return path, os.WriteFile(path, b, 0o644)
}

func plural(n int, word string) string {
	s := strings.TrimSpace(word)
	if n != 1 {
		s += "s"
	}
	return strconv.Itoa(n) + " " + s
}
