  // 1.4.11 Non-text Contrast and 1.4.1 Use of Color (F81) for form
  // fields, read from computed styles (clr, evidence/colourlib.js).
  // A block: its names stay out of the other checks' scope.
  {
  const FIELD_TYPES = new Set(['', 'text', 'email', 'search', 'tel', 'url', 'password', 'number', 'date', 'datetime-local', 'month', 'week', 'time']);
  const textField = (el) => el.localName !== 'input' || FIELD_TYPES.has((el.getAttribute('type') || '').toLowerCase());
  const offField = (el) => el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true' || !!el.closest('[aria-hidden="true"], [inert]');
  const SIDES = ['Top', 'Right', 'Bottom', 'Left'];
  // uaLooks: how the browser draws a control the author has not styled
  // (an unstyled twin in a closed shadow root, which no page style
  // reaches): 1.4.11 exempts that appearance.
  const uaLooks = new Map();
  const lookKeys = ['borderTopColor', 'borderTopStyle', 'borderTopWidth', 'borderBottomColor', 'borderBottomWidth', 'backgroundColor', 'backgroundImage', 'appearance'];
  const uaLook = (el) => {
    const key = el.localName + ':' + (el.type || '');
    if (!uaLooks.has(key)) uaLooks.set(key, uaTwin(el, (twin) => { const s = getComputedStyle(twin); return lookKeys.map((k) => s[k]).join('|'); }));
    return uaLooks.get(key);
  };
  // boundary measures what marks a box out from bg, the colour behind it:
  // its fill and each drawn border side (over the fill), its outline.
  const boundary = (s, bg) => {
    const fc = clr.parse(s.backgroundColor);
    if (!fc || s.backgroundImage !== 'none') return null;
    const fill = clr.over(fc, bg);
    const sides = [];
    for (const side of SIDES) {
      const w = parseFloat(s[`border${side}Width`]), st = s[`border${side}Style`], c = clr.parse(s[`border${side}Color`]);
      if (!c || st === 'none' || st === 'hidden' || !(w >= 0.5) || c[3] === 0) continue;
      const col = clr.over(c, fill);
      sides.push({ side, ratio: clr.ratio(col, bg), colour: col });
    }
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 0.5) {
      const c = clr.parse(s.outlineColor);
      if (c && c[3] > 0) sides.push({ side: 'outline', ratio: clr.ratio(clr.over(c, bg), bg), colour: clr.over(c, bg) });
    }
    const best = sides.reduce((m, x) => (x.ratio > m.ratio ? x : m), { ratio: 1, colour: fill });
    return { fill, fillRatio: clr.ratio(fill, bg), best, shadow: s.boxShadow !== 'none' };
  };
  // judgeBox: a finding when the box's boundary is under 3:1, review when
  // it cannot be read or something else may mark it out.
  const judgeBox = (el, s, bg, what) => {
    if (!bg) return { el, review: true, summary: `${what} sits on an image, gradient or filter: check its boundary has 3:1 against what is behind it (1.4.11).` };
    if (+s.opacity < 1) return null;
    const b = boundary(s, bg);
    if (!b) return { el, review: true, summary: `${what} is filled with an image or gradient: check its boundary has 3:1 against the background (1.4.11).` };
    if (b.fillRatio >= 3 || b.best.ratio >= 3) return null;
    const data = { background: clr.hex(bg), fill: clr.hex(b.fill), fillRatio: b.fillRatio, border: clr.hex(b.best.colour), borderRatio: b.best.ratio };
    const said = `its border ${data.border} has ${b.best.ratio}:1 and its fill ${data.fill} ${b.fillRatio}:1 against the background ${data.background}`;
    if (b.shadow) return { el, review: true, data, summary: `${what}: ${said}; a box shadow may mark it out: check it has 3:1 (1.4.11).` };
    if (b.best.ratio <= 1.05 && b.fillRatio <= 1.05) return { el, review: true, data, summary: `${what} has no visible boundary (no border or fill apart from the background): check people can find it (1.4.11).` };
    if (!clr.around(el, bg)) return { el, review: true, data, summary: `${what}: ${said}, but something other than its ancestors is painted behind it: check (1.4.11).` };
    return { el, data, summary: `${what} can hardly be seen: ${said}; the visual boundary that identifies it needs 3:1 (1.4.11).` };
  };
  // proxyBox: the box drawn for a visually hidden check box or radio, the
  // empty sibling after it or its label's ::before/::after.
  const proxyBox = (el) => {
    const boxy = (w, h) => w >= 8 && h >= 8 && w <= 48 && h <= 48;
    const sib = el.nextElementSibling;
    if (sib && visible(sib) && !letters(sib.textContent)) {
      const r = sib.getBoundingClientRect();
      if (boxy(r.width, r.height)) return { el: sib, s: getComputedStyle(sib), bg: clr.behind(sib) };
    }
    const label = el.labels && el.labels[0];
    if (!label || !visible(label)) return null;
    for (const pseudo of ['::before', '::after']) {
      const s = getComputedStyle(label, pseudo);
      if (s.content === 'none' || s.content === 'normal' || !boxy(parseFloat(s.width), parseFloat(s.height))) continue;
      const under = clr.behind(label), own = clr.parse(getComputedStyle(label).backgroundColor);
      return { el: label, s, bg: under && own ? clr.over(own, under) : null };
    }
    return null;
  };
  const shownHidden = (el, s) => +s.opacity === 0 || !visible(el) || el.getBoundingClientRect().width <= 2;
  const fieldContrast = () => {
    const out = [];
    try {
      for (const el of document.querySelectorAll('input, select, textarea')) {
        if (offField(el)) continue;
        const s = getComputedStyle(el);
        const t = (el.getAttribute('type') || '').toLowerCase();
        if (el.localName === 'input' && (t === 'checkbox' || t === 'radio')) {
          const kind = t === 'checkbox' ? 'This check box' : 'This radio button';
          if (visible(el) && (s.appearance === 'none' || s.webkitAppearance === 'none') && +s.opacity > 0) {
            const f = judgeBox(el, s, clr.behind(el), `${kind} (drawn by the page)`);
            if (f) out.push(f);
          } else if (shownHidden(el, s)) {
            const p = proxyBox(el);
            if (!p) continue;
            const f = judgeBox(p.el, p.s, p.bg, `The box drawn for ${kind.toLowerCase().replace(/^this /, 'a ')}`);
            if (f) out.push(f);
          }
          continue;
        }
        if (!textField(el) || !visible(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 8 || r.height < 8) continue;
        if (lookKeys.map((k) => s[k]).join('|') === uaLook(el)) continue; // the browser's own appearance
        const f = judgeBox(el, s, clr.behind(el), el.localName === 'select' ? 'This select' : 'This field');
        if (f) out.push(f);
      }
    } finally { clr.restore(); }
    return out;
  };

  // aa-color-field (F81): in a form, fields marked apart from the others
  // by colour alone (label colour, border colour, fill) while nothing
  // else differs: no text, symbol, icon, attribute, border width or style,
  // font. Only with words that give the colour a meaning (an instruction
  // naming the colour, or an error message with the marked colour red) is
  // it a violation; the same contrast without them is left alone.
  const COLOUR_WORD = /\b(red|green|blue|yellow|orange|purple|pink|gr[ae]y|colou?red|highlighted)\b/i;
  const STATE_WORD = /\b(required|mandatory|compulsory|must|errors?|invalid|incorrect|problems?|fix|wrong)\b/i;
  const MARK_TEXT = /[*✱!⚠]|\b(required|mandatory|compulsory|optional|errors?|invalid|must|please|enter|incorrect)\b/i;
  const labelOf = (el) => (el.labels && el.labels[0]) || document.getElementById((el.getAttribute('aria-labelledby') || '').split(/\s+/)[0] || '\u0000');
  const pseudoText = (e) => ['::before', '::after'].some((p) => { const c = getComputedStyle(e, p).content; return c && c !== 'none' && c !== 'normal'; });
  const fieldLook = (el) => {
    const s = getComputedStyle(el), label = labelOf(el), ls = label ? getComputedStyle(label) : null;
    const colours = [s.backgroundColor, ...SIDES.map((x) => s[`border${x}Color`]), ls ? ls.color : ''];
    const shape = [...SIDES.map((x) => { const st = s[`border${x}Style`]; return st === 'none' || st === 'hidden' ? 'none' : /dotted|dashed|double/.test(st) ? st : 'line'; }),
      s.boxShadow === 'none' ? '' : 'shadow', s.backgroundImage === 'none' ? '' : 'image',
      ls ? [ls.fontWeight, ls.fontStyle, ls.textDecorationLine, ls.textTransform, ls.fontSize].join(' ') : ''];
    const widths = SIDES.map((x) => parseFloat(s[`border${x}Width`]) || 0);
    return { el, label, colours: colours.join('|'), shape: shape.join('|'), widths, parsed: colours.map(clr.parse).filter(Boolean) };
  };
  // otherCue: anything but colour that marks the field or its label.
  const otherCue = (f, base) => {
    const el = f.el;
    if (el.required || el.getAttribute('aria-required') === 'true' || el.getAttribute('aria-invalid') === 'true' || el.matches(':invalid')) return true;
    if (f.shape !== base.shape || f.widths.some((w, i) => w > base.widths[i] + 0.5)) return true;
    const ids = ((el.getAttribute('aria-describedby') || '') + ' ' + (el.getAttribute('aria-errormessage') || '')).trim();
    if (ids && ids.split(/\s+/).some((id) => { const d = document.getElementById(id); return d && letters(d.textContent); })) return true;
    let box = f.label && f.label.contains(el) ? f.label : el.parentElement;
    if (!box) return true;
    if (box.querySelectorAll('input, select, textarea').length > 1) box = f.label || el;
    if (MARK_TEXT.test(box.textContent || '') || MARK_TEXT.test(el.placeholder || '') || MARK_TEXT.test((f.label && f.label.textContent) || '')) return true;
    if (box.querySelector('img, svg, [class*=icon], [role=img]') || [el, box, f.label].some((e) => e && pseudoText(e))) return true;
    // Text beside the field other than its label (an error message).
    if (!(f.label && f.label.contains(el)) && box !== document.body && box.querySelectorAll('input, select, textarea').length === 1) {
      const rest = letters(box.textContent) - (f.label && box.contains(f.label) ? letters(f.label.textContent) : 0);
      if (rest > 0) return true;
    }
    return false;
  };
  // hueName names a saturated colour's hue as an instruction would.
  const hueName = (c) => {
    const [r, g, b] = c, mx = Math.max(r, g, b), mn = Math.min(r, g, b);
    if (c[3] === 0) return '';
    if (mx - mn < 40) return mx - mn < 16 && mx > 40 && mn < 215 ? 'grey' : '';
    let h = mx === r ? (60 * (g - b)) / (mx - mn) : mx === g ? 120 + (60 * (b - r)) / (mx - mn) : 240 + (60 * (r - g)) / (mx - mn);
    if (h < 0) h += 360;
    return h < 15 || h >= 345 ? 'red' : h < 45 ? 'orange' : h < 70 ? 'yellow' : h < 170 ? 'green' : h < 260 ? 'blue' : h < 300 ? 'purple' : 'pink';
  };
  const colourName = (w) => ({ grey: 'grey', gray: 'grey' })[w] || w;
  const ERROR_PLACES = '[role=alert], [role=status], [aria-live], [class*=error i], [id*=error i], [class*=validation i], [class*=summary i]';
  const colourField = () => {
    const out = [], groups = new Map();
    for (const el of document.querySelectorAll('input, select, textarea')) {
      if (!textField(el) || offField(el) || !visible(el)) continue;
      const key = el.form || el.closest('form') || document.body;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(fieldLook(el));
    }
    for (const [form, fields] of groups) {
      const byColour = new Map();
      for (const f of fields) byColour.set(f.colours, [...(byColour.get(f.colours) || []), f]);
      if (byColour.size !== 2) continue; // one look, or too many to say which is marked
      const [ga, gb] = [...byColour.values()];
      const own = (g, other) => new Set(g[0].parsed.filter((c) => !other[0].parsed.some((o) => clr.hex(o) === clr.hex(c))).map(hueName).filter(Boolean));
      const ha = own(ga, gb), hb = own(gb, ga);
      const text = norm(form.innerText || '');
      const said = text.split(/(?<=[.!?:])\s+/).find((x) => COLOUR_WORD.test(x) && STATE_WORD.test(x));
      const word = said && (said.match(/\b(red|green|blue|yellow|orange|purple|pink|gr[ae]y)\b/i) || [])[1];
      const hue = word ? colourName(word.toLowerCase()) : 'red';
      const marked = ha.has(hue) && !hb.has(hue) ? ga : hb.has(hue) && !ha.has(hue) ? gb : null;
      if (!marked) continue;
      const base = marked === ga ? gb : ga;
      if (marked.some((f) => otherCue(f, base[0]))) continue;
      // An error message inside this form, or outside every form before it.
      const errorText = [...document.querySelectorAll(ERROR_PLACES)].some((e) => visible(e) && !e.contains(marked[0].el) && STATE_WORD.test(e.textContent || '') &&
        (form.contains(e) || (!e.closest('form') && (form === document.body || e.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING))));
      for (const f of marked) {
        const data = { colours: f.colours, usual: base[0].colours };
        if (said && word) out.push({ el: f.el, data, summary: `This field is set apart from the others only by colour (${hue}) while the page says "${trunc(said, 80)}": add text or a symbol, e.g. "(required)" or an error message (F81).` });
        else if (errorText) out.push({ el: f.el, data, summary: 'This field is marked in red, as errors are, and nothing else tells it apart from the others: no message, symbol or aria-invalid (F81).' });
        else out.push({ el: f.el, data, review: true, summary: 'This field is coloured red unlike the others and nothing else tells it apart: if the colour means something, add text or a symbol (1.4.1).' });
      }
    }
    return out;
  };
  // aa-color-items (1.4.1): a list whose items fall in colour groups
  // that differ in nothing else (weight, style, decoration, marker, icon,
  // words) while the text before it names one of those colours ("the red
  // mushrooms will kill you"): the colour alone says which items are
  // which (G14 not used).
  const COLOUR_NAMES = /\b(red|green|blue|yellow|orange|purple|pink|gr[ae]y)\b/gi;
  const NOT_ALONE_WORDS = /asterisk|symbol|icon|bold|underlin|italic|marked with|labell?ed/i;
  const ITEM_SYMBOL = /[(\[*✱†⚠✓✗✔✘✅❌]/;
  const itemLook = (li) => {
    const walk = document.createTreeWalker(li, NodeFilter.SHOW_TEXT);
    let t = walk.nextNode();
    while (t && !letters(t.data)) t = walk.nextNode();
    const holder = t ? t.parentElement : li, s = getComputedStyle(holder), ls = getComputedStyle(li);
    return { colour: clr.parse(s.color), shape: [s.fontWeight, s.fontStyle, s.textDecorationLine, s.textTransform, s.fontSize, s.fontFamily, ls.listStyleType, ls.listStyleImage,
      ...[li, holder].flatMap((e) => ['::before', '::after'].map((p) => getComputedStyle(e, p).content))].join('|') };
  };
  const textBefore = (list) => {
    const parts = [];
    for (let e = list.previousElementSibling, n = 0; e && n < 3; e = e.previousElementSibling, n++) parts.unshift(norm(e.innerText || ''));
    if (!parts.length && list.parentElement) for (let e = list.parentElement.previousElementSibling, n = 0; e && n < 2; e = e.previousElementSibling, n++) parts.unshift(norm(e.innerText || ''));
    return parts.join(' ').slice(-600);
  };
  const colourItems = () => {
    const out = [];
    for (const list of document.querySelectorAll('ul, ol')) {
      const items = Array.from(list.children).filter((li) => li.localName === 'li' && visible(li) && letters(li.textContent));
      if (items.length < 3 || list.closest('nav, [role=navigation], [aria-hidden="true"]')) continue;
      const looks = items.map(itemLook);
      if (looks.some((l) => !l.colour) || new Set(looks.map((l) => l.shape)).size > 1) continue;
      if (items.some((li) => li.querySelector('img, svg, picture, [class*=icon]') || ITEM_SYMBOL.test(li.textContent))) continue;
      const groups = new Map();
      looks.forEach((l, i) => { const k = clr.hex(l.colour); groups.set(k, [...(groups.get(k) || []), items[i]]); });
      if (groups.size < 2 || groups.size > 4) continue;
      const names = new Set([...groups.keys()].map((h) => hueName(clr.parse(h))).filter(Boolean));
      const said = textBefore(list).split(/(?<=[.!?:])\s+/).find((x) => [...x.matchAll(COLOUR_NAMES)].some((m) => names.has(colourName(m[1].toLowerCase()))) && !NOT_ALONE_WORDS.test(x));
      if (!said) continue;
      // The sentence's own words in an item say the meaning in text too.
      const words = said.toLowerCase().replace(COLOUR_NAMES, ' ').split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
      if (items.some((li) => { const t = ' ' + li.textContent.toLowerCase() + ' '; return words.some((w) => t.includes(w)); })) continue;
      out.push({ el: list, data: { colours: [...groups.keys()] }, summary: `"${trunc(said, 80)}": these items differ only in colour (${[...groups.keys()].join(', ')}), so people who cannot tell the colours apart cannot tell which is which; say it in text or with a symbol too (1.4.1).` });
    }
    return out.concat(colourRows(), colourCells());
  };
  // keySentence is the nearest sentence before el that names one of the
  // hues (and no other cue), or ''.
  const keySentence = (el, names) => textBefore(el).split(/(?<=[.!?:])\s+/).findLast((x) => [...x.matchAll(COLOUR_NAMES)].some((m) => names.has(colourName(m[1].toLowerCase()))) && !NOT_ALONE_WORDS.test(x)) || '';
  // bodyRows are a table's rows below its header: not in thead, holding
  // no th, and not a first row drawn unlike every other.
  const bodyRows = (t) => {
    const rows = Array.from(t.rows).filter((r) => r.closest('table') === t && !r.closest('thead') && !r.querySelector('th') && visible(r));
    return rows;
  };
  // The same for a table's rows (G14 not used): rows whose text falls in
  // colour groups that differ in nothing else, after a sentence naming one
  // of the colours ("cup fixtures are shown in red").
  const ROW_SYMBOL = /[*✱†⚠✓✗✔✘✅❌]/; // a bracket in a row is text ("Hollins Park (replay)"), not a mark
  const colourRows = () => {
    const out = [];
    for (const t of document.querySelectorAll('table')) {
      let rows = bodyRows(t).filter((r) => letters(r.textContent));
      if (rows.length < 3 || t.closest('nav, [role=navigation], [aria-hidden="true"]')) continue;
      let looks = rows.map(itemLook);
      if (looks.some((l) => !l.colour)) continue;
      // A first row unlike all the others is the header a table without th
      // draws.
      if (!looks.slice(1).some((l) => l.shape === looks[0].shape && clr.hex(l.colour) === clr.hex(looks[0].colour))) { rows = rows.slice(1); looks = looks.slice(1); }
      if (rows.length < 3 || new Set(looks.map((l) => l.shape)).size > 1) continue;
      if (rows.some((r) => r.querySelector('img, svg, picture, [class*=icon]') || ROW_SYMBOL.test(r.textContent))) continue;
      const groups = new Map();
      looks.forEach((l, i) => { const k = clr.hex(l.colour); groups.set(k, [...(groups.get(k) || []), rows[i]]); });
      if (groups.size < 2 || groups.size > 4 || [...groups.values()].some((g) => g.length === rows.length)) continue;
      const names = new Set([...groups.keys()].map((h) => hueName(clr.parse(h))).filter(Boolean));
      const said = keySentence(t, names);
      if (!said) continue;
      const words = said.toLowerCase().replace(COLOUR_NAMES, ' ').split(/[^\p{L}]+/u).filter((w) => w.length >= 4);
      if (rows.some((r) => { const x = ' ' + r.textContent.toLowerCase() + ' '; return words.some((w) => x.includes(w)); })) continue;
      // A column whose first word splits the rows as the colours do ("Cup"
      // and "League", "W 2-1" and "L 0-3") says it in text ...
      const hex = looks.map((l) => clr.hex(l.colour));
      const width = Math.max(...rows.map((r) => r.cells.length));
      const says = (c) => {
        const first = rows.map((r) => (norm((r.cells[c] || {}).textContent || '').toLowerCase().match(/[\p{L}\p{N}]+/u) || [''])[0]);
        if (first.some((w) => !w)) return false;
        const byColour = new Map(), byWord = new Map();
        first.forEach((w, i) => { byColour.set(hex[i], (byColour.get(hex[i]) || new Set()).add(w)); byWord.set(w, (byWord.get(w) || new Set()).add(hex[i])); });
        // ... and the sentence says that word ("cup"; "w" for "wins"), so
        // the split is the key's, not a coincidence (cup games midweek).
        const key = said.toLowerCase().split(/[^\p{L}\p{N}]+/u);
        return [...byColour.values()].every((ws) => ws.size === 1) && [...byWord.values()].every((hs) => hs.size === 1) &&
          [...byWord.keys()].some((w) => key.some((k) => k.startsWith(w)));
      };
      if (Array.from({ length: width }, (_, c) => c).some(says)) continue;
      out.push({ el: t, data: { colours: [...groups.keys()] }, summary: `"${trunc(said, 80)}": the rows of this table differ only in the colour of their text (${[...groups.keys()].join(', ')}), so people who cannot tell the colours apart cannot tell which is which; add a column or a word that says it (1.4.1).` });
    }
    return out;
  };
  // Cells that say something by colour alone: a column of a table whose
  // body cells hold no text and no image, only a background in two to four
  // colours, after a key naming those colours ("green = in, red = away").
  const colourCells = () => {
    const out = [];
    for (const t of document.querySelectorAll('table')) {
      const rows = bodyRows(t);
      if (rows.length < 3) continue;
      const width = Math.max(...rows.map((r) => r.cells.length));
      for (let c = 0; c < width; c++) {
        let cells = rows.map((r) => r.cells[c]).filter(Boolean);
        if (cells.length && letters(cells[0].textContent)) cells = cells.slice(1); // a header row drawn with td
        // A cell with anything drawn in it (an icon font's glyph, a symbol)
        // is not colour alone.
        const drawnIn = (d) => Array.from(d.querySelectorAll('*')).some((e) => pseudoText(e) || (e.localName !== 'br' && e.getBoundingClientRect().width > 1));
        if (cells.length < 3 || cells.some((d) => letters(d.textContent) || d.querySelector('img, svg, input, select, button, a[href]') || d.getAttribute('aria-label') || d.getAttribute('title') || pseudoText(d) || drawnIn(d))) continue;
        const bgs = cells.map((d) => clr.parse(getComputedStyle(d).backgroundColor));
        if (bgs.some((b) => !b || b[3] === 0)) continue;
        const groups = new Set(bgs.map((b) => clr.hex(b)));
        if (groups.size < 2 || groups.size > 4) continue;
        const names = new Set([...groups].map((h) => hueName(clr.parse(h))).filter(Boolean));
        const said = keySentence(t, names);
        if (!said) continue;
        out.push({ el: cells[0], data: { colours: [...groups] }, summary: `"${trunc(said, 80)}": this column says it by the cells' colour alone (${[...groups].join(', ')}), with no text, so people who cannot tell the colours apart and screen reader users miss it; put the word in each cell (1.4.1).` });
        break;
      }
    }
    return out;
  };
  Object.assign(CHEAP, { 'aa-field-contrast': fieldContrast, 'aa-color-field': colourField, 'aa-color-items': colourItems });
  }
