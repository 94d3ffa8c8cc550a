package evidence

import (
	"context"
	"image"
	"image/gif"
	_ "image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/audit/finding"
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

// TestOCRReadsStylisedText: button and banner text on gradients and
// coloured grounds, light on dark or dark on light, is read right at the
// checks' confidence, and an image with no text reads as no word of two
// letters or more. testdata/ocr/README.md says how the sets were made.
func TestOCRReadsStylisedText(t *testing.T) {
	t.Parallel()
	ocr, err := FindOCR()
	if err != nil {
		t.Fatal(err)
	}
	for _, set := range []string{"tuning", "heldout", "none"} {
		files, _ := filepath.Glob(filepath.Join("../../testdata/ocr", set, "*.*"))
		if len(files) < 10 {
			t.Fatalf("%s: %d images", set, len(files))
		}
		for _, f := range files {
			fh, err := os.Open(f)
			if err != nil {
				t.Fatal(err)
			}
			img, _, err := image.Decode(fh)
			fh.Close()
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			r, err := ocr.Read(testCtx(t), img)
			if err != nil {
				t.Fatal(err)
			}
			confident := len(r.Words) > 0 && r.MinConf >= ocr.MinConf
			want, _, _ := strings.Cut(strings.TrimSuffix(filepath.Base(f), filepath.Ext(f)), "__")
			want = strings.ReplaceAll(want, "_", " ")
			switch {
			case set == "none" && confident && len(r.Text) > 1:
				t.Errorf("%s (no text) read as %q at %.0f", f, r.Text, r.MinConf)
			case set != "none" && (!confident || r.Text != want):
				t.Errorf("%s: read %q at %.0f, want %q at %.0f or more", f, r.Text, r.MinConf, want, ocr.MinConf)
			}
		}
	}
}

// TestTrimmedReading: a reading whose unsure words are only at its ends
// (a banner's line cut by the image's edges) keeps its sure middle of four
// words or more; unsure words inside, or a short middle, leave the
// reading unsure as it was.
func TestTrimmedReading(t *testing.T) {
	read := func(words ...any) finding.OCRResult {
		var r finding.OCRResult
		r.MinConf = 100
		var texts []string
		for i := 0; i < len(words); i += 2 {
			w := finding.OCRWord{Text: words[i].(string), Conf: words[i+1].(float64), Left: 20 + 100*i, Right: 100 + 100*i}
			r.Words = append(r.Words, w)
			texts = append(texts, w.Text)
			r.MinConf = min(r.MinConf, w.Conf)
		}
		r.Text = strings.Join(texts, " ")
		return r
	}
	for _, c := range []struct {
		in   finding.OCRResult
		want string
		conf float64
	}{
		{read("ate:", 72.6, "7", 91.0, "nights", 95.0, "from", 96.0, "£399", 88.0, "book", 93.0, "by", 94.0, "31", 70.0, "¥", 40.0), "7 nights from £399 book by", 88},
		{read("Half", 90.0, "price", 65.0, "rooms", 92.0, "every", 93.0, "Sunday", 91.0), "Half price rooms every Sunday", 65},
		{read("x", 30.0, "open", 90.0, "daily", 91.0, "y", 20.0), "x open daily y", 20},
		{read("a", 10.0, "b", 20.0, "c", 30.0, "one", 90.0, "two", 90.0, "three", 90.0, "four", 90.0), "a b c one two three four", 10},
	} {
		// The words sit side by side from the left margin (16 px) to
		// the right one: the first and last touch the edges.
		got := trimmedReading(c.in, 80, c.in.Words[len(c.in.Words)-1].Right+pad+2)
		if got.Text != c.want || got.MinConf != c.conf || len(got.Words) != len(strings.Fields(c.want)) {
			t.Errorf("trimmedReading(%q) = %q at %.0f, want %q at %.0f", c.in.Text, got.Text, got.MinConf, c.want, c.conf)
		}
	}
	// Unsure end words away from the edges (a mark inside a photo) stay.
	in := read("ate:", 72.6, "7", 91.0, "nights", 95.0, "from", 96.0, "£399", 88.0, "book", 93.0, "by", 94.0, "31", 70.0, "¥", 40.0)
	if got := trimmedReading(in, 80, 3000); got.Text != in.Text || got.MinConf != in.MinConf {
		t.Errorf("words far from the right edge were trimmed: %q at %.0f", got.Text, got.MinConf)
	}
}
