package audit

import (
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
)

// SessionState is audit_session_state's answer.
type SessionState struct {
	CurrentURL         string               `json:"current_url"`
	Scanned            bool                 `json:"scanned"`
	Score              int                  `json:"score"`
	PendingViolations  []string             `json:"pending_violations"`
	CurrentViolationID string               `json:"current_violation_id,omitempty"`
	RetryAttempts      int                  `json:"retry_attempts"`
	Skipped            []*finding.Violation `json:"skipped"`
	HumanHandoffReason string               `json:"human_handoff_reason,omitempty"`
	Fixes              []*fix.Record        `json:"fixes"`
	HumanReview        []ReviewItem         `json:"human_review"`
	Counts             finding.Counts       `json:"counts"`
}

// reviewReason is a needs-review finding's summary on one line, cut to
// a list entry's length.
func reviewReason(summary string) string {
	r := []rune(strings.Join(strings.Fields(summary), " "))
	if len(r) > 240 {
		r = append(r[:239], '…')
	}
	return "needs review: " + string(r)
}

// State reports a session's PEV state.
func (e *Engine) State(session string) SessionState {
	st := e.state(session)
	st.mu.Lock()
	defer st.mu.Unlock()
	out := SessionState{CurrentURL: st.url, Scanned: st.seq > 0, PendingViolations: []string{}, Skipped: []*finding.Violation{},
		Fixes: append([]*fix.Record{}, st.fixes...), HumanReview: []ReviewItem{}}
	for _, v := range st.open("minor") {
		out.PendingViolations = append(out.PendingViolations, v.ID)
	}
	// What the checks could not settle is a person's to judge: it comes
	// first on the review list, then the hand-offs and rolled-back fixes
	// in the order they happened.
	if st.checks != nil {
		for _, v := range st.checks.NeedsReview {
			out.HumanReview = append(out.HumanReview, ReviewItem{ViolationID: v.ID, RuleID: v.RuleID, Selector: v.Selector,
				Reason: reviewReason(v.FailureSummary)})
		}
	}
	out.HumanReview = append(out.HumanReview, st.review...)
	for _, v := range st.items {
		if v.Status == finding.StatusSkipped {
			c := *v
			out.Skipped = append(out.Skipped, &c)
		}
	}
	if cur := st.current(); cur != nil {
		out.CurrentViolationID, out.RetryAttempts = cur.ID, cur.Attempts
	}
	if n := len(out.Skipped); n > 0 {
		out.HumanHandoffReason = out.Skipped[n-1].HandoffReason
	}
	out.Counts = st.counts()
	out.Score = out.Counts.Score()
	return out
}
