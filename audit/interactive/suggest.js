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
        for (const x of fields) {
          reg.looks.set(idOf(x), lookOf(x));
          const l = labelBox(x);
          if (l) reg.looks.set(-idOf(x), [l, lookOf(l)]);
          x.value = BAD;
          x.dispatchEvent(new Event('input', { bubbles: true }));
          x.dispatchEvent(new Event('change', { bubbles: true }));
        }
        reg.sug.set(idOf(f), { lines: new Set(linesOf()), dialogs: dialogs().length,
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
      const added = linesOf().filter((l) => letters(l) >= 2 && !before.lines.has(l));
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
        const was = reg.looks.get(idOf(x)), lab = reg.looks.get(-idOf(x));
        const recoloured = x !== document.activeElement && ((was && was.colours !== lookOf(x).colours) || (lab && lab[1].colours !== lookOf(lab[0]).colours));
        const own = [...new Set([...described(x), ...beside(x), ...said.filter((l) => naming(x, l))])];
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
