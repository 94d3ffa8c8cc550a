  // What the destructive-action guard reads of an element (guardInfo), and the
  // helpers only it uses. Go appends this file to pagelib.js, so it may use
  // every helper there (norm, trunc, accName, implicitRole, textOf, visible).

  // cssContent is the text a ::before/::after rule shows ('"Delete" attr(x)'
  // strings only; counters and images are not words).
  const cssContent = (el, which) => {
    const c = getComputedStyle(el, which).content;
    if (!c || c === 'none' || c === 'normal') return '';
    return (c.match(/"(?:[^"\\]|\\.)*"/g) || []).map((q) => q.slice(1, -1).replace(/\\(.)/g, '$1')).join('');
  };

  // pseudoText is what CSS generated content shows on the element and its
  // first descendants: people read it as the label; innerText leaves it out.
  const pseudoText = (el) => {
    const out = [];
    const nodes = [el, ...Array.from(el.querySelectorAll('*')).slice(0, 30)];
    for (const n of nodes) {
      const b = cssContent(n, '::before'), a = cssContent(n, '::after');
      if (b) out.push(b);
      if (a) out.push(a);
    }
    return out.join(' ');
  };

  // sectionContext is what names the form or section the element acts in:
  // the aria-label (or -labelledby) of its form and section, the legend, a
  // heading inside, else, for a form, the nearest heading before it in the
  // document ("Close account" above a form with no button of its own).
  const sectionContext = (el, form) => {
    const out = [];
    const named = (n) => {
      if (!n) return;
      const lb = n.getAttribute('aria-labelledby');
      const v = lb ? textOf(n.getRootNode(), lb) : n.getAttribute('aria-label');
      if (norm(v)) out.push(v);
    };
    named(form);
    const sec = el.closest('section, fieldset, form, article, [role=region], [role=form]');
    if (sec !== form) named(sec);
    const legend = el.closest('fieldset') && el.closest('fieldset').querySelector('legend');
    if (legend) out.push(legend.innerText);
    const h = sec && sec.querySelector('h1,h2,h3,h4,h5,h6,[role=heading],legend');
    if (h) out.push(h.innerText);
    else {
      // The heading a control sits under names what it acts on ("Compose"
      // above a Send button), for a form or a control on its own.
      const prev = headingBefore(form || el);
      if (prev) out.push(prev.innerText);
    }
    return out;
  };

  // headingBefore walks back from n through earlier siblings and their
  // ancestors' earlier siblings to the nearest heading (a few hundred nodes
  // at most).
  const HEADING = 'h1,h2,h3,h4,h5,h6,[role=heading]';
  const APART = 'dialog,[role=dialog],[role=alertdialog],[hidden],[aria-hidden=true],template,nav,aside,header,footer';
  const headingBefore = (n) => {
    let steps = 0;
    for (let cur = n; cur && cur !== document.body && steps < 400; cur = cur.parentElement) {
      for (let s = cur.previousElementSibling; s && steps < 400; s = s.previousElementSibling, steps++) {
        if (s.matches(APART) || !visible(s)) continue; // a dialog or hidden block is not this form's title
        if (s.matches(HEADING)) return s;
        const inner = Array.from(s.querySelectorAll(HEADING)).filter((h) => !h.closest(APART) && visible(h));
        if (inner.length) return inner[inner.length - 1];
      }
    }
    return null;
  };

  // guardInfo is what the destructive-action guard judges: the element's
  // labels and identifiers, its form, and the dialog or heading around it.
  const guardInfo = (el) => {
    if (!el || el.nodeType !== 1) return null;
    const t = (s, n) => trunc(norm(s || ''), n || 200);
    const form = el.form || el.closest('form');
    let formInputs = [], formSubmit = '';
    const formHidden = [];
    if (form) {
      for (const i of Array.from(form.querySelectorAll('input, select, textarea')).slice(0, 60)) {
        formInputs.push((i.getAttribute('type') || i.localName).toLowerCase());
        const ac = (i.getAttribute('autocomplete') || '').toLowerCase();
        if (ac) formInputs.push(...ac.split(/\s+/));
        const nm = (i.getAttribute('name') || '').toLowerCase();
        if (/card|cvv|cvc/.test(nm)) formInputs.push(/cvv|cvc/.test(nm) ? 'cvv' : 'card');
      }
      // The default button is the first submitter in form.elements, which
      // also holds buttons outside the form tied to it by form="…".
      const sub = Array.from(form.elements).find((b) => (b.localName === 'button' && !['button', 'reset'].includes((b.getAttribute('type') || '').toLowerCase())) ||
        (b.localName === 'input' && ['submit', 'image'].includes((b.type || '').toLowerCase())));
      if (sub) formSubmit = t(sub.getAttribute('aria-label') || sub.innerText || sub.value, 80);
      for (const h of Array.from(form.querySelectorAll('input[type=hidden]')).slice(0, 20)) formHidden.push((h.name || '') + '=' + trunc(h.value || '', 60));
    }
    // A submitter sends its own name=value and may post elsewhere (formaction).
    const submitter = (el.localName === 'button' && !['button', 'reset'].includes((el.getAttribute('type') || '').toLowerCase())) ||
      (el.localName === 'input' && ['submit', 'image'].includes((el.type || '').toLowerCase()));
    if (submitter && el.name) formHidden.push(el.name + '=' + trunc(el.value || '', 60));
    // data-* attributes and inline handlers say what the code will do.
    const code = [];
    for (const a of Array.from(el.attributes)) {
      if (a.name.startsWith('data-')) code.push(a.name.slice(5) + ' ' + trunc(a.value || '', 120));
      else if (a.name.startsWith('on') || a.name === 'formaction') code.push(trunc(a.value || '', 120));
    }
    const dlg = el.closest('dialog, [role=dialog], [role=alertdialog]');
    let context = '';
    if (dlg) context = t(dlg.innerText, 300);
    else context = t(sectionContext(el, form).join(' \u00b7 '), 240);
    // Only real destinations count: "#" and javascript: links go nowhere, and
    // a form without an action posts back to the page it is on.
    const link = el.closest('a[href]');
    const rawHref = link ? (link.getAttribute('href') || '') : '';
    const href = link && !/^\s*(#|javascript:)/i.test(rawHref) ? link.href : '';
    const action = submitter && el.hasAttribute('formaction') ? el.formAction : (form && form.getAttribute('action') ? form.action : '');
    const pseudo = t(pseudoText(el), 120);
    const onHandler = Array.from(el.attributes).some((a) => a.name.startsWith('on')) ||
      !!(link && link !== el && Array.from(link.attributes).some((a) => a.name.startsWith('on')));
    return { tag: el.localName, role: implicitRole(el), name: accName(el) || pseudo, text: t(el.innerText, 200), pseudo,
      on_handler: onHandler, origin: location.origin,
      value: el.localName === 'input' || el.localName === 'button' ? t(el.value, 80) : '', title: t(el.getAttribute('title'), 120),
      aria_label: t(el.getAttribute('aria-label'), 120), id: el.id || '', class: t(el.getAttribute('class'), 160),
      name_attr: el.getAttribute('name') || '', type: (el.getAttribute('type') || '').toLowerCase(),
      href, form_action: action, form_method: form ? (form.method || 'get') : '',
      form_inputs: formInputs, form_submit: formSubmit, form_hidden: t(formHidden.join(' '), 400), data: t(code.join(' '), 400),
      editable: !!el.isContentEditable || el.localName === 'textarea' || (el.localName === 'input' && !['submit', 'button', 'reset', 'image', 'checkbox', 'radio', 'file', 'hidden', 'range', 'color'].includes((el.type || 'text').toLowerCase())),
      context, in_dialog: !!dlg, url: location.href };
  };
