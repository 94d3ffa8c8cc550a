package audit

import (
	"errors"
	"fmt"
)

// ErrUnknownViolation means a violation_id names no finding of this
// session's audit: mistyped, from another session, or from an earlier
// page (ids are kept per session and per page).
var ErrUnknownViolation = errors.New("unknown violation_id")

// Finding is the element and rule a violation id stands for.
type Finding struct {
	ID       string
	RuleID   string
	Selector string
	Status   string
}

// Finding looks up a violation id from this session's audit (a violation,
// a best-practice finding, or one audit_run_checks found).
func (e *Engine) Finding(session, id string) (Finding, error) {
	st := e.state(session)
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.seq == 0 {
		return Finding{}, fmt.Errorf("%w %q: %w", ErrUnknownViolation, id, ErrNotScanned)
	}
	v := st.byID[id]
	for _, bp := range st.bestPractice {
		if v == nil && bp.ID == id {
			v = bp
		}
	}
	if v == nil {
		return Finding{}, fmt.Errorf("%w %q: this session's audit of %s found no such finding; use a violation_id from this session's latest audit_scan_url (or audit_session_state), or pass selector instead", ErrUnknownViolation, id, st.url)
	}
	return Finding{ID: v.ID, RuleID: v.RuleID, Selector: v.Selector, Status: v.Status}, nil
}
