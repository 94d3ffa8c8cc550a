package audit

import (
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// ErrThreeStrikes is a fix refused on a violation's last attempt: the
// violation is handed to a person and takes no more fixes.
var ErrThreeStrikes = errors.New("three strikes: handed to a person")

// Report is what `accessagents fix` writes as report.json.
type Report struct {
	URL              string               `json:"url"`
	AxeVersion       string               `json:"axe_version,omitempty"`
	ViolationsBefore int                  `json:"violations_before"`
	ViolationsAfter  int                  `json:"violations_after"`
	ScoreBefore      int                  `json:"score_before"`
	ScoreAfter       int                  `json:"score_after"`
	Fixes            []ReportFix          `json:"fixes"`
	Handoff          []Handoff            `json:"handoff"`
	Remaining        []*finding.Violation `json:"remaining"`
	Before           []*finding.Violation `json:"-"`
	Screenshots      map[string]string    `json:"screenshots,omitempty"`
	DurationMs       int64                `json:"duration_ms"`
}

// ReportFix is one applied fix in the report.
type ReportFix struct {
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
func (r Report) Tiers() (fixed, review, person int) {
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

// Change says what an applied fix set, in the words the remediation
// report uses.
func (f *FixRecord) Change() string {
	return DescribeFix(FixRequest{Kind: f.Kind, Attribute: f.Attribute, Value: f.Value, Text: f.Text, Styles: f.Styles})
}

// DescribeFix says what a fix request sets, in the report's words, e.g.
// alt="Checkout" or style color: #333.
func DescribeFix(f FixRequest) string {
	switch f.Kind {
	case KindContent:
		return fmt.Sprintf("text %q", f.Text)
	case KindStyle:
		var parts []string
		for _, k := range slices.Sorted(maps.Keys(f.Styles)) {
			parts = append(parts, k+": "+f.Styles[k])
		}
		return "style " + strings.Join(parts, "; ")
	}
	return fmt.Sprintf("%s=%q", f.Attribute, f.Value)
}
