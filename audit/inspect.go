package audit

import (
	"context"
	"encoding/json"
	"path"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// inspectJS gathers attributes, surrounding text and naming hints. Text is
// returned whole (up to 4000 chars) so Go can hash it exactly as fixes do.
var inspectJS = "(el) => {\n" + browser.PageLibJS() + `
  const attrs = {};
  for (const a of Array.from(el.attributes).slice(0, 30)) attrs[a.name] = a.value.slice(0, 200);
  // A comment is not text a person reads.
  const textOfNode = (n) => n && (n.nodeType === 1 || n.nodeType === 3) ? norm(n.nodeType === 3 ? n.textContent : (n.innerText || n.textContent)) : '';
  // Text beside the element, up to another field: the words before the
  // field before it (or a select's options) name that one, not this one.
  const fieldSel = 'input:not([type=hidden]), select, textarea, [role=textbox], [role=combobox], [role=listbox]';
  const isField = (c) => c.nodeType === 1 && (c.matches(fieldSel) || !!c.querySelector(fieldSel));
  const sib = (n, dir) => { for (let c = n[dir]; c; c = c[dir]) { if (isField(c)) return ''; const t = textOfNode(c); if (t) return t.slice(0, 160); } return ''; };
  const parent = el.parentElement;
  // A legacy form table: the label is alone in the cell before the field's.
  const cellBefore = () => {
    if (!parent || !/^t[dh]$/.test(parent.localName) || sib(el, 'previousSibling')) return '';
    const prev = parent.previousElementSibling;
    return prev && /^t[dh]$/.test(prev.localName) ? textOfNode(prev).slice(0, 160) : '';
  };
  const img = el.localName === 'img' ? el : null;
  const src = img ? (img.currentSrc || img.getAttribute('src') || '') : '';
  const fig = el.closest('figure');
  const cap = fig ? fig.querySelector('figcaption') : null;
  // The components that draw an icon inside el, as the framework's dev
  // build names them: lucide-react draws <svg class="h-5 w-5"> from a
  // component named Search (React's fibers), a Vue or Svelte icon is its
  // own component (ShareIcon.vue, ShareIcon.svelte).
  // One generic icon component drawing many (<Icon name="heart" />): the
  // icon is the prop that picks it.
  const iconProp = (nm, props) => {
    if (!/icon/i.test(nm || '') || !props) return [];
    return ['name', 'icon', 'type', 'glyph'].map((k) => props[k]).filter((v) => typeof v === 'string' && /^[a-z][\w-]{1,40}$/i.test(v)).slice(0, 1);
  };
  const drawnBy = (n) => {
    const names = [];
    const fk = Object.keys(n).find((k) => k.startsWith('__reactFiber$'));
    if (fk) {
      let steps = 0;
      for (let f = n[fk].return; f && f.stateNode !== el && steps < 8; f = f.return, steps++) {
        const t = f.type;
        let nm = '';
        if (typeof t === 'function') nm = t.displayName || t.name;
        else if (t && typeof t === 'object') nm = t.displayName || (t.render && (t.render.displayName || t.render.name)) || (t.type && (t.type.displayName || t.type.name)) || '';
        names.push(nm);
        names.push(...iconProp(nm, f.memoizedProps));
      }
    }
    const vi = n.__vueParentComponent, ve = el.__vueParentComponent;
    for (let i = vi, steps = 0; i && i !== ve && steps < 4; i = i.parent, steps++) {
      const nm = (i.type && (i.type.name || i.type.__name)) || '';
      names.push(nm);
      names.push(...iconProp(nm, i.props));
    }
    // Svelte: the icon's component must be used in the control's own file
    // (content a wrapper renders is written in its user's file, which
    // names nothing).
    const sm = n.__svelte_meta, em = el.__svelte_meta;
    if (sm && sm.loc && em && em.loc && sm.loc.file !== em.loc.file && sm.parent && sm.parent.type === 'component' && sm.parent.file === em.loc.file) {
      names.push(sm.parent.componentTag || sm.loc.file.split('/').pop().replace(/\.svelte$/, ''));
    }
    return names.filter((s) => s && s.length >= 3);
  };
  const icons = [];
  for (const n of [el, ...el.querySelectorAll('i, svg, span, img, use')].slice(0, 12)) {
    // An SVG <use>'s href names its symbol (#icon-trash); a link's href is
    // where it goes (/events/tax-help gave "Help").
    const ref = n.localName === 'use' ? (n.getAttribute('href') || n.getAttribute('xlink:href') || '') : '';
    const c = (n.getAttribute('class') || '') + ' ' + (n.getAttribute('data-icon') || '') + ' ' + ref;
    // An <svg>'s class names its icon as its library writes it, a class
    // and that class with the icon's name after a dash (lucide
    // lucide-bell, feather feather-x): a server component's icon, which no
    // framework marks. Other classes (h-5 text-info) name nothing.
    const libIcon = n.localName === 'svg' && n !== el ? Array.from(n.classList).filter((k) => Array.from(n.classList).some((b) => b !== k && k.startsWith(b + '-'))) : [];
    if (/icon|fa-|bi-|glyph|material|svg|#/.test(c)) icons.push(norm(c).slice(0, 120));
    else if (libIcon.length) icons.push(libIcon.join(' ').slice(0, 120));
    // What the page's own script calls the control's act (data-action="calendar").
    if (n === el && /^[a-z][a-z -]{2,30}$/i.test(el.getAttribute('data-action') || '')) icons.push('action ' + el.getAttribute('data-action'));
    if (n.localName === 'img') icons.push(n.getAttribute('src') || '');
    if (n !== el) { try { const d = drawnBy(n); if (d.length) icons.push('component ' + d.join(' ')); } catch (e) {} }
  }
  // What the control's own click handler calls (inspecthandler.go).
  const handler = (` + clickHandlerJS + `)(el);
  let inside = '';
  for (let a = el.parentElement; a; a = a.parentElement) { if (interactive(a)) { inside = accName(a); break; } }
  const lb = el.getAttribute('aria-labelledby');
  const h1 = document.querySelector('h1, [role=heading][aria-level="1"]');
  // With no h1, the page's title as it is drawn: the first short text in
  // the main content set in bold at twice the body's size or more (a
  // hero's "Autumn essentials" in a styled div).
  let bigText = '';
  if (!h1 && document.body) {
    const base = parseFloat(getComputedStyle(document.body).fontSize) || 16;
    const scope = document.querySelector('main, [role=main]') || document.body;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT);
    for (let n = walker.currentNode, i = 0; n && i < 400; n = walker.nextNode(), i++) {
      if (n.closest('nav, header, footer, a, button, [role=navigation], [role=banner]')) continue;
      const own = norm(Array.from(n.childNodes).filter((c) => c.nodeType === 3).map((c) => c.textContent).join(' '));
      if (!own) continue;
      const cs = getComputedStyle(n);
      const r = n.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || cs.visibility === 'hidden') continue;
      if (parseFloat(cs.fontSize) >= 2 * base && (parseInt(cs.fontWeight, 10) || 400) >= 600 && own.length <= 60 && own.split(' ').length <= 8) { bigText = own; }
      break; // only the first text of the content counts
    }
  }
  let frameTitle = '';
  if (el.localName === 'iframe' || el.localName === 'frame') { try { frameTitle = norm(el.contentDocument.title); } catch (e) {} }
  let labelId = '';
  // Only a field or a control is named by the text before it (a divider
  // after a section's heading is not).
  if (isField(el) || interactive(el)) for (let c = el.previousElementSibling; c && !isField(c); c = c.previousElementSibling) { if (c.id && norm(c.textContent) && visible(c)) { labelId = c.id; break; } }
  const list = ['ul', 'ol'].includes(el.localName) ? Array.from(el.children).filter((c) => !['li', 'script', 'template'].includes(c.localName)) : [];
  const root = el.getRootNode();
  // How a person would name a control from what is around it.
  const form = el.closest('form');
  const submit = el.localName === 'button' ? (el.getAttribute('type') || 'submit').toLowerCase() === 'submit' : el.localName === 'input' && /^(submit|image)$/i.test(el.type);
  const searchForm = !!form && (form.getAttribute('role') === 'search' || !!form.closest('[role=search], search') || !!form.querySelector('input[type=search]') ||
    /(^|[\/?&_.-])(search|find)([\/?&=_.-]|$)/i.test(form.getAttribute('action') || ''));
  const ctl = el.closest('a[href]');
  let homeLink = false;
  if (ctl) { try { const u = new URL(ctl.href, location.href); homeLink = u.origin === location.origin && /^\/(index\.[a-z]+)?$/i.test(u.pathname) && !u.search; } catch (e) {} }
  // The site's owner as its copyright line states it ("© 2026 Crumb & Co.
  // Ltd." is Crumb & Co.): the last such line in a footer (a quote's
  // <footer> holds none), else the last in the page.
  const copyrightHolder = () => {
    // A credit for someone else's work (a photo's, a map's) is not the
    // site's owner.
    const credit = /\b(photos?|image|images|picture|map|maps|map data|icons?|illustrations?|fonts?|imagery|tiles)\b[^©]*$/i;
    const lastLine = (scope) => {
      let line = '';
      const w = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let n = w.nextNode(); n; n = w.nextNode()) {
        if (!/©|\bcopyright\b/i.test(n.textContent) || n.parentElement.closest('figcaption, [class*=attribution], [class*=credit]')) continue;
        const t = textOfNode(n.parentElement), at = t.search(/©|\bcopyright\b/i);
        if (!credit.test(t.slice(0, at))) line = t;
      }
      return line;
    };
    let line = '';
    for (const f of document.querySelectorAll('footer, [role=contentinfo]')) line = lastLine(f) || line;
    if (!line && document.body) line = lastLine(document.body);
    // "© Copyright 2019 – present by Acme" is Acme.
    const m = line.match(/(?:(?:©|\bcopyright\b|\(c\))\s*)+(?:\d{4}(?:\s*[-–—]\s*(?:\d{4}|present|today))?,?\s*)?(?:by\s+)?(.*)$/i);
    if (!m) return '';
    const out = [];
    for (const word of m[1].split(/\s+/)) {
      if (/^[-–—|•·]+$/.test(word)) break;
      const bare = word.replace(/[.,;:|]+$/, '');
      if (!bare || /^(ltd|limited|inc|llc|gmbh|plc|corp|pty|all|\d{4})$/i.test(bare)) break;
      out.push(/^(co|st|bros)\.$/i.test(word) ? word : bare);
      if (bare !== word && !/^(co|st|bros)\.$/i.test(word)) break;
    }
    return out.join(' ');
  };
  let siteName = '';
  const siteMeta = document.querySelector('meta[property="og:site_name"], meta[name="application-name"]');
  if (siteMeta) siteName = norm(siteMeta.getAttribute('content') || '');
  if (!siteName && homeLink) {
    // The text right beside the home link, when no control holds it.
    const ctlIn = (c) => c.nodeType === 1 && (interactive(c) || !!c.querySelector('a[href], button, input, select, textarea'));
    const beside = (dir) => { for (let c = ctl[dir]; c; c = c[dir]) { if (ctlIn(c)) return ''; const t = textOfNode(c); if (t) return t; } return ''; };
    siteName = beside('nextSibling') || beside('previousSibling') || copyrightHolder();
  }
  if (siteName.length > 40 || siteName.split(' ').length > 4) siteName = '';
  // For a page with no title and no h1: the site's name as the page says it
  // (og:site_name, its first home link's name, its copyright line).
  let pageSite = '';
  if (el === document.documentElement && !h1 && !bigText) {
    pageSite = siteMeta ? norm(siteMeta.getAttribute('content') || '') : '';
    for (const a of document.querySelectorAll('a[href]')) {
      if (pageSite) break;
      // Not a skip link (#main resolves to this page too).
      try { const u = new URL(a.href, location.href); if (u.origin !== location.origin || !/^\/(index\.[a-z]+)?$/i.test(u.pathname) || u.search || u.hash || (a.getAttribute('href') || '').startsWith('#')) continue; } catch (e) { continue; }
      const n = norm(accName(a));
      if (!/^(home|home ?page|start|main|index|back|go back|logo)$/i.test(n)) pageSite = n; // a nav word is no site's name
    }
    pageSite = pageSite || copyrightHolder();
    if (pageSite.length > 40 || pageSite.split(' ').length > 5) pageSite = '';
  }
  const context = (submit && searchForm) || homeLink ? { search_submit: submit && searchForm, home_link: homeLink, site_name: siteName } : null;
  return { context, tag: el.localName, role: implicitRole(el), name: accName(el), selector: cssSel(el, el.getRootNode()), xpath: xpathOf(el),
    attributes: attrs, text: norm(el.textContent).slice(0, 4000), focusable: focusable(el), visible: visible(el),
    nearby: { before: sib(el, 'previousSibling') || cellBefore(), after: sib(el, 'nextSibling'), parent: parent ? textOfNode(parent).slice(0, 200) : '' },
    imageFile: src && !/^data:/i.test(src) ? (() => { const f = src.split('?')[0].split('#')[0].split('/').pop() || ''; try { return decodeURIComponent(f); } catch (e) { return f; } })() : '',
    caption: cap ? norm(cap.textContent).slice(0, 200) : '', iconHints: icons, clickHandler: handler, insideNamed: inside,
    labelledBy: lb ? norm(textOf(el.getRootNode(), lb)).slice(0, 200) : '',
    pageLang: document.documentElement.getAttribute('lang') || '', pageH1: h1 ? norm(h1.textContent).slice(0, 200) : '', pageBigText: bigText, pageSite,
    frameTitle, labelId, badChildren: list.slice(0, 20).map((c) => cssSel(c, root)),
    badKeepRoles: list.some((c) => !['div', 'span', 'p'].includes(c.localName) || c.hasAttribute('role') || interactive(c)),
    parentSelector: el.parentElement ? cssSel(el.parentElement, root) : '', parentTag: el.parentElement ? el.parentElement.localName : '',
    pageText: norm(document.body ? document.body.innerText : '').slice(0, 3000),
    prompt_option: el.localName === 'select' && el.options.length && el.options[0].value === '' ? norm(el.options[0].text).slice(0, 80) : '',
    form_submit: (() => {
      // A select that is its form's one field, beside one submit with a
      // word or two on it ("Sort"): the button says what the choice is for.
      if (el.localName !== 'select' || !form) return '';
      const fields = Array.from(form.elements).filter((c) => !/^(hidden|submit|button|image|reset)$/i.test(c.type || '') && c.localName !== 'button' && c.localName !== 'fieldset' && c.localName !== 'output');
      const submits = Array.from(form.elements).filter((c) => c.localName === 'button' ? (c.getAttribute('type') || 'submit').toLowerCase() === 'submit' : /^submit$/i.test(c.type || ''));
      if (fields.length !== 1 || fields[0] !== el || submits.length !== 1) return '';
      const t = norm(submits[0].localName === 'button' ? submits[0].innerText : submits[0].value);
      return t.split(' ').length <= 2 && t.length <= 24 ? t : '';
    })(),
    option_kind: (() => {
      // Every choice a time of day (18:00, 7.30 pm), or a date (2026-12-01).
      if (el.localName !== 'select') return '';
      // A time has a colon or says am/pm (1.20 is a version, 4.50 a price);
      // with two such selects in the form (from, until) neither is named.
      const kind = (s) => {
        const ts = Array.from(s.options).map((o) => norm(o.text)).filter((t) => t);
        if (ts.length < 2) return '';
        if (ts.every((t) => /^([01]?\d|2[0-3]):[0-5]\d(\s?[ap]\.?m\.?)?$/i.test(t) || /^([01]?\d|2[0-3])(\.[0-5]\d)?\s?[ap]\.?m\.?$/i.test(t))) return 'time';
        if (ts.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t))) return 'date';
        return '';
      };
      const k = kind(el);
      if (k && form && Array.from(form.querySelectorAll('select')).filter((s) => kind(s) === k).length > 1) return '';
      return k;
    })() };
}`

// NameImageFile gives an image inspected with no file name (its page
// shows it inlined, as a data: URI) the file src names, and the file-name
// evidence that comes with it. A data: URI or an empty src names none.
func (e *Engine) NameImageFile(in *finding.Inspection, src string) {
	src = strings.TrimSpace(src)
	if in.Image == nil || src == "" || strings.HasPrefix(strings.ToLower(src), "data:") {
		return
	}
	file := path.Base(strings.SplitN(strings.SplitN(src, "?", 2)[0], "#", 2)[0])
	if file == "." || file == "/" {
		return
	}
	in.ImageFile = file
	in.Image.RoleWord, in.Image.FilePhrase = evidence.FileRoleWord(file), evidence.DescriptivePhrase(e.kit.Words(), file)
}

// Inspect describes the element selector names (with candidates if none).
func (e *Engine) Inspect(ctx context.Context, s *browser.Session, selector string) (finding.Inspection, error) {
	in, _, err := browser.WithPageInto(ctx, s, func(p playwright.Page, in *finding.Inspection) error {
		loc, err := s.Find(p, selector)
		if err != nil {
			return err
		}
		h, err := browser.HandleOf(loc)
		if err != nil {
			return err
		}
		defer h.Dispose()
		raw, err := h.Evaluate(inspectJS)
		if err != nil {
			return err
		}
		var r struct {
			finding.Inspection
			ImageFile   string   `json:"imageFile"`
			IconHints   []string `json:"iconHints"`
			Handler     string   `json:"clickHandler"`
			InsideNamed string   `json:"insideNamed"`
			LabelledBy  string   `json:"labelledBy"`
			PageLang    string   `json:"pageLang"`
			PageH1      string   `json:"pageH1"`
			PageBigText string   `json:"pageBigText"`
			PageSite    string   `json:"pageSite"`
			FrameTitle  string   `json:"frameTitle"`
			LabelID     string   `json:"labelId"`
			BadChildren []string `json:"badChildren"`
			BadKeep     bool     `json:"badKeepRoles"`
			ParentSel   string   `json:"parentSelector"`
			ParentTag   string   `json:"parentTag"`
			PageText    string   `json:"pageText"`
		}
		b, _ := json.Marshal(raw)
		if err := json.Unmarshal(b, &r); err != nil {
			return err
		}
		*in = r.Inspection
		in.ImageFile, in.IconHints, in.InsideName, in.LabelledBy, in.PageLang, in.PageH1 = r.ImageFile, r.IconHints, r.InsideNamed, r.LabelledBy, r.PageLang, r.PageH1
		in.PageBigText, in.BadChildrenKeepRoles, in.PageSite, in.ClickHandler = r.PageBigText, r.BadKeep, r.PageSite, r.Handler
		in.FrameTitle, in.LabelID, in.BadChildren, in.ParentSelector, in.ParentTag, in.PageText = r.FrameTitle, r.LabelID, r.BadChildren, r.ParentSel, r.ParentTag, r.PageText
		in.TextHash = finding.TextHash(in.Text)
		if len([]rune(in.Text)) > 300 {
			in.Text = string([]rune(in.Text)[:299]) + "…"
		}
		if in.Tag == "img" || in.Tag == "input" && in.Attributes["type"] == "image" {
			in.Image = e.kit.ImageFacts(ctx, h, *in, s.OutputDir())
		}
		if in.Text != "" || in.Tag == "input" {
			if c, err := colorsOf(h); err == nil {
				in.Colors = c
			}
		}
		return nil
	})
	return in, err
}

func colorsOf(h playwright.ElementHandle) (*finding.Colors, error) {
	ci, layers, err := evidence.ReadColors(h)
	if err != nil {
		return nil, err
	}
	bg := evidence.EffectiveBackground(layers)
	fg, err := evidence.ParseColor(ci.Color)
	if err != nil {
		return nil, err
	}
	fg = fg.Over(bg)
	c := &finding.Colors{Color: fg.Hex(), Background: bg.Hex(), Ratio: round2(evidence.ContrastRatio(fg, bg)),
		Required: evidence.RequiredRatio(ci.FontSize, ci.FontWeight), FontSize: ci.FontSize, FontWeight: ci.FontWeight, BgImage: ci.BgImage}
	if c.Ratio < c.Required {
		c.Suggested = evidence.NearestCompliant(fg, bg, c.Required).Hex()
	}
	return c, nil
}

func round2(f float64) float64 { return float64(int(f*100+0.5)) / 100 }
