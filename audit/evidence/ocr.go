package evidence

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"

	xdraw "golang.org/x/image/draw"

	"github.com/accessagents/accessagents/audit/finding"
)

// OCR reads text in images with tesseract (Debian's tesseract-ocr), run as
// a process on the image bytes. A nil *OCR reads nothing.
type OCR struct {
	Bin string
	// MinConf is the per-word confidence (0–100) below which a reading is
	// not used.
	MinConf float64
}

// ErrNoOCR means tesseract is not installed.
var ErrNoOCR = errors.New("tesseract not found: install it with `accessagents setup` (apt-get install tesseract-ocr)")

// FindOCR locates tesseract: $ACCESSAGENTS_TESSERACT, else PATH.
func FindOCR() (*OCR, error) {
	bin := os.Getenv("ACCESSAGENTS_TESSERACT")
	if bin == "" {
		p, err := exec.LookPath("tesseract")
		if err != nil {
			return nil, ErrNoOCR
		}
		bin = p
	}
	return &OCR{Bin: bin, MinConf: 80}, nil
}

// Read runs tesseract on a PNG (or GIF/JPEG) image: small images are
// upscaled and padded first, and light-on-dark text is tried inverted when
// the plain reading finds nothing.
func (o *OCR) Read(ctx context.Context, img image.Image) (finding.OCRResult, error) {
	if o == nil {
		return finding.OCRResult{}, ErrNoOCR
	}
	prep := prepareForOCR(img, false)
	r, err := o.run(ctx, prep, "6")
	if err != nil {
		return r, err
	}
	better := func(c finding.OCRResult) bool {
		return len(c.Words) > 0 && (len(r.Words) == 0 || c.MinConf > r.MinConf)
	}
	if (len(r.Words) == 0 || r.MinConf < o.MinConf) && meanLuma(prep) < 128 {
		inv, err := o.run(ctx, prepareForOCR(img, true), "6")
		if err == nil && better(inv) {
			inv.Inverted = true
			r = inv
		}
	}
	if len(r.Words) == 0 || r.MinConf < o.MinConf {
		// What tesseract's documentation recommends for text on a
		// gradient or a coloured ground: binarise (Otsu's threshold),
		// dark text on a light ground whatever the original polarity,
		// and read a one-line image as one line (--psm 7), as a button
		// or a banner is.
		psm := "6"
		if b := img.Bounds(); b.Dx() >= 2*b.Dy() {
			psm = "7"
		}
		bin, flipped := binarise(prep.(*image.Gray))
		if c, err := o.run(ctx, bin, psm); err == nil && better(c) {
			c.Inverted = flipped
			r = c
		}
		if len(r.Words) == 0 || r.MinConf < o.MinConf {
			// A gradient ground defeats one threshold: ink is then
			// what differs from its row's and its column's ground.
			if c, err := o.run(ctx, inkMap(prep.(*image.Gray)), psm); err == nil && better(c) {
				r = c
			}
		}
	}
	if len(r.Words) > 0 && r.MinConf < o.MinConf {
		r = trimmedReading(r, o.MinConf, prep.Bounds().Dx())
	}
	r.Width, r.Flat = prep.Bounds().Dx(), flatness(img)
	return r, nil
}

// inkMap marks as ink (black) each pixel that differs from both its row's
// and its column's median, which is the ground where text is a minority:
// a ground that shades from top to bottom, or from side to side, is
// matched by one of them and the text differs from both. The difference
// that counts is a third of the largest one in the image (at least 24
// grey levels).
func inkMap(g *image.Gray) *image.Gray {
	b := g.Bounds()
	x0, y0, x1, y1 := b.Min.X+pad, b.Min.Y+pad, b.Max.X-pad, b.Max.Y-pad
	out := image.NewGray(b)
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	if x1-x0 < 2 || y1-y0 < 2 {
		return out
	}
	median := func(v []uint8) int {
		slices.Sort(v)
		return int(v[len(v)/2])
	}
	rowMed := make([]int, y1-y0)
	buf := make([]uint8, 0, max(x1-x0, y1-y0))
	for y := y0; y < y1; y++ {
		buf = buf[:0]
		for x := x0; x < x1; x++ {
			buf = append(buf, g.GrayAt(x, y).Y)
		}
		rowMed[y-y0] = median(buf)
	}
	colMed := make([]int, x1-x0)
	for x := x0; x < x1; x++ {
		buf = buf[:0]
		for y := y0; y < y1; y++ {
			buf = append(buf, g.GrayAt(x, y).Y)
		}
		colMed[x-x0] = median(buf)
	}
	diff := func(x, y int) int {
		p := int(g.GrayAt(x, y).Y)
		return min(abs(p-rowMed[y-y0]), abs(p-colMed[x-x0]))
	}
	most := 0
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			most = max(most, diff(x, y))
		}
	}
	d := max(24, most/3)
	for y := y0; y < y1; y++ {
		for x := x0; x < x1; x++ {
			if diff(x, y) > d {
				out.SetGray(x, y, color.Gray{0})
			}
		}
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// binarise thresholds a prepared image at Otsu's level and makes the
// ground white: the ground is the class that holds most of the pixels at
// the image's edge inside the margin (text rarely touches it). flipped
// says the original was light on dark.
func binarise(g *image.Gray) (*image.Gray, bool) {
	// The threshold is the image's own, not its margin's.
	b := g.Bounds()
	var hist [256]int
	n := 0
	for y := b.Min.Y + pad; y < b.Max.Y-pad; y++ {
		for x := b.Min.X + pad; x < b.Max.X-pad; x++ {
			hist[g.GrayAt(x, y).Y]++
			n++
		}
	}
	t := otsu(hist, n)
	dark, edge := 0, 0
	for x := b.Min.X + pad; x < b.Max.X-pad; x++ {
		for _, y := range []int{b.Min.Y + pad, b.Max.Y - pad - 1} {
			edge++
			if g.GrayAt(x, y).Y <= t {
				dark++
			}
		}
	}
	flipped := dark*2 > edge
	out := image.NewGray(b)
	for i, p := range g.Pix {
		ink := p <= t
		if flipped {
			ink = !ink
		}
		if ink {
			out.Pix[i] = 0
		} else {
			out.Pix[i] = 255
		}
	}
	// The margin stays ground.
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if x < b.Min.X+pad || y < b.Min.Y+pad || x >= b.Max.X-pad || y >= b.Max.Y-pad {
				out.SetGray(x, y, color.Gray{255})
			}
		}
	}
	return out, flipped
}

// otsu is the grey level that best splits hist into two classes (Otsu
// 1979: the largest between-class variance).
func otsu(hist [256]int, n int) uint8 {
	sum := 0.0
	for i, c := range hist {
		sum += float64(i * c)
	}
	var sumB, best float64
	wB, t := 0, 0
	for i, c := range hist {
		wB += c
		if wB == 0 {
			continue
		}
		wF := n - wB
		if wF == 0 {
			break
		}
		sumB += float64(i * c)
		mB, mF := sumB/float64(wB), (sum-sumB)/float64(wF)
		if v := float64(wB) * float64(wF) * (mB - mF) * (mB - mF); v > best {
			best, t = v, i
		}
	}
	return uint8(t)
}

func (o *OCR) run(ctx context.Context, img image.Image, psm string) (finding.OCRResult, error) {
	var in bytes.Buffer
	if err := png.Encode(&in, img); err != nil {
		return finding.OCRResult{}, err
	}
	// --psm 6: one uniform block of text, which is what a text image
	// is; 7: one line.
	cmd := exec.CommandContext(ctx, o.Bin, "stdin", "stdout", "--psm", psm, "-l", "eng", "tsv")
	cmd.Stdin = &in
	// One thread: many images in a row beat one image on all cores, and
	// the machine is shared.
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return finding.OCRResult{}, fmt.Errorf("tesseract: %w: %s", err, finding.OneLine(errb.String()))
	}
	return parseTSV(out.String()), nil
}

// parseTSV reads tesseract's TSV: level 5 rows are words with confidences.
func parseTSV(tsv string) finding.OCRResult {
	var r finding.OCRResult
	var texts []string
	r.MinConf = 100
	for _, line := range strings.Split(tsv, "\n") {
		f := strings.Split(line, "\t")
		if len(f) < 12 || f[0] != "5" {
			continue
		}
		text := strings.TrimSpace(f[11])
		conf, err := strconv.ParseFloat(f[10], 64)
		if text == "" || err != nil || conf < 0 {
			continue
		}
		left, _ := strconv.Atoi(f[6])
		width, _ := strconv.Atoi(f[8])
		r.Words = append(r.Words, finding.OCRWord{Text: text, Conf: conf, Left: left, Right: left + width})
		texts = append(texts, text)
		r.MinConf = min(r.MinConf, conf)
	}
	if len(r.Words) == 0 {
		r.MinConf = 0
	}
	r.Text = strings.Join(texts, " ")
	return r
}

// pad is the quiet margin prepareForOCR puts round an image; binarise and
// inkMap keep it ground.
const pad = 16

// prepareForOCR scales the image so text is ~3x a small button's height,
// flattens transparency onto white (or black when inverting) and adds a
// margin: tesseract reads 30px+ glyphs with a quiet border best.
func prepareForOCR(img image.Image, invert bool) image.Image {
	b := img.Bounds()
	scale := 1.0
	if h := b.Dy(); h < 120 {
		scale = min(120.0/float64(max(h, 1)), 6)
	}
	w, h := int(float64(b.Dx())*scale), int(float64(b.Dy())*scale)
	bg := color.Gray{255}
	dst := image.NewGray(image.Rect(0, 0, w+2*pad, h+2*pad))
	xdraw.Draw(dst, dst.Bounds(), image.NewUniform(bg), image.Point{}, xdraw.Src)
	rgba := image.NewRGBA(image.Rect(0, 0, w, h))
	xdraw.Draw(rgba, rgba.Bounds(), image.NewUniform(color.White), image.Point{}, xdraw.Src)
	xdraw.CatmullRom.Scale(rgba, rgba.Bounds(), img, b, xdraw.Over, nil)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			g := color.GrayModel.Convert(rgba.At(x, y)).(color.Gray)
			if invert {
				g.Y = 255 - g.Y
			}
			dst.SetGray(x+pad, y+pad, g)
		}
	}
	if invert {
		// The margin must match the new background: the inverted text
		// is now dark on light, so keep the border light.
		for y := 0; y < dst.Bounds().Dy(); y++ {
			for x := 0; x < dst.Bounds().Dx(); x++ {
				if x < pad || y < pad || x >= w+pad || y >= h+pad {
					dst.SetGray(x, y, color.Gray{255})
				}
			}
		}
	}
	return dst
}

// meanLuma is the average grey level of a prepared image: below the middle,
// the text is probably light on dark and worth reading inverted.
func meanLuma(img image.Image) float64 {
	g, ok := img.(*image.Gray)
	if !ok || len(g.Pix) == 0 {
		return 255
	}
	sum := 0
	for _, p := range g.Pix {
		sum += int(p)
	}
	return float64(sum) / float64(len(g.Pix))
}
