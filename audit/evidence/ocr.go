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
	r, err := o.run(ctx, prep)
	if err != nil {
		return r, err
	}
	if (len(r.Words) == 0 || r.MinConf < o.MinConf) && meanLuma(prep) < 128 {
		inv, err := o.run(ctx, prepareForOCR(img, true))
		if err == nil && len(inv.Words) > 0 && (len(r.Words) == 0 || inv.MinConf > r.MinConf) {
			inv.Inverted = true
			return inv, nil
		}
	}
	return r, nil
}

func (o *OCR) run(ctx context.Context, img image.Image) (finding.OCRResult, error) {
	var in bytes.Buffer
	if err := png.Encode(&in, img); err != nil {
		return finding.OCRResult{}, err
	}
	// --psm 6: one uniform block of text, which is what a text image is.
	cmd := exec.CommandContext(ctx, o.Bin, "stdin", "stdout", "--psm", "6", "-l", "eng", "tsv")
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
		r.Words = append(r.Words, finding.OCRWord{Text: text, Conf: conf})
		texts = append(texts, text)
		r.MinConf = min(r.MinConf, conf)
	}
	if len(r.Words) == 0 {
		r.MinConf = 0
	}
	r.Text = strings.Join(texts, " ")
	return r
}

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
	const pad = 16
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
