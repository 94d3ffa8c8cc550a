package report

import (
	"fmt"

	"github.com/accessagents/accessagents/audit/finding"
)

// FixedViolation pairs a violation with the fix that resolved it, for the
// SARIF log: the result shows the fix, where its value came from and how
// sure the planner is.
type FixedViolation struct {
	Violation *finding.Violation
	Fix       Fix
}

// FixedViolations matches the report's fixes to the violations they fixed.
func (r Remediation) FixedViolations() []FixedViolation {
	byID := map[string]*finding.Violation{}
	for _, v := range r.Before {
		byID[v.ID] = v
	}
	var out []FixedViolation
	for _, f := range r.Fixes {
		if v := byID[f.ViolationID]; v != nil {
			out = append(out, FixedViolation{Violation: v, Fix: f})
		}
	}
	return out
}

// sarifFixResult renders one fixed violation as a SARIF result of kind
// "pass": GitHub does not alert on it, and a reader sees the change, its
// source and its confidence.
func sarifFixResult(fv FixedViolation, ruleIndex int, in SARIFInput) map[string]any {
	v, f := fv.Violation, fv.Fix
	line := 1
	if v.SourceLine > 0 {
		line = v.SourceLine
	}
	return map[string]any{
		"ruleId": v.RuleID, "ruleIndex": ruleIndex, "kind": "pass", "level": "none",
		"message": sarifMessage{fmt.Sprintf("%s: %s (%s; source: %s, confidence %.2f)", f.Status, f.Change, f.Why, f.Source, f.Confidence)},
		"locations": []map[string]any{{
			"physicalLocation": map[string]any{
				"artifactLocation": map[string]any{"uri": in.File},
				"region":           map[string]any{"startLine": line, "snippet": sarifMessage{v.HTML}},
			},
			"logicalLocations": []map[string]any{{"fullyQualifiedName": v.Selector, "kind": "element"}},
		}},
		"partialFingerprints": map[string]string{"accessagentsViolationId/v1": v.ID},
		"properties": map[string]any{"impact": v.Impact, "url": in.URL, "status": f.Status, "source": f.Source,
			"confidence": f.Confidence, "change": f.Change, "verified": f.Verified},
	}
}
