  // 2.4.4 Link Purpose: the cheap check aa-link-purpose. It runs before
  // cheap.js in the page call (its CHEAP map names it) and uses its
  // helpers (letters, words, style) when called.

  // 2.4.4 (needs review): same link text, different destinations.
  const linkDest = (a) => { try { const u = new URL(a.href); u.hash = ''; return u.href.replace(/\/$/, ''); } catch (e) { return a.href; } };
  // linkContext says whether a link has words around it a screen reader
  // can give as its context: aria-describedby, or other text in its
  // paragraph, list item, cell (or that cell's headers), or in the block
  // it sits in as part of a line of text.
  const linkContext = (a, name) => {
    if (norm(textOf(a.getRootNode(), a.getAttribute('aria-describedby') || '') || '')) return true;
    const own = (el) => words(norm(el.innerText || '')).replace(name, '').trim();
    const ctx = a.closest('p, li, td, th, dd, dt, blockquote, figcaption, caption');
    if (ctx && letters(own(ctx)) >= 3) return true;
    const cell = a.closest('td');
    if (cell) { const t = cell.closest('table'); const x = cell.cellIndex, h = t && t.rows[0] && t.rows[0].cells[x]; if (h && h !== cell && h.localName === 'th' && letters(norm(h.innerText || '')) >= 3) return true; }
    let b = a.parentElement;
    while (b && style(b).display.startsWith('inline')) b = b.parentElement;
    return !!b && Array.from(b.childNodes).some((n) => n.nodeType === 3 && letters(norm(n.textContent)) >= 3);
  };
  // headingAbove is the text of the last heading before an element (H80:
  // a link's purpose from its text and the heading before it).
  const headingAbove = (el) => {
    let last = '';
    for (const h of document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')) {
      if (!(h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) break;
      if (!hidden(h)) last = norm(h.innerText || '');
    }
    return last;
  };
  const MAX_TEASERS = 24;
  const linkPurpose = () => {
    const groups = new Map();
    for (const a of document.querySelectorAll('a[href]')) {
      if (hidden(a) || /^\s*(#|javascript:)/i.test(a.getAttribute('href'))) continue;
      const name = words(accName(a));
      if (!name) continue;
      if (!groups.has(name)) groups.set(name, []);
      groups.get(name).push(a);
    }
    const out = [];
    for (const [name, links] of groups) {
      if (new Set(links.map(linkDest)).size < 2) continue;
      const places = new Set(links.map(linkDest)).size;
      // A name shared by more links than a page has teasers (a feed of
      // thousands of "Read more") is a question for each, as before: the
      // teaser reading compares links in pairs.
      if (links.length > MAX_TEASERS) {
        for (const el of links) out.push({ el, review: true, summary: `${links.length} links are named "${trunc(name, 40)}" but go to ${places} different places; make each name say where it goes, unless the surrounding sentence, list item or cell does.` });
        continue;
      }
      // A heading before each link that tells it from the others (H80)
      // is context too; one heading over them all ("Related articles")
      // tells none apart.
      const heads = links.map(headingAbove);
      // What each link sits beside on screen: the words of its nearest
      // container that holds more than the link (a card's title). When
      // those differ, the links are about different things and only
      // unrelated content says which (F63); when they do not (two
      // "Contact us" links side by side), the places may be the same
      // page under two addresses: a person decides.
      // A link alone in a layout table's cell sits under its story: the
      // cells above it in its column.
      const column = (a) => {
        const td = a.closest('td');
        if (!td || letters(words(norm(td.innerText || '')).split(name).join(' ')) >= 3) return '';
        const tr = td.parentElement, t = td.closest('table'), x = td.cellIndex;
        if (!tr || !t) return '';
        const above = [];
        for (let y = tr.rowIndex - 1; y >= 0 && above.length < 3; y--) { const c = t.rows[y] && t.rows[y].cells[x]; if (c) above.push(norm(c.innerText || '')); }
        return words(above.join(' ')).trim();
      };
      const near = links.map((a) => {
        const col = column(a);
        if (letters(col) >= 3) return col;
        for (let b = a.parentElement, i = 0; b && b !== document.body && i < 4; b = b.parentElement, i++) {
          const t = words(norm(b.innerText || '')).split(name).join(' ').trim();
          if (letters(t) >= 3) return t;
        }
        return '';
      });
      // F63's shape: the same teaser repeated (a card, a story cell), each
      // with its link, outside navigation and lists (menus give context
      // by their parent item, H81). Links in menus stay questions.
      const box = (a) => { const c = a.closest('td') || a.parentElement; let b = c; for (let i = 0; b && i < 3 && letters(words(norm(b.innerText || '')).split(name).join(' ')) < 3; i++) b = b.parentElement; return b; };
      const sig = (b) => (b ? b.localName + '.' + Array.from(b.classList).sort().join('.') : '');
      // A data table's cell links take context from their row and headers.
      const free = links.map((a) => !a.closest('nav, [role=navigation], [role=menu], [role=menubar], [role=tablist], header, footer, li, [role=listitem], select, th') &&
        !(a.closest('table') && a.closest('table').querySelector('th')));
      // Addresses that differ only in their query (?source=footer) are one
      // page, as far as a violation goes.
      const path = (a) => { try { const u = new URL(a.href); return u.origin + u.pathname.replace(/\/$/, ''); } catch (e) { return a.href; } };
      const sigs = links.map((a) => sig(box(a)));
      const teaser = (i) => free[i] && links.filter((a, j) => j !== i && free[j] && sigs[j] === sigs[i] && near[j] !== near[i] && path(a) !== path(links[i])).length >= 1;
      for (const [i, el] of links.entries()) {
        if (heads[i] && heads.filter((h) => h === heads[i]).length === 1) {
          out.push({ el, review: true, summary: `${links.length} links are named "${trunc(name, 40)}" but go to ${places} different places; the heading before this one ("${trunc(heads[i], 40)}") may say where it goes (H80), but its name alone does not.` });
          continue;
        }
        // No context a screen reader can give (WCAG's programmatically
        // determined link context: the enclosing sentence, paragraph,
        // list item or cell, a description): nothing tells the links
        // apart (F63 when the words that would sit beside them elsewhere).
        if (!linkContext(el, name) && near[i] && near.filter((t) => t === near[i]).length === 1 && teaser(i)) out.push({ el, data: { failure: 'F63', name, places },
          summary: `${links.length} links are named "${trunc(name, 40)}" but go to ${places} different places, and this one stands alone: no sentence, paragraph, list item or cell around it says where it goes (WCAG failure F63). Make its name say where it goes ("Read more about …", visually hidden words are fine).` });
        else out.push({ el, review: true, summary: `${links.length} links are named "${trunc(name, 40)}" but go to ${places} different places; make each name say where it goes, unless the surrounding sentence, list item or cell does.` });
      }
    }
    return out;
  };
