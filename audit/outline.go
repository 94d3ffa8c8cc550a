package audit

import (
	"context"
	"encoding/json"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// The page's outline: its headings, landmarks and interactive elements.

// Outline is audit_page_structure's view: the document's accessibility
// skeleton plus its interactive elements with text hashes.
type Outline struct {
	URL         string           `json:"url"`
	Title       string           `json:"title"`
	TitleHash   string           `json:"title_hash"`
	Lang        string           `json:"lang"`
	Headings    []Heading        `json:"headings"`
	Landmarks   []Landmark       `json:"landmarks"`
	Elements    []OutlineElement `json:"elements"`
	Images      int              `json:"images"`
	ImagesNoAlt int              `json:"images_without_alt"`
}

// Heading is one h1–h6 (or role=heading).
type Heading struct {
	Level int    `json:"level"`
	Text  string `json:"text"`
}

// Landmark is one landmark region.
type Landmark struct {
	Role string `json:"role"`
	Name string `json:"name,omitempty"`
}

// OutlineElement is an interactive element with its text hash.
type OutlineElement struct {
	Role     string `json:"role"`
	Name     string `json:"name"`
	Selector string `json:"selector"`
	XPath    string `json:"xpath,omitempty"`
	TextHash string `json:"text_hash"`
}

var outlineJS = "(max) => {\n" + browser.PageLibJS() + `
  const headings = Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')).filter(visible).slice(0, 60)
    .map((h) => ({ level: parseInt(h.getAttribute('aria-level') || h.localName.slice(1), 10) || 2, text: norm(h.textContent).slice(0, 120) }));
  const LM = { header: 'banner', nav: 'navigation', main: 'main', footer: 'contentinfo', aside: 'complementary', form: 'form', search: 'search' };
  const landmarks = Array.from(document.querySelectorAll('header,nav,main,footer,aside,search,[role=banner],[role=navigation],[role=main],[role=contentinfo],[role=complementary],[role=search],[role=region]'))
    .slice(0, 40).map((l) => ({ role: l.getAttribute('role') || LM[l.localName] || l.localName, name: norm(l.getAttribute('aria-label') || '') }));
  const elements = [];
  walk(document, top, (el, root, ctx) => {
    if (elements.length >= max || !interactive(el)) return true;
    elements.push({ role: implicitRole(el), name: accName(el), selector: ctx.prefix + cssSel(el, root), xpath: xpathOf(el), text: norm(el.textContent).slice(0, 4000) });
    return true;
  });
  const imgs = Array.from(document.images);
  const t = document.querySelector('title');
  return { url: location.href, title: document.title, titleText: t ? norm(t.textContent) : '', lang: document.documentElement.getAttribute('lang') || '',
    headings, landmarks, elements, images: imgs.length, noAlt: imgs.filter((i) => !i.hasAttribute('alt')).length };
}`

// PageOutline reads the page's headings, landmarks and interactive elements.
func (e *Engine) PageOutline(ctx context.Context, s *browser.Session, max int) (Outline, error) {
	if max <= 0 {
		max = 200
	}
	o, _, err := browser.WithPageInto(ctx, s, func(p playwright.Page, o *Outline) error {
		raw, err := p.Evaluate(outlineJS, max)
		if err != nil {
			return err
		}
		var r struct {
			Outline
			TitleText string `json:"titleText"`
			NoAlt     int    `json:"noAlt"`
			Elements  []struct {
				OutlineElement
				Text string `json:"text"`
			} `json:"elements"`
		}
		b, _ := json.Marshal(raw)
		if err := json.Unmarshal(b, &r); err != nil {
			return fmt.Errorf("read outline: %w", err)
		}
		*o = r.Outline
		o.TitleHash, o.ImagesNoAlt = finding.TextHash(r.TitleText), r.NoAlt
		o.Elements = make([]OutlineElement, len(r.Elements))
		for i, el := range r.Elements {
			el.OutlineElement.TextHash = finding.TextHash(el.Text)
			o.Elements[i] = el.OutlineElement
		}
		return nil
	})
	if o.Headings == nil {
		o.Headings = []Heading{}
	}
	if o.Landmarks == nil {
		o.Landmarks = []Landmark{}
	}
	return o, err
}
