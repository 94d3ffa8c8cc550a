// Package guard judges the action about to happen — the target element and
// its context, not the tool — and refuses destructive ones (payments,
// deletions, account changes, data resets, publication) until a person
// confirms. It is deterministic, runs in microseconds and never asks a
// model; page text can raise suspicion but never grant permission.
package guard

import (
	"fmt"
	"net/url"
	"regexp"
	"strings"
	"unicode"
)

// Categories of destructive actions.
const (
	Payment     = "payment"
	Deletion    = "deletion"
	Account     = "account"
	Data        = "data"
	Publication = "publication"
)

// Categories lists every category, for flags and docs.
var Categories = []string{Payment, Deletion, Account, Data, Publication}

// Severities.
const (
	High   = "high"
	Medium = "medium"
	Low    = "low"
	None   = "none"
)

// Kinds of action.
const (
	Click    = "click"
	Submit   = "submit" // Enter in a field, or browser_type with submit
	Navigate = "navigate"
	Key      = "key"
	Step     = "skill_step"
)

// Element is what the classifier sees of the target.
type Element struct {
	Tag        string   `json:"tag"`
	Role       string   `json:"role"`
	Name       string   `json:"name"`  // accessible name
	Text       string   `json:"text"`  // visible text
	Value      string   `json:"value"` // value of input buttons
	Title      string   `json:"title"`
	AriaLabel  string   `json:"aria_label"`
	ID         string   `json:"id"`
	Class      string   `json:"class"`
	NameAttr   string   `json:"name_attr"`
	Type       string   `json:"type"`
	Href       string   `json:"href"`
	FormAction string   `json:"form_action"`
	FormMethod string   `json:"form_method"`
	FormInputs []string `json:"form_inputs"` // input types and autocomplete tokens in the form
	FormSubmit string   `json:"form_submit"` // the form's submit button label
	Context    string   `json:"context"`     // enclosing dialog text or nearest heading
	InDialog   bool     `json:"in_dialog"`
}

// Action is what is about to happen.
type Action struct {
	Kind    string
	Element *Element
	URL     string // navigation target
}

// Verdict is the classifier's answer.
type Verdict struct {
	Category    string   `json:"category,omitempty"`
	Severity    string   `json:"severity"`
	Signals     []string `json:"signals,omitempty"`
	Explanation string   `json:"explanation"`
}

// Destructive reports whether the verdict needs a person's confirmation.
func (v Verdict) Destructive() bool { return v.Severity == High || v.Severity == Medium }

type rule struct {
	category, severity string
	re                 *regexp.Regexp
}

func words(s string) *regexp.Regexp {
	return regexp.MustCompile(`(?i)(^|[^\pL\pN])(` + s + `)($|[^\pL\pN])`)
}

// rules are matched against the element's own label; the first category
// that matches wins, in this order (close account beats delete).
var rules = []rule{
	{Account, High, words(`(close|deactivate|delete|terminate|cancel) (my |your |the )?account|cancel (my |your |the )?(subscription|membership|plan)|disable (2fa|two[- ]factor|mfa)|turn off (2fa|two[- ]factor)|change (my |your )?(password|e-?mail)|remove (2fa|two[- ]factor)`)},
	{Account, Medium, words(`log ?out|sign ?out|logoff|log off`)},
	{Payment, High, words(`pay( now)?|payment|purchase|checkout|check out|place (your |my )?order|complete (order|purchase)|confirm (order|payment|purchase)|buy( now)?|charge|subscribe|upgrade (now|plan)|start (paid|subscription)|donate`)},
	{Data, High, words(`factory reset|reset( all| everything| data| settings| workspace| database)?|clear (all|everything|data|history|database)|wipe|format (the )?(disk|drive|volume|partition|card|storage)|revoke( all| access| tokens?| keys?)?|overwrite|erase all|drop (database|table)`)},
	{Deletion, High, words(`delete|destroy|erase|purge|empty (the )?(trash|bin)|permanently remove|remove permanently|discard (all|changes)`)},
	{Deletion, Medium, words(`remove|trash|uninstall|unsubscribe`)},
	{Publication, Medium, words(`send|publish|post( publicly| now| to)?|tweet|broadcast|invite all|share (publicly|with everyone)|go live|make public`)},
}

// benignObjects are things whose removal is a view change, not data loss.
var benignObjects = words(`filter|filters|search|view|sort|selection|highlight|column|columns|from view|from (the )?list view|from comparison|preview|draft preview|query|zoom|notification badge|this row from view`)

// negativeLabels never confirm anything: pressing them backs out.
var negativeLabels = regexp.MustCompile(`(?i)^(cancel|close|no|no,? thanks|back|go back|dismiss|keep( it)?|not now|never ?mind|stay( signed in)?|undo|x|×)$`)

// affirmativeLabels confirm whatever the surrounding dialog asks.
var affirmativeLabels = regexp.MustCompile(`(?i)^(ok|okay|yes|yes,? .{0,30}|confirm|continue|proceed|i understand|agree|do it|sure)$`)

var helpLike = words(`help|learn more|faq|about|docs|documentation|guide|terms|policy|support`)

// Classify judges one action. It is pure and deterministic.
func Classify(a Action) Verdict {
	if a.Kind == Navigate || (a.Element == nil && a.URL != "") {
		return classifyURL(a.URL, "navigation to")
	}
	e := a.Element
	if e == nil {
		return Verdict{Severity: None, Explanation: "no element"}
	}
	label := norm(firstNonEmpty(e.AriaLabel, e.Name, e.Text, e.Value, e.Title))
	if a.Kind == Submit && e.FormSubmit != "" && !isButtonLike(e) {
		label = norm(e.FormSubmit) // Enter in a field submits with the form's button
	}
	var signals []string
	if negativeLabels.MatchString(label) {
		return Verdict{Severity: None, Signals: []string{"label:" + label}, Explanation: fmt.Sprintf("%q backs out of an action", label)}
	}
	// 1. The element's own label.
	if v, ok := matchRules(label, "label"); ok {
		if benignObjects.MatchString(label) && v.Category != Account && v.Category != Payment {
			return Verdict{Severity: Low, Signals: append(v.Signals, "object:view-only"),
				Explanation: fmt.Sprintf("%q changes a view (filter, search, selection), not data", label)}
		}
		if helpLike.MatchString(label) && !isActionHref(e.Href) {
			return Verdict{Severity: None, Signals: []string{"label:" + label, "link:informational"},
				Explanation: fmt.Sprintf("%q is an informational link", label)}
		}
		return v
	}
	// 2. A payment form: card fields make its submission a payment.
	if a.Kind == Submit || isSubmitter(e) {
		for _, in := range e.FormInputs {
			if strings.HasPrefix(in, "cc-") || in == "card" || in == "cvv" || in == "cvc" {
				return Verdict{Category: Payment, Severity: High, Signals: []string{"form-field:" + in, "label:" + label},
					Explanation: fmt.Sprintf("submits a form with payment card fields (%s)", in)}
			}
		}
	}
	// 3. Identifier tokens (id, class, name) when the label says little.
	ident := tokens(e.ID + " " + e.Class + " " + e.NameAttr)
	if v, ok := matchRules(ident, "attr"); ok && !benignObjects.MatchString(ident) && (label == "" || len([]rune(label)) <= 3 || affirmativeLabels.MatchString(label)) {
		v.Explanation = fmt.Sprintf("unlabelled control whose id/class/name say %q", ident)
		return v
	}
	// 4. Where it goes: the form action or link path.
	if a.Kind == Submit || isSubmitter(e) {
		if e.FormAction != "" {
			if v := classifyURL(e.FormAction, "form submits to"); v.Destructive() {
				return v
			}
		}
	}
	if e.Href != "" && (e.Tag == "a" || e.Role == "link") {
		if v := classifyURL(e.Href, "link to"); v.Destructive() {
			return v
		}
	}
	// 5. A confirming button inside a dialog or section that asks about
	// something destructive ("Are you sure you want to delete …?" → OK).
	if e.Context != "" && (affirmativeLabels.MatchString(label) || label == "") {
		if v, ok := matchRules(norm(e.Context), "context"); ok {
			v.Signals = append(v.Signals, "label:"+label)
			v.Explanation = fmt.Sprintf("%q confirms: %s", label, truncate(e.Context, 80))
			return v
		}
	}
	_ = signals
	return Verdict{Severity: None, Explanation: fmt.Sprintf("%q is not destructive", truncate(label, 60))}
}

func matchRules(text, source string) (Verdict, bool) {
	if text == "" {
		return Verdict{}, false
	}
	for _, r := range rules {
		if m := r.re.FindStringSubmatch(text); m != nil {
			return Verdict{Category: r.category, Severity: r.severity, Signals: []string{source + ":" + strings.ToLower(m[2])},
				Explanation: fmt.Sprintf("%s %q: %s", source, truncate(text, 60), r.category)}, true
		}
	}
	return Verdict{}, false
}

// classifyURL judges a navigation or submission target by its path.
func classifyURL(raw, what string) Verdict {
	u, err := url.Parse(raw)
	if err != nil {
		return Verdict{Severity: None, Explanation: "unparseable URL"}
	}
	path := tokens(u.Path + " " + u.RawQuery)
	if v, ok := matchRules(path, "path"); ok && !benignObjects.MatchString(path) {
		v.Explanation = fmt.Sprintf("%s %s (%s)", what, u.Path, v.Category)
		return v
	}
	return Verdict{Severity: None, Explanation: fmt.Sprintf("%s %s is not destructive", what, u.Path)}
}

func isActionHref(h string) bool {
	v := classifyURL(h, "")
	return v.Destructive()
}

func isButtonLike(e *Element) bool {
	return e.Tag == "button" || e.Role == "button" || e.Role == "link" || e.Tag == "a" ||
		(e.Tag == "input" && (e.Type == "submit" || e.Type == "button" || e.Type == "image"))
}

func isSubmitter(e *Element) bool {
	return e.Tag == "button" && (e.Type == "" || e.Type == "submit") || e.Tag == "input" && (e.Type == "submit" || e.Type == "image")
}

// tokens turns identifiers into words: "btnDeleteAccount_2" → "btn delete account 2".
func tokens(s string) string {
	var b strings.Builder
	var prev rune
	for _, r := range s {
		switch {
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			b.WriteRune(' ')
			b.WriteRune(unicode.ToLower(r))
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(' ')
		}
		prev = r
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

func norm(s string) string { return strings.ToLower(strings.Join(strings.Fields(Sanitize(s)), " ")) }

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}

func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
