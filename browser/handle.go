package browser

import (
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// HandleOf pins the element a locator names. Element handles evaluate at
// once where Locator.Evaluate can stall on elements outside the rendered
// body (a <title>, say).
//
// It reads the elements that match now and does not wait for one to
// appear: callers have already resolved the element, and a wait bounded
// by a clock fails on a busy machine for an element that is there.
func HandleOf(loc playwright.Locator) (playwright.ElementHandle, error) {
	hs, err := loc.ElementHandles()
	if err != nil {
		return nil, err
	}
	switch len(hs) {
	case 0:
		return nil, ErrNotFound
	case 1:
		return hs[0], nil
	}
	for _, h := range hs {
		h.Dispose()
	}
	return nil, fmt.Errorf("%w: %d elements", ErrAmbiguous, len(hs))
}
