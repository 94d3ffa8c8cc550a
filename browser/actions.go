package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ClickResult is what a click hit and what followed.
type ClickResult struct {
	Outcome
	Target  Resolved `json:"target"`
	NewTabs int      `json:"new_tabs,omitempty"`
}

// Preflight lets a caller (the guard) inspect the resolved target before the
// action happens; returning an error cancels the action.
type Preflight func(Resolved) error

// Click clicks the target.
func (s *Session) Click(ctx context.Context, t Target, check Preflight) (ClickResult, error) {
	if err := t.Validate(true); err != nil {
		return ClickResult{}, err
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ClickResult) error {
		before := s.tabCount()
		if wantsChanges(ctx) {
			res.before = s.snapBefore(p)
		}
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		closed, inClosed, err := s.closedTarget(p, t)
		if inClosed {
			res.Target = closed
			if err != nil {
				return err
			}
		}
		if t.X != nil || inClosed {
			// A point, or a control in a closed shadow root: the mouse at
			// its checked centre (no locator reaches inside a closed root).
			if !inClosed {
				res.Target = pointTarget(p, *t.X, *t.Y)
			}
			if check != nil {
				if err := check(res.Target); err != nil {
					return err
				}
			}
			if err := s.pass(ctx, Act{Kind: ActClick, Target: res.Target}); err != nil {
				return err
			}
			if err := s.live(); err != nil {
				return err
			}
			if err := p.Mouse().Click(res.Target.X, res.Target.Y); err != nil {
				return err
			}
		} else {
			loc, r, err := s.locate(p, t, waitBudget(ctx))
			res.Target = r
			if err != nil {
				return err
			}
			if check != nil {
				if err := check(r); err != nil {
					return err
				}
			}
			if err := s.pass(ctx, Act{Kind: ActClick, Target: r}); err != nil {
				return err
			}
			if err := s.clickFenced(loc, timeout); err != nil {
				if errors.Is(err, ErrAbandoned) {
					return err
				}
				return actionErr("click", r.Selector, err)
			}
		}
		s.settleAct(p, before)
		res.NewTabs = s.tabCount() - before
		return nil
	})
	before := res.before // read in fn, which Outcome does not carry
	res.Outcome = out
	res.Changes = s.afterAct(ctx, before, out, err)
	if res.NewTabs > 0 {
		res.Notices = append(res.Notices, fmt.Sprintf("the click opened %d new tab(s); see browser_tabs", res.NewTabs))
	}
	return res, err
}

// pointJS describes the element under a viewport point (the innermost
// actionable one), or the focused element when no point is given.
var pointJS = "(pt) => {\n" + pageLibJS + `
  let el = pt ? document.elementFromPoint(pt[0], pt[1]) : document.activeElement;
  // What the click really hits: inside open shadow roots and same-origin
  // frames; a cross-origin frame cannot be read (opaque).
  let x = pt ? pt[0] : 0, y = pt ? pt[1] : 0;
  for (let i = 0; pt && el && i < 20; i++) {
    if (el.shadowRoot) { const inner = el.shadowRoot.elementFromPoint(x, y); if (inner && inner !== el) { el = inner; continue; } }
    if (el.localName === 'iframe' || el.localName === 'frame') {
      let d = null; try { d = el.contentDocument; } catch (e) { d = null; }
      if (!d) return { opaque: true, role: 'iframe', name: el.title || '', html: el.outerHTML.slice(0, 300), guard: null };
      const r = el.getBoundingClientRect(); x -= r.left + el.clientLeft; y -= r.top + el.clientTop;
      const inner = d.elementFromPoint(x, y); if (inner) { el = inner; continue; }
    }
    break;
  }
  if (!el || el === document.body) return pt ? null : { role: '', name: '', html: '', guard: null };
  for (let a = el; a; a = a.parentElement) { if (interactive(a)) { el = a; break; } }
  return { role: implicitRole(el), name: accName(el), html: el.outerHTML.slice(0, 300), guard: guardInfo(el) };
}`

// pointTarget describes the element at (x,y); focusedTarget the focused one.
func pointTarget(p playwright.Page, x, y float64) Resolved {
	r := Resolved{X: x, Y: y}
	describeTarget(p, []float64{x, y}, &r)
	return r
}

func describeTarget(p playwright.Page, pt []float64, r *Resolved) {
	var arg any
	if pt != nil {
		arg = pt
	}
	var info struct {
		Role   string       `json:"role"`
		Name   string       `json:"name"`
		HTML   string       `json:"html"`
		Guard  *ElementInfo `json:"guard"`
		Opaque bool         `json:"opaque"`
	}
	v, err := p.Evaluate(pointJS, arg)
	if err != nil || v == nil {
		return
	}
	b, _ := json.Marshal(v)
	if json.Unmarshal(b, &info) == nil {
		r.Role, r.Name, r.HTML, r.Guard, r.Opaque = info.Role, info.Name, info.HTML, info.Guard, info.Opaque
	}
}

// settle gives the page a short moment for the click's immediate effects
// (a new tab, a re-render) without waiting on the network.
func settle(p playwright.Page) {
	_ = p.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateDomcontentloaded,
		Timeout: playwright.Float(2000)})
	time.Sleep(50 * time.Millisecond)
}

// waitBudget is how long to wait for a missing/hidden target to appear.
func waitBudget(ctx context.Context) time.Duration {
	d := 1500 * time.Millisecond
	if dl, ok := ctx.Deadline(); ok && time.Until(dl)/3 < d {
		d = time.Until(dl) / 3
	}
	return d
}

func actionErr(verb, sel string, err error) error {
	if isTimeout(err) {
		return fmt.Errorf("%w: %s on %s did not complete: %s", ErrTimeout, verb, sel, FirstLine(err.Error()))
	}
	// third-party text: Playwright's, when fill meets an element that is not a field
	if strings.Contains(err.Error(), "is not an <input>, <textarea>") {
		return fmt.Errorf("%s on %s: it is not a field and takes no typing; if clicking it opens an editor (a click-to-edit title), click it and type into the field that appears", verb, sel)
	}
	return fmt.Errorf("%s on %s: %s", verb, sel, FirstLine(err.Error()))
}

// TypeOptions for Type.
type TypeOptions struct {
	Clear  bool
	Submit bool
	// Fill, if set, turns text into what is typed, given the URL of the
	// frame the field belongs to (secrets bound to origins), as Chromium's
	// frame tree reports it — never as page script says (window.origin and
	// DOM getters can be overridden by the page). It runs inside the
	// action, on the very element then typed into; an error refuses the
	// typing before a key is sent. frameURL is "" for coordinates, whose
	// frame cannot be verified.
	Fill func(frameURL, text string) (string, error)
}

// refusedFill carries TypeOptions.Fill's refusal out unchanged.
type refusedFill struct{ err error }

func (r *refusedFill) Error() string { return r.err.Error() }

// typeChecked asks o.Fill with the URL of the element's own frame and
// types into that same element (a handle, not a re-resolved locator), so a
// frame that navigates in between cannot receive the text: the handle dies
// with its document.
func (s *Session) typeChecked(loc playwright.Locator, kb playwright.Keyboard, text string, o TypeOptions, timeout *float64) error {
	h, err := loc.ElementHandle(playwright.LocatorElementHandleOptions{Timeout: timeout})
	if err != nil {
		return err
	}
	defer h.Dispose()
	frame, err := h.OwnerFrame()
	if err != nil || frame == nil {
		return fmt.Errorf("cannot tell which frame the field is in: %v", err)
	}
	filled, err := o.Fill(frame.URL(), text)
	if err != nil {
		return &refusedFill{err}
	}
	if err := s.live(); err != nil {
		return &refusedFill{err}
	}
	if o.Clear {
		return h.Fill(filled, playwright.ElementHandleFillOptions{Timeout: timeout})
	}
	if err := h.Focus(); err != nil {
		return err
	}
	_ = kb.Press("End")
	return kb.InsertText(filled)
}

// clickFenced waits until the target is actionable with a trial click
// (no click), then clicks only if the caller is still waiting: a click
// whose caller gave up (cancel, dialog) while it waited can never land.
func (s *Session) clickFenced(loc playwright.Locator, timeout *float64) error {
	if err := loc.Click(playwright.LocatorClickOptions{Trial: playwright.Bool(true), Timeout: timeout}); err != nil {
		return err
	}
	if err := s.live(); err != nil {
		return err
	}
	return loc.Click(playwright.LocatorClickOptions{Timeout: timeout})
}

// Type enters text into the target field, optionally replacing its content
// and pressing Enter afterwards.
func (s *Session) Type(ctx context.Context, t Target, text string, o TypeOptions, check Preflight) (ClickResult, error) {
	if err := t.Validate(true); err != nil {
		return ClickResult{}, err
	}
	// A line break in the text can submit as Enter does.
	submits := o.Submit || strings.ContainsAny(text, "\r\n")
	// Only text that names a ${SECRET} goes the secrets' way: checked in
	// its own frame, never told back, never converted as a date.
	secret := o.Fill != nil && strings.Contains(text, "${")
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ClickResult) error {
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		kb := p.Keyboard()
		if !secret && wantsChanges(ctx) {
			res.before = s.snapBefore(p)
		}
		closed, inClosed, err := s.closedTarget(p, t)
		if inClosed {
			res.Target = closed
			if err != nil {
				return err
			}
		}
		if t.X != nil || inClosed {
			// A closed-root field is clicked at its checked centre, then
			// typed into as a point is: its frame is not verified, so a
			// secret bound to an origin is refused there.
			if !inClosed {
				res.Target = pointTarget(p, *t.X, *t.Y)
			}
			if o.Submit && check != nil {
				if err := check(res.Target); err != nil {
					return err
				}
			}
			if err := s.pass(ctx, Act{Kind: ActType, Target: res.Target, Submit: submits}); err != nil {
				return err
			}
			if o.Fill != nil {
				filled, err := o.Fill("", text)
				if err != nil {
					return err
				}
				text = filled
			}
			if err := s.live(); err != nil {
				return err
			}
			if err := p.Mouse().Click(res.Target.X, res.Target.Y); err != nil {
				return err
			}
			if o.Clear {
				if err := kb.Press("ControlOrMeta+A"); err != nil {
					return err
				}
				if err := kb.Press("Delete"); err != nil {
					return err
				}
			}
			if err := kb.InsertText(text); err != nil {
				return err
			}
		} else {
			loc, r, err := s.locate(p, t, waitBudget(ctx))
			res.Target = r
			if err != nil {
				return err
			}
			// A date or time field takes its own wire format.
			dateField := false
			if !secret {
				if text, dateField, err = dateInput(loc, text); err != nil {
					return err
				}
			}
			if o.Submit && check != nil {
				if err := check(r); err != nil {
					return err
				}
			}
			if err := s.pass(ctx, Act{Kind: ActType, Target: r, Submit: submits}); err != nil {
				return err
			}
			if err := s.live(); err != nil {
				return err
			}
			if o.Fill != nil && !dateField {
				err = s.typeChecked(loc, kb, text, o, timeout)
			} else if o.Clear || dateField {
				// A date field holds one value: typing adds to nothing.
				err = loc.Fill(text, playwright.LocatorFillOptions{Timeout: timeout})
			} else {
				err = loc.Focus(playwright.LocatorFocusOptions{Timeout: timeout})
				if err == nil {
					_ = kb.Press("End")
					err = kb.InsertText(text)
				}
			}
			var refused *refusedFill
			if errors.As(err, &refused) {
				return refused.err
			}
			if err != nil {
				return actionErr("type", r.Selector, err)
			}
		}
		if o.Submit {
			if err := s.live(); err != nil {
				return err
			}
			if err := kb.Press("Enter"); err != nil {
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

// IsTargetError reports whether err carries candidates.
func IsTargetError(err error) (*TargetError, bool) {
	var te *TargetError
	ok := errors.As(err, &te)
	return te, ok
}

// SetViewport resizes the current tab to a named viewport.
func (s *Session) SetViewport(ctx context.Context, name string) error {
	vp, ok := ViewportByName(name)
	if !ok {
		return fmt.Errorf("unknown viewport %q (desktop or mobile)", name)
	}
	_, err := s.do(ctx, func(p playwright.Page) error {
		if err := s.live(); err != nil {
			return err
		}
		if err := p.SetViewportSize(vp.Width, vp.Height); err != nil {
			return err
		}
		s.viewport = vp
		return nil
	})
	return err
}
