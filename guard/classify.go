// Package guard judges the action about to happen — the target element and
// its context, not the tool — and refuses destructive ones (payments,
// deletions, account changes, data resets, publication) until a person
// confirms. It is deterministic, runs in microseconds and never asks a
// model; page text can raise suspicion but never grant permission: when the
// signals disagree (a "Close" label on a control whose id says
// delete-account), the destructive reading wins.
package guard

import (
	"fmt"
	"strings"
	"unicode"

	unorm "golang.org/x/text/unicode/norm"

	"github.com/accessagents/accessagents/schemas"
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

// Kinds of action the classifier reads, from the shared vocabulary
// (schemas.Act).
const (
	Click    = schemas.ActClick
	Submit   = schemas.ActSubmit // Enter in a field, or browser_type with submit
	Navigate = schemas.ActNavigate
	Key      = schemas.ActKey    // a key or chord on the focused element (Action.Key)
	Select   = schemas.ActSelect // choosing <select> options (Action.Options)
	Dialog   = schemas.ActDialog // accepting a JavaScript dialog (Action.Dialog*)
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
	FormAction string   `json:"form_action"` // the submitter's formaction, else the form's action
	FormMethod string   `json:"form_method"`
	FormInputs []string `json:"form_inputs"` // input types and autocomplete tokens in the form
	FormSubmit string   `json:"form_submit"` // the form's default submit button label
	FormHidden string   `json:"form_hidden"` // hidden inputs' names and values, and the submitter's name=value
	Data       string   `json:"data"`        // data-* attributes and inline handlers (onclick …)
	OnHandler  bool     `json:"on_handler"`  // an inline on* handler on it or its link
	Pseudo     string   `json:"pseudo"`      // CSS ::before/::after text, which people read as the label
	Origin     string   `json:"origin"`      // the page's origin, to tell same-site links
	Editable   bool     `json:"editable"`    // a text field or contenteditable
	Context    string   `json:"context"`     // enclosing dialog text or nearest heading
	InDialog   bool     `json:"in_dialog"`
}

// Action is what is about to happen.
type Action struct {
	Kind    schemas.Act
	Element *Element
	URL     string   // navigation target
	Key     string   // Key: the key or chord, Playwright names ("Control+Enter")
	Options []string // Select: the chosen options' labels and values
	// Dialog: the dialog being accepted and the element that opened it.
	DialogType, DialogMessage, PromptText string
	Opener                                *Element
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

// Classify judges one action. It is pure and deterministic.
func Classify(a Action) Verdict {
	switch {
	case a.Kind == Navigate || (a.Element == nil && a.URL != "" && a.Kind != Dialog):
		return classifyURL(a.URL, "navigation to")
	case a.Kind == Dialog:
		return classifyDialog(a)
	case a.Element == nil:
		return Verdict{Severity: None, Explanation: "no element"}
	case a.Kind == Key:
		return classifyKey(a)
	case a.Kind == Select:
		return classifySelect(a)
	}
	return classifyElement(a.Kind, a.Element)
}

func classifyElement(kind schemas.Act, e *Element) Verdict {
	raw := firstNonBlank(e.AriaLabel, e.Name, e.Text, e.Value, e.Title, e.Pseudo)
	if kind == Submit && !isButtonLike(e) && inForm(e) {
		raw = e.FormSubmit // Enter in a field submits with the form's button, or with none
	}
	label := norm(raw)
	// 1. The element's own label, and every other wording it carries: an
	// aria-label "Save" over the text "Delete account" is destructive. A
	// plain link to an article whose label reads as its title is navigation.
	nav := plainInfoLink(e)
	lv := classifyLabel(label, e)
	if lv.Destructive() && nav && titleLike(label) {
		lv = Verdict{Severity: None, Signals: []string{"label:" + label, "link:article"},
			Explanation: fmt.Sprintf("%q links to an article on this site (%s)", Truncate(label, 60), Truncate(e.Href, 80))}
	}
	if lv.Destructive() {
		return lv
	}
	seen := map[string]bool{label: true}
	for _, other := range append([]string{raw}, labelSources(e)...) {
		for _, o := range labelForms(other) {
			if seen[o] {
				continue
			}
			seen[o] = true
			if v := classifyLabel(o, e); v.Destructive() && !(nav && titleLike(o)) {
				return v
			}
		}
	}
	// Words that destroy only in a setting ("Send" under a composer).
	if v, ok := contextVerdict(label, e); ok && !lv.Destructive() && !lex.negative.MatchString(label) {
		return v
	}
	// 2. A payment form: card fields make its submission a payment.
	if kind == Submit || isSubmitter(e) {
		for _, in := range e.FormInputs {
			if lex.cardInputs[in] || strings.HasPrefix(in, "cc-") && lex.cardInputs["cc-*"] {
				return Verdict{Category: Payment, Severity: High, Signals: []string{"form-field:" + in, "label:" + label},
					Explanation: fmt.Sprintf("submits a form with payment card fields (%s)", in)}
			}
		}
	}
	// 3. What the code says: identifiers, data attributes, where the form
	// posts, where the link goes. A benign label does not cancel these out.
	if v, ok := classifyCode(kind, e, label); ok {
		return v
	}
	// 4. A confirming button inside a dialog or section that asks about
	// something destructive ("Are you sure you want to delete …?" → OK).
	if e.Context != "" && (lex.affirmative.MatchString(strings.Trim(label, " .!?…")) || label == "") {
		if v, ok := matchRules(norm(e.Context), "context"); ok {
			v.Signals = append(v.Signals, "label:"+label)
			v.Explanation = fmt.Sprintf("%q confirms: %s", label, Truncate(e.Context, 80))
			return v
		}
	}
	if lv.Explanation != "" {
		return lv
	}
	return Verdict{Severity: None, Explanation: fmt.Sprintf("%q is not destructive", Truncate(label, 60))}
}

// classifyLabel judges visible wording: an amount to send, a destructive
// verb, unless the words undo, show, narrow a view or point to help.
func classifyLabel(label string, e *Element) Verdict {
	if label == "" {
		return Verdict{}
	}
	if v, ok := moneyVerdict(label, "label"); ok {
		return v
	}
	if lex.negative.MatchString(label) {
		return Verdict{Severity: None, Signals: []string{"label:" + label}, Explanation: fmt.Sprintf("%q backs out of an action", label)}
	}
	v, ok := matchRules(label, "label")
	if !ok {
		return Verdict{}
	}
	if topicOf(label) {
		return Verdict{Severity: None, Signals: []string{"label:" + label, "label:topic"},
			Explanation: fmt.Sprintf("%q names a page or list, not the act", label)}
	}
	if v.Category == Deletion || v.Category == Data || v.Category == Publication {
		// "Undo delete" reverses; "Restore factory settings" is itself
		// the destructive phrase.
		if _, at := lex.reversal.find(label); at == 0 && !ruleAt0(label) {
			return Verdict{Severity: Low, Signals: append(v.Signals, "label:reversal"),
				Explanation: fmt.Sprintf("%q undoes or shows, it does not destroy", label)}
		}
		if viewOnly(label) {
			return Verdict{Severity: Low, Signals: append(v.Signals, "object:view-only"),
				Explanation: fmt.Sprintf("%q changes a view (filter, search, selection), not data", label)}
		}
	}
	if _, at := lex.info.find(label); at >= 0 && (e == nil || !isActionHref(e.Href)) {
		// A link to a harmless URL, help words before the verb ("How to
		// reset …"), or a topic noun ("Payment methods FAQ") is help; an
		// imperative with help words appended ("Delete account – help") is not.
		term, verbAt := firstTerm(label)
		if e != nil && (e.Tag == "a" || e.Role == "link") || at < verbAt || lex.infoNoun.MatchString(term) {
			return Verdict{Severity: None, Signals: []string{"label:" + label, "link:informational"},
				Explanation: fmt.Sprintf("%q is informational", label)}
		}
	}
	return v
}

// labelSources are the wordings an element shows or announces; a field's
// value and text are what was typed into it, not its label.
func labelSources(e *Element) []string {
	if isField(e) {
		return []string{e.AriaLabel, e.Name, e.Title, e.Pseudo}
	}
	return []string{e.AriaLabel, e.Name, e.Text, e.Value, e.Title, e.Pseudo}
}

// viewOnly: the words name a view object (filter, search) and no real one.
func viewOnly(s string) bool { return lex.benign.match(s) && !lex.strong.match(s) }

// moneyVerdict: an amount with a currency next to a verb that moves money.
func moneyVerdict(text, source string) (Verdict, bool) {
	verb, at := lex.verbs.find(text)
	if at < 0 {
		return Verdict{}, false
	}
	amount := lex.money.FindString(text)
	if amount == "" {
		return Verdict{}, false
	}
	return Verdict{Category: Payment, Severity: High, Signals: []string{source + ":" + strings.ToLower(verb), "amount:" + strings.TrimSpace(amount)},
		Explanation: fmt.Sprintf("%q moves money (%s)", Truncate(text, 60), strings.TrimSpace(amount))}, true
}

func firstTerm(text string) (string, int) {
	for _, r := range lex.ordered {
		if term, at := r.m.find(text); at >= 0 {
			return term, at
		}
	}
	return "", -1
}

// sourcePhrase names where a matched word was read, for a sentence.
func sourcePhrase(source string) string {
	switch source {
	case "label":
		return "the label"
	case "attr":
		return "its id, class or name"
	case "context":
		return "the text around it"
	case "form-data":
		return "the form's hidden data"
	case "dialog":
		return "the dialog"
	case "path":
		return "the URL path"
	}
	return source
}

// categoryPhrase says what an action of a category does, for a sentence.
func categoryPhrase(category string) string {
	switch category {
	case Payment:
		return "moves money"
	case Deletion:
		return "deletes something"
	case Account:
		return "changes or closes an account"
	case Data:
		return "changes or erases data"
	case Publication:
		return "publishes something"
	}
	return "is destructive (" + category + ")"
}

func matchRules(text, source string) (Verdict, bool) {
	if text == "" {
		return Verdict{}, false
	}
	if v, ok := moneyVerdict(text, source); ok {
		return v, true
	}
	for _, r := range lex.ordered {
		term, at := r.m.find(text)
		if at < 0 && r.whole != nil && (source == "label" || source == "dialog") {
			if t := strings.Trim(text, " .!?…:→»›>"); r.whole.MatchString(t) {
				term, at = t, 0
			}
		}
		if at >= 0 {
			return Verdict{Category: r.category, Severity: r.severity, Signals: []string{source + ":" + strings.ToLower(term)},
				Explanation: fmt.Sprintf("%s %q says it %s", sourcePhrase(source), Truncate(text, 60), categoryPhrase(r.category))}, true
		}
	}
	return Verdict{}, false
}

func isActionHref(h string) bool { return h != "" && classifyURL(h, "").Destructive() }

func isButtonLike(e *Element) bool {
	return e.Tag == "button" || e.Role == "button" || e.Role == "link" || e.Tag == "a" ||
		(e.Tag == "input" && (e.Type == "submit" || e.Type == "button" || e.Type == "image"))
}

func isSubmitter(e *Element) bool {
	return e.Tag == "button" && (e.Type == "" || e.Type == "submit") || e.Tag == "input" && (e.Type == "submit" || e.Type == "image")
}

// isField: a control that holds a value rather than triggering anything.
func isField(e *Element) bool {
	switch e.Tag {
	case "select", "textarea", "label", "option":
		return true
	case "input":
		return e.Type != "submit" && e.Type != "image" && e.Type != "button" && e.Type != "reset"
	}
	return e.Editable
}

// tokens turns identifiers into words: "btnDeleteAccount_2" → "btn delete account 2".
func tokens(s string) string {
	var b strings.Builder
	var prev rune
	if !plainASCII(s) {
		s = unorm.NFKC.String(Sanitize(s))
	}
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
	out := strings.Join(strings.Fields(b.String()), " ")
	if !plainASCII(out) {
		out = foldWords(out)
	}
	return out
}

// norm is how the classifier reads any page text (see fold).
func norm(s string) string { return fold(s) }

// firstNonBlank is the first of ss that is not all white space; unlike cmp.Or it
// passes over a label of spaces (aria-label=" "), which names nothing.
func firstNonBlank(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}

// Truncate cuts s to n characters (runes), the last an ellipsis, so a
// label or path quoted in a message stays short; browser and tools quote
// with it too.
func Truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}
