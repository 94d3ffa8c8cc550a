package evidence

import (
	"image"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

// What a reading says beyond its words, read from tesseract's word boxes
// and the image itself: a line cut by the image's edges (trimmedReading,
// CoreWords), and whether the words stand on a flat ground or a photo
// (flatness).

// flatness is the share of img's pixels in its most common colour, each
// channel taken to 16 levels: 0.6 or more on a banner's plain ground, a
// few hundredths on a photo.
func flatness(img image.Image) float64 {
	b := img.Bounds()
	if b.Empty() {
		return 0
	}
	counts := map[uint32]int{}
	step := max(1, (b.Dx()*b.Dy())/200000) // a sample of 200,000 pixels at most
	n, i := 0, 0
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if i++; i%step != 0 {
				continue
			}
			r, g, bl, _ := img.At(x, y).RGBA()
			counts[(r>>12)<<8|(g>>12)<<4|bl>>12]++
			n++
		}
	}
	top := 0
	for _, c := range counts {
		top = max(top, c)
	}
	return float64(top) / float64(n)
}

// CoreWords is a reading's text without a word cut by the image's left or
// right edge that no dictionary knows ("mmer sale on all winter coats":
// a banner's line wider than the banner): the first or last word, within
// 3% of that edge.
func CoreWords(r *finding.OCRResult, dict *Words) string {
	ws := r.Words
	if r.Width > 0 && len(ws) > 1 {
		near := max(3, r.Width*3/100)
		known := func(w finding.OCRWord) bool {
			t := strings.Trim(strings.ToLower(w.Text), ".,:;!?'\"()")
			return dict.Has(t)
		}
		if !known(ws[0]) && ws[0].Left <= pad+near {
			ws = ws[1:]
		}
		if len(ws) > 1 && !known(ws[len(ws)-1]) && ws[len(ws)-1].Right >= r.Width-pad-near {
			ws = ws[:len(ws)-1]
		}
	}
	texts := make([]string, len(ws))
	for i, w := range ws {
		texts[i] = w.Text
	}
	return strings.Join(texts, " ")
}

// trimmedReading is a reading whose unsure words are only at its ends,
// cut by the image's edges (a banner's line wider than the banner): the
// first unsure words within 3% of the left edge of the image read (width
// px, its margin included), the last within 3% of the right. Its middle,
// four words or more each read surely, is the reading; anything else is
// left as it was.
func trimmedReading(r finding.OCRResult, minConf float64, width int) finding.OCRResult {
	near := max(3, width*3/100)
	i, j := 0, len(r.Words)
	for i < j && r.Words[i].Conf < minConf && i < 2 && r.Words[0].Left <= pad+near {
		i++
	}
	for j > i && r.Words[j-1].Conf < minConf && len(r.Words)-j < 2 && r.Words[len(r.Words)-1].Right >= width-pad-near {
		j--
	}
	mid := r.Words[i:j]
	if len(mid) < 4 {
		return r
	}
	out := finding.OCRResult{Words: slices.Clone(mid), MinConf: 100, Inverted: r.Inverted}
	texts := make([]string, len(mid))
	for k, w := range mid {
		if w.Conf < minConf {
			return r
		}
		texts[k] = w.Text
		out.MinConf = min(out.MinConf, w.Conf)
	}
	out.Text = strings.Join(texts, " ")
	return out
}
