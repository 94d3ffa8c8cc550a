package guard

import (
	"fmt"
	"strings"
)

// classifyCode reads the element's code-level signals.
func classifyCode(kind string, e *Element, label string) (Verdict, bool) {
	ident := tokens(strings.Join([]string{e.ID, e.Class, e.NameAttr, e.Data}, " "))
	if e.Tag == "button" {
		ident = strings.TrimSpace(ident + " " + tokens(e.Value))
	}
	if v, ok := matchRules(ident, "attr"); ok && strongRule(v) && !viewOnly(ident) {
		if !backsOut(label, e) {
			v.Signals = append(v.Signals, "label:"+label)
			v.Explanation = fmt.Sprintf("id/class/name/data say %q although the label says %q: conflicting signals are treated as destructive", truncate(ident, 60), truncate(label, 40))
			return v, true
		}
	}
	inForm := e.FormAction != "" || e.FormHidden != ""
	if inForm && (kind == Submit || isSubmitter(e) || (kind == Click && !isField(e))) {
		if e.FormAction != "" {
			if v := classifyURL(e.FormAction, "form submits to"); v.Destructive() {
				return v, true
			}
		}
		if w, ok := postsPayment(e); ok {
			return Verdict{Category: Payment, Severity: High, Signals: []string{"form-post:" + w, "label:" + label},
				Explanation: fmt.Sprintf("the form POSTs to %s (%s): payment", truncate(e.FormAction, 80), w)}, true
		}
		if v, ok := matchRules(tokens(e.FormHidden), "form-data"); ok && strongRule(v) && !viewOnly(tokens(e.FormHidden)) {
			v.Explanation = fmt.Sprintf("the form sends %q (%s)", truncate(e.FormHidden, 60), v.Category)
			return v, true
		}
	}
	if e.Href != "" && (e.Tag == "a" || e.Role == "link" || kind == Click) {
		if v := classifyURL(e.Href, "link to"); v.Destructive() {
			return v, true
		}
	}
	return Verdict{}, false
}

// backsOut: a benign label ("Cancel", "Close") agrees with the code only
// when every identifier that says something destructive also says it backs
// out of it, in words of its own: "cancel-delete" is the Cancel button of a
// delete dialog; "close-account" and "delete-account" say what the button
// does, and a label does not cancel them. Each id, class, name and data-*
// value is a signal of its own.
func backsOut(label string, e *Element) bool {
	if !lex.negative.MatchString(label) {
		return false
	}
	units := append([]string{e.ID, e.NameAttr}, strings.Fields(e.Class)...)
	units = append(units, strings.Fields(e.Data)...)
	if e.Tag == "button" {
		units = append(units, e.Value)
	}
	destructive := 0
	for _, u := range units {
		t := tokens(u)
		v, ok := matchRules(t, "attr")
		if !ok || !strongRule(v) || viewOnly(t) {
			continue
		}
		destructive++
		term, at := firstTerm(t)
		if at < 0 {
			return false
		}
		if !lex.negIdents.match(t[:at] + " " + t[at+len(term):]) {
			return false
		}
	}
	// Words that say something destructive only together (id "delete",
	// class "account") back out only if a backing-out word stands apart.
	return destructive > 0 || lex.negIdents.match(tokens(strings.Join(units, " ")))
}

// ruleAt0: the label opens with a rule's term.
func ruleAt0(label string) bool { _, at := firstTerm(label); return at == 0 }

// strongRule: code-level words are noisy ("post-card", "send-icon"), so only
// high-severity rules and sign-out count there.
func strongRule(v Verdict) bool { return v.Severity == High || v.Category == Account }
