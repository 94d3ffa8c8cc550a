package browser

import (
	"context"
	"errors"

	"github.com/accessagents/accessagents/schemas"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ActHover moves the pointer over an element: menus and row actions that
// appear only under the pointer. It commits nothing a person would confirm,
// but the gate still sees it, and what the page sends meanwhile is judged.
const ActHover = schemas.ActHover

// Hover moves the pointer onto the target (its centre, after scrolling it
// into view) or onto the x+y point, and leaves it there: what appears on
// hover stays visible for the next call.
func (s *Session) Hover(ctx context.Context, t Target) (ClickResult, error) {
	if err := t.Validate(true); err != nil {
		return ClickResult{}, err
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *ClickResult) error {
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
			if !inClosed {
				res.Target = pointTarget(p, *t.X, *t.Y)
			}
			if err := s.pass(ctx, Act{Kind: ActHover, Target: res.Target}); err != nil {
				return err
			}
			if err := s.live(); err != nil {
				return err
			}
			if err := p.Mouse().Move(res.Target.X, res.Target.Y, playwright.MouseMoveOptions{Steps: playwright.Int(5)}); err != nil {
				return err
			}
		} else {
			loc, r, err := s.locate(p, t, waitBudget(ctx))
			res.Target = r
			if err != nil {
				return err
			}
			if err := s.pass(ctx, Act{Kind: ActHover, Target: r}); err != nil {
				return err
			}
			if err := loc.Hover(playwright.LocatorHoverOptions{Trial: playwright.Bool(true), Timeout: timeout}); err != nil {
				return actionErr("hover", r.Selector, err)
			}
			if err := s.live(); err != nil {
				return err
			}
			if err := loc.Hover(playwright.LocatorHoverOptions{Timeout: timeout}); err != nil {
				if errors.Is(err, ErrAbandoned) {
					return err
				}
				return actionErr("hover", r.Selector, err)
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
