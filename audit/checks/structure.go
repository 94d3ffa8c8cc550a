package checks

import _ "embed"

// The structure checks: form grouping and labels, data tables, markup
// validity and leftovers of presentational HTML, headings and frames.
// Their page code is forms.js and structure.js, each one
// block that adds its checks to CHEAP.

//go:embed forms.js
var checksFormsJS string

//go:embed structure.js
var checksStructureJS string

//go:embed roles.js
var checksRolesJS string

func structureChecks() []Check {
	return []Check{
		check("aa-radio-group", "1.3.1", "2a", "serious", "info-and-relationships", "Radio buttons that answer one question must be grouped and the group named (fieldset and legend)", false, false),
		check("aa-placeholder-label", "3.3.2", "2a", "serious", "labels-or-instructions", "A field needs a label that stays visible; a placeholder is not one", false, false),
		check("aa-no-visible-label", "3.3.2", "2a", "serious", "labels-or-instructions", "A field needs a visible label or instruction", false, false),
		check("aa-label-for", "1.3.1", "2a", "serious", "info-and-relationships", "Each label must be tied to its own field", false, false),
		check("aa-hint-unlinked", "1.3.1", "2a", "moderate", "info-and-relationships", "Hints and error messages next to a field should be tied to it with aria-describedby", false, true),
		check("aa-control-role", "4.1.2", "2a", "serious", "name-role-value", "An element script makes a control must have a role (button, checkbox, link)", false, false),
		check("aa-table-headers", "1.3.1", "2a", "serious", "info-and-relationships", "Data tables must mark their header cells", false, false),
		check("aa-duplicate-id", "4.1.1", "2a", "minor", "parsing", "id values must be unique", false, false),
		check(ParsingID, "4.1.1", "2a", "minor", "parsing", "Markup must parse cleanly: elements closed, in order, and where they belong; no attribute twice", false, false),
		check("aa-text-list", "1.3.1", "2a", "moderate", "info-and-relationships", "Lists should be marked up as lists", false, true),
		check("aa-heading-text", "2.4.6", "2aa", "moderate", "headings-and-labels", "Headings must describe their topic", false, false),
		practice("aa-fieldset-legend", "1.3.1", "moderate", "info-and-relationships", "A fieldset should have a legend that names the group"),
		practice("aa-label-duplicate", "1.3.1", "minor", "info-and-relationships", "A label should point at one field that has no other label"),
		practice("aa-table-structure", "1.3.1", "minor", "info-and-relationships", "Data tables should be simple: a caption, no nested tables, data cells besides headers"),
		practice("aa-obsolete-markup", "1.3.1", "minor", "info-and-relationships", "Use CSS, not obsolete presentational elements and attributes"),
		practice("aa-spacer", "1.3.1", "minor", "info-and-relationships", "Use CSS for spacing, not empty paragraphs or spacer images"),
		practice("aa-frame-title", "4.1.2", "moderate", "name-role-value", "A frame's title should say what the frame holds"),
	}
}
