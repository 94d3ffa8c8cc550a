package guard

import (
	"fmt"
	"net/url"
	"path"
	"strings"
)

// classifyURL judges a navigation or submission target by its path, query
// and fragment words. An article slug under /blog/ or /help/ ("how-to-
// reset-your-router") is a title, not an action, and is skipped.
func classifyURL(raw, what string) Verdict {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return Verdict{Severity: None, Explanation: "unparseable URL"}
	}
	var parts, all []string
	info, ref := false, false
	segs := strings.Split(strings.TrimPrefix(path.Clean("/"+u.EscapedPath()), "/"), "/")
	for i, seg := range segs {
		if s, err := url.PathUnescape(seg); err == nil {
			segs[i] = s
		}
	}
	// A bare verb or an id anywhere makes it an action path, even under
	// /help/ (/support/subscription/cancel, /docs/123/delete).
	action := false
	for _, seg := range segs {
		action = action || stateValues[strings.ToLower(seg)] != "" || strings.ContainsAny(seg, "0123456789") ||
			len(strings.Fields(tokens(seg))) == 1 && lex.verbs.match(tokens(seg)) // /help/pay
	}
	for i, seg := range segs {
		all = append(all, tokens(seg))
		if lex.infoSegments[strings.ToLower(seg)] {
			info = true
			// A help or docs section is the site's first segment (after
			// a locale: /en/help/…), not any segment (/api/help/…).
			ref = ref || !action && lex.refSegments[strings.ToLower(seg)] && (i == 0 || i == 1 && locale(all[0]))
			continue
		}
		if ref {
			continue // a page of a help or docs section, named after its topic
		}
		t := tokens(seg)
		if n := len(strings.Fields(t)); n >= 4 && (info || lex.info.match(t)) || n >= 3 && info && titleLike(t) {
			continue // an article title
		}
		parts = append(parts, t)
	}
	lastSeg := ""
	if len(all) > 0 {
		lastSeg = all[len(all)-1]
	}
	amount := false
	// In the order written: phrases that span a path word and a query key
	// ("transfer" … "to") must read the same on every run.
	for _, kv := range strings.FieldsFunc(u.RawQuery, func(r rune) bool { return r == '&' || r == ';' }) {
		k, v, _ := strings.Cut(kv, "=")
		if s, err := url.QueryUnescape(k); err == nil {
			k = s
		}
		if s, err := url.QueryUnescape(v); err == nil {
			v = s
		}
		parts = append(parts, tokens(k))
		if len(v) <= 60 {
			parts = append(parts, tokens(v))
		}
		amount = amount || amountKeys[strings.ToLower(strings.TrimSpace(k))] && numeric(v)
	}
	if u.Fragment != "" { // single-page apps route by #/account/delete
		parts = append(parts, tokens(u.Fragment))
	}
	text := strings.Join(parts, " ")
	if v, ok := matchRules(text, "path"); ok && !viewOnly(text) {
		v.Explanation = fmt.Sprintf("%s %s (%s)", what, truncate(u.Path+queryPart(u), 80), v.Category)
		return v
	}
	// An amount sent to a path that moves money (/payments/transfer?
	// amount=500&to=…, /wire?amount=9000) is a payment.
	if amount && (!info || action) && lex.verbs.match(lastSeg) {
		return Verdict{Category: Payment, Severity: High, Signals: []string{"amount with a money verb in the path"},
			Explanation: fmt.Sprintf("%s %s sends an amount to a path that moves money", what, truncate(u.Path, 80))}
	}
	return Verdict{Severity: None, Explanation: fmt.Sprintf("%s %s is not destructive", what, u.Path)}
}

// locale reports a path segment that names a language (en, en us, pt br).
func locale(seg string) bool {
	f := strings.Fields(strings.ToLower(seg))
	return len(f) >= 1 && len(f) <= 2 && locales[f[0]] && (len(f) == 1 || len(f[1]) == 2)
}

var locales = map[string]bool{"en": true, "de": true, "fr": true, "es": true, "it": true, "pt": true, "nl": true,
	"pl": true, "ja": true, "zh": true, "ru": true, "sv": true, "da": true, "fi": true, "nb": true, "no": true,
	"cs": true, "tr": true, "ko": true, "ar": true, "he": true, "uk": true, "el": true, "hu": true, "ro": true}

// amountKeys name a sum of money in a query or form, in the vocabulary's
// languages.
var amountKeys = map[string]bool{"amount": true, "amt": true, "sum": true, "total": true, "price": true, "cost": true,
	"fee": true, "betrag": true, "montant": true, "importe": true, "importo": true, "montante": true, "valor": true,
	"bedrag": true, "kwota": true, "金额": true, "金額": true}

// numeric reports a value that reads as a number ("500", "1,250.00").
func numeric(v string) bool {
	v = strings.TrimSpace(v)
	digits := 0
	for _, r := range v {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == '.' || r == ',' || r == ' ' || r == '\'':
		default:
			return false
		}
	}
	return digits > 0
}

func queryPart(u *url.URL) string {
	if u.RawQuery == "" {
		return ""
	}
	return "?" + u.RawQuery
}

// navigationKeys move focus or scroll; they activate nothing by themselves.
var navigationKeys = map[string]bool{"tab": true, "escape": true, "arrowup": true, "arrowdown": true, "arrowleft": true,
	"arrowright": true, "home": true, "end": true, "pageup": true, "pagedown": true, "shift": true, "control": true,
	"alt": true, "meta": true, "controlormeta": true}

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
	return navigationKeys[strings.ToLower(key)] && (len(mods) == 0 || (len(mods) == 1 && strings.EqualFold(mods[0], "shift")))
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
		if v.Destructive() && rank(v) > rank(worst) {
			v.Explanation = fmt.Sprintf("option %q: %s", truncate(o, 60), v.Explanation)
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
			v.Explanation = fmt.Sprintf("accepting the %s dialog %q: %s", a.DialogType, truncate(a.DialogMessage, 80), v.Category)
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
	return Verdict{Severity: None, Explanation: fmt.Sprintf("the %s dialog %q is not destructive", a.DialogType, truncate(a.DialogMessage, 60))}
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
