package interactive

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
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
//
// A ring drawn in a colour close to what it covers (a blue ring on a blue
// banner) changes pixels too little to count as visible, yet is there:
// it is a question for a person (faint), with its contrast measured, not
// a missing indicator. A change under 1.3:1 (a #f8f8f8 tint on white) is
// no indicator a person sees.
func compareShots(p playwright.Page, shots []*focusShot) (out, faint []finding.Node) {
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
		changed, low, ratio, ok := pixelsChanged(sh.focused, b)
		if !ok {
			continue
		}
		// A 1 px outline round the element changes about 2(w+h) pixels; a
		// quarter of that is the least we call visible. The element's own
		// box sets it, not its content's: a card image may be larger, where
		// an indicator on the text alone is enough.
		need := math.Max(6, (sh.step.Rect[2]+sh.step.Rect[3])/2)
		if float64(changed) >= need {
			continue
		}
		n := sh.step.Node
		if float64(low) >= need && ratio >= 1.3 {
			n.Summary = fmt.Sprintf("Focusing this element changes %d pixels, but only faintly: at most %.1f:1 against the colours they cover (a focus indicator needs 3:1 to be seen, WCAG 1.4.11). Check that keyboard users can see where they are; a :focus-visible outline in a contrasting colour settles it.", low, ratio)
			faint = append(faint, n)
			continue
		}
		n.Summary = fmt.Sprintf("Focusing this element changes %d pixels (at least %.0f expected for a visible indicator): keyboard users cannot see where they are. Add a :focus-visible outline.", changed, need)
		out = append(out, n)
	}
	return out, faint
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

// pixelsChanged counts the pixels that differ between two shots at
// pixelmatch's default sensitivity (changed) and at a fine one (low), and
// the highest contrast ratio between a pixel's two colours (ratio).
func pixelsChanged(a, b []byte) (changed, low int, ratio float64, ok bool) {
	ia, err1 := png.Decode(bytes.NewReader(a))
	ib, err2 := png.Decode(bytes.NewReader(b))
	if err1 != nil || err2 != nil {
		return 0, 0, 0, false
	}
	ra, rb := browser.ToRGBA(ia), browser.ToRGBA(ib)
	changed = browser.PixelDiff(ra, rb, 0.1)
	if changed > 0 && ra.Rect.Size() != rb.Rect.Size() {
		return changed, changed, 21, true
	}
	low = browser.PixelDiff(ra, rb, 0.03)
	return changed, low, maxContrast(ra, rb), true
}

// maxContrast is the highest WCAG contrast ratio between the colours one
// pixel has in two images of the same size (1 when none differs).
func maxContrast(a, b *image.RGBA) float64 {
	best := 1.0
	for i := 0; i+3 < len(a.Pix) && i+3 < len(b.Pix); i += 4 {
		if a.Pix[i] == b.Pix[i] && a.Pix[i+1] == b.Pix[i+1] && a.Pix[i+2] == b.Pix[i+2] {
			continue
		}
		la, lb := luminance(a.Pix[i:i+3]), luminance(b.Pix[i:i+3])
		r := (math.Max(la, lb) + 0.05) / (math.Min(la, lb) + 0.05)
		best = math.Max(best, r)
	}
	return best
}

// luminance is WCAG's relative luminance of an sRGB pixel.
func luminance(px []byte) float64 {
	lin := func(c byte) float64 {
		v := float64(c) / 255
		if v <= 0.03928 {
			return v / 12.92
		}
		return math.Pow((v+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(px[0]) + 0.7152*lin(px[1]) + 0.0722*lin(px[2])
}
