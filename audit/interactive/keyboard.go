package interactive

import (
	"context"
	_ "embed"
	"fmt"
	"slices"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
)

// maxFocusShots caps the elements whose focus indicator is compared by
// pixels in one walk; elements that share tag, classes, type and role share
// focus styles, so one of each is compared.
const maxFocusShots = 40

// NewKeyWalk returns a walk not taken yet, for the checks named. It
// compares focus pixels (two screenshots per style signature, most of a
// walk's cost) only when aa-focus-visible is among them. With scope set
// (verifying one element), the walk always compares that element's pixels.
func NewKeyWalk(scope playwright.ElementHandle, checks ...string) *KeyWalk {
	return &KeyWalk{scope: scope, pixels: slices.Contains(checks, focusVisibleID)}
}

// focusVisibleID is the check that judges focus by pixels.
const focusVisibleID = "aa-focus-visible"

// KeyWalk is one Tab walk through the page, taken on first use; the
// keyboard checks of one run read their findings from the same walk.
type KeyWalk struct {
	ran      bool
	err      error
	steps    []focusStep
	complete bool // focus came back round to the start
	blocked  bool // a focus handler sent focus back: only elements that gave it away are judged
	trap     []focusStep
	trapHelp bool // a control in the trap offers help on leaving it
	unreach  []unreached
	invisibl []finding.Node
	faint    []finding.Node           // focus rings too faint to count: questions
	scope    playwright.ElementHandle // verify: always compare this element's focus pixels
	pixels   bool                     // aa-focus-visible is asked for: compare focus pixels
	scopeID  int
}

func isKeyboardCheck(id string) bool {
	switch id {
	case "aa-focus-trap", "aa-keyboard-unreachable", "aa-focus-hidden", "aa-focus-order", focusVisibleID, "aa-focus-obscured", TabOrderID:
		return true
	}
	return false
}

// run presses Tab through the page once: every focus stop is recorded, a
// screenshot is taken of the first element of each style signature, and
// the walk ends when focus comes back round, or in a cycle (a trap).
func (w *KeyWalk) run(ctx context.Context, p playwright.Page) error {
	if w.ran {
		return w.err
	}
	w.ran = true
	w.err = w.walk(ctx, p)
	return w.err
}

func (w *KeyWalk) walk(ctx context.Context, p playwright.Page) error {
	var prep struct {
		Tabbable int `json:"tabbable"`
	}
	if _, err := p.Evaluate(styleOnJS, noMotionCSS); err != nil {
		return err
	}
	defer p.Evaluate(styleOffJS)
	if err := kbCall(p, "prepare", nil, &prep); err != nil {
		return fmt.Errorf("keyboard walk: %w", err)
	}
	if w.scope != nil {
		if err := kbCall(p, "idof", w.scope, &w.scopeID); err != nil {
			return err
		}
	}
	limit := min(2*prep.Tabbable+20, 600)
	seen := map[int]int{}
	sigs := map[string]bool{}
	var shots []*focusShot
	bodies := 0
	for i := 0; i < limit; i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := p.Keyboard().Press("Tab"); err != nil {
			return err
		}
		var st focusStep
		if err := kbCall(p, "step", nil, &st); err != nil {
			return err
		}
		if st.Body {
			if st.Lost > 0 {
				continue // a focus handler blurred its element: Tab goes on from there
			}
			if len(w.steps) > 0 {
				w.complete = true
				break
			}
			if bodies++; bodies > 3 {
				w.complete = true // nothing on the page takes focus
				break
			}
			continue
		}
		if at, ok := seen[st.ID]; ok {
			if st.Lost > 0 {
				// A focus handler sent focus back to where Tab had been:
				// Tab gets no further, and what lies beyond is not judged.
				w.blocked = true
				break
			}
			if at == 0 {
				w.complete = true
				break
			}
			if st.Frame && w.steps[len(w.steps)-1].ID == st.ID {
				continue // Tab moves inside a frame; the frame stays the active element
			}
			cycle := append([]focusStep{}, w.steps[at:]...)
			if !escapes(p, cycle) {
				w.trap = cycle
				w.trapHelp = helpInCycle(p, cycle)
			}
			break
		}
		seen[st.ID] = len(w.steps)
		w.steps = append(w.steps, st)
		if w.pixels && st.Hidden == "" && !st.Frame && (st.ID == w.scopeID || !sigs[st.Sig] && len(shots) < maxFocusShots) {
			sigs[st.Sig] = true
			if sh := shoot(p, st); sh != nil {
				shots = append(shots, sh)
			}
		}
	}
	if w.complete || w.blocked {
		ids := make([]int, 0, len(w.steps))
		for _, s := range w.steps {
			ids = append(ids, s.ID)
		}
		if err := kbCall(p, "unreached", ids, &w.unreach); err != nil {
			return err
		}
		if w.blocked {
			lost := w.unreach[:0]
			for _, u := range w.unreach {
				if u.Lost {
					lost = append(lost, u)
				}
			}
			w.unreach = lost
		} else if ptr, err := pointerOnly(p, ids); err == nil {
			// Pointer-only controls are extra evidence read over DevTools; a
			// browser that cannot give it leaves the rest of the walk standing.
			w.unreach = append(w.unreach, ptr...)
		}
	}
	w.invisibl, w.faint = compareShots(p, shots)
	return nil
}

// escapes tries Escape, then Shift+Tab, then the keys the page's own
// instructions name: a dialog that keeps focus inside but closes with
// Escape, lets Shift+Tab out, or leaves with the key it tells users to
// press, is no trap.
func escapes(p playwright.Page, cycle []focusStep) bool {
	in := map[int]bool{}
	for _, s := range cycle {
		in[s.ID] = true
	}
	left := func() bool {
		var st focusStep
		if err := kbCall(p, "step", nil, &st); err != nil {
			return true // cannot tell: do not accuse
		}
		return st.Body || !in[st.ID]
	}
	if p.Keyboard().Press("Escape") == nil && left() {
		return true
	}
	for i := 0; i < len(cycle)+2; i++ {
		if p.Keyboard().Press("Shift+Tab") != nil || left() {
			return true
		}
	}
	return documentedExit(p, left)
}

// result turns the walk into one check's findings.
func (w *KeyWalk) result(id string) finding.RawCheck {
	if id == TabOrderID {
		return w.tabOrder()
	}
	r := finding.RawCheck{ID: id}
	add := func(n finding.Node, review bool) {
		if review {
			r.Review = append(r.Review, n)
			r.ReviewTotal++
			return
		}
		if len(r.Nodes) < finding.MaxNodesPerRule {
			r.Nodes = append(r.Nodes, n)
		}
		r.Total++
	}
	switch id {
	case "aa-focus-trap":
		if len(w.trap) > 0 {
			n := w.trap[0].Node
			n.Summary = fmt.Sprintf("Focus cycles among %d element(s) here: Tab, Shift+Tab and Escape cannot move it out. Let Tab leave, or close the widget with Escape.", len(w.trap))
			if w.trapHelp {
				n.Summary += " A control in it offers help: check that its instructions lead out."
			}
			// A modal dialog keeps focus inside on purpose; one of its
			// buttons may close it, which a Tab walk cannot judge. Nor can
			// it read help that a control in the trap offers.
			add(n, w.trap[0].Dialog || w.trapHelp)
		}
	case "aa-keyboard-unreachable":
		for _, u := range w.unreach {
			add(u.Node, u.Review)
		}
	case "aa-focus-hidden":
		for _, s := range w.steps {
			if s.Hidden != "" {
				n := s.Node
				n.Summary = "Keyboard focus lands here but " + s.Hidden + ": users lose track of focus. Show it when focused or take it out of the Tab order."
				add(n, false)
			}
		}
	case "aa-focus-obscured":
		for _, s := range w.steps {
			if s.Obscured != "" && s.Hidden == "" {
				n := s.Node
				n.Summary = "When focused, this element is entirely covered by the fixed or sticky " + s.Obscured + ". Add scroll-padding or move the sticky content."
				add(n, false)
			}
		}
	case "aa-focus-order":
		for i := 1; i < len(w.steps); i++ {
			a, b := w.steps[i-1], w.steps[i]
			if a.Hidden != "" || b.Hidden != "" {
				continue
			}
			// Focus jumps back up the page without moving to a column on
			// the right: the order likely contradicts the layout.
			if b.Rect[1]+b.Rect[3] <= a.Rect[1]+1 && b.Rect[1] < a.Rect[1]-100 && b.Rect[0] < a.Rect[0]+a.Rect[2]/2 {
				n := b.Node
				n.Summary = "Focus moves here from an element further down the page: check that the Tab order follows the visual order (positive tabindex or CSS reordering often cause this)."
				add(n, true)
			}
		}
	case focusVisibleID:
		if !w.pixels {
			r.Error = "the Tab walk was not asked to compare focus pixels"
			break
		}
		for _, n := range w.invisibl {
			add(n, false)
		}
		for _, n := range w.faint {
			add(n, true)
		}
	}
	if id == "aa-keyboard-unreachable" && !w.complete && !w.blocked {
		r.Error = "the Tab walk did not come back round (a focus cycle or too many stops), so unreached elements were not judged"
	}
	return r
}
