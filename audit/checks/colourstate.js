  // 1.4.1: the selected tab, the current page's link or a pressed toggle
  // shown apart from its peers by colour alone (no weight, underline,
  // border, marker or shape of its own), the two colours under 3:1 apart:
  // someone who cannot tell them apart cannot see which one is on. The
  // state itself is read from ARIA (aria-selected, aria-current,
  // aria-pressed), so the check names no class. One block, so its names
  // cannot clash with other check files'.
  {
    const ON = '[role=tab][aria-selected=true], [aria-current]:not([aria-current=false]), [aria-pressed=true]';
    const COLOUR = ['color', 'background-color', 'border-top-color', 'border-right-color', 'border-bottom-color', 'border-left-color', 'outline-color', 'text-decoration-color', 'opacity'];
    const SHAPE = ['font-weight', 'font-style', 'font-size', 'text-decoration-line', 'text-transform', 'letter-spacing', 'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
      'border-top-style', 'border-right-style', 'border-bottom-style', 'border-left-style', 'outline-style', 'outline-width', 'box-shadow', 'background-image', 'transform', 'padding-top', 'padding-bottom', 'width', 'height'];
    // look is what an element shows besides its colours (width and
    // height are set aside when compared: words of other lengths).
    const look = (el, pseudo) => { const cs = getComputedStyle(el, pseudo); return SHAPE.map((k) => cs.getPropertyValue(k)).join('|') + (pseudo ? cs.content : ''); };
    // The peers of an item: the same kind of element in the same group
    // (its siblings, or its parent's siblings' children: links in a list).
    const peers = (el) => {
      const kind = (e) => e.localName + '|' + (e.getAttribute('role') || '');
      const sib = (p) => (p ? Array.from(p.children) : []);
      let all = sib(el.parentElement).filter((e) => e !== el && kind(e) === kind(el));
      if (!all.length && el.parentElement && el.parentElement.parentElement) {
        all = sib(el.parentElement.parentElement).flatMap((li) => (li === el.parentElement ? [] : Array.from(li.children))).filter((e) => kind(e) === kind(el));
      }
      // A pressed button's peers are toggles too (aria-pressed on them):
      // a "Share" button beside "Saved" is another control, not the same
      // one off.
      if (el.hasAttribute('aria-pressed') && !el.matches('[role=tab]')) all = all.filter((e) => e.hasAttribute('aria-pressed'));
      return all.filter((e) => !hidden(e) && !e.matches(ON));
    };
    // Colours of what is drawn around an item but not by it: its ::before
    // and ::after, its children, and its parent when the peer has another
    // one (an li marked current around the link).
    // (Text colour is left out: a pseudo-element and a child inherit it.)
    const PAINT = COLOUR.filter((k) => k !== 'color' && k !== 'text-decoration-color');
    const drawnPseudo = (cs) => cs.content && cs.content !== 'none' && cs.content !== 'normal';
    const around = (el) => [getComputedStyle(el, '::before'), getComputedStyle(el, '::after')].map((cs) => drawnPseudo(cs) ? PAINT.map((k) => cs.getPropertyValue(k)).join('|') + cs.content + cs.width + cs.height : '')
      .concat(Array.from(el.children).map((c) => PAINT.map((k) => getComputedStyle(c).getPropertyValue(k)).join('|'))).join('#');
    const parentCue = (el, peer) => el.parentElement !== peer.parentElement && !!el.parentElement && !!peer.parentElement &&
      (look(el.parentElement) !== look(peer.parentElement) || COLOUR.some((k) => getComputedStyle(el.parentElement).getPropertyValue(k) !== getComputedStyle(peer.parentElement).getPropertyValue(k)));
    // An indicator drawn as an element of its own in the tab list (a
    // sliding bar under the selected tab) is a cue the tab does not hold.
    const indicator = (el) => { const list = el.closest('[role=tablist]'); return !!list && Array.from(list.querySelectorAll('*')).some((x) => !x.closest('[role=tab]') && !x.matches('[role=tab]') && x.children.length === 0 && !norm(x.textContent || '') && !hidden(x)); };
    const colourState = () => {
      const out = [];
      for (const el of document.querySelectorAll(ON)) {
        if (hidden(el) || letters(norm(el.innerText || '')) < 1) continue;
        const others = peers(el);
        if (others.length < 1) continue;
        const peer = others[0], a = getComputedStyle(el), b = getComputedStyle(peer);
        const shapeA = look(el).split('|'), shapeB = look(peer).split('|');
        const w = SHAPE.indexOf('width'), h = SHAPE.indexOf('height');
        const same = shapeA.every((v, i) => i === w || i === h || v === shapeB[i]) && look(el, '::before') === look(peer, '::before') && look(el, '::after') === look(peer, '::after') &&
          el.children.length === peer.children.length && Array.from(el.children).every((c, i) => c.localName === peer.children[i].localName && look(c) === look(peer.children[i]));
        if (!same || around(el) !== around(peer) || parentCue(el, peer) || indicator(el)) continue;
        const diff = COLOUR.filter((k) => a.getPropertyValue(k) !== b.getPropertyValue(k));
        if (!diff.length) continue;
        const bgA = clr.behind(el), bgB = clr.behind(peer);
        if (!bgA || !bgB) continue;
        const fill = (cs, bg) => { const c = clr.parse(cs.backgroundColor); return c ? clr.over(c, bg) : bg; };
        const fa = fill(a, bgA), fb = fill(b, bgB);
        const ta = clr.over(clr.parse(a.color) || [0, 0, 0, 1], fa), tb = clr.over(clr.parse(b.color) || [0, 0, 0, 1], fb);
        // A border or outline seen on one and not on the other (a
        // transparent underline made blue) is a line that appears: a cue.
        const edge = (cs, fillc, side) => { const w = parseFloat(cs.getPropertyValue(side + '-width')), st = cs.getPropertyValue(side + '-style'), c = clr.parse(cs.getPropertyValue(side + '-color'));
          return w > 0 && st !== 'none' && st !== 'hidden' && !!c && c[3] > 0 && clr.ratio(clr.over(c, fillc), fillc) >= 1.1; };
        if (['border-top', 'border-right', 'border-bottom', 'border-left', 'outline'].some((side) => edge(a, fa, side) !== edge(b, fb, side))) continue;
        const apart = Math.max(clr.ratio(ta, tb), clr.ratio(fa, fb));
        if (apart >= 3) continue;
        const what = el.getAttribute('role') === 'tab' ? 'selected tab' : el.hasAttribute('aria-pressed') ? 'pressed button' : 'current item';
        // A current item (aria-current) is often told by its place (the
        // last crumb) or by words: a question. Tabs and toggles are not.
        out.push({ el, review: el.hasAttribute('aria-current') && !el.matches('[role=tab], [aria-pressed]'), data: { peer: cssSel(peer, document), apart },
          summary: `This ${what} differs from the others (such as "${trunc(norm(peer.innerText || ''), 30)}") only in colour (${diff.join(', ')}), and the colours are ${apart.toFixed(2)}:1 apart: someone who cannot tell them apart cannot see which one is on (1.4.1). Add a cue besides colour: an underline, a border, bold text or a marker.` });
      }
      return out;
    };
    Object.assign(CHEAP, { 'aa-color-state': colourState });
  }
