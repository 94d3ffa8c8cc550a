package interactive

import (
	"context"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
)

// RunExpensive runs one on-request check; the keyboard checks share one
// Tab walk per run. A walk made with a scope (verifying one element) also
// scopes the change-of-context checks to that element. On a page with no
// HTML content it finds nothing.
func RunExpensive(ctx context.Context, kit *evidence.Kit, p playwright.Page, id string, walk *KeyWalk) (finding.RawCheck, error) {
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
	case ErrorSuggestionID:
		return errorSuggestionCheck(ctx, p)
	case OrientationID:
		return orientationCheck(ctx, p)
	case "aa-image-text":
		return imageTextCheck(ctx, kit, p)
	case "aa-image-label-in-name":
		return imageLabelCheck(ctx, kit, p)
	case "aa-on-focus":
		return onFocusCheck(ctx, p, walk.scope)
	case "aa-on-input":
		return onInputCheck(ctx, p, walk.scope)
	case "aa-link-cue":
		return linkCueCheck(ctx, kit, p)
	case StatusMessageID:
		return statusCheck(ctx, p)
	case ScriptMotionID:
		return scriptMotionCheck(ctx, p)
	case TimeLimitID:
		return timeLimitCheck(ctx, p)
	case PasteID:
		return pasteCheck(ctx, p)
	case PointerDownID:
		return pointerDownCheck(ctx, p)
	case ShortcutID:
		return shortcutCheck(ctx, p)
	case "aa-hover-content", "aa-hover-keyboard":
		return hoverContentCheck(ctx, kit, p, id)
	}
	return finding.RawCheck{}, fmt.Errorf("%w %q", finding.ErrUnknownCheck, id)
}
