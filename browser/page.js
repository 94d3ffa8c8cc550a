  refStart = arg.refStart || 0;
  leanRead = !!arg.lean;
  if (window[REFS]) window[REFS].pending = [];
  if (arg.op === 'refSelector') {
    // The element a ref names, where it is now: its selector, '' when it
    // sits in a frame or shadow root (the scan's selector serves), null
    // when it has left the page.
    const R = window[REFS];
    const w = R && R.byId.get(arg.id);
    const el = w && w.deref();
    if (!el || !el.isConnected) return null;
    if (el.ownerDocument !== document || el.getRootNode() !== document) return '';
    return cssSel(el, document);
  }

  if (arg.op === 'structure') {
    const max = arg.max || 300;
    const els = [];
    const nodes = [];
    const heads = [];
    let total = 0;
    const hosts = [];
    const roots = new Set([document]);
    walk(document, top, (el, root, ctx) => {
      roots.add(root);
      if (closedHost(el) && hosts.length < 500) {
        // Where a closed root's controls, read later from the
        // accessibility tree, fall among the elements and headings.
        const r = el.getBoundingClientRect();
        hosts.push({ at: els.length, hs: heads.length, lm: landmarkOf(el),
          box: [Math.round(r.left + ctx.dx), Math.round(r.top + ctx.dy), Math.round(r.width), Math.round(r.height)] });
      }
      const hl = headingLevel(el);
      if (hl && els.length < max && heads.length < max && visible(el)) {
        const r = el.getBoundingClientRect();
        const t = trunc(norm(el.innerText || el.textContent), 60);
        // A heading inside a link or button whose name already says it
        // (a story's title link wrapping its h2 and kicker) adds nothing.
        // Whole words ("News" is not in "Newsletter"), or the start of the
        // name for a heading cut short.
        const holds = (name, h) => h.endsWith('\u2026') ? name.startsWith(h.slice(0, -1)) : (' ' + name + ' ').includes(' ' + h + ' ');
        const inside = nodes.length && nodes[nodes.length - 1].contains(el) && holds(els[els.length - 1].name || '', t);
        if (t && !inside && !(arg.viewportOnly && !inViewport([r.left + ctx.dx, r.top + ctx.dy, r.width, r.height]))) {
          heads.push({ level: hl, text: t, at: els.length, lm: landmarkOf(el) });
        }
      }
      const own = interactive(el) || glyphControl(el) || cellControl(el);
      if (!(own || listened(el)) || !visible(el)) return true;
      // A listener alone on an element that holds other controls is a
      // delegating container (a list's one click handler), not a control.
      if (!own && (el === document.body || el === document.documentElement)) return true;
      const d = describe(el, root, ctx);
      if (arg.viewportOnly && !inViewport(d.box)) return true;
      total++;
      if (els.length < max) { d.lm = landmarkOf(el); if (!own) d.delegates = true; els.push(d); nodes.push(el); }
      return true;
    });
    for (let i = els.length - 1; i >= 0; i--) {
      if (els[i].delegates && nodes.some((n, j) => j !== i && nodes[i].contains(n))) {
        els.splice(i, 1); nodes.splice(i, 1); total--;
        for (const h of heads) if (h.at > i) h.at--; // headings and closed roots sit by index
        for (const h of hosts) if (h.at > i) h.at--;
      }
    }
    for (const d of els) delete d.delegates;
    // A card's picture and its title that link to the same page are one
    // way there to a person: the one whose name says more is kept (a
    // title over a picture's file name). In-page and script links are
    // left alone: the same "#" serves different handlers.
    const said = (d) => (d.name ? d.name.split(/\s+/).length + 1 : 0);
    const page = location.href.split('#')[0];
    // A link that does something of its own (data-method="delete", a
    // handler, a download, another window) is never folded, and one of the
    // two must be a picture: two worded links are two controls.
    const plainLink = (n) => !['data-method', 'data-turbo-method', 'onclick', 'download', 'role'].some((a) => n.hasAttribute(a)) && !listened(n);
    const dest = (n) => n.localName === 'a' && /^(https?|file):/.test(n.href) && n.href.split('#')[0] !== page && plainLink(n) ? n.href : '';
    const picture = (n) => !norm(n.innerText || '') && !!n.querySelector('img, svg, picture');
    for (let i = els.length - 1; i > 0; i--) {
      const h = dest(nodes[i]);
      if (!h || h !== dest(nodes[i - 1]) || els[i].lm !== els[i - 1].lm || els[i].states || els[i - 1].states ||
        (nodes[i].target || '') !== (nodes[i - 1].target || '') || !(picture(nodes[i]) || picture(nodes[i - 1]))) continue;
      const drop = said(els[i]) > said(els[i - 1]) ? i - 1 : i;
      els.splice(drop, 1); nodes.splice(drop, 1); total--;
      for (const hd of heads) if (hd.at > drop) hd.at--;
      for (const hd of hosts) if (hd.at > drop) hd.at--;
    }
    const swapped = refSettle(arg.actRid || 0);
    for (const d of els) if (swapped.has(d.rid)) d.rid = swapped.get(d.rid);
    // A control whose role and name repeat ("View", "Cancel order" in
    // every row) carries its row's text.
    const seenNames = new Map();
    for (const d of els) { const k = d.role + '\u0000' + (d.name || d.dn || ''); seenNames.set(k, (seenNames.get(k) || 0) + 1); }
    // Only where the rows tell them apart: the same product in three
    // carousels has the same card text three times, which helps nobody.
    // A control whose name says nothing of what it acts on (none, one
    // derived from its markup, fewer than three letters: "⋯", "+", "👍 1") carries its
    // row's text too, repeated or not: a hover-only "⋯" is alone in the
    // page, yet belongs to one row.
    // (A field is named by the text before it already.)
    const vague = (d) => !['textbox', 'searchbox', 'combobox', 'spinbutton', 'listbox', 'slider'].includes(d.role) &&
      (d.name.match(/\p{L}/gu) || []).length < 3;
    const rowsOf = new Map();
    els.forEach((d, i) => {
      const k = d.role + '\u0000' + (d.name || d.dn || '');
      if (seenNames.get(k) > 1 || vague(d)) { const r = rowKey(nodes[i]); if (r) { d.row = r; if (!rowsOf.has(k)) rowsOf.set(k, new Set()); rowsOf.get(k).add(r); } }
    });
    for (const d of els) {
      const k = d.role + '\u0000' + (d.name || d.dn || '');
      if (d.row && seenNames.get(k) > 1 && rowsOf.get(k).size < 2) delete d.row;
    }
    // A control drawn by the page keeps its state in a class the page
    // toggles ("switch on", "tab active"), which no ARIA attribute says.
    // Among controls of one tag and first class, a class some carry and
    // others do not is such a state, and is shown as one ([.on]): read
    // from how the page's own controls differ, not from a list of words.
    const groups = new Map();
    els.forEach((d, i) => {
      const n = nodes[i];
      if (!n.classList || !n.classList.length || ownState(n)) return;
      const g = n.localName + '.' + n.classList[0];
      if (!groups.has(g)) groups.set(g, { n: 0, tokens: new Map(), members: [] });
      const grp = groups.get(g);
      grp.n++; grp.members.push(d);
      for (const t of new Set(Array.from(n.classList).slice(1))) grp.tokens.set(t, (grp.tokens.get(t) || 0) + 1);
      d.cl = Array.from(n.classList).slice(1);
    });
    // Once seen as a state, a class stays one in this document: when
    // every switch is on, "on" is still their state.
    const known = window[Symbol.for('accessagents.stateClasses')] || new Set();
    if (!window[Symbol.for('accessagents.stateClasses')]) Object.defineProperty(window, Symbol.for('accessagents.stateClasses'), { value: known });
    for (const [g, grp] of groups) {
      // A state, not a variant: some control of the group carries exactly
      // the classes of another plus this one ("switch on" beside
      // "switch"); a modifier every control has its own of
      // ("nav-link is-games", "nav-link is-movies") is no state.
      // Nor is one of three or more that take one another's place
      // ("is-games", "is-movies", "is-tv" on otherwise equal links).
      const lists = new Set(grp.members.map((d) => d.cl.slice().sort().join(' ')));
      const without = (d, t) => d.cl.filter((x) => x !== t).sort().join(' ');
      const toggled = (t) => grp.members.some((d) => d.cl.includes(t) && lists.has(without(d, t)));
      const rest = new Map(); // classes without one optional token → the tokens seen in that place
      for (const [t, n] of grp.tokens) {
        if (n >= grp.n) continue;
        for (const d of grp.members) if (d.cl.includes(t)) { const k = without(d, t); if (!rest.has(k)) rest.set(k, new Set()); rest.get(k).add(t); }
      }
      const variant = (t) => grp.members.some((d) => d.cl.includes(t) && rest.get(without(d, t)).size >= 3);
      for (const [t, n] of grp.tokens) if (grp.n >= 2 && n < grp.n && /^[a-z][a-z-]{1,15}$/i.test(t) && known.size < 200 && toggled(t) && !variant(t)) known.add(g + ' ' + t);
      for (const d of grp.members) {
        const marks = d.cl.filter((t) => known.has(g + ' ' + t)).slice(0, 2).map((t) => '.' + t);
        if (marks.length) d.states = (d.states || []).concat(marks);
      }
    }
    for (const d of els) delete d.cl;
    // textChars < 0 asks for no text at all; 0 (unset) for the default.
    const tc = arg.textChars < 0 ? 0 : (arg.textChars || 600);
    const prose = proseParts(Math.max(tc, arg.parts ? 4000 : 0), arg.parts ? 2000 : (tc ? 240 : 0));
    return { title: document.title, url: location.href, text: tc ? trunc(prose.main.join(' '), tc) : '', around: tc ? trunc(prose.around.join(' '), 240) : '',
      parts: arg.parts ? prose.main.concat(prose.around) : null, elements: els, headings: heads, total, closedHosts: hosts,
      htmlBytes: document.documentElement ? document.documentElement.outerHTML.length : 0, scrollY: Math.round(window.scrollY),
      scrollHeight: document.documentElement ? document.documentElement.scrollHeight : 0,
      watch: arg.watch ? watchRoots(roots) : -1 };
  }

  if (arg.op === 'findText') {
    const want = norm(arg.text).toLowerCase();
    // Spacing is not matched: the structure shows "▸ Finance" for
    // <span>▸</span>Finance, whose innerText is "▸Finance".
    const squash = (s) => s.replace(/\s+/g, '');
    const wantSq = squash(want);
    const matches = (s) => {
      const t = norm(s).toLowerCase();
      return t && (arg.exact ? t === want || squash(t) === wantSq : t.includes(want) || squash(t).includes(wantSq));
    };
    const hits = [];
    walk(document, top, (el, root, ctx) => {
      const tag = el.localName;
      if (tag === 'script' || tag === 'style' || tag === 'noscript' || tag === 'template' || tag === 'head' || tag === 'title') return true;
      const attrHit = ['aria-label', 'title', 'placeholder', 'alt'].some((a) => matches(el.getAttribute(a))) ||
        (tag === 'input' && ['submit', 'button', 'reset'].includes(el.type) && matches(el.value));
      if (!attrHit) {
        if (!squash(el.textContent.toLowerCase()).includes(wantSq)) return true; // cheap prefilter
        if (!matches(el.innerText)) return true;
      }
      if (!visible(el)) return true;
      hits.push({ el, root, ctx });
      return true;
    });
    // Keep the deepest matches, then lift each to its actionable ancestor
    // when that ancestor shows nothing else (a button's inner span): a
    // row or toolbar that holds other names too ("Reply Forward" for
    // "Forward") is not what was asked for, and the innermost element is.
    const deepest = hits.filter((h) => !hits.some((o) => o !== h && h.el.contains(o.el)));
    const seen = new Set();
    const out = [];
    for (const h of deepest) {
      let el = h.el;
      const own = norm(h.el.innerText || h.el.textContent);
      for (let a = el; a && a !== h.root; a = a.parentElement) {
        if (!interactive(a)) continue;
        if (a === el || !own || norm(accName(a)) === trunc(own, MAXNAME)) el = a;
        break;
      }
      if (seen.has(el)) continue;
      seen.add(el);
      out.push(describe(el, h.root, h.ctx));
      if (out.length >= (arg.limit || 20)) break;
    }
    refSettle(0);
    return out;
  }
