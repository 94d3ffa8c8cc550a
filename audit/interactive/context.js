  // Change of context on focus (3.2.1) and on input (3.2.2), tried in a
  // scratch tab whose init script (contextWatchJS) records what would
  // change the context and stops it in the page.
  const nodeOf = (el) => ({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200) });
  const REG = Symbol.for('accessagents.context');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), els: new Map(), next: 1, log: [], orig: new Map() });
  const idOf = (el) => { if (!reg.ids.has(el)) { reg.ids.set(el, reg.next); reg.els.set(reg.next, el); reg.next++; } return reg.ids.get(el); };
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const TEXT = new Set(['', 'text', 'search', 'email', 'tel', 'url', 'number', 'password']);
  const SAMPLE = { email: 'test@example.com', tel: '0123456789', url: 'https://example.com/', number: '2' };
  // Words that warn users of the change beforehand: 3.2.2 allows it then.
  const ADVISED = /\b(automatic(ally)?|as soon as you|will (open|reload|refresh|submit|update the page|take you|go to|navigate)|opens? (in )?a new (window|tab)|new window|page (will )?(reload|refresh)s?)\b/i;
  const usable = (el) => !el.disabled && !el.readOnly && visible(el) && !el.closest('[inert], [aria-hidden="true"]');
  // perform puts the element back as it was, without events, then acts on
  // it as a user would; the log then holds what that set off.
  const perform = async (id, el, how) => {
    if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
    reg.log = [];
    const fire = (type) => el.dispatchEvent(new Event(type, { bubbles: true }));
    const o = reg.orig.get(id) || {};
    if (how === 'focus') { el.focus(); return; }
    // Put it back silently, and let what focusing it does pass first:
    // that is the on-focus check's to judge.
    if (el.localName === 'select') el.selectedIndex = o.index;
    else if (el.type === 'radio' || el.type === 'checkbox') {
      el.checked = o.checked;
      for (const g of o.group || []) { const r = reg.els.get(g); if (r) r.checked = true; }
    } else el.value = o.value;
    el.focus();
    await sleep(30);
    reg.log = [];
    if (el.localName === 'select') {
      const opts = Array.from(el.options);
      const next = opts.findIndex((x, i) => i > o.index && !x.disabled);
      el.selectedIndex = next >= 0 ? next : opts.findIndex((x, i) => i !== o.index && !x.disabled);
      fire('input'); fire('change');
    } else if (el.type === 'radio' || el.type === 'checkbox') {
      el.click();
    } else {
      el.value = SAMPLE[el.type] || 'Test';
      fire('input'); fire('change');
      el.blur();
    }
  };
  const ctx = {
    // watch says whether the init script took over the page's ways to
    // change context (contextWatchJS) in this document.
    watch: () => !!reg.watching && !!window.navigation,
    // focusables: the Tab stops, each to be focused in turn.
    focusables: () => Array.from(document.querySelectorAll('a[href], area[href], button, input, select, textarea, summary, [tabindex], [contenteditable]'))
      .filter((el) => el.tabIndex >= 0 && usable(el) && !(el.localName === 'input' && el.type === 'hidden')).slice(0, 60).map(idOf),
    // inputs: selects, radios, checkboxes and text fields a user may change.
    inputs: () => {
      const out = [], groups = new Map();
      for (const el of document.querySelectorAll('select, input, textarea')) {
        if (out.length >= 25 || !usable(el)) continue;
        const t = el.localName === 'input' ? (el.getAttribute('type') || '').toLowerCase() : el.localName;
        if (el.localName === 'select' && !Array.from(el.options).some((o, i) => i !== el.selectedIndex && !o.disabled)) continue;
        if (el.localName === 'input' && !['radio', 'checkbox'].includes(t) && !TEXT.has(t)) continue;
        if (t === 'radio') {
          if (el.checked) continue;
          const n = groups.get(el.name) || 0;
          if (el.name && n >= 2) continue;
          groups.set(el.name, n + 1);
        }
        reg.orig.set(idOf(el), { value: el.value, index: el.selectedIndex, checked: el.checked,
          group: t === 'radio' ? Array.from(document.querySelectorAll('input[type=radio]')).filter((r) => r.name === el.name && r.form === el.form && r.checked).map(idOf) : [] });
        out.push(idOf(el));
      }
      return out;
    },
    // idAt is the id of the element at a path of child indices from the root element, 0 if none.
    idAt: (path) => {
      let el = document.documentElement;
      for (const i of path) el = el && el.children[i];
      return el ? idOf(el) : 0;
    },
    // act performs on one element and reports what that set off within ms.
    act: async ({ id, how, ms }) => {
      const el = reg.els.get(id);
      if (!el || !el.isConnected) return { gone: true, effects: [] };
      await perform(id, el, how);
      await sleep(ms);
      return { effects: reg.log.splice(0) };
    },
    // sweep acts on every element with a short wait each and names the
    // suspects: the element after which something happened, and the one
    // before it (its handler may have been a little late). Most pages set
    // off nothing, so most elements never need act's longer wait.
    sweep: async ({ ids, how, ms }) => {
      const suspects = new Set();
      let prev = 0;
      for (const id of ids) {
        const el = reg.els.get(id);
        if (!el || !el.isConnected) continue;
        await perform(id, el, how);
        await sleep(ms);
        if (reg.log.length) { suspects.add(id); if (prev) suspects.add(prev); }
        prev = id;
      }
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      reg.log = [];
      await sleep(150);
      if (reg.log.length) ids.slice(-2).forEach((id) => suspects.add(id)); // the last ones, late
      return Array.from(suspects);
    },
    // quiet says whether nothing happened in the last ms (an effect that an
    // earlier element set off late would be blamed on the next one).
    quiet: async (ms) => { reg.log = []; await sleep(ms); return reg.log.length === 0; },
    // finding describes what acting on the element changed.
    finding: ({ id, how, kinds, url }) => {
      const el = reg.els.get(id);
      if (!el) return null;
      const what = kinds.includes('window') ? 'opens a new window' : kinds.includes('submit') ? 'submits its form' : kinds.includes('reload') ? 'reloads the page' : 'navigates to another page' + (url ? ' (' + url.slice(0, 80) + ')' : '');
      const kind = kinds.includes('window') ? 'window' : kinds.includes('submit') ? 'submit' : 'navigate';
      let failure, summary;
      if (how === 'focus') {
        failure = kind === 'window' ? 'F52' : '';
        summary = 'Focusing this element ' + what + ': a change of context on focus (SC 3.2.1' + (failure ? ', failure technique F52: a new window nobody asked for' : '; of a kind with failure technique F52, a change of context nobody asked for') + '). Change context only when the user activates a control.';
      } else {
        const choice = el.localName === 'select' || el.type === 'radio' || el.type === 'checkbox';
        failure = kind === 'submit' ? 'F36' : kind === 'window' && choice ? 'F37' : '';
        const action = el.localName === 'select' ? 'Choosing another option here' : el.type === 'radio' ? 'Selecting this radio button' : el.type === 'checkbox' ? 'Checking this box' : 'Changing this field and leaving it';
        summary = action + ' ' + what + ' with no submit button pressed: a change of context on input (SC 3.2.2' +
          (failure === 'F36' ? ', failure technique F36: a form submitted automatically when a value changes' : failure === 'F37' ? ', failure technique F37: a new window when a selection changes' : '; see failure techniques F36 and F37') +
          '). Add a button that applies the choice, or warn users beforehand.';
      }
      const desc = ['aria-describedby', 'aria-labelledby'].map((a) => el.getAttribute(a) ? textOf(el.getRootNode(), el.getAttribute(a)) : '').join(' ');
      const near = [accName(el), desc, el.getAttribute('title') || '', (el.closest('fieldset') || {}).innerText || '', el.form && norm(el.form.innerText).length < 600 ? el.form.innerText : ''].join(' ');
      const advised = ADVISED.test(near);
      if (advised) summary += ' Text near it seems to warn of this: check that users are told before they act.';
      return { node: { ...nodeOf(el), summary, data: { failure: failure || null, effect: kind, url: url || null } }, review: advised };
    },
  };
