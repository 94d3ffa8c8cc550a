  // The pointer-cancellation check's page side (pointerdown.go presses
  // and releases the real mouse). The scratch tab's init script
  // (pointerDownWatchJS) notes the elements that get a down-event
  // listener, and records dialogs, windows and form submissions instead
  // of letting them happen.
  const reg = window[Symbol.for('accessagents.down')] || (window[Symbol.for('accessagents.down')] = { down: new Set(), moves: new Set(), log: [], ids: new Map(), els: new Map(), next: 1 });
  const idOf = (el) => { if (!reg.ids.has(el)) { reg.ids.set(el, reg.next); reg.els.set(reg.next, el); reg.next++; } return reg.ids.get(el); };
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  // Fields, menus of the browser's own, media and drawn surfaces act on
  // a press by nature; sliders, scrollbars and anything that also follows
  // the pointer's moves are drags, which end on release.
  const NATIVE = 'input:not([type=button]):not([type=submit]):not([type=image]):not([type=reset]):not([type=checkbox]):not([type=radio]), select, textarea, option, video, audio, canvas, iframe, [contenteditable=""], [contenteditable=true]';
  const DRAG = '[draggable=true], [role=slider], [role=scrollbar], [role=separator], [role=textbox], [role=combobox], [role=listbox], [role=option]';
  const label = (el) => trunc(norm(el.getAttribute('aria-label') || el.innerText || el.value || el.getAttribute('alt') || el.getAttribute('title') || ''), 50);
  const pd = {
    // cands lists the elements a down-event listener sits on (or an
    // onmousedown or onpointerdown attribute), that a
    // person would press: visible, small enough to be a control, not a
    // field or a drag handle, at most cap.
    cands: (cap) => {
      const set = new Set(reg.down);
      for (const el of document.querySelectorAll('[onmousedown], [onpointerdown]')) set.add(el);
      const out = [];
      for (const el of set) {
        if (out.length >= cap) break;
        if (!(el instanceof Element) || el === document.body || el === document.documentElement || !el.isConnected || !visible(el)) continue;
        if (el.matches(NATIVE) || el.closest(DRAG) || reg.moves.has(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 4 || r.height < 4 || r.width * r.height > 0.15 * innerWidth * innerHeight) continue;
        out.push(idOf(el));
      }
      return out;
    },
    // point scrolls the element into view and gives a point on it that
    // it, not something over it, receives.
    point: (id) => {
      const el = reg.els.get(id);
      if (!el || !el.isConnected) return null;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.5], [0.75, 0.5]]) {
        const x = r.left + r.width * fx, y = r.top + r.height * fy;
        const top = document.elementFromPoint(x, y);
        if (top && (top === el || el.contains(top))) return { x, y };
      }
      return null;
    },
    arm: () => { reg.drag = false; reg.mark = { href: location.href, log: reg.log.length, press: reg.pressHist || 0, other: reg.otherHist || 0 }; return true; },
    // acted says what the press did before release: another address
    // (history), a dialog, a window, a form sent; '' is nothing. The
    // element's own name comes with it.
    acted: async ({ id, ms }) => {
      await frame();
      await sleep(ms);
      const el = reg.els.get(id), m = reg.mark || { href: location.href, log: reg.log.length };
      const did = reg.log.slice(m.log);
      let what = '';
      if (did.length) what = did[0];
      // An address change counts when the press's handlers made it (a
      // history call while the press was handled), or when the address
      // moved with no history call from anything else (location.hash set
      // in the handler); not when the press started a drag (a map's #@x,y).
      else if (location.href !== m.href && !reg.drag && ((reg.pressHist || 0) > m.press || (reg.otherHist || 0) === m.other)) what = `changes the address to ${trunc(location.href, 80)}`;
      return { what, name: el ? label(el) : '' };
    },
    node: ({ id, summary }) => {
      const el = reg.els.get(id);
      if (!el) return null;
      return { target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200), summary, data: null };
    },
  };
