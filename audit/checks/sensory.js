  // 1.3.3 and 1.4.1 (needs review, English only): instructions that find
  // a control by its shape, position or colour alone, and meaning carried
  // by colour alone. A sentence that also names the control by its text
  // (any visible button, link or field name, as written: "Submit", not the
  // "submit" of "to submit") passes.
  const INSTR = /\b(click|press|tap|select|choose|use|hit|push|activate|look for|follow)\b/i;
  const SHAPE_POS = /\b(round|square|circular|triangular|star-shaped|(?:on|to|at|in) the (?:left|right|top|bottom)(?:[- ]hand)?\b(?! (?:bank|wing|answer))|(?:upper|lower|top|bottom)[- ](?:left|right)\b|left[- ]hand|right[- ]hand|in the sidebar)/i;
  const COLOUR = '(?:red|green|blue|yellow|orange|purple|pink|gr[ae]y)';
  const COLOUR_CONTROL = new RegExp(`\\b${COLOUR}\\s+(?:\\w+\\s+)?(?:button|link|icon|arrow|box|tab|circle|square|panel|bar|dot|one)s?\\b`, 'i');
  const COLOUR_MEANING = [
    new RegExp(`\\b(?:marked|shown|highlighted|indicated|displayed|labell?ed|colou?red|written|printed|appears?)\\s+(?:in|with|by)\\s+${COLOUR}\\b`, 'i'),
    new RegExp(`\\b(?:fields?|items?|entries|text|words?|rows?|links?|options?|dates?|prices?|days?)\\s+(?:in|with)\\s+${COLOUR}\\b`, 'i'),
    new RegExp(`\\b${COLOUR}\\s+(?:fields?|items?|entries|text|words?|rows?|dates?|prices?|days?)\\s+(?:are|is|mean|means|indicate|show)\\b`, 'i'),
  ];
  const NOT_ALONE = /asterisk|\*|symbol|icon|bold|underlin|\(required\)|\blabel|message|described|explained|\bword/i;
  const caseWords = (t) => norm(t).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const controlNames = () => {
    const names = new Set();
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [role=button], [role=link], [role=tab]')) {
      if (hidden(el)) continue;
      const n = caseWords(accName(el) || el.value || '');
      if (n.length >= 3) names.add(n);
    }
    return names;
  };
  // sentences yields each text-bearing element's sentences once, from the
  // element that holds the text itself.
  const sentences = function* () {
    const seen = new Set();
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      const el = t.parentElement;
      if (!el || seen.has(el) || letters(t.data) < 3 || ['script', 'style', 'noscript', 'template'].includes(el.localName)) continue;
      seen.add(el);
      if (hidden(el)) continue;
      const text = norm(el.innerText || '');
      if (text.length > 600) continue;
      for (const s of text.split(/(?<=[.!?])\s+/)) yield { el, s };
    }
  };
  // What the instruction points at, read from the page as a person sees
  // it: a sentence that finds "the orange button" or "the menu on the
  // left" fails 1.3.3 when the page has exactly such a thing and the
  // sentence does not name it; when nothing on the page answers the
  // description, the sentence stays a question for a person.
  const KINDS = {
    button: 'button, input[type=submit], input[type=button], input[type=reset], input[type=image], [role=button], img[onclick], a[href]',
    link: 'a[href]', tab: '[role=tab], a[href], li',
    icon: 'button, [role=button], a[href], input[type=image], img, svg', arrow: 'button, [role=button], a[href], input[type=image], img, svg',
    menu: 'nav, ul, ol, table, td, div', column: 'td, div, nav, aside', sidebar: 'td, div, nav, aside', bar: 'nav, ul, div, td, table',
    panel: 'div, td, aside, section', box: 'div, td, aside, section, input, textarea',
    options: 'select, input, textarea', option: 'select, input', field: 'input, select, textarea', fields: 'input, select, textarea',
    area: 'img[usemap], area, svg', map: 'img[usemap], svg',
  };
  const CONTAINER = new Set(['menu', 'column', 'sidebar', 'bar', 'panel', 'box']);
  const NOUN = '(' + Object.keys(KINDS).sort((a, b) => b.length - a.length).join('|') + ')s?';
  const COLOUR_NOUN = new RegExp(`\\b${COLOUR}\\s+(?:[a-z]+\\s+)?${NOUN}\\b`, 'i');
  const NOUN_PLACE = new RegExp(`\\b${NOUN}\\s+(?:\\w+\\s+){0,2}?(?:(?:on|to|at|in) the (left|right|top|bottom)|(?:in|at) the (upper|lower|top|bottom)[- ](left|right))\\b`, 'i');
  const HUES = { red: [[345, 360], [0, 15]], orange: [[15, 45]], yellow: [[45, 70]], green: [[75, 170]], blue: [[185, 255]], purple: [[255, 300]], pink: [[300, 345]] };
  const hsl = (r, g, b) => {
    r /= 255; g /= 255; b /= 255;
    const mx = Math.max(r, g, b), mn = Math.min(r, g, b), l = (mx + mn) / 2, d = mx - mn;
    if (!d) return [0, 0, l];
    const s2 = d / (1 - Math.abs(2 * l - 1));
    let h = mx === r ? ((g - b) / d) % 6 : mx === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h = (h * 60 + 360) % 360;
    return [h, s2, l];
  };
  const isColour = (name, [h, s2, l]) => {
    name = name.toLowerCase();
    if (name === 'grey' || name === 'gray') return s2 < 0.15 && l > 0.2 && l < 0.85;
    return s2 >= 0.3 && l > 0.12 && l < 0.9 && HUES[name].some(([a, b]) => h >= a && h < b);
  };
  const rgbOf = (c) => { const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?/.exec(c || ''); return m && (m[4] === undefined || +m[4] > 0.5) ? hsl(+m[1], +m[2], +m[3]) : null; };
  // An image's colour: the hue most of its coloured pixels share (a
  // button drawn as an image is the legacy page's button).
  const imageColour = (src) => {
    try {
      const img = new Image(); img.src = src;
      if (!img.complete || !img.naturalWidth) return null;
      const c = document.createElement('canvas'); c.width = Math.min(img.naturalWidth, 200); c.height = Math.min(img.naturalHeight, 100);
      const g = c.getContext('2d'); g.drawImage(img, 0, 0, c.width, c.height);
      const px = g.getImageData(0, 0, c.width, c.height).data, bins = {};
      let n = 0;
      for (let i = 0; i < px.length; i += 16) {
        if (px[i + 3] < 128) continue;
        n++;
        const v = hsl(px[i], px[i + 1], px[i + 2]);
        for (const name of Object.keys(HUES)) if (isColour(name, v)) bins[name] = (bins[name] || 0) + 1;
      }
      const best = Object.entries(bins).sort((a, b) => b[1] - a[1])[0];
      return best && best[1] >= 0.3 * n ? best[0] : null;
    } catch (e) { return null; } // a cross-origin image: its pixels cannot be read
  };
  const looksColour = (el, name) => {
    const src = el.localName === 'img' || el.localName === 'input' ? el.src : '';
    if (src && imageColour(src) === name.toLowerCase()) return true;
    for (let a = el, i = 0; a && a !== document.body && i < 3; a = a.parentElement, i++) {
      const cs = getComputedStyle(a);
      const bg = rgbOf(cs.backgroundColor);
      if (bg) return isColour(name, bg) || i === 0 && !!rgbOf(cs.color) && isColour(name, rgbOf(cs.color));
    }
    return false;
  };
  const linkCount = (el) => el.querySelectorAll('a[href]').length;
  const sensCandidates = (noun) => {
    noun = noun.toLowerCase().replace(/s$/, '');
    const kind = KINDS[noun] || KINDS[noun + 's'];
    if (!kind) return [];
    return Array.from(document.querySelectorAll(kind)).filter((el) => {
      if (el.localName === 'area') return false; // placed through its image
      if (hidden(el)) return false;
      if (CONTAINER.has(noun)) return linkCount(el) >= 3 && !el.querySelector('main, [role=main]') && el.getBoundingClientRect().width < 0.5 * document.documentElement.clientWidth;
      // An icon is a picture: an image, or a control that shows no words.
      if (noun === 'icon' || noun === 'arrow') return ['img', 'svg'].includes(el.localName) || el.type === 'image' || !letters(el.innerText || '');
      return true;
    });
  };
  // layoutBox is the span of what the page shows: "on the left" is read
  // against the page's own layout (a 760-pixel table centred in a wide
  // window), not the window.
  const layoutBox = () => {
    let l = Infinity, r = -Infinity, t = Infinity, b = -Infinity;
    const add = (x) => {
      if (!x.width || !x.height) return;
      l = Math.min(l, x.left); r = Math.max(r, x.right); t = Math.min(t, x.top); b = Math.max(b, x.bottom);
    };
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, img')) add(el.getBoundingClientRect());
    // Text by its own extent: a paragraph's box is as wide as its column
    // however short its words.
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT), range = document.createRange();
    for (let n = walk.nextNode(), i = 0; n && i < 400; n = walk.nextNode()) {
      if (letters(n.data) < 2 || !n.parentElement || ['script', 'style'].includes(n.parentElement.localName)) continue;
      i++;
      range.selectNodeContents(n);
      add(range.getBoundingClientRect());
    }
    return { l, r, t, b };
  };
  const inPlace = (el, where, lb) => {
    const x = el.getBoundingClientRect(), cx = (x.left + x.right) / 2, cy = (x.top + x.bottom) / 2;
    const fx = (cx - lb.l) / Math.max(1, lb.r - lb.l), fy = (cy - lb.t) / Math.max(1, lb.b - lb.t);
    return where.every((w) => (w === 'left' ? fx < 0.4 : w === 'right' ? fx > 0.6 : w === 'top' || w === 'upper' ? fy < 0.25 : fy > 0.75));
  };
  const sensDescribe = (el) => {
    const n = norm(accName(el) || el.getAttribute('alt') || el.value || '');
    return `<${el.localName}>` + (n ? ` "${trunc(n, 40)}"` : '');
  };
  // referent is the element the sentence finds by colour or place, or
  // null when the page has none such (or more than one kind of reading).
  const referent = (s, lb) => {
    const c = COLOUR_NOUN.exec(s);
    if (c) {
      const colour = /\b(red|green|blue|yellow|orange|purple|pink|gr[ae]y)\b/i.exec(c[0])[1];
      const hit = sensCandidates(c[1]).find((el) => looksColour(el, colour));
      if (hit) return { el: hit, by: colour };
    }
    const p = NOUN_PLACE.exec(s);
    if (p) {
      const where = p[2] ? [p[2].toLowerCase()] : [p[3].toLowerCase(), p[4].toLowerCase()];
      const hit = sensCandidates(p[1]).find((el) => inPlace(el, where, lb));
      if (hit) return { el: hit, by: 'its place on the ' + where.join(' ') };
    }
    return null;
  };
  const sensory = () => {
    const names = controlNames(), out = [], done = new Set();
    let lb = null;
    for (const { el, s } of sentences()) {
      if (done.has(el) || !INSTR.test(s) || !(SHAPE_POS.test(s) || COLOUR_CONTROL.test(s) || COLOUR_NOUN.test(s))) continue;
      const w = ' ' + caseWords(s) + ' ';
      if ([...names].some((n) => w.includes(' ' + n + ' '))) continue;
      done.add(el);
      lb = lb || layoutBox();
      const ref = referent(s, lb);
      if (ref) {
        out.push({ el, summary: `"${trunc(s, 80)}" finds ${sensDescribe(ref.el)} by ${ref.by} alone; name it by its visible text too (e.g. "the Print button").`,
          data: { referent: sensDescribe(ref.el) } });
        continue;
      }
      out.push({ el, review: true, summary: `"${trunc(s, 80)}" finds a control by its shape, position or colour only; name it by its visible text too (e.g. "the Print button").` });
    }
    return out;
  };
  const colourOnly = () => {
    const out = [], done = new Set();
    for (const { el, s } of sentences()) {
      if (done.has(el) || !COLOUR_MEANING.some((re) => re.test(s)) || NOT_ALONE.test(s)) continue;
      done.add(el);
      out.push({ el, review: true, summary: `"${trunc(s, 80)}" says colour carries the meaning; if nothing else marks it (text, a symbol), people who cannot tell colours apart miss it.` });
    }
    return out;
  };

