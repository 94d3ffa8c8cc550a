  // 1.3.5 Identify Input Purpose: the cheap check aa-autocomplete. It runs
  // before cheap.js in the page call (its CHEAP map names it).
  // Common personal fields (1.3.5) by type, name, id and label; a field
  // about someone else (a gift recipient) is not about the user.
  const PURPOSES = [
    ['email', /^e-?mail( address)?$|\bemail\b/], ['tel', /^(tele)?phone( number)?$|\b(mobile|phone|tel)\b/],
    ['given-name', /\b(first|given|fore) ?name\b|\bfname\b/], ['family-name', /\b(last|family|sur) ?name\b|\blname\b|^surname$/],
    ['name', /^(full )?name$|^your name$/], ['street-address', /\b(street )?address( line)?( 1)?$|^street$/],
    ['address-level2', /^(city|town)$|\b(town|city) ?(or|\/)? ?(city|town)?$/], ['postal-code', /\b(postal|post|zip) ?code\b|^zip$|^postcode$/],
    ['country-name', /^country$/], ['bday', /\b(date of birth|birth ?date|birthday)\b|^dob$/],
    ['username', /^user ?name$/], ['organization', /^(company|organi[sz]ation)( name)?$/],
  ];
  const OTHER_PERSON = /recipient|friend|guest|other|emergency|contact person|child|partner|spouse|referr/;
  // A legacy form's label sits in the cell before the field's own.
  const cellLabel = (el) => {
    const td = el.closest('td');
    const prev = td && td.previousElementSibling;
    return prev && !prev.querySelector('input, select, textarea') ? norm(prev.innerText || '') : '';
  };
  // fromCell: the field's purpose can only have come from its label cell
  // (no label, name, id or type says it).
  const fromCell = (el) => {
    const t = (el.getAttribute('type') || 'text').toLowerCase();
    if (t === 'email' || t === 'tel') return false;
    const own = [norm(Array.from(el.labels || []).map((l) => l.innerText).join(' ') || el.getAttribute('aria-label') || el.getAttribute('placeholder') || ''),
      (el.getAttribute('name') || '').replace(/[_\-.\[\]]+/g, ' '), (el.id || '').replace(/[_\-]+/g, ' ')].map((h) => words(h.replace(/([a-z])([A-Z])/g, '$1 $2')));
    return !PURPOSES.some(([, re]) => own.some((h) => h && re.test(h)));
  };
  const labelOf = (el) => norm(Array.from(el.labels || []).map((l) => l.innerText).join(' ') || el.getAttribute('aria-label') ||
    (el.getAttribute('aria-labelledby') ? textOf(document, el.getAttribute('aria-labelledby')) : '') || el.getAttribute('placeholder') || cellLabel(el) || '');
  const purposeOf = (el) => {
    const t = (el.getAttribute('type') || 'text').toLowerCase();
    const hints = [labelOf(el), (el.getAttribute('name') || '').replace(/[_\-.\[\]]+/g, ' '), (el.id || '').replace(/[_\-]+/g, ' ')]
      .map((s) => words(s.replace(/([a-z])([A-Z])/g, '$1 $2')));
    if (hints.some((h) => OTHER_PERSON.test(h))) return '';
    if (t === 'email') return 'email';
    if (t === 'tel') return 'tel';
    if (!['text', 'search', ''].includes(t) && t !== 'date') return '';
    for (const [purpose, re] of PURPOSES) if (hints.some((h) => h && re.test(h))) return purpose;
    return '';
  };
  // SOMEONE_ELSE: words that say a field is about someone other than the
  // user (English only; a heuristic: a miss stays a violation).
  const SOMEONE_ELSE = /\b(their|his|her|recipient'?s?|someone else'?s?|the person|who died|deceased|partner'?s|child'?s|the site|property|of the site|friend'?s)\b/i;
  const nearestHeading = (el) => {
    let h = null;
    for (const c of document.querySelectorAll('h1,h2,h3,h4,h5,h6')) if (c.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) h = c;
    return h ? norm(h.innerText) : '';
  };
  const autocomplete = () => {
    const out = [];
    for (const el of document.querySelectorAll('input')) {
      if (hidden(el) || el.readOnly || el.disabled) continue;
      const purpose = purposeOf(el);
      if (!purpose) continue;
      const ac = (el.getAttribute('autocomplete') || '').trim().toLowerCase();
      const form = el.form || el.closest('form');
      // A search (a branch finder, a planning search) asks for no one's own
      // data: 1.3.5 does not apply.
      if (el.closest('[role=search], search') || (form && form.getAttribute('role') === 'search')) continue;
      // A field about someone else (their address, the recipient's phone),
      // by its label or the legend or heading over it: a person decides.
      const about = [accName(el), el.closest('fieldset') ? norm((el.closest('fieldset').querySelector('legend') || {}).innerText || '') : '', nearestHeading(el)].join(' ');
      if ((!ac || ac === 'off') && SOMEONE_ELSE.test(about)) {
        out.push({ el, review: true, summary: `This field asks for a ${purpose}, but its label or heading suggests it is someone else's ("${trunc(about.trim(), 60)}"); if it is the user's own, add autocomplete="${purpose}".`, data: { autocomplete: purpose } });
        continue;
      }
      const formOff = form && (form.getAttribute('autocomplete') || '').toLowerCase() === 'off';
      // Read only from a legacy label cell, the purpose is a guess (a
      // directory search's "Surname" criterion is no one's own name): a
      // question.
      if ((!ac || ac === 'off') && fromCell(el)) {
        out.push({ el, review: true, summary: `This field's label cell says it asks for a ${purpose}; if that is the user's own, add autocomplete="${purpose}".`, data: { autocomplete: purpose } });
        continue;
      }
      if (!ac && !formOff) out.push({ el, summary: `This field asks for the user's ${purpose}; add autocomplete="${purpose}" so browsers and assistive tools can fill and explain it.`, data: { autocomplete: purpose } });
      // autocomplete="off" names no purpose either: the field's purpose
      // is still not programmatically determined (evaluators fail it).
      else if (ac === 'off' || (!ac && formOff)) out.push({ el, summary: `This field asks for the user's ${purpose}, but autocomplete is off${ac ? '' : ' on its form'}, so no purpose is given to browsers and assistive tools: use autocomplete="${purpose}" on the field.`, data: { autocomplete: purpose, off: true } });
    }
    return out;
  };

  // 3.3.7 Redundant Entry: one form (or the fields in no form) asking for
  // the user's address twice (two of street address, town and postcode
  // each asked for twice, as a delivery and a billing address), with no
  // autocomplete on the second set: the person types it all again. A
  // "same as" check box between the two sets makes it a question (it may
  // copy the address). Fields about someone else (a recipient's, by
  // label) are not the user's (purposeOf).
  const ADDRESS = new Set(['street-address', 'address-level2', 'postal-code']);
  // The second set is about other information when its label, legend or
  // heading says so: a previous address, someone else's (an emergency
  // contact, a sender, a recipient). A heuristic, English words.
  const OTHER_ADDRESS = /\b(previous|former|old|prior|emergency|contact|sender|recipient|deliver to|gift|next of kin|employer|work|school|someone)\b/i;
  const redundantEntry = () => {
    const out = [];
    // Fields in no form (a script's checkout) are one process too.
    const loose = Array.from(document.querySelectorAll('input, textarea')).filter((el) => !el.form && !el.closest('form'));
    for (const form of [...document.querySelectorAll('form'), ...(loose.length ? [null] : [])]) {
      if (form && (form.getAttribute('role') === 'search' || form.closest('[role=search], search'))) continue;
      const by = new Map();
      for (const el of form ? form.querySelectorAll('input, textarea') : loose) {
        if (hidden(el) || el.readOnly || el.disabled || el.closest('[role=search], search')) continue;
        const purpose = el.localName === 'textarea' ? (/address/i.test(labelOf(el)) ? 'street-address' : '') : purposeOf(el);
        if (!ADDRESS.has(purpose)) continue;
        if (!by.has(purpose)) by.set(purpose, []);
        by.get(purpose).push(el);
      }
      const twice = [...by.entries()].filter(([, els]) => els.length >= 2);
      if (twice.length < 2) continue;
      // The second set, as a person meets it.
      const second = twice.map(([, els]) => els[1]);
      if (second.every((el) => (el.getAttribute('autocomplete') || '').trim() && el.getAttribute('autocomplete') !== 'off')) continue;
      const first = second.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
      const about = [labelOf(first), first.closest('fieldset') ? norm((first.closest('fieldset').querySelector('legend') || {}).innerText || '') : '', nearestHeading(first)].join(' ');
      if (OTHER_ADDRESS.test(about)) continue;
      // A check box between the two sets (or in the second's fieldset)
      // may copy the first: a question. One elsewhere (a newsletter) is
      // not that.
      const firstSet = twice.map(([, els]) => els[0]).sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1))[0];
      // Its label must speak of copying ("same as", "use my delivery
      // address"; English, a heuristic) on an English page; on a page in
      // another language any check box there is a question.
      const SAME = /\b(same|as above|copy|identical|use (this|my|the) (delivery|shipping|billing|home|postal) address)\b/i;
      const english = /^en\b/i.test(document.documentElement.getAttribute('lang') || 'en');
      const choice = Array.from((form || document).querySelectorAll('input[type=checkbox]')).find((c) =>
        ((firstSet.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING && c.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) ||
          (first.closest('fieldset') && first.closest('fieldset').contains(c))) && (!english || SAME.test(labelOf(c))));
      out.push({ el: first, review: !!choice, data: { asked_twice: twice.map(([p]) => p) },
        summary: choice
          ? `This form asks for the address a second time (${twice.map(([p]) => p).join(', ')} twice); check that the check box before it copies the first one, so the person need not type it again (3.3.7).`
          : `This form asks for the address a second time (${twice.map(([p]) => p).join(', ')} twice) and offers no "same as above" choice and no autocomplete: the person types what they just entered again (3.3.7). Add a "same as the delivery address" check box that fills these fields.` });
    }
    return out;
  };

