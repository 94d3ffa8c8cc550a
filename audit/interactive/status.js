  // Status messages (4.1.3), tried in a scratch tab whose init script
  // (contextWatchJS and statusWatchJS) stops navigations, new windows,
  // submissions and dialogs, recording each. Every act a person makes that
  // keeps them on the page (a click on a control that leads nowhere else, a
  // form's submit, a change of a select or check box) is watched for the
  // text it shows: a short message that no live region carries and focus
  // does not reach is a status message a screen reader never speaks.
  const nodeOf = (el) => ({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200) });
  const letters = (s) => (s.match(/\p{L}|\p{N}/gu) || []).length;
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const REG = Symbol.for('accessagents.status');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), els: new Map(), next: 1, restless: new Set() });
  const idOf = (el) => { if (!reg.ids.has(el)) { reg.ids.set(el, reg.next); reg.els.set(reg.next, el); reg.next++; } return reg.ids.get(el); };
  const watchLog = () => (window[Symbol.for('accessagents.context')] || { log: [] }).log;
  // A live region announces what changes in it; an alert dialog is spoken.
  const LIVE = '[role=status], [role=alert], [role=log], [role=marquee], [role=timer], [role=progressbar], [aria-live=polite], [aria-live=assertive], output';
  const CONTROL = 'a[href], area[href], button, input:not([type=hidden]), select, textarea, summary, iframe, [contenteditable], [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], [role=option], [role=slider], [role=textbox], [role=combobox]';
  const SUBMIT = 'button:not([type=button]):not([type=reset]):not([type=menu]), input[type=submit], input[type=image]';
  // Controls that show content rather than report on an act: disclosures,
  // menus, tabs, pickers; their content is the control's to describe.
  const SHOWS = '[aria-expanded], [aria-controls], [aria-haspopup], [aria-selected], [aria-pressed], summary, [role=tab], [role=menuitem], [role=switch], [type=reset], [type=file]';
  const MAX_ACTS = 14, MAX_CHOICES = 6;
  const usable = (el) => !el.disabled && visible(el) && !el.closest('[inert], [aria-hidden="true"], dialog:not([open])');
  // A link that goes nowhere else: "#" or javascript:. Every other link
  // changes the context (or moves within the page), which is not a status.
  const stays = (a) => { const h = (a.getAttribute('href') || '').trim(); return h === '#' || h === '' || /^javascript:/i.test(h); };
  // boxOf is the message an element's change belongs to: from an inline
  // element up to the block holding it, unless that block also holds a
  // control or the element acted on (an error written into the field's own
  // table cell, a count beside the filters that set it).
  const boxOf = (el, actor) => {
    let b = el;
    while (b.parentElement && b.parentElement !== document.body && ['inline', 'contents'].includes(getComputedStyle(b).display) &&
      !b.parentElement.contains(actor) && !b.parentElement.querySelector(CONTROL + ', [onclick]')) b = b.parentElement;
    return b;
  };
  // isItem: a node added as one of a run of like items (a list item, a
  // table row, an option, or one of three or more siblings of one tag and
  // class) is content, not a message about it.
  const ITEM = 'li, tr, tbody, option, dt, dd, article, [role=row], [role=listitem], [role=option], [role=article]';
  const isItem = (n) => n.nodeType === 1 && (n.matches(ITEM) || Array.from(n.parentElement ? n.parentElement.children : []).filter((s) => s.localName === n.localName && s.className === n.className).length >= 3);
  // fewWordsChanged: most of a text's words stay (half or more), as when
  // "Showing 12 events" becomes "Showing 3 events".
  const fewWordsChanged = (a, b) => {
    const wa = a.toLowerCase().split(/\s+/), wb = b.toLowerCase().split(/\s+/);
    const kept = wb.filter((w) => wa.includes(w)).length;
    return kept > 0 && kept * 2 >= Math.max(wa.length, wb.length);
  };
  // fillIn gives each empty field of a form a value a person might type,
  // by its type, then by the words of its name, id, label and autocomplete
  // (a heuristic: it only decides how far a form's own checks let the
  // submission go, never what is reported).
  const SAMPLES = [
    [/e-?mail/, 'test@example.com'], [/phone|tel|mobile/, '01234567890'], [/post.?code|zip/, 'SW1A 1AA'],
    [/card.?(no|num)|cc.?num/, '4111111111111111'], [/cvv|cvc|csc|security/, '123'], [/expir|exp.?date|mm.?yy/, '12/30'],
    [/acct|account/, '0123456789'], [/amount|qty|quantity|price|number|count|guests|nights/, '2'],
    [/year|yyyy/, '1980'], [/month/, '06'], [/day/, '15'], [/date|dob|birth/, '15/06/1980'],
  ];
  const TYPED = { email: 'test@example.com', tel: '01234567890', url: 'https://example.com/', number: '2', date: '2030-01-15', month: '2030-01', week: '2030-W03', time: '10:30', 'datetime-local': '2030-01-15T10:30', password: 'Passw0rd!2030', color: '#336699', range: '' };
  const fillIn = (form) => {
    const ticked = new Set();
    for (const x of Array.from(form.elements)) {
      if (x.disabled || x.readOnly || !visible(x)) continue;
      const t = (x.type || '').toLowerCase();
      const fire = () => { x.dispatchEvent(new Event('input', { bubbles: true })); x.dispatchEvent(new Event('change', { bubbles: true })); };
      if (x.localName === 'select') {
        const i = Array.from(x.options).findIndex((o, k) => k > 0 && o.value !== '' && !o.disabled);
        if (x.selectedIndex <= 0 && i > 0) { x.selectedIndex = i; fire(); }
      } else if (t === 'checkbox') {
        if (!x.checked && x.required) { x.checked = true; fire(); }
      } else if (t === 'radio') {
        if (!ticked.has(x.name) && !Array.from(form.elements).some((r) => r.type === 'radio' && r.name === x.name && r.checked)) { x.checked = true; ticked.add(x.name); fire(); }
      } else if ((x.localName === 'textarea' || x.localName === 'input') && !['submit', 'button', 'reset', 'image', 'file', 'hidden'].includes(t) && x.value === '') {
        const words = [x.name, x.id, x.getAttribute('autocomplete'), accName(x), x.getAttribute('placeholder')].join(' ').toLowerCase();
        const hit = SAMPLES.find(([re]) => re.test(words));
        let v = x.localName === 'textarea' ? 'A short test message.' : t in TYPED ? TYPED[t] : hit ? hit[1] : 'Test';
        if (x.maxLength > 0 && v.length > x.maxLength) v = v.slice(0, x.maxLength);
        // The prototype's setter, as typing does: a framework that keeps
        // the field's value in its own state (React) sees the input event.
        const set = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(x), 'value');
        if (set && set.set) set.set.call(x, v); else x.value = v;
        fire();
      }
    }
  };
  const st = {
    // restless watches the page with nothing done to it: what changes by
    // itself (a clock, a carousel, a ticker) is never an act's message.
    restless: async (ms) => {
      if (!document.body) return 0;
      const mo = new MutationObserver((list) => {
        for (const m of list) { const el = m.target.nodeType === 1 ? m.target : m.target.parentElement; if (el) reg.restless.add(el); }
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
      await sleep(ms);
      mo.disconnect();
      return reg.restless.size;
    },
    // idle watches the messages found for ms with nothing done and says
    // which of them changed by themselves (a clock ticking each second, a
    // countdown, a rotator slower than restless's first look).
    idle: async (ms) => {
      if (!document.body) return [];
      const cands = reg.cands || [];
      const moved = new Set();
      const mo = new MutationObserver((list) => {
        for (const m of list) cands.forEach((b, i) => { if (b.contains(m.target) || m.target.contains && m.target.contains(b)) moved.add(i); });
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style', 'class', 'hidden'] });
      await sleep(ms);
      mo.disconnect();
      return Array.from(moved);
    },
    // acts lists what a person could do that stays on the page: each
    // form's submit button, then buttons and script links, then (fewer)
    // selects, check boxes and radio buttons.
    acts: () => {
      if (!document.body) return [];
      const out = [];
      const seen = new Set(), fills = [];
      const push = (el, how) => { if (!seen.has(el)) { seen.add(el); out.push({ id: idOf(el), how }); } };
      for (const f of Array.from(document.forms)) {
        const btn = Array.from(f.querySelectorAll(SUBMIT)).find(usable);
        if (btn && out.length < MAX_ACTS) push(btn, 'click');
      }
      for (const el of document.body.querySelectorAll('button, input[type=button], [role=button], a[href], [onclick]')) {
        if (out.length >= MAX_ACTS) break;
        if (!usable(el) || el.matches(SHOWS) || el.closest(SHOWS + ', ' + LIVE)) continue;
        if (el.localName === 'a' && el.hasAttribute('href') && !stays(el)) continue;
        if (el.matches(SUBMIT) && el.form) continue; // its form's submit, above
        if (el.matches('[onclick]') && !el.matches(CONTROL) && el.querySelector(CONTROL)) continue; // a handler on a container of controls
        push(el, 'click');
      }
      // Last, each form once more, filled in as a person would: the
      // message a valid submission shows ("Payment received") is a status
      // too, and a success may hide the form or the controls above.
      for (const f of Array.from(document.forms)) {
        const btn = Array.from(f.querySelectorAll(SUBMIT)).find(usable);
        if (btn) fills.push({ id: idOf(btn), how: 'fill' });
      }
      let choices = 0;
      for (const el of document.body.querySelectorAll('select, input[type=checkbox], input[type=radio]')) {
        if (choices >= MAX_CHOICES) break;
        if (!usable(el) || el.closest(LIVE)) continue;
        if (el.localName === 'select' && !Array.from(el.options).some((o, i) => i !== el.selectedIndex && !o.disabled)) continue;
        if (el.type === 'radio' && el.checked) continue;
        choices++;
        push(el, 'change');
      }
      return out.concat(fills.slice(0, 2));
    },
    // act does one thing as a person would and reports the text it showed.
    act: async ({ id, how, ms }) => {
      const el = reg.els.get(id);
      if (!el || !el.isConnected || !usable(el)) return { gone: true };
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      if (how === 'fill') {
        if (!el.form) return { gone: true };
        fillIn(el.form);
        await sleep(50);
      }
      el.focus();
      await sleep(20);
      watchLog().splice(0);
      const texts = new Map(); // parent element -> [removed text, added text]
      const changed = new Map(), attrs = new Map(), shown = new Set(); // changed: element -> [text before, text now]; shown: revealed
      let last = 0; // when the page last changed
      const mo = new MutationObserver((list) => {
        last = performance.now();
        for (const m of list) {
          if (m.type === 'characterData') {
            if (m.target.parentElement && norm(m.oldValue) !== norm(m.target.textContent) && !changed.has(m.target.parentElement)) changed.set(m.target.parentElement, [m.oldValue, m.target.textContent]);
          } else if (m.type === 'childList') {
            if (Array.from(m.addedNodes).some(isItem)) continue; // a list that grew or was drawn again: content
            const t = texts.get(m.target) || ['', ''];
            m.removedNodes.forEach((n) => { t[0] += ' ' + n.textContent; });
            m.addedNodes.forEach((n) => { t[1] += ' ' + n.textContent; });
            texts.set(m.target, t);
          } else if (!attrs.has(m.target)) attrs.set(m.target, [m.attributeName, m.oldValue]);
        }
      });
      mo.observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true, attributes: true, attributeOldValue: true, attributeFilter: ['style', 'class', 'hidden'] });
      if (how === 'change') {
        const fire = (type) => el.dispatchEvent(new Event(type, { bubbles: true }));
        if (el.localName === 'select') {
          const opts = Array.from(el.options);
          const next = opts.findIndex((o, i) => i > el.selectedIndex && !o.disabled);
          el.selectedIndex = next >= 0 ? next : opts.findIndex((o, i) => i !== el.selectedIndex && !o.disabled);
          fire('input'); fire('change');
        } else el.click();
      } else el.click();
      // Most handlers change the page at once; a message that arrives late
      // (a debounce, an animation) is waited for while the page is still
      // changing, up to twice the wait.
      const start = performance.now();
      await sleep(ms);
      while (last && performance.now() - last < 100 && performance.now() - start < 2 * ms) await sleep(50);
      mo.disconnect();
      const effects = watchLog().splice(0);
      // A new document, a window or a submission the page did not handle
      // is a change of context; a dialog is spoken. Neither is a status.
      if (effects.length) return { effects: effects.map((e) => e.kind) };
      for (const [parent, [was, now]] of texts) if (parent.nodeType === 1 && norm(was) !== norm(now) && letters(now) > 0) changed.set(parent, [was, now]);
      // Where the act left focus, read before anything below: hiding an
      // element again to see whether it was shown drops the focus it holds
      // (an error summary the handler focused).
      const focus = document.activeElement;
      // Shown by a class, style or hidden change: judge it as it was.
      for (const [e, [name, old]] of attrs) {
        if (!e.isConnected || !visible(e) || letters(e.innerText || '') < 2) continue;
        const now = e.getAttribute(name);
        if (old === null) e.removeAttribute(name); else e.setAttribute(name, old);
        const was = visible(e);
        if (now === null) e.removeAttribute(name); else e.setAttribute(name, now);
        if (!was) { changed.set(e, ['', e.innerText]); shown.add(e); }
      }
      if (focus && focus !== document.activeElement && focus.isConnected && focus.focus) focus.focus({ preventScroll: true }); // the page as the act left it
      const ariaText = (f) => ['aria-describedby', 'aria-errormessage', 'aria-labelledby'].map((a) => (f.getAttribute && f.getAttribute(a)) ? textOf(f.getRootNode(), f.getAttribute(a)) : '').join(' ');
      const boxes = [], shownIn = new Set();
      let announced = false;
      for (const [c, [was, now]] of changed) {
        if (!c.isConnected || c.closest('script, style, noscript, template, head')) continue;
        if (c.closest(LIVE)) { announced = true; continue; }
        const box = boxOf(c, el);
        if (!visible(box) || el.contains(box) || box.contains(el) || box.closest(CONTROL)) continue;
        if (box.querySelector(CONTROL) || box.querySelector(LIVE)) continue; // a view or a form, not a message
        if (Array.from(reg.restless).some((r) => r.isConnected && (r.contains(box) || box.contains(r)))) continue;
        const text = norm(box.innerText || '');
        if (letters(text) < 2 || text.length > 200) continue;
        // A message appears where there was none, or updates a few words
        // of its own (a count); one text put in place of another is the
        // page showing other content (the details of what was chosen).
        const before = norm(norm(now) && text.includes(norm(now)) ? text.replace(norm(now), norm(was)) : was);
        if (letters(before) >= 2 && !shown.has(c) && !fewWordsChanged(before, text)) continue;
        if (shown.has(c)) shownIn.add(box);
        if (boxes.some((b) => b.contains(box))) continue;
        for (let i = boxes.length - 1; i >= 0; i--) if (box.contains(boxes[i])) boxes.splice(i, 1);
        boxes.push(box);
      }
      if (announced) return { announced: true };
      const out = [];
      for (const box of boxes) {
        const text = norm(box.innerText || '');
        // Focus on the message, or on a field the message describes, is
        // another way to reach it.
        if (focus && focus !== document.body && (box.contains(focus) || focus.contains(box))) continue;
        if (focus && focus !== document.body && focus !== el && norm(ariaText(focus)).includes(text.slice(0, 40))) continue;
        // Focus on an element that says the same (an error summary listing
        // the message, perhaps without the message's first word, "Error:").
        const said = focus && focus !== document.body && focus !== el ? norm(focus.innerText || '') : '';
        const core = text.split(' ').length >= 3 ? text.slice(text.indexOf(' ') + 1) : text;
        if (said && (said.includes(text) || said.includes(core))) continue;
        // Content that was in the page, hidden, and is shown right after
        // the control (an answer under its question) may be what the
        // control discloses rather than news of what it did: a person
        // decides.
        const next = () => { for (let e = el, i = 0; e && e !== document.body && i < 4; e = e.parentElement, i++) if (e.nextElementSibling) return e.nextElementSibling; return null; };
        const after = shownIn.has(box) ? next() : null;
        const near = !!after && (after === box || (after.contains(box) && norm(after.innerText || '') === text));
        reg.cands = reg.cands || [];
        reg.cands.push(box);
        out.push({ node: nodeOf(box), text: text.slice(0, 120), cand: reg.cands.length - 1, moved: !!(focus && focus !== document.body && focus !== el), near });
      }
      return { messages: out, control: trunc(accName(el) || norm(el.getAttribute('title') || el.getAttribute('alt') || el.getAttribute('value') || '') || (el.matches(SUBMIT) ? 'the submit button' : el.localName), 60) };
    },
  };
