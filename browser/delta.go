package browser

// What an act changed, told in the structure's own terms, so an agent
// needs no structure call after most acts: the controls that appeared (a
// menu, a dialog's buttons, new list items), the ones that went, the
// states and values that changed, the text that appeared or went (a toast,
// an error, a count), or the page it navigated to.

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// deltaMax is how many controls a delta reads, as a structure call does by
// default; deltaLines caps what it tells.
const (
	deltaMax   = 300
	deltaLines = 16
	deltaText  = 100
)

// Before an act's changes are read: a page that shows no change within
// domFirst is taken as settled (most renders have happened by the time the
// act's call ends); one that changes must then be still for domQuiet;
// domQuietMax bounds the wait on a page that never stops (a clock).
const (
	domFirst    = 20 * time.Millisecond
	domQuiet    = 50 * time.Millisecond
	domQuietMax = 500 * time.Millisecond
)

// domQuietJS resolves once no mutation has happened for first ms (none
// at all) or quiet ms (after the last one), or after max ms.
const domQuietJS = `([first, quiet, max]) => new Promise((done) => {
  let timer;
  const end = () => { obs.disconnect(); clearTimeout(timer); clearTimeout(cap); done(); };
  const obs = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(end, quiet); });
  obs.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  timer = setTimeout(end, first);
  const cap = setTimeout(end, max);
})`

// Changes is what an act changed in its tab.
type Changes struct {
	// Navigated: the act loaded another document; Page is its start.
	Navigated bool
	Page      *Structure
	Added     []Element
	Removed   []Element
	Changed   []Change
	// Moved is the stretch of controls whose order changed (a drag in a
	// sortable list), in their new order.
	Moved []Element
	// TextAdded and TextRemoved are visible text segments, not a control's
	// name, that appeared or went.
	TextAdded, TextRemoved []string
}

// Change is one control whose state or value changed.
type Change struct{ Was, Now Element }

// Empty says nothing changed that the structure shows.
func (c *Changes) Empty() bool {
	return c == nil || (!c.Navigated && len(c.Added)+len(c.Removed)+len(c.Changed)+len(c.Moved)+len(c.TextAdded)+len(c.TextRemoved) == 0)
}

// noChangesKey marks a context whose acts need not say what they changed.
type noChangesKey struct{}

// WithoutChanges is ctx for acts whose caller reads no changes (a skill's
// replay acts through the tools and reads only success): they skip the
// reads before and after.
func WithoutChanges(ctx context.Context) context.Context {
	return context.WithValue(ctx, noChangesKey{}, true)
}

// wantsChanges says whether ctx's acts tell what they changed.
func wantsChanges(ctx context.Context) bool { return ctx.Value(noChangesKey{}) == nil }

// beforeAct is the page as an act found it.
type beforeAct struct {
	st  Structure
	gen int64
	ok  bool
}

// snapBefore reads the page before an act; a page that cannot be read
// (a dialog is open) gives no delta, not an error.
func (s *Session) snapBefore(p playwright.Page) beforeAct {
	if s.noChanges {
		return beforeAct{}
	}
	gen := s.navGen(p)
	st, err := scanStructure(p, StructureOptions{MaxElements: deltaMax, parts: true, lean: true, refStart: s.refNext})
	return beforeAct{st: st, gen: gen, ok: err == nil}
}

// afterAct reads what an act changed, once the act's call has ended: the
// call waits for the requests the act started to be judged and answered,
// so a save's toast, which comes with its response, is seen. An act that
// failed, or left a dialog open, tells nothing.
func (s *Session) afterAct(ctx context.Context, b beforeAct, out Outcome, err error) *Changes {
	if err != nil || !b.ok || out.Dialog != nil {
		return nil
	}
	c, _, rerr := into(func(f func(playwright.Page) error) (Outcome, error) { return s.readAfter(ctx, f) },
		func(p playwright.Page, c **Changes) error {
			*c = s.changesSince(p, b)
			return nil
		})
	if rerr != nil {
		return nil
	}
	return c
}

// changesSince reads the page after an act and says what changed. Its
// refs become the tab's refs, so every control it names can be used next.
func (s *Session) changesSince(p playwright.Page, b beforeAct) *Changes {
	if !b.ok || s.PendingDialog() != nil {
		return nil
	}
	// A render the response schedules (a timer, an animation frame) comes
	// a moment later: wait until the page's DOM has been still for
	// domQuiet, at most domQuietMax.
	// The page owns MutationObserver and its timers and could stall the
	// promise: the wait is bounded here too.
	quiet := make(chan struct{})
	go func() {
		_, _ = p.Evaluate(domQuietJS, []float64{float64(domFirst.Milliseconds()), float64(domQuiet.Milliseconds()), float64(domQuietMax.Milliseconds())})
		close(quiet)
	}()
	select {
	case <-quiet:
	case <-time.After(domQuietMax + 250*time.Millisecond):
	}
	gen := s.navGen(p)
	after, err := scanStructure(p, StructureOptions{MaxElements: deltaMax, parts: true, lean: true, refStart: s.refNext})
	if err != nil || s.live() != nil {
		return nil
	}
	s.setRefs(p, gen, p.URL(), after.Elements)
	if gen != b.gen {
		return &Changes{Navigated: true, Page: &after}
	}
	return diffStructures(b.st, after)
}

// elementKey identifies a control across two reads of one document: its
// number in the page's ref registry, else its selector.
func elementKey(e Element) string {
	if e.rid != 0 {
		return "#" + strconv.FormatInt(e.rid, 10)
	}
	return e.Selector
}

// sameControl says whether two reads show one control the same way.
func sameControl(a, b Element) bool {
	return a.Role == b.Role && a.Name == b.Name && a.Value == b.Value && slices.Equal(a.States, b.States)
}

// diffStructures compares two reads of one document. A control matched by
// selector whose role and name held but whose states or value moved is a
// change; the rest are added or removed, except controls that only moved
// (the same role and name on both sides), which are not news.
func diffStructures(before, after Structure) *Changes {
	c := &Changes{}
	was := make(map[string]Element, len(before.Elements))
	for _, e := range before.Elements {
		was[elementKey(e)] = e
	}
	seen := make(map[string]bool, len(after.Elements))
	var added []Element
	for _, e := range after.Elements {
		k := elementKey(e)
		seen[k] = true
		old, ok := was[k]
		switch {
		case !ok || old.Role != e.Role || old.Name != e.Name:
			added = append(added, e)
			if ok {
				seen[k] = false // its old self is gone
			}
		case !sameControl(old, e):
			c.Changed = append(c.Changed, Change{Was: old, Now: e})
		}
	}
	var removed []Element
	for _, e := range before.Elements {
		if !seen[elementKey(e)] {
			removed = append(removed, e)
		}
	}
	// A control that only moved (a list re-sorted, an item inserted above
	// it) shows on both sides with the same role and name: not news.
	key := sameKey
	moved := map[string]int{}
	for _, e := range removed {
		moved[key(e)]++
	}
	for _, e := range added {
		if moved[key(e)] > 0 {
			moved[key(e)]--
			continue
		}
		c.Added = append(c.Added, e)
	}
	paired := map[string]int{}
	for _, e := range added {
		paired[key(e)]++
	}
	for _, e := range removed {
		if paired[key(e)] > 0 {
			paired[key(e)]--
			continue
		}
		c.Removed = append(c.Removed, e)
	}
	c.Moved = reordered(before.Elements, after.Elements)
	c.TextAdded, c.TextRemoved = textDelta(before.parts, after.parts, before.Elements, after.Elements)
	return c
}

// sameKey is what makes two controls the same to a person: role, name
// (or derived name) and the row they sit in. A re-rendered node with the
// same key is the same control, moved or redrawn.
func sameKey(e Element) string {
	return e.Role + "\x00" + e.Name + "\x00" + e.Derived + "\x00" + e.Row
}

// textDelta is the text segments that appeared and went, leaving out the
// ones that are a control's name (the controls' lines carry those).
func textDelta(before, after []string, bEls, aEls []Element) (added, removed []string) {
	names := map[string]bool{}
	for _, e := range append(slices.Clone(bEls), aEls...) {
		names[e.Name] = true
	}
	count := func(parts []string) map[string]int {
		m := map[string]int{}
		for _, p := range parts {
			m[p]++
		}
		return m
	}
	b, a := count(before), count(after)
	for _, p := range after {
		if a[p] > b[p] && !names[p] {
			added = append(added, p)
			b[p]++
		}
	}
	b = count(before)
	for _, p := range before {
		if b[p] > a[p] && !names[p] {
			removed = append(removed, p)
			a[p]++
		}
	}
	return added, removed
}

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
	for _, e := range c.Removed {
		lines = append(lines, "- "+strings.TrimPrefix(controlLine(e), e.Ref+" "))
	}
	for _, t := range c.TextRemoved {
		lines = append(lines, "- text: "+quoteCut(t))
	}
	more := 0
	if len(lines) > deltaLines {
		more = len(lines) - deltaLines
		lines = lines[:deltaLines]
	}
	out := "changed:\n" + strings.Join(lines, "\n")
	if more > 0 {
		out += fmt.Sprintf("\n… %d more changes; browser_page_structure shows the whole page", more)
	}
	return out
}

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

// reordered finds controls present once on both sides whose order changed,
// and returns the stretch from the first to the last that moved, in the
// new order (at most 8).
func reordered(before, after []Element) []Element {
	key := func(e Element) string { return e.Role + "\x00" + e.Name + "\x00" + e.Derived }
	count := func(els []Element) map[string]int {
		m := map[string]int{}
		for _, e := range els {
			m[key(e)]++
		}
		return m
	}
	cb, ca := count(before), count(after)
	var was []string
	for _, e := range before {
		if k := key(e); cb[k] == 1 && ca[k] == 1 {
			was = append(was, k)
		}
	}
	var now []Element
	for _, e := range after {
		if k := key(e); cb[k] == 1 && ca[k] == 1 {
			now = append(now, e)
		}
	}
	first, last := -1, -1
	for i := range now {
		if key(now[i]) != was[i] {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return nil
	}
	return now[first:min(last+1, first+8)]
}
