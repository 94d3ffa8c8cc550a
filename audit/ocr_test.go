package audit

import (
	"image/gif"
	"os"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestOCRReadsRenderedText: tesseract, run as a process on an upscaled
// copy, reads the GIF's "TICKETS"; raw, at 28 px, it does not.
func TestOCRReadsRenderedText(t *testing.T) {
	t.Parallel()
	ocr, err := FindOCR()
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open("../testdata/fixes/ocr/img/nav_facts.gif")
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

// TestTextImageVersusDescriptiveFileName is the case: nav_facts.gif
// reads "TICKETS", so it is named "Tickets" from OCR (never "Nav facts");
// walnut-desk-lamp.svg has no text, and its file name is a real
// descriptive phrase, so it is named from it — flagged for review.
func TestTextImageVersusDescriptiveFileName(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	s := newSession(t)
	ctx := testCtx(t)
	res, err := testEngine.Scan(ctx, s, ScanOptions{URL: testSrv.URL + "/fixes/ocr/index.html", PageSize: MaxPageSize})
	if err != nil {
		t.Fatal(err)
	}
	words := LoadWords(DictPath)
	got := map[string]Hypothesis{}
	for _, v := range res.Violations {
		if v.RuleID != "image-alt" {
			continue
		}
		in, err := testEngine.Inspect(ctx, s, v.Selector)
		if err != nil {
			t.Fatal(err)
		}
		hs, why := PlanFixes(v, in, PlanContext{Words: words}, 1)
		if len(hs) == 0 {
			t.Fatalf("%s handed off: %s", in.ImageFile, why)
		}
		got[in.ImageFile] = hs[0]
		t.Logf("%s: alt=%q source=%s confidence=%.2f ocr=%+v", in.ImageFile, hs[0].Fixes[0].Value, hs[0].Source, hs[0].Confidence, in.Image.OCR)
	}
	if h := got["nav_facts.gif"]; h.Fixes == nil || h.Fixes[0].Value != "Tickets" || h.Source != SourceOCR || h.LowConfidence {
		t.Errorf("nav_facts.gif: %+v, want alt Tickets from OCR", h)
	}
	if h := got["walnut-desk-lamp.svg"]; h.Fixes == nil || h.Fixes[0].Value != "Walnut desk lamp" || h.Source != SourceFileName || !h.LowConfidence {
		t.Errorf("walnut-desk-lamp.svg: %+v, want the file's phrase, flagged for review", h)
	}
	for _, h := range got {
		if strings.Contains(strings.ToLower(h.Fixes[0].Value), "nav") {
			t.Errorf("a layout word became a name: %+v", h)
		}
	}
}
