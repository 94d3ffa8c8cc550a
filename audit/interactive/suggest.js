  // Error suggestion (3.3.3), with layout.js's helpers: a form's text
  // fields are given a value no format accepts, the form is submitted in
  // the scratch tab, and for each field the page then marks as wrong (its
  // colours or its label's, aria-invalid, a line of text beside it or a
  // message naming it) what the page said is read. Saying nothing in
  // words, or only that something is wrong ("Invalid", "Please correct the
  // highlighted fields"), suggests no correction although the page knows
  // the rule it checked (G85, G177).
  const BAD = 'x1';
  // The words an error message uses to say only that something is wrong
  // (English; another language is a question for a person). Any other
  // word (a format, an example, a length, "match", "@") counts as a
  // suggestion: precision first.
  const GENERIC = new Set(('invalid error errors wrong incorrect not valid please check correct the a an this that these field fields value values ' +
    'entry entries input is are was were be been there on in of for form highlighted marked red problem problems bad try again your you have has ' +
    'entered data information some one or and more sorry oops found occurred below above following it its with missing required fix review ' +
    'unable submit cannot can t isn s detected mandatory complete must should format').split(' '));
  const wordsOf = (s) => norm(s).toLowerCase().split(/[^\p{L}\p{N}@]+/u).filter(Boolean);
  const english = () => { const l = (document.documentElement.lang || '').toLowerCase(); return l ? l.startsWith('en') : !/[^\x00-\x7f]/.test(document.body.innerText || ''); };
  // The page's lines of text; a table row's cells are lines of their own.
  const linesOf = () => (document.body.innerText || '').split(/[\n\t]/).map(norm);
  const describedOf = (x) => ['aria-describedby', 'aria-errormessage'].map((a) => x.getAttribute(a) ? norm(textOf(x.getRootNode(), x.getAttribute(a))) : '').filter((s) => letters(s) >= 2);
  // red counts the colours in a look that lean to red (hue within 30°
  // of red, saturated): how many of a field's colours say "error".
  const red = (colours) => (colours.match(/rgba?\([^)]*\)/g) || []).filter((c) => {
    const m = c.match(/[\d.]+/g); if (!m || m.length < 3 || (m.length > 3 && +m[3] === 0)) return false;
    const [r, g, b] = m.slice(0, 3).map(Number), mx = Math.max(r, g, b), mn = Math.min(r, g, b);
    if (mx - mn < 40 || mx !== r) return false;
    const h = ((g - b) / (mx - mn)) * 60;
    return h <= 30 && h >= -30;
  }).length;
  // sent is how many requests the page has tried to send (the scratch
  // tab refuses them all): dialogWatchJS counts them.
  const sent = () => window[Symbol.for('accessagents.sent')] || 0;
  const dialogs = () => window[Symbol.for('accessagents.dialogs')] || [];
  const sug = {
    // prep fills the text fields of each shown form (three at most) and
    // keeps how they and their labels looked.
    prep: () => {
      const out = [];
      for (const f of Array.from(document.forms).filter(visible)) {
        const fields = Array.from(f.elements).filter((x) => visible(x) && !x.disabled && !x.readOnly && (x.localName === 'textarea' ||
          (x.localName === 'input' && TEXTISH.has((x.getAttribute('type') || '').toLowerCase()) && !['number', 'date', 'search'].includes(x.type))));
        if (!fields.length) continue;
        reg.looks = reg.looks || new Map();
        reg.sug = reg.sug || new Map();
        // The page's lines before typing: a message an input handler shows
        // at once (inline validation) is said about the field as much as
        // one the submit shows. Looks are read after typing: a label that
        // floats or recolours once a field holds text marks nothing.
        const lines = new Set(linesOf());
        for (const x of fields) {
          x.value = BAD;
          x.dispatchEvent(new Event('input', { bubbles: true }));
          x.dispatchEvent(new Event('change', { bubbles: true }));
        }
        for (const x of fields) {
          reg.looks.set(idOf(x), lookOf(x));
          const l = labelBox(x);
          if (l) reg.looks.set(-idOf(x), [l, lookOf(l)]);
        }
        reg.sug.set(idOf(f), { lines, dialogs: dialogs().length, sent: sent(),
          invalid: new Set(fields.filter((x) => x.getAttribute('aria-invalid') === 'true').map(idOf)),
          described: new Map(fields.map((x) => [idOf(x), describedOf(x).join(' | ')])) });
        out.push({ form: idOf(f), fields: fields.map(idOf) });
        if (out.length === 3) break;
      }
      return out;
    },
    // after reads, for each field the submit marked as wrong, what was said
    // about it, and fails the field when that suggests no correction.
    after: ({ form, fields }) => {
      const before = reg.sug && reg.sug.get(form);
      if (!before) return { fail: [], review: [] };
      // A submit that asked the server (a fetch the scratch tab refused)
      // answers with the network's failure, not the form's rules.
      if (sent() > before.sent) return { fail: [], review: [] };
      // A line that repeats what was typed echoes the entry (a posted
      // comment), it does not say it was wrong.
      const added = linesOf().filter((l) => letters(l) >= 2 && !before.lines.has(l) && !l.includes(BAD));
      const said = added.concat(dialogs().slice(before.dialogs).map(norm).filter((l) => letters(l) >= 2));
      const els = fields.map((i) => reg.els.get(i)).filter((x) => x && x.isConnected);
      const labelWords = (x) => new Set(wordsOf(accName(x) + ' ' + ((labelBox(x) || {}).innerText || '')).filter((w) => w.length >= 3));
      const naming = (x, l) => { const lw = labelWords(x); return wordsOf(l).some((w) => lw.has(w)); };
      // A field's own block: the largest of its three nearest ancestors
      // that holds no other field (a legacy row may hold two fields).
      const FIELDS = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=image]), select, textarea';
      const block = (x) => { let b = x.parentElement; for (let a = b, i = 0; a && a !== document.body && i < 3; a = a.parentElement, i++) { if (a.querySelectorAll(FIELDS).length > 1) break; b = a; } return b; };
      const beside = (x) => { const b = block(x); const t = norm((b && b.innerText) || ''); return said.filter((l) => t.includes(l)); };
      // A description counts only when the submit changed it (a hint
      // that was always there marks nothing).
      const described = (x) => { const d = describedOf(x); return d.join(' | ') === (before.described.get(idOf(x)) || '') ? [] : d; };
      // Lines that name no field of the form speak of them all.
      const general = said.filter((l) => !els.some((x) => naming(x, l)));
      const fail = [], review = [];
      for (const x of els) {
        // A field the submit emptied or left valid-looking was taken.
        if (x.value !== BAD && x.getAttribute('aria-invalid') !== 'true') continue;
        const was = reg.looks.get(idOf(x)), lab = reg.looks.get(-idOf(x));
        // Marked by colour: a new colour toward red (errors are drawn in
        // red; a green field is a valid one).
        const reddened = (a, b) => a.colours !== b.colours && red(b.colours) > red(a.colours);
        const recoloured = x !== document.activeElement && ((was && reddened(was, lookOf(x))) || (lab && reddened(lab[1], lookOf(lab[0]))));
        // A message the page gave the browser to show (setCustomValidity,
        // shown with reportValidity) is said about the field too.
        const own = [...new Set([...described(x), ...beside(x), ...said.filter((l) => naming(x, l)), ...(x.validity && x.validity.customError && x.validationMessage ? [norm(x.validationMessage)] : [])])];
        const invalid = x.getAttribute('aria-invalid') === 'true' && !before.invalid.has(idOf(x));
        if (!recoloured && !invalid && !own.length) continue; // not marked as wrong
        const about = own.length ? own : general;
        const text = about.join(' | ').slice(0, 120);
        if (!english() && about.length) {
          review.push({ ...nodeOf(x), summary: `Given "${BAD}", the form marked this field as wrong and said "${text}": check that the message says how to correct it (3.3.3).` });
          continue;
        }
        const lw = labelWords(x);
        if (about.flatMap(wordsOf).some((w) => !GENERIC.has(w) && !lw.has(w) && w !== BAD)) continue;
        fail.push({ ...nodeOf(x), data: { said: text },
          summary: `Given "${BAD}", the form marked this field as wrong but ${about.length ? `said only "${text}"` : 'said nothing in words'}: nothing tells the person how to correct it, though the form knows the rule it checked (3.3.3, G85). Say what is expected, e.g. "Enter an email address like name@example.com".` });
      }
      return { fail, review };
    },
  };
