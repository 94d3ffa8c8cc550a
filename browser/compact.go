package browser

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/accessagents/accessagents/guard"
)

// Compact renders the structure as the model reads it: one short line per
// element (ref, role, accessible name, states, value), under the landmarks
// and headings that give it context. Selectors and boxes are left out: a ref
// resolves to its element on the server, so they would only cost tokens
// (Detailed has them). A nameless element shows its selector instead, so it
// can still be told apart. Example:
//
//	[navigation "Main"]
//	## Products
//	e3k9 button "Add to cart" [disabled]
func (st Structure) Compact() string { return st.render(false) }

// Detailed is Compact with each element's selector and box
// (@x,y,wxh in viewport pixels).
func (st Structure) Detailed() string { return st.render(true) }

func (st Structure) render(detail bool) string {
	var b strings.Builder
	fmt.Fprintf(&b, "page: %s\nurl: %s\n", st.Title, st.URL)
	fmt.Fprintf(&b, "interactive elements (%d", len(st.Elements))
	if st.Truncated {
		fmt.Fprintf(&b, " of %d; raise max_elements or use viewport_only", st.Total)
	}
	b.WriteString("), by ref:\n")
	landmark := ""
	enter := func(lm string) {
		if lm != landmark {
			landmark = lm
			if lm != "" {
				fmt.Fprintf(&b, "[%s]\n", lm)
			}
		}
	}
	// heading prints a heading line unless the landmark line just printed
	// carries the same words (a region labelled by its heading).
	heading := func(hd Heading) {
		before := landmark
		enter(hd.Landmark)
		if before != landmark && strings.HasSuffix(landmark, strconv.Quote(hd.Text)) {
			return
		}
		fmt.Fprintf(&b, "%s %s\n", strings.Repeat("#", hd.Level), hd.Text)
	}
	h := 0
	for i, e := range st.Elements {
		for ; h < len(st.Headings) && st.Headings[h].At <= i; h++ {
			hd := st.Headings[h]
			// A heading that only repeats the name of the element it holds
			// (a card's title link, a disclosure button) says nothing new.
			if hd.At == i && sameWords(hd.Text, e.Name) {
				continue
			}
			heading(hd)
		}
		enter(e.landmark)
		b.WriteString(e.Ref)
		b.WriteByte(' ')
		b.WriteString(e.Role)
		b.WriteString(e.nameText())
		if e.Name == "" && e.Derived == "" && !detail && e.Selector != "" {
			fmt.Fprintf(&b, " sel=%s", guard.Truncate(e.Selector, 60))
		}
		if detail {
			fmt.Fprintf(&b, " %s @%d,%d,%dx%d", e.Selector, e.Box[0], e.Box[1], e.Box[2], e.Box[3])
		}
		b.WriteString(e.stateText())
		b.WriteByte('\n')
	}
	if !st.Truncated {
		for ; h < len(st.Headings); h++ {
			heading(st.Headings[h])
		}
	}
	if st.Text != "" {
		b.WriteString("text: ")
		b.WriteString(st.Text)
		b.WriteByte('\n')
	}
	if st.Around != "" {
		b.WriteString("text around main: ")
		b.WriteString(st.Around)
		b.WriteByte('\n')
	}
	return b.String()
}

// nameText is how a line names its element: the accessible name, or, for
// an element without one, a derived name marked as such and where it
// comes from (`(no name; icon "trash")`).
func (e Element) nameText() string {
	switch {
	case e.Name != "":
		return fmt.Sprintf(" %q", e.Name)
	case e.Derived != "":
		what := "no name"
		if isField(e.Role) {
			what = "no label"
		}
		return fmt.Sprintf(" (%s; %s %q)", what, e.DerivedFrom, e.Derived)
	}
	return ""
}

// stateText is what follows the name: value, states and the row's text.
func (e Element) stateText() string {
	var b strings.Builder
	if e.InputType != "" {
		fmt.Fprintf(&b, " type=%s", e.InputType)
	}
	if e.Value != "" {
		fmt.Fprintf(&b, " value=%q", e.Value)
	}
	if e.Range != "" {
		fmt.Fprintf(&b, " range=%s", e.Range)
	}
	if e.Options != "" {
		fmt.Fprintf(&b, " options=[%s]", e.Options)
	}
	if len(e.States) > 0 {
		fmt.Fprintf(&b, " [%s]", strings.Join(e.States, ","))
	}
	if e.Row != "" {
		fmt.Fprintf(&b, " [row: %s]", e.Row)
	}
	return b.String()
}

// sameWords reports whether a heading and a name are one text, either of
// them cut short ("Getting LEAN with…" over the link "Getting LEAN with
// Digital Ad UX").
func sameWords(heading, name string) bool {
	if heading == name {
		return true
	}
	const more = "\u2026"
	if h, cut := strings.CutSuffix(heading, more); cut && strings.HasPrefix(name, h) {
		return true
	}
	n, cut := strings.CutSuffix(name, more)
	return cut && strings.HasPrefix(heading, n)
}
