  // Content shown on hover (1.4.13): triggers are elements that CSS
  // :hover rules, pointer-enter listeners (hover_watch.js) or
  // tooltip markup say reveal something. Go hovers each with the real
  // pointer; shown() lists what became visible; Go then presses Escape
  // and moves the pointer onto the content.
  const REVEAL = /display|visibility|opacity|clip|left|top|right|bottom|transform|height|width|max-height|translate|scale/;
  const triggersFromRules = (rules, out) => {
    for (const rule of rules) {
      if (rule.cssRules && !rule.selectorText) { triggersFromRules(rule.cssRules, out); continue; }
      const sel = rule.selectorText;
      if (!sel || !sel.includes(':hover') || !REVEAL.test(rule.style.cssText)) continue;
      for (const part of sel.split(',')) {
        const at = part.indexOf(':hover');
        // The rule styles another element than the hovered one.
        if (at < 0 || !/[\s>+~]\s*[^\s>+~]/.test(part.slice(at + 6))) continue;
        const trig = part.slice(0, at).replace(/:(focus|focus-within|focus-visible|active)\b/g, '').trim();
        if (!trig) continue;
        try { for (const el of document.querySelectorAll(trig)) out.add(el); } catch (e) { /* a selector the engine rejects */ }
      }
    }
  };
  const contentish = (el) => letters(el.innerText || el.textContent || '') > 0 || !!el.querySelector('img, svg, a[href], button, input');
  const shownNow = (el) => {
    if (!visible(el)) return false;
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2) return false;
    for (let a = el; a && a.nodeType === 1; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (+s.opacity < 0.1 || s.clipPath === 'inset(50%)' || (s.clip && s.clip.startsWith('rect(0px, 0px, 0px, 0px)')) || s.clip === 'rect(1px, 1px, 1px, 1px)') return false;
    }
    // Off the page (left: -9999px) is hidden; out of the viewport is not.
    return r.right + scrollX > 0 && r.bottom + scrollY > 0 && r.left + scrollX < document.documentElement.scrollWidth;
  };
  Object.assign(hov, {
    // triggers lists elements to hover (at most cap) and how many there were.
    triggers: (cap) => {
      const set = new Set();
      for (const sheet of document.styleSheets) {
        let rules;
        try { rules = sheet.cssRules; } catch (e) { continue; } // another origin's sheet
        if (rules) triggersFromRules(rules, set);
      }
      for (const el of window[Symbol.for('accessagents.hover.listeners')] || []) set.add(el);
      for (const el of document.querySelectorAll('[onmouseover], [onmouseenter], [data-tooltip], [data-toggle=tooltip], [data-bs-toggle=tooltip], [data-toggle=popover], [data-bs-toggle=popover], [aria-describedby]')) set.add(el);
      const out = [];
      let total = 0;
      for (const el of set) {
        if (el === document.body || el === document.documentElement || !el.isConnected || !visible(el) || el.closest('[inert], [aria-hidden="true"]')) continue;
        const r = el.getBoundingClientRect();
        if (r.width * r.height < 16 || r.width * r.height > 0.5 * innerWidth * innerHeight) continue;
        total++;
        if (out.length < cap) out.push(idOf(el));
      }
      return { ids: out, total };
    },
    // hidden notes the content now hidden (to tell what a hover shows).
    hidden: () => {
      reg.hidden = new Set();
      for (const el of document.body.querySelectorAll('*')) if (!['script', 'style', 'template', 'noscript'].includes(el.localName) && letters(el.textContent || '') + el.querySelectorAll('img, svg').length > 0 && !shownNow(el)) reg.hidden.add(el);
      reg.muts = [];
      return reg.hidden.size;
    },
    // shown: the outermost elements hidden before and shown now (or added
    // since hidden()), with text or images, other than the trigger.
    shown: async (id) => {
      await settle();
      const trig = reg.els.get(id);
      const added = reg.muts.flatMap((t) => (t.nodeType === 1 ? [t, ...t.querySelectorAll('*')] : [])).filter((e) => !reg.hidden.has(e) && e.isConnected);
      const cands = [...reg.hidden, ...added].filter((e) => e.isConnected && e !== trig && !e.contains(trig) && contentish(e) && shownNow(e));
      const top = cands.filter((e) => !cands.some((o) => o !== e && o.contains(e)));
      return top.slice(0, 3).map((e) => { const r = e.getBoundingClientRect(); return { id: idOf(e), x: r.left + r.width / 2, y: r.top + r.height / 2, text: trunc(norm(e.innerText || ''), 60) }; });
    },
    // visibleNow says whether the content is still shown.
    visibleNow: async (id) => { await settle(); const el = reg.els.get(id); return !!el && el.isConnected && shownNow(el); },
    // entry: a point inside the content near the trigger, to move to.
    // Only the part of the content inside the tab is pointed at: a
    // pointer outside it has left the page (mouseleave), which no person's
    // pointer does on the way to a tooltip; none inside: not judged.
    entry: ({ content, trigger }) => {
      const r = reg.els.get(content).getBoundingClientRect(), t = reg.els.get(trigger).getBoundingClientRect();
      const vw = document.documentElement.clientWidth || innerWidth, vh = document.documentElement.clientHeight || innerHeight;
      const c = { left: Math.max(r.left, 0), top: Math.max(r.top, 0), right: Math.min(r.right, vw), bottom: Math.min(r.bottom, vh) };
      if (c.right - c.left < 8 || c.bottom - c.top < 8) return { x: 0, y: 0, cx: 0, cy: 0, gap: 1e9 };
      const tx = t.left + t.width / 2, ty = t.top + t.height / 2;
      const x = Math.min(Math.max(tx, c.left + 3), c.right - 3), y = Math.min(Math.max(ty, c.top + 3), c.bottom - 3);
      const gap = Math.hypot(Math.max(0, r.left - t.right, t.left - r.right), Math.max(0, r.top - t.bottom, t.top - r.bottom));
      return { x, y, cx: (c.left + c.right) / 2, cy: (c.top + c.bottom) / 2, gap };
    },
    // obscures says whether the content covers other content shown
    // before: 1.4.13 asks for dismissal only then (or for an input error).
    obscures: (id) => {
      const el = reg.els.get(id), r = el.getBoundingClientRect();
      for (let i = 1; i < 6; i++) {
        for (let j = 1; j < 4; j++) {
          const x = r.left + (r.width * i) / 6, y = r.top + (r.height * j) / 4;
          const stack = document.elementsFromPoint(x, y), at = stack.indexOf(el);
          if (at < 0) continue;
          const below = stack.slice(at + 1).filter((e) => !e.contains(el) && !el.contains(e));
          if (below.some((e) => e.localName === 'img' || e.matches(CONTROL) || Array.from(e.childNodes).some((n) => n.nodeType === 3 && letters(n.data)))) return true;
        }
      }
      return false;
    },
    // keyShows says whether focusing any focusable element shows the
    // content (capped); focusable: whether the trigger or an element in
    // or around it, or the control its label names, takes focus.
    keyShows: async ({ content, trigger, cap }) => {
      const el = reg.els.get(content), trig = reg.els.get(trigger);
      const focusables = Array.from(document.querySelectorAll('a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable]'))
        .filter((f) => f.tabIndex >= 0 && !f.disabled && visible(f));
      // A key press on the trigger (or in or around it) may show what its
      // focus does not; the field a label names is tried first, but typing
      // in it shows no tooltip of the label's.
      const keyable = focusables.filter((f) => f === trig || f.contains(trig) || trig.contains(f));
      const near = [...keyable, ...focusables.filter((f) => trig.closest('label') && trig.closest('label').control === f)];
      let tried = 0;
      for (const f of [...near, ...focusables.filter((f) => !near.includes(f))]) {
        if (tried++ >= cap) return { shows: null, focusable: keyable.length > 0 };
        f.focus();
        await settle();
        const on = shownNow(el);
        f.blur();
        if (on) return { shows: true, focusable: keyable.length > 0 };
      }
      // The same words shown elsewhere at rest give keyboard users the content too.
      const words = norm(el.innerText || '');
      const elsewhere = words.length > 0 && norm(document.body.innerText || '').includes(words);
      return { shows: elsewhere ? null : false, focusable: keyable.length > 0 };
    },
    hoverFinding: ({ trigger, content, fails, text }) => {
      const t = reg.els.get(trigger);
      if (!t) return null;
      const why = fails.map((f) => (f === 'dismiss' ? 'Escape does not hide it though it covers other content' : 'it disappears when the pointer moves onto it')).join(', and ');
      return nodeOf(t, `Pointing at this shows "${text}", but ${why} (1.4.13): keep it open while the pointer is over it and let Escape close it.`, { content: cssSel(reg.els.get(content), document), fails });
    },
    keyFinding: ({ trigger, content, text, review }) => {
      const t = reg.els.get(trigger);
      if (!t) return null;
      return nodeOf(t, review
        ? `Pointing at this shows "${text}", and focusing it does not: check a key shows the same content (2.1.1).`
        : `Pointing at this shows "${text}", but no element that takes keyboard focus shows it and the page says it nowhere else: keyboard users cannot get it (2.1.1).`,
      { content: cssSel(reg.els.get(content), document) });
    },
  });
