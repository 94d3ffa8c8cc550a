package tools

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/schemas"
)

type formField struct {
	Ref   string `json:"ref"`
	Label string `json:"label"`
	Value string `json:"value"`
}

type fillFormParams struct {
	Fields []formField `json:"fields"`
	Submit bool        `json:"submit"`
	// ConfirmationID relays a person's confirmation of a destructive submit.
	ConfirmationID string `json:"confirmation_id"`
}

// FilledField is one field a form fill set.
type FilledField struct {
	Field  int              `json:"field"`
	Kind   string           `json:"kind"`
	Target browser.Resolved `json:"target"`
}

// FillResult is what browser_fill_form did, field by field.
type FillResult struct {
	browser.Outcome
	Filled    []FilledField `json:"filled"`
	Submitted bool          `json:"submitted"`
}

func (t *Toolbox) fillFormTool() Tool {
	return Tool{
		Name: "browser_fill_form", Title: "Fill a form", Toolset: "browser",
		Description: `Fill many fields in one call, by ref or label: text as browser_type types it, an option, or "true"/"false" for a checkbox. submit=true then presses Enter.
Example: {"fields":[{"label":"Email","value":"a@b.example"}]}`,
		ReadOnly: false, Destructive: false, Idempotent: false, OpenWorld: true,
		Acts:   []schemas.Act{browser.ActType, browser.ActSelect, browser.ActClick, browser.ActKey},
		Handle: handler(t, t.fillForm),
	}
}

func (t *Toolbox) fillForm(ctx context.Context, s *browser.Session, p fillFormParams) (*mcp.CallToolResult, error) {
	var res FillResult
	// Every field is checked before the first is touched: a mistake in
	// field 9 must not leave 8 fields filled.
	for i, f := range p.Fields {
		if (f.Ref == "") == (f.Label == "") {
			return mcp.NewToolResultError(fmt.Sprintf("browser_fill_form: fields[%d] needs exactly one of ref or label (the field's label or accessible name)", i)), nil
		}
	}
	// Labels are read in one pass over the page, before any typing.
	var labels []string
	var labelled []int
	for i, f := range p.Fields {
		if f.Label != "" {
			labels, labelled = append(labels, f.Label), append(labelled, i)
		}
	}
	bySelector := map[int]string{}
	if len(labels) > 0 {
		els, failed, err := s.FieldsByLabel(ctx, labels)
		if err != nil {
			return fieldFailure(labelled[failed], res, err)
		}
		for j, el := range els {
			bySelector[labelled[j]] = el.Selector
		}
	}
	lastText := ""
	for i, f := range p.Fields {
		tg := browser.Target{Ref: f.Ref}
		if sel, ok := bySelector[i]; ok {
			tg = browser.Target{Selector: sel}
		}
		kind, _, err := s.FieldKind(ctx, tg)
		if err != nil {
			return fieldFailure(i, res, err)
		}
		var r browser.ClickResult
		switch kind {
		case browser.FieldText, browser.FieldTextArea:
			r, err = s.Type(ctx, tg, f.Value, browser.TypeOptions{Clear: true, Fill: t.secretFill(s, "browser_fill_form")}, nil)
			if kind == browser.FieldText {
				lastText = r.Target.Selector
			}
		case browser.FieldSelect:
			r, _, err = s.SelectOption(ctx, tg, []string{f.Value})
		case browser.FieldCheckbox, browser.FieldRadio:
			want, ok := checkedValue(f.Value)
			if !ok || kind == browser.FieldRadio && !want {
				return mcp.NewToolResultError(fmt.Sprintf(`browser_fill_form: fields[%d].value is %q for a %s; use "true" or "false" (a radio can only be chosen: "true")`, i, f.Value, kind)), nil
			}
			r, err = s.SetChecked(ctx, tg, want)
		default:
			return mcp.NewToolResultError(fmt.Sprintf("browser_fill_form: fields[%d] (%s) is not a text field, select, checkbox or radio; use browser_click or browser_file_upload for it", i, tg.Describe())), nil
		}
		if err != nil {
			return fieldFailure(i, res, err)
		}
		changes := res.Changes.Then(r.Changes) // what every field did, not only the last
		res.Outcome = r.Outcome
		res.Changes = changes
		res.Filled = append(res.Filled, FilledField{Field: i, Kind: kind, Target: r.Target})
		if r.Dialog != nil {
			break // the page is blocked on a dialog: the caller answers it first
		}
	}
	if p.Submit && res.Dialog == nil {
		// Enter in the last text field submits as a person's would; the
		// gate judges it as the submit it is (browser_press_key's path).
		if lastText == "" {
			return mcp.NewToolResultError("browser_fill_form: submit=true presses Enter in a one-line text field, and no field filled is one; the fields were filled: click the form's button with browser_click"), nil
		}
		r, err := s.PressKey(ctx, "Enter", lastText, nil)
		if err != nil {
			out, ferr := failure("browser_fill_form: submit", err)
			if ferr == nil {
				out.Content = append(out.Content, mcp.NewTextContent(fmt.Sprintf("all %d fields were filled before it", len(res.Filled))))
			}
			return out, ferr
		}
		changes := res.Changes.Then(r.Changes)
		res.Outcome, res.Submitted = r.Outcome, true
		res.Changes = changes
	}
	var b strings.Builder
	fmt.Fprintf(&b, "filled %d of %d fields", len(res.Filled), len(p.Fields))
	if res.Submitted {
		b.WriteString(" and pressed Enter")
	}
	for _, f := range res.Filled {
		fmt.Fprintf(&b, "\n- fields[%d]: %s, %s %q", f.Field, f.Kind, f.Target.Role, f.Target.Name)
	}
	summary := b.String()
	return structured(res, outcomeText(summary, res.Outcome)), nil
}

// fieldFailure reports which field failed and which were filled before it.
func fieldFailure(i int, res FillResult, err error) (*mcp.CallToolResult, error) {
	out, ferr := failure(fmt.Sprintf("browser_fill_form: fields[%d]", i), err)
	if ferr == nil && len(res.Filled) > 0 {
		out.Content = append(out.Content, mcp.NewTextContent(fmt.Sprintf("fields 0 to %d were filled before it", len(res.Filled)-1)))
	}
	return out, ferr
}

func checkedValue(v string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "true", "checked", "on", "yes":
		return true, true
	case "false", "unchecked", "off", "no":
		return false, true
	}
	return false, false
}
