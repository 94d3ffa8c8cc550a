  // 2.5.8 Target Size (Minimum): the pointer targets, the exceptions the
  // criterion grants (inline in a sentence, sized by the browser, spaced
  // out), and the check. Defined before cheap.js, which lists it in
  // CHEAP; it uses that file's helpers (style, hidden, letters, uaTwin) only
  // when it runs.
  const TARGETS = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], ' +
    '[role=checkbox], [role=radio], [role=tab], [role=switch], [role=menuitem], [role=option]';
  const targets = () => Array.from(document.querySelectorAll(TARGETS)).filter((el) =>
    !hidden(el) && !el.disabled && !(el.parentElement && el.parentElement.closest(TARGETS)));

  // inlineInText: a target inside a sentence is exempt from 2.5.8.
  const inlineInText = (el) => {
    if (style(el).display !== 'inline') return false;
    let block = el.parentElement;
    while (block && style(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    return blockLetters(block) >= 3;
  };
  // The letters of a block's text outside its targets, once per block.
  const blockLettersMemo = new Map();
  const blockLetters = (block) => {
    if (blockLettersMemo.has(block)) return blockLettersMemo.get(block);
    let n = letters(block.textContent);
    for (const t of block.querySelectorAll(TARGETS)) {
      const outer = t.parentElement && t.parentElement.closest(TARGETS);
      if (!(outer && outer !== block && block.contains(outer))) n -= letters(t.textContent); // nested targets go with their outer one
    }
    blockLettersMemo.set(block, n);
    return n;
  };
  // uaControl: 2.5.8's user-agent exception, a control the browser sizes
  // and the author does not: native check boxes and radios, and fields
  // whose undersized side is exactly the browser's default for their type
  // (measured on an unstyled twin in a closed shadow root, which no page
  // style sheet reaches).
  const uaSizes = new Map();
  const uaSize = (el) => {
    const key = el.localName + ':' + (el.localName === 'input' ? el.type : '');
    if (!uaSizes.has(key)) uaSizes.set(key, uaTwin(el, (twin) => { const r = twin.getBoundingClientRect(); return [r.width, r.height]; }));
    return uaSizes.get(key);
  };
  const FIELD_TYPES = ['text', 'email', 'tel', 'password', 'search', 'url', 'number', 'date', 'time', 'datetime-local', 'month', 'week'];
  const uaControl = (el) => {
    if (style(el).appearance === 'none') return false;
    if (el.localName === 'input' && ['checkbox', 'radio'].includes(el.type)) return true;
    if (!(el.localName === 'select' || el.localName === 'textarea' || (el.localName === 'input' && FIELD_TYPES.includes(el.type)))) return false;
    const r = el.getBoundingClientRect(), [w, h] = uaSize(el);
    return (r.width >= 24 || Math.abs(r.width - w) <= 1) && (r.height >= 24 || Math.abs(r.height - h) <= 1);
  };
  const distToRect = (x, y, r) => Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));

  const targetSize = () => {
    // A visually hidden target (the sr-only pattern: clipped to nothing or
    // 1 px, shown when focused) cannot be clicked while hidden: not a
    // pointer target.
    const clippedAway = (t) => t.r.width <= 1 || t.r.height <= 1 || /^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(style(t.el).clip) ||
      /inset\(50%/.test(style(t.el).clipPath);
    const all = targets().map((el) => ({ el, r: el.getBoundingClientRect() })).filter((t) => !clippedAway(t));
    const small = all.filter((t) => (t.r.width < 24 || t.r.height < 24) && !inlineInText(t.el) && !uaControl(t.el));
    const out = [], isSmall = new Set(small);
    if (!small.length) return out;
    // Only a target whose box meets the 48 px square round a small
    // target's centre can clash with it: the targets are filed by the
    // 48 px cells their boxes cover (a box over more than 64 cells is
    // looked at for every target), so each small target is compared with
    // its neighbours, not with the page's every target.
    const CELL = 48, grid = new Map(), wide = [];
    const cells = (x0, y0, x1, y1, fn) => {
      for (let x = Math.floor(x0 / CELL); x <= Math.floor(x1 / CELL); x++)
        for (let y = Math.floor(y0 / CELL); y <= Math.floor(y1 / CELL); y++) fn(x + ',' + y);
    };
    all.forEach((o, i) => {
      o.i = i;
      if ((Math.floor(o.r.right / CELL) - Math.floor(o.r.left / CELL) + 1) * (Math.floor(o.r.bottom / CELL) - Math.floor(o.r.top / CELL) + 1) > 64) wide.push(o);
      else cells(o.r.left, o.r.top, o.r.right, o.r.bottom, (k) => { if (!grid.has(k)) grid.set(k, []); grid.get(k).push(o); });
    });
    for (const t of small) {
      const cx = t.r.left + t.r.width / 2, cy = t.r.top + t.r.height / 2;
      const near = new Set(wide);
      cells(cx - 24, cy - 24, cx + 24, cy + 24, (k) => { for (const o of grid.get(k) || []) near.add(o); });
      // Spacing exception: a 24px circle on the target's centre must not
      // meet another target nor another undersized target's circle. The
      // first such target in document order is named.
      let clash = null;
      for (const o of near) {
        if ((!clash || o.i < clash.i) && o.el !== t.el && !o.el.contains(t.el) && !t.el.contains(o.el) && (isSmall.has(o)
          ? Math.hypot(o.r.left + o.r.width / 2 - cx, o.r.top + o.r.height / 2 - cy) < 24
          : distToRect(cx, cy, o.r) < 12)) clash = o;
      }
      // The neighbour's selector is read when the finding is written out
      // (it may change with the page's other elements; the clash does not).
      if (clash) out.push({ el: t.el, summary: (sel) => `Target is ${Math.round(t.r.width)}×${Math.round(t.r.height)} CSS px and lies within 24 px of ${sel ? sel(clash.el) : cssSel(clash.el, document)}; make it at least 24×24 or space it out.`,
        data: { width: Math.round(t.r.width), height: Math.round(t.r.height) } });
    }
    return out;
  };
