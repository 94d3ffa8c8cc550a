// Package report writes what a person or a CI job reads from an audit: the
// text summary, SARIF for code scanning, the self-contained HTML report,
// and the remediation report of a fix run (what was fixed, verified, and
// handed to a person). It reads the engine's results and changes nothing.
package report

import (
	"github.com/accessagents/accessagents/audit/finding"
)

// Remediation is what `accessagents fix` writes as report.json.
type Remediation struct {
	URL              string               `json:"url"`
	AxeVersion       string               `json:"axe_version,omitempty"`
	ViolationsBefore int                  `json:"violations_before"`
	ViolationsAfter  int                  `json:"violations_after"`
	ScoreBefore      int                  `json:"score_before"`
	ScoreAfter       int                  `json:"score_after"`
	Fixes            []Fix                `json:"fixes"`
	Handoff          []Handoff            `json:"handoff"`
	Remaining        []*finding.Violation `json:"remaining"`
	Before           []*finding.Violation `json:"-"`
	Screenshots      map[string]string    `json:"screenshots,omitempty"`
	DurationMs       int64                `json:"duration_ms"`
}

// Fix is one applied fix in the report.
type Fix struct {
	ViolationID   string `json:"violation_id"`
	RuleID        string `json:"rule_id"`
	Selector      string `json:"selector"`
	Kind          string `json:"kind"`
	Change        string `json:"change"`
	Verified      bool   `json:"verified"`
	LowConfidence bool   `json:"low_confidence,omitempty"`
	Attempts      int    `json:"attempts"`
	Why           string `json:"why"`
	// Status is "fixed", or "fixed, please review" for a low-confidence
	// value; Source and Confidence say where the value came from.
	Status     string  `json:"status"`
	Source     string  `json:"source"`
	Confidence float64 `json:"confidence"`
	// Image is the image's pixels as PNG, for a reviewer to judge the alt.
	Image string `json:"image,omitempty"`
}

// Fix statuses in the report and the CLI summary.
const (
	StatusFixed     = "fixed"
	StatusReview    = "fixed, please review"
	StatusForPerson = "for a person"
)

// Tiers counts the report's outcomes the way a person reads them: fixed,
// fixed but please review (a low-confidence value), and for a person.
func (r Remediation) Tiers() (fixed, review, person int) {
	for _, f := range r.Fixes {
		if f.LowConfidence {
			review++
		} else {
			fixed++
		}
	}
	return fixed, review, len(r.Handoff)
}

// Handoff is a violation left to a person, and why.
type Handoff struct {
	ViolationID string `json:"violation_id"`
	RuleID      string `json:"rule_id"`
	Impact      string `json:"impact"`
	Selector    string `json:"selector"`
	Reason      string `json:"reason"`
	Image       string `json:"image,omitempty"`
}
