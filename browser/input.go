package browser

import (
	"context"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// SelectOption chooses options (by value or label) in a <select>.
func (s *Session) SelectOption(ctx context.Context, t Target, values []string) (ClickResult, []string, error) {
	type selection struct {
		res      ClickResult
		selected []string
	}
	if err := t.Validate(false); err != nil {
		return ClickResult{}, nil, err
	}
	got, out, err := doInto(s, ctx, func(p playwright.Page, got *selection) error {
		res := &got.res
		if wantsChanges(ctx) {
			res.before = s.snapBefore(p)
		}
		loc, r, err := s.locate(p, t, waitBudget(ctx))
		res.Target = r
		if err != nil {
			return err
		}
		// Check first: Playwright would wait out the whole timeout for an
		// option that does not exist.
		v, err := loc.Evaluate(`(el, want) => { if (el.localName !== 'select') return ['not-select'];
			const opts = Array.from(el.options);
			return want.filter((w) => !opts.some((o) => o.value === w || o.label === w || o.text.trim() === w)); }`, values)
		if err != nil {
			return actionErr("select", r.Selector, err)
		}
		if missing, _ := v.([]any); len(missing) > 0 {
			if missing[0] == "not-select" {
				return fmt.Errorf("%s is not a <select>; open custom dropdowns with browser_click and click the option", r.Selector)
			}
			opts, _ := loc.Locator("option").AllInnerTexts()
			return fmt.Errorf("%w: no option of %s matches %v; options are: %s", ErrNotFound, r.Selector, missing, strings.Join(opts, " | "))
		}
		chosen, err := loc.Evaluate(`(el, want) => Array.from(el.options).filter((o) => want.some((w) => o.value === w || o.label === w || o.text.trim() === w))
			.map((o) => (o.label || o.text.trim()) + (o.value && o.value !== o.label ? ' (' + o.value + ')' : ''))`, values)
		if err != nil {
			return actionErr("select", r.Selector, err)
		}
		if err := s.pass(ctx, Act{Kind: ActSelect, Target: r, Options: toStrings(chosen)}); err != nil {
			return err
		}
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		if err := s.live(); err != nil {
			return err
		}
		got.selected, err = loc.SelectOption(playwright.SelectOptionValues{ValuesOrLabels: &values}, playwright.LocatorSelectOptionOptions{Timeout: timeout})
		if err != nil && isTimeout(err) {
			// A timeout means no option matched any value or label.
			opts, _ := loc.Locator("option").AllInnerTexts()
			return fmt.Errorf("%w: no option of %s matches %q; options are: %s", ErrNotFound, r.Selector, values, strings.Join(opts, " | "))
		}
		if err != nil {
			return actionErr("select", r.Selector, err)
		}
		s.settleAct(p, -1)
		return nil
	})
	before := got.res.before // read in fn, which Outcome does not carry
	got.res.Outcome = out
	got.res.Changes = s.afterAct(ctx, before, out, err)
	return got.res, got.selected, err
}

// ScrollResult reports the new scroll position.
type ScrollResult struct {
	Outcome
	ScrollX   int  `json:"scroll_x"`
	ScrollY   int  `json:"scroll_y"`
	AtEnd     bool `json:"at_end"`
	MaxScroll int  `json:"max_scroll"`
}

const scrollJS = `([sel, dx, dy]) => {
  const el = sel ? document.querySelector(sel) : document.scrollingElement;
  if (!el) return null;
  el.scrollBy(dx, dy);
  const vert = dy !== 0;
  const pos = vert ? el.scrollTop : el.scrollLeft;
  const max = vert ? el.scrollHeight - el.clientHeight : el.scrollWidth - el.clientWidth;
  return { x: Math.round(el.scrollLeft), y: Math.round(el.scrollTop), max: Math.round(max),
    atEnd: dy < 0 || dx < 0 ? pos <= 0 : pos >= max - 1 };
}`

// Scroll scrolls the page (or the container matched by selector) by amount
// pixels; amount 0 means 80% of the viewport.
func (s *Session) Scroll(ctx context.Context, direction string, amount int, selector string) (ScrollResult, error) {
	var res ScrollResult
	ux, uy := 0, 0
	switch direction {
	case "down":
		uy = 1
	case "up":
		uy = -1
	case "right":
		ux = 1
	case "left":
		ux = -1
	default:
		return res, fmt.Errorf("direction must be up, down, left or right, got %q", direction)
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ScrollResult) error {
		n := amount
		if n <= 0 {
			// The lock holder reads the viewport: SetViewport writes it.
			n = s.viewport.Height * 4 / 5
		}
		dx, dy := ux*n, uy*n
		v, err := p.Evaluate(scrollJS, []any{selector, dx, dy})
		if err != nil {
			return err
		}
		m, ok := v.(map[string]any)
		if !ok {
			return &TargetError{Err: ErrNotFound, What: fmt.Sprintf("selector %q (scroll container)", selector)}
		}
		res.ScrollX, res.ScrollY, res.MaxScroll = toInt(m["x"]), toInt(m["y"]), toInt(m["max"])
		res.AtEnd, _ = m["atEnd"].(bool)
		return nil
	})
	res.Outcome = out
	return res, err
}

func toInt(v any) int {
	switch n := v.(type) {
	case int:
		return n
	case float64:
		return int(n)
	case int64:
		return int(n)
	}
	return 0
}

// PressKey presses a key or chord (e.g. "Enter", "Control+A"), optionally
// focusing a selector first. check runs for Enter on a focused form field.
func (s *Session) PressKey(ctx context.Context, key, selector string, check Preflight) (ClickResult, error) {
	return s.PressKeyOn(ctx, key, Target{Selector: selector}, 1, check)
}

// MaxKeyRepeat is the most presses of one key in one act.
const MaxKeyRepeat = 100

// PressKeyOn presses key repeat times (a slider moved ten steps, a list
// walked down) on the element t names, focused first, or, for an empty
// t, wherever focus is. The act is judged once, for its key and target.
func (s *Session) PressKeyOn(ctx context.Context, key string, t Target, repeat int, check Preflight) (ClickResult, error) {
	if repeat < 1 || repeat > MaxKeyRepeat {
		return ClickResult{}, fmt.Errorf("repeat %d: expected 1 to %d presses", repeat, MaxKeyRepeat)
	}
	named := t != (Target{})
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ClickResult) error {
		if wantsChanges(ctx) {
			res.before = s.snapBefore(p)
		}
		if named {
			loc, r, err := s.locate(p, t, waitBudget(ctx))
			res.Target = r
			if err != nil {
				return err
			}
			if err := loc.Focus(); err != nil {
				return actionErr("focus", t.Describe(), err)
			}
		}
		// Judge where the key lands: a focus handler may have moved focus
		// off the named element, and without a selector it is wherever
		// focus is (through shadow roots and frames).
		act := Act{Kind: ActKey, Key: key, Target: res.Target}
		focused, ferr := focusedTarget(p)
		if ferr == nil {
			act.Focused = &focused
			if !named {
				res.Target = focused
			}
		}
		if check != nil {
			if err := check(res.Target); err != nil {
				return err
			}
		}
		if err := s.pass(ctx, act); err != nil {
			return err
		}
		if err := s.live(); err != nil {
			return err
		}
		for i := 0; i < repeat; i++ {
			if err := p.Keyboard().Press(key); err != nil {
				// third-party text: Playwright names a bad key only in words.
				if strings.Contains(err.Error(), "Unknown key") {
					return fmt.Errorf("unknown key %q: use names like Enter, Tab, Escape, ArrowDown, PageDown, or chords like Control+A", key)
				}
				return err
			}
		}
		s.settleAct(p, -1)
		return nil
	})
	before := res.before // read in fn, which Outcome does not carry
	res.Outcome = out
	res.Changes = s.afterAct(ctx, before, out, err)
	return res, err
}
