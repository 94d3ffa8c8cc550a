  // refslib.js: how a ref stays its element's (refIdOf), read with
  // pagelib.js (refRegistry, norm) in one scope.
  // A framework that re-renders replaces an element with a new one in the
  // same place: to a person it is the same control, and so is its ref. A
  // new element takes the id of a registered one that has left the page
  // when both have the same tag, role, name and place (three levels of
  // tag and index) and the same words in their row (so the button of the
  // row that moved up into a deleted row's place never takes its ref); an
  // element with neither a name nor a row keeps a ref of its own.
  const refPlace = (el) => {
    let key = '';
    for (let a = el, i = 0; a && a.parentElement && i < 3; a = a.parentElement, i++) {
      key += '/' + a.localName + ':' + Array.prototype.indexOf.call(a.parentElement.children, a);
    }
    return key;
  };
  const refUnit = (el) => {
    for (let a = el.parentElement, i = 0; a && i < 6; a = a.parentElement, i++) {
      if (a.localName === 'tr' || a.getAttribute('role') === 'row' || a.localName === 'li' || a.getAttribute('role') === 'listitem' || a.localName === 'article' ||
        (a.parentElement && typeof a.className === 'string' && a.className.trim() &&
         Array.from(a.parentElement.children).some((c) => c !== a && c.localName === a.localName && c.className === a.className))) return a;
    }
    return null;
  };
  // refRowWords is the row's text without the element's, from textContent:
  // the same for an element that has left the page and its successor.
  //
  // An element that is itself one of a run of like siblings (a card, a
  // row) has no row beyond itself: its name is its identity, wherever the
  // list it sits in moves it.
  const refRowWords = (el) => {
    const p = el.parentElement;
    if (el.localName === 'li' || el.localName === 'tr' || el.localName === 'article' ||
      (p && typeof el.className === 'string' && el.className.trim() &&
       Array.from(p.children).some((c) => c !== el && c.localName === el.localName && c.className === el.className))) return '';
    // With no row, the nearest ancestor with words of its own beside the
    // element: a card whose class differs from its neighbours' ("card c1",
    // "card c2"), a detail panel that now shows another item.
    let u = refUnit(el);
    for (let a = el.parentElement, i = 0; !u && a && i < 3; a = a.parentElement, i++) {
      if (norm(a.textContent).length > norm(el.textContent).length) u = a;
    }
    if (!u) return '';
    const parts = [];
    const collect = (n) => {
      for (const c of n.childNodes) {
        if (c === el) continue;
        if (c.nodeType === 3) parts.push(c.textContent);
        else if (c.nodeType === 1) { if (c.contains(el)) collect(c); else parts.push(c.textContent); }
      }
    };
    collect(u);
    return norm(parts.join(' ')).slice(0, 200);
  };
  const refIdOf = (el, name, derived) => {
    const R = refRegistry();
    if (!R.byKey || R.byKey.size > 20000) { R.byKey = new Map(); R.loose = new Map(); R.byMask = new Map(); R.rowOf = new WeakMap(); R.nameOf = new WeakMap(); R.pending = []; }
    let id = R.m.get(el);
    if (id !== undefined) {
      // Its row as the model last read it: a list patched in place may
      // have put another row's words round it since.
      R.rowOf.set(el, refRowWords(el)); R.nameOf.set(el, name || '');
      return id;
    }
    // An element's row words are kept from when it was in the page: once
    // gone, its row may be gone with it.
    const row = refRowWords(el);
    const take = (prev) => {
      const old = R.byId.get(prev).deref();
      R.m.delete(old);
      R.m.set(el, prev); R.byId.set(prev, new WeakRef(el)); R.rowOf.set(el, row); R.nameOf.set(el, name || '');
      return prev;
    };
    const goneOf = (list) => list.filter((prev) => { const old = R.byId.get(prev) && R.byId.get(prev).deref(); return old && !old.isConnected && R.m.get(old) === prev; });
    // In the same place, with the same name and row words.
    const key = el.localName + '|' + (el.getAttribute('role') || '') + '|' + (name || '') + '|' + refPlace(el);
    const ids = R.byKey.get(key) || [];
    if (name || row) {
      const here = goneOf(ids).filter((prev) => R.rowOf.get(R.byId.get(prev).deref()) === row);
      if (here.length === 1) return take(here[0]);
    }
    // Moved as well as redrawn (a card dragged to another column, rows
    // re-sorted): the one gone element of its tag, role and name with its
    // row words. An unnamed control is told from its row's others by its
    // derived name and first class (a card's edit, flag and bin buttons).
    // A name without letters ("👍 1", "⋯") tells nothing: it needs its row.
    const lkey = el.localName + '|' + (el.getAttribute('role') || '') + '|' + (name || '~' + (derived || '') + '.' + ((el.classList && el.classList[0]) || ''));
    const near = R.loose.get(lkey) || [];
    const gone = goneOf(near);
    const same = gone.filter((prev) => R.rowOf.get(R.byId.get(prev).deref()) === row);
    if (same.length === 1 && (row || (name.match(/\p{L}/gu) || []).length >= 3)) return take(same[0]);
    id = R.n++; R.m.set(el, id); R.byId.set(id, new WeakRef(el)); R.rowOf.set(el, row); R.nameOf.set(el, name || '');
    R.byKey.set(key, [id, ...ids].slice(0, 4));
    R.loose.set(lkey, [id, ...near].slice(0, 64));
    // A counter redrawn with its new number ("Apples 3" → "Apples 4",
    // "👍 1" → "👍 2"): the one gone element of its place whose name and
    // row differ from this one's in numbers only. Decided once the read
    // is done (refSettle), and only in the read after an act on that very
    // row: the next page of orders, the next week of a timesheet, are
    // other rows whose numbers also changed.
    const mkey = el.localName + '|' + (el.getAttribute('role') || '') + '|' + digitless(name || '') + '|' + refPlace(el);
    const mids = R.byMask.get(mkey) || [];
    const was = goneOf(mids).filter((prev) => digitless(R.rowOf.get(R.byId.get(prev).deref())) === digitless(row));
    if (was.length === 1 && (name || row)) {
      const old = R.byId.get(was[0]).deref();
      const sig = numbersChanged(R.nameOf.get(old) + '\u0001' + R.rowOf.get(old), (name || '') + '\u0001' + row);
      if (sig) R.pending.push({ id, prev: was[0], sig, keys: [[R.byKey, key], [R.loose, lkey], [R.byMask, mkey]] });
    }
    R.byMask.set(mkey, [id, ...mids].slice(0, 4));
    return id;
  };
  const digitless = (s) => (s || '').replace(/\d+/g, '#');
  // numbersChanged lists the numbers that differ between two texts of the
  // same words ("3>4"), or '' when none do.
  const numbersChanged = (a, b) => {
    const x = a.match(/\d+/g) || [], y = b.match(/\d+/g) || [];
    if (x.length !== y.length) return '';
    return x.map((n, i) => n === y[i] ? '' : n + '>' + y[i]).filter(Boolean).join(',');
  };
  // refSettle hands the counters' refs over (above) at the end of a read
  // after an act on actRid's element: every such element must have sat in
  // the row that element sat in (or be it), and changed the same numbers
  // the same way. It says which ids became which, for the read's output.
  const unitOf = (el) => refUnit(el) || el.parentElement;
  const refSettle = (actRid) => {
    const R = refRegistry();
    const P = R.pending || [];
    R.pending = [];
    const swap = new Map();
    const target = actRid && R.byId.get(actRid) && R.byId.get(actRid).deref();
    if (!target || !P.length || P.length > 8 || new Set(P.map((p) => p.sig)).size !== 1 || new Set(P.map((p) => p.prev)).size !== P.length) return swap;
    const row = unitOf(target);
    // The number that changed is the counter the act worked: a bare
    // number beside the act's element ("−" 3 "+"), or one in its own name
    // ("👍 1"). A number in the record's heading or words ("Order 1042",
    // "PROJ-123") is the record's own, and the next record is another.
    const pairs = P[0].sig.split(',');
    const from = pairs.length === 1 ? pairs[0].split('>')[0] : '';
    const bare = new Set();
    for (const c of (target.parentElement ? target.parentElement.childNodes : [])) { const t = (c.textContent || '').trim(); if (c !== target && /^\d{1,4}$/.test(t)) bare.add(t); }
    if (!from || !(bare.has(from) || ((R.nameOf.get(target) || '').match(/\d+/g) || []).includes(from))) return swap;
    for (const p of P) {
      const el = R.byId.get(p.id) && R.byId.get(p.id).deref();
      const old = R.byId.get(p.prev) && R.byId.get(p.prev).deref();
      if (!el || !old || old.isConnected || R.m.get(old) !== p.prev || R.m.get(el) !== p.id) continue;
      if (old !== target && (!row || unitOf(old) !== row)) continue;
      R.m.delete(old); R.byId.delete(p.id);
      R.m.set(el, p.prev); R.byId.set(p.prev, new WeakRef(el));
      // The lists that find a gone element by key now name the ref kept.
      for (const [map, k] of p.keys) { const ids = map.get(k); if (ids) map.set(k, [...new Set(ids.map((x) => (x === p.id ? p.prev : x)))]); }
      swap.set(p.id, p.prev);
    }
    return swap;
  };
