  {
    // 1.3.2 Meaningful Sequence: a container whose CSS (floats to the
    // right, flex or grid order, reversed direction, absolute positions)
    // shows its children in another order than the document's, which
    // screen readers read and Tab follows. A violation (F1) when the
    // children are a sequence whose order is meaning: numbered or ordinal
    // items, form fields, an ordered list or a group headed as steps;
    // needs review otherwise.
    const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
    const orderNum = (text) => {
      const t = norm(text).toLowerCase();
      const m = t.match(/^(?:step|stage|part|phase)?\s*(\d{1,2})(?:[.):]|\s|$)/);
      if (m) return +m[1];
      const w = t.match(/^(?:step|stage|part|phase)?\s*([a-z]+)\b/);
      return w && ORDINALS.includes(w[1]) ? ORDINALS.indexOf(w[1]) + 1 : null;
    };
    const FIELD = 'input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]):not([type=image]), select, textarea';
    const reorders = (c, kids) => {
      const cs = getComputedStyle(c);
      const ks = kids.map((k) => getComputedStyle(k));
      if (/flex/.test(cs.display) && /reverse/.test(cs.flexDirection)) return 'flex-direction: ' + cs.flexDirection;
      if (/flex|grid/.test(cs.display) && ks.some((k) => k.order !== '0')) return 'the order property';
      if (/grid/.test(cs.display) && (/dense/.test(cs.gridAutoFlow) || ks.some((k) => k.gridRowStart !== 'auto' || k.gridColumnStart !== 'auto'))) return 'grid placement';
      if (ks.some((k) => k.float === 'right') || (ks.some((k) => k.float === 'left') && ks.some((k) => k.float === 'none' && k.display.startsWith('inline')))) return 'floats';
      if (ks.filter((k) => k.position === 'absolute' || k.position === 'fixed').length >= 1) return 'absolute positioning';
      return '';
    };
    // Rows top to bottom (a child joins a row its vertical middle falls
    // in), each left to right, or right to left under dir=rtl.
    const visualOrder = (items, rtl) => {
      const sorted = items.slice().sort((a, b) => a.r.top - b.r.top);
      const rows = [];
      for (const it of sorted) {
        const mid = it.r.top + it.r.height / 2;
        const row = rows.find((rw) => mid >= rw.top && mid <= rw.bottom);
        if (row) { row.items.push(it); row.bottom = Math.max(row.bottom, it.r.bottom); } else rows.push({ top: it.r.top, bottom: it.r.bottom, items: [it] });
      }
      return rows.flatMap((rw) => rw.items.sort((a, b) => rtl ? b.r.right - a.r.right : a.r.left - b.r.left));
    };
    const label = (it) => JSON.stringify(norm(it.el.textContent).slice(0, 30) || (it.el.querySelector(FIELD) ? accName(it.el.querySelector(FIELD)) : it.el.localName));
    // The containers whose own style or a child's can reorder them (what
    // reorders reads), found in one pass over the elements' styles: most
    // containers cannot, and are passed over before their children's
    // visibility is read.
    const mayReorder = () => {
      const out = new Set();
      const container = (c) => !!c && c.children.length >= 2 && c.children.length <= 40;
      for (const e of document.body.querySelectorAll('*')) {
        // Only a container of 2 to 40 children is judged: an element
        // that is none, and an only child, are not read.
        const own = container(e), kid = container(e.parentElement);
        if (!own && !kid) continue;
        const cs = getComputedStyle(e);
        if (own && ((/flex/.test(cs.display) && /reverse/.test(cs.flexDirection)) || (/grid/.test(cs.display) && /dense/.test(cs.gridAutoFlow)))) out.add(e);
        if (kid && (cs.order !== '0' || cs.gridRowStart !== 'auto' || cs.gridColumnStart !== 'auto' || cs.float !== 'none' ||
          cs.position === 'absolute' || cs.position === 'fixed')) out.add(e.parentElement);
      }
      return out;
    };
    const visualOrderCheck = () => {
      const out = [];
      const seen = new Set();
      const candidates = mayReorder();
      for (const c of document.body.querySelectorAll('*')) {
        if (!candidates.has(c) || c.children.length < 2 || c.children.length > 40 || c.matches('svg, svg *, select, datalist, head, script, style, template, table, tr, thead, tbody, colgroup') || hidden(c)) continue;
        const kids = Array.from(c.children).filter((k) => !k.matches('script, style, template, br') && !hidden(k));
        if (kids.length < 2 || !reorders(c, kids)) continue;
        const items = kids.map((el, i) => ({ el, i, r: el.getBoundingClientRect() }))
          .filter((it) => it.r.width >= 1 && it.r.height >= 1 && (letters(it.el.textContent) >= 2 || it.el.matches(FIELD) || it.el.querySelector(FIELD)));
        if (items.length < 2) continue;
        const how = reorders(c, items.map((it) => it.el));
        if (!how) continue;
        const vis = visualOrder(items, getComputedStyle(c).direction === 'rtl');
        if (vis.every((it, k) => it === items[k])) continue;
        // Children that overlap are a stack (a carousel, a tooltip), not
        // a sequence laid out side by side.
        if (items.some((a, x) => items.some((b, y) => y > x && Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left) > 4 && Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top) > 4))) continue;
        if (Array.from(seen).some((s) => s.contains(c))) continue;
        seen.add(c);
        const moved = items.filter((it, k) => vis[k] !== it);
        // Page regions laid out side by side (a sidebar shown left of the
        // main content that follows it) are not a sequence; nor is one
        // field shown after its label (a styled check box).
        if (moved.some((it) => it.el.matches('main, aside, nav, header, footer, [role=main], [role=complementary], [role=navigation], [role=banner], [role=contentinfo], [role=region]'))) continue;
        if (c.querySelectorAll(FIELD).length === 1) continue;
        const nums = items.map((it) => orderNum(it.el.textContent));
        const numbered = items.filter((it, k) => nums[k] !== null);
        const ascending = (seq) => seq.every((n, k) => k === 0 || n > seq[k - 1]);
        const numIn = (seq) => seq.map((it) => nums[items.indexOf(it)]).filter((n) => n !== null);
        // Authors see their page, not its source: when the two orders of a
        // sequence disagree, the document's is the one nobody looked at.
        // Numbers say which is right: the screen's order only when it
        // follows them and the document's does not.
        let why = '', right = '';
        const distinct = numbered.length >= 2 && new Set(numbered.map((it) => nums[items.indexOf(it)])).size === numbered.length;
        if (distinct && ascending(numIn(vis)) && !ascending(numIn(items)))
          why = 'the items are numbered: the screen follows the numbers, the document does not';
        else if (distinct && ascending(numIn(items)) && !ascending(numIn(vis)))
          right = 'the document follows the items\' numbers and the screen does not: sighted readers, and sighted keyboard users following focus, meet them out of order';
        else if (moved.filter((it) => it.el.matches(FIELD) || it.el.querySelector(FIELD)).length >= 2)
          why = 'form fields are shown in another order than Tab and screen readers take them';
        else if (c.localName === 'ol')
          right = 'the ordered list\'s document order is its sequence, and the screen shows another';
        else {
          const head = c.querySelector(':scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > h5, :scope > h6') ||
            (c.previousElementSibling && c.previousElementSibling.matches('h1, h2, h3, h4, h5, h6') ? c.previousElementSibling : null);
          if (head && /\b(\d+[-\s]?)?(steps?|stages?)\b/i.test(head.textContent)) why = `the group is headed as steps (${JSON.stringify(norm(head.textContent).slice(0, 40))})`;
        }
        // Read when the finding is written out: an item's name may change
        // (aria-label) where its place and text, which decide, do not.
        const orders = () => `document order (screen readers, Tab) ${items.map(label).join(', ')}; on screen ${vis.map(label).join(', ')}`;
        const data = { how, document: items.map((it) => norm(it.el.textContent).slice(0, 40)), visual: vis.map((it) => norm(it.el.textContent).slice(0, 40)) };
        if (why) out.push({ el: c, data, summary: () => `CSS (${how}) shows these items in another order than the document's, and ${why}: ${orders()}. Put them in the document in the order they are meant to be read (F1).` });
        else if (right) out.push({ el: c, review: true, data, summary: () => `CSS (${how}) shows these items in another order than the document's; ${right}: ${orders()}. Show them in the order of the document.` });
        // Links or buttons moved side by side (a menu, a toolbar) read in
        // any order: their Tab order against the layout is aa-focus-order's.
        else if (!moved.every((it) => it.el.matches('a, button, [role=link], [role=button]') || (it.el.children.length === 1 && it.el.firstElementChild.matches('a, button') && norm(it.el.textContent) === norm(it.el.firstElementChild.textContent))))
          out.push({ el: c, review: true, data, summary: () => `CSS (${how}) shows these items in another order than the document's: ${orders()}. Check that the document order still makes sense (F1).` });
      }
      return out;
    };
    Object.assign(CHEAP, { 'aa-visual-order': visualOrderCheck });
  }
