package browser

import (
	"fmt"
	"slices"
	"strings"
)

// How an act's changes are told to a model: in the structure's own line
// format, most telling first, capped.

// Text renders the changes for a model: one line per change, as the
// structure writes a control (ref, role, name, value, states), added ones
// under their landmark, capped at deltaLines with a count of the rest.
// After a navigation it is the new page's start. Empty when nothing
// changed.
func (c *Changes) Text() string {
	if c.Empty() {
		return ""
	}
	if c.Navigated {
		return navigatedText(c.Page)
	}
	// Text that appeared first: a toast, an error or a confirmation is what
	// the act was for, and must not be cut off by a long list of controls.
	var lines []string
	for _, t := range c.TextAdded {
		lines = append(lines, "+ text: "+quoteCut(t))
	}
	landmark := ""
	for _, e := range c.Added {
		if e.landmark != landmark && e.landmark != "" {
			lines = append(lines, "["+e.landmark+"]")
		}
		landmark = e.landmark
		lines = append(lines, "+ "+controlLine(e))
	}
	for _, ch := range c.Changed {
		lines = append(lines, "~ "+controlLine(ch.Now)+" (was "+wasOf(ch.Was, ch.Now)+")")
	}
	if len(c.Moved) > 0 {
		names := make([]string, len(c.Moved))
		for i, e := range c.Moved {
			names[i] = e.Ref + " " + e.Role + e.nameText()
		}
		lines = append(lines, "~ order now: "+strings.Join(names, ", "))
	}
	// A view replaced by another (another folder, another tab of a
	// panel): what went is one line, so what came is not cut off by it.
	gone := len(c.Removed) + len(c.TextRemoved)
	if gone > deltaLines/2 && len(c.Added)+len(c.TextAdded) >= 3 {
		// Its first words say which view (or which row of a list redrawn
		// whole) went.
		line := fmt.Sprintf("- %d controls and %d texts of the view before", len(c.Removed), len(c.TextRemoved))
		if n := min(2, len(c.TextRemoved)); n > 0 {
			words := make([]string, n)
			for i, t := range c.TextRemoved[:n] {
				words[i] = quoteCut(t)
			}
			line += ", from " + strings.Join(words, ", ")
		}
		lines = append(lines, line)
		gone = 0
	}
	for _, e := range c.Removed[:min(gone, len(c.Removed))] {
		lines = append(lines, "- "+strings.TrimPrefix(controlLine(e), e.Ref+" "))
	}
	if gone > 0 {
		for _, t := range c.TextRemoved {
			lines = append(lines, "- text: "+quoteCut(t))
		}
	}
	more := 0
	if len(lines) > deltaLines {
		cut := lines[deltaLines:]
		lines = lines[:deltaLines]
		// Controls that appeared past the cap are named on one line: a
		// dialog's "Move here" after its list of folders is what the act
		// was for (a model spent a call to find it).
		var also []string
		size := 0
		for _, l := range cut {
			if c, ok := strings.CutPrefix(l, "+ "); ok && !strings.HasPrefix(c, "text: ") && size+len(c) < deltaMoreChars {
				also = append(also, c)
				size += len(c) + 2
				continue
			}
			more++
		}
		if len(also) > 0 {
			lines = append(lines, "+ also: "+strings.Join(also, "; "))
		}
	}
	out := "changed:\n" + strings.Join(lines, "\n")
	if more > 0 {
		out += fmt.Sprintf("\n… %d more changes; browser_page_structure shows the whole page", more)
	}
	return out
}

// deltaMoreChars bounds the one line that names controls past the cap.
const deltaMoreChars = 400

// navigatedText is a new page's first lines: its structure, capped.
func navigatedText(st *Structure) string {
	if st == nil {
		return ""
	}
	// The outcome's page line already names the page and its address.
	lines := strings.Split(strings.TrimRight(st.Compact(), "\n"), "\n")
	if len(lines) > 2 && strings.HasPrefix(lines[0], "page: ") && strings.HasPrefix(lines[1], "url: ") {
		lines = lines[2:]
	}
	const max = deltaLines * 2
	if len(lines) <= max {
		return "new page:\n" + strings.Join(lines, "\n")
	}
	return "new page:\n" + strings.Join(lines[:max], "\n") + fmt.Sprintf("\n… %d more lines; browser_page_structure shows the whole page", len(lines)-max)
}

// controlLine writes one control as Compact does.
func controlLine(e Element) string {
	return e.Ref + " " + e.Role + e.nameText() + e.stateText()
}

// wasOf says what a changed control was: its old value and states.
func wasOf(was, now Element) string {
	var parts []string
	if was.Value != now.Value {
		parts = append(parts, fmt.Sprintf("value=%q", was.Value))
	}
	if !slices.Equal(was.States, now.States) {
		if len(was.States) == 0 {
			parts = append(parts, "no state")
		} else {
			parts = append(parts, "["+strings.Join(was.States, ",")+"]")
		}
	}
	return strings.Join(parts, " ")
}

// quoteCut quotes a text segment, cut to deltaText characters.
func quoteCut(s string) string {
	r := []rune(s)
	if len(r) > deltaText {
		s = string(r[:deltaText-1]) + "…"
	}
	return fmt.Sprintf("%q", s)
}
