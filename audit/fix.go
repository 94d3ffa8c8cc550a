package audit

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/accessagents/accessagents/audit/evidence"

	"github.com/accessagents/accessagents/audit/finding"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
)

// Fix kinds.
const (
	KindAttribute = "attribute"
	KindContent   = "content"
	KindStyle     = "style"
)

// FixRecord is one applied fix, for the manifest and the patch.
type FixRecord struct {
	ID            string            `json:"fix_id"`
	ViolationID   string            `json:"violation_id"`
	RuleID        string            `json:"rule_id"`
	Kind          string            `json:"kind"`
	Selector      string            `json:"selector"`
	XPath         string            `json:"xpath"`
	Attribute     string            `json:"attribute,omitempty"`
	Value         string            `json:"value,omitempty"`
	Text          string            `json:"text,omitempty"`
	CSSClass      string            `json:"css_class,omitempty"`
	Styles        map[string]string `json:"styles,omitempty"`
	Reasoning     string            `json:"reasoning,omitempty"`
	BeforeHTML    string            `json:"before_html"`
	AfterHTML     string            `json:"after_html"`
	Verified      bool              `json:"verified"`
	Verification  string            `json:"verification"`
	AppliedAt     time.Time         `json:"applied_at"`
	LowConfidence bool              `json:"low_confidence,omitempty"`
	Reverted      bool              `json:"reverted,omitempty"`

	undo json.RawMessage // what revertJS needs to take the fix back
}

// ErrRefused marks a fix the server will not apply; the message says why.
var ErrRefused = errors.New("fix refused")

// FixResult is what a fix tool returns.
type FixResult struct {
	Applied     bool       `json:"applied"`
	Fix         *FixRecord `json:"fix,omitempty"`
	ViolationID string     `json:"violation_id"`
	RuleID      string     `json:"rule_id"`
	Status      string     `json:"status"`
	Attempts    int        `json:"attempts"`
	Next        string     `json:"next"`
}

// FixRequest describes one fix; exactly one kind's fields are set.
type FixRequest struct {
	Kind        string
	Selector    string
	ViolationID string
	Reasoning   string
	// attribute
	Attribute, Value string
	// content
	Text, OriginalTextHash string
	// style
	CSSClass string
	Styles   map[string]string
	// LowConfidence flags the fix for human review even when verified.
	LowConfidence bool
}

var (
	attrNameRE = regexp.MustCompile(`^[a-zA-Z_:][-a-zA-Z0-9_:.]*$`)
	classRE    = regexp.MustCompile(`^-?[_a-zA-Z][_a-zA-Z0-9-]{0,63}$`)
	propRE     = regexp.MustCompile(`^-?[a-z][a-z-]{0,40}$`)
	jsURLRE    = regexp.MustCompile(`(?i)^[\x00-\x20]*j[\s]*a[\s]*v[\s]*a[\s]*s[\s]*c[\s]*r[\s]*i[\s]*p[\s]*t[\s]*:`)
)

// attrsNeverChanged would alter what the page does rather than how it is
// announced; an accessibility fix never needs them.
var attrsNeverChanged = map[string]string{
	"href": "changes where a link goes", "src": "changes what loads", "srcset": "changes what loads",
	"action": "changes where a form submits", "formaction": "changes where a form submits",
	"method": "changes how a form submits", "target": "changes where a link opens", "name": "breaks form submission",
	"style": "use fix_inject_style for styles", "disabled": "would disable the element", "hidden": "would hide the element",
	"inert": "would make the element unreachable", "contenteditable": "changes what the element does",
	// Identity that scripts, styles and the guard read: renaming a
	// "delete-account" button to "settings" is no accessibility fix.
	"id":    "changes the element's identity (scripts, styles and the guard rely on it)",
	"class": "changes the element's identity (use fix_inject_style for styles)",
	"type":  "changes what the control does", "value": "changes what a form submits",
	"form": "changes which form the control submits", "formmethod": "changes how a form submits",
	"formtarget": "changes where a form result opens", "formenctype": "changes how a form submits",
	"ping": "adds a request", "download": "changes what a link does", "data": "changes what loads",
	"autofocus": "moves focus on load", "accesskey": "adds a keyboard shortcut",
}

// dataAttr reports a data-* attribute: the page's scripts read
// them, so changing one can change what a control does.
func dataAttr(lname string) bool { return strings.HasPrefix(lname, "data-") }

// checkAttribute refuses dangerous attribute fixes before touching the page.
func checkAttribute(name, value string) error {
	lname := strings.ToLower(name)
	switch {
	case !attrNameRE.MatchString(name):
		return fmt.Errorf("%w: %q is not a valid attribute name", ErrRefused, name)
	case strings.HasPrefix(lname, "on"):
		return fmt.Errorf("%w: event-handler attributes (%s) are never set by a fix", ErrRefused, name)
	case jsURLRE.MatchString(value):
		return fmt.Errorf("%w: javascript: URLs are never set by a fix", ErrRefused)
	}
	if dataAttr(lname) {
		return fmt.Errorf("%w: %s is read by the page's scripts; a fix never changes data-* attributes (Do-No-Harm)", ErrRefused, name)
	}
	if why, bad := attrsNeverChanged[lname]; bad {
		return fmt.Errorf("%w: %s %s (Do-No-Harm)", ErrRefused, name, why)
	}
	if lname == "tabindex" {
		if n, err := strconv.Atoi(strings.TrimSpace(value)); err == nil && n > 0 {
			return fmt.Errorf("%w: a positive tabindex reorders keyboard focus for the whole page; use 0", ErrRefused)
		}
	}
	return nil
}

// styleBlocked are declarations that hide or disable; fixes never use them.
func checkStyles(cls string, styles map[string]string) error {
	if !classRE.MatchString(cls) {
		return fmt.Errorf("%w: css_class %q must be a plain class name like aa-fix-contrast", ErrRefused, cls)
	}
	if len(styles) == 0 {
		return fmt.Errorf("%w: styles is empty", ErrRefused)
	}
	for p, v := range styles {
		lv := strings.ToLower(strings.TrimSpace(v))
		switch {
		case !propRE.MatchString(p):
			return fmt.Errorf("%w: %q is not a CSS property name", ErrRefused, p)
		case strings.ContainsAny(v, ";{}<>\\") || strings.Contains(lv, "url(") || strings.Contains(lv, "expression(") || strings.Contains(lv, "javascript:"):
			return fmt.Errorf("%w: value %q for %s is not allowed in a fix", ErrRefused, v, p)
		case p == "display" && lv == "none", p == "visibility" && (lv == "hidden" || lv == "collapse"),
			p == "pointer-events" && lv == "none", p == "content", p == "clip" || p == "clip-path",
			(p == "font-size" || p == "width" || p == "height" || p == "max-width" || p == "max-height") && (lv == "0" || strings.HasPrefix(lv, "0px")):
			return fmt.Errorf("%w: %s: %s would hide or disable content (Do-No-Harm)", ErrRefused, p, v)
		case p == "opacity":
			if f, err := strconv.ParseFloat(lv, 64); err != nil || f < 0.9 {
				return fmt.Errorf("%w: opacity below 0.9 hides content and lowers contrast", ErrRefused)
			}
		}
	}
	return nil
}

// Fix applies one typed fix under the PEV rules: the page must have been
// scanned in this session, the target must belong to an open violation, and
// the change must pass the Do-No-Harm fingerprint or it is rolled back.
func (e *Engine) Fix(ctx context.Context, s *browser.Session, req FixRequest) (FixResult, error) {
	var res FixResult
	st := e.state(s.ID())
	st.mu.Lock()
	scanned := st.seq > 0
	st.mu.Unlock()
	if !scanned {
		return res, ErrNotScanned
	}
	var v *finding.Violation
	var rec *FixRecord
	var refusal error
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		if req.Kind == KindContent && isTitleSelector(req.Selector) {
			ensureTitle(p)
		}
		loc, err := s.Find(p, req.Selector)
		if err != nil {
			return err
		}
		h, err := handleOf(loc)
		if err != nil {
			return err
		}
		defer h.Dispose()
		if v, err = e.belongs(p, st, h, req); err != nil {
			return err
		}
		rec, refusal = e.apply(h, v, req)
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
		if errors.Is(refusal, ErrHarm) {
			st.review = append(st.review, ReviewItem{ViolationID: v.ID, RuleID: v.RuleID, Selector: req.Selector, Reason: refusal.Error()})
		}
		res.Status, res.Attempts = v.Status, v.Attempts
		return res, &Refusal{Err: refusal, Result: res}
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

// Refusal is a refused or rolled-back fix, with the PEV state after it.
type Refusal struct {
	Err    error
	Result FixResult
}

func (r *Refusal) Error() string { return r.Err.Error() }
func (r *Refusal) Unwrap() error { return r.Err }

func isTitleSelector(sel string) bool {
	sel = strings.TrimSpace(sel)
	return sel == "title" || sel == "head > title" || sel == "head title"
}

// ensureTitle creates an empty <title> so document-title can be fixed with
// fix_apply_content on "title" (hash of the empty text).
func ensureTitle(p playwright.Page) {
	_, _ = p.Evaluate(`() => { if (!document.querySelector('title')) { const t = document.createElement('title');
		(document.head || document.documentElement).prepend(t); } }`)
}

// belongs finds the open violation the fix target serves: its node, an
// ancestor or descendant of it, or <title> for document-title.
func (e *Engine) belongs(p playwright.Page, st *State, h playwright.ElementHandle, req FixRequest) (*finding.Violation, error) {
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
			return nil, fmt.Errorf("%w: violation %s was handed to a person after %d failed attempts (%s)", ErrRefused, skipped.ID, skipped.Attempts, skipped.HandoffReason)
		}
		return nil, fmt.Errorf("%w: no open violation %s in this session; see audit_session_state", ErrRefused, req.ViolationID)
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
			return nil, fmt.Errorf("%w: violation %s on this element was handed to a person after %d failed attempts", ErrRefused, skipped.ID, skipped.Attempts)
		}
	}
	return nil, fmt.Errorf("%w: %s does not belong to any open violation from this session's audit; fix tools act only on audited violations (run audit_scan_url, then fix its nodes)", ErrRefused, req.Selector)
}

// related evaluates a relation between the node sel names and h.
func related(p playwright.Page, sel string, h playwright.ElementHandle, fn string) bool {
	node, err := handleOf(p.Locator(sel).First())
	if err != nil {
		return false
	}
	defer node.Dispose()
	v, err := node.Evaluate(fn, h)
	return err == nil && v == true
}

// ErrHarm marks a fix rolled back by the Do-No-Harm check.
var ErrHarm = errors.New("fix rolled back by Do-No-Harm")

// apply runs the pre-checks and the in-page transaction. A non-nil refusal
// means nothing changed on the page.
func (e *Engine) apply(h playwright.ElementHandle, v *finding.Violation, req FixRequest) (*FixRecord, error) {
	arg := map[string]any{"kind": req.Kind}
	rec := &FixRecord{ViolationID: v.ID, RuleID: v.RuleID, Kind: req.Kind, Selector: req.Selector, Reasoning: req.Reasoning,
		AppliedAt: time.Now().UTC(), LowConfidence: req.LowConfidence}
	switch req.Kind {
	case KindAttribute:
		if err := checkAttribute(req.Attribute, req.Value); err != nil {
			return nil, err
		}
		arg["attr"], arg["value"] = req.Attribute, req.Value
		rec.Attribute, rec.Value = req.Attribute, req.Value
	case KindContent:
		text, err := h.Evaluate("(el) => (el.textContent || '').replace(/[\\s\\u00a0]+/g, ' ').trim()")
		if err != nil {
			return nil, err
		}
		if s, _ := text.(string); finding.TextHash(s) != strings.ToLower(req.OriginalTextHash) {
			return nil, fmt.Errorf("%w: page changed since audit; re-run audit_scan_url", ErrRefused)
		}
		if strings.TrimSpace(req.Text) == "" {
			return nil, fmt.Errorf("%w: inner_text is empty; a fix never removes a name", ErrRefused)
		}
		arg["text"] = req.Text
		rec.Text = req.Text
	case KindStyle:
		if err := checkStyles(req.CSSClass, req.Styles); err != nil {
			return nil, err
		}
		if err := checkContrast(h, v, req.Styles); err != nil {
			return nil, err
		}
		arg["cls"], arg["css"] = req.CSSClass, cssRule(req.CSSClass, req.Styles)
		rec.CSSClass, rec.Styles = req.CSSClass, req.Styles
	default:
		return nil, fmt.Errorf("%w: unknown fix kind %q", ErrRefused, req.Kind)
	}
	raw, err := h.Evaluate(fixTxJS, arg)
	if err != nil {
		return nil, fmt.Errorf("apply fix: %w", err)
	}
	var out struct {
		Refused    string          `json:"refused"`
		Harm       []string        `json:"harm"`
		BeforeHTML string          `json:"beforeHTML"`
		AfterHTML  string          `json:"afterHTML"`
		XPath      string          `json:"xpath"`
		Undo       json.RawMessage `json:"undo"`
	}
	b, _ := json.Marshal(raw)
	if err := json.Unmarshal(b, &out); err != nil {
		return nil, err
	}
	switch {
	case out.Refused != "":
		return nil, fmt.Errorf("%w: %s (Do-No-Harm)", ErrRefused, out.Refused)
	case len(out.Harm) > 0:
		return nil, fmt.Errorf("%w: %s; the page was restored and the fix added to the human-review list", ErrHarm, strings.Join(out.Harm, "; "))
	}
	rec.BeforeHTML, rec.AfterHTML, rec.XPath, rec.undo = out.BeforeHTML, out.AfterHTML, out.XPath, out.Undo
	if rec.XPath == "" {
		rec.XPath = v.XPath
	}
	return rec, nil
}

// ErrThreeStrikes is a fix refused on a violation's last attempt: the
// violation is handed to a person and takes no more fixes.
var ErrThreeStrikes = errors.New("three strikes: handed to a person")

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

// checkContrast refuses a style fix whose colours would not reach the ratio
// the rule needs; it says which colour would.
func checkContrast(h playwright.ElementHandle, v *finding.Violation, styles map[string]string) error {
	fgS, hasFG := styles["color"]
	bgS, hasBG := styles["background-color"]
	if !hasBG {
		bgS, hasBG = styles["background"]
	}
	if !hasFG && !hasBG {
		if v.RuleID == "color-contrast" || v.RuleID == "color-contrast-enhanced" {
			return fmt.Errorf("%w: a contrast fix must set color and/or background-color", ErrRefused)
		}
		return nil
	}
	ci, layers, err := evidence.ReadColors(h)
	if err != nil {
		return err
	}
	bg := evidence.EffectiveBackground(layers)
	if hasBG {
		c, err := evidence.ParseColor(bgS)
		if err != nil {
			return fmt.Errorf("%w: %v", ErrRefused, err)
		}
		bg = c.Over(bg)
	} else if ci.BgImage {
		return fmt.Errorf("%w: the text sits on a background image, so contrast cannot be computed; set an opaque background-color too", ErrRefused)
	}
	fg, err := evidence.ParseColor(ci.Color)
	if hasFG {
		fg, err = evidence.ParseColor(fgS)
	}
	if err != nil {
		return fmt.Errorf("%w: %v", ErrRefused, err)
	}
	fg = fg.Over(bg)
	need := evidence.RequiredRatio(ci.FontSize, ci.FontWeight)
	if v.RuleID == "color-contrast-enhanced" {
		need = map[float64]float64{3: 4.5, 4.5: 7}[need]
	}
	if got := evidence.ContrastRatio(fg, bg); got < need {
		suggest := evidence.NearestCompliant(fg, bg, need)
		return fmt.Errorf("%w: contrast %.2f:1 of %s on %s is below the %.1f:1 this text needs (%.0fpx, weight %d); the nearest passing text colour is %s",
			ErrRefused, got, fg.Hex(), bg.Hex(), need, ci.FontSize, ci.FontWeight, suggest.Hex())
	}
	return nil
}
