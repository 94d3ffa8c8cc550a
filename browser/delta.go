package browser

// What an act changed, told in the structure's own terms, so an agent
// needs no structure call after most acts: the controls that appeared (a
// menu, a dialog's buttons, new list items), the ones that went, the
// states and values that changed, the text that appeared or went (a toast,
// an error, a count), or the page it navigated to.

import (
	"context"
	"slices"
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

// lastRead is the last act's read of its page afterwards, with the page's
// change count at that moment.
type lastRead struct {
	page playwright.Page
	gen  int64
	st   Structure
}

// snapBefore reads the page before an act; a page that cannot be read
// (a dialog is open) gives no delta, not an error. A page whose change
// count still stands where the last act's read left it is that read: an
// agent's acts mostly follow one another on one page, and a read is the
// larger part of what telling an act's changes costs.
func (s *Session) snapBefore(p playwright.Page) beforeAct {
	if s.noChanges {
		return beforeAct{}
	}
	gen := s.navGen(p)
	if l := s.last; l.page == p && l.gen == gen && l.st.watch >= 0 {
		if n, err := p.Evaluate(watchCountJS); err == nil && toInt64(n) == l.st.watch {
			return beforeAct{st: l.st, gen: gen, ok: true}
		}
	}
	s.beforeReads++
	st, err := scanStructure(p, StructureOptions{MaxElements: deltaMax, parts: true, lean: true, watch: true, refStart: s.refNext})
	return beforeAct{st: st, gen: gen, ok: err == nil}
}

// watchCountJS reads the page's change count (pagelib.js's watchRoots keeps it),
// -1 when no read has started counting in this document.
const watchCountJS = `() => {
  const w = window[Symbol.for('accessagents.watch')];
  if (!w || w.doc !== document) return -1;
  w.n += w.obs.takeRecords().length;
  return w.n;
}`

// toInt64 reads a number Playwright returned (an int or a float64).
func toInt64(v any) int64 {
	switch n := v.(type) {
	case int:
		return int64(n)
	case int64:
		return n
	case float64:
		return int64(n)
	}
	return -2
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
	after, err := scanStructure(p, StructureOptions{MaxElements: deltaMax, parts: true, lean: true, watch: true, refStart: s.refNext, actRid: s.actRid})
	if err != nil || s.live() != nil {
		return nil
	}
	s.setRefs(p, gen, p.URL(), after.Elements)
	if gen == s.navGen(p) {
		s.last = lastRead{page: p, gen: gen, st: after}
	}
	if gen != b.gen {
		return &Changes{Navigated: true, Page: &after}
	}
	return diffStructures(b.st, after)
}

// Then is what a then b changed, as one act's changes: a control changed
// twice shows where it started and where it ended, one that appeared and
// went again is not shown, and a navigation in b starts afresh.
func (c *Changes) Then(b *Changes) *Changes {
	if c == nil {
		return b
	}
	if b == nil {
		return c
	}
	if b.Navigated {
		return b
	}
	out := &Changes{Navigated: c.Navigated, Page: c.Page}
	idx := map[string]int{}
	for _, ch := range append(append([]Change{}, c.Changed...), b.Changed...) {
		if i, ok := idx[ch.Now.Ref]; ok && ch.Now.Ref != "" {
			out.Changed[i].Now = ch.Now
			continue
		}
		idx[ch.Now.Ref] = len(out.Changed)
		out.Changed = append(out.Changed, ch)
	}
	gone := map[string]bool{}
	for _, e := range b.Removed {
		gone[e.Ref] = true
	}
	for _, e := range c.Added {
		if !gone[e.Ref] {
			out.Added = append(out.Added, e)
		} else {
			delete(gone, e.Ref)
		}
	}
	out.Added = append(out.Added, b.Added...)
	out.Removed = append(out.Removed, c.Removed...)
	for _, e := range b.Removed {
		if gone[e.Ref] {
			out.Removed = append(out.Removed, e)
		}
	}
	out.TextAdded, out.TextRemoved = c.TextAdded, c.TextRemoved
	for _, t := range b.TextRemoved {
		if i := slices.Index(out.TextAdded, t); i >= 0 {
			out.TextAdded = slices.Delete(slices.Clone(out.TextAdded), i, i+1)
			continue
		}
		out.TextRemoved = append(slices.Clone(out.TextRemoved), t)
	}
	out.TextAdded = append(slices.Clone(out.TextAdded), b.TextAdded...)
	out.Moved = b.Moved
	if out.Moved == nil {
		out.Moved = c.Moved
	}
	return out
}
