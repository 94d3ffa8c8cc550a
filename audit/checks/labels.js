  // Best practice for form labels (2.4.6, 3.3.2): fields that share one
  // name, and labels set far from their fields. One block, so its names
  // cannot clash with other check files'.
  {
    const shown = (el) => !hidden(el);
    const LABELLED = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]):not([type=radio]), select, textarea';
    const idNames = (el, attr) => { const ids = (el.getAttribute(attr) || '').trim(); return ids ? norm(textOf(el.getRootNode(), ids)) : ''; };
    // groupNames is the chain of names of the named groups around a
    // field: fieldset legends, role=group/radiogroup and named forms.
    const groupNames = (el) => {
      const names = [];
      for (let g = el.parentElement && el.parentElement.closest('fieldset, [role=group], [role=radiogroup], form'); g; g = g.parentElement && g.parentElement.closest('fieldset, [role=group], [role=radiogroup], form')) {
        let n = idNames(g, 'aria-labelledby') || norm(g.getAttribute('aria-label') || '');
        if (!n && g.localName === 'fieldset') { const lg = Array.from(g.children).find((c) => c.localName === 'legend'); n = lg ? norm(lg.textContent) : ''; }
        if (n) names.push(n.toLowerCase());
      }
      return names.join(' / ');
    };
    // Two fields with one name: a screen reader's list of form fields, or
    // voice control ("click Name"), cannot tell them apart (2.4.6).
    const labelSame = () => {
      const seen = new Map(), out = [];
      for (const el of document.querySelectorAll(LABELLED)) {
        if (!shown(el) || el.disabled) continue;
        const name = accName(el).toLowerCase();
        if (!name) continue;
        const key = name + '\u0000' + groupNames(el);
        const first = seen.get(key);
        if (!first) { seen.set(key, el); continue; }
        out.push({ el, data: { name, first: cssSel(first, document) },
          summary: `This field's name, "${trunc(accName(el), 40)}", is the same as another field's in the same group: a screen reader's list of fields, or voice control, cannot tell them apart. Give each a label that says what it is for (or group them under different legends).` });
      }
      return out;
    };

    // A label on the field's line but far to its left: with magnification
    // only one of the two is in view, so the pairing is lost (3.3.2).
    const TEXTY = new Set(['text', 'email', 'tel', 'password', 'search', 'url', 'number', 'date', '']);
    const FAR = 200;
    const labelFar = () => {
      const out = [];
      for (const el of document.querySelectorAll('input, select, textarea')) {
        if (el.localName === 'input' && !TEXTY.has((el.getAttribute('type') || '').toLowerCase())) continue;
        if (!shown(el) || !el.labels || !el.labels.length || getComputedStyle(el).direction === 'rtl') continue;
        const f = el.getBoundingClientRect();
        if (f.width < 1 || f.height < 1) continue;
        // The label's text on the field's line: the right edge of its words.
        let right = -Infinity, near = false;
        for (const l of el.labels) {
          if (!shown(l)) continue;
          const tw = document.createTreeWalker(l, NodeFilter.SHOW_TEXT);
          for (let n = tw.nextNode(); n; n = tw.nextNode()) {
            if (!norm(n.data) || (n.parentElement && n.parentElement.closest('select, textarea, button'))) continue;
            const rg = document.createRange();
            rg.selectNodeContents(n);
            for (const r of rg.getClientRects()) {
              if (r.width < 1) continue;
              const mid = (r.top + r.bottom) / 2;
              const sameLine = mid >= f.top && mid <= f.bottom;
              if (!sameLine || r.left > f.left) { near = true; continue; }
              right = Math.max(right, r.right);
            }
          }
        }
        // Any of its words above, below or after the field keeps it near.
        if (near || right === -Infinity) continue;
        const gap = Math.round(f.left - right);
        if (gap <= FAR) continue;
        out.push({ el, data: { gap },
          summary: `This field's label ends ${gap}px to its left on the same line: people using screen magnification see the field or the label, not both. Put the label above the field, or right-align it next to the field.` });
      }
      return out;
    };

    Object.assign(CHEAP, { 'aa-label-same': labelSame, 'aa-label-far': labelFar });
  }
