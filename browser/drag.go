package browser

import (
	"context"
	"fmt"
	"time"

	"github.com/accessagents/accessagents/schemas"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ActDrag drags one element onto another (or a point onto a point). The
// gate judges where it is dropped: dropping onto "Trash" deletes as surely
// as clicking it.
const ActDrag = schemas.ActDrag

// DragResult is what was dragged where, and what followed.
type DragResult struct {
	Outcome
	Source Resolved `json:"source"`
	Target Resolved `json:"target"`
}

// dragSteps is how many pointer moves carry the drag from source to
// target: libraries built on pointer events (SortableJS's fallback,
// dnd-kit) need intermediate moves to see a drag at all, and Chromium's
// HTML5 drag-and-drop needs them to fire dragenter/dragover.
const dragSteps = 12

// Drag presses the pointer on from, moves it in small steps onto to and
// releases it there: a person's drag, which HTML5 drag-and-drop and
// pointer-event libraries both understand.
func (s *Session) Drag(ctx context.Context, from, to Target) (DragResult, error) {
	for name, t := range map[string]Target{"from": from, "to": to} {
		if err := t.Validate(true); err != nil {
			return DragResult{}, fmt.Errorf("%s: %w", name, err)
		}
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *DragResult) error {
		if wantsChanges(ctx) {
			res.before = s.snapBefore(p)
		}
		timeout := playwright.Float(timeoutMs(ctx, s.m.cfg.ActionTimeout))
		src, err := s.dragPoint(p, from, &res.Source, timeout, waitBudget(ctx))
		if err != nil {
			return err
		}
		// The target's box is read after the source is in view: scrolling
		// the source moves it.
		dst, err := s.dragPoint(p, to, &res.Target, nil, waitBudget(ctx))
		if err != nil {
			return err
		}
		if err := s.pass(ctx, Act{Kind: ActDrag, Target: res.Source, Drop: &res.Target}); err != nil {
			return err
		}
		if err := s.live(); err != nil {
			return err
		}
		m := p.Mouse()
		if err := m.Move(src[0], src[1]); err != nil {
			return err
		}
		if err := m.Down(); err != nil {
			return err
		}
		// A small first move starts the drag (libraries wait for a few
		// pixels of travel), then the way to the target, then one more
		// move over it so its dragover/pointermove handlers run.
		steps := []struct {
			x, y float64
			n    int
		}{{src[0] + 6, src[1] + 6, 3}, {dst[0], dst[1], dragSteps}, {dst[0] + 1, dst[1] + 1, 2}}
		for _, st := range steps {
			if err := m.Move(st.x, st.y, playwright.MouseMoveOptions{Steps: playwright.Int(st.n)}); err != nil {
				_ = m.Up()
				return err
			}
		}
		if err := m.Up(); err != nil {
			return err
		}
		s.settleAct(p, -1)
		return nil
	})
	before := res.before // read in fn, which Outcome does not carry
	res.Outcome = out
	res.Changes = s.afterAct(ctx, before, out, err)
	return res, err
}

// dragPoint resolves one end of a drag to viewport coordinates (the centre
// of the element's box, scrolled into view when scroll is set) and
// describes it in r.
func (s *Session) dragPoint(p playwright.Page, t Target, r *Resolved, scroll *float64, wait time.Duration) ([2]float64, error) {
	if t.X != nil {
		*r = pointTarget(p, *t.X, *t.Y)
		return [2]float64{*t.X, *t.Y}, nil
	}
	loc, got, err := s.locate(p, t, wait)
	*r = got
	if err != nil {
		return [2]float64{}, err
	}
	if scroll != nil {
		if err := loc.ScrollIntoViewIfNeeded(playwright.LocatorScrollIntoViewIfNeededOptions{Timeout: scroll}); err != nil {
			return [2]float64{}, actionErr("drag", got.Selector, err)
		}
	}
	box, err := loc.BoundingBox()
	if err != nil || box == nil {
		return [2]float64{}, actionErr("drag", got.Selector, fmt.Errorf("the element has no box on screen"))
	}
	return [2]float64{box.X + box.Width/2, box.Y + box.Height/2}, nil
}
