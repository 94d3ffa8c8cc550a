  // Form structure (1.3.1, 3.3.2): groups of radio buttons and check boxes,
  // fieldsets, labels, and hints tied to their fields. One block, so its
  // names cannot clash with other check files'.
  {
    const shown = (el) => !hidden(el);
    const FIELD = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, textarea';
    // plainText is the visible text in box outside buttons, links and
    // option lists: words that could label a field.
    const plainText = (box) => {
      const parts = [];
      const tw = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let n = tw.nextNode(); n; n = tw.nextNode()) {
        const p = n.parentElement;
        if (p && !p.closest('button, a, select, option, script, style, [role=button]') && shown(p)) parts.push(n.data);
      }
      return norm(parts.join(' '));
    };
    const idText = (el, attr) => {
      const ids = (el.getAttribute(attr) || '').trim();
      return ids ? norm(textOf(el.getRootNode(), ids)) : '';
    };
    // groupName is the accessible name of a grouping element: a fieldset's
    // legend (its first legend child), aria-labelledby, aria-label, title.
    const groupName = (g) => {
      let n = idText(g, 'aria-labelledby') || norm(g.getAttribute('aria-label') || '');
      if (!n && g.localName === 'fieldset') {
        const lg = Array.from(g.children).find((c) => c.localName === 'legend');
        n = lg ? norm(lg.textContent) || norm(Array.from(lg.querySelectorAll('img[alt]')).map((i) => i.alt).join(' ')) : '';
      }
      return n || norm(g.getAttribute('title') || '');
    };
    const GROUP = 'fieldset, [role=group], [role=radiogroup]';
    // namedGroup is the nearest named grouping element holding every one
    // of els, or null.
    const namedGroup = (els) => {
      for (let g = els[0].parentElement && els[0].parentElement.closest(GROUP); g; g = g.parentElement && g.parentElement.closest(GROUP)) {
        if (!els.every((e) => g.contains(e))) continue;
        if (letters(groupName(g)) >= 1) return g;
      }
      return null;
    };
    const namedAncestor = (el) => { const a = el.parentElement && el.parentElement.closest('[aria-label], [aria-labelledby]'); return !!(a && letters(groupName(a))); };
    const ownLabel = (el) => norm(Array.from(el.labels || []).map((l) => l.innerText).join(' ')) ||
      idText(el, 'aria-labelledby') || norm(el.getAttribute('aria-label') || '');
    // byName groups the visible native inputs of one type by form and name.
    const byName = (type) => {
      const groups = new Map();
      for (const el of document.querySelectorAll(`input[type=${type}][name]`)) {
        // A role (switch, menuitemcheckbox) makes it another widget.
        if (!shown(el) || !el.name || (el.getAttribute('role') || type) !== type) continue;
        const key = el.form || document;
        if (!groups.has(key)) groups.set(key, new Map());
        const m = groups.get(key);
        if (!m.has(el.name)) m.set(el.name, []);
        m.get(el.name).push(el);
      }
      return [...groups.values()].flatMap((m) => [...m.values()]).filter((g) => g.length >= 2);
    };

    // 1.3.1 (H71 not done): two or more radio buttons share a name with no
    // named group around them. Options that each say the whole choice in
    // a sentence ("Send me the newsletter by email") may stand alone: a
    // person judges those.
    const radioGroups = () => {
      const out = [];
      for (const radios of byName('radio')) {
        if (namedGroup(radios)) continue;
        const labels = radios.map(ownLabel);
        // Options that read as whole answers, options in a table whose
        // header cells may say the question, and options inside a named
        // form or region: a person judges whether the question is lost.
        const short = labels.every((l) => l.split(' ').length <= 3) && !radios.some((r) => r.closest('table') &&
          r.closest('table').querySelector('th, [role=columnheader], [role=rowheader]')) && !namedAncestor(radios[0]);
        const say = labels.filter(Boolean).slice(0, 4).map((l) => `"${trunc(l, 20)}"`).join(', ');
        out.push({ el: radios[0], review: !short, data: { name: radios[0].name, options: radios.length },
          summary: `${radios.length} radio buttons named "${trunc(radios[0].name, 30)}"${say ? ' (' + say + ')' : ''} are not in a fieldset with a legend (or a named role="radiogroup"): screen readers do not say the question they answer (WCAG technique H71 not used).` });
      }
      return out;
    };
    // 1.3.1 (needs review): check boxes sharing a name answer one question
    // more often than not, but a list of independent options need not be
    // grouped.
    const checkboxGroups = () => {
      const out = [], named = byName('checkbox'), inNamed = new Set(named.flat());
      for (const boxes of named) {
        if (namedGroup(boxes)) continue;
        out.push({ el: boxes[0], review: true, data: { name: boxes[0].name, options: boxes.length },
          summary: `${boxes.length} check boxes named "${trunc(boxes[0].name, 30)}" are not in a fieldset with a legend: if they answer one question, group them so screen readers say it (H71).` });
      }
      // Check boxes of different names in one container, right after a
      // question ("Which ...?", "Select all that apply:").
      const done = new Set(out.map((f) => f.el));
      const loose = Array.from(document.querySelectorAll('input[type=checkbox]')).filter((c) => shown(c) && (c.getAttribute('role') || 'checkbox') === 'checkbox' &&
        !inNamed.has(c) && !namedGroup([c]));
      const seen = new Set();
      for (const c of loose) {
        let box = c.parentElement;
        for (let i = 0; i < 4 && box && loose.filter((o) => box.contains(o)).length < 2; i++) box = box.parentElement;
        if (!box || box === document.body || seen.has(box)) continue;
        const run = loose.filter((o) => box.contains(o));
        if (run.length < 2) continue;
        seen.add(box);
        // The question: the last text before the first check box, inside
        // the container or just before it.
        const precedes = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) && !a.contains(b);
        const before = [box.previousElementSibling, ...Array.from(box.children)].filter((e) => e && !e.querySelector('input, select, textarea') && precedes(e, run[0]));
        const qEl = before[before.length - 1];
        const between = qEl && Array.from(document.querySelectorAll(FIELD)).some((f) => shown(f) && precedes(qEl, f) && precedes(f, run[0]));
        const q = qEl && !between ? norm(qEl.innerText || '') : '';
        if (!q || q.length > 150 || !/[?:]$/.test(q) || done.has(run[0])) continue;
        out.push({ el: run[0], review: true, data: { question: q, options: run.length },
          summary: `${run.length} check boxes follow the question "${trunc(q, 60)}" but are not in a fieldset with a legend (or a named group): screen readers do not say the question with each option (H71).` });
      }
      return out;
    };

    // Best practice: a fieldset that names nothing.
    const fieldsetLegend = () => {
      const out = [];
      for (const fs of document.querySelectorAll('fieldset')) {
        if (!shown(fs) || fs.getAttribute('role') === 'presentation' || fs.getAttribute('role') === 'none') continue;
        const lg = Array.from(fs.children).find((c) => c.localName === 'legend');
        if (groupName(fs)) continue;
        out.push({ el: fs, summary: lg ? 'This fieldset\'s legend is empty: write the question or topic its fields share.' : 'This fieldset has no legend: add one that names the question or topic its fields share (or drop the fieldset).' });
      }
      return out;
    };

    // 3.3.2: a field whose only label is its placeholder, which vanishes
    // as soon as one types. A button right after it that names its purpose
    // (a search box and "Search", technique G167) labels it visibly.
    const TEXTY = ['text', 'email', 'tel', 'password', 'search', 'url', 'number', ''];
    const nextControl = (el) => {
      const all = Array.from((el.form || document).querySelectorAll('input:not([type=hidden]), select, textarea, button'));
      const i = all.indexOf(el);
      return i >= 0 ? all.slice(i + 1).find(shown) : null;
    };
    const buttonName = (b) => b && (b.localName === 'button' || (b.localName === 'input' && ['submit', 'button', 'image'].includes(b.type)))
      ? norm(accName(b)) : '';
    // clearedValue is a legacy placeholder: an initial value that a focus
    // or click handler in the field's markup empties (value = ''), so the
    // only words saying what to enter vanish when the person starts.
    const clearedValue = (el) => {
      const v = norm(el.getAttribute('value') || '');
      const h = ['onfocus', 'onclick', 'onfocusin', 'onmousedown'].map((a) => el.getAttribute(a) || '').join(' ');
      return letters(v) >= 2 && /value\s*=\s*(['"])\1/.test(h) ? v : '';
    };
    const placeholderLabel = () => {
      const out = [];
      for (const el of document.querySelectorAll('input, textarea')) {
        if (el.localName === 'input' && !TEXTY.includes((el.getAttribute('type') || '').toLowerCase())) continue;
        const cleared = norm(el.getAttribute('placeholder') || '') ? '' : clearedValue(el);
        const ph = norm(el.getAttribute('placeholder') || '') || cleared;
        const what = cleared ? 'initial value' : 'placeholder';
        if (!ph || !shown(el) || el.disabled || el.readOnly) continue;
        if (ownLabel(el) || norm(el.getAttribute('title') || '')) continue;
        // The next control in the form, when it is a named button beside
        // it, labels it visibly (G167): 3.3.2 holds, but its name for
        // assistive technology is still only the placeholder.
        // An icon button (a magnifier) may say it too, by its picture.
        const b = nextControl(el), r = el.getBoundingClientRect();
        if (b && (b.localName === 'button' || (b.localName === 'input' && ['submit', 'button', 'image'].includes(b.type)))) {
          const br = b.getBoundingClientRect(), name = buttonName(b);
          if (br.top < r.bottom && br.bottom > r.top && br.left >= r.right - 2 && br.left - r.right < 120) {
            out.push({ el, review: true, data: { placeholder: ph, button: name }, summary: `The ${letters(name) >= 2 ? '"' + trunc(name, 30) + '" button' : 'button'} beside this field may say its purpose (G167), but the field's only label is its ${what} "${trunc(ph, 40)}": give it a <label> (it may be visually hidden).` });
            continue;
          }
        }
        // Text beside the field (in its own container, with no other field)
        // may be its visible label, only not tied to it: a person judges.
        let box = el.parentElement;
        while (box && box !== document.body && Array.from(box.querySelectorAll(FIELD)).filter(shown).length === 1 && letters(plainText(box)) < 2) box = box.parentElement;
        const near = box && box !== document.body && Array.from(box.querySelectorAll(FIELD)).filter(shown).length === 1 ? plainText(box) : '';
        if (letters(near) >= 2) {
          out.push({ el, review: true, data: { placeholder: ph, nearText: trunc(near, 60) }, summary: `This field has no label, only the ${what} "${trunc(ph, 40)}"; the text "${trunc(near, 40)}" beside it may be its visible label: tie it with <label for>.` });
          continue;
        }
        out.push({ el, data: { placeholder: ph }, summary: cleared ? `This field's only label is its initial value "${trunc(ph, 40)}", which its focus handler clears: the words saying what to enter vanish as the person starts, and screen readers read them as a value already entered. Give it a visible <label>.`
          : `This field's only label is its placeholder "${trunc(ph, 40)}", which disappears once the user types and is not read by every screen reader: give it a visible <label>.` });
      }
      return out;
    };

    // 1.3.1 (H44 not done): a label tied to no field of its own — a second
    // label for a field that has one, a for= that matches no field, or no
    // for= and no field inside — while the one field beside it has no label:
    // that field's visible label is not in the markup. With no such field,
    // a second label or a for= pointing nowhere is best practice
    // (aa-label-duplicate).
    const orphanOf = (l, field) => {
      // The nearest container holding a field and this label, when it holds
      // exactly one field and that field has no label.
      for (let c = l.parentElement; c && c !== document.body; c = c.parentElement) {
        const fields = Array.from(c.querySelectorAll(FIELD)).filter(shown);
        if (!fields.length) continue;
        return fields.length === 1 && fields[0] !== field && !ownLabel(fields[0]) ? fields[0] : null;
      }
      return null;
    };
    const strayLabels = () => {
      const byFor = new Map(), out = [];
      const referenced = new Set(Array.from(document.querySelectorAll('[aria-labelledby]')).flatMap((e) => e.getAttribute('aria-labelledby').split(/\s+/)));
      for (const l of document.querySelectorAll('label')) {
        if (!shown(l) || letters(l.innerText || '') < 1) continue;
        const f = l.getAttribute('for');
        if (f && l.control && l.control.id === f) {
          if (!byFor.has(f)) byFor.set(f, []);
          byFor.get(f).push(l);
          continue;
        }
        if (l.control || (l.id && referenced.has(l.id))) continue;
        // Tied to nothing: for= names no field, or there is no for= and no
        // field inside.
        const orphan = orphanOf(l, null);
        if (orphan) out.push({ el: l, orphan, summary: `This label is tied to no field${f ? ` (for="${trunc(f, 30)}" matches none)` : ''}, so the field beside it, ${cssSel(orphan, document)}, has no label (technique H44 not used): set for= to the field's id.` });
        else if (f) out.push({ el: l, orphan: null, summary: `for="${trunc(f, 30)}" matches no field: point this label at its field's id.` });
      }
      for (const [id, labels] of byFor) {
        if (labels.length < 2) continue;
        const field = document.getElementById(id);
        for (const l of labels.slice(1)) {
          const orphan = orphanOf(l, field);
          out.push({ el: l, orphan, summary: orphan
            ? `This label points at #${id}, which already has a label, so the field beside it, ${cssSel(orphan, document)}, has none (technique H44 not used): set for="${orphan.id || '(its id)'}".`
            : `Two labels point at #${id}: if this one is meant for another field, point it there; otherwise merge them.` });
        }
      }
      return out;
    };
    const labelFor = () => strayLabels().filter((f) => f.orphan);
    const labelDuplicate = () => strayLabels().filter((f) => !f.orphan);

    // 1.3.1 (needs review): a hint or error message beside a field that the
    // field does not point at (aria-describedby): screen readers announce
    // the field without it.
    const HINT_CLASS = /(^|[\s_-])(hint|help|helper|description|instructions?|error|invalid|feedback)([\s_-]|$)/i;
    const HINT_TEXT = /\b(e\.g\.|for example|must (be|contain|include|have)|at least \d+|\d+ characters|dd\/mm|mm\/dd|yyyy|format:|is required|please enter|enter a valid)\b/i;
    const described = (el) => new Set(['aria-describedby', 'aria-labelledby', 'aria-errormessage'].flatMap((a) => (el.getAttribute(a) || '').split(/\s+/)).filter(Boolean));
    const hintUnlinked = () => {
      const out = [], fields = Array.from(document.querySelectorAll(FIELD)).filter(shown);
      for (const el of fields) {
        if (['checkbox', 'radio'].includes(el.type)) continue;
        // The field's own container: up to three levels up, with no other
        // field, and never past a form, fieldset or landmark.
        let box = el.parentElement;
        for (let i = 0; i < 2 && !box.matches('form, fieldset, body, main, section, article, [role]') && box.parentElement &&
          Array.from(box.parentElement.querySelectorAll(FIELD)).filter(shown).length === 1; i++) box = box.parentElement;
        if (box === document.body) continue;
        const refs = described(el);
        const labels = Array.from(el.labels || []);
        // Text between this field and its neighbours belongs to it: before
        // it only after its own label (label, hint, field) or right next
        // to it; after it only before the next field's label.
        const i = fields.indexOf(el), prevF = fields[i - 1], nextF = fields[i + 1];
        const before = (a, b) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) && !a.contains(b);
        const nextLabel = nextF && nextF.labels && nextF.labels[0];
        const mine = (h) => before(h, el)
          ? (!prevF || before(prevF, h)) && (labels.some((l) => before(l, h)) || h.nextElementSibling === el)
          : (!nextF || before(h, nextF)) && (!nextLabel || before(h, nextLabel));
        const hint = Array.from(box.querySelectorAll('*')).find((h) => {
          if (h.contains(el) || h.closest('label, legend') || labels.some((l) => l.contains(h)) || !shown(h) || !mine(h)) return false;
          if ([...refs].some((id) => { const r = document.getElementById(id); return r && (r === h || r.contains(h) || h.contains(r)); })) return false;
          const text = norm(h.innerText);
          if (letters(text) < 3 || text.length > 200 || h.querySelector('input, select, textarea, button, a')) return false;
          return HINT_CLASS.test(h.className && typeof h.className === 'string' ? h.className : '') || HINT_CLASS.test(h.id) || HINT_TEXT.test(text);
        });
        if (hint) out.push({ el, review: true, data: { hint: trunc(norm(hint.innerText), 80) },
          summary: `The text "${trunc(norm(hint.innerText), 60)}" beside this field looks like a hint or error message, but the field does not point at it with aria-describedby, so screen readers announce the field without it.` });
      }
      return out;
    };

    // 3.3.2 (G131 not used): a field with nothing on screen that says what
    // to enter: no label, no placeholder, no title, and no text beside it
    // (in its own container, the table cell before it, or the text just
    // before it; for a check box or radio button, the text after it). A
    // field with text beside it but no programmatic label still shows its
    // label: that is 1.3.1 and 4.1.2 (axe's label rule), not 3.3.2. A
    // button right after it may say its purpose (G167): needs review.
    const noVisibleLabel = () => {
      const out = [];
      const textNear = (el, dir) => {
        for (let c = el[dir]; c; c = c[dir]) {
          if (c.nodeType === 1 && (c.matches(FIELD) || c.querySelector(FIELD))) return '';
          const t = c.nodeType === 3 ? norm(c.data) : (c.nodeType === 1 && shown(c) ? plainText(c) : '');
          if (letters(t) >= 2) return t;
        }
        return '';
      };
      for (const el of document.querySelectorAll(FIELD)) {
        if (!shown(el) || el.disabled) continue;
        const r = el.getBoundingClientRect();
        if (r.width < 4 || r.height < 4) continue;
        if (ownLabel(el) || norm(el.getAttribute('title') || '') || norm(el.getAttribute('placeholder') || '') || clearedValue(el)) continue;
        const type = (el.getAttribute('type') || '').toLowerCase();
        const tick = el.localName === 'input' && (type === 'checkbox' || type === 'radio');
        if (tick && textNear(el, 'nextSibling')) continue;
        if (textNear(el, 'previousSibling')) continue;
        let box = el.parentElement;
        while (box && box !== document.body && Array.from(box.querySelectorAll(FIELD)).filter(shown).length === 1 && letters(plainText(box)) < 2) box = box.parentElement;
        if (box && box !== document.body && Array.from(box.querySelectorAll(FIELD)).filter(shown).length === 1 && letters(plainText(box)) >= 2) continue;
        const cell = el.closest('td, th');
        const before = cell && cell.previousElementSibling;
        if (before && /^t[dh]$/.test(before.localName) && letters(plainText(before)) >= 2) {
          // The cell's words name a group of boxes ("Date of birth": three
          // boxes with only "/" between): nothing says what goes in each.
          const boxes = Array.from(cell.querySelectorAll('input')).filter((f) => shown(f) && TEXTY.includes((f.getAttribute('type') || '').toLowerCase()));
          const between = (a, z) => { const rg = document.createRange(); rg.setStartAfter(a); rg.setEndBefore(z); return rg.toString(); };
          // Short boxes (a day, a month, a code): two address lines are
          // one field continued, not parts to tell apart.
          const short = (f) => (+f.getAttribute('maxlength') > 0 && +f.getAttribute('maxlength') <= 6) || (+f.getAttribute('size') > 0 && +f.getAttribute('size') <= 6) || f.getBoundingClientRect().width < 90;
          if (boxes.length >= 2 && boxes.includes(el) && boxes.every(short) && boxes.every((f) => !ownLabel(f) && !norm(f.getAttribute('title') || '') && !norm(f.getAttribute('placeholder') || '')) &&
              boxes.slice(1).every((f, i) => letters(between(boxes[i], f)) < 2)) {
            out.push({ el, data: { group: trunc(plainText(before), 40), boxes: boxes.length }, summary: `"${trunc(plainText(before), 40)}" names ${boxes.length} boxes together and nothing says what goes in each (day, month, year; the parts of a number): label each box (it may be visually hidden) and give the format.` });
          }
          continue;
        }
        const b = nextControl(el), name = buttonName(b);
        // A button of two letters or fewer ("Go", "OK", "»") names no
        // purpose: G167 needs one that says what the field is for.
        // (Latin letters only: two CJK characters, 検索, are a word.)
        if (b && name && /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]*$/u.test(name) && letters(name.replace(/[^\p{L}]/gu, '')) < 3) {
          out.push({ el, data: { button: trunc(name, 40) },
            summary: `Nothing on screen says what to enter in this field: the "${trunc(name, 30)}" button after it does not say what the field is for (G167 needs a button such as "Search"). Give it a visible <label>.` });
          continue;
        }
        if (b && name) {
          out.push({ el, review: true, data: { button: trunc(name, 40) },
            summary: `Nothing on screen says what to enter in this field but the "${trunc(name, 30)}" button after it: if that names its purpose (G167) the field is labelled; otherwise give it a visible <label>.` });
          continue;
        }
        out.push({ el, data: {}, summary: 'Nothing on screen says what to enter in this field: no label, placeholder or text beside it. Give it a visible <label>.' });
      }
      return out;
    };

    Object.assign(CHEAP, { 'aa-no-visible-label': noVisibleLabel, 'aa-radio-group': () => [...radioGroups(), ...checkboxGroups()], 'aa-fieldset-legend': fieldsetLegend,
      'aa-placeholder-label': placeholderLabel, 'aa-label-for': labelFor, 'aa-label-duplicate': labelDuplicate, 'aa-hint-unlinked': hintUnlinked });
  }
