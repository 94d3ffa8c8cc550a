(() => {
  // What changed in a document since its last scan, for an incremental
  // re-scan (rescan.go). A full scan of a page without frames installs a
  // watch: a MutationObserver on the document and its open shadow roots,
  // and prints of what a DOM mutation cannot show (stylesheets' rules, the
  // viewport and media features, focus and hover, every element's box).
  // plan() turns the mutations into the subtrees a re-scan must run axe on,
  // or says why only a full scan is right.
  const K = Symbol.for('accessagents.rescan');
  const WATCHED = { subtree: true, childList: true, attributes: true, characterData: true, attributeOldValue: true, characterDataOldValue: false };
  const MAX_RECORDS = 5000, MAX_ROOTS = 40;

  // A rule that selects or draws by one of the attributes a re-scan may
  // let stand on (aria-label, alt, title, lang) can restyle what no print
  // records (an underline, a border, ::before content, a shadow).
  const ATTR_CSS = /\[\s*(aria-label|alt|title|lang)\b|:lang\(|attr\(/i;
  const sheetsPrint = () => {
    let s = '', has = false, attrs = false;
    const sheets = [...document.styleSheets, ...(document.adoptedStyleSheets || [])];
    for (const sh of sheets) {
      s += '|' + (sh.href || '') + ':' + sh.disabled + ':' + (sh.media ? sh.media.mediaText : '');
      let rules = null;
      try { rules = sh.cssRules; } catch (e) { continue; }
      let h = rules.length;
      for (const r of rules) {
        const t = r.cssText;
        if (!has && t.includes(':has(')) has = true;
        if (!attrs && ATTR_CSS.test(t)) attrs = true;
        for (let i = 0; i < t.length; i++) h = (h * 31 + t.charCodeAt(i)) | 0;
      }
      s += ':' + h;
    }
    return { print: s, has, attrs };
  };
  const mediaPrint = () => [innerWidth, innerHeight, devicePixelRatio, ...['(prefers-color-scheme: dark)', '(prefers-reduced-motion: reduce)',
    '(forced-colors: active)', '(prefers-contrast: more)', 'print'].map((q) => matchMedia(q).matches)].join(',');
  const shadowRoots = () => {
    const out = [];
    const walk = (root) => { for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { out.push(el.shadowRoot); walk(el.shadowRoot); } };
    walk(document);
    return out;
  };
  // Each element's print: where it is, and apart from that its size, the
  // styles axe and a person read (CSS states such as :checked, :invalid,
  // :defined, :popover-open or a container query change them with no DOM
  // mutation), and a form control's state (a property, not an attribute).
  const TOP = (() => { try { document.documentElement.matches(':popover-open'); return ':popover-open, :modal'; } catch (e) { return ':modal'; } })();
  // top: the elements in the top layer now (a set read once per pass).
  const topLayer = () => { try { return new Set(document.querySelectorAll(TOP)); } catch (e) { return new Set(); } };
  const print = (el, top) => {
    const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
    let state = '';
    if (el.localName === 'input') state = el.value + '|' + el.checked + '|' + el.indeterminate;
    else if (el.localName === 'select') state = el.selectedIndex + '|' + el.value;
    else if (el.localName === 'textarea') state = el.value;
    else if (el.localName === 'option') state = String(el.selected);
    return { at: `${r.left + scrollX},${r.top + scrollY}`,
      look: `${r.width},${r.height}|${cs.display}|${cs.visibility}|${cs.opacity}|${cs.color}|${cs.backgroundColor}|${cs.backgroundImage.length}|${cs.fontSize}|${cs.fontWeight}|${cs.contentVisibility}|${top.has(el)}|${state}` };
  };
  const prints = () => { const m = new WeakMap(), top = topLayer(); for (const el of document.querySelectorAll('body *')) m.set(el, print(el, top)); return m; };
  const hovered = () => Array.from(document.querySelectorAll(':hover'));
  const framed = () => !!document.querySelector('iframe, frame, object, embed, portal');

  // begin starts watching before a scan reads the page, so a change made
  // while axe runs is not lost; finish keeps the changes that still stand
  // once the scan is done (a check that changed the page for a moment and
  // put it back leaves none) and takes the prints then, unless a re-scan's
  // plan took them before it read the page.
  const begin = (token) => {
    const w = { token, records: [], overflow: false };
    if (!document.body || framed()) return w;
    w.obs = new MutationObserver((list) => {
      if (w.overflow) return;
      if (w.records.length + list.length > MAX_RECORDS) { w.overflow = true; w.records = []; } else w.records.push(...list);
    });
    w.obs.observe(document, WATCHED);
    w.shadows = shadowRoots();
    for (const r of w.shadows) w.obs.observe(r, WATCHED);
    return w;
  };
  // taken: the prints plan() took just before this scan read the page,
  // if it did; a change after them then shows in the next plan.
  const finish = (w, taken) => {
    const old = window[K];
    if (old && old !== w && old.obs) old.obs.disconnect();
    if (!w.obs || !document.body || framed()) { if (w.obs) w.obs.disconnect(); try { delete window[K]; } catch (e) {} return false; }
    const during = w.records.concat(w.obs.takeRecords());
    // What was added during the scan and is gone again, and attributes set
    // back, changed nothing.
    const added = new Set();
    for (const m of during) if (m.type === 'childList') for (const n of m.addedNodes) added.add(n);
    const firstOld = new Map();
    w.records = during.filter((m) => {
      if (m.type === 'attributes') {
        const key = m.target.nodeName + '\u0000' + m.attributeName;
        if (!firstOld.has(m.target)) firstOld.set(m.target, new Map());
        const byName = firstOld.get(m.target);
        if (byName.has(m.attributeName)) return false;
        byName.set(m.attributeName, m.oldValue);
        return m.target.getAttribute(m.attributeName) !== m.oldValue;
      }
      if (m.type === 'childList') return Array.from(m.addedNodes).some((n) => n.isConnected) || Array.from(m.removedNodes).some((n) => !added.has(n) && !n.isConnected);
      return true;
    });
    Object.assign(w, { sheets: sheetsPrint(), media: mediaPrint(), active: document.activeElement, hover: hovered(), prints: taken || prints() });
    Object.defineProperty(window, K, { value: w, configurable: true, enumerable: false, writable: true });
    return true;
  };
  const install = (token) => finish(begin(token));

  // Ancestors whose own result can follow from what they contain: a name
  // from content, a list's or table's structure, required children, a
  // hidden region's focusable content, nested controls, an image's title.
  const DEPENDS = 'a[href], button, summary, label, legend, caption, th, td, li, dt, dd, h1, h2, h3, h4, h5, h6, option, optgroup, select, datalist, ' +
    'ul, ol, dl, menu, table, thead, tbody, tfoot, tr, fieldset, form, details, figure, svg, video, audio, object, map, [role], [aria-hidden], ' +
    '[aria-labelledby], [aria-describedby], [aria-owns], [tabindex], [contenteditable], [inert]';
  // The ancestors whose name or description can come from a
  // descendant's name (widenName).
  const NAME_DEPENDS = 'a[href], button, summary, label, legend, caption, th, td, h1, h2, h3, h4, h5, h6, option, optgroup, select, datalist, ' +
    'table, fieldset, figure, details, [role], [aria-labelledby], [aria-describedby], [aria-owns]';
  const IDREFS = ['aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-errormessage', 'aria-flowto', 'for', 'headers', 'list', 'form'];
  const element = (n) => (n && n.nodeType === 1 ? n : n && n.parentElement) || null;
  // Attributes none of the rules that read positions reads (they read
  // roles, focusability, disabled state, labelling by id, text and
  // boxes). They stand only when no style sheet selects or draws by
  // them (ATTR_CSS) and the page has no open shadow root (whose own
  // sheets and elements the prints do not read).
  const UNSEEN_BY_POSITIONAL = new Set(['aria-label', 'alt', 'title', 'lang']);

  // plan reads the mutations since the watch began and returns { roots,
  // near, moved, visual, prints } (elements, and every element's print
  // now, for the next watch), or { full: reason }. visual is
  // false when every change was an attribute in UNSEEN_BY_POSITIONAL and
  // no element's print changed: the rules that read positions then stand
  // as the last scan gave them.
  const plan = (token) => {
    const w = window[K];
    if (!w || w.token !== token) return { full: 'the document is not the one last scanned' };
    const records = w.records.concat(w.obs.takeRecords());
    if (w.overflow || records.length > MAX_RECORDS) return { full: `over ${MAX_RECORDS} changes since the last scan` };
    if (framed()) return { full: 'the page now holds frames' };
    const sheets = sheetsPrint();
    if (sheets.print !== w.sheets.print) return { full: 'the page\'s style sheets changed' };
    if (mediaPrint() !== w.media) return { full: 'the viewport or the emulated media changed' };
    if (document.activeElement !== w.active) return { full: 'focus moved since the last scan' };
    const hov = hovered();
    if (hov.length !== w.hover.length || hov.some((el, i) => el !== w.hover[i])) return { full: 'the pointer hovers over something else' };
    const shadows = shadowRoots();
    if (shadows.length !== w.shadows.length || shadows.some((r) => !w.shadows.includes(r))) return { full: 'shadow roots were added or removed' };
    if (document.getAnimations && document.getAnimations().some((a) => a.playState === 'running')) return { full: 'animations are running' };
    // Net changes: an attribute set back to its first old value did not change.
    // loud: touched by more than a change of its quiet attributes.
    const firstOld = new Map(), touched = new Set(), loud = new Set(), removedIds = new Set();
    let visual = false;
    for (const m of records) {
      if (m.type === 'attributes') {
        const key = m.target;
        let byName = firstOld.get(key);
        if (!byName) firstOld.set(key, byName = new Map());
        if (!byName.has(m.attributeName)) byName.set(m.attributeName, m.oldValue);
        if (m.attributeName === 'id' && m.oldValue) removedIds.add(m.oldValue);
        continue;
      }
      if (m.type === 'childList') {
        for (const n of m.removedNodes) {
          if (n.nodeType !== 1) continue;
          if (n.id) removedIds.add(n.id);
          for (const d of n.querySelectorAll('[id]')) removedIds.add(d.id);
        }
      }
      visual = true;
      const el = element(m.target) || document.documentElement;
      touched.add(el);
      loud.add(el);
    }
    const attrs = new Set();
    // A language changes the text that is read where CSS transforms its
    // case (innerText of "title" under lang=tr is "TİTLE") or hyphenates
    // it, which no box need show.
    const cased = (el) => [el, ...el.querySelectorAll('*')].some((d) => { const cs = getComputedStyle(d); return cs.textTransform !== 'none' || cs.hyphens === 'auto'; });
    for (const [el, byName] of firstOld) {
      for (const [name, old] of byName) {
        if (el.getAttribute(name) === old) continue;
        attrs.add(name);
        touched.add(el);
        if (!UNSEEN_BY_POSITIONAL.has(name) || sheets.attrs || w.shadows.length > 0 || (name === 'lang' && el.isConnected && cased(el))) { visual = true; loud.add(el); }
      }
    }
    // An element whose size, style or state changed with no mutation of
    // its own (a CSS state, a property) is changed; one that only moved
    // makes the rules that read positions run on the whole page.
    let moved = false;
    const nowPrints = new WeakMap(), top = topLayer();
    for (const el of document.querySelectorAll('body *')) {
      const now = print(el, top);
      nowPrints.set(el, now);
      const old = w.prints.get(el);
      if (old === undefined) { visual = true; if (!Array.from(touched).some((t) => t.contains(el))) { touched.add(el); loud.add(el); } continue; }
      if (now.look !== old.look) { touched.add(el); loud.add(el); visual = true; } else if (now.at !== old.at) moved = visual = true;
    }
    // What the checks found at the last scan, and the attributes whose
    // values changed since (for the checks whose results then stand).
    const found = w.found || null, sels = w.sels || null, changedAttrs = Array.from(attrs);
    if (touched.size === 0 && !moved) return { roots: [], near: [], moved: false, visual: false, prints: nowPrints, found, sels, attrs: changedAttrs };
    const widen = (el) => {
      let top = el;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (a.matches(DEPENDS)) top = a;
      return top;
    };
    // After a change of its names only (aria-label, alt, title; lang
    // names its language), an element's own results change, and those of
    // the ancestors whose name or description comes from their content
    // (a link round an image, a heading, a table's caption, a label round
    // its field); no sibling's result reads them (the page-wide rules that
    // compare names run on the whole page).
    const widenName = (el) => {
      let top = el;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) if (a.matches(NAME_DEPENDS)) top = a;
      return top;
    };
    const roots = new Set();
    for (let el of touched) {
      if (!el.isConnected) continue; // a removed subtree's parent is touched too
      const quiet = !loud.has(el);
      // A change inside a shadow tree is its host's: axe enters the tree
      // from there, and ancestors are read across the boundary from it.
      for (let r = el.getRootNode(); r !== document && r.host; r = el.getRootNode()) el = r.host;
      if (el.closest('head') || el === document.documentElement || el === document.body) return { full: 'the page\'s head, html or body element changed' };
      if (sheets.has) return { full: 'the page styles with :has(), so a change can restyle anything above it' };
      if (quiet && el.getRootNode() === document) { roots.add(widenName(el)); continue; }
      // One level up (siblings' results can follow from each other), then
      // the furthest ancestor whose own result can follow from its content.
      el = el.parentElement && el.parentElement !== document.body ? el.parentElement : el;
      roots.add(widen(el));
    }
    // Elements that refer by id to something inside a changed subtree, to
    // an ancestor of one (a name is read from the whole referenced
    // element), or to something removed, get their names and references
    // from it; and what a changed subtree refers to (a label's control, an
    // owned element) gets its name or parent from it.
    const ids = new Set(removedIds), referred = [];
    const REFS = IDREFS.map((a) => `[${a}]`).join(',');
    for (const r of roots) {
      for (let a = r; a && a !== document.body; a = a.parentElement) if (a.id) ids.add(a.id);
      for (const d of r.querySelectorAll('[id]')) ids.add(d.id);
      for (const d of [r, ...r.querySelectorAll(REFS)]) {
        if (!d.matches(REFS)) continue;
        for (const a of IDREFS) for (const t of (d.getAttribute(a) || '').split(/\s+/)) { const el = t && document.getElementById(t); if (el) referred.push(el); }
      }
    }
    for (const el of referred) roots.add(widen(el));
    if (ids.size) {
      for (const el of document.querySelectorAll(REFS)) {
        if (IDREFS.some((a) => (el.getAttribute(a) || '').split(/\s+/).some((t) => ids.has(t)))) roots.add(widen(el));
      }
    }
    // Outermost only.
    let list = Array.from(roots).filter((r) => r.isConnected && !Array.from(roots).some((o) => o !== r && o.contains(r)));
    if (list.some((r) => r === document.body || r === document.documentElement)) return { full: 'a change reached the whole page' };
    if (list.length > MAX_ROOTS) return { full: `changes in over ${MAX_ROOTS} places` };
    const inRoots = (el) => list.some((r) => r.contains(el));
    const near = [];
    if (!visual) return { roots: list, near, moved, visual, prints: nowPrints, found, sels, attrs: changedAttrs };
    if (!moved) {
      const rects = list.map((r) => r.getBoundingClientRect());
      const hit = (b) => rects.some((r) => b.left < r.right + 24 && b.right > r.left - 24 && b.top < r.bottom + 24 && b.bottom > r.top - 24);
      for (const el of document.querySelectorAll('body *')) {
        if (inRoots(el) || el.contains(list[0]) || list.some((r) => el.contains(r))) continue;
        if (el.children.length === 0 || Array.from(el.childNodes).some((c) => c.nodeType === 3 && c.nodeValue.trim())) {
          if (hit(el.getBoundingClientRect())) near.push(el);
        }
      }
    }
    // Past a few dozen elements near the changes, one page-wide run of
    // the positional rules costs less than axe's context of them all.
    if (near.length > 50) return { roots: list, near: [], moved: true, visual, nearMany: near.length, prints: nowPrints, found, sels, attrs: changedAttrs };
    return { roots: list, near, moved, visual, prints: nowPrints, found, sels, attrs: changedAttrs };
  };

  return { begin, finish, install, plan };
})()
