package audit

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// verifyJS re-runs exactly one rule on one element, run via Locator.Evaluate
// so Playwright resolves frames and shadow roots. axe reports on the element
// and its descendants; only results for the element itself decide the
// status, so a passing child cannot mask a failing target.
var verifyJS = "async (el, rule) => {\n  const restore = (" + hidePollutionJS + ")();\n  let res;\n" + `
  try {
    res = await window.` + AxeGlobal + `.run(el, { runOnly: { type: 'rule', values: [rule] }, iframes: false,
      resultTypes: ['violations', 'passes', 'incomplete', 'inapplicable'], elementRef: true });
  } finally { restore(); }
  const mine = (group) => group.flatMap((r) => r.nodes).filter((n) => n.element === el);
  const failed = mine(res.violations);
  if (failed.length) {
    const n = failed[0];
    const check = (n.any && n.any[0]) || (n.all && n.all[0]) || (n.none && n.none[0]);
    return { status: 'fail', reason: n.failureSummary || '', data: check && check.data ? check.data : null };
  }
  if (mine(res.passes).length) return { status: 'pass' };
  const inc = mine(res.incomplete);
  if (inc.length) return { status: 'incomplete', reason: inc[0].failureSummary || 'axe could not decide; a person must check this' };
  return { status: 'inapplicable' };
}`

// verifyBySelectorJS is the one-round-trip path for a plain CSS selector in
// the main document: it reports "resolve" when the selector does not name
// exactly one element (the caller then resolves it with candidates) and
// "inject" when axe is not loaded yet.
var verifyBySelectorJS = "async ({ sel, rule, version }) => {\n" +
	"  const axe = window." + AxeGlobal + ";\n" +
	"  if (!(axe && axe.version === version)) return { status: 'inject' };\n" +
	"  let els; try { els = document.querySelectorAll(sel); } catch (e) { return { status: 'resolve' }; }\n" +
	"  if (els.length !== 1) return { status: 'resolve' };\n" +
	"  return (" + verifyJS + ")(els[0], rule);\n}"

// plainCSS reports whether sel may be a CSS selector querySelector
// understands: not one of Playwright's >> chains, XPath or engine prefixes.
// (A Playwright-only pseudo-class makes querySelectorAll throw, and the
// page function then asks the caller to resolve the selector.)
func plainCSS(sel string) bool {
	if strings.Contains(sel, ">>") || strings.HasPrefix(sel, "//") || strings.HasPrefix(sel, "..") {
		return false
	}
	for _, prefix := range []string{"xpath=", "text=", "css=", "internal:", "id=", "data-testid=", "role="} {
		if strings.HasPrefix(sel, prefix) {
			return false
		}
	}
	return true
}

// verifyFast tries the one-round-trip path; ok is false when the caller
// must resolve the selector itself.
func (a *Axe) verifyFast(p playwright.Page, sel, rule string) (finding.RuleResult, bool, error) {
	if !plainCSS(sel) {
		return finding.RuleResult{}, false, nil
	}
	for attempt := 0; attempt < 2; attempt++ {
		v, err := p.Evaluate(verifyBySelectorJS, map[string]any{"sel": sel, "rule": rule, "version": a.version})
		if err != nil {
			return finding.RuleResult{}, false, verifyErr(rule, err)
		}
		r, err := decodeRuleResult(v)
		if err != nil {
			return r, false, err
		}
		switch r.Status {
		case "inject":
			if err := a.inject(p); err != nil {
				return r, false, err
			}
			continue
		case "resolve":
			return r, false, nil
		}
		return r, true, nil
	}
	return finding.RuleResult{}, false, nil
}

func verifyErr(rule string, err error) error {
	// third-party text: axe-core throws plain Errors for a rule it does
	// not know.
	if strings.Contains(strings.ToLower(err.Error()), "unknown rule") || strings.Contains(err.Error(), "no rules") {
		return fmt.Errorf("%w %q", finding.ErrUnknownRule, rule)
	}
	return fmt.Errorf("axe verify: %w", err)
}

func decodeRuleResult(v any) (finding.RuleResult, error) {
	var raw struct {
		Status string          `json:"status"`
		Reason string          `json:"reason"`
		Data   json.RawMessage `json:"data"`
	}
	b, _ := json.Marshal(v)
	if err := json.Unmarshal(b, &raw); err != nil {
		return finding.RuleResult{}, err
	}
	return finding.RuleResult{Status: raw.Status, Reason: strings.TrimSpace(raw.Reason), Data: raw.Data}, nil
}

// verify re-runs one rule on the element loc resolves to, with axe loaded
// into the frame that element lives in.
func (a *Axe) verify(p playwright.Page, loc playwright.Locator, rule string) (finding.RuleResult, error) {
	h, err := browser.HandleOf(loc)
	if err != nil {
		return finding.RuleResult{}, err
	}
	defer h.Dispose()
	f, err := h.OwnerFrame()
	if err != nil || f == nil {
		f = p.MainFrame()
	}
	if err := a.ensureIn(f, time.Minute); err != nil {
		return finding.RuleResult{}, err
	}
	v, err := h.Evaluate(verifyJS, rule)
	if err != nil {
		return finding.RuleResult{}, verifyErr(rule, err)
	}
	return decodeRuleResult(v)
}
