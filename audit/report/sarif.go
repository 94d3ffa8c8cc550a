package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// SARIFLevel maps an axe impact to a SARIF level (GitHub shows
// error/warning/note); the page report and the crawl's site report share it.
func SARIFLevel(impact string) string {
	switch impact {
	case "critical", "serious":
		return "error"
	case "moderate":
		return "warning"
	}
	return "note"
}

type sarifMessage struct {
	Text string `json:"text"`
}

type sarifRule struct {
	ID                   string            `json:"id"`
	Name                 string            `json:"name"`
	ShortDescription     sarifMessage      `json:"shortDescription"`
	FullDescription      sarifMessage      `json:"fullDescription"`
	HelpURI              string            `json:"helpUri"`
	Help                 sarifMessage      `json:"help"`
	DefaultConfiguration map[string]string `json:"defaultConfiguration"`
	Properties           map[string]any    `json:"properties,omitempty"`
}

// SARIFInput is what a SARIF log is built from.
type SARIFInput struct {
	URL        string
	File       string // artifact URI: the page's path, relative
	Violations []*finding.Violation
	Version    string
	AxeVersion string
	// Fixed are the violations a fix resolved; they appear as "pass"
	// results carrying the fix's source and confidence.
	Fixed []FixedViolation
	// NeedsReview are aa- suspicions: SARIF results of kind "review".
	NeedsReview []*finding.Violation
	// BestPractice are best-practice findings: kind "informational".
	BestPractice []*finding.Violation
	// SourcePrefix is the path from the repository's top to the source
	// root (audit --source), ending in "/" or empty: a finding located in
	// the app's source points at that file and line, which code scanning
	// shows on the component, and at the page as a related location.
	SourcePrefix string
}

// SARIF renders violations as a SARIF 2.1.0 log that GitHub code scanning
// accepts: every rule has a help URI and every result a physical location.
func SARIF(in SARIFInput) ([]byte, error) {
	rules := []sarifRule{}
	index := map[string]int{}
	var results []map[string]any
	vs := append([]*finding.Violation(nil), in.Violations...)
	for _, fv := range in.Fixed {
		vs = append(vs, fv.Violation)
	}
	finding.SortViolations(vs)
	fixedBy := map[*finding.Violation]FixedViolation{}
	for _, fv := range in.Fixed {
		fixedBy[fv.Violation] = fv
	}
	for _, v := range append(append(vs, in.NeedsReview...), in.BestPractice...) {
		if _, ok := index[v.RuleID]; !ok {
			index[v.RuleID] = len(rules)
			rules = append(rules, sarifRule{
				ID: v.RuleID, Name: ruleName(v.RuleID), ShortDescription: sarifMessage{v.Help}, FullDescription: sarifMessage{v.Help},
				HelpURI: v.HelpURL, Help: sarifMessage{v.Help + " — " + v.HelpURL},
				DefaultConfiguration: map[string]string{"level": SARIFLevel(v.Impact)},
				Properties:           map[string]any{"tags": append([]string{"accessibility"}, v.Tags...), "impact": v.Impact},
			})
			if v.Source != "" {
				rules[len(rules)-1].Properties["source"] = v.Source
			}
		}
		if fv, ok := fixedBy[v]; ok {
			results = append(results, sarifFixResult(fv, index[v.RuleID], in))
			continue
		}
		line := 1
		if v.SourceLine > 0 {
			line = v.SourceLine
		}
		msg := strings.TrimSpace(v.FailureSummary)
		if msg == "" {
			msg = v.Help
		}
		page := map[string]any{
			"physicalLocation": map[string]any{
				"artifactLocation": map[string]any{"uri": in.File},
				"region":           map[string]any{"startLine": line, "snippet": sarifMessage{v.HTML}},
			},
			"logicalLocations": []map[string]any{{"fullyQualifiedName": v.Selector, "kind": "element"}},
		}
		res := map[string]any{
			"ruleId": v.RuleID, "ruleIndex": index[v.RuleID], "level": SARIFLevel(v.Impact),
			"message":             sarifMessage{fmt.Sprintf("%s: %s (%s)", v.Help, msg, v.Selector)},
			"locations":           []map[string]any{page},
			"partialFingerprints": map[string]string{"accessagentsViolationId/v1": v.ID},
			"properties":          map[string]any{"impact": v.Impact, "url": in.URL, "status": v.Status},
		}
		if l := v.SourceLocation; l != nil && l.Confidence != "low" {
			// Where the app's source writes it: the annotation goes on the
			// component's line; the page stays as a related location.
			page["id"] = 0
			res["locations"] = []map[string]any{{
				"physicalLocation": map[string]any{
					"artifactLocation": map[string]any{"uri": in.SourcePrefix + l.File},
					"region":           map[string]any{"startLine": l.Line, "startColumn": l.Column},
				},
				"logicalLocations": []map[string]any{{"fullyQualifiedName": v.Selector, "kind": "element"}},
			}}
			res["relatedLocations"] = []map[string]any{page}
			res["properties"].(map[string]any)["sourceConfidence"] = l.Confidence
		}
		results = append(results, res)
		sarifSource(results[len(results)-1], v)
	}
	if results == nil {
		results = []map[string]any{}
	}
	log := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
		"version": "2.1.0",
		"runs": []map[string]any{{
			"tool": map[string]any{"driver": map[string]any{
				"name": "AccessAgents", "version": in.Version, "informationUri": "https://github.com/accessagents/accessagents",
				"rules": rules, "properties": map[string]any{"axeVersion": in.AxeVersion},
			}},
			"artifacts": []map[string]any{{"location": map[string]any{"uri": in.File}, "description": sarifMessage{in.URL}}},
			"results":   results,
		}},
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(log)
	return bytes.TrimRight(b.Bytes(), "\n"), err
}

// ruleName turns color-contrast into ColorContrast (SARIF's rule name form).
func ruleName(id string) string {
	var b strings.Builder
	for _, part := range strings.Split(id, "-") {
		if part != "" {
			b.WriteString(strings.ToUpper(part[:1]) + part[1:])
		}
	}
	return b.String()
}

// sarifSource adds a result's criterion, level, version and kind, marks a
// result from an aa- check, a needs-review one as SARIF's kind "review" and
// a best-practice one as "informational", both at level none (never an
// error).
func sarifSource(res map[string]any, v *finding.Violation) {
	props, _ := res["properties"].(map[string]any)
	for k, val := range map[string]string{"wcag": v.WCAG, "wcagLevel": v.WCAGLevel, "wcagVersion": v.WCAGVersion, "kind": v.Kind} {
		if val != "" {
			props[k] = val
		}
	}
	// Every criterion the result fails, as one result (not one per
	// criterion): a code-scanning gate counts it once.
	if len(v.Criteria) > 0 {
		props["wcagCriteria"] = v.Criteria
	}
	switch {
	case v.Status == finding.StatusNeedsReview:
		res["kind"], res["level"] = "review", "none"
	case v.Kind == finding.KindBestPractice:
		res["kind"], res["level"] = "informational", "none"
	}
	if v.Source != "" {
		props["source"] = v.Source
	}
}
