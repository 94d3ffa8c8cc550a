package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

// VerifyResult is audit_verify_element's answer.
type VerifyResult struct {
	Status          string `json:"status"`
	Reason          string `json:"reason,omitempty"`
	RuleID          string `json:"rule_id"`
	Selector        string `json:"selector"`
	ViolationID     string `json:"violation_id,omitempty"`
	ViolationStatus string `json:"violation_status,omitempty"`
	Attempts        int    `json:"attempts"`
	HandoffReason   string `json:"human_handoff_reason,omitempty"`
	// NewScore is the page's score after this verification; absent when
	// the page was never scanned (there is no score to speak of).
	NewScore *int            `json:"new_score,omitempty"`
	Data     json.RawMessage `json:"data,omitempty"`
}

// Verify re-runs one rule on one element and updates the PEV state: a pass
// verifies an applied fix; a fail after a fix is a strike (three hand the
// violation to a person).
func (e *Engine) Verify(ctx context.Context, s *browser.Session, selector, rule string) (VerifyResult, error) {
	res := VerifyResult{RuleID: rule, Selector: selector}
	if e.axe == nil {
		return res, ErrAxeMissing
	}
	st := e.state(s.ID())
	var v *finding.Violation
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		var rr finding.RuleResult
		var ok bool
		var err error
		var loc playwright.Locator
		if checks.IsOurs(rule) {
			rr, loc, err = e.verifyCheck(ctx, s, p, selector, rule)
			ok = true
		} else {
			rr, ok, err = e.axe.verifyFast(p, selector, rule)
		}
		if err != nil {
			return err
		}
		if !ok {
			if loc, err = s.Find(p, selector); err != nil {
				return err
			}
			if rr, err = e.axe.verify(p, loc, rule); err != nil {
				return err
			}
		}
		if rr.Status == "inapplicable" && rule == "list" && presentational(p, selector, loc) {
			// A list of links or buttons the fix made a plain container
			// (role=none): there is no list left to be broken.
			rr = finding.RuleResult{Status: "pass", Reason: "the container is no longer a list (role=none), so no list rule applies"}
		}
		if rr.Status == "pass" && textAlternativeRules[rule] {
			// axe accepts any non-empty text; "image" or "IMG_2041.jpg"
			// tells a blind user nothing, so the verifier refuses it.
			if why := vagueAlternative(p, selector, loc); why != "" {
				rr = finding.RuleResult{Status: "fail", Reason: why}
			}
		}
		res.Status, res.Reason, res.Data = rr.Status, rr.Reason, rr.Data
		v = e.matchViolation(p, st, loc, selector, rule, "")
		if v != nil && rr.Status != "pass" {
			st.mu.Lock()
			fixes := st.unverifiedFixes(v.ID)
			unverified := v.Status == finding.StatusUnverified
			st.mu.Unlock()
			for _, f := range fixes {
				if !unverified {
					break
				}
				if err := fix.Revert(p, f); err != nil {
					e.log.Warn("could not revert a fix that failed verification", "fix", f.ID, "error", err)
					continue
				}
				st.mu.Lock()
				f.Reverted, f.Verification = true, "failed ("+rr.Status+"): "+finding.OneLine(rr.Reason)+"; reverted"
				st.mu.Unlock()
			}
		}
		return nil
	})
	if err != nil {
		// fn may have been abandoned and still be writing res and v.
		return VerifyResult{RuleID: rule, Selector: selector}, err
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	if v != nil {
		res.ViolationID = v.ID
		switch {
		case res.Status == "pass" && v.Status == finding.StatusUnverified:
			v.Status = finding.StatusVerified
			for _, f := range st.unverifiedFixes(v.ID) {
				f.Verified, f.Verification = true, "pass"
			}
		case res.Status == "pass" && v.Status == finding.StatusPending:
			v.Status = finding.StatusResolved // fixed by something other than a fix tool
		case res.Status != "pass" && v.Status == finding.StatusUnverified:
			st.strike(v, "verification "+res.Status+": "+finding.OneLine(res.Reason))
		}
		res.ViolationStatus, res.Attempts, res.HandoffReason = v.Status, v.Attempts, v.HandoffReason
	}
	if st.seq > 0 {
		score := st.counts().Score()
		res.NewScore = &score
	}
	return res, nil
}

// handleAt is the element loc names, or selector when loc is nil (the
// fast verify path resolves none).
func handleAt(p playwright.Page, selector string, loc playwright.Locator) (playwright.ElementHandle, error) {
	if loc == nil {
		loc = p.Locator(selector)
	}
	return browser.HandleOf(loc)
}

// presentational says whether the element's role attribute takes its
// semantics away (none, presentation).
func presentational(p playwright.Page, selector string, loc playwright.Locator) bool {
	h, err := handleAt(p, selector, loc)
	if err != nil {
		return false
	}
	defer h.Dispose()
	role, err := h.GetAttribute("role")
	role = strings.ToLower(strings.TrimSpace(role))
	return err == nil && (role == "none" || role == "presentation")
}

var textAlternativeRules = map[string]bool{"image-alt": true, "input-image-alt": true, "area-alt": true, "role-img-alt": true,
	"svg-img-alt": true, "object-alt": true}

// vagueAlternative reports why an element's text alternative is vague.
func vagueAlternative(p playwright.Page, selector string, loc playwright.Locator) string {
	h, err := handleAt(p, selector, loc)
	if err != nil {
		return ""
	}
	defer h.Dispose()
	v, err := h.Evaluate(`(el) => (el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '').trim()`)
	alt, _ := v.(string)
	if err != nil || alt == "" {
		return "" // alt="" is decorative: axe already judged it
	}
	if checks.VagueWords.MatchString(alt) {
		return fmt.Sprintf("the text alternative %q says nothing about what the image shows (a generic word or a file name); describe its content or purpose", alt)
	}
	return ""
}

// matchViolation finds the known violation of rule (or with id) whose node is
// the element loc resolves to.
func (e *Engine) matchViolation(p playwright.Page, st *State, loc playwright.Locator, selector, rule, id string) *finding.Violation {
	st.mu.Lock()
	var cands []*finding.Violation
	for _, v := range st.items {
		if (id != "" && v.ID == id) || (id == "" && v.RuleID == rule) {
			cands = append(cands, v)
		}
	}
	st.mu.Unlock()
	for _, v := range cands {
		if v.Selector == selector {
			return v
		}
	}
	h, err := handleAt(p, selector, loc)
	if err != nil {
		return nil
	}
	defer h.Dispose()
	for _, v := range cands {
		if related(p, v.Selector, h, "(node, el) => node === el") {
			return v
		}
	}
	return nil
}
