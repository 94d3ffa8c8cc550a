package audit

import (
	"context"
	"fmt"

	"github.com/playwright-community/playwright-go"
)

// runExpensive runs one on-request check; the keyboard checks share one
// Tab walk per run.
func (e *Engine) runExpensive(ctx context.Context, p playwright.Page, id string, walk *keyWalk) (rawCheck, error) {
	if isKeyboardCheck(id) {
		if err := walk.run(ctx, p); err != nil {
			return rawCheck{}, err
		}
		return walk.result(id), nil
	}
	switch id {
	case "aa-reflow", "aa-text-resize", "aa-text-spacing":
		return layoutCheck(ctx, p, id)
	case "aa-reduced-motion":
		return reducedMotionCheck(ctx, p)
	case "aa-error-announce":
		return errorAnnounceCheck(ctx, p)
	}
	return rawCheck{}, fmt.Errorf("%w %q", ErrUnknownCheck, id)
}
