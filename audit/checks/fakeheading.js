  // 1.3.1 (F2) fake headings: the cheap check aa-fake-heading. It runs
  // before cheap.js in the page call (its CHEAP map names it) and uses
  // its helpers (letters, style) when called.

  // 1.3.1 (F2): short, big or bold text standing alone before content,
  // not marked up as a heading; needs review when the outline gives no level.
  // The size most of the page's text is set in (legacy pages set their
  // running text in <font size=2>, 13px, under a 16px body): headings
  // stand out from that, not from the body's default.
  const textSize = () => {
    const by = new Map();
    if (!document.body) return 16;
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n = 0;
    for (let t = walk.nextNode(); t && n < 4000; t = walk.nextNode(), n++) {
      const p = t.parentElement, len = norm(t.textContent).length;
      if (!p || len < 2 || p.closest('script, style, noscript, template')) continue;
      const sz = Math.round(parseFloat(style(p).fontSize) * 2) / 2;
      by.set(sz, (by.get(sz) || 0) + len);
    }
    let best = parseFloat(style(document.body).fontSize) || 16, most = 0;
    for (const [sz, len] of by) if (len > most) { most = len; best = sz; }
    return best;
  };
  const fakeHeadings = () => {
    const out = [], unplaced = [], bodySize = textSize();
    for (const el of document.querySelectorAll('p, div, span, b, strong, font')) {
      const text = norm(el.innerText);
      if (!text || text.length > 80 || /[.,;:!?]$/.test(text) || letters(text) < 3) continue;
      if (el.closest('h1,h2,h3,h4,h5,h6,[role=heading],a,button,label,legend,caption,th,summary,nav,header,footer,figcaption,li,dt,[role=button],[role=link],[role=tab],[role=menuitem]')) continue;
      if (el.querySelector('h1,h2,h3,h4,h5,h6,[role=heading],p,div,li,a,button,input,img,svg')) continue;
      const cs = style(el);
      const size = parseFloat(cs.fontSize), weight = parseInt(cs.fontWeight, 10);
      if (!(size >= bodySize * 1.5 || (size >= bodySize * 1.2 && weight >= 600))) continue;
      // It must stand alone in its block (no running text around it), or
      // on a line of its own between line breaks or blocks (legacy
      // <font><b>Title</b></font><br> in a table cell)…
      let block = cs.display.startsWith('inline') ? el.parentElement : el;
      let lineOnly = false;
      if (block && block !== el && norm(block.innerText) !== text) {
        let top = el;
        while (top.parentElement && top.parentElement !== block && norm(top.parentElement.innerText) === text) top = top.parentElement;
        if (!ownLine(top)) continue;
        block = top;
        lineOnly = true;
      }
      if (!block || norm(block.innerText) !== text) continue;
      if (block !== el && block.closest('h1,h2,h3,h4,h5,h6,[role=heading]')) continue;
      // …and head something: followed by more content in the same container.
      // An inline title (<font><b>Fete</b></font><br>) must sit on a line
      // of its own; what it heads may be an element or the text after
      // the line break.
      const inline = style(block).display.startsWith('inline');
      if (inline && !lineOnly && !ownLine(block)) continue;
      let next = block.nextSibling;
      while (next && ((next.nodeType === 3 && !norm(next.textContent)) || next.nodeType === 8 ||
        (next.nodeType === 1 && (hidden(next) || ((lineOnly || inline) && next.localName === 'br'))))) next = next.nextSibling;
      if (!next || letters(next.nodeType === 3 ? next.textContent : (next.innerText || '')) < 20) continue;
      // Report the outermost inline wrapper that holds just this text
      // (<font><b>Title</b></font>): that is what becomes the heading.
      let top = el;
      while (top.parentElement && ['font', 'b', 'strong', 'span', 'i', 'em', 'u'].includes(top.parentElement.localName) &&
        norm(top.parentElement.innerText) === text) top = top.parentElement;
      if (hidden(el) || out.some((o) => o.el.contains(top) || top.contains(o.el))) continue;
      const look = `${Math.round(size)}px${weight >= 600 ? ', bold' : ''}`;
      // Large figures (a price, a date, a phone number, "40 minutes") are
      // more often data shown large than a heading: a person decides.
      const figure = (text.match(/\d/g) || []).length >= 2;
      const lv = figure ? null : outlineLevel(el, size);
      if (lv) out.push({ el: top, data: lv, summary: `"${trunc(text, 50)}" is styled as a heading (${look}) and heads the content after it, but is not one; make it an h${lv.level} (${lv.basis}).` });
      else if (!figure) unplaced.push({ el: top, text, look });
      else out.push({ el: top, review: true, summary: `"${trunc(text, 50)}" looks like a heading (${look}) but is not one; if it heads the content after it, use an h1–h6 element.` });
    }
    // With no real heading before them, two or more titles set alike, each
    // heading content, are a page's sections: the outline is missing, not
    // in doubt. A lone one is a person's call.
    const real = !!document.querySelector('h1,h2,h3,h4,h5,h6,[role=heading]');
    for (const u of unplaced) {
      const alike = unplaced.filter((o) => o.look === u.look).length;
      if (alike >= 2) out.push({ el: u.el, data: { level: real ? 2 : 1, basis: `one of ${alike} titles set alike (${u.look})` },
        summary: `"${trunc(u.text, 50)}" is one of ${alike} titles set alike (${u.look}), each heading the content after it, but none is marked as a heading: screen reader users cannot move between the sections. Make them headings (h2 under the page's h1).` });
      else out.push({ el: u.el, review: true, summary: `"${trunc(u.text, 50)}" looks like a heading (${u.look}) but is not one; if it heads the content after it, use an h1–h6 element.` });
    }
    return out;
  };
  // ownLine says an inline element sits on a line of its own: nothing but
  // white space between it and a line break, a block or its container's
  // edge, on both sides.
  const ownLine = (el) => {
    const edge = (n, dir) => {
      for (; n; n = n[dir]) {
        if (n.nodeType === 3) { if (norm(n.textContent)) return false; continue; }
        if (n.nodeType !== 1) continue;
        return n.localName === 'br' || !style(n).display.startsWith('inline');
      }
      return true;
    };
    return edge(el.previousSibling, 'previousSibling') && edge(el.nextSibling, 'nextSibling');
  };
  // outlineLevel places a fake heading in the page's outline: under the
  // nearest real heading before it (the same level when its text is as
  // large, one deeper when smaller). With no real heading before it the
  // outline says nothing, and a person decides.
  const outlineLevel = (el, size) => {
    let prev = null;
    for (const h of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')) {
      if (hidden(h) || !(h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      prev = h;
    }
    if (!prev) return null;
    const pl = parseInt(prev.getAttribute('aria-level') || (/^h[1-6]$/.test(prev.localName) ? prev.localName[1] : '2'), 10);
    const ps = parseFloat(style(prev).fontSize);
    const level = Math.min(6, size >= ps * 0.95 && pl > 1 ? pl : pl + 1);
    return { level, basis: `after the ${prev.localName === 'h' + pl ? 'h' + pl : 'level-' + pl + ' heading'} "${trunc(norm(prev.innerText), 30)}"${level === pl ? ', as large' : ''}` };
  };
