package interactive

import (
	"context"
	"fmt"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// RunExpensive runs one on-request check; the keyboard checks share one
// Tab walk per run. On a page with no HTML content it finds nothing.
func RunExpensive(ctx context.Context, e *evidence.Kit, p playwright.Page, id string, walk *KeyWalk) (finding.RawCheck, error) {
	if ok, err := isHTMLDoc(p); err != nil || !ok {
		return finding.RawCheck{ID: id}, err // no HTML content: nothing applies
	}
	if isKeyboardCheck(id) {
		if err := walk.run(ctx, p); err != nil {
			return finding.RawCheck{}, err
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
	case "aa-image-text":
		return imageTextCheck(ctx, e, p)
	case "aa-on-focus":
		return onFocusCheck(ctx, p)
	case "aa-on-input":
		return onInputCheck(ctx, p)
	case "aa-link-cue":
		return linkCueCheck(ctx, e, p)
	case "aa-hover-content", "aa-hover-keyboard":
		return hoverContentCheck(ctx, e, p, id)
	}
	return finding.RawCheck{}, fmt.Errorf("%w %q", finding.ErrUnknownCheck, id)
}
