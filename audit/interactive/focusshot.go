package interactive

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/png"
	"math"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// focusShot is a focused element's pixels, to compare with it unfocused.
type focusShot struct {
	step        focusStep
	clip        playwright.Rect
	scrollX, sY float64
	focused     []byte
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
	if err := browser.EvalJSON(p, `() => ({ X: window.scrollX, Y: window.scrollY, W: window.innerWidth, H: window.innerHeight })`, nil, &pos); err != nil {
		return nil
	}
	r := st.paintBox()
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
	if browser.EvalJSON(p, `() => { `+pageRectJS+` const el = document.activeElement; if (!el || el === document.body) return [];
		return pageRect(el); }`, nil, &now) != nil || !sameRect(now, st.Rect) {
		return nil
	}
	return &focusShot{step: st, clip: clip, scrollX: pos.X, sY: pos.Y, focused: b}
}

// compareShots blurs each shot's element at the same scroll position and
// reports the ones whose pixels do not change: no visible focus indicator.
func compareShots(p playwright.Page, shots []*focusShot) []finding.Node {
	var out []finding.Node
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
		err := browser.EvalJSON(p, `({ sel, x, y }) => { `+pageRectJS+` const el = document.querySelector(sel); if (document.activeElement) document.activeElement.blur(); window.scrollTo(x, y);
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
		// quarter of that is the least we call visible. The element's own
		// box sets it, not its content's: a card image may be larger, where
		// an indicator on the text alone is enough.
		need := math.Max(6, (sh.step.Rect[2]+sh.step.Rect[3])/2)
		if float64(changed) < need {
			n := sh.step.Node
			n.Summary = fmt.Sprintf("Focusing this element changes %d pixels (at least %.0f expected for a visible indicator): keyboard users cannot see where they are. Add a :focus-visible outline.", changed, need)
			out = append(out, n)
		}
	}
	return out
}

// paintBox is where the element and its content paint, so where its
// focus ring is drawn: its own box when the walk gave no union.
func (st focusStep) paintBox() [4]float64 {
	if st.Box[2] > 0 || st.Box[3] > 0 {
		return st.Box
	}
	return st.Rect
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
