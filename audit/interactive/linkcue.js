  // The hover checks' page side, run in a scratch tab (hover.go
  // moves the real pointer and presses the keys). This part: links in a
  // block of text told apart from it by colour alone (1.4.1). axe's
  // link-in-text-block fails such a link under 3:1 against the text; G183
  // lets one of 3:1 or more pass only when hovering and focusing it adds
  // a cue that is not colour. Without one, that is failure F73.
  const nodeOf = (el, summary, data) => ({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200), summary, data: data || null });
  const REG = Symbol.for('accessagents.hover');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), els: new Map(), next: 1, rest: new Map(), muts: [] });
  const idOf = (el) => { if (!reg.ids.has(el)) { reg.ids.set(el, reg.next); reg.els.set(reg.next, el); reg.next++; } return reg.ids.get(el); };
  const letters = (s) => (s.match(/\p{L}|\p{N}/gu) || []).length;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  // settle lets styles apply and ends transitions and animations at once,
  // so what is read is where they would end.
  const settle = async () => {
    await frame();
    for (const a of document.getAnimations()) { try { a.finish(); } catch (e) { /* infinite: leave it */ } }
    await frame();
  };
  if (!reg.observer) {
    reg.observer = new MutationObserver((ms) => { for (const m of ms) if (reg.muts.length < 1000) reg.muts.push(m.target); });
    reg.observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  }
  const BLOCKY = /^(block|list-item|table|flex|grid|inline-block|inline-flex|inline-grid|flow-root)$|^table-/;
  const blocky = (el) => BLOCKY.test(getComputedStyle(el).display);
  const blockOf = (el) => { let b = el.parentElement; while (b && !blocky(b)) b = b.parentElement; return b; };
  const CONTROL = 'a[href], button, input, select, textarea, [role=link], [role=button]';
  // inText: the link sits inline among 3 or more letters of other text
  // within its block, between the same line breaks (axe's text block).
  const inText = (el) => {
    if (blocky(el)) return false;
    const block = blockOf(el);
    if (!block) return false;
    const segs = [];
    let seg = '', mine = -1;
    const walk = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) { seg += c.data; continue; }
        if (c.nodeType !== 1) continue;
        if (c === el) { mine = segs.length; continue; }
        if (c.localName === 'br' || c.localName === 'hr' || blocky(c)) { segs.push(seg); seg = ''; continue; }
        if (c.matches(CONTROL) || !visible(c)) continue;
        walk(c);
      }
    };
    walk(block);
    segs.push(seg);
    return mine >= 0 && letters(segs[mine]) >= 3;
  };
  const drawn = (s, edge) => {
    const st = s[edge + 'Style'], c = clr.parse(s[edge + 'Color']);
    return st !== 'none' && st !== 'hidden' && parseFloat(s[edge + 'Width']) > 0 && !!c && c[3] > 0;
  };
  const EDGES = ['borderTop', 'borderRight', 'borderBottom', 'borderLeft', 'outline'];
  const FONT = ['textDecorationLine', 'fontWeight', 'fontStyle', 'fontSize', 'fontVariantCaps', 'textTransform', 'letterSpacing'];
  const firstFont = (s) => s.fontFamily.split(',')[0].trim().replace(/["']/g, '').toLowerCase();
  const pseudoOn = (el) => ['::before', '::after'].some((p) => { const c = getComputedStyle(el, p).content; return c && c !== 'none' && c !== 'normal'; });
  const bgShown = (el, s) => {
    const c = clr.parse(s.backgroundColor), under = clr.behind(el);
    return s.backgroundImage !== 'none' || (!!c && c[3] > 0 && (!under || clr.ratio(clr.over(c, under), under) > 1.05));
  };
  // restCue: anything but colour that sets the link apart at rest (axe's
  // elementIsDistinct, and more: a shadow, an icon, a drawn background,
  // styled children, a decorated inline ancestor).
  const restCue = (el, block) => {
    const s = getComputedStyle(el), b = getComputedStyle(block);
    if (s.boxShadow !== 'none' || s.textShadow !== 'none' || EDGES.some((e) => drawn(s, e)) || bgShown(el, s)) return true;
    if (FONT.some((p) => s[p] !== b[p]) || firstFont(s) !== firstFont(b)) return true;
    if (pseudoOn(el) || el.querySelector('img, svg, picture, canvas, [class*=icon]')) return true;
    for (const d of el.querySelectorAll('*')) {
      const ds = getComputedStyle(d);
      if (ds.textDecorationLine !== 'none' || FONT.some((p) => ds[p] !== s[p]) || EDGES.some((e) => drawn(ds, e)) || bgShown(d, ds) || pseudoOn(d)) return true;
    }
    for (let a = el.parentElement; a && a !== block; a = a.parentElement) if (getComputedStyle(a).textDecorationLine !== 'none') return true;
    return false;
  };
  // look: the link's non-colour appearance (its own, its pseudo-elements'
  // and its children's), to compare at rest, hovered and focused.
  const LOOK = ['textDecorationLine', 'textDecorationStyle', 'fontWeight', 'fontStyle', 'fontSize', 'fontFamily', 'fontVariantCaps', 'textTransform',
    'letterSpacing', 'backgroundImage', 'boxShadow', 'textShadow', 'transform'];
  const lookOf = (el, s) => LOOK.map((p) => s[p]).join('|') + '|' + EDGES.map((e) => (drawn(s, e) ? s[e + 'Width'] + ' ' + s[e + 'Style'] : '-')).join(',') + '|' + bgShown(el, s);
  const look = (el) => {
    const parts = [lookOf(el, getComputedStyle(el))];
    for (const p of ['::before', '::after']) {
      const s = getComputedStyle(el, p);
      parts.push(s.content === 'none' || s.content === 'normal' ? '-' : s.content + '|' + LOOK.map((k) => s[k]).join('|'));
    }
    for (const d of Array.from(el.querySelectorAll('*')).slice(0, 20)) parts.push(lookOf(d, getComputedStyle(d)));
    return parts.join('#');
  };
  // touched: a mutation since mark() on the link, inside it, on one of
  // its ancestors or in its block: a script may have added a cue there.
  const touched = (el) => {
    const block = blockOf(el) || document.body;
    return reg.muts.some((t) => t === el || el.contains(t) || t.contains(el) || block.contains(t));
  };
  const hov = {
    // links lists the candidates with their rest look: a visible link in
    // a block of text, no cue but colour, and a colour of 3:1 or more
    // against the text ("contrast") or the text's own colour ("same").
    links: (cap) => {
      const out = [];
      let total = 0;
      for (const el of document.querySelectorAll('a[href], [role=link]')) {
        if (!visible(el) || !letters(el.innerText || '') || el.closest('[aria-hidden="true"], [inert], nav, [role=navigation]') || !inText(el)) continue;
        const block = blockOf(el), s = getComputedStyle(el), bs = getComputedStyle(block);
        if (restCue(el, block)) continue;
        const under = clr.behind(el), lc = clr.parse(s.color), tc = clr.parse(bs.color);
        if (!under || !lc || !tc || +s.opacity < 1) continue;
        const ratio = clr.ratio(clr.over(lc, under), clr.over(tc, under));
        const mode = ratio >= 3 ? 'contrast' : ratio <= 1.05 ? 'same' : '';
        if (!mode) continue; // under 3:1: axe's link-in-text-block judges it
        total++;
        if (out.length >= cap) continue;
        const id = idOf(el);
        reg.rest.set(id, look(el));
        out.push({ id, mode, ratio, link: clr.hex(clr.over(lc, under)), text: clr.hex(clr.over(tc, under)) });
      }
      return { links: out, total };
    },
    // point scrolls the element into view and gives a point on its first
    // line box where it is the topmost element, or null.
    point: (id) => {
      const el = reg.els.get(id);
      if (!el || !el.isConnected) return null;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      for (const r of [...el.getClientRects(), el.getBoundingClientRect()]) {
        const x = r.left + Math.min(r.width / 2, 8), y = r.top + r.height / 2;
        const top = document.elementFromPoint(x, y);
        if (r.width > 0 && top && (top === el || el.contains(top))) return { x, y };
      }
      return null;
    },
    mark: () => { reg.muts = []; if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur(); return true; },
    // cueAfter says what hovering or focusing the link changed: whether it
    // is in that state, and whether its look changed past colour.
    cueAfter: async ({ id, how }) => {
      await settle();
      const el = reg.els.get(id);
      if (!el) return { state: false };
      const state = how === 'hover' ? el.matches(':hover') : document.activeElement === el && el.matches(':focus-visible');
      return { state, cue: look(el) !== reg.rest.get(id), touched: touched(el) };
    },
    focus: async (id) => { const el = reg.els.get(id); if (el) el.focus(); return !!el; },
    linkFinding: ({ id, mode, hover, focus, ratio, link, text }) => {
      const el = reg.els.get(id);
      if (!el) return null;
      const data = { linkColour: link, textColour: text, ratio, hoverCue: hover, focusCue: focus };
      if (mode === 'same') {
        return { review: true, node: nodeOf(el, `This link has the colour of the text around it (${link}) and nothing else marks it out: no underline, weight or border; people cannot tell it is a link${hover ? ' until they point at it' : ''} (1.4.1).`, data) };
      }
      const missing = [hover ? '' : 'on hover', focus ? '' : 'on focus'].filter(Boolean).join(' or ');
      return { review: false, node: nodeOf(el, `This link differs from the text around it by colour alone (${link} on ${text} text, ${ratio}:1) and gains no other cue ${missing}: underline it, or add a cue on hover and focus (G183; failure F73).`, data) };
    },
  };
