// Package fix is the fix side of the auditor: the typed fixes an agent or
// the planner applies (attribute, content, style), the Do-No-Harm checks
// that refuse or roll them back, the in-page transaction that applies and
// reverts them, the offline planner that proposes fixes from the evidence
// (image names, structural edits, contrast), and the mapping of applied
// fixes onto the served source as a patch. The engine (package audit) keeps
// which fixes a session applied; this package keeps none.
package fix

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// Fix kinds.
const (
	KindAttribute = "attribute"
	KindContent   = "content"
	KindStyle     = "style"
)

// Record is one applied fix, for the manifest and the patch.
type Record struct {
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
	// rawValue: Value is template syntax ({{.Name}}), written as is.
	rawValue bool
	// raw: the fix is these edits of a template's text, as they are.
	raw []edit
}

// ErrRefused marks a fix the server will not apply; the message says why.
var ErrRefused = errors.New("fix refused")

// Result is what a fix tool returns.
type Result struct {
	Applied     bool    `json:"applied"`
	Fix         *Record `json:"fix,omitempty"`
	ViolationID string  `json:"violation_id"`
	RuleID      string  `json:"rule_id"`
	Status      string  `json:"status"`
	Attempts    int     `json:"attempts"`
	Next        string  `json:"next"`
}

// Request describes one fix; exactly one kind's fields are set.
type Request struct {
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

// Refusal is a refused or rolled-back fix, with the PEV state after it.
type Refusal struct {
	Err    error
	Result Result
}

func (r *Refusal) Error() string { return r.Err.Error() }
func (r *Refusal) Unwrap() error { return r.Err }

// IsTitleSelector says whether sel names the document's <title>.
func IsTitleSelector(sel string) bool {
	sel = strings.TrimSpace(sel)
	return sel == "title" || sel == "head > title" || sel == "head title"
}

// EnsureTitle creates an empty <title> so document-title can be fixed with
// fix_apply_content on "title" (hash of the empty text).
func EnsureTitle(p playwright.Page) {
	_, _ = p.Evaluate(`() => { if (!document.querySelector('title')) { const t = document.createElement('title');
		(document.head || document.documentElement).prepend(t); } }`)
}

// ErrHarm marks a fix rolled back by the Do-No-Harm check.
var ErrHarm = errors.New("fix rolled back by Do-No-Harm")

// Apply runs the pre-checks and the in-page transaction. A non-nil refusal
// means nothing changed on the page.
func Apply(h playwright.ElementHandle, v *finding.Violation, req Request) (*Record, error) {
	arg := map[string]any{"kind": req.Kind}
	rec := &Record{ViolationID: v.ID, RuleID: v.RuleID, Kind: req.Kind, Selector: req.Selector, Reasoning: req.Reasoning,
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
func (f *Record) Change() string {
	return Describe(Request{Kind: f.Kind, Attribute: f.Attribute, Value: f.Value, Text: f.Text, Styles: f.Styles})
}

// Describe says what a fix request sets, in the report's words, e.g.
// alt="Checkout" or style color: #333.
func Describe(f Request) string {
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

// MaxAttempts is the number of failed fixes or verifications on one
// violation before it is handed to a person.
const MaxAttempts = 3
