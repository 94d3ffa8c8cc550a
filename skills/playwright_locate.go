package skills

import (
	"encoding/json"
	"regexp"
	"strings"
)

// How an exported Playwright test finds a step's element, in the order
// Playwright's own codegen prefers: what a person perceives (role and
// accessible name, then a field's label), then a test id the developers
// put there for tests, then visible text, and a CSS/XPath selector last,
// because it breaks first when the markup changes.
const (
	ByRole   = "role+name"
	ByLabel  = "label"
	ByTestID = "test id"
	ByText   = "text"
	ByCSS    = "css"
	// ByDescription is a role and name read from a seed-style
	// target_description ("the 'New Project' button in the left sidebar").
	ByDescription = "description"
)

// ariaRoles are the roles getByRole accepts. A recorded role outside them
// (our role reader falls back to the tag name: "div", "li") is not used.
const ariaRoles = " alert alertdialog application article banner blockquote button caption cell checkbox code columnheader combobox " +
	"complementary contentinfo definition deletion dialog directory document emphasis feed figure form generic grid gridcell group " +
	"heading img insertion link list listbox listitem log main marquee math meter menu menubar menuitem menuitemcheckbox menuitemradio " +
	"navigation none note option paragraph presentation progressbar radio radiogroup region row rowgroup rowheader scrollbar search " +
	"searchbox separator slider spinbutton status strong subscript superscript switch tab table tablist tabpanel term textbox time " +
	"timer toolbar tooltip tree treegrid treeitem "

// namedRole reports whether getByRole(role, {name}) can find an element of
// role: an ARIA role that is not generic or presentational.
func namedRole(role string) bool {
	switch role {
	case "", "generic", "none", "presentation", "paragraph":
		return false
	}
	return strings.Contains(ariaRoles, " "+role+" ")
}

var (
	reTestID        = regexp.MustCompile(`^\[data-testid=(?:"([^"]+)"|'([^']+)'|([^\]"'\s]+))\]$`)
	reInternalRole  = regexp.MustCompile(`^internal:role=([a-z]+)\[name=("(?:[^"\\]|\\.)*")([si])\]$`)
	reInternalLabel = regexp.MustCompile(`^internal:label=("(?:[^"\\]|\\.)*")([si])$`)
	reInternalText  = regexp.MustCompile(`^internal:text=("(?:[^"\\]|\\.)*")([si])$`)
	reInternalTest  = regexp.MustCompile(`^internal:testid=\[data-testid=("(?:[^"\\]|\\.)*")s\]$`)
	reCSSStart      = regexp.MustCompile(`^[a-z][a-z0-9-]*([.#\[]|:[a-z-]+|\s*>\s*)`)
)

// locator is how one element is found: the strategy and the arguments the
// TypeScript call takes (texts may hold ${slots}).
type locator struct {
	by    string
	role  string
	text  string // the name, label, test id, text or selector
	exact bool
	place []string // keywords of a described place, to narrow several matches
}

// forField reports whether an act puts a value into a form control, whose
// label names it.
func forField(action string) bool {
	switch action {
	case "TYPE", "INPUT_TEXT", "SELECT", "UPLOAD", "UPLOAD_FILE":
		return true
	}
	return false
}

// chooseLocator picks the locator for a target: desc is its description,
// h what worked last time (may be nil).
func chooseLocator(desc string, h *Hints, action string) (locator, bool) {
	if h == nil {
		h = &Hints{}
	}
	desc = strings.TrimSpace(desc)
	// A recorded role and accessible name: what replay tries first after
	// the recorded selector, and what a person perceives.
	if namedRole(h.Role) && usableName(h.Name) {
		return locator{by: ByRole, role: h.Role, text: h.Name, exact: true}, true
	}
	if l, ok := fromPlaywrightSelector(h.Selector); ok {
		return l, true
	}
	r := readDescription(desc)
	if forField(action) {
		switch {
		case usableName(h.Name):
			return locator{by: ByLabel, text: h.Name, exact: true}, true
		case r.role != "" && r.name != "" && namedRole(r.role):
			return locator{by: ByDescription, role: r.role, text: r.name, exact: true, place: r.place}, true
		case desc != "" && !looksLikeSelector(desc):
			return locator{by: ByLabel, text: desc, exact: true}, true
		}
	}
	if m := reTestID.FindStringSubmatch(strings.TrimSpace(h.Selector)); m != nil {
		return locator{by: ByTestID, text: m[1] + m[2] + m[3]}, true
	}
	if r.role != "" && r.name != "" && namedRole(r.role) {
		return locator{by: ByDescription, role: r.role, text: r.name, exact: true, place: r.place}, true
	}
	plain := desc != "" && !looksLikeSelector(desc) && len(strings.Fields(desc)) <= 8
	switch {
	case plain || (desc != "" && h.Selector == "" && !looksLikeSelector(desc)):
		return locator{by: ByText, text: desc, exact: true}, true
	case h.Selector != "":
		return locator{by: ByCSS, text: h.Selector}, true
	case desc != "":
		return locator{by: ByCSS, text: desc}, true // the description is a selector
	}
	return locator{}, false
}

// usableName is an accessible name worth matching exactly: not empty and
// not cut short by our reader ("…").
func usableName(name string) bool {
	return strings.TrimSpace(name) != "" && !strings.HasSuffix(name, "…")
}

// looksLikeSelector tells a CSS/XPath/Playwright selector from words.
func looksLikeSelector(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" {
		return false
	}
	if strings.HasPrefix(s, "//") || strings.HasPrefix(s, "xpath=") || strings.HasPrefix(s, "css=") || strings.HasPrefix(s, "internal:") ||
		strings.Contains(s, " >> ") {
		return true
	}
	return strings.ContainsAny(s[:1], "#.[") || reCSSStart.MatchString(s)
}

// fromPlaywrightSelector reads back the selectors Playwright's own
// getBy* calls produce (the planner records a label as internal:label=…).
func fromPlaywrightSelector(sel string) (locator, bool) {
	sel = strings.TrimSpace(sel)
	unq := func(q string) string {
		var s string
		if err := json.Unmarshal([]byte(q), &s); err != nil {
			return ""
		}
		return s
	}
	if m := reInternalRole.FindStringSubmatch(sel); m != nil && namedRole(m[1]) && unq(m[2]) != "" {
		return locator{by: ByRole, role: m[1], text: unq(m[2]), exact: m[3] == "s"}, true
	}
	if m := reInternalLabel.FindStringSubmatch(sel); m != nil && unq(m[1]) != "" {
		return locator{by: ByLabel, text: unq(m[1]), exact: m[2] == "s"}, true
	}
	if m := reInternalTest.FindStringSubmatch(sel); m != nil && unq(m[1]) != "" {
		return locator{by: ByTestID, text: unq(m[1])}, true
	}
	if m := reInternalText.FindStringSubmatch(sel); m != nil && unq(m[1]) != "" {
		return locator{by: ByText, text: unq(m[1]), exact: m[2] == "s"}, true
	}
	return locator{}, false
}
