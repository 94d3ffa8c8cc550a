  // Layout, motion and form helpers for the on-request checks. The Go side
  // changes the viewport, styles or media emulation between calls.
  const nodeOf = (el) => ({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200) });
  const letters = (s) => (s.match(/\p{L}|\p{N}/gu) || []).length;
  const ownText = (el) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && letters(n.textContent) >= 2);
  const SKIP = 'script, style, noscript, template, svg *, head *';
  const MEDIA = 'img, picture, video, audio, svg, iframe, object, embed, input[type=image]';
  const clips = (cs) => ['hidden', 'clip'].includes(cs.overflowX) || ['hidden', 'clip'].includes(cs.overflowY);
  const REG = Symbol.for('accessagents.layout');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), next: 1, els: new Map() });
  const idOf = (el) => { if (!reg.ids.has(el)) { reg.ids.set(el, reg.next); reg.els.set(reg.next, el); reg.next++; } return reg.ids.get(el); };
  // lookOf is a field's colours and the rest of how it is drawn, apart:
  // recolouredOnly says the colours changed and nothing else did.
  const COLOURS = ['color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'box-shadow', 'text-decoration-color'];
  const SHAPE = ['border-top-width', 'border-bottom-width', 'border-left-width', 'border-right-width', 'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style', 'outline-style', 'outline-width', 'width', 'height', 'display', 'visibility', 'background-image', 'font-weight', 'text-decoration-line'];
  const TEXTISH = new Set(['', 'text', 'email', 'tel', 'number', 'password', 'search', 'url', 'date']);
  // labelBox is what shows a field's label: its label element, or the
  // table cell before its own (a legacy form's label column).
  const labelBox = (x) => {
    if (x.labels && x.labels[0]) return x.labels[0];
    const td = x.closest('td, th');
    const prev = td && td.previousElementSibling;
    return prev && letters(prev.innerText || '') > 0 && !prev.querySelector('input, select, textarea') ? prev : null;
  };
  // A border drawn in another line style (a field's inset default made
  // solid to paint it red) is still only a change of colour; a border that
  // appears or goes is not.
  const drawn = (v) => (['none', 'hidden'].includes(v) ? v : 'drawn');
  const lookOf = (el) => { const cs = getComputedStyle(el); return { colours: COLOURS.map((k) => cs.getPropertyValue(k)).join('|'), shape: SHAPE.map((k) => (k.endsWith('-style') ? drawn(cs.getPropertyValue(k)) : cs.getPropertyValue(k))).join('|') }; };
  const recolouredOnly = (was, now) => was.colours !== now.colours && was.shape === now.shape;
  const lay = {
    // clipped lists elements that hide part of their text: a clipping box
    // whose content overflows it, holding text.
    clipped: () => {
      const out = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (el.matches(SKIP) || !visible(el)) continue;
        const cs = getComputedStyle(el);
        if (!clips(cs) || letters(el.innerText || '') < 2) continue;
        if (el.scrollHeight > el.clientHeight + 2 || el.scrollWidth > el.clientWidth + 2) out.push(idOf(el));
      }
      return out;
    },
    // lockedSpacing lists elements whose style attribute sets letter or
    // word spacing or line height with !important below WCAG 1.4.12's
    // values, on text of their own: an important declaration in a style
    // attribute beats every author style sheet, so a user's spacing
    // override (a bookmarklet, an extension) cannot win. 'inherit' and
    // 'unset' lock nothing of their own: the parent's value, overridable
    // unless the parent is locked too. Line height matters only on text
    // that wraps onto more than one line.
    lockedSpacing: () => {
      const MIN = { 'letter-spacing': 0.12, 'word-spacing': 0.16, 'line-height': 1.5 };
      const locked = (el, prop) => {
        for (let a = el; a && a.nodeType === 1; a = a.parentElement) {
          if (!a.style || a.style.getPropertyPriority(prop) !== 'important') return false;
          const v = a.style.getPropertyValue(prop).trim().toLowerCase();
          if (v === 'revert' || v === 'revert-layer') return false;
          if (v !== 'inherit' && v !== 'unset') return true;
        }
        return false;
      };
      const textLines = (el) => {
        const tops = new Set();
        for (const n of el.childNodes) {
          if (n.nodeType !== 3 || !letters(n.textContent)) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
        }
        return tops.size;
      };
      const out = [];
      for (const el of document.body.querySelectorAll('[style]')) {
        if (el.matches(SKIP) || !visible(el) || !ownText(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.right + window.scrollX <= 0 || r.bottom + window.scrollY <= 0) continue; // parked off-screen
        const cs = getComputedStyle(el);
        const fs = parseFloat(cs.fontSize);
        const bad = [];
        for (const prop of Object.keys(MIN)) {
          if (!fs || el.style.getPropertyPriority(prop) !== 'important' || !locked(el, prop)) continue;
          const raw = cs.getPropertyValue(prop);
          const px = raw === 'normal' ? (prop === 'line-height' ? 1.2 * fs : 0) : parseFloat(raw);
          if (!Number.isFinite(px) || px / fs >= MIN[prop] - 1e-3) continue;
          if (prop === 'line-height' && textLines(el) < 2) continue;
          bad.push(prop + ' ' + el.style.getPropertyValue(prop) + ' !important (' + (px / fs).toFixed(2) + (prop === 'line-height' ? '' : 'em') + ', at least ' + MIN[prop] + (prop === 'line-height' ? '' : 'em') + ' needed)');
        }
        if (bad.length) out.push({ ...nodeOf(el), summary: 'Its style attribute sets ' + bad.join(' and ') + ': no user style sheet or text-spacing tool can override that. Drop !important or use at least WCAG 1.4.12\'s spacing.' });
      }
      return out;
    },
    // described turns layout ids into findings.
    described: ({ ids, summary }) => (ids || []).map((id) => reg.els.get(id)).filter((el) => el && el.isConnected)
      .filter((el, i, all) => !all.some((o) => o !== el && o.contains(el)))
      .map((el) => ({ ...nodeOf(el), summary })),
    // bigText doubles every element's font size (text-only zoom, as
    // browsers do at 200%: em and rem lengths grow with it), remembering
    // the old inline value.
    bigText: (on) => {
      // The old values wait in the registry, not in attributes, so the
      // findings' selectors never name our own marks.
      if (!on) {
        for (const [el, [v, prio, had]] of reg.fs || []) {
          el.style.removeProperty('font-size');
          if (v) el.style.setProperty('font-size', v, prio);
          // No style attribute before: none after (not style=""). The
          // read first makes Chromium write the emptied style back, which
          // it would otherwise do on the next serialisation, after the
          // removal.
          if (!had && !el.style.length && el.getAttribute('style') !== null) el.removeAttribute('style');
        }
        reg.fs = null;
        return 0;
      }
      const sizes = [];
      for (const el of [document.documentElement, document.body, ...document.body.querySelectorAll('*')]) {
        if (el.matches(SKIP) || !el.style) continue;
        sizes.push([el, parseFloat(getComputedStyle(el).fontSize)]);
      }
      reg.fs = new Map();
      for (const [el, px] of sizes) {
        reg.fs.set(el, [el.style.getPropertyValue('font-size'), el.style.getPropertyPriority('font-size'), el.hasAttribute('style')]);
        el.style.setProperty('font-size', (px * 2) + 'px', 'important');
      }
      return sizes.length;
    },
    // readableBoxes drops boxes too small to be read (1 px "visually
    // hidden" text for screen readers) or clipped away on purpose.
    readableBoxes: (ids) => (ids || []).filter((id) => {
      const el = reg.els.get(id);
      if (!el || !el.isConnected) return false;
      const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
      return r.width >= 8 && r.height >= 8 && cs.clip === 'auto' && cs.clipPath === 'none';
    }),
    // moreOffered: the clipped boxes followed by a link or button that
    // offers their full text ("Full text of the poem", "Read more"): the
    // text is then available, which a person confirms.
    moreOffered: (ids) => (ids || []).filter((id) => {
      const el = reg.els.get(id);
      if (!el) return false;
      const near = [];
      for (let n = el.nextElementSibling, i = 0; n && i < 3; n = n.nextElementSibling, i++) near.push(n, ...n.querySelectorAll('a[href], button'));
      return near.some((n) => n.matches('a[href], button') && /\b(full|whole|complete|entire) (text|story|article|poem|description|version)|\bread (more|all|on)\b|\bshow (more|all)\b|\bcontinue reading\b|\bmore\b/i.test(accName(n)));
    }),
    // overflow: at 320 CSS px, the outermost visible elements that reach
    // past the right edge and are not inside a scrolling or clipping box
    // (data tables, code and maps may scroll; that is allowed).
    overflow: () => {
      const de = document.documentElement;
      const vw = de.clientWidth;
      const TWO_D = 'pre, code, canvas, math, [role=application], [role=grid], [role=treegrid], [role=table]';
      // A table lays out the page (no 2-D exception) when it says so
      // (role presentation) or has no header markup of its own while its
      // cells hold page structure: tables, forms, lists, headings, a nav,
      // paragraphs, or a menu of links. A data table may scroll sideways.
      const layoutTable = (t) => {
        const role = (t.getAttribute('role') || '').trim();
        if (role === 'presentation' || role === 'none') return true;
        if (role || t.caption || t.tHead || t.hasAttribute('summary')) return false;
        const cells = Array.from(t.rows).flatMap((r) => Array.from(r.cells));
        if (cells.some((c) => c.localName === 'th' || c.hasAttribute('scope') || c.hasAttribute('headers'))) return false;
        return cells.some((c) => c.querySelector('table, form, ul, ol, h1, h2, h3, h4, h5, h6, nav') ||
          c.querySelectorAll('p').length >= 2 || c.querySelectorAll('a[href]').length >= 3);
      };
      // twoD is the two-dimensional content el is part of: a data table
      // (the innermost one that is not layout), code, a formula, a canvas.
      const twoD = (el) => {
        const own = el.closest(TWO_D);
        if (own) return own;
        for (let t = el.closest('table'); t; t = t.parentElement && t.parentElement.closest('table')) if (!layoutTable(t)) return t;
        return null;
      };
      // textPastEdge: some of el's own words lie past the right edge. A box
      // that sticks out only with images, video or empty space is a
      // suspicion; words a reader must scroll to are the failure.
      const textPastEdge = (el) => {
        const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let n = walk.nextNode(); n; n = walk.nextNode()) {
          if (letters(n.textContent) < 1 || (n.parentElement && (n.parentElement.matches(SKIP) || twoD(n.parentElement)))) continue;
          const range = document.createRange();
          range.selectNodeContents(n);
          if (Array.from(range.getClientRects()).some((rc) => rc.width > 0 && rc.right + window.scrollX > vw + 1)) return true;
        }
        return false;
      };
      // Text inside a box that scrolls sideways, with lines longer than the
      // viewport: every line needs scrolling to read, even when the page
      // itself does not scroll.
      const longLines = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (el.matches(SKIP) || !ownText(el) || twoD(el) || !visible(el) || longLines.some((o) => o.contains(el))) continue;
        let box = null;
        for (let a = el.parentElement; a && a !== document.body && a !== de; a = a.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && a.scrollWidth > a.clientWidth + 1) { box = a; break; }
        }
        if (!box) continue;
        const wide = Array.from(el.childNodes).some((n) => {
          if (n.nodeType !== 3 || letters(n.textContent) < 2) return false;
          const range = document.createRange();
          range.selectNodeContents(n);
          return Array.from(range.getClientRects()).some((r) => r.width > vw + 1);
        });
        if (wide) longLines.push(el);
      }
      const lineWhy = 'At 320 CSS px wide the lines of this text are longer than the screen, inside a box that scrolls sideways: readers must scroll back and forth on every line. Let the text wrap to the box (no fixed width in em or px).';
      const inner = longLines.map((el) => ({ ...nodeOf(el), summary: lineWhy }));
      if (Math.max(de.scrollWidth, document.body.scrollWidth) <= vw + 1) return { scroll: inner.length > 0, nodes: inner, review: [] };
      const out = [];
      const review = [];
      const parked = [];
      for (const el of document.body.querySelectorAll('*')) {
        if (el.matches(SKIP) || !visible(el)) continue;
        const r = el.getBoundingClientRect();
        // Text that will not wrap spills out of its own box.
        const spill = ownText(el) && getComputedStyle(el).overflowX === 'visible' && el.scrollWidth > el.clientWidth + 1 ? el.scrollWidth - el.clientWidth : 0;
        if (r.right + spill + window.scrollX <= vw + 1 || r.width < 1) continue;
        let contained = false;
        for (let a = el.parentElement; a && a !== document.body && a !== de; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (['auto', 'scroll', 'hidden', 'clip'].includes(cs.overflowX) && a.getBoundingClientRect().right + window.scrollX <= vw + 1) { contained = true; break; }
        }
        if (contained || out.some((o) => o.contains(el)) || review.some((o) => o.contains(el)) || parked.some((o) => o.contains(el))) continue;
        if (getComputedStyle(el).position === 'fixed' && r.left >= vw) { parked.push(el); continue; } // an off-canvas menu, and all it holds
        // Images, video and embeds may need their two dimensions (1.4.10's
        // exception): a person decides, so they are suspicions, not failures.
        const flat = twoD(el);
        if (flat) { review.push(flat); continue; } // the table or formula once, not each cell
        (el.matches(MEDIA) || !textPastEdge(el) ? review : out).push(el);
      }
      const why = 'At 320 CSS px wide this reaches past the right edge, so the page scrolls sideways: let it wrap or shrink (max-width: 100%, flexible widths).';
      return { scroll: true, nodes: out.map((el) => ({ ...nodeOf(el), summary: why })).concat(inner.filter((n, i) => !out.some((o) => o.contains(longLines[i])))),
        review: review.map((el) => ({ ...nodeOf(el), summary: 'At 320 CSS px this reaches past the right edge with no words of its own out there: two-dimensional content (a table, code, an image, a video, a map) may scroll sideways when it needs to; anything else should shrink.' })) };
    },
    // motion lists what still moves or changes by itself.
    animations: () => {
      const out = [];
      for (const a of document.getAnimations ? document.getAnimations() : []) {
        const el = a.effect && a.effect.target;
        if (!el || el.nodeType !== 1 || a.playState !== 'running' || !visible(el)) continue;
        const t = a.effect.getComputedTiming();
        if (t.iterations !== Infinity && (t.endTime || 0) < 1000) continue;
        const r = el.getBoundingClientRect();
        if (r.width * r.height < 48 * 48) continue; // spinners and small indicators
        if (!out.includes(el)) out.push(el);
      }
      return out.map((el) => ({ ...nodeOf(el), summary: 'This animation keeps running when the user asks for reduced motion (prefers-reduced-motion: reduce). Stop it or reduce it in a @media (prefers-reduced-motion: reduce) rule.' }));
    },
    // still says whether the document, which came in with no script
    // (servedScriptless), holds nothing that can change it by itself: no
    // frame (its own document may run one), no plugin, no marquee, no SVG
    // animation, no media, no script added since, no animation running.
    // Counting what a script has scheduled is no rule: an outside tester
    // found eight timer sources past such a count.
    still: () => {
      if (document.querySelector('script, iframe, frame, object, embed, applet, marquee, animate, animateMotion, animateTransform, set, video, audio')) return false;
      return !(document.getAnimations && document.getAnimations().some((a) => a.playState === 'running' || a.pending));
    },
    watch: () => {
      const counts = new Map();
      const mo = new MutationObserver((list) => {
        for (const m of list) {
          const el = m.target.nodeType === 1 ? m.target : m.target.parentElement;
          if (el) counts.set(el, (counts.get(el) || 0) + 1);
        }
      });
      mo.observe(document.body, { attributes: true, attributeFilter: ['style', 'class', 'aria-hidden', 'hidden'], subtree: true });
      reg.watch = { mo, counts };
      return true;
    },
    watched: () => {
      const w = reg.watch;
      if (!w) return [];
      w.mo.disconnect();
      reg.watch = null;
      const out = [];
      // Slides that change together are reported as their carousel.
      const byParent = new Map();
      for (const [el, n] of w.counts) {
        if (n < 2 || !el.isConnected || !el.parentElement) continue;
        byParent.set(el.parentElement, (byParent.get(el.parentElement) || []).concat([el]));
      }
      for (const [parent, kids] of byParent) {
        const box = kids.length > 1 ? parent : kids[0];
        const r = box.getBoundingClientRect();
        if (r.width >= 200 && r.height >= 100 && !out.includes(box)) out.push(box);
      }
      return out.filter((el, i, all) => !all.some((o) => o !== el && o.contains(el)))
        .map((el) => ({ ...nodeOf(el), summary: 'This content changes by itself (a carousel or rotating banner) even when the user asks for reduced motion; do not auto-advance under prefers-reduced-motion: reduce.' }));
    },
      // Forms: submit each form with empty required fields, without ever
    // sending it, and see how the errors reach the user.
    // A form with no required field but a submit handler in its markup
    // (onsubmit, or onclick on its submit button) checks its fields in
    // script, as sites did before HTML5: its empty fields are the ones
    // that handler may mark.
    formPrep: () => {
      const scripted = (f) => f.hasAttribute('onsubmit') || !!f.querySelector('[type=submit][onclick], [type=image][onclick], button[onclick]:not([type=button])');
      const req = (f) => !!f.querySelector('[required], [aria-required="true"]');
      // A form checked by a listener added in script shows nothing in its
      // markup: any form with a text field is tried, and the submit says
      // whether a script held it (a form that would go to its server is
      // not judged).
      const texts = (f) => Array.from(f.elements).some((x) => visible(x) && (x.localName === 'textarea' || (x.localName === 'input' && TEXTISH.has((x.getAttribute('type') || '').toLowerCase()))));
      const forms = Array.from(document.forms).filter((f) => visible(f) && (req(f) || scripted(f) || texts(f)))
        .sort((a, b) => req(b) - req(a) || scripted(b) - scripted(a)).slice(0, 3);
      return forms.map((f) => {
        const required = !!f.querySelector('[required], [aria-required="true"]');
        const fields = (required ? Array.from(f.querySelectorAll('[required], [aria-required="true"]'))
          : Array.from(f.elements).filter((x) => x.localName === 'textarea' || x.localName === 'select' || (x.localName === 'input' && TEXTISH.has((x.getAttribute('type') || '').toLowerCase()))))
          .filter((x) => visible(x) && !x.disabled && !x.value);
        reg.forms = reg.forms || new Map();
        reg.looks = reg.looks || new Map();
        for (const x of fields) {
          reg.looks.set(idOf(x), lookOf(x));
          const l = labelBox(x);
          if (l) reg.looks.set(-idOf(x), [l, lookOf(l)]);
        }
        reg.forms.set(idOf(f), { text: norm(f.innerText), lines: new Set((document.body.innerText || '').split('\n').map(norm)), scripted: !required,
          live: norm(Array.from(document.querySelectorAll('[role=alert], [aria-live], [role=status], output')).map((l) => l.textContent).join(' | ')) });
        return { form: idOf(f), fields: fields.map(idOf) };
      });
    },
    formSubmit: (id) => {
      const f = reg.els.get(id);
      if (!f) return { gone: true };
      const native = !f.noValidate && Array.from(f.elements).some((x) => x.required) && !f.checkValidity();
      const res = { native, submitted: false, prevented: false };
      const stop = (e) => { if (e.target === f) { res.submitted = true; res.prevented = e.defaultPrevented; e.preventDefault(); } };
      window.addEventListener('submit', stop);
      const btn = f.querySelector('button:not([type=button]):not([type=reset]), input[type=submit], input[type=image]');
      try { btn ? btn.click() : f.requestSubmit(); } catch (e) { /* the page's handler threw: nothing was sent */ }
      window.removeEventListener('submit', stop);
      return res;
    },
    formAfter: ({ form, fields }) => {
      const f = reg.els.get(form);
      const before = (reg.forms && reg.forms.get(form)) || { text: '', live: '' };
      if (!f || !f.isConnected) return { fail: [], review: [] };
      const shown = norm(f.innerText) !== before.text;
      const live = norm(Array.from(document.querySelectorAll('[role=alert], [aria-live], [role=status], output')).map((l) => l.textContent).join(' | '));
      const announced = live !== before.live && letters(live) > 0;
      const described = (x) => ['aria-describedby', 'aria-errormessage'].some((a) => x.getAttribute(a) && letters(textOf(x.getRootNode(), x.getAttribute(a))) > 0);
      const fail = [], review = [];
      const els = fields.map((i) => reg.els.get(i)).filter((x) => x && x.isConnected);
      // What the submit said in words: the lines of text it added to the
      // page and the dialogs it opened. A field it names (by a word of its
      // label) is identified in text, whatever its colours do.
      const added = (document.body.innerText || '').split('\n').map(norm).filter((l) => l && !(before.lines && before.lines.has(l)));
      const said = added.concat(window[Symbol.for('accessagents.dialogs')] || []).join(' ').toLowerCase();
      // Named: a word of its name or of the label shown for it is in what
      // was said. Beside it: a new line of text in its own row or block.
      const named = (x) => norm(accName(x) + ' ' + ((labelBox(x) || {}).innerText || '')).toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 3 && said.includes(w));
      const beside = (x) => { const box = x.closest('tr, li, p, fieldset, label') || x.parentElement; const t = norm((box && box.innerText) || ''); return added.some((l) => letters(l) >= 2 && t.includes(l)); };
      for (const x of els) {
        const invalid = x.getAttribute('aria-invalid') === 'true';
        // A scripted form's text that no live region carries is a status
        // message for aa-status-message to judge (4.1.3): the text itself
        // identifies the error (3.3.1) when it names the field.
        if (before.scripted) continue;
        if (shown && !announced && !(invalid && described(x)))
          fail.push({ ...nodeOf(x), summary: 'Submitting the form empty shows an error, but this field is not marked aria-invalid with the message tied to it (aria-describedby), and no live region announces it: screen reader users do not hear what went wrong.' });
      }
      if ((before.scripted || !shown) && !announced && !els.some((x) => x.getAttribute('aria-invalid') === 'true')) {
        // No text and nothing announced, but the field's own colours
        // changed (a red border, a pink fill): the error is shown by colour
        // alone (F81), which tells neither a screen reader user nor someone
        // who cannot tell the colours apart what went wrong. Everything
        // else the look could be (an icon without words, a title) is no
        // text either; a change of size or layout is not colour, so stays
        // a question.
        // The focused field is passed over: its focus style may be a colour.
        const recoloured = els.filter((x) => { const was = reg.looks && reg.looks.get(idOf(x)); const lab = reg.looks && reg.looks.get(-idOf(x));
          return was && x !== document.activeElement && (recolouredOnly(was, lookOf(x)) || (lab && recolouredOnly(lab[1], lookOf(lab[0])))) && !named(x) && !beside(x) && !x.disabled; });
        for (const x of recoloured)
          fail.push({ ...nodeOf(x), data: { failure: 'F81' }, summary: 'Submitting the form empty marks this field as wrong only by a change of colour (of the field or of its label), with no text saying what is wrong (WCAG failure F81): screen reader users and people who cannot tell the colours apart are not told of the error. Add a text message, tied to the field with aria-describedby, and set aria-invalid.' });
        if (!recoloured.length && !before.scripted)
          review.push({ ...nodeOf(f), summary: 'Submitting this form with its required fields empty showed no error message at all; check that errors are identified in text.' });
      }
      return { fail, review };
    },
  };
