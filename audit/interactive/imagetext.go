package interactive

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// minFlatBanner is the share of an image's pixels in its most common
// colour from which its words are a banner's, not a photo's (flat grounds
// measure 0.6 and more; photos and textures a few hundredths).
const minFlatBanner = 0.35

// maxTextImages caps the images one page's 1.4.5 check reads with OCR
// (tesseract takes 0.1–0.5 s an image).
const maxTextImages = 24

// imageTextCandidatesJS lists the images worth reading for 1.4.5: visible,
// big enough to hold words, not marked decorative (alt=""), and not a
// logotype (1.4.5's own exception: a name, class or alt that says logo,
// or the image that links home from a banner). An image with no alt at
// all is read too: text drawn as an image is 1.4.5's failure whatever its
// alt (legacy navigation made of text images often has none). It returns
// each candidate's node, its alt text, whether it has none, and whether
// it is (in) a link or button, in DOM order.
var imageTextCandidatesJS = "(max) => {\n" + browser.PageLibJS() + `
  // Store and payment badges ("Get it on Google Play") are brands too.
  const LOGO = /logo|brand|crest|emblem|wordmark|masthead|app.?store|google.?play|paypal/i;
  const out = [];
  let bareOthers = 0; // no-alt and alt="" images outside controls: ten at most (OCR takes up to half a second each)
  for (const el of document.querySelectorAll('img, input[type=image]')) {
    if (out.length >= max) break;
    if (!visible(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
    const r = el.getBoundingClientRect();
    // Big enough for words: a button's two letters ("GO") fit in 24 px.
    const isControl = el.localName === 'input' || !!el.closest('a[href], button, [role=link], [role=button]');
    if (r.width < (isControl ? 24 : 40) || r.height < 12) continue;
    const noAlt = !el.hasAttribute('alt'), alt = norm(el.getAttribute('alt') || '');
    const emptyAlt = !alt && !noAlt && el.localName === 'img';
    const control = el.localName === 'input' || !!el.closest('a[href], button, [role=link], [role=button]');
    if ((noAlt || emptyAlt) && !control && ++bareOthers > 10) continue;
    if (emptyAlt && control) continue;
    let logo = LOGO.test(alt) || LOGO.test(el.getAttribute('src') || '');
    for (let a = el, i = 0; a && i < 4 && !logo; a = a.parentElement, i++) logo = LOGO.test((a.id || '') + ' ' + (a.getAttribute('class') || ''));
    const link = el.closest('a[href]');
    if (!logo && link && el.closest('header, [role=banner]')) {
      try { logo = new URL(link.href, location.href).pathname.replace(/index\.[a-z]+$/, '') === '/'; } catch (e) { /* not a URL */ }
    }
    if (logo) continue;
    // The node is read before the marker attribute goes on, so neither the
    // selector nor the snippet names an attribute the page does not have.
    const node = { target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200) };
    // The control's name, when the image is its whole label (nothing else
    // in it shows words): an aria-label or aria-labelledby wins over alt.
    const ctl = el.localName === 'input' ? el : el.closest('a[href], button, [role=link], [role=button]');
    let name = null;
    if (ctl && (ctl === el || !norm(ctl.innerText || ''))) {
      const by = (ctl.getAttribute('aria-labelledby') || '').split(/\s+/).map((id) => document.getElementById(id)).filter(Boolean);
      name = by.length ? norm(by.map((n) => n.textContent).join(' ')) : norm(ctl.getAttribute('aria-label') || '') ||
        norm(Array.from(ctl === el ? [el] : ctl.querySelectorAll('img[alt]')).map((i) => i.getAttribute('alt')).join(' '));
    }
    // What is said beside an image marked decorative: the text of the
    // block around it (up to four ancestors: a hero's h1 may sit in the
    // next column), 2,000 characters at most.
    let near = '';
    if (emptyAlt) { let b = el.parentElement; for (let i = 0; b && b.parentElement && b !== document.body && i < 4 && norm(b.innerText || '').length < 2000; i++) b = b.parentElement; near = norm((b && b.innerText) || '').slice(0, 2000); }
    el.setAttribute('data-aa-imgtext', String(out.length));
    out.push({ alt, noAlt, emptyAlt, near, control, node, name, height: r.height });
  }
  return out;
}`

// imageCand is an image imageTextCandidatesJS lists.
type imageCand struct {
	Alt   string `json:"alt"`
	NoAlt bool   `json:"noAlt"`
	// EmptyAlt is an img marked decorative (alt=""), outside a control,
	// and Near the text of the block it sits in.
	EmptyAlt bool            `json:"emptyAlt"`
	Near     string          `json:"near"`
	Control  bool            `json:"control"`
	Node     json.RawMessage `json:"node"`
	// Name is the control's name when the image is its whole label.
	Name   *string `json:"name"`
	Height float64 `json:"height"`
}

// readImages lists the page's candidate images, reads each one want
// accepts with OCR, and calls read with those OCR reads confidently. It
// takes the marker attributes off again.
func readImages(ctx context.Context, kit *evidence.Kit, p playwright.Page, want func(imageCand) bool, read func(imageCand, *finding.OCRResult)) error {
	ocr := kit.OCR()
	if ocr == nil {
		return evidence.ErrNoOCR
	}
	var cands []imageCand
	if err := browser.EvalJSON(p, imageTextCandidatesJS, maxTextImages, &cands); err != nil {
		return err
	}
	defer p.Evaluate(`() => document.querySelectorAll('[data-aa-imgtext]').forEach((el) => el.removeAttribute('data-aa-imgtext'))`)
	for i, c := range cands {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !want(c) {
			continue
		}
		h, err := p.QuerySelector(fmt.Sprintf(`[data-aa-imgtext="%d"]`, i))
		if err != nil || h == nil {
			continue
		}
		f := kit.ImageFacts(ctx, h, finding.Inspection{}, "")
		h.Dispose()
		if f != nil && f.OCR != nil && f.OCR.MinConf >= ocr.MinConf {
			read(c, f.OCR)
		}
	}
	return nil
}

// imageTextCheck is 1.4.5 Images of Text (AA): an informative image whose
// pixels OCR reads as real words, confidently. When its alt text says the
// same words, the image presents text that could be text (technique C22's
// failure): a violation. So is a link or button image with no alt at all
// whose pixels are words: its words are its only purpose. Other readable
// text (a chart's labels, a photo of a sign) is for a person to judge
// (needs review): it may be essential.
//
// Two words at least, or one of three letters or more where the alt says
// that word too or the image is a link or button with no alt: a lone word
// elsewhere is too easily a photo's.
func imageTextCheck(ctx context.Context, kit *evidence.Kit, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: "aa-image-text"}
	dict := kit.Words()
	err := readImages(ctx, kit, p, func(imageCand) bool { return true }, func(c imageCand, o *finding.OCRResult) {
		read := evidence.CoreWords(o, dict) // without words the image's edges cut
		words := evidence.WordsOf(read)
		altSays := c.Alt != "" && (evidence.SameWords(c.Alt, read) || evidence.ContainsWords(c.Alt, read))
		bare := c.NoAlt && c.Control
		// One word: the alt must say exactly that word ("Stop" in "A stop
		// sign at a junction" is a photo's), or it is a bare control.
		// A button's two letters ("GO") are its label when its alt says
		// exactly them.
		lone := len(words) == 1 && ((len([]rune(words[0])) >= 3 && (evidence.SameWords(c.Alt, read) || bare)) ||
			(len([]rune(words[0])) == 2 && c.Control && evidence.SameWords(c.Alt, read)))
		if (len(words) < 2 && !lone) || !evidence.HonestWords(dict, read) {
			return
		}
		var n finding.Node
		if json.Unmarshal(c.Node, &n) != nil {
			return
		}
		text := strings.Join(words, " ")
		facts := map[string]any{"ocr_text": text, "ocr_min_confidence": o.MinConf, "alt": c.Alt, "no_alt": c.NoAlt}
		switch {
		case c.EmptyAlt:
			facts["failure"] = "G94" // words marked decorative: 1.1.1 too (criteria.json)
		case bare:
			facts["failure"] = "F65" // no alt at all: 1.1.1 too
		}
		data, _ := json.Marshal(facts)
		n.Data = data
		if c.EmptyAlt {
			// Words that nothing beside the image says: information,
			// lost to anyone who cannot see them.
			// Four words or more: a photo's shop sign ("corner street
			// bakery") is incidental text, not an image of text.
			if len(words) < 4 || wordsSaid(c.Near, words) {
				return
			}
			if o.Flat < minFlatBanner {
				// Words on a photo or a textured ground: a sign in a
				// street scene, or a banner over a picture. A person
				// decides.
				n.Summary = fmt.Sprintf("The image shows the words %q on a photo or textured ground, and alt=\"\" marks it decorative with nothing beside it saying them: if they are the image's message rather than incidental text (a sign in a scene), they are lost to screen readers (1.1.1, 1.4.5).", text)
				r.Review = append(r.Review, n)
				r.ReviewTotal++
				return
			}
			n.Summary = fmt.Sprintf("The image shows the words %q, but alt=\"\" marks it decorative and nothing beside it says them: text presented as an image, and its words are lost to screen readers (1.1.1 too). Use real text styled with CSS (technique C22), or give the image alt text that says the words.", text)
			r.Nodes = append(r.Nodes, n)
			r.Total++
			return
		}
		if bare {
			n.Summary = fmt.Sprintf("The image shows the words %q and has no text alternative: text presented as an image, which screen readers cannot read either (1.1.1). Use real text styled with CSS (technique C22); until then give it alt=%q.", text, text)
			r.Nodes = append(r.Nodes, n)
			r.Total++
			return
		}
		// A button or link drawn as words of a label's size: its words are
		// its label, never essential as a picture, whatever its alt says.
		if altSays || (c.Control && c.Height <= maxLabelImageHeight) {
			n.Summary = fmt.Sprintf("The image shows the words %q, and its alt text says the same: this is text presented as an image. Use real text styled with CSS (technique C22), unless the presentation is essential or a logotype.", text)
			r.Nodes = append(r.Nodes, n)
			r.Total++
			return
		}
		n.Summary = fmt.Sprintf("The image shows the words %q (OCR, lowest word confidence %.0f). If it is text that could be real text, replace it; a chart, photo or logotype may keep it.", text, o.MinConf)
		r.Review = append(r.Review, n)
		r.ReviewTotal++
	})
	r.Nodes, r.Review = capNodes(r.Nodes), capNodes(r.Review)
	return r, err
}

// wordsSaid reports whether text says at least four in five of words
// (those of three letters or more): an image's words repeated beside it.
func wordsSaid(text string, words []string) bool {
	have := map[string]bool{}
	for _, w := range evidence.WordsOf(text) {
		have[w] = true
	}
	n, said := 0, 0
	for _, w := range words {
		if len([]rune(w)) < 3 {
			continue
		}
		n++
		if have[w] {
			said++
		}
	}
	return n > 0 && 5*said >= 4*n
}

// maxLabelImageHeight: an image this tall or less can be a button's or a
// menu item's label; a taller one in a link is a banner or a photo.
const maxLabelImageHeight = 64

// imageLabelCheck is 2.5.3 Label in Name (A) for controls drawn as
// images: a link or button whose whole label is an image (an image
// button, a link holding only images) of a label's size, whose pixels OCR
// reads as real words, confidently (one to four, one of three letters or
// more at least), and whose name (aria-labelledby, aria-label, or the
// alt) does not contain those words. Speech users say what they see
// ("Place Order"); a name of "Submit" does not answer.
func imageLabelCheck(ctx context.Context, kit *evidence.Kit, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: "aa-image-label-in-name"}
	dict := kit.Words()
	// The image must be the control's whole label, and a button's or a
	// menu item's size: a banner or a photo in a link shows more than a
	// label. No name at all is 1.1.1's and 4.1.2's finding.
	whole := func(c imageCand) bool {
		return c.Control && c.Name != nil && *c.Name != "" && c.Height <= maxLabelImageHeight
	}
	err := readImages(ctx, kit, p, whole, func(c imageCand, o *finding.OCRResult) {
		words := evidence.WordsOf(o.Text)
		if len(words) == 0 || len(words) > 4 || len(words) < 2 && len([]rune(words[0])) < 3 || !evidence.HonestWords(dict, o.Text) {
			return
		}
		text := strings.Join(words, " ")
		var n finding.Node
		if evidence.ContainsWords(*c.Name, text) || json.Unmarshal(c.Node, &n) != nil {
			return
		}
		data, _ := json.Marshal(map[string]any{"ocr_text": text, "ocr_min_confidence": o.MinConf, "alt": c.Alt, "name": *c.Name})
		n.Data = data
		n.Summary = fmt.Sprintf("The image shows %q, but the control's name is %q: speech users say the words they see, and this name does not contain them. Start the name (its alt) with the words the image shows.", text, *c.Name)
		r.Nodes = append(r.Nodes, n)
		r.Total++
	})
	r.Nodes = capNodes(r.Nodes)
	return r, err
}
