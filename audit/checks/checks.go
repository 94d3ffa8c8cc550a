// Package checks is the catalogue of AccessAgents' own checks, the success
// criteria axe-core leaves to a person, with the page code that runs them:
// each check's Go beside its JavaScript. Cheap checks read the DOM and
// computed style in one page call; on-request checks act in the page (a
// Tab walk, hover, zoom, a scratch page; package interactive) and take
// longer. Both read what the DOM does not say from package evidence.
//
// A check returns raw results (finding.RawCheck); the audit engine turns
// them into findings and keeps them in its session state.
package checks

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/interactive"
	"github.com/accessagents/accessagents/browser"
)

// All lists every check: the first catalogue (cheap ones, then those
// on request), then each subject's own (structureChecks).
func All() []Check { return slices.Clone(allChecks()) }

// allChecks builds the list once: ByID runs for every finding of a scan.
var allChecks = sync.OnceValue(func() []Check {
	return slices.Concat([]Check{
		check("aa-target-size", "2.5.8", "22aa", "serious", "target-size-minimum", "Targets must be at least 24 by 24 CSS pixels or spaced apart", false, false),
		check("aa-autocomplete", "1.3.5", "21aa", "serious", "identify-input-purpose", "Fields for the user's own data must say their purpose with autocomplete", false, false),
		check("aa-redundant-entry", "3.3.7", "22a", "moderate", "redundant-entry", "A form must not make the user type the same address twice", false, false),
		check("aa-title-generic", "2.4.2", "2a", "serious", "page-titled", "The page title must describe the page's topic or purpose", false, false),
		check("aa-moving-content", "2.2.2", "2a", "serious", "pause-stop-hide", "Content that moves or blinks for over 5 seconds needs a pause control", false, false),
		check("aa-video-captions", "1.2.2", "2a", "critical", "captions-prerecorded", "Videos with sound must have captions", false, true),
		check("aa-autoplay-audio", "1.4.2", "2a", "serious", "audio-control", "Audio that plays by itself for over 3 seconds needs a control", false, false),
		check("aa-link-purpose", "2.4.4", "2a", "moderate", "link-purpose-in-context", "Links with the same text should go to the same place", false, false),
		check("aa-label-in-name", "2.5.3", "21a", "serious", "label-in-name", "The accessible name must contain the visible label", false, false),
		check("aa-fake-heading", "1.3.1", "2a", "moderate", "info-and-relationships", "Text styled as a heading should be a heading", false, false),
		check("aa-layout-table", "1.3.1", "2a", "moderate", "info-and-relationships", "Layout tables should not be exposed as data tables", false, false),
		check("aa-pseudo-content", "1.3.1", "2a", "minor", "info-and-relationships", "Meaningful text should not come from CSS ::before/::after", false, true),
		check("aa-lang-mismatch", "3.1.1", "2a", "serious", "language-of-page", "The lang attribute must match the language of the text", false, false),
		check("aa-sensory-instructions", "1.3.3", "2a", "moderate", "sensory-characteristics", "Instructions must not rely on shape, position or colour alone", false, false),
		check("aa-color-only", "1.4.1", "2a", "moderate", "use-of-color", "Colour must not be the only way meaning is conveyed", false, true),
		check("aa-focus-trap", "2.1.2", "2a", "critical", "no-keyboard-trap", "Keyboard focus must be able to leave every element", true, false),
		check("aa-keyboard-unreachable", "2.1.1", "2a", "serious", "keyboard", "Every interactive element must be reachable with the keyboard", true, false),
		check("aa-focus-hidden", "2.4.7", "2aa", "serious", "focus-visible", "Focus must not land on hidden or off-screen elements", true, false),
		check("aa-focus-order", "2.4.3", "2a", "moderate", "focus-order", "The focus order should follow the visual order", true, true),
		check("aa-focus-visible", "2.4.7", "2aa", "serious", "focus-visible", "A focused element must show a visible focus indicator", true, false),
		check("aa-focus-obscured", "2.4.11", "22aa", "serious", "focus-not-obscured-minimum", "A focused element must not be hidden by sticky content", true, false),
		check("aa-reflow", "1.4.10", "21aa", "serious", "reflow", "Content must reflow at 320 CSS pixels without horizontal scrolling", true, false),
		check("aa-text-resize", "1.4.4", "2aa", "serious", "resize-text", "Text must stay readable when resized to 200%", true, false),
		check(interactive.OrientationID, "1.3.4", "21aa", "serious", "orientation", "Content must not be turned to stay in one orientation", true, false),
		check("aa-text-spacing", "1.4.12", "21aa", "serious", "text-spacing", "Text must not be clipped when text spacing is increased", true, false),
		check("aa-error-announce", "3.3.1", "2a", "serious", "error-identification", "Form errors must be announced and tied to their fields", true, false),
		check("aa-error-suggestion", "3.3.3", "2aa", "serious", "error-suggestion", "A form that finds an error must say how to correct it", true, false),
		check("aa-image-text", "1.4.5", "2aa", "serious", "images-of-text", "Text must be real text, not an image of text", true, false),
		check("aa-image-label-in-name", "2.5.3", "21a", "serious", "label-in-name", "An image button's name must contain the words the image shows", true, false),
		check("aa-on-focus", "3.2.1", "2a", "serious", "on-focus", "Focusing an element must not change the context (navigate, open a window, submit a form)", true, false),
		check("aa-on-input", "3.2.2", "2a", "serious", "on-input", "Changing a field's value must not change the context unless users are told beforehand", true, false),
		check("aa-reduced-motion", "2.3.3", "21aaa", "minor", "animation-from-interactions", "Animations should stop when the user prefers reduced motion", true, true),
	}, structureChecks(), moreStructureChecks(), textChecks(), mediaTextChecks(),
		colourChecks(), hoverChecks(), langChecks(), sequenceChecks(), statusChecks())
})

// ByID finds a check.
func ByID(id string) (Check, bool) {
	c, ok := checksByID()[id]
	return c, ok
}

var checksByID = sync.OnceValue(func() map[string]Check {
	m := map[string]Check{}
	for _, c := range allChecks() {
		if _, dup := m[c.ID]; !dup {
			m[c.ID] = c
		}
	}
	return m
})

// IsOurs says whether rule is one of ours rather than axe's.
func IsOurs(rule string) bool { return strings.HasPrefix(rule, "aa-") }

// Resolve expands names ("all", "cheap", "expensive" or check ids)
// into checks in catalogue order.
func Resolve(names []string) ([]Check, error) {
	want := map[string]bool{}
	for _, n := range names {
		n = strings.TrimSpace(n)
		switch n {
		case "all", "cheap", "expensive":
			for _, c := range All() {
				if n == "all" || c.Expensive == (n == "expensive") {
					want[c.ID] = true
				}
			}
		default:
			if _, ok := ByID(n); !ok {
				return nil, fmt.Errorf("%w %q: use all, cheap, expensive or one of %s", finding.ErrUnknownCheck, n, strings.Join(checkIDs(), ", "))
			}
			want[n] = true
		}
	}
	var out []Check
	for _, c := range All() {
		if want[c.ID] {
			out = append(out, c)
		}
	}
	return out, nil
}

func checkIDs() []string {
	var ids []string
	for _, c := range All() {
		ids = append(ids, c.ID)
	}
	return ids
}

// Section is the part of a scan that came from AccessAgents' checks:
// kept apart from axe's so the two can be compared.
type Section struct {
	Source      string               `json:"source"`
	Ran         []string             `json:"ran"`
	Violations  map[string]int       `json:"violations"` // nodes per rule (all, past the cap too)
	NeedsReview []*finding.Violation `json:"needs_review"`
	Errors      []string             `json:"errors,omitempty"`
}

//go:embed cheap.js
var checksCheapJS string

//go:embed targetsize.js
var checksTargetSizeJS string

//go:embed purpose.js
var checksPurposeJS string

//go:embed linkpurpose.js
var checksLinkPurposeJS string

//go:embed fakeheading.js
var checksFakeHeadingJS string

//go:embed sensory.js
var checksSensoryJS string

//go:embed media.js
var checksMediaJS string

// cheapDefsJS defines the cheap checks (CHEAP, by id) and what they share,
// in a function body with only, scope and maxNodes in scope.
var cheapDefsJS = browser.PageLibJS() + interactive.HTMLDocJS + checksSensoryJS + checksMediaJS + checksPurposeJS + checksLinkPurposeJS + checksFakeHeadingJS + checksTargetSizeJS + checksCheapJS + checksFormsJS + checksStructureJS + checksRolesJS + checksTablesJS + checksLabelsJS + textChecksJS + checksMediaTextJS + evidence.ColourLibJS + checksColourJS + checksColourStateJS + sequenceJS

// cheapRunJS runs the named cheap checks (all when only is empty). With a
// scope element it returns that element's verdict per check instead.
var cheapRunJS = "async ({ only, scope, maxNodes }) => {\n  const stood = null, kept = null, reuse = null, sels = null;\n" + cheapDefsJS + cheapLoopJS + "}"

// cheapLoopJS is the body that runs them and returns the raw results.
// stood, when set, holds what a check found in the last scan, for each
// check whose result stands (a re-scan: nothing it reads changed); kept,
// when set, gets what each check found, for the next re-scan. A finding's
// summary may be a function: what it says (another element's selector, a
// field's name) is read when the finding is written out (given the
// function that finds an element's selector), so a result that stands
// still says what a full run would. sels, when set, gets each
// written element's selector; reuse, when set, holds the last scan's
// (reuse.prev) and says of an element whether its selector cannot have
// changed since (reuse.keep).
const cheapLoopJS = `
  const said = (f) => (f && typeof f.summary === 'function' ? f.summary(selOf) : f && f.summary);
  const selOf = (el) => {
    let t = reuse && reuse.prev && reuse.keep(el) ? reuse.prev.get(el) : undefined;
    if (t === undefined) t = cssSel(el, document);
    if (sels) sels.set(el, t);
    return t;
  };
  const node = (f) => { const text = norm(f.el.textContent); return { target: [selOf(f.el)], xpath: [absXPath(f.el)], html: (f.el.outerHTML || '').slice(0, 200),
    summary: said(f), data: f.data || null, text: text.length <= 4000 ? text : null }; };
  const ids = only && only.length ? only : Object.keys(CHEAP);
  const out = [];
  for (const id of ids) {
    const fn = CHEAP[id];
    if (!fn) continue;
    let found;
    // An SVG or XML document, or one whose body a script removed, holds no
    // HTML content for these checks: nothing applies.
    if (stood && stood[id]) found = stood[id];
    else try { found = htmlDoc() ? await fn() : []; } catch (e) { out.push({ id, error: String(e && e.message || e) }); continue; }
    if (kept) kept[id] = found;
    if (scope) {
      const mine = found.filter((f) => f.el === scope);
      const fail = mine.find((f) => !f.review), rev = mine.find((f) => f.review);
      out.push({ id, status: fail ? 'fail' : rev ? 'incomplete' : 'pass', reason: said(fail || rev) || '', data: (fail || rev || {}).data || null });
      continue;
    }
    const fails = found.filter((f) => !f.review), reviews = found.filter((f) => f.review);
    out.push(withSelMemo(() => ({ id, total: fails.length, nodes: fails.slice(0, maxNodes).map(node), reviewTotal: reviews.length, review: reviews.slice(0, maxNodes).map(node) })));
  }
  return out;
`

// Findings turns raw check results into violations (status pending),
// needs-review items (status needs_review) and per-rule totals.
func Findings(raw []finding.RawCheck, rep *Section) (found []*finding.Violation, totals map[string]finding.RuleTotal) {
	totals = map[string]finding.RuleTotal{}
	for _, r := range raw {
		c, ok := ByID(r.ID)
		if !ok {
			continue
		}
		judgeRaw(&r)
		rep.Ran = append(rep.Ran, r.ID)
		if r.Error != "" {
			rep.Errors = append(rep.Errors, r.ID+": "+r.Error)
			continue
		}
		rule := finding.Rule{ID: c.ID, Impact: c.Impact, Help: c.Help, HelpURL: c.HelpURL, Tags: c.Tags, Nodes: r.Nodes, Total: r.Total}
		vs, t := finding.FromRaw([]finding.Rule{rule})
		if r.Total > 0 {
			totals[c.ID] = t[c.ID]
			rep.Violations[c.ID] = r.Total
		}
		found = append(found, markChecks(vs)...)
		rule.Nodes = r.Review
		rv, _ := finding.FromRaw([]finding.Rule{rule})
		for _, v := range markChecks(rv) {
			v.Status, v.Kind = finding.StatusNeedsReview, finding.KindNeedsReview
			rep.NeedsReview = append(rep.NeedsReview, v)
		}
	}
	return found, totals
}

func markChecks(vs []*finding.Violation) []*finding.Violation {
	for _, v := range vs {
		v.Source = Source
		if c, ok := ByID(v.RuleID); ok {
			v.WCAG = c.SC
		}
	}
	return vs
}

// RunCheap runs every cheap check in one page call.
func RunCheap(p playwright.Page, only []string) ([]finding.RawCheck, error) {
	js, judged := splitJudged(only)
	var raw []finding.RawCheck
	if len(js) > 0 || len(only) == 0 {
		if err := browser.EvalJSON(p, cheapRunJS, map[string]any{"only": js, "scope": nil, "maxNodes": finding.MaxNodesKept}, &raw); err != nil {
			return nil, fmt.Errorf("accessagents checks: %w", err)
		}
	}
	return append(raw, runJudged(p, judged)...), nil
}

// nodeIs says whether a finding's target is the element h.
func nodeIs(h playwright.ElementHandle, n finding.Node) bool {
	var t []string
	if json.Unmarshal(n.Target, &t) != nil || len(t) != 1 {
		return false
	}
	v, err := h.Evaluate(`(el, sel) => { try { return document.querySelector(sel) === el; } catch (e) { return false; } }`, t[0])
	ok, _ := v.(bool)
	return err == nil && ok
}

// RunsUnder says whether c runs in a scan under s: a best-practice check
// only when those are asked for; a check whose criterion does not count
// under s only then too (its findings become best practice); a review-only
// check always (it never counts).
func (c Check) RunsUnder(s finding.Standard, bestPractice bool) bool {
	switch {
	case c.BestPractice:
		return bestPractice
	case c.Review || s.Admits(c.SC, c.Level, c.Version):
		return true
	}
	return bestPractice
}

// CheapFor lists the cheap checks a scan under s runs.
func CheapFor(s finding.Standard, bestPractice bool) []string {
	var ids []string
	for _, c := range All() {
		if !c.Expensive && c.RunsUnder(s, bestPractice) {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// splitJudged separates the Go-judged checks from those cheapRunJS runs
// in the page. Empty only means every check, in both.
func splitJudged(only []string) (js []string, judged []judgedRun) {
	if len(only) == 0 {
		for _, c := range All() {
			if run, ok := judgedCheck(c.ID); ok && !c.Expensive {
				judged = append(judged, run)
			}
		}
		return nil, judged
	}
	for _, id := range only {
		if run, ok := judgedCheck(id); ok {
			judged = append(judged, run)
		} else if !SourceCheck(id) {
			js = append(js, id)
		}
	}
	return js, judged
}

// runJudged runs the Go-judged checks; one that fails reports its error
// and the others still run.
func runJudged(p playwright.Page, judged []judgedRun) []finding.RawCheck {
	var out []finding.RawCheck
	for _, run := range judged {
		r, err := run(p, nil)
		if err != nil {
			r.Error = err.Error()
		}
		out = append(out, r)
	}
	return out
}
