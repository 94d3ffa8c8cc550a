  // Helpers shared by every in-page function (page.js ops, the auditor's fix
  // transactions). Plain declarations: Go wraps them in a function per call,
  // so page scripts cannot replace them between calls.
  // Sent with every call (not installed as a global) so page scripts cannot
  // replace it between calls. Returns plain JSON.
  const MAXNAME = 80;
  const norm = (s) => (s || '').replace(/[\s\u00a0]+/g, ' ').trim();
  const trunc = (s, n) => (s.length > n ? s.slice(0, n - 1) + '\u2026' : s);
  const ROLES = new Set(['button', 'link', 'checkbox', 'radio', 'tab', 'menuitem', 'menuitemcheckbox',
    'menuitemradio', 'option', 'switch', 'combobox', 'textbox', 'searchbox', 'slider', 'spinbutton',
    'treeitem', 'gridcell', 'listbox']);
  const FIELD_TAGS = new Set(['input', 'select', 'textarea']);
  const W = window.innerWidth, H = window.innerHeight;

  const implicitRole = (el) => {
    const tag = el.localName;
    const r = el.getAttribute('role');
    if (r) return r.split(/\s+/)[0];
    switch (tag) {
      case 'a': return el.hasAttribute('href') ? 'link' : 'generic';
      case 'button': case 'summary': return 'button';
      case 'select': return el.multiple || el.size > 1 ? 'listbox' : 'combobox';
      case 'textarea': return 'textbox';
      case 'img': return 'img';
      case 'input': {
        const t = (el.type || 'text').toLowerCase();
        if (['button', 'submit', 'reset', 'image'].includes(t)) return 'button';
        if (t === 'checkbox') return 'checkbox';
        if (t === 'radio') return 'radio';
        if (t === 'range') return 'slider';
        if (t === 'number') return 'spinbutton';
        if (t === 'search') return 'searchbox';
        return 'textbox';
      }
    }
    return tag;
  };

  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 && r.height < 1) return false;
    if (el.checkVisibility && !el.checkVisibility({ visibilityProperty: true })) return false;
    return true;
  };

  // The tags a framework's click handler usually sits on. Every element of
  // these costs a style read wherever interactive() runs (the structure,
  // the audit's Do-No-Harm fingerprint), so the list stays short.
  const POINTER_TAGS = new Set(['div', 'span', 'li', 'img', 'svg', 'i']);
  const interactive = (el) => {
    const tag = el.localName;
    if (tag === 'a') return el.hasAttribute('href') || el.hasAttribute('onclick') || el.hasAttribute('role');
    if (tag === 'button' || tag === 'select' || tag === 'textarea' || tag === 'summary') return true;
    if (tag === 'input') return (el.type || '').toLowerCase() !== 'hidden';
    const role = el.getAttribute('role');
    if (role && ROLES.has(role)) return true;
    if (el.isContentEditable && !(el.parentElement && el.parentElement.isContentEditable)) return true;
    if (el.hasAttribute('onclick')) return true;
    const ti = el.getAttribute('tabindex');
    if (ti !== null && +ti >= 0 && tag !== 'iframe' && tag !== 'body') return true;
    // Something a person drags: a draggable item, a sortable list's row.
    if (el.getAttribute('draggable') === 'true' && tag !== 'img' && tag !== 'a') return true;
    // Framework click handlers leave no attribute; a pointer cursor that the
    // parent does not share is the usual tell, and a grab, move or resize
    // cursor marks a drag handle, a slider's thumb or a resize grip.
    if (POINTER_TAGS.has(tag)) {
      const c = getComputedStyle(el).cursor;
      if ((c === 'pointer' || c === 'grab' || c === 'move' || c.endsWith('-resize')) &&
          !(el.parentElement && getComputedStyle(el.parentElement).cursor === c)) return true;
    }
    return false;
  };

  // glyphControl: a symbol or a small icon inside a clickable row or
  // node (☆ to star a message, ▸ to open a branch, ⋮ for its menu) is a
  // control of its own to a person, though its pointer cursor is the
  // row's and a delegated handler leaves no trace on it. Listed by the
  // structure only: the audit's checks keep interactive().
  const GLYPH = /^[^\p{L}\p{N}\s.,:;|\/\\()'"•·\-–—]{1,2}$/u;
  const glyphControl = (el) => {
    const tag = el.localName;
    if (!POINTER_TAGS.has(tag) || !el.parentElement) return false;
    const p = el.parentElement;
    if (el.closest('a, button, label, summary, select, [role=button], [role=link], [role=menuitem], [role=option], [role=tab], [role=checkbox], [role=switch], [role=radio]')) return false;
    const own = norm(el.textContent);
    const glyph = el.childElementCount === 0 && GLYPH.test(own);
    const icon = (tag === 'svg' || tag === 'i' || tag === 'img' || (el.childElementCount === 1 && !own && /^(svg|img|i)$/.test(el.firstElementChild.localName)));
    if (!glyph && !icon) return false;
    if (!norm(p.textContent).replace(own, '').trim()) return false; // it is the whole control
    if (getComputedStyle(el).cursor !== 'pointer') return false;
    if (icon) { const r = el.getBoundingClientRect(); if (r.width > 32 || r.height > 32) return false; }
    return true;
  };

  // cellControl: a table cell with a pointer cursor its row does not
  // share is a control to a person (a calendar's day, a sortable header)
  // though one handler on the table serves it. Listed by the structure
  // only, like glyphControl.
  const cellControl = (el) => {
    if ((el.localName !== 'td' && el.localName !== 'th') || !el.parentElement) return false;
    if (el.querySelector('a[href], button, input, select, textarea, [role=button], [tabindex]')) return false;
    return getComputedStyle(el).cursor === 'pointer' && getComputedStyle(el.parentElement).cursor !== 'pointer';
  };

  // listened: a listener of its own makes el operable though its markup
  // does not say so (listened.go read it over DevTools before this read).
  const listened = (el) => { const set = window[Symbol.for('accessagents.listened')]; return !!(set && set.has && set.has(el)); };

  // controlOf is the control el activates: itself or its nearest
  // interactive ancestor (a button's inner span).
  const controlOf = (el) => { for (let a = el; a; a = a.parentElement) if (interactive(a)) return a; return el; };

  const textOf = (root, ids) => ids.split(/\s+/).map((id) => {
    const e = (root.getElementById && root.getElementById(id)) || document.getElementById(id);
    return e ? e.textContent : '';
  }).join(' ');

  // labelWords is a label's text as a name: a field inside its own label
  // adds nothing of itself (a select wrapped in "Sort" is "Sort", not
  // "Sort" and every option), another field its value.
  const labelWords = (l, el) => {
    if (!l.querySelector('select, input, textarea')) return l.innerText;
    const parts = [];
    const walkL = (n) => {
      for (const c of n.childNodes) {
        if (c === el) continue;
        if (c.nodeType === 3) { parts.push(c.textContent); continue; }
        if (c.nodeType !== 1 || /^(script|style|template)$/.test(c.localName) || getComputedStyle(c).display === 'none') continue;
        if (c.localName === 'br') { parts.push(' '); continue; }
        if (c.localName === 'select') parts.push(' ' + (c.selectedOptions && c.selectedOptions[0] ? c.selectedOptions[0].text : '') + ' ');
        else if (c.localName === 'input' || c.localName === 'textarea') parts.push(c.type === 'password' ? ' ' : ' ' + (c.value || '') + ' ');
        else if (getComputedStyle(c).display !== 'inline') { parts.push(' '); walkL(c); parts.push(' '); }
        else walkL(c);
      }
    };
    walkL(l);
    return parts.join('');
  };
  const accName = (el) => {
    const tag = el.localName;
    let n = '';
    const lb = el.getAttribute('aria-labelledby');
    if (lb) n = textOf(el.getRootNode(), lb);
    if (!norm(n)) n = el.getAttribute('aria-label') || '';
    if (!norm(n) && el.labels && el.labels.length) n = Array.from(el.labels).map((l) => labelWords(l, el)).join(' ');
    if (!norm(n) && tag === 'input' && ['submit', 'button', 'reset'].includes(el.type)) n = el.value || '';
    if (!norm(n) && (tag === 'img' || (tag === 'input' && el.type === 'image'))) n = el.getAttribute('alt') || '';
    if (!norm(n) && !FIELD_TAGS.has(tag)) n = el.innerText || '';
    if (!norm(n)) {
      const img = el.querySelector && el.querySelector('img[alt]:not([alt=""]), svg title');
      if (img) n = img.getAttribute('alt') || img.textContent;
    }
    if (!norm(n)) n = el.getAttribute('title') || '';
    if (!norm(n)) n = el.getAttribute('placeholder') || '';
    return trunc(norm(n), MAXNAME);
  };

  // derivedName names an element that has no accessible name, honestly
  // marked with where the words come from: a field by the text just before
  // it (a sibling span, the cell before its cell) or its placeholder; a
  // control by its icon (an icon font's class, an SVG sprite's id, an
  // image's file), a tooltip attribute, or the text just beside it.
  const FIELD_SEL = 'input:not([type=hidden]), select, textarea, [role=textbox], [role=combobox], [role=listbox]';
  const holdsField = (c) => c.nodeType === 1 && (c.matches(FIELD_SEL) || !!c.querySelector(FIELD_SEL));
  const besideText = (n, dir) => {
    for (let c = n[dir]; c; c = c[dir]) {
      if (holdsField(c) || (c.nodeType === 1 && interactive(c))) return '';
      const t = norm(c.nodeType === 3 ? c.textContent : (c.innerText || ''));
      if (t) return t.length > 80 ? null : t; // a paragraph or a panel: no label, look no further
    }
    return '';
  };
  // attrWord is what a control's own markup calls it, for a control with
  // no name: a word in a data- attribute (data-act="forward"), or in its
  // id or class (id="btn-archive", class="star"). Style and layout words
  // and anything with digits say nothing.
  const STYLE_WORD = /^(btn|button|icon|ico|ib|link|item|active|selected|open|closed|small|large|big|primary|secondary|default|flex|grid|row|col|cell|wrap|wrapper|inner|outer|container|box|left|right|top|bottom|center|hidden|visible|disabled|js|ui|el|tool|tools|toolbar|action|actions|control|ctrl|clickable|pointer|round|rounded|circle|square|dark|light|text|label|main|nav|menu|list|node|caret)$/;
  const attrWord = (el) => {
    const words = (v) => (v || '').split(/[\s_-]+/).map((w) => w.toLowerCase()).filter((w) => /^[a-z]{3,20}$/.test(w) && !STYLE_WORD.test(w));
    for (const a of el.attributes) {
      if (!a.name.startsWith('data-') || /^data-(v-|testid$|test$|id$|key$|index$|ref$|row$)/.test(a.name) || a.value.length > 30) continue;
      const w = words(a.value);
      if (w.length && w.length <= 3) return w.join(' ');
    }
    for (const v of [el.id, typeof el.className === 'string' ? el.className : '']) {
      const w = words(v);
      if (w.length && w.length <= 3) return w.join(' ');
    }
    return '';
  };
  const ICON_CLASS = /(?:^|\s)(?:fa[srlbd]?|bi|icon|glyphicon|mdi|ti|ri|lucide|la|ion|feather|octicon)-([a-z][a-z0-9-]{1,30})/i;
  const iconWord = (el) => {
    // The icon inside first: the control's own class is often a style
    // ("icon-btn"), the icon's names the picture.
    for (const n of [...Array.from(el.querySelectorAll('i, svg, span, img, use')).slice(0, 8), el]) {
      for (const m of (n.getAttribute('class') || '').matchAll(new RegExp(ICON_CLASS.source, 'gi'))) {
        if (!/^(lg|xs|sm|\dx|fw|solid|regular|light|brands|icon|outline|filled|round|btn|button|only|wrap|wrapper|container|link|text|label|group|bar|list|size|color|small|large)$/.test(m[1])) return m[1].replace(/-/g, ' ');
      }
      const href = n.getAttribute('href') || n.getAttribute('xlink:href') || '';
      if (n.localName === 'use' && href.includes('#')) return href.split('#').pop().replace(/^(icon|ico|i|svg)[-_]/, '').replace(/[-_]/g, ' ');
      const di = n.getAttribute('data-icon'); if (di) return di.replace(/[-_]/g, ' ');
      // A file's name without its sizes, dates and versions
      // ("kettle-recall-644x429.jpg" is "kettle recall").
      if (n.localName === 'img') { const f = (n.getAttribute('src') || '').split(/[?#]/)[0].split('/').pop().replace(/\.\w+$/, ''); const w = /^data:/.test(f) ? '' : f.split(/[-_.\s]+/).filter((x) => x && !/\d/.test(x)).join(' '); if (w) return w; }
    }
    return '';
  };
  const derivedName = (el) => {
    const tag = el.localName;
    const field = FIELD_TAGS.has(tag) || ['textbox', 'combobox', 'searchbox', 'spinbutton', 'listbox'].includes(el.getAttribute('role'));
    if (field) {
      let t = besideText(el, 'previousSibling');
      const p = el.parentElement;
      if (t === '' && p && /^t[dh]$/.test(p.localName) && p.previousElementSibling && /^t[dh]$/.test(p.previousElementSibling.localName)) t = norm(p.previousElementSibling.innerText);
      if (t === '' && p && !holdsField(p.previousElementSibling || document.createElement('i'))) t = besideText(p, 'previousSibling');
      if (t) return { n: trunc(t, 60), from: 'text before' };
      return { n: '', from: '' };
    }
    const tip = el.getAttribute('data-tooltip') || el.getAttribute('data-title') || el.getAttribute('data-original-title') || el.getAttribute('data-tip');
    if (norm(tip)) return { n: trunc(norm(tip), 60), from: 'tooltip' };
    const icon = iconWord(el);
    if (icon) return { n: trunc(icon, 40), from: 'icon' };
    // A drawn slider's handle is named by the words before its track.
    const tr = trackOf(el);
    if (tr) { const t = besideText(tr.el, 'previousSibling') || (tr.el.parentElement && besideText(tr.el.parentElement, 'previousSibling')); if (t) return { n: trunc(t, 60), from: 'text before' }; }
    const aw = attrWord(el);
    if (aw) return { n: trunc(aw, 40), from: 'markup' };
    const t = besideText(el, 'nextSibling') || besideText(el, 'previousSibling');
    if (t) return { n: trunc(t, 40), from: 'text beside' };
    return { n: '', from: '' };
  };

  // rowKey is the text of the row or list item a control sits in, other
  // than the control's own: what tells one "View" from the next.
  // textWithout is a's text without el's: the row's words, not the
  // control's ("Adults 12+ years", not "Adults 12 years" with every "+"
  // taken out for a "+" button).
  const textWithout = (a, el) => {
    const parts = [];
    for (const c of a.childNodes) {
      if (c === el) continue;
      if (c.nodeType === 3) parts.push(c.textContent);
      else if (c.nodeType === 1) parts.push(c.contains(el) ? textWithout(c, el) : (c.innerText || ''));
    }
    return norm(parts.join(' '));
  };
  const rowKey = (el) => {
    for (let a = el.parentElement, i = 0; a && i < 6; a = a.parentElement, i++) {
      if (a.localName === 'tr' || a.getAttribute('role') === 'row') {
        const cells = Array.from(a.children).filter((c) => !c.contains(el)).map((c) => norm(c.innerText || '')).filter(Boolean);
        return trunc(cells.slice(0, 3).join(' \u00b7 '), 40);
      }
      // A repeated unit: a card in a grid, a row of divs, an item of a
      // list built from data, known by siblings of its own tag and class.
      const unit = a.localName === 'li' || a.getAttribute('role') === 'listitem' || a.localName === 'article' ||
        (a.parentElement && typeof a.className === 'string' && a.className.trim() &&
         Array.from(a.parentElement.children).filter((c) => c !== a && c.localName === a.localName && c.className === a.className).length >= 1);
      if (unit) return trunc(textWithout(a, el), 40);
    }
    return '';
  };

  const states = (el) => {
    const s = [];
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') s.push('disabled');
    const ac = el.getAttribute('aria-checked');
    if (el.checked === true || ac === 'true') s.push('checked');
    else if (ac === 'mixed' || el.indeterminate) s.push('mixed');
    const ex = el.getAttribute('aria-expanded');
    if (ex === 'true') s.push('expanded'); else if (ex === 'false') s.push('collapsed');
    if (el.getAttribute('aria-selected') === 'true' || (el.localName === 'option' && el.selected)) s.push('selected');
    if (el.required || el.getAttribute('aria-required') === 'true') s.push('required');
    if (el.readOnly) s.push('readonly');
    if (el.getAttribute('draggable') === 'true' && el.localName !== 'img' && el.localName !== 'a') s.push('draggable');
    return s;
  };

  // ownState reports a control whose state the platform says: a native
  // field or check box, or an ARIA state attribute.
  const ownState = (el) => /^(input|select|textarea|option|details)$/.test(el.localName) ||
    ['aria-checked', 'aria-pressed', 'aria-selected', 'aria-expanded', 'aria-current'].some((a) => el.hasAttribute(a));

  const valueOf = (el) => {
    const tag = el.localName;
    if (tag === 'select') return el.selectedOptions && el.selectedOptions.length ? trunc(norm(el.selectedOptions[0].text), 40) : '';
    if (tag === 'textarea' || (tag === 'input' && !['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file'].includes(el.type))) {
      if (!el.value) return '';
      // Never echo what a user typed into a password field.
      return el.type === 'password' ? '\u2022\u2022\u2022\u2022' : trunc(el.value, 40);
    }
    // A slider, spin button or meter of ARIA says its value the same way.
    if (el.hasAttribute('aria-valuenow') || el.hasAttribute('aria-valuetext')) {
      return trunc(norm(el.getAttribute('aria-valuetext') || el.getAttribute('aria-valuenow') || ''), 40);
    }
    return '';
  };

  // rangeOf is the span of values a slider or spin button takes
  // ("0–500 step 25"): a model moving one by keys or typing a value needs
  // it, and a number alone says nothing of where the ends are.
  const rangeOf = (el) => {
    let lo, hi, step = '';
    if (el.localName === 'input' && el.type === 'range') {
      lo = el.min || '0'; hi = el.max || '100'; step = el.step && el.step !== '1' ? el.step : '';
    } else if (el.localName === 'input' && el.type === 'number') {
      lo = el.min; hi = el.max; step = el.step && el.step !== '1' ? el.step : '';
    } else {
      const r = el.getAttribute('role');
      if (!['slider', 'spinbutton', 'scrollbar', 'meter', 'progressbar'].includes(r)) return '';
      lo = el.getAttribute('aria-valuemin'); hi = el.getAttribute('aria-valuemax');
      if (r === 'slider' || r === 'scrollbar') { lo = lo || '0'; hi = hi || '100'; }
    }
    if (!lo && !hi) return '';
    return (lo || '') + '\u2013' + (hi || '') + (step ? ' step ' + step : '');
  };

  const esc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s.replace(/[^\w-]/g, '\\$&'));
  const quote = (s) => '"' + s.replace(/\\/g, '\\\\').replace(/"/g, '\\"') + '"';
  // selMemo, while withSelMemo runs, keeps each count cssSel makes: one
  // batch of cssSel calls (a check's findings) reads one unchanged
  // document, and its elements share ancestors (a nav's hundred links
  // asked the same questions a hundred times).
  let selMemo = null, xpathMemo = null;
  const count = (root, sel) => {
    let m = null;
    if (selMemo) {
      m = selMemo.get(root);
      if (!m) selMemo.set(root, (m = new Map()));
      const n = m.get(sel);
      if (n !== undefined) return n;
    }
    let n = 0;
    try { n = root.querySelectorAll(sel).length; } catch (e) { n = 0; }
    if (m) m.set(sel, n);
    return n;
  };
  const withSelMemo = (fn) => {
    const outer = selMemo, outerX = xpathMemo;
    selMemo = outer || new Map();
    xpathMemo = outerX || new Map();
    try { return fn(); } finally { selMemo = outer; xpathMemo = outerX; }
  };
  const STABLE_CLASS = /^[a-zA-Z][\w-]{1,40}$/;

  // shortOwn is the shortest selector naming el alone within root, from its
  // own attributes: #id, [name], tag.class, [data-*], then a few short
  // attributes; '' if none is unique.
  const shortOwn = (el, root) => {
    const tag = el.localName;
    if (el.id) { const s = '#' + esc(el.id); if (count(root, s) === 1) return s; }
    const name = el.getAttribute('name');
    if (name) { const s = tag + '[name=' + quote(name) + ']'; if (count(root, s) === 1) return s; }
    for (const c of Array.from(el.classList)) {
      if (!STABLE_CLASS.test(c) || /\d{4,}/.test(c)) continue;
      const s = tag + '.' + esc(c); if (count(root, s) === 1) return s;
    }
    for (const a of Array.from(el.attributes)) {
      if (!a.name.startsWith('data-') || !a.value || a.value.length > 40 || a.value.includes('{')) continue;
      const s = '[' + a.name + '=' + quote(a.value) + ']'; if (count(root, s) === 1) return s;
    }
    for (const a of ['href', 'type', 'placeholder', 'title', 'aria-label', 'value']) {
      const v = el.getAttribute(a);
      if (!v || v.length > 40) continue;
      const s = tag + '[' + a + '=' + quote(v) + ']'; if (count(root, s) === 1) return s;
    }
    return '';
  };

  const nthSeg = (el) => {
    const p = el.parentElement;
    if (!p) return el.localName;
    const same = Array.from(p.children).filter((c) => c.localName === el.localName);
    return same.length > 1 ? el.localName + ':nth-of-type(' + (same.indexOf(el) + 1) + ')' : el.localName;
  };

  // cssSel is unique within root (document or shadow root): the element's
  // own short selector, else a short path from the nearest ancestor that has
  // one, else a full nth-of-type path.
  const cssSel = (el, root) => {
    const own = shortOwn(el, root);
    if (own) return own;
    const parts = [nthSeg(el)];
    for (let anc = el.parentElement, depth = 0; anc && depth < 8; anc = anc.parentElement, depth++) {
      const a = shortOwn(anc, root);
      if (a) {
        for (const tail of [el.localName, nthSeg(el), parts.join(' > ')]) {
          const s = a + ' ' + tail;
          if (count(root, s) === 1) return s;
        }
      }
      const s = parts.join(' > ');
      if (count(root, s) === 1) return s;
      parts.unshift(nthSeg(anc));
    }
    const full = [];
    for (let cur = el; cur && cur.nodeType === 1; cur = cur.parentElement) full.unshift(nthSeg(cur));
    return full.join(' > ');
  };

  // absXPath is the full /html/body/... path (no id shortcut), the form the
  // served source is mapped by.
  // (While withSelMemo runs, each element's path is kept: findings share
  // their ancestors.)
  const xpathSeg = (cur) => {
    const p = cur.parentElement;
    let seg = cur.localName;
    if (p) {
      const same = Array.from(p.children).filter((c) => c.localName === cur.localName);
      if (same.length > 1) seg += '[' + (same.indexOf(cur) + 1) + ']';
    }
    return seg;
  };
  const absXPath = (el) => {
    if (el.getRootNode() instanceof ShadowRoot) return '';
    if (xpathMemo) {
      const walk = (cur) => {
        if (!cur || cur.nodeType !== 1) return '';
        let v = xpathMemo.get(cur);
        if (v === undefined) xpathMemo.set(cur, (v = walk(cur.parentElement) + '/' + xpathSeg(cur)));
        return v;
      };
      return walk(el);
    }
    const parts = [];
    for (let cur = el; cur && cur.nodeType === 1; cur = cur.parentElement) parts.unshift(xpathSeg(cur));
    return '/' + parts.join('/');
  };

  const xpathOf = (el) => {
    if (el.getRootNode() instanceof ShadowRoot) return '';
    if (el.id && el.ownerDocument.querySelectorAll('#' + esc(el.id)).length === 1) return '//*[@id=' + JSON.stringify(el.id) + ']';
    return absXPath(el);
  };

  // walk visits every element, piercing open shadow roots and same-origin
  // frames; ctx carries the Playwright selector prefix and frame offset.
  const walk = (root, ctx, visit) => {
    for (const el of root.querySelectorAll('*')) {
      if (visit(el, root, ctx) === false) return false;
      if (el.shadowRoot) {
        if (walk(el.shadowRoot, { ...ctx, prefix: ctx.prefix + cssSel(el, root) + ' >> ', xprefix: '' }, visit) === false) return false;
      }
      if (el.localName === 'iframe' || el.localName === 'frame') {
        let doc = null;
        try { doc = el.contentDocument; } catch (e) { doc = null; }
        if (doc && doc.documentElement) {
          const r = el.getBoundingClientRect();
          const sel = cssSel(el, root);
          const inner = { prefix: ctx.prefix + sel + ' >> internal:control=enter-frame >> ', xprefix: ctx.xprefix ? ctx.xprefix + xpathOf(el) + ' >> internal:control=enter-frame >> ' : '',
            dx: ctx.dx + r.left + el.clientLeft, dy: ctx.dy + r.top + el.clientTop };
          if (walk(doc, inner, visit) === false) return false;
        }
      }
    }
    return true;
  };

  // refIdOf gives an element the number its ref is made from, the same for
  // as long as the element is in the page, wherever it moves. The registry
  // lives on the top window (frames' elements too); ids start at refStart,
  // which the server advances past every id it has seen, so no two
  // documents of a session share one.
  const REFS = Symbol.for('accessagents.refs');
  // The page's change counter: every DOM mutation in the roots a read
  // walked, and every input, change, focus move, finished transition or
  // animation, and load. An act whose page shows the same count as after
  // the last act's read finds the page as that read left it.
  // An act reads the count alone with delta.go's watchCountJS.
  const WATCH = Symbol.for('accessagents.watch');
  const watchRoots = (roots) => {
    let w = window[WATCH];
    if (!w || w.doc !== document) {
      const bump = () => { w.n++; };
      w = { n: 0, doc: document, roots: new WeakSet(), obs: new MutationObserver((recs) => { w.n += recs.length; }) };
      for (const ev of ['input', 'change', 'focusin', 'focusout', 'transitionend', 'animationend', 'load', 'toggle']) document.addEventListener(ev, bump, true);
      Object.defineProperty(window, WATCH, { value: w, configurable: true });
    }
    for (const r of roots) {
      if (w.roots.has(r)) continue;
      w.roots.add(r);
      w.obs.observe(r, { subtree: true, childList: true, attributes: true, characterData: true });
    }
    w.n += w.obs.takeRecords().length;
    return w.n;
  };

  let refStart = 0;
  let leanRead = false;
  const refRegistry = () => {
    let R = window[REFS];
    if (!R) { R = { m: new WeakMap(), byId: new Map(), n: Math.max(refStart, 1) }; Object.defineProperty(window, REFS, { value: R }); }
    if (R.n < refStart) R.n = refStart;
    return R;
  };
  const DATE_TYPES = new Set(['date', 'time', 'datetime-local', 'month', 'week']);
  const describe = (el, root, ctx) => {
    const tag = el.localName;
    const r = el.getBoundingClientRect();
    const box = [Math.round(r.left + ctx.dx), Math.round(r.top + ctx.dy), Math.round(r.width), Math.round(r.height)];
    // A lean read (an act's before and after) leaves out the selectors of
    // elements in the top document's light DOM: their refs find them by
    // number (refSelector), and cssSel's uniqueness queries are most of a
    // read's cost.
    const lean = leanRead && root === document && !ctx.prefix;
    const xp = lean ? '' : xpathOf(el);
    const o = { role: implicitRole(el), name: accName(el), sel: lean ? '' : ctx.prefix + cssSel(el, root), xp: xp ? (ctx.xprefix || '') + xp : '', box };
    if (!o.name) { const d = derivedName(el); if (d.n) { o.dn = d.n; o.df = d.from; } }
    o.rid = refIdOf(el, o.name, o.dn);
    // A field whose value has a format of its own says which.
    if (tag === 'input' && DATE_TYPES.has(el.type)) o.ty = el.type;
    const rg = rangeOf(el); if (rg) o.rg = rg;
    // A short select says what it offers: a model choosing a sort order
    // guessed the option's words.
    if (tag === 'select' && !el.multiple) {
      const opts = Array.from(el.options).filter((x) => !x.disabled && !x.hidden).map((x) => trunc(norm(x.text), 30)).filter(Boolean);
      if (opts.length >= 2 && opts.length <= 12) o.op = trunc(opts.join(' | '), 160);
    }
    const st = states(el); const sp = slidePos(el); if (sp) st.push(sp); if (st.length) o.states = st;
    const v = valueOf(el); if (v) o.value = v;
    if (el.id) o.id = el.id;
    const cls = el.getAttribute('class'); if (cls) o.cls = trunc(norm(cls), 80);
    const nm = el.getAttribute('name'); if (nm) o.nm = nm;
    const ph = el.getAttribute('placeholder'); if (ph) o.ph = trunc(norm(ph), 60);
    return o;
  };

  // headingLevel is 1–6 for a heading element, else 0.
  const headingLevel = (el) => {
    const m = /^h([1-6])$/.exec(el.localName);
    const role = el.getAttribute('role');
    if (role === 'heading') return Math.min(6, Math.max(1, +el.getAttribute('aria-level') || (m ? +m[1] : 2)));
    return m && !role ? +m[1] : 0;
  };

  // LANDMARK maps an element to its landmark role; section and form count
  // only when named, as in the ARIA mapping.
  const LANDMARK = { header: 'banner', nav: 'navigation', main: 'main', aside: 'complementary', footer: 'contentinfo',
    form: 'form', section: 'region', dialog: 'dialog', search: 'search' };
  const LANDMARK_ROLES = new Set(['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'search', 'form',
    'region', 'dialog', 'alertdialog']);

  // landmarkOf is the nearest enclosing landmark of el, as role "name"
  // (name only when it has one), or '' outside every landmark.
  const landmarkOf = (el) => {
    for (let a = el.parentElement; a; a = a.parentElement) {
      const role = a.getAttribute('role') || LANDMARK[a.localName];
      if (!role || !LANDMARK_ROLES.has(role)) continue;
      const labelled = a.hasAttribute('aria-label') || a.hasAttribute('aria-labelledby');
      if ((role === 'region' || role === 'form') && !labelled && !a.getAttribute('role')) continue;
      const name = labelled ? trunc(norm(a.getAttribute('aria-labelledby') ? textOf(a.getRootNode(), a.getAttribute('aria-labelledby')) : a.getAttribute('aria-label')), 40) : '';
      return name ? role + ' ' + JSON.stringify(name) : role;
    }
    return '';
  };

  // proseParts is the page's visible text that no element name or heading
  // already carries (labels, link and button text are left out), as text
  // segments up to about limit characters: the main region's (the whole
  // body when there is none), and, apart, the text around it (a header's
  // "Signed in as …", a cart count, a footer), up to aroundLimit.
  const PROSE_SKIP = 'script,style,noscript,template,h1,h2,h3,h4,h5,h6,[role=heading],a[href],button,select,' +
    'textarea,option,label,summary,[role=button],[role=link],[role=tab],[role=menuitem],[role=option]';
  // Text inside inline elements joins its block's other text: "Cart: 3
  // items" is one segment, not "Cart:", "3" and "items".
  const PROSE_INLINE = new Set(['span', 'b', 'i', 'em', 'strong', 'small', 'code', 'abbr', 'mark', 'time', 'data', 'sub',
    'sup', 'u', 's', 'q', 'cite', 'kbd', 'var', 'font', 'bdi', 'bdo']);
  const proseBlock = (el) => { while (PROSE_INLINE.has(el.localName) && el.parentElement) el = el.parentElement; return el; };
  const proseParts = (limit, aroundLimit) => {
    const main = document.querySelector('main, [role=main]');
    const body = document.body;
    const read = (root, skip, max) => {
      const parts = [];
      let n = 0, block = null;
      if (!root || max <= 0) return parts;
      const tw = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let t = tw.nextNode(); t && n <= max; t = tw.nextNode()) {
        const p = t.parentElement;
        const s = norm(t.nodeValue);
        if (!s || !p || (skip && skip.contains(p)) || p.closest(PROSE_SKIP) || !visible(p)) continue;
        const b = proseBlock(p);
        if (b === block && parts.length) parts[parts.length - 1] += ' ' + s;
        else parts.push(s);
        block = b;
        n += s.length + 1;
      }
      return parts;
    };
    return { main: read(main || body, null, limit), around: main ? read(body, main, aroundLimit) : [] };
  };

  const inViewport = (b) => b[0] + b[2] > 0 && b[1] + b[3] > 0 && b[0] < W && b[1] < H;
  const top = { prefix: '', xprefix: '', dx: 0, dy: 0 };

  // structKey names an element by position only (tag:nth-of-type up to the
  // document, through shadow hosts), so it survives attribute changes.
  const structKey = (el) => {
    const parts = [];
    for (let cur = el; cur; ) {
      parts.unshift(nthSeg(cur));
      if (cur.parentElement) { cur = cur.parentElement; continue; }
      const root = cur.getRootNode();
      cur = root instanceof ShadowRoot ? root.host : null;
      if (cur) parts.unshift('#shadow');
    }
    return parts.join('/');
  };

  // upOf is el's parent in the composed tree, as a person sees nesting:
  // through shadow hosts (open or closed: the element holds its root) and
  // out of a same-origin frame to its <iframe>.
  const upOf = (el) => {
    if (el.parentElement) return el.parentElement;
    const root = el.getRootNode();
    if (root instanceof ShadowRoot) return root.host;
    try { return (root.defaultView && root.defaultView.frameElement) || null; } catch (e) { return null; }
  };

  // placeOf is where el sits, as a person would say it: the names, roles,
  // ids, classes and first headings of its enclosing sections, landmarks,
  // shadow hosts and frames, innermost first.
  const placeOf = (el) => {
    const out = [];
    for (let a = upOf(el); a && out.length < 32; a = upOf(a)) {
      if (a.localName === 'body' || a.localName === 'html') continue;
      const role = implicitRole(a) || '';
      const named = a.getAttribute('aria-label') || (a.getAttribute('aria-labelledby') ? accName(a) : '') || a.getAttribute('title') || '';
      const section = /^(SECTION|ASIDE|NAV|HEADER|FOOTER|FORM|FIELDSET|ARTICLE|MAIN|IFRAME|FRAME)$/.test(a.tagName) || a.localName.includes('-') ||
        role === 'region' || role === 'group';
      if (named) out.push(named);
      if (section || a.id || a.className) out.push(role, a.tagName.toLowerCase(), a.id || '', typeof a.className === 'string' ? a.className : '', a.getAttribute('name') || '');
      const h = a.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6, :scope > legend, :scope > header :is(h1, h2, h3)');
      if (h) out.push((h.textContent || '').trim().slice(0, 80));
    }
    return out.filter(Boolean).join(' | ').slice(0, 600);
  };

  // closedHost: a custom element without an open shadow root may host a
  // closed one, which only Chromium's accessibility tree can read.
  const closedHost = (el) => el.localName.includes('-') && !el.shadowRoot;

  const focusable = (el) => el.tabIndex >= 0 && !el.disabled && !el.closest('[inert]') && visible(el);

  // fingerprint lists every interactive element (hidden ones too) with what
  // Do-No-Harm must not lose: role, focusability, enabled and visible.
  const fingerprint = () => {
    const out = [];
    walk(document, top, (el) => {
      if (interactive(el)) out.push({ key: structKey(el), role: implicitRole(el), focusable: focusable(el),
        enabled: !(el.disabled || el.getAttribute('aria-disabled') === 'true'), visible: visible(el) });
      return true;
    });
    return out;
  };

