package audit

import (
	"bytes"
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"image/png"
	"math"

	"github.com/playwright-community/playwright-go"

	"github.com/accessagents/accessagents/browser"
)

//go:embed checks_keyboard.js
var checksKeyboardJS string

var keyboardJS = "({ op, arg }) => {\n" + browser.PageLibJS() + checksKeyboardJS + "\n  return kb[op](arg);\n}"

// maxFocusShots caps the elements whose focus indicator is compared by
// pixels in one walk; elements that share tag, classes, type and role share
// focus styles, so one of each is compared.
const maxFocusShots = 40

// unreached is an element the walk never focused; review when the walk
// cannot say what kept Tab away from it.
type unreached struct {
	Node   rawNode `json:"node"`
	Review bool    `json:"review"`
}

type focusStep struct {
	Body     bool       `json:"body"`
	Lost     int        `json:"lost"` // elements that gave focus away at once on this step
	ID       int        `json:"id"`
	Node     rawNode    `json:"node"`
	Rect     [4]float64 `json:"rect"` // document coordinates
	Hidden   string     `json:"hidden"`
	Obscured string     `json:"obscured"`
	Frame    bool       `json:"frame"`
	Sig      string     `json:"sig"`
	Text     bool       `json:"text"`
	Dialog   bool       `json:"dialog"`
	Label    []float64  `json:"label"` // the visible label of a hidden form control
}

// focusShot is a focused element's pixels, to compare with it unfocused.
type focusShot struct {
	step        focusStep
	clip        playwright.Rect
	scrollX, sY float64
	focused     []byte
}

// keyWalk is one Tab walk through the page; the keyboard checks read their
// findings from it.
type keyWalk struct {
	ran      bool
	err      error
	steps    []focusStep
	complete bool // focus came back round to the start
	trap     []focusStep
	trapHelp bool // a control in the trap offers help on leaving it
	unreach  []unreached
	invisibl []rawNode
	scope    playwright.ElementHandle // verify: always compare this element's focus pixels
	scopeID  int
}

func isKeyboardCheck(id string) bool {
	switch id {
	case "aa-focus-trap", "aa-keyboard-unreachable", "aa-focus-hidden", "aa-focus-order", "aa-focus-visible", "aa-focus-obscured":
		return true
	}
	return false
}

func kbCall(p playwright.Page, op string, arg any, out any) error {
	return evalJSON(p, keyboardJS, map[string]any{"op": op, "arg": arg}, out)
}

// noMotionCSS stops transitions, animations and the caret so two
// screenshots differ only by focus styles.
const noMotionCSS = `*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}`

const styleOnJS = `(css) => { const s = document.createElement('style'); s.setAttribute('data-accessagents-check', ''); s.textContent = css; document.head.appendChild(s); }`
const styleOffJS = `() => document.querySelectorAll('style[data-accessagents-check]').forEach((s) => s.remove())`

// run presses Tab through the page once: every focus stop is recorded, a
// screenshot is taken of the first element of each style signature, and
// the walk ends when focus comes back round, or in a cycle (a trap).
func (w *keyWalk) run(ctx context.Context, p playwright.Page) error {
	if w.ran {
		return w.err
	}
	w.ran = true
	w.err = w.walk(ctx, p)
	return w.err
}

func (w *keyWalk) walk(ctx context.Context, p playwright.Page) error {
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
		if st.Hidden == "" && !st.Frame && (st.ID == w.scopeID || !sigs[st.Sig] && len(shots) < maxFocusShots) {
			sigs[st.Sig] = true
			if sh := shoot(p, st); sh != nil {
				shots = append(shots, sh)
			}
		}
	}
	if w.complete {
		ids := make([]int, 0, len(w.steps))
		for _, s := range w.steps {
			ids = append(ids, s.ID)
		}
		if err := kbCall(p, "unreached", ids, &w.unreach); err != nil {
			return err
		}
	}
	w.invisibl = compareShots(p, shots)
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

// focusPad is how far round the element a focus indicator is looked for:
// an outline-offset, a ::after bar under a link, or a :focus-within
// outline or shadow on a padded card or field wrapper is drawn outside the
// element itself.
const focusPad = 40

// shoot captures the focused element, with its visible label when the
// control itself is hidden, and a margin for indicators drawn round it.
func shoot(p playwright.Page, st focusStep) *focusShot {
	var pos struct {
		X, Y, W, H float64
	}
	if err := evalJSON(p, `() => ({ X: window.scrollX, Y: window.scrollY, W: window.innerWidth, H: window.innerHeight })`, nil, &pos); err != nil {
		return nil
	}
	r := st.Rect
	if len(st.Label) == 4 {
		x0, y0 := math.Min(r[0], st.Label[0]), math.Min(r[1], st.Label[1])
		x1, y1 := math.Max(r[0]+r[2], st.Label[0]+st.Label[2]), math.Max(r[1]+r[3], st.Label[1]+st.Label[3])
		r = [4]float64{x0, y0, x1 - x0, y1 - y0}
	}
	x, y := r[0]-pos.X-focusPad, r[1]-pos.Y-focusPad
	w, h := r[2]+2*focusPad, r[3]+2*focusPad
	x0, y0 := math.Max(0, x), math.Max(0, y)
	x1, y1 := math.Min(pos.W, x+w), math.Min(pos.H, y+h)
	if x1-x0 < 4 || y1-y0 < 4 {
		return nil
	}
	clip := playwright.Rect{X: x0, Y: y0, Width: x1 - x0, Height: y1 - y0}
	b, err := p.Screenshot(playwright.PageScreenshotOptions{Clip: &clip, Animations: playwright.ScreenshotAnimationsDisabled, Caret: playwright.ScreenshotCaretHide})
	if err != nil {
		return nil
	}
	// The shot shows the element only if it is still where the step saw it.
	var now []float64
	if evalJSON(p, `() => { `+pageRectJS+` const el = document.activeElement; if (!el || el === document.body) return [];
		return pageRect(el); }`, nil, &now) != nil || !sameRect(now, st.Rect) {
		return nil
	}
	return &focusShot{step: st, clip: clip, scrollX: pos.X, sY: pos.Y, focused: b}
}

// compareShots blurs each shot's element at the same scroll position and
// reports the ones whose pixels do not change: no visible focus indicator.
func compareShots(p playwright.Page, shots []*focusShot) []rawNode {
	var out []rawNode
	for _, sh := range shots {
		sel := ""
		if len(sh.step.Node.Target) > 0 {
			var t []string
			if json.Unmarshal(sh.step.Node.Target, &t) == nil && len(t) == 1 {
				sel = t[0]
			}
		}
		if sel == "" {
			continue
		}
		var rect []float64
		err := evalJSON(p, `({ sel, x, y }) => { `+pageRectJS+` const el = document.querySelector(sel); if (document.activeElement) document.activeElement.blur(); window.scrollTo(x, y);
			return el ? pageRect(el) : []; }`,
			map[string]any{"sel": sel, "x": sh.scrollX, "y": sh.sY}, &rect)
		if err != nil || !sameRect(rect, sh.step.Rect) {
			// Gone, or the page moved it when focus left (content that
			// appears on focus and goes away): the two shots would not show
			// the same thing, so they say nothing about a focus indicator.
			continue
		}
		clip := sh.clip
		b, err := p.Screenshot(playwright.PageScreenshotOptions{Clip: &clip, Animations: playwright.ScreenshotAnimationsDisabled, Caret: playwright.ScreenshotCaretHide})
		if err != nil {
			continue
		}
		changed, ok := pixelsChanged(sh.focused, b)
		if !ok {
			continue
		}
		// A 1 px outline round the element changes about 2(w+h) pixels; a
		// quarter of that is the least we call visible.
		need := math.Max(6, (sh.step.Rect[2]+sh.step.Rect[3])/2)
		if float64(changed) < need {
			n := sh.step.Node
			n.Summary = fmt.Sprintf("Focusing this element changes %d pixels (at least %.0f expected for a visible indicator): keyboard users cannot see where they are. Add a :focus-visible outline.", changed, need)
			out = append(out, n)
		}
	}
	return out
}

// pageRectJS defines pageRect(el): the element's [x, y, w, h] in
// document coordinates, as the walk's steps record them.
const pageRectJS = `const pageRect = (el) => { const r = el.getBoundingClientRect(); return [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height]; };`

// sameRect reports whether two [x, y, w, h] page rectangles agree to a pixel.
func sameRect(a []float64, b [4]float64) bool {
	if len(a) != 4 {
		return false
	}
	for i := range a {
		if math.Abs(a[i]-b[i]) > 1 {
			return false
		}
	}
	return true
}

func pixelsChanged(a, b []byte) (int, bool) {
	ia, err1 := png.Decode(bytes.NewReader(a))
	ib, err2 := png.Decode(bytes.NewReader(b))
	if err1 != nil || err2 != nil {
		return 0, false
	}
	return browser.PixelDiff(browser.ToRGBA(ia), browser.ToRGBA(ib), 0.1), true
}

// result turns the walk into one check's findings.
func (w *keyWalk) result(id string) rawCheck {
	r := rawCheck{ID: id}
	add := func(n rawNode, review bool) {
		if review {
			r.Review = append(r.Review, n)
			r.ReviewTotal++
			return
		}
		if len(r.Nodes) < MaxNodesPerRule {
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
	case "aa-focus-visible":
		for _, n := range w.invisibl {
			add(n, false)
		}
	}
	if id == "aa-keyboard-unreachable" && !w.complete {
		r.Error = "the Tab walk did not come back round (a focus cycle or too many stops), so unreached elements were not judged"
	}
	return r
}
