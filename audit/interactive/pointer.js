  // Pointer-only controls (WCAG failure F54): elements that act on a
  // click but that Tab never reaches. Event listeners leave no attribute,
  // so the Go side reads them with DevTools (DOMDebugger.getEventListeners)
  // for the objects pointerCands lists, and pointerJudge decides.
  const POINTER = new Set(['click', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup']);
  const KEYS = new Set(['keydown', 'keyup', 'keypress']);
  // A delegating ancestor counts for a descendant only when it is not the
  // page itself: a listener on body, html or an app root that holds the
  // main content handles clicks for everything and says nothing of one.
  const pageRoot = (a) => a === document.body || a === document.documentElement || !!a.querySelector('main, [role=main], h1') ||
    a.getBoundingClientRect().width * a.getBoundingClientRect().height >= 0.5 * Math.max(1, document.documentElement.scrollWidth * document.documentElement.scrollHeight);
  const WIDGET = Array.from(ROLES).map((r) => '[role=' + r + ']').join(', ');
  Object.assign(kb, {
    // pointerCands lists elements that look clickable (a pointer cursor
    // begins at them) and that no keyboard path covers: not reached, not
    // focusable at all, inside no link, button or label and no reached
    // element, with nothing reached inside. Each comes with the ancestors
    // whose listeners may be delegated to it, at most 5 levels up.
    pointerCands: (seen) => {
      const got = new Set(seen);
      if (reg.start) got.add(reg.start);
      const modal = openModal();
      const cands = [], objs = [], at = new Map();
      const obj = (el) => { if (!at.has(el)) { at.set(el, objs.length); objs.push(el); } return at.get(el); };
      for (const el of document.body.querySelectorAll('*')) {
        if (cands.length >= 100) break;
        if (got.has(reg.ids.get(el)) || (reg.lost && reg.lost.has(reg.ids.get(el)))) continue;
        // A tabindex, a widget role or an onclick attribute: unreached()
        // judges it already.
        if (el.hasAttribute('tabindex') || el.tabIndex >= 0 || el.isContentEditable || el.hasAttribute('onclick')) continue;
        if (el.closest('a[href], area, button, input, select, textarea, summary, label, option, iframe, video, audio, svg *, [inert], [aria-hidden="true"], ' + WIDGET)) continue;
        if (modal && !modal.contains(el)) continue;
        const cs = getComputedStyle(el);
        if (cs.cursor !== 'pointer' || (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer')) continue;
        if (!visible(el) || el.getBoundingClientRect().width * el.getBoundingClientRect().height < 16) continue;
        let reached = false;
        for (let a = el.parentElement; a && !reached; a = a.parentElement) reached = got.has(reg.ids.get(a));
        if (reached || Array.from(el.querySelectorAll('*')).some((d) => got.has(reg.ids.get(d)))) continue;
        const chain = [obj(el)];
        for (let a = el.parentElement, i = 0; a && i < 5 && !pageRoot(a); a = a.parentElement, i++) chain.push(obj(a));
        cands.push({ el, chain });
      }
      reg.pointer = { cands, objs, got };
      return objs.length;
    },
    // pointerObjs is the array the Go side reads object ids from.
    pointerObjs: () => (reg.pointer ? reg.pointer.objs : []),
    // pointerJudge takes each object's listener types and reports the
    // candidates a click handler of their own, or one delegated from a
    // close ancestor, makes controls with no keyboard way in.
    pointerJudge: (types) => {
      const out = [];
      for (const c of (reg.pointer ? reg.pointer.cands : [])) {
        let by = null;
        for (const [i, o] of c.chain.entries()) {
          const ts = types[o] || [];
          if (ts.some((t) => KEYS.has(t))) { by = null; break; } // a key handler on the way: not pointer-only
          if (!by && ts.some((t) => POINTER.has(t))) by = { i, type: ts.find((t) => POINTER.has(t)), el: reg.pointer.objs[o] };
        }
        if (!by || out.some((o) => o.el.contains(c.el) || c.el.contains(o.el))) continue;
        const where = by.i === 0 ? 'a ' + by.type + ' handler' : 'a ' + by.type + ' handler on ' + cssSel(by.el, document);
        if (reachedNear(c.el, reg.pointer.got)) {
          out.push({ el: c.el, review: true, why: 'it responds to the mouse (' + where + ', pointer cursor) and is not focusable; a control beside it that Tab reaches may do the same (check that it does)', handler: by.type });
          continue;
        }
        out.push({ el: c.el, why: 'it responds to the mouse (' + where + ', pointer cursor) but has no keyboard way in: it is not focusable and has no key handler (WCAG failure F54)', handler: by.type });
      }
      return out.map((o) => ({ node: { ...nodeOf(o.el), summary: 'Keyboard users cannot reach this element with Tab: ' + o.why + '. Use a <button> or link, or add tabindex="0" and Enter/Space handling.',
        data: o.review ? { handler: o.handler } : { failure: 'F54', handler: o.handler } }, review: !!o.review }));
    },
  });
