package browser

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// ariaSnapshot is the baseline Playwright MCP's browser_snapshot sends: the
// ARIA snapshot of the page body with a [ref=…] on every node it can address
// (playwright 1.52's ariaSnapshot with ref, the form _snapshotForAI builds).
func ariaSnapshot(t testing.TB, s *Session) string {
	t.Helper()
	var snap string
	_, err := s.do(testCtx(t), func(p pageT) error {
		var err error
		snap, err = p.Locator("body").AriaSnapshot(playwright.LocatorAriaSnapshotOptions{Ref: playwright.Bool(true)})
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return snap
}

// leanPages are the realistic fixtures the structure's size is held to: a
// generated shop listing (about 300 interactive elements in framework
// markup) and a hand-written home page (56 interactive elements in nav,
// hero, cards and footer, with much more prose than controls).
var leanPages = []struct {
	path     string
	minElems int
}{
	{"/pages/realistic.html", 48*4 + 32},
	{"/pages/homepage.html", 56},
}

// TestStructureIsLean holds the model-facing structure to at most half the
// characters of Playwright's snapshot on each realistic page (sizes are
// deterministic, so this is a test, not a benchmark), and checks that every
// element Playwright's snapshot can address is addressable by exactly one
// of the structure's refs, resolved the way browser_click resolves them.
func TestStructureIsLean(t *testing.T) {
	browsertest.Slow(t)
	for _, pg := range leanPages {
		t.Run(strings.TrimPrefix(pg.path, "/pages/"), func(t *testing.T) {
			s := newTestSession(t)
			mustNavigate(t, s, pg.path)
			st, _, err := s.Structure(testCtx(t), StructureOptions{MaxElements: 3000, TextChars: 600})
			if err != nil {
				t.Fatal(err)
			}
			if st.Truncated {
				t.Fatalf("structure truncated at %d of %d", len(st.Elements), st.Total)
			}
			compact, aria := len([]rune(st.Compact())), len([]rune(ariaSnapshot(t, s)))
			t.Logf("%s: html %d B, aria snapshot %d chars, structure %d chars (%d elements): %.2f of the snapshot, %.1f× smaller than HTML",
				pg.path, st.HTMLBytes, aria, compact, len(st.Elements), float64(compact)/float64(aria), float64(st.HTMLBytes)/float64(compact))
			if 2*compact > aria {
				t.Errorf("structure %d chars is more than half the ARIA snapshot's %d", compact, aria)
			}
			if len(st.Elements) < pg.minElems {
				t.Errorf("only %d interactive elements found, want at least %d", len(st.Elements), pg.minElems)
			}
			checkRefsCoverSnapshot(t, s, st)
		})
	}
}

// snapshotInteractive matches a snapshot line for a node a user can operate,
// capturing its role and ref. Options are left out: they are chosen through
// their select, which is listed.
var snapshotInteractive = regexp.MustCompile(`^\s*- '?(link|button|checkbox|radio|textbox|searchbox|combobox|listbox|slider|spinbutton|switch|tab|menuitem|menuitemcheckbox|menuitemradio|treeitem)\b.*\[ref=(s\d+e\d+)\]`)

// checkRefsCoverSnapshot marks every interactive node of Playwright's
// snapshot in the page (through Playwright's own aria-ref selector), then
// resolves each structure ref as an action would and reads the mark: each
// snapshot node must be hit by exactly one ref, and each ref by exactly one
// element.
func checkRefsCoverSnapshot(t *testing.T, s *Session, st Structure) {
	t.Helper()
	want := map[string]string{} // snapshot ref -> role
	for _, line := range strings.Split(ariaSnapshot(t, s), "\n") {
		if m := snapshotInteractive.FindStringSubmatch(line); m != nil {
			want[m[2]] = m[1]
		}
	}
	if len(want) == 0 {
		t.Fatal("the snapshot lists no interactive nodes")
	}
	t.Logf("%d interactive nodes in the snapshot, %d refs in the structure", len(want), len(st.Elements))
	hits := map[string][]string{} // snapshot ref -> structure refs
	// Three driver round trips per element (300 on the shop page): the
	// deadline is a hang guard sized to that work, not testCtx's 60 s, which
	// a busy machine's slower round trips ran past.
	ctx, cancel := context.WithTimeout(context.Background(), time.Duration(len(want)+len(st.Elements))*time.Second+time.Minute)
	defer cancel()
	_, err := s.do(ctx, func(p pageT) error {
		for ref := range want {
			if _, err := p.Locator("aria-ref="+ref).Evaluate("(el, r) => el.setAttribute('data-aa-snapshot-ref', r)", ref); err != nil {
				return fmt.Errorf("mark %s: %w", ref, err)
			}
		}
		for _, e := range st.Elements {
			loc, _, err := s.resolve(p, Target{Ref: e.Ref}, 0, false)
			if err != nil {
				t.Errorf("ref %s (%s %q) does not resolve to one element: %v", e.Ref, e.Role, e.Name, err)
				continue
			}
			mark, err := loc.GetAttribute("data-aa-snapshot-ref")
			if err != nil {
				return err
			}
			if mark != "" {
				hits[mark] = append(hits[mark], e.Ref)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for ref, role := range want {
		if n := len(hits[ref]); n != 1 {
			t.Errorf("snapshot %s %s is addressed by %d structure refs %v, want 1", role, ref, n, hits[ref])
		}
	}
}

// BenchmarkPageStructure times a structure scan of each realistic page and
// reports its model-facing size against Playwright's snapshot of the same
// page, taken in the same run.
func BenchmarkPageStructure(b *testing.B) {
	for _, pg := range leanPages {
		b.Run(strings.TrimPrefix(pg.path, "/pages/"), func(b *testing.B) {
			s := newTestSession(b)
			mustNavigate(b, s, pg.path)
			ctx := testCtx(b)
			var st Structure
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				var err error
				st, _, err = s.Structure(ctx, StructureOptions{MaxElements: 3000, TextChars: 600})
				if err != nil {
					b.Fatal(err)
				}
			}
			b.StopTimer()
			compact := float64(len([]rune(st.Compact())))
			b.ReportMetric(float64(st.HTMLBytes)/compact, "html/structure")
			b.ReportMetric(compact/float64(len([]rune(ariaSnapshot(b, s)))), "structure/snapshot")
			b.ReportMetric(compact, "structure-chars")
			b.ReportMetric(float64(len(st.Elements)), "elements")
		})
	}
}

// BenchmarkAriaSnapshot is the baseline for BenchmarkPageStructure's time.
func BenchmarkAriaSnapshot(b *testing.B) {
	for _, pg := range leanPages {
		b.Run(strings.TrimPrefix(pg.path, "/pages/"), func(b *testing.B) {
			s := newTestSession(b)
			mustNavigate(b, s, pg.path)
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ariaSnapshot(b, s)
			}
		})
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
	browsertest.Slow(t)
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

// BenchmarkClickChanges times a click that changes the page's text on each
// realistic page, with the act's changes read (before and after) and,
// as the baseline in the same run, without: the cost of an act saying what
// it changed, which most acts then need no structure call after.
func BenchmarkClickChanges(b *testing.B) {
	for _, pg := range leanPages {
		for _, mode := range []string{"without", "with"} {
			b.Run(strings.TrimPrefix(pg.path, "/pages/")+"/"+mode, func(b *testing.B) {
				s := newTestSession(b)
				s.noChanges = mode == "without"
				mustNavigate(b, s, pg.path)
				ctx := testCtx(b)
				// A button the benchmark adds: each click rewrites a line.
				_, err := s.do(ctx, func(p pageT) error {
					_, err := p.Evaluate(`() => { const b = document.createElement('button'); b.id = 'bench-click'; b.textContent = 'Count';
						let n = 0; b.onclick = () => { b.nextSibling.textContent = 'clicked ' + (++n); };
						document.body.prepend(b); b.after(document.createElement('span')); }`)
					return err
				})
				if err != nil {
					b.Fatal(err)
				}
				b.ResetTimer()
				for i := 0; i < b.N; i++ {
					if _, err := s.Click(ctx, Target{Selector: "#bench-click"}, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
