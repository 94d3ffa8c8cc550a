package guard

import (
	"fmt"
	"strings"

	"github.com/accessagents/accessagents/schemas"
)

// classifyCode reads the element's code-level signals.
func classifyCode(kind schemas.Act, e *Element, label string) (Verdict, bool) {
	ident := tokens(strings.Join([]string{e.ID, e.Class, e.NameAttr, e.Data}, " "))
	if e.Tag == "button" {
		ident = strings.TrimSpace(ident + " " + tokens(e.Value))
	}
	if v, ok := matchRules(ident, "attr"); ok && strongRule(v) && !viewOnly(ident) {
		if !backsOut(label, e) {
			v.Signals = append(v.Signals, "label:"+label)
			v.Explanation = codeSaysExplanation(e, ident, label)
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
				Explanation: fmt.Sprintf("the form POSTs to %s (%s): payment", Truncate(e.FormAction, 80), w)}, true
		}
		if v, ok := matchRules(tokens(e.FormHidden), "form-data"); ok && strongRule(v) && !viewOnly(tokens(e.FormHidden)) {
			v.Explanation = fmt.Sprintf("the form sends %q (%s)", Truncate(e.FormHidden, 60), v.Category)
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

// codeSaysExplanation puts a code-versus-label conflict in a sentence: which
// attributes speak, what they say (each word once), and what the label
// says or that there is none.
func codeSaysExplanation(e *Element, ident, label string) string {
	var who []string
	for _, a := range []struct{ name, value string }{{"id", e.ID}, {"class", e.Class}, {"name", e.NameAttr},
		{"data attributes", e.Data}, {"value", e.Value}} {
		if strings.TrimSpace(a.value) != "" && (a.name != "value" || e.Tag == "button") {
			who = append(who, a.name)
		}
	}
	subject := "its code says"
	switch len(who) {
	case 0:
	case 1:
		subject = "its " + who[0] + " says"
		if who[0] == "data attributes" {
			subject = "its data attributes say"
		}
	default:
		subject = "its " + strings.Join(who[:len(who)-1], ", ") + " and " + who[len(who)-1] + " say"
	}
	var words []string
	seen := map[string]bool{}
	for _, w := range strings.Fields(ident) {
		if !seen[w] {
			seen[w] = true
			words = append(words, w)
		}
	}
	said := fmt.Sprintf("%s %q", subject, Truncate(strings.Join(words, " "), 60))
	if strings.TrimSpace(label) == "" {
		return said + ", but it has no visible label; when the code and the label disagree, the action is treated as destructive"
	}
	return fmt.Sprintf("%s, but its label says %q; when the code and the label disagree, the action is treated as destructive", said, Truncate(label, 40))
}
