  // bypassRun: the run of links a person meets before the page's content,
  // whatever its markup (a nav, a list, or plain divs): links in document
  // order, rendered, with no more than a few words of other text between
  // them, ending at the main landmark, the first heading or the first
  // passage of prose. Shared by 2.4.1's page check (aa-bypass) and the
  // crawl's site facts (a "links" block).
  // inProseFn gives a test of whether a link is inside a sentence: its
  // block holds over 20 letters of other text. Such a link is part of the
  // prose, not of a run of links (each block is read once a call).
  const inProseFn = () => {
    const prose = new Map();
    return (a) => {
      let block = a.parentElement;
      while (block && block !== document.body && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      if (!block) return false;
      if (!prose.has(block)) {
        const clone = block.cloneNode(true);
        clone.querySelectorAll('a[href], [role=link]').forEach((l) => l.remove());
        prose.set(block, (clone.textContent.match(/\p{L}/gu) || []).length > 20);
      }
      return prose.get(block);
    };
  };
  const bypassRun = () => {
    const LINK = 'a[href], [role=link]';
    const stopAt = (el) => el.matches('main, [role=main], h1, h2, h3, h4, h5, h6, [role=heading]');
    const shown = (el) => visible(el) && !el.closest('[aria-hidden="true"], [inert]');
    const inProse = inProseFn();
    const links = [];
    let between = 0; // letters outside links since the last link
    const w = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => n.nodeType === 1 && n.matches('script, style, noscript, template, svg, select, [hidden]') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
    });
    let end = null;
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      if (n.nodeType === 1) {
        if (stopAt(n) && shown(n)) { end = n; break; }
        if (n.matches(LINK) && !(n.parentElement && n.parentElement.closest(LINK)) && shown(n)) {
          if (inProse(n)) { end = n; break; }
          links.push(n); between = 0;
        }
        continue;
      }
      if (n.parentElement.closest(LINK) || !shown(n.parentElement)) continue;
      between += (n.nodeValue.match(/\p{L}/gu) || []).length;
      // A passage of prose (over 80 letters between two links, or a
      // sentence after a few links) is content: the run ended before it.
      if (between > 80) { end = n.parentElement; break; }
    }
    let box = links[0] || null;
    for (const a of links) while (box && !box.contains(a)) box = box.parentElement;
    return { links, box, end };
  };
