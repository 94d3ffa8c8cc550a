package checks

import _ "embed"

// The colour checks: form fields and controls whose boundary is too faint
// to find (1.4.11), and fields marked apart by colour alone (1.4.1, F81).
// Their page functions live in colour.js, on the colour helpers of
// evidence/colourlib.js (which the hover checks share).

//go:embed colour.js
var checksColourJS string

//go:embed colourstate.js
var checksColourStateJS string

// colourChecks lists the colour checks.
func colourChecks() []Check {
	return []Check{
		check("aa-field-contrast", "1.4.11", "21aa", "serious", "non-text-contrast", "A field's or a drawn check box's boundary must have 3:1 contrast against its background", false, false),
		check("aa-color-state", "1.4.1", "2a", "serious", "use-of-color", "The selected tab, current link or pressed button must be told apart by more than colour", false, false),
		check("aa-color-items", "1.4.1", "2a", "serious", "use-of-color", "List items, table rows and cells told apart by colour alone must say it in text too", false, false),
		check("aa-color-field", "1.4.1", "2a", "serious", "use-of-color", "Required or invalid fields must not be marked by colour alone", false, false),
	}
}
