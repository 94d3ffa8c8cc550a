package browser

import (
	"context"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Field kinds a form fill knows how to set.
const (
	FieldText     = "text"     // typed, as browser_type does
	FieldTextArea = "textarea" // typed; Enter there is a new line, not a submit
	FieldSelect   = "select"   // an option chosen by value or label
	FieldCheckbox = "checkbox" // checked or unchecked
	FieldRadio    = "radio"    // checked
	FieldOther    = "other"    // a file input, a button, …: not fillable
)

// isField says whether role is one of an element a person fills in.
func isField(role string) bool {
	switch role {
	case "textbox", "searchbox", "combobox", "spinbutton", "checkbox", "radio", "listbox", "slider", "switch":
		return true
	}
	return false
}

// FieldsByLabel finds, for each label, the one form field whose accessible
// name it is (a <label>, aria-label or aria-labelledby, in same-origin
// frames and open shadow roots too), in one read of the page, without
// acting and without replacing the refs of the last page structure. An
// exact name (ignoring case and spacing) wins over names that contain the
// label; none or several is a *TargetError with candidates, and failed is
// the index of that label.
func (s *Session) FieldsByLabel(ctx context.Context, labels []string) (els []Element, failed int, err error) {
	type found struct {
		els    []Element
		failed int
	}
	got, _, err := doInto(s, ctx, func(p playwright.Page, got *found) error {
		st, err := scanStructure(p, StructureOptions{MaxElements: 2000, refStart: s.refNext})
		if err != nil {
			return err
		}
		var fields []Element
		for _, e := range st.Elements {
			if isField(e.Role) {
				fields = append(fields, e)
			}
		}
		for i, label := range labels {
			got.failed = i
			el, err := fieldByLabel(fields, label)
			if err != nil {
				return err
			}
			got.els = append(got.els, el)
		}
		return nil
	})
	return got.els, got.failed, err
}

func fieldByLabel(fields []Element, label string) (Element, error) {
	want := FoldName(label)
	var exact, partial []Element
	for _, e := range fields {
		name := FoldName(e.Name)
		if name == "" {
			// A field with no label is known by the text before it.
			name = FoldName(e.Derived)
		}
		// A name is clipped at 80 characters ("…"): a long label whose
		// start is the clipped name is that name in full.
		clipped, cut := strings.CutSuffix(name, "\u2026")
		switch {
		case name == want, cut && clipped != "" && strings.HasPrefix(want, clipped):
			exact = append(exact, e)
		case want != "" && strings.Contains(name, want):
			partial = append(partial, e)
		}
	}
	found := exact
	if len(found) == 0 {
		found = partial
	}
	switch len(found) {
	case 1:
		return found[0], nil
	case 0:
		return Element{}, &TargetError{Err: ErrNotFound, What: fmt.Sprintf("(form field) labelled %q", label), Candidates: rankCandidates(fields, label, 5)}
	default:
		return Element{}, &TargetError{Err: ErrAmbiguous, What: fmt.Sprintf("(%d form fields) labelled %q; name one by ref or selector", len(found), label),
			Candidates: candidates(found, 5)}
	}
}

// FoldName is an accessible name as names are compared: lower case, runs
// of white space as one space, trimmed.
func FoldName(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

const fieldKindJS = `(el) => {
  const tag = el.localName, type = (el.getAttribute('type') || '').toLowerCase();
  if (tag === 'select') return { kind: 'select', checked: false };
  if (tag === 'input' && type === 'checkbox' || el.getAttribute('role') === 'checkbox' || el.getAttribute('role') === 'switch')
    return { kind: 'checkbox', checked: el.checked === true || el.getAttribute('aria-checked') === 'true' };
  if (tag === 'input' && type === 'radio' || el.getAttribute('role') === 'radio')
    return { kind: 'radio', checked: el.checked === true || el.getAttribute('aria-checked') === 'true' };
  if (tag === 'input' && ['file', 'button', 'submit', 'reset', 'image', 'hidden'].includes(type)) return { kind: 'other', checked: false };
  if (tag === 'textarea' || el.isContentEditable) return { kind: 'textarea', checked: false };
  if (tag === 'input' || ['textbox', 'searchbox', 'combobox', 'spinbutton'].includes(el.getAttribute('role') || ''))
    return { kind: 'text', checked: false };
  return { kind: 'other', checked: false };
}`

// FieldKind says how target is filled (FieldText, FieldSelect, …) and
// whether a checkbox or radio is checked now.
func (s *Session) FieldKind(ctx context.Context, t Target) (kind string, checked bool, err error) {
	if err := t.Validate(false); err != nil {
		return "", false, err
	}
	type fieldKind struct {
		Kind    string `json:"kind"`
		Checked bool   `json:"checked"`
	}
	fk, _, err := doInto(s, ctx, func(p playwright.Page, fk *fieldKind) error {
		loc, r, err := s.resolve(p, t, waitBudget(ctx), false)
		if err != nil {
			return err
		}
		v, err := loc.Evaluate(fieldKindJS, nil)
		if err != nil {
			return actionErr("read field", r.Selector, err)
		}
		m, _ := v.(map[string]any)
		fk.Kind, _ = m["kind"].(string)
		fk.Checked, _ = m["checked"].(bool)
		return nil
	})
	return fk.Kind, fk.Checked, err
}

// SetChecked checks or unchecks a checkbox (or checks a radio) as a click
// on it would, judged by the gate as that click; a field already in the
// wanted state is left alone.
func (s *Session) SetChecked(ctx context.Context, t Target, want bool) (ClickResult, error) {
	if err := t.Validate(false); err != nil {
		return ClickResult{}, err
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ClickResult) error {
		loc, r, err := s.locate(p, t, waitBudget(ctx))
		res.Target = r
		if err != nil {
			return err
		}
		v, err := loc.Evaluate(fieldKindJS, nil)
		if err != nil {
			return actionErr("check", r.Selector, err)
		}
		m, _ := v.(map[string]any)
		if now, _ := m["checked"].(bool); now == want {
			return nil
		}
		if err := s.pass(ctx, Act{Kind: ActClick, Target: r}); err != nil {
			return err
		}
		if err := s.live(); err != nil {
			return err
		}
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		if err := loc.SetChecked(want, playwright.LocatorSetCheckedOptions{Timeout: timeout}); err != nil {
			return actionErr("check", r.Selector, err)
		}
		s.settleAct(p, -1)
		return nil
	})
	res.Outcome = out
	return res, err
}
