package guard

import (
	"fmt"
	"strings"
)

// ParseChord splits "Control+Shift+Enter" into its modifiers and key
// ("+" alone, or a trailing "++", is the plus key).
func ParseChord(chord string) (mods []string, key string) {
	parts := strings.Split(chord, "+")
	if strings.HasSuffix(chord, "++") || chord == "+" {
		return parts[:len(parts)-2], "+"
	}
	return parts[:len(parts)-1], parts[len(parts)-1]
}

// FreeKey reports keys that only move focus or scroll (Tab, Escape, arrows,
// Home/End, PageUp/PageDown, alone or with Shift): no element is judged.
func FreeKey(chord string) bool {
	mods, key := ParseChord(chord)
	return lex.navigationKeys[strings.ToLower(key)] && (len(mods) == 0 || (len(mods) == 1 && strings.EqualFold(mods[0], "shift")))
}

// classifyKey judges a key press against the element that receives it.
// Enter and Space (with any modifier) activate the control or submit its
// form; Delete on a non-text control is a delete command in most apps; any
// other key may be bound by the page, so it is judged like a click on the
// focused control. Only focus-moving keys are free.
func classifyKey(a Action) Verdict {
	_, key := ParseChord(a.Key)
	k := strings.ToLower(key)
	e := a.Element
	if FreeKey(a.Key) {
		return Verdict{Severity: None, Explanation: fmt.Sprintf("%s moves focus; it activates nothing", a.Key)}
	}
	var v Verdict
	switch k {
	case "enter", "numpadenter", " ", "space":
		kind := Submit
		if isButtonLike(e) || !isField(e) {
			kind = Click
		}
		v = classifyElement(kind, e)
	case "delete", "backspace":
		if e.Editable || isField(e) && e.Tag != "select" {
			return Verdict{Severity: None, Explanation: a.Key + " edits text in a field"}
		}
		if v = classifyElement(Click, e); !v.Destructive() {
			return Verdict{Category: Deletion, Severity: Medium, Signals: []string{"key:" + k},
				Explanation: fmt.Sprintf("%s on a control that is not a text field deletes in most apps", a.Key)}
		}
	default:
		v = classifyElement(Click, e)
	}
	if v.Destructive() {
		v.Signals = append(v.Signals, "key:"+a.Key)
		v.Explanation = fmt.Sprintf("%s on it: %s", a.Key, v.Explanation)
	}
	return v
}

// classifySelect judges choosing options: a bulk-action menu's "Delete"
// option is as destructive as a Delete button.
func classifySelect(a Action) Verdict {
	worst := Verdict{Severity: None, Explanation: "choosing " + strings.Join(a.Options, ", ") + " is not destructive"}
	for _, o := range a.Options {
		e := *a.Element
		e.AriaLabel, e.Name, e.Text, e.Value, e.Title = o, o, o, "", ""
		e.Tag, e.Role = "option", "option"
		v := classifyLabel(norm(o), &e)
		if !v.Destructive() {
			v, _ = classifyCode(Click, &Element{ID: e.ID, Class: e.Class, NameAttr: e.NameAttr, Data: e.Data, Tag: "select"}, norm(o))
		}
		menu := tokens(strings.Join([]string{a.Element.Name, a.Element.AriaLabel, a.Element.ID, a.Element.NameAttr}, " "))
		if sv, ok := selectVerdict(o); ok && !v.Destructive() && !viewOnly(menu) {
			v = sv // not a filter menu: "Role: Owner", not "Filter by role: Owner"
		}
		if v.Destructive() && rank(v) > rank(worst) {
			v.Explanation = fmt.Sprintf("option %q: %s", Truncate(o, 60), v.Explanation)
			worst = v
		}
	}
	return worst
}

// classifyDialog judges accepting a JavaScript dialog: its message (and a
// prompt's answer) and the element that opened it are both evidence.
// Alerts have nothing to accept.
func classifyDialog(a Action) Verdict {
	if a.DialogType == "alert" {
		return Verdict{Severity: None, Explanation: "an alert has nothing to accept"}
	}
	msg := norm(a.DialogMessage + " " + a.PromptText)
	if v, ok := matchRules(msg, "dialog"); ok {
		if lv := classifyLabel(msg, nil); lv.Destructive() || lv.Severity == "" {
			v.Explanation = fmt.Sprintf("accepting the %s dialog %q: %s", a.DialogType, Truncate(a.DialogMessage, 80), v.Category)
			return v
		}
	}
	if a.Opener != nil {
		if v := classifyElement(Click, a.Opener); v.Destructive() {
			v.Signals = append(v.Signals, "dialog-opener")
			v.Explanation = fmt.Sprintf("accepting the %s dialog opened by a destructive control: %s", a.DialogType, v.Explanation)
			return v
		}
	}
	if a.URL != "" {
		if v := classifyURL(a.URL, "the dialog guards navigation to"); v.Destructive() {
			return v
		}
	}
	return Verdict{Severity: None, Explanation: fmt.Sprintf("the %s dialog %q is not destructive", a.DialogType, Truncate(a.DialogMessage, 60))}
}

func rank(v Verdict) int {
	switch v.Severity {
	case High:
		return 3
	case Medium:
		return 2
	case Low:
		return 1
	}
	return 0
}
