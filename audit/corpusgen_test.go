package audit

// The honest-fixes corpus images (testdata/fixes/{heldout,tuning,ocr}/img):
// text rendered with the Go fonts into GIF, spacers, border slices,
// bullets, icons and procedural "photos". Deterministic.

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"image/gif"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// spec is one image: kind text|spacer|solid|corner|dot|photo|icon.
type corpusImage struct {
	file     string
	kind     string
	w, h     int
	text     string
	fg, bg   color.RGBA
	size     float64
	bold     bool
	seed     int64
	iconKind string
}

var (
	white  = color.RGBA{255, 255, 255, 255}
	black  = color.RGBA{0, 0, 0, 255}
	navy   = color.RGBA{20, 40, 110, 255}
	maroon = color.RGBA{120, 20, 30, 255}
	green  = color.RGBA{30, 90, 40, 255}
	cream  = color.RGBA{250, 244, 225, 255}
	grey   = color.RGBA{160, 160, 160, 255}
	clear  = color.RGBA{0, 0, 0, 0}
	gold   = color.RGBA{200, 160, 40, 255}
)

var corpus = map[string][]corpusImage{
	"ocr": {
		{file: "nav_facts.gif", kind: "text", w: 120, h: 28, text: "TICKETS", fg: white, bg: navy, size: 16, bold: true},
	},
	"heldout": {
		{file: "logo.gif", kind: "text", w: 260, h: 50, text: "RIVERSIDE HALL", fg: gold, bg: maroon, size: 26, bold: true},
		{file: "spacer.gif", kind: "spacer", w: 1, h: 1, bg: clear},
		{file: "border_top.gif", kind: "solid", w: 760, h: 4, bg: maroon},
		{file: "corner_tl.gif", kind: "corner", w: 12, h: 12, fg: maroon, bg: white},
		{file: "nav_facts.gif", kind: "text", w: 120, h: 28, text: "TICKETS", fg: white, bg: navy, size: 16, bold: true},
		{file: "nav_prog.gif", kind: "text", w: 120, h: 28, text: "CONCERTS", fg: white, bg: navy, size: 16, bold: true},
		{file: "nav_visit.gif", kind: "text", w: 120, h: 28, text: "VISIT US", fg: white, bg: navy, size: 16, bold: true},
		{file: "headline_middle.gif", kind: "solid", w: 200, h: 6, bg: gold},
		{file: "teaser_right1.jpg", kind: "photo", w: 180, h: 120, seed: 11},
		{file: "teaser_left1.jpg", kind: "photo", w: 180, h: 120, seed: 12},
		{file: "marker2_w.gif", kind: "spacer", w: 1, h: 1, bg: white},
		{file: "blank_5x5.gif", kind: "spacer", w: 5, h: 5, bg: white},
		{file: "icon_print.gif", kind: "icon", w: 20, h: 20, iconKind: "print", fg: black, bg: white},
		{file: "bullet_red.gif", kind: "dot", w: 7, h: 7, fg: maroon, bg: white},
		{file: "hl_season.gif", kind: "text", w: 300, h: 40, text: "NEW SEASON 2027", fg: maroon, bg: cream, size: 22, bold: true},
	},
	"heldout2": {
		{file: "pixel.gif", kind: "spacer", w: 1, h: 1, bg: clear},
		{file: "clear.gif", kind: "spacer", w: 10, h: 1, bg: clear},
		{file: "dotted_line.gif", kind: "solid", w: 500, h: 1, bg: grey},
		{file: "shadow_right.gif", kind: "solid", w: 6, h: 300, bg: grey},
		{file: "img_0412.jpg", kind: "photo", w: 200, h: 150, seed: 21},
		{file: "tulips_small.jpg", kind: "photo", w: 120, h: 90, seed: 22},
		{file: "btn_order.gif", kind: "text", w: 140, h: 32, text: "ORDER NOW", fg: white, bg: green, size: 16, bold: true},
		{file: "hl_open.gif", kind: "text", w: 240, h: 36, text: "OPEN DAILY 9-5", fg: green, bg: cream, size: 20, bold: true},
		{file: "red-garden-wheelbarrow.jpg", kind: "photo", w: 160, h: 120, seed: 23},
		{file: "icon_mail.gif", kind: "icon", w: 20, h: 20, iconKind: "mail", fg: black, bg: white},
		{file: "roses_title.gif", kind: "text", w: 120, h: 30, text: "Roses", fg: green, bg: white, size: 20, bold: false},
	},
	"tuning": {
		{file: "top_logo.gif", kind: "text", w: 240, h: 46, text: "CITY MUSEUM", fg: white, bg: black, size: 24, bold: true},
		{file: "trans.gif", kind: "spacer", w: 1, h: 1, bg: clear},
		{file: "line_grey.gif", kind: "solid", w: 700, h: 2, bg: grey},
		{file: "corner_br.gif", kind: "corner", w: 14, h: 14, fg: black, bg: white},
		{file: "nav_a.gif", kind: "text", w: 130, h: 26, text: "EXHIBITIONS", fg: black, bg: cream, size: 15, bold: true},
		{file: "nav_b.gif", kind: "text", w: 130, h: 26, text: "OPENING HOURS", fg: black, bg: cream, size: 13, bold: true},
		{file: "teaser1.jpg", kind: "photo", w: 200, h: 140, seed: 31},
		{file: "bullet_arrow.gif", kind: "dot", w: 6, h: 9, fg: black, bg: white},
		{file: "icon_search.gif", kind: "icon", w: 20, h: 20, iconKind: "search", fg: black, bg: white},
		{file: "hl_today.gif", kind: "text", w: 200, h: 34, text: "TODAY", fg: black, bg: cream, size: 20, bold: true},
	},
	"tuning2": {
		{file: "bakery_logo.gif", kind: "text", w: 220, h: 44, text: "FRESH BREAD", fg: maroon, bg: cream, size: 22, bold: true},
		{file: "spacer_10.gif", kind: "spacer", w: 10, h: 10, bg: clear},
		{file: "border_left.gif", kind: "solid", w: 3, h: 400, bg: maroon},
		{file: "cake_01.jpg", kind: "photo", w: 150, h: 150, seed: 41},
		{file: "btn_shop.gif", kind: "text", w: 110, h: 30, text: "SHOP", fg: white, bg: maroon, size: 16, bold: true},
		{file: "sourdough-rye-loaf.jpg", kind: "photo", w: 160, h: 110, seed: 42},
		{file: "bread_title.gif", kind: "text", w: 120, h: 30, text: "Bread", fg: maroon, bg: white, size: 20},
		{file: "dot.gif", kind: "dot", w: 5, h: 5, fg: maroon, bg: white},
	},
}

// dirs maps a corpus part to its folder.
var dirs = map[string]string{"ocr": "ocr", "heldout": "heldout", "heldout2": "heldout", "tuning": "tuning", "tuning2": "tuning"}

var updateCorpus = flag.Bool("update-corpus", false, "rewrite the corpus images in testdata/fixes")

// TestCorpusImagesAreGenerated keeps the committed corpus images honest:
// each is exactly what this generator renders (text drawn with the Go
// fonts, spacers, borders, icons, procedural photos). -update-corpus
// rewrites them.
func TestCorpusImagesAreGenerated(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	regular, err := opentype.Parse(goregular.TTF)
	must(t, err)
	bold, err := opentype.Parse(gobold.TTF)
	must(t, err)
	for part, specs := range corpus {
		dir := filepath.Join("..", "testdata", "fixes", dirs[part], "img")
		for _, s := range specs {
			img := render(s, regular, bold)
			var buf bytes.Buffer
			switch filepath.Ext(s.file) {
			case ".gif":
				// At most 256 colours, or gif.Encode re-quantises: Plan9
				// (with white) for opaque images, transparency for spacers.
				pal := color.Palette(palette.Plan9)
				if s.bg.A == 0 {
					pal = append(color.Palette{clear}, palette.Plan9[:255]...)
				}
				if s.kind == "text" {
					// A legacy site's text GIF: its own two colours and the
					// anti-aliasing ramp between them.
					pal = color.Palette{clear}
					for i := 0; i <= 32; i++ {
						mix := func(a, b uint8) uint8 { return uint8((int(a)*(32-i) + int(b)*i) / 32) }
						pal = append(pal, color.RGBA{mix(s.bg.R, s.fg.R), mix(s.bg.G, s.fg.G), mix(s.bg.B, s.fg.B), 255})
					}
				}
				pi := image.NewPaletted(img.Bounds(), pal)
				draw.Draw(pi, pi.Bounds(), img, image.Point{}, draw.Src)
				must(t, gif.Encode(&buf, pi, &gif.Options{NumColors: 256}))
			case ".jpg":
				must(t, jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}))
			default:
				must(t, png.Encode(&buf, img))
			}
			p := filepath.Join(dir, s.file)
			if *updateCorpus {
				must(t, os.MkdirAll(dir, 0o755))
				must(t, os.WriteFile(p, buf.Bytes(), 0o644))
				continue
			}
			if cur, err := os.ReadFile(p); err != nil || !bytes.Equal(cur, buf.Bytes()) {
				t.Errorf("%s differs from what the generator renders (%v); run go test ./audit -run TestCorpusImagesAreGenerated -update-corpus", p, err)
			}
		}
	}
}

func render(s corpusImage, regular, bold *opentype.Font) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, s.w, s.h))
	draw.Draw(img, img.Bounds(), image.NewUniform(s.bg), image.Point{}, draw.Src)
	switch s.kind {
	case "text":
		f := regular
		if s.bold {
			f = bold
		}
		face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: s.size, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			panic(err)
		}
		d := &font.Drawer{Dst: img, Src: image.NewUniform(s.fg), Face: face}
		adv := d.MeasureString(s.text)
		m := face.Metrics()
		x := (fixed.I(s.w) - adv) / 2
		y := (fixed.I(s.h) + m.Ascent - m.Descent) / 2
		d.Dot = fixed.Point26_6{X: x, Y: y}
		d.DrawString(s.text)
	case "corner":
		r := float64(s.w)
		for y := 0; y < s.h; y++ {
			for x := 0; x < s.w; x++ {
				if math.Hypot(r-float64(x), r-float64(y)) <= r {
					img.Set(x, y, s.fg)
				}
			}
		}
	case "dot":
		cx, cy, r := float64(s.w)/2, float64(s.h)/2, float64(min(s.w, s.h))/2
		for y := 0; y < s.h; y++ {
			for x := 0; x < s.w; x++ {
				if math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy) <= r {
					img.Set(x, y, s.fg)
				}
			}
		}
	case "icon":
		icon(img, s)
	case "photo":
		photo(img, s.seed)
	}
	return img
}

// icon draws a crude glyph: a printer or an envelope or a magnifier.
func icon(img *image.RGBA, s corpusImage) {
	rect := func(x0, y0, x1, y1 int) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				if x == x0 || x == x1 || y == y0 || y == y1 {
					img.Set(x, y, s.fg)
				}
			}
		}
	}
	switch s.iconKind {
	case "print":
		rect(5, 2, 14, 7)
		rect(2, 7, 17, 14)
		rect(5, 12, 14, 18)
	case "mail":
		rect(2, 5, 17, 15)
		for i := 0; i <= 7; i++ {
			img.Set(2+i, 5+i*5/7, s.fg)
			img.Set(17-i, 5+i*5/7, s.fg)
		}
	case "search":
		for a := 0.0; a < 2*math.Pi; a += 0.05 {
			img.Set(8+int(5*math.Cos(a)), 8+int(5*math.Sin(a)), s.fg)
		}
		for i := 0; i < 6; i++ {
			img.Set(12+i, 12+i, s.fg)
			img.Set(13+i, 12+i, s.fg)
		}
	}
}

// photo paints overlapping soft colour blobs with grain: many colours and
// no text, like a photograph as far as the evidence is concerned.
func photo(img *image.RGBA, seed int64) {
	rng := rand.New(rand.NewSource(seed))
	b := img.Bounds()
	type blob struct{ x, y, r, cr, cg, cb float64 }
	var blobs []blob
	for i := 0; i < 7; i++ {
		blobs = append(blobs, blob{rng.Float64() * float64(b.Dx()), rng.Float64() * float64(b.Dy()), 20 + rng.Float64()*60,
			rng.Float64() * 255, rng.Float64() * 255, rng.Float64() * 255})
	}
	for y := 0; y < b.Dy(); y++ {
		for x := 0; x < b.Dx(); x++ {
			r, g, bl, wsum := 60.0, 60.0, 60.0, 1.0
			for _, o := range blobs {
				w := math.Exp(-math.Pow(math.Hypot(float64(x)-o.x, float64(y)-o.y)/o.r, 2))
				r, g, bl, wsum = r+w*o.cr, g+w*o.cg, bl+w*o.cb, wsum+w
			}
			n := rng.Float64()*24 - 12
			img.Set(x, y, color.RGBA{clamp(r/wsum + n), clamp(g/wsum + n), clamp(bl/wsum + n), 255})
		}
	}
}

func clamp(f float64) uint8 { return uint8(math.Max(0, math.Min(255, f))) }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
