package audit

import (
	"context"
	"errors"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

// Fix applies one typed fix under the PEV rules: the page must have been
// scanned in this session, the target must belong to an open violation, and
// the change must pass the Do-No-Harm fingerprint or it is rolled back.
func (e *Engine) Fix(ctx context.Context, s *browser.Session, req fix.Request) (fix.Result, error) {
	var res fix.Result
	st := e.state(s.ID())
	st.mu.Lock()
	scanned := st.seq > 0
	st.mu.Unlock()
	if !scanned {
		return res, ErrNotScanned
	}
	var v *finding.Violation
	var rec *fix.Record
	var refusal error
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		if req.Kind == fix.KindContent && fix.IsTitleSelector(req.Selector) {
			fix.EnsureTitle(p)
		}
		loc, err := s.Find(p, req.Selector)
		if err != nil {
			return err
		}
		h, err := browser.HandleOf(loc)
		if err != nil {
			return err
		}
		defer h.Dispose()
		if v, err = e.belongs(p, st, h, req); err != nil {
			return err
		}
		rec, refusal = fix.Apply(h, v, req)
		return nil
	})
	if err != nil {
		return res, err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	res.ViolationID, res.RuleID = v.ID, v.RuleID
	if refusal != nil {
		st.strike(v, refusal.Error())
		if errors.Is(refusal, fix.ErrHarm) {
			st.review = append(st.review, ReviewItem{ViolationID: v.ID, RuleID: v.RuleID, Selector: req.Selector, Reason: refusal.Error()})
		}
		res.Status, res.Attempts = v.Status, v.Attempts
		return res, &fix.Refusal{Err: refusal, Result: res}
	}
	rec.ID = fmt.Sprintf("fix-%d", len(st.fixes)+1)
	rec.Verification = "unverified: call audit_verify_element"
	st.fixes = append(st.fixes, rec)
	if req.LowConfidence {
		st.review = append(st.review, ReviewItem{ViolationID: v.ID, RuleID: v.RuleID, Selector: req.Selector,
			Reason: "low-confidence fix: " + req.Reasoning})
	}
	v.Status = finding.StatusUnverified
	res.Applied, res.Fix, res.Status, res.Attempts = true, rec, v.Status, v.Attempts
	res.Next = fmt.Sprintf("verify it: audit_verify_element {\"violation_id\": %q}", v.ID)
	return res, nil
}

// belongs finds the open violation the fix target serves: its node, an
// ancestor or descendant of it, or <title> for document-title.
func (e *Engine) belongs(p playwright.Page, st *State, h playwright.ElementHandle, req fix.Request) (*finding.Violation, error) {
	st.mu.Lock()
	var cands []*finding.Violation
	var skipped *finding.Violation
	for _, v := range st.items {
		if req.ViolationID != "" && v.ID != req.ViolationID {
			continue
		}
		switch v.Status {
		case finding.StatusPending, finding.StatusUnverified:
			cands = append(cands, v)
		case finding.StatusSkipped:
			skipped = v
		}
	}
	st.mu.Unlock()
	if req.ViolationID != "" && len(cands) == 0 {
		if skipped != nil {
			return nil, fmt.Errorf("%w: violation %s was handed to a person after %d failed attempts (%s)", fix.ErrRefused, skipped.ID, skipped.Attempts, skipped.HandoffReason)
		}
		return nil, fmt.Errorf("%w: no open violation %s in this session; see audit_session_state", fix.ErrRefused, req.ViolationID)
	}
	tag, _ := h.Evaluate("(el) => el.localName")
	for _, v := range cands {
		if v.Selector == req.Selector || (v.RuleID == "document-title" && tag == "title") {
			return v, nil
		}
		// Document-level nodes (html, body) contain everything: only the
		// node itself belongs to them.
		relation := "(node, el) => node === el || (node !== document.documentElement && node !== document.body && (node.contains(el) || el.contains(node)))"
		if related(p, v.Selector, h, relation) {
			return v, nil
		}
	}
	if skipped != nil && req.ViolationID == "" {
		if related(p, skipped.Selector, h, "(node, el) => node === el") {
			return nil, fmt.Errorf("%w: violation %s on this element was handed to a person after %d failed attempts", fix.ErrRefused, skipped.ID, skipped.Attempts)
		}
	}
	return nil, fmt.Errorf("%w: %s does not belong to any open violation from this session's audit; fix tools act only on audited violations (run audit_scan_url, then fix its nodes)", fix.ErrRefused, req.Selector)
}

// related evaluates a relation between the node sel names and h.
func related(p playwright.Page, sel string, h playwright.ElementHandle, fn string) bool {
	node, err := browser.HandleOf(p.Locator(sel).First())
	if err != nil {
		return false
	}
	defer node.Dispose()
	v, err := node.Evaluate(fn, h)
	return err == nil && v == true
}

// unverifiedFixes are a violation's fixes since its last verification,
// newest first: the ones a failed verification takes back together.
func (st *State) unverifiedFixes(violationID string) []*fix.Record {
	var out []*fix.Record
	for i := len(st.fixes) - 1; i >= 0; i-- {
		f := st.fixes[i]
		if f.ViolationID != violationID {
			continue
		}
		if f.Verified || f.Reverted {
			break
		}
		out = append(out, f)
	}
	return out
}
