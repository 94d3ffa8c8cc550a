  // Keyboard walk helpers. The Go side presses real Tab keys and calls
  // op 'step' after each; elements get a walk id in a registry kept on the
  // window under a symbol, so repeated visits are recognised.
  const REG = Symbol.for('accessagents.keywalk');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), next: 1 });
  const idOf = (el) => { if (!reg.ids.has(el)) reg.ids.set(el, reg.next++); return reg.ids.get(el); };
  const deepActive = () => {
    let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  const nodeOf = (el) => ({ target: [cssSel(el, el.getRootNode() instanceof ShadowRoot ? el.getRootNode() : document)], xpath: [absXPath(el)],
    html: (el.outerHTML || '').slice(0, 200) });
  const tabbable = (el) => el.tabIndex >= 0 && !el.disabled && !el.closest('[inert]') && visible(el) && !el.closest('[aria-hidden="true"]');
  // boxOf is the viewport box an element and its shown descendants paint
  // into: a link whose only content is a floated image has a box of 0 px
  // wide of its own, yet Chromium draws its focus ring round the image.
  // A descendant counts only as far as no overflow-clipping box between
  // them cuts it off.
  // areaBox is where an image map's area is drawn: its coords on the
  // image that uses the map (an area has no box of its own, yet Chromium
  // draws its focus ring round its shape).
  const areaBox = (el) => {
    const map = el.closest('map');
    const name = map && (map.name || map.id);
    const img = name && Array.from(document.querySelectorAll('img[usemap], object[usemap]')).find((i) => i.getAttribute('usemap').replace(/^#/, '') === name);
    if (!img) return null;
    const b = img.getBoundingClientRect();
    const c = (el.getAttribute('coords') || '').split(/[\s,]+/).filter(Boolean).map(Number);
    const shape = (el.getAttribute('shape') || 'rect').toLowerCase();
    let box = [0, 0, b.width, b.height];
    if (/^rect/.test(shape) && c.length >= 4) box = [Math.min(c[0], c[2]), Math.min(c[1], c[3]), Math.max(c[0], c[2]), Math.max(c[1], c[3])];
    else if (/^circ/.test(shape) && c.length >= 3) box = [c[0] - c[2], c[1] - c[2], c[0] + c[2], c[1] + c[2]];
    else if (/^poly/.test(shape) && c.length >= 6) {
      const xs = c.filter((_, i) => i % 2 === 0), ys = c.filter((_, i) => i % 2 === 1);
      box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
    }
    if (box.some((v) => !Number.isFinite(v))) return null;
    const [l, t, r, btm] = [b.left + box[0], b.top + box[1], b.left + Math.min(box[2], b.width), b.top + Math.min(box[3], b.height)];
    return { left: l, top: t, right: r, bottom: btm, width: r - l, height: btm - t };
  };
  const boxOf = (el) => {
    if (el.localName === 'area') { const a = areaBox(el); if (a) return a; }
    const r0 = el.getBoundingClientRect();
    // An empty box of its own (display: contents sits at 0,0) adds nothing.
    let u = r0.width * r0.height > 4 ? [r0.left, r0.top, r0.right, r0.bottom] : null;
    const clipping = (a) => { const cs = getComputedStyle(a); return cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.contain.includes('paint'); };
    const kids = el.querySelectorAll('*');
    for (let i = 0; i < kids.length && i < 200; i++) {
      const d = kids[i];
      if (d.checkVisibility && !d.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const r = d.getBoundingClientRect();
      let [a0, b0, a1, b1] = [r.left, r.top, r.right, r.bottom];
      for (let a = d.parentElement; a && (a === el || el.contains(a)); a = a.parentElement) {
        if (!clipping(a)) continue;
        const c = a.getBoundingClientRect();
        [a0, b0, a1, b1] = [Math.max(a0, c.left), Math.max(b0, c.top), Math.min(a1, c.right), Math.min(b1, c.bottom)];
      }
      if ((a1 - a0) * (b1 - b0) <= 4 || a1 <= a0 || b1 <= b0) continue;
      u = u ? [Math.min(u[0], a0), Math.min(u[1], b0), Math.max(u[2], a1), Math.max(u[3], b1)] : [a0, b0, a1, b1];
    }
    if (!u) return r0;
    return { left: u[0], top: u[1], right: u[2], bottom: u[3], width: u[2] - u[0], height: u[3] - u[1] };
  };
  // whyHidden says why an element cannot be seen.
  const whyHidden = (el) => {
    const r = boxOf(el);
    if (r.width * r.height <= 4) return 'it has no size (' + Math.round(r.width) + '×' + Math.round(r.height) + ' px)';
    for (let a = el; a && a.nodeType === 1; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (parseFloat(cs.opacity) === 0) return 'it or an ancestor has opacity 0';
      if (cs.visibility === 'hidden') return 'it is visibility:hidden';
      if (cs.clip === 'rect(0px, 0px, 0px, 0px)' || cs.clipPath === 'inset(50%)') return 'it is clipped away';
    }
    const sx = window.scrollX, sy = window.scrollY;
    const de = document.documentElement;
    if (r.right + sx <= 0 || r.bottom + sy <= 0 || r.left + sx >= Math.max(de.scrollWidth, W) || r.top + sy >= Math.max(de.scrollHeight, H))
      return 'it is positioned off-screen';
    return '';
  };
  // shownLabel is the visible label of a form control (label[for], a
  // wrapping label, or an aria-labelledby element): a transparent or
  // visually hidden checkbox, radio or switch whose label shows focus (the
  // GOV.UK Frontend pattern) is not focus on a hidden element.
  const shownLabel = (el) => {
    if (!['input', 'select', 'textarea'].includes(el.localName) && !/^(checkbox|radio|switch)$/.test(el.getAttribute('role') || '')) return null;
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean);
    const root = el.getRootNode();
    const cands = [...(el.labels || []), ...ids.map((id) => root.getElementById ? root.getElementById(id) : document.getElementById(id))];
    return cands.find((l) => l && l !== el && visible(l) && !whyHidden(l)) || null;
  };
  // hiddenWhileFocused says why a focused element cannot be seen.
  const hiddenWhileFocused = (el) => {
    const why = whyHidden(el);
    return why && !shownLabel(el) ? why : '';
  };
  // obscured: every probe point of the element is covered by fixed or
  // sticky content that is not the element or its ancestor (2.4.11 asks
  // only that focus is not entirely hidden).
  const stuck = (el) => { for (let a = el; a && a.nodeType === 1; a = a.parentElement) { const p = getComputedStyle(a).position; if (p === 'fixed' || p === 'sticky') return a; } return null; };
  const obscuredBy = (el) => {
    if (stuck(el)) return null;
    const r = el.getBoundingClientRect();
    const pts = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]].map(([fx, fy]) => [r.left + r.width * fx, r.top + r.height * fy]);
    let cover = null;
    for (const [x, y] of pts) {
      if (x < 0 || y < 0 || x >= W || y >= H) return null; // partly outside the viewport: not judged
      const top = document.elementFromPoint(x, y);
      if (!top || top === el || el.contains(top) || top.contains(el)) return null;
      const s = stuck(top);
      if (!s) return null;
      cover = s;
    }
    return cover;
  };
  // openModal is the open modal dialog: dialog:modal, or a visible
  // aria-modal="true" element.
  const openModal = () => {
    let m = null;
    try { m = document.querySelector('dialog:modal'); } catch (e) { m = null; }
    return m || Array.from(document.querySelectorAll('[aria-modal="true"]')).find((d) => visible(d)) || null;
  };
  const looksInteractive = (el) => {
    if (['a', 'button', 'input', 'select', 'textarea', 'summary'].includes(el.localName)) return false; // native: judged by tabIndex
    const role = (el.getAttribute('role') || '').split(/\s+/)[0];
    return ROLES.has(role) || el.hasAttribute('onclick');
  };
  // A trap may tell users how to leave it ("Press Ctrl+M to exit"): the
  // keys such instructions name, as Playwright key names.
  const MODS = { ctrl: 'Control', control: 'Control', alt: 'Alt', option: 'Alt', shift: 'Shift', meta: 'Meta', cmd: 'Meta', command: 'Meta' };
  const EXIT_KEYS = /\b(?:press|use|hit|type|push)\s+(?:the\s+)?((?:(?:ctrl|control|alt|option|shift|meta|cmd|command)\s*[+-]\s*)*)(f\d{1,2}|esc(?:ape)?|tab|[a-z0-9])\b(?:\s+keys?)?[^.!?\n]{0,40}?\b(?:exit|leave|escape|close|quit|skip|move on|get out|continue|go on)\b/gi;
  const keyName = (k) => /^esc/i.test(k) ? 'Escape' : /^f\d/i.test(k) ? k.toUpperCase() : /^tab$/i.test(k) ? 'Tab' : k.toLowerCase();
  // reachedNear: a control Tab reached sits beside el, in the same card or
  // row (a container at most 3 levels up that is not the page itself): a
  // click handler there may be a mouse shortcut for it (an image that
  // repeats its card's link, a picture beside a "View larger" button), so
  // the keyboard may have an equivalent the walk cannot prove.
  // A handler written in the element's markup says what it does: a
  // control beside it does the same only when its own handler is the same
  // code, its address or id is in that code, or it shows the same words
  // (a card's link). Amount boxes each calling pick(this, 10) are not done
  // by the Donate button beside them.
  const sameAct = (el, c) => {
    const code = norm(el.getAttribute('onclick') || '');
    if (!code) return true;
    // A script button (not a form's submit) whose handler was added in
    // script may do the same (a "Dismiss" beside a "×"): the benefit of
    // the doubt, as for any handler the markup does not show.
    const submits = c.form && (c.type === 'submit' || c.type === 'image');
    if (c.matches('button, [role=button], input[type=button]') && !submits && !c.getAttribute('onclick') && !c.getAttribute('href')) return true;
    if (norm(c.getAttribute('onclick') || '') === code) return true;
    const href = c.getAttribute('href') || '';
    if (href && href !== '#' && !/^javascript:/i.test(href) && code.includes(href)) return true;
    if (c.id && ["'" + c.id + "'", '"' + c.id + '"', '#' + c.id].some((q) => code.includes(q))) return true; // it clicks that control
    const t = norm(el.innerText || ''), u = norm(c.innerText || c.value || '');
    return t.length >= 2 && t === u;
  };
  const reachedNear = (el, got) => {
    for (let a = el.parentElement, i = 0; a && i < 3; a = a.parentElement, i++) {
      if (a === document.body || a === document.documentElement || a.querySelector('main, [role=main], h1')) return false;
      for (const c of a.querySelectorAll('a[href], button, [tabindex]:not([tabindex="-1"]), input, select')) {
        if (!el.contains(c) && got.has(reg.ids.get(c)) && sameAct(el, c)) return true;
      }
    }
    return false;
  };
  const kb = {
    idof: (el) => idOf(el),
    exitKeys: () => {
      const out = new Set();
      for (const m of (document.body.innerText || '').matchAll(EXIT_KEYS)) {
        const mods = (m[1].match(/[a-z]+/gi) || []).map((w) => MODS[w.toLowerCase()]);
        // A bare letter or digit could act on the focused control or trip
        // a page shortcut: only chords, Escape, Tab and F-keys are pressed.
        if (!mods.length && /^[a-z0-9]$/i.test(m[2])) continue;
        out.add([...mods, keyName(m[2])].join('+'));
      }
      return Array.from(out).slice(0, 5);
    },
    // helpIn: a control in the cycle offers help on how to go on.
    helpIn: (ids) => {
      const want = new Set(ids);
      return Array.from(document.querySelectorAll('*')).some((el) => want.has(reg.ids.get(el)) &&
        /\b(help|how to|instructions?|keyboard shortcuts?)\b/i.test(accName(el) + ' ' + (el.getAttribute('title') || '')));
    },
    prepare: () => {
      // Tab starts from the focus navigation starting point, which a blur
      // leaves in place: park it on a probe at the top of the body. Its
      // tabindex 1 puts it first in the whole order (before the page's own
      // positive tabindex elements, which share 1 or more and follow it).
      // The element focused when the walk starts (a dialog's first button,
      // focused as it opened) is reached, though Tab may not come back to it.
      const start = deepActive();
      reg.start = start && start !== document.body && start !== document.documentElement ? idOf(start) : 0;
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      const probe = document.createElement('span');
      probe.tabIndex = 1;
      probe.setAttribute('data-accessagents-probe', '');
      // Behind a native modal dialog everything is inert: start the walk
      // inside it. (An aria-modal element leaves the page focusable, so the
      // walk starts at the top and can still find a cycle inside it.)
      let modal = null;
      try { modal = document.querySelector('dialog:modal'); } catch (e) { modal = null; }
      if (modal) modal.prepend(probe); else document.body.prepend(probe);
      probe.focus({ preventScroll: true });
      window.scrollTo(0, 0);
      // Every element that takes focus, in order: one that a focus handler
      // blurs or sends elsewhere at once never shows up as a Tab stop
      // (WCAG failure F55), so the walk learns of it here.
      reg.focusLog = [];
      reg.lost = new Set();
      if (!reg.listening) {
        reg.listening = true;
        window.addEventListener('focus', (e) => { const t = e.composedPath()[0]; if (t && t.nodeType === 1 && reg.focusLog) reg.focusLog.push(t); }, true);
      }
      const all = Array.from(document.querySelectorAll('*'));
      return { tabbable: all.filter(tabbable).length };
    },
    step: () => {
      document.querySelectorAll('[data-accessagents-probe]').forEach((p) => p.remove());
      const el = deepActive();
      const atBody = !el || el === document.body || el === document.documentElement;
      // Focus that left an element at once, for somewhere outside it.
      let lost = 0;
      for (const x of (reg.focusLog || []).splice(0)) {
        if (x === el || x === document.body || x === document.documentElement || x.hasAttribute('data-accessagents-probe')) continue;
        if (!atBody && (x.contains(el) || el.contains(x))) continue;
        const id = idOf(x);
        if (!reg.lost.has(id)) { reg.lost.add(id); lost++; }
      }
      if (atBody) return { body: true, lost };
      const r = el.getBoundingClientRect(), b = boxOf(el);
      const cover = obscuredBy(el);
      const lab = whyHidden(el) ? shownLabel(el) : null;
      const lr = lab ? lab.getBoundingClientRect() : null;
      return { lost, label: lr ? [lr.left + window.scrollX, lr.top + window.scrollY, lr.width, lr.height] : null, id: idOf(el), node: nodeOf(el), rect: [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height],
        box: [b.left + window.scrollX, b.top + window.scrollY, b.width, b.height],
        hidden: hiddenWhileFocused(el), obscured: cover ? cssSel(cover, document) : '', frame: el.localName === 'iframe' || el.localName === 'frame',
        sig: el.localName + '.' + Array.from(el.classList).sort().join('.') + '|' + (el.getAttribute('type') || '') + '|' + (el.getAttribute('role') || ''),
        tag: el.localName, text: el.localName === 'input' || el.localName === 'textarea' || el.isContentEditable,
        dialog: !!el.closest('dialog, [role=dialog], [role=alertdialog], [aria-modal="true"]'),
        tabindex: el.tabIndex, group: el.closest('form, [role=form], [role=search]') ? cssSel(el.closest('form, [role=form], [role=search]'), document)
          : ((g) => g ? '~' + cssSel(g, document) : '')(el.closest('fieldset, [role=group], [role=tabpanel], section, article')) };
    },
    // unreached lists interactive elements the walk never focused: native
    // controls taken out of the tab order with no reachable twin (same
    // href), and widget roles or click handlers that are not focusable.
    unreached: (seen) => {
      const got = new Set(seen);
      if (reg.start) got.add(reg.start);
      // While a modal dialog is open the page behind it is inert until it
      // closes: only the dialog's own controls are judged.
      const modal = openModal();
      const reachedHrefs = new Set();
      for (const el of document.querySelectorAll('a[href]')) if (got.has(reg.ids.get(el))) reachedHrefs.add(el.href);
      // What a focused element drives takes no Tab stop of its own: the
      // popup a combobox controls or owns, and the widget holding its
      // active descendant (focus stays on the combobox; arrows move).
      // Any focused element that controls or owns such a popup drives it
      // (an overflow menu's wrapper that owns its menu); a combobox with
      // no aria-controls drives the popup in its own widget (four levels
      // up at most), and the widget's toggle button that controls that
      // popup is left out of the Tab order by design (APG).
      const POPUP = '[role=listbox], [role=grid], [role=tree], [role=treegrid], [role=menu], [role=option]';
      const driven = [];
      for (const r of document.querySelectorAll('[role=combobox], [aria-haspopup]:not([aria-haspopup=false]), [aria-activedescendant], [aria-controls], [aria-owns]')) {
        if (!got.has(reg.ids.get(r))) continue;
        for (const a of ['aria-controls', 'aria-owns', 'aria-activedescendant']) {
          for (const id of (r.getAttribute(a) || '').split(/\s+/).filter(Boolean)) {
            const d = r.getRootNode().getElementById ? r.getRootNode().getElementById(id) : null;
            const w = a === 'aria-activedescendant' ? (d && d.parentElement && d.parentElement.closest('[role]')) || d : d;
            if (w && w.matches(POPUP)) driven.push(w);
          }
        }
        // The combobox's own widget: the smallest ancestor (three levels
        // up at most) holding a popup and no field, select or link but
        // the combobox and what the popup holds.
        if (r.getAttribute('role') === 'combobox') {
          let c = r.parentElement;
          for (let i = 0; c && i < 3 && !c.querySelector(POPUP); i++) c = c.parentElement;
          const popups = c && c !== document.body ? Array.from(c.querySelectorAll('[role=listbox], [role=grid], [role=tree], [role=treegrid]')) : [];
          const others = c ? Array.from(c.querySelectorAll('input, select, textarea, a[href]')).filter((f) => f !== r && !popups.some((w) => w.contains(f))) : [];
          if (popups.length && !others.length) {
            if (!r.getAttribute('aria-controls')) driven.push(...popups);
            // Its toggle button, out of the Tab order by design (APG),
            // that controls that popup.
            for (const b of c.querySelectorAll('button[tabindex="-1"][aria-controls], [role=button][tabindex="-1"][aria-controls]')) {
              const ids = (b.getAttribute('aria-controls') || '').split(/\s+/);
              if (popups.some((w) => w.id && ids.includes(w.id))) driven.push(b);
            }
          }
        }
      }
      const out = [];
      for (const el of document.querySelectorAll('*')) {
        if (!visible(el) || el.closest('[inert], [aria-hidden="true"]') || el.disabled || el.getAttribute('aria-disabled') === 'true') continue;
        if (got.has(reg.ids.get(el))) continue;
        if (driven.some((d) => d.contains(el))) continue;
        if (modal && !modal.contains(el)) continue;
        const native = ['a', 'button', 'input', 'select', 'textarea', 'summary'].includes(el.localName) && (el.localName !== 'a' || el.hasAttribute('href')) &&
          !(el.localName === 'input' && el.type === 'hidden');
        if (!native && !looksInteractive(el)) continue;
        if (native && el.localName === 'a' && reachedHrefs.has(el.href)) continue;
        // A focusable part inside or around it takes the keyboard instead.
        if (Array.from(el.querySelectorAll('*')).some((d) => got.has(reg.ids.get(d)))) continue;
        if (el.parentElement && el.parentElement.closest('a[href], button, [tabindex]:not([tabindex="-1"])') && got.has(reg.ids.get(el.parentElement.closest('a[href], button, [tabindex]:not([tabindex="-1"])')))) continue;
        // Composite widgets (tabs, menus, toolbars) take one Tab stop and move
        // focus with arrow keys (roving tabindex, aria-activedescendant).
        const composite = el.closest('[role=tablist], [role=menu], [role=menubar], [role=listbox], [role=radiogroup], [role=tree], [role=grid], [role=treegrid], [role=toolbar]');
        if (composite && (got.has(reg.ids.get(composite)) || Array.from(composite.querySelectorAll('*')).some((d) => got.has(reg.ids.get(d))))) continue;
        // A native radio group (same name, same form owner, or no form in
        // the same document) is one Tab stop; arrow keys move within it.
        if (el.localName === 'input' && el.type === 'radio' && el.name) {
          const root = el.getRootNode();
          const group = Array.from(root.querySelectorAll('input[type=radio]')).filter((r) => r.name === el.name && r.form === el.form);
          if (group.some((r) => got.has(reg.ids.get(r)))) continue;
        }
        if (out.some((o) => o.el.contains(el))) continue;
        const ti = el.getAttribute('tabindex');
        // It took focus on a Tab press and its own script gave it away at
        // once: the walk saw why Tab never rests on it.
        if (reg.lost && reg.lost.has(reg.ids.get(el))) {
          out.push({ el, review: false, lost: true, data: { failure: 'F55' }, why: 'it receives focus but a focus handler removes it at once (blur() or focus() on another element), so Tab never rests on it (WCAG failure F55)' });
          continue;
        }
        // A native control with no negative tabindex that Tab never reached
        // was kept away by something the walk cannot name (script moving
        // focus, a scroller, a closed widget): a person checks it.
        const removed = native && ti !== null && parseInt(ti, 10) < 0;
        if (!native && !el.getAttribute('role') && reachedNear(el, got)) {
          out.push({ el, review: true, why: 'it has a click handler but cannot receive focus; a control beside it that Tab reaches may do the same (check that it does)' });
          continue;
        }
        out.push({ el, review: native && !removed, why: !native ? 'it acts as a control (' + (el.getAttribute('role') || 'click handler') + ') but cannot receive focus' :
          removed ? 'tabindex="' + ti + '" takes it out of the Tab order' :
          'Tab never focused it' + (ti === null ? ' (it has no tabindex attribute)' : ' (tabindex="' + ti + '")') });
      }
      return out.slice(0, 200).map((o) => ({ node: { ...nodeOf(o.el), summary: 'Keyboard users cannot reach this element with Tab: ' + o.why + '. ' + (o.data && o.data.failure === 'F55' ? 'Let it keep focus (move focus only in response to a user action).' : 'Make it focusable (a native control, or tabindex="0" with key handlers).'), data: o.data || null }, review: o.review, lost: !!o.lost }));
    },
  };
