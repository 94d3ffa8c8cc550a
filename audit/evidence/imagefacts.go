package evidence

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"image"
	_ "image/gif" // decoders for element pixels
	_ "image/jpeg"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
)

var imageFactsJS = "(el) => {\n" + `
  const norm = (s) => (s || '').replace(/[\s\u00a0]+/g, ' ').trim();
  const r = el.getBoundingClientRect();
  const srcOf = (i) => i.currentSrc || i.src || '';
  const src = srcOf(el);
  const same = src ? Array.from(document.images).filter((i) => srcOf(i) === src).length : 1;
  const ctl = el.closest('a[href], button, [role=button], [role=link]');
  let only = false, ctlTag = '', href = '';
  if (ctl) {
    ctlTag = ctl.localName; href = (ctl.getAttribute('href') || '').slice(0, 300);
    const text = norm(ctl.innerText || ctl.textContent);
    const named = Array.from(ctl.querySelectorAll('img, svg, [role=img]')).some((i) => i !== el && norm(i.getAttribute('alt') || i.getAttribute('aria-label') || ''));
    only = !text && !named && !norm(ctl.getAttribute('aria-label') || '') && !norm(ctl.getAttribute('title') || '');
  }
  let layout = false;
  const table = el.closest('table');
  if (table) {
    const role = table.getAttribute('role') || '';
    layout = role === 'presentation' || role === 'none' || !!table.querySelector('table') || !!(table.parentElement && table.parentElement.closest('table')) ||
      (!table.querySelector('th, caption, thead') && !table.getAttribute('summary'));
  }
  const block = el.closest('td, th, p, li, figure, dd, dt, h1, h2, h3, h4, h5, h6, div, section') || el.parentElement;
  const around = block ? norm(block.innerText || '').slice(0, 300) : '';
  // Text right beside the image: its own text siblings and the blocks
  // (table cells, paragraphs) next to its block.
  const beside = [];
  for (const n of [el.previousSibling, el.nextSibling, block && block.previousElementSibling, block && block.nextElementSibling]) {
    const t = n ? norm(n.nodeType === 3 ? n.textContent : (n.innerText || n.textContent)) : '';
    if (t && t.length <= 160) beside.push(t);
  }
  // The heading of the image's card: the first ancestor (up to four up)
  // that holds a heading, when it holds one heading and this one image.
  // grid: the card is one of two or more like it (same tag and class),
  // each with one heading and one image: a product or people grid.
  let heading = '', grid = false;
  const headSel = 'h1, h2, h3, h4, h5, h6, [role=heading]', imgSel = 'img, [role=img]';
  // Pictures, not marks: an icon of 24 px or less beside a word (a leaf
  // by "Vegetarian") is not the card's picture.
  const pictures = (a) => Array.from(a.querySelectorAll(imgSel)).filter((i) => {
    if (i === el) return true;
    const b = i.getBoundingClientRect();
    return Math.min(b.width, b.height) > 24;
  }).length;
  // Like: the same tag, and the same class or one class in common (a
  // BEM modifier: thread-row and thread-row thread-row--pinned).
  const like = (a, c) => c.localName === a.localName && (c.className === a.className || Array.from(a.classList).some((k) => c.classList.contains(k)));
  for (let a = el.parentElement, i = 0; a && a !== document.body && i < 4; a = a.parentElement, i++) {
    const hs = a.querySelectorAll(headSel);
    if (!hs.length) continue;
    if (hs.length === 1 && pictures(a) === 1) {
      heading = norm(hs[0].innerText || hs[0].textContent).slice(0, 150);
      const others = a.parentElement ? Array.from(a.parentElement.children).filter((c) => c !== a && like(a, c) &&
        c.querySelectorAll(headSel).length === 1 && pictures(c) === 1) : [];
      grid = others.length >= 1;
    }
    break;
  }
  // rowIcons: the image is the one image of an item (up to three levels
  // up) that has two or more like siblings (same tag and class), each with
  // one image of a src of its own and words of its own: a list of like
  // items, each marked with a different picture.
  // The item's image is the one with the image's own classes (another
  // mark in one item, a pin on a pinned thread, is not counted).
  let rowIcons = 0;
  const cls = Array.from(el.classList);
  const ownImg = (c) => c.querySelectorAll(cls.length ? 'img.' + cls.map((k) => CSS.escape(k)).join('.') : 'img');
  for (let a = el.parentElement, i = 0; a && a !== document.body && i < 3; a = a.parentElement, i++) {
    if (ownImg(a).length !== 1) break;
    const sibs = a.parentElement ? Array.from(a.parentElement.children).filter((c) => like(a, c)) : [];
    if (sibs.length < 3) continue;
    const srcs = new Set(sibs.map((c) => { const ci = ownImg(c); return ci.length === 1 ? srcOf(ci[0]) : ''; }));
    // Each item has a title of its own (a link or a heading) that the
    // picture illustrates: a row of data (a forecast, an order's status)
    // says with its picture what its words do not.
    const worded = sibs.every((c) => norm(c.innerText || '').split(' ').filter((w) => /[A-Za-z\u00C0-\u024F]{2}/.test(w)).length >= 2 &&
      !!c.querySelector('a[href], h1, h2, h3, h4, h5, h6, [role=heading]'));
    if (worded && !srcs.has('') && srcs.size === sibs.length) rowIcons = sibs.length;
    break;
  }
  // Names near the picture: in the texts of its card (the nearest of four
  // ancestors that has one), a run of one to four capitalised words
  // between punctuation that has a word of the file's name: the person a
  // portrait shows (amara-okafor.jpg by "Amara Okafor", or by "Maria
  // Okafor, Children's librarian").
  const fileToks = (src.split(/[?#]/)[0].split('/').pop() || '').replace(/\.[A-Za-z0-9]+$/, '').toLowerCase()
    .split(/[^a-z\u00C0-\u024F]+/).filter((t) => t.length >= 3);
  const capital = /^[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'\u2019.-]*$/, particle = /^(de|da|di|van|von|der|den|del|la|le|bin|al)$/;
  const runsOf = (t) => {
    const out = [];
    for (const seg of t.split(/[,;:|\u00b7\u2022\u2013\u2014()\u201c\u201d"!?]+| - /)) {
      let run = [];
      const end = () => { while (run.length && particle.test(run[run.length - 1])) run.pop(); if (run.length && run.length <= 4) out.push(run.join(' ')); run = []; };
      for (const w of seg.trim().split(' ')) {
        if (capital.test(w) || run.length && particle.test(w)) run.push(w.replace(/[.]$/, ''));
        else end();
      }
      end();
    }
    return out;
  };
  // A run that is an element's whole text (<strong>Maggie Thornton</strong>)
  // comes before one cut from a longer text; lines (blocks) are never joined.
  const whole = [], part = [];
  const saysFile = (r) => r.toLowerCase().split(/[^a-z\u00C0-\u024F]+/).some((w) => fileToks.includes(w));
  for (let a = el.parentElement, i = 0; a && a !== document.body && i < 4 && !whole.length && !part.length && fileToks.length; a = a.parentElement, i++) {
    for (const c of Array.from(a.querySelectorAll('*')).slice(0, 80)) {
      const full = norm(c.innerText || '');
      if (!full || full.length > 160) continue;
      // An element whose whole text is a name, as written ("Dr. Amara Okafor").
      if (full.split(' ').length <= 5 && full.split(' ').every((w) => capital.test(w) || particle.test(w)) && saysFile(full) && !whole.includes(full)) whole.push(full);
      for (const line of (c.innerText || '').split('\n')) {
        for (const r of runsOf(norm(line))) {
          if (!saysFile(r)) continue;
          const into = r === full ? whole : part;
          if (!whole.includes(r) && !part.includes(r)) into.push(r);
        }
      }
    }
  }
  const names = whole.concat(part);
  let png = '', why = '';
  const nw = el.naturalWidth || Math.round(r.width), nh = el.naturalHeight || Math.round(r.height);
  if (el.localName === 'img' && el.complete && nw > 0 && nh > 0) {
    try {
      const k = Math.min(1, 800 / Math.max(nw, nh));
      const c = document.createElement('canvas');
      c.width = Math.max(1, Math.round(nw * k)); c.height = Math.max(1, Math.round(nh * k));
      c.getContext('2d').drawImage(el, 0, 0, c.width, c.height);
      png = c.toDataURL('image/png');
    } catch (e) { why = String(e).slice(0, 120); }
  }
  return { naturalW: el.naturalWidth || 0, naturalH: el.naturalHeight || 0, renderW: r.width, renderH: r.height, same, layout,
    only, ctlTag, href, around, beside, names: names.slice(0, 3), heading, grid, rowIcons, title: norm(document.title).slice(0, 200), png, why };
}`

// ImageFacts gathers the evidence for an <img> (or input type=image).
func (k *Kit) ImageFacts(ctx context.Context, h playwright.ElementHandle, in finding.Inspection, outDir string) *finding.ImageFacts {
	raw, err := h.Evaluate(imageFactsJS)
	if err != nil {
		return nil
	}
	var r struct {
		NaturalW, NaturalH int
		RenderW, RenderH   float64
		Same               int
		Layout, Only       bool
		CtlTag, Href       string
		Around, Title      string
		Heading            string
		Grid               bool
		RowIcons           int
		Beside             []string
		Names              []string
		PNG                string
	}
	b, _ := json.Marshal(raw)
	if json.Unmarshal(b, &r) != nil {
		return nil
	}
	f := &finding.ImageFacts{NaturalW: r.NaturalW, NaturalH: r.NaturalH, RenderW: r.RenderW, RenderH: r.RenderH, SameSrc: r.Same,
		LayoutTable: r.Layout, OnlyContent: r.Only, ControlTag: r.CtlTag, ControlHref: r.Href, Around: r.Around, Beside: r.Beside, Names: r.Names, Heading: r.Heading, CardGrid: r.Grid, RowIcons: r.RowIcons, PageTitle: r.Title,
		RoleWord: FileRoleWord(in.ImageFile), FilePhrase: DescriptivePhrase(k.Words(), in.ImageFile)}
	var img image.Image
	if data, ok := strings.CutPrefix(r.PNG, "data:image/png;base64,"); ok {
		if pb, err := base64.StdEncoding.DecodeString(data); err == nil {
			if img, err = png.Decode(bytes.NewReader(pb)); err == nil {
				f.PixelsFrom = "canvas"
			}
		}
	}
	if img == nil && r.RenderW >= 2 && r.RenderH >= 2 {
		// A cross-origin image taints the canvas: its rendered pixels are
		// still on screen.
		if pb, err := h.Screenshot(playwright.ElementHandleScreenshotOptions{Timeout: playwright.Float(3000)}); err == nil {
			if img, err = png.Decode(bytes.NewReader(pb)); err == nil {
				f.PixelsFrom = "screenshot"
			}
		}
	}
	if img == nil {
		return f
	}
	f.LumaStdDev, f.Colors = pixelStats(img)
	f.Uniform = f.LumaStdDev < 6 && f.Colors <= 8
	f.Path = saveImage(img, outDir)
	if f.Uniform || min(r.RenderW, r.RenderH) <= 8 {
		return f // nothing to read in a spacer
	}
	ocr := k.OCR()
	if ocr == nil {
		f.OCRRejected = ErrNoOCR.Error()
		return f
	}
	start := time.Now()
	res, err := ocr.Read(ctx, img)
	f.OCRMs = time.Since(start).Milliseconds()
	if err != nil {
		f.OCRRejected = err.Error()
		return f
	}
	if res.Text == "" {
		return f
	}
	f.OCR = &res
	switch {
	case res.MinConf < ocr.MinConf:
		f.OCRRejected = "low confidence"
	case len([]rune(res.Text)) > 120:
		f.OCRRejected = "too much text for an alt; it belongs in the page"
	case !HonestWords(k.Words(), res.Text):
		f.OCRRejected = "not all real words"
	default:
		f.OCRText = SentenceCase(res.Text)
	}
	return f
}

// pixelStats is the luminance standard deviation (0–255, transparency
// flattened on white) and the number of distinct colours (quantised to 4
// bits per channel, counted up to 256).
func pixelStats(img image.Image) (float64, int) {
	b := img.Bounds()
	step := max(1, int(math.Sqrt(float64(b.Dx()*b.Dy())/40000)))
	var n, sum, sq float64
	colors := map[uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += step {
		for x := b.Min.X; x < b.Max.X; x += step {
			cr, cg, cb, ca := img.At(x, y).RGBA()
			// Flatten on white: c + (1 - a) * white, in 16-bit space.
			w := 0xffff - ca
			fr, fg, fb := float64(cr+w)/257, float64(cg+w)/257, float64(cb+w)/257
			l := 0.299*fr + 0.587*fg + 0.114*fb
			n++
			sum += l
			sq += l * l
			if len(colors) < 256 {
				colors[uint32(fr)>>4<<8|uint32(fg)>>4<<4|uint32(fb)>>4] = true
			}
		}
	}
	if n == 0 {
		return 0, 0
	}
	mean := sum / n
	return math.Sqrt(max(0, sq/n-mean*mean)), len(colors)
}

// saveImage writes the pixels as PNG under outDir/images, named by content.
func saveImage(img image.Image, outDir string) string {
	var buf bytes.Buffer
	if outDir == "" || png.Encode(&buf, img) != nil {
		return ""
	}
	sum := sha256.Sum256(buf.Bytes())
	dir := filepath.Join(outDir, "images")
	if os.MkdirAll(dir, 0o755) != nil {
		return ""
	}
	p := filepath.Join(dir, hex.EncodeToString(sum[:8])+".png")
	if os.WriteFile(p, buf.Bytes(), 0o644) != nil {
		return ""
	}
	return p
}
