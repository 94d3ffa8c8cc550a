package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// MaxReadChars caps a value read off the page with ReadValue, in characters.
// A variable holds an order number or a generated id, not a document.
const MaxReadChars = 1000

// ErrSecretField means ReadValue refused to read a password field.
var ErrSecretField = errors.New("refusing to read a password field")

// ReadResult is an element's current value, read off the page.
type ReadResult struct {
	Value     string // untrusted page text, bidi/invisible characters stripped
	Source    string // "value" (an input, textarea or select) or "text" (visible text)
	Truncated bool   // Value was cut to MaxReadChars
}

// readValueJS reads a form field's live value, or else the element's
// rendered text (innerText: what a person sees, not hidden nodes' text).
const readValueJS = `(el) => {
  const tag = el.localName;
  if (tag === 'input' && (el.getAttribute('type') || '').toLowerCase() === 'password') return { secret: true };
  if (tag === 'input' || tag === 'textarea' || tag === 'select') return { value: String(el.value ?? ''), source: 'value' };
  return { value: String(el.innerText ?? el.textContent ?? ''), source: 'text' };
}`

// ReadValue reads the current value of the one element selector names: a
// form field's live value, else its visible text with whitespace collapsed.
// The text is page content: invisible and bidi-control characters are
// stripped (guard.Sanitize) and it is capped at MaxReadChars. A password
// field is refused with ErrSecretField.
func (s *Session) ReadValue(ctx context.Context, selector string) (ReadResult, Outcome, error) {
	return doInto(s, ctx, func(p playwright.Page, res *ReadResult) error {
		loc, _, err := s.resolve(p, Target{Selector: selector}, waitBudget(ctx), false)
		if err != nil {
			return err
		}
		v, err := loc.Evaluate(readValueJS, nil, playwright.LocatorEvaluateOptions{Timeout: playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))})
		if err != nil {
			return fmt.Errorf("read %s: %s", selector, FirstLine(err.Error()))
		}
		var r struct {
			Secret bool   `json:"secret"`
			Value  string `json:"value"`
			Source string `json:"source"`
		}
		b, _ := json.Marshal(v)
		if err := json.Unmarshal(b, &r); err != nil {
			return fmt.Errorf("read %s: %w", selector, err)
		}
		if r.Secret {
			return fmt.Errorf("%w: %s", ErrSecretField, selector)
		}
		res.Source, res.Value = r.Source, guard.Sanitize(r.Value)
		if r.Source == "text" {
			res.Value = strings.Join(strings.Fields(res.Value), " ")
		}
		if utf8.RuneCountInString(res.Value) > MaxReadChars {
			res.Value, res.Truncated = string([]rune(res.Value)[:MaxReadChars]), true
		}
		return nil
	})
}
