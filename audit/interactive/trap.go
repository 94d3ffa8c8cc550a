package interactive

import (
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// documentedExit presses each key the page's visible text tells users to
// press to leave ("Press Ctrl+M to exit") and says whether focus left the
// cycle. 2.1.2 allows a trap whose way out is documented; one whose
// documented key does nothing is still a trap.
func documentedExit(p playwright.Page, left func() bool) bool {
	var keys []string
	if err := kbCall(p, "exitKeys", nil, &keys); err != nil {
		return false
	}
	for _, k := range keys {
		if p.Keyboard().Press(k) != nil {
			continue
		}
		// The key may leave at once, or switch Tab back to moving focus
		// (a code editor's "Ctrl+M: toggle Tab key moves focus").
		if left() || (p.Keyboard().Press("Tab") == nil && left()) {
			return true
		}
	}
	return false
}

// helpInCycle says whether a control the trap cycles through offers help
// ("How to go to the next element"): its instructions may only show once
// it is activated, which a Tab walk does not do, so a person must judge.
func helpInCycle(p playwright.Page, cycle []focusStep) bool {
	ids := make([]int, 0, len(cycle))
	for _, s := range cycle {
		ids = append(ids, s.ID)
	}
	var help bool
	if err := kbCall(p, "helpIn", ids, &help); err != nil {
		return true // cannot tell: do not accuse
	}
	return help
}
