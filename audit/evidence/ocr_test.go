package evidence

import (
	"context"
	"image"
	"image/gif"
	"os"
	"testing"
	"time"
)

// BenchmarkOCRPerImage is the time OCR adds per image: tesseract on a
// 120x28 text GIF (upscaled first), against decoding and preparing the
// same image without running tesseract (the baseline in the same run).
func BenchmarkOCRPerImage(b *testing.B) {
	f, err := os.Open("../../testdata/fixes/ocr/img/nav_facts.gif")
	if err != nil {
		b.Fatal(err)
	}
	img, err := gif.Decode(f)
	f.Close()
	if err != nil {
		b.Fatal(err)
	}
	ocr, err := FindOCR()
	if err != nil {
		b.Fatal(err)
	}
	var prepared image.Image
	b.Run("baseline-prepare-only", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			prepared = prepareForOCR(img, false)
		}
	})
	b.Run("tesseract", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			if r, err := ocr.Read(context.Background(), img); err != nil || r.Text != "TICKETS" {
				b.Fatalf("%+v %v", r, err)
			}
		}
	})
	_ = prepared
}

// TestOCRReadsRenderedText: tesseract, run as a process on an upscaled
// copy, reads the GIF's "TICKETS"; raw, at 28 px, it does not.
func TestOCRReadsRenderedText(t *testing.T) {
	t.Parallel()
	ocr, err := FindOCR()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("../../testdata/fixes/ocr/img/nav_facts.gif")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := gif.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	res, err := ocr.Read(testCtx(t), img)
	if err != nil {
		t.Fatal(err)
	}
	if res.Text != "TICKETS" || res.MinConf < ocr.MinConf {
		t.Fatalf("OCR read %q (min conf %.0f), want TICKETS", res.Text, res.MinConf)
	}
	if got := parseTSV("level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n" +
		"5\t1\t1\t1\t1\t1\t0\t0\t10\t10\t41.5\tTHC\n5\t1\t1\t1\t1\t2\t0\t0\t10\t10\t96\tSETS\n"); got.Text != "THC SETS" || got.MinConf != 41.5 {
		t.Errorf("parseTSV: %+v", got)
	}
}

func testCtx(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	return ctx
}
