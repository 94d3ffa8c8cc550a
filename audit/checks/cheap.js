  // The cheap checks: DOM and computed-style heuristics run in one page
  // call. Each check returns findings { el, summary, review, data }; review
  // marks a suspicion (axe's "incomplete"), never a violation. The Go side
  // (check.go and the catalogue lists) owns each rule's impact, WCAG
  // criterion and help text.
  const letters = (s) => (s.match(/\p{L}|\p{N}/gu) || []).length;
  const words = (s) => norm(s).normalize('NFC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const hidden = (el) => !visible(el) || !!el.closest('[aria-hidden="true"], [inert]');
  const style = (el) => getComputedStyle(el);
  // uaTwin reads an unstyled twin of el (the same element, the same input
  // type) in a closed shadow root, which no page style sheet reaches: how
  // the browser itself sizes and draws that control.
  const uaTwin = (el, read) => {
    const host = document.createElement('div');
    host.style.cssText = 'all: initial; position: absolute; left: -10000px; top: 0;';
    const twin = document.createElement(el.localName);
    if (el.localName === 'input') twin.type = el.type;
    host.attachShadow({ mode: 'closed' }).appendChild(twin);
    document.documentElement.appendChild(host);
    try { return read(twin); } finally { host.remove(); }
  };

  const GENERIC_TITLES = /^(untitled( document)?|document|page|new page|home ?page title|title|index(\.html?)?|react app|vite app|vite \+ \w+|my (web)?site|web ?page|welcome to my website|document title|page title|insert title here)$/i;
  // siteOnly is the page's own heading when its title is only the site's
  // name (what the site calls itself, or its home link) on a page that is
  // not the home page: every page of the site would have that title.
  const HOME_PATH = /^(index|default|home)(\.\w+)?$/i;
  // A site's home: its root, a language's root (/en, /en-us), or an index
  // page at the root or in this page's own folder.
  // (A two-letter root is a language's only when the page is in it:
  // /tv/ is no home.)
  const langRoot = (path) => { const m = /^\/([a-z]{2})([-_][a-z]{2})?\/?$/i.exec(path); return !!m && (document.documentElement.lang || '').toLowerCase().startsWith(m[1].toLowerCase()); };
  const rootHome = (path) => path === '/' || langRoot(path) || /^\/(index|default|home)(\.\w+)?\/?$/i.test(path);
  const homeOf = (u) => {
    const dir = location.pathname.replace(/[^/]*$/, '');
    return u.origin === location.origin && !u.hash && (rootHome(u.pathname) || (u.pathname.startsWith(dir) && HOME_PATH.test(u.pathname.slice(dir.length))));
  };
  // Words a title adds to a site's name that name no page of it.
  const NO_PAGE = /^(welcome|home( ?page)?|news|main( page)?|index|default|start|untitled|page|online|web ?site|official (web)?site)$/i;
  const siteOnly = (text) => {
    // An address without its fragment and with a folder's index page as
    // the folder ("/a/index.html" is "/a/", as servers serve it).
    const same = (h) => h.split('#')[0].replace(/\/(index|default|home)(\.\w+)?$/i, '/');
    const here = same(location.href);
    const self = new URL(location.href.split('#')[0]);
    if (rootHome(self.pathname) || homeOf(self)) return '';
    const names = [];
    // application-name is the site's name only when no og:site_name says
    // otherwise: some sites fill it with each page's own title.
    const og = document.querySelector('meta[property="og:site_name"]');
    for (const m of document.querySelectorAll(og ? 'meta[property="og:site_name"]' : 'meta[name="application-name"]')) names.push(norm(m.getAttribute('content')));
    for (const a of document.querySelectorAll('a[href]')) {
      if (hidden(a) || /^\s*(#|$)/.test(a.getAttribute('href'))) continue; // "#" is no page
      let u; try { u = new URL(a.href); } catch (e) { continue; }
      // A link named as the title that comes back to this page (the logo
      // on the home page itself): this is the home page.
      // A site-named link (a logo) that comes back to this page (a
      // sub-site's home under its folder) says this is a home page too.
      if (same(u.href) === here && (norm(accName(a)).toLowerCase() === text.toLowerCase() || text.toLowerCase().includes(norm(accName(a)).toLowerCase() || '\u0000'))) return '';
      if (homeOf(u)) names.push(norm(accName(a)));
    }
    const low = text.toLowerCase();
    // The site's name with a word that names no page ("Records Office -
    // Welcome", "Gazette :: News") says no more than the name alone.
    const parts = low.split(/\s+(?:[-–—|·•»:]|::)\s+/).map((p) => p.trim()).filter(Boolean);
    const bare = parts.length > 1 && parts.some((p) => names.some((n) => n && n.toLowerCase() === p)) &&
      parts.every((p) => names.some((n) => n && n.toLowerCase() === p) || NO_PAGE.test(p));
    if (!bare && !names.some((n) => n && n.toLowerCase() === low)) return '';
    const h1 = Array.from(document.querySelectorAll('h1, [role=heading][aria-level="1"]')).find((h) => !hidden(h) && norm(h.innerText));
    const topic = h1 ? norm(h1.innerText) : '';
    // With no h1 to name it, a page off the home page whose title is the
    // site's name and a word naming no page is still not named. When the
    // h1 says that word ("Latest news" on a News page), the word names it.
    if (!topic && bare) return 'not the home page';
    if (bare && parts.some((p) => NO_PAGE.test(p) && words(topic).split(' ').includes(words(p)))) return '';
    return topic && !low.includes(topic.toLowerCase()) && !topic.toLowerCase().includes(low) ? topic : '';
  };
  const title = () => {
    const t = document.querySelector('title');
    const text = norm(document.title);
    if (!t || !text) return []; // axe's document-title reports a missing or empty title
    const file = decodeURIComponent(location.pathname.split('/').pop() || '');
    if (GENERIC_TITLES.test(text) || (file && text.toLowerCase() === file.toLowerCase()))
      return [{ el: t, summary: `The page title "${trunc(text, 60)}" is generic; name the page's topic or purpose.` }];
    const site = siteOnly(text);
    if (site) return [{ el: t, summary: site === 'not the home page' ? `The page title "${trunc(text, 60)}" is only the site's name and a word that names no page, and this is not the home page: name what this page is in the title.`
      : `The page title "${trunc(text, 60)}" is only the site's name; this page is "${trunc(site, 60)}": name it in the title.` }];
    // SVG has <title> elements of its own: only HTML ones are the page's.
    if (Array.from(document.querySelectorAll('title')).filter((e) => e.namespaceURI === 'http://www.w3.org/1999/xhtml' && !e.closest('svg')).length > 1)
      return [{ el: t, review: true, summary: 'The document has more than one <title>; only the first counts.' }];
    return [];
  };

  // 2.2.2: content that moves or blinks forever with no pause control.
  // (axe's blink and marquee rules cover the elements themselves.)
  const PAUSE = /\b(pause|stop|freeze|play)\b/i;
  let pauseMemo = null; // read once per call: every control's name
  const hasPause = () => pauseMemo !== null ? pauseMemo : (pauseMemo = Array.from(document.querySelectorAll('button, [role=button], input[type=button], a[href], input[type=checkbox]'))
    .some((b) => PAUSE.test(accName(b) + ' ' + (b.getAttribute('title') || ''))));
  const moving = () => {
    if (!document.getAnimations) return [];
    const seen = new Set();
    const out = [];
    const pause = hasPause();
    for (const a of document.getAnimations()) {
      const el = a.effect && a.effect.target;
      if (!el || el.nodeType !== 1 || seen.has(el) || a.playState !== 'running') continue;
      const timing = a.effect.getComputedTiming();
      if (timing.iterations !== Infinity && (timing.endTime || 0) <= 5000) continue;
      if (hidden(el)) continue;
      const r = el.getBoundingClientRect();
      // A small spinner with no text is a loading indicator.
      if (letters(el.innerText || '') < 2 && r.width * r.height < 64 * 64) continue;
      const props = new Set(a.effect.getKeyframes().flatMap((k) => Object.keys(k)));
      if (!['opacity', 'visibility', 'transform', 'left', 'top', 'right', 'translate', 'marginLeft', 'color', 'backgroundPosition'].some((p) => props.has(p))) continue;
      seen.add(el);
      if (!pause) out.push({ el, summary: 'This content moves or blinks for more than 5 seconds and the page offers no pause or stop control.' });
    }
    return out;
  };

  const captionTrack = (v) => Array.from(v.querySelectorAll('track')).some((t) => ['captions', 'subtitles'].includes((t.getAttribute('kind') || 'subtitles').toLowerCase()));
  // 1.2.2 (needs review): a video with no caption track. Captions burned
  // into the picture (open captions) cannot be seen from the DOM, so a
  // person confirms; a video whose sound track is silent needs none.
  const captions = async () => {
    const out = [];
    for (const el of document.querySelectorAll('video')) {
      if (hidden(el) || captionTrack(el) || !(el.hasAttribute('controls') || el.autoplay) || el.muted || el.hasAttribute('muted')) continue;
      if (await mediaSound(el, 0, NaN) === 'silent') continue;
      out.push({ el, review: true, summary: 'This video has no captions or subtitles <track>: unless its captions are burned into the picture, add captions for its speech and sounds.' });
    }
    return out;
  };

  // 1.4.2: audio that plays by itself for more than 3 s with no control.
  // A media fragment (#t=8,10) plays only its span; a file whose sound
  // track is silent plays no audio (mediaSound decodes it when it can).
  const npt = (t) => t.split(':').reduce((a, x) => a * 60 + parseFloat(x), 0);
  const span = (el) => {
    const m = /#(?:.*&)?t=(?:npt:)?([\d.:]*)(?:,([\d.:]+))?/.exec(el.currentSrc || el.src || '');
    const d = el.duration, from = m && m[1] ? npt(m[1]) : 0, to = m && m[2] ? (Number.isFinite(d) ? Math.min(npt(m[2]), d) : npt(m[2])) : d;
    return { from, len: Number.isFinite(to - from) ? Math.max(0, to - from) : NaN };
  };
  const autoplay = async () => {
    const out = [];
    for (const el of document.querySelectorAll('audio, video')) {
      if (!el.autoplay || el.muted || el.hasAttribute('muted') || el.hasAttribute('controls')) continue;
      await metadata(el);
      const { from, len: d } = span(el);
      if (Number.isFinite(d) && d <= 3 && !el.loop) continue;
      if (hasPause()) continue;
      const sound = await mediaSound(el, from, el.loop ? NaN : d);
      if (sound === 'silent') continue;
      out.push({ el, review: !(el.loop || Number.isFinite(d)) || sound === 'none', summary: `This ${el.localName} plays ${sound === 'none' ? 'automatically (its sound track could not be read)' : 'sound automatically'} ${el.loop ? 'in a loop' : Number.isFinite(d) ? 'for ' + Math.round(d) + ' s' : 'for an unknown length'} with no control to pause it or turn it down.` });
    }
    return out;
  };


  // 2.5.3: the visible label must be part of the accessible name.
  const ownName = (el) => {
    const lb = el.getAttribute('aria-labelledby');
    if (lb) return norm(textOf(el.getRootNode(), lb));
    return norm(el.getAttribute('aria-label') || '');
  };
  // Text set in an icon font (Material Icons' ligatures, Font Awesome) is
  // drawn as a symbol: "search" shows as a magnifier, so it is no label.
  const ICON_FONT = /^(material (icons|symbols)[\w ]*|font ?awesome[\w ]*|glyphicons[\w ]*|icomoon|ionicons|octicons|remixicon|bootstrap-icons|codicon|dashicons|fontello)$|(^|[\s_-])icons?([\s_-]|$)/i;
  const iconFont = (el) => ICON_FONT.test(norm((style(el).fontFamily.split(',')[0] || '').replace(/["']/g, '')));
  const labelText = (el) => {
    if (!iconFont(el) && !Array.from(el.querySelectorAll('*')).some(iconFont)) return norm(el.innerText);
    const parts = [];
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const p = n.parentElement;
      if (p && !iconFont(p) && visible(p)) parts.push(n.textContent);
    }
    return norm(parts.join(' '));
  };
  // 2.5.3 is about controls: a focusable region, group or dialog has a
  // name, but its contents are not its label.
  const WIDGET_ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'switch', 'tab', 'menuitem', 'menuitemcheckbox', 'menuitemradio',
    'option', 'treeitem', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton', 'gridcell']);
  const control = (el) => {
    const role = (el.getAttribute('role') || '').trim().split(/\s+/)[0];
    if (role) return WIDGET_ROLES.has(role);
    return el.matches('a[href], area[href], button, input:not([type=hidden]), select, textarea, summary');
  };
  const labelInName = () => {
    const out = [];
    for (const el of document.querySelectorAll('[aria-label], [aria-labelledby]')) {
      if (hidden(el) || !interactive(el) || !control(el)) continue;
      const name = ownName(el);
      if (!name) continue;
      const isField = FIELD_TAGS.has(el.localName);
      const visibleText = isField ? norm(Array.from(el.labels || []).map((l) => l.innerText).join(' ')) : labelText(el);
      const v = words(visibleText), n = words(name);
      if (letters(v) < 2 || v.length > 80) continue; // icons and symbols have no text label
      if (!n.includes(v)) out.push({ el, summary: `The visible label "${trunc(visibleText, 40)}" is not part of the accessible name "${trunc(name, 60)}"; speech users say what they see. Start the name with the visible text.`, data: { visible: visibleText, name } });
    }
    return out;
  };


  // tableUse reads what a table's markup and cells say about its use:
  // data-table markup, page structure in its cells (layout), block
  // content in its cells (likely layout). aa-table-headers shares it.
  const tableUse = (t) => {
    // Browsers expose a table without data-table markup as a layout
    // table, which screen readers do not announce: only markup (headers,
    // caption, summary) makes a layout table read as data (WCAG F46).
    const markup = !!(t.querySelector('th, caption, thead, [scope], [headers]') || t.hasAttribute('summary'));
    // Headings or navigation in a cell lay out a page; a table in a cell
    // alone does not say so (a data table may nest one, which is
    // aa-table-structure's best practice), but it is block content.
    const structural = !!t.querySelector('td h1, td h2, td h3, td h4, td h5, td h6, td nav');
    const cells = Array.from(t.querySelectorAll('td'));
    const blocky = structural || !!t.querySelector('td form, td ul, td ol, td table') || cells.some((c) => c.querySelectorAll('p').length >= 2);
    return { markup, structural, blocky };
  };
  // 1.3.1: a table used for layout but exposed as a table (a single-row
  // one needs review).
  const layoutTables = () => {
    const out = [];
    for (const t of document.querySelectorAll('table')) {
      if (hidden(t) || t.getAttribute('role')) continue;
      const { markup, structural, blocky } = tableUse(t);
      if (markup && structural) out.push({ el: t, summary: 'This table lays out page structure (headings or navigation in its cells) but has data-table markup (headers, caption or summary), so screen readers announce it as a data table: use CSS layout, or role="presentation" without the header markup.' });
      else if (!markup && blocky) out.push({ el: t, review: true, summary: 'This table has no headers and lays out page structure: browsers usually treat it as a layout table, but add role="presentation" (or use CSS layout) so no screen reader announces a data table.' });
      else if (!markup && t.rows.length === 1) out.push({ el: t, review: true, summary: 'This table has no headers and a single row: if it is for layout, add role="presentation" so screen readers do not announce a data table.' });
    }
    return out;
  };

  // 1.3.1 (needs review): words inserted with CSS ::before/::after.
  // The elements a style rule could give words in ::before or ::after:
  // read from the style sheets, or every element when one cannot be read.
  const pseudoCandidates = () => {
    const sels = [];
    const walk = (rules) => {
      for (const r of rules) {
        if (r.styleSheet) { let inner = null; try { inner = r.styleSheet.cssRules; } catch (e) { return false; } if (!walk(inner)) return false; continue; }
        if (r.cssRules && !r.selectorText) { if (!walk(r.cssRules)) return false; continue; }
        if (!r.selectorText || !/:(before|after)/i.test(r.selectorText) || !r.style || !/["']/.test(r.style.content || '')) continue;
        for (const part of r.selectorText.split(',')) if (/:(before|after)/i.test(part)) sels.push(part.replace(/::?(before|after)/gi, '').trim() || '*');
      }
      return true;
    };
    for (const sh of [...document.styleSheets, ...(document.adoptedStyleSheets || [])]) {
      let rules = null;
      try { rules = sh.cssRules; } catch (e) { return null; }
      if (!rules || !walk(rules)) return null;
    }
    if (!sels.length) return [];
    const found = new Set();
    for (const sel of sels) { try { for (const el of document.body.querySelectorAll(sel)) found.add(el); } catch (e) { return null; } }
    return Array.from(found).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  };
  const pseudoContent = () => {
    const out = [];
    const candidates = pseudoCandidates();
    for (const el of candidates || document.body.querySelectorAll('*')) {
      if (['script', 'style', 'br', 'img', 'input', 'svg', 'path'].includes(el.localName)) continue;
      for (const pseudo of ['::before', '::after']) {
        const c = getComputedStyle(el, pseudo).content;
        if (!c || c === 'none' || c === 'normal' || !c.startsWith('"')) continue;
        const text = c.replace(/^"|"$/g, '').replace(/\\"/g, '"');
        if (letters(text.replace(/[\ue000-\uf8ff]/g, '')) < 2 || hidden(el)) continue;
        out.push({ el, review: true, summary: `CSS ${pseudo} adds the words "${trunc(norm(text), 40)}"; text that carries meaning belongs in the HTML (CSS content is lost with styles off and skipped by some screen readers).` });
        break;
      }
    }
    return out;
  };

  // 3.1.1/3.1.2 (needs review): the lang attribute's script or common
  // words disagree with the text.
  const SCRIPTS = { Latn: /\p{Script=Latin}/gu, Cyrl: /\p{Script=Cyrillic}/gu, Grek: /\p{Script=Greek}/gu, Arab: /\p{Script=Arabic}/gu,
    Hebr: /\p{Script=Hebrew}/gu, Han: /\p{Script=Han}/gu, Kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu, Hang: /\p{Script=Hangul}/gu,
    Thai: /\p{Script=Thai}/gu, Deva: /\p{Script=Devanagari}/gu };
  const LANG_SCRIPT = { en: 'Latn', fr: 'Latn', de: 'Latn', es: 'Latn', it: 'Latn', pt: 'Latn', nl: 'Latn', sv: 'Latn', pl: 'Latn', ru: 'Cyrl', uk: 'Cyrl',
    bg: 'Cyrl', el: 'Grek', ar: 'Arab', fa: 'Arab', he: 'Hebr', zh: 'Han', ja: 'Kana', ko: 'Hang', th: 'Thai', hi: 'Deva' };
  const STOP = { en: ['the', 'and', 'of', 'to', 'is', 'with', 'for', 'you', 'this', 'that'], fr: ['le', 'la', 'les', 'et', 'des', 'est', 'une', 'pour', 'vous', 'dans'],
    de: ['der', 'die', 'und', 'das', 'ist', 'nicht', 'mit', 'ein', 'sie', 'für'], es: ['el', 'los', 'las', 'y', 'es', 'una', 'por', 'para', 'con', 'del'],
    it: ['il', 'gli', 'e', 'di', 'che', 'è', 'per', 'una', 'sono', 'della'], nl: ['de', 'het', 'een', 'en', 'van', 'niet', 'voor', 'zijn', 'met', 'dat'],
    pt: ['o', 'os', 'as', 'e', 'não', 'uma', 'para', 'com', 'do', 'da'] };
  // ownText is an element's shown text without the passages that carry a
  // lang of their own (a quoted poem in Russian on an English page): the
  // page's language is what is left (ACT's default page language).
  const ownText = (root) => {
    const parts = [];
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, { acceptNode: (n) => {
      const p = n.parentElement;
      if (!p || p.closest('script, style, noscript, template')) return NodeFilter.FILTER_REJECT;
      const own = p.closest('[lang]');
      return own && own !== document.documentElement && root.contains(own) && own !== root ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
    } });
    for (let n = walk.nextNode(); n && parts.length < 4000; n = walk.nextNode()) if (!hidden(n.parentElement)) parts.push(n.textContent);
    return parts.join(' ');
  };
  const guessLang = (text) => {
    const counts = {};
    for (const [s, re] of Object.entries(SCRIPTS)) counts[s] = (text.match(re) || []).length;
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    if (total < 40) return null;
    const script = Object.keys(counts).sort((a, b) => counts[b] - counts[a])[0];
    if (counts[script] < total * 0.8) return null;
    // Japanese mixes kana through its kanji; a Chinese page may quote a
    // Japanese title (《ドラえもん》): kana makes it Japanese only when
    // there is a good share of it.
    if (script === 'Han' && counts.Kana >= 0.2 * counts.Han) return { script: 'Kana' };
    if (script !== 'Latn') return { script };
    const toks = text.toLowerCase().split(/[^\p{L}]+/u);
    const score = {};
    for (const [lang, ws] of Object.entries(STOP)) { const set = new Set(ws); score[lang] = toks.filter((w) => set.has(w)).length; }
    const best = Object.keys(score).sort((a, b) => score[b] - score[a]);
    return { script, lang: score[best[0]] >= 8 && score[best[0]] >= 3 * score[best[1]] ? best[0] : null, score, words: toks.filter(Boolean).length };
  };
  // prose is the page's running text for confirmPageLang: paragraphs and
  // headings of its main content (a legacy layout table's cells too),
  // not its navigation, banner, footer, lists, code or passages with a
  // lang of their own (a Spanish
  // page's English menu and cookie notice, an Italian page's English
  // changelog are its parts, 3.1.2).
  const CHROME = 'nav, header, footer, aside, [role=navigation], [role=banner], [role=contentinfo], [role=complementary], li, pre, code, form';
  const prose = () => {
    const root = document.querySelector('main, [role=main]') || document.body;
    return Array.from(root.querySelectorAll('p, h1, h2, h3, h4, blockquote, dd'))
      .filter((el) => !el.closest(CHROME) && !(el.closest('[lang]') && el.closest('[lang]') !== document.documentElement) && !hidden(el))
      .map((el) => el.innerText).join(' ').slice(0, 3000);
  };
  const langMismatch = () => {
    const out = [];
    for (const el of [document.documentElement, ...document.body.querySelectorAll('[lang]')]) {
      const lang = (el.getAttribute('lang') || '').toLowerCase().split('-')[0];
      if (!lang || !LANG_SCRIPT[lang] || hidden(el === document.documentElement ? document.body : el)) continue;
      const own = ownText(el === document.documentElement ? document.body : el).slice(0, 8000);
      const g = guessLang(own);
      if (!g) continue;
      const want = LANG_SCRIPT[lang];
      // Text written mostly in another script than the page's declared
      // language uses is in another language, whatever its words.
      // Too few common words to guess from, on a page of some length: a
      // probe Go answers with whatlanggo alone (a violation when sure,
      // dropped otherwise; confirmPageLang).
      if (el === document.documentElement && g.script === want && !g.lang && g.words >= 40 && STOP[lang]) out.push({ el, review: true, probe: true, data: { declared: lang, probe: true, score: g.score, sample: prose() } });
      else if (g.script !== want && !(want === 'Kana' && g.script === 'Han')) out.push({ el, review: el !== document.documentElement, summary: `lang="${el.getAttribute('lang')}" but the text is mostly in ${g.script} script; set lang to the text's language.` });
      else if (g.lang && STOP[lang] && g.lang !== lang) {
        // The page's own lang, with the text's common words (the, and, of)
        // fifteen times or more and five times those of the declared
        // language: screen readers speak the whole page with the wrong
        // rules (3.1.1). Anything less sure is a question.
        const sure = el === document.documentElement && g.words >= 50 && g.score[g.lang] >= 15 && g.score[g.lang] >= 5 * g.score[lang];
        // A page-level question carries its text: Go asks whatlanggo's
        // trigram profiles too (confirmPageLang), and both agreeing settles it.
        const data = sure ? { declared: lang, reads: g.lang, common: g.score[g.lang], declaredCommon: g.score[lang] }
          : el === document.documentElement ? { declared: lang, reads: g.lang, sample: prose() } : undefined;
        out.push({ el, review: !sure, data,
          summary: sure ? `The page says lang="${el.getAttribute('lang')}", but its text is in "${g.lang}" (${g.score[g.lang]} of that language's common words, ${g.score[lang]} of the declared one's): screen readers speak it with the wrong language's rules. Set lang="${g.lang}" on the html element.`
            : `lang="${el.getAttribute('lang')}" but the text reads like "${g.lang}"; set lang to the text's language (and mark passages in other languages).` });
      }
    }
    return out;
  };

  const CHEAP = { 'aa-target-size': targetSize, 'aa-autocomplete': autocomplete, 'aa-redundant-entry': redundantEntry, 'aa-title-generic': title, 'aa-moving-content': moving,
    'aa-video-captions': captions, 'aa-autoplay-audio': autoplay, 'aa-link-purpose': linkPurpose, 'aa-label-in-name': labelInName,
    'aa-fake-heading': fakeHeadings, 'aa-layout-table': layoutTables, 'aa-pseudo-content': pseudoContent, 'aa-lang-mismatch': langMismatch,
    'aa-sensory-instructions': sensory, 'aa-color-only': colourOnly };
