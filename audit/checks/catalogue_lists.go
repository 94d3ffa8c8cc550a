package checks

import "github.com/accessagents/accessagents/audit/interactive"

// hoverChecks lists the checks that act with the pointer.
func hoverChecks() []Check {
	return []Check{
		check("aa-link-cue", "1.4.1", "2a", "serious", "use-of-color", "A link told from the text around it by colour alone must show another cue on hover and focus", true, false),
		check("aa-hover-content", "1.4.13", "21aa", "serious", "content-on-hover-or-focus", "Content shown on hover must stay while the pointer moves onto it and close with Escape", true, false),
		check("aa-hover-keyboard", "2.1.1", "2a", "serious", "keyboard", "Content shown on hover must also be shown to keyboard users", true, false),
	}
}

// statusChecks is 4.1.3's check.
func statusChecks() []Check {
	return []Check{
		check(interactive.StatusMessageID, "4.1.3", "21aa", "serious", "status-messages", "A message an act shows must reach screen readers without taking focus (role status or alert, aria-live)", true, false),
		check(interactive.TimeLimitID, "2.2.1", "2a", "serious", "timing-adjustable", "A time limit the page's script sets must be adjustable, or warned of with a way to extend it", true, false),
		check(interactive.PasteID, "3.3.8", "22aa", "serious", "accessible-authentication-minimum", "A password or code field must accept a paste", true, false),
		check(interactive.PointerDownID, "2.5.2", "21a", "serious", "pointer-cancellation", "A control must act on the click, not when the pointer is pressed down", true, false),
		check(interactive.ShortcutID, "2.1.4", "21a", "serious", "character-key-shortcuts", "A single character key must not act on the whole page unless it can be turned off or remapped", true, false),
		check(interactive.ScriptMotionID, "2.2.2", "2a", "serious", "pause-stop-hide", "Content a script moves or updates for over 5 seconds needs a pause, stop or hide control", true, false),
	}
}

// orderChecks are 1.3.2's and 2.4.3's order checks.
func orderChecks() []Check {
	return []Check{
		check("aa-visual-order", "1.3.2", "2a", "serious", "meaningful-sequence", "CSS must not show a sequence in another order than the document's", false, false),
		check(interactive.TabOrderID, "2.4.3", "2a", "serious", "focus-order", "A positive tabindex must not make the Tab order of a form contradict its layout", true, false),
	}
}
