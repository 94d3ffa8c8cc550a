  // The link checks. Each decides by structure first (the link's accessible
  // name, its description, its href and target, its neighbours in the DOM)
  // and reads TEXT_WORDS (textwords.json) only to know what the words say.
  const phraseSet = (list) => new Set(list.map((p) => words(p)));
  const GENERIC_LINK = phraseSet(TEXT_WORDS.generic_link);
  const NEW_WINDOW = TEXT_WORDS.new_window.map((p) => words(p));
  const TOP_OF_PAGE = phraseSet(TEXT_WORDS.top_of_page);
  const hasPhrase = (text, phrases) => { const t = ' ' + words(text) + ' '; return phrases.some((p) => t.includes(' ' + p + ' ')); };

  // shown: rendered, or visually hidden for screen readers only (a clipped
  // 1-pixel span still counts: it is read).
  const shown = (el) => !(el.checkVisibility && !el.checkVisibility({ visibilityProperty: true })) && el.getAttribute('aria-hidden') !== 'true';
  // subtreeName is the name a link's content gives it: its text, and the
  // text alternatives of the images, icons and labelled elements in it.
  // CSS ::before/::after text (cssContent) is part of the name: Chromium
  // reads it.
  const subtreeName = (el) => {
    const parts = [cssContent(el, '::before')];
    for (const n of el.childNodes) {
      if (n.nodeType === 3) { parts.push(n.textContent); continue; }
      if (n.nodeType !== 1 || !shown(n) || ['script', 'style', 'template'].includes(n.localName)) continue;
      const own = n.getAttribute('aria-labelledby') ? textOf(n.getRootNode(), n.getAttribute('aria-labelledby')) : n.getAttribute('aria-label');
      if (norm(own)) parts.push(own);
      else if (n.localName === 'img' || (n.localName === 'input' && n.type === 'image')) parts.push(n.getAttribute('alt') || '');
      else if (n.localName === 'svg') parts.push((n.querySelector('title') || {}).textContent || '');
      else parts.push(subtreeName(n));
    }
    parts.push(cssContent(el, '::after'));
    return norm(parts.join(' ').replace(/[\ue000-\uf8ff]/g, '')); // icon-font glyphs are no text
  };
  // contentName is a link's name before the title fallback; linkName adds
  // it. A title is the description when the content names the link.
  const contentName = (a) => {
    const lb = a.getAttribute('aria-labelledby');
    return norm(lb ? textOf(a.getRootNode(), lb) : '') || norm(a.getAttribute('aria-label')) || subtreeName(a);
  };
  const linkName = (a) => contentName(a) || norm(a.getAttribute('title'));
  // linkDescription: what a screen reader adds after the name.
  const linkDescription = (a) => norm((a.getAttribute('aria-describedby') ? textOf(a.getRootNode(), a.getAttribute('aria-describedby')) : '') + ' ' +
    (contentName(a) ? a.getAttribute('title') || '' : ''));
  const links = () => Array.from(document.querySelectorAll('a[href], area[href], [role=link]'))
    .filter((a) => !hidden(a) && (a.getAttribute('role') || 'link') === 'link');
  const voidHref = (a) => /^\s*(#\s*$|javascript:)/i.test(a.getAttribute('href') || '');

  // 2.4.4: a link named only by punctuation or symbols ("." "»" "-") says
  // nothing of its purpose. With no text around it either, nothing does;
  // with a sentence around it, a person judges whether that says it.
  const CONTEXT = 'p, li, td, th, dd, dt, figcaption, blockquote, caption, legend, label, h1, h2, h3, h4, h5, h6';
  const contextText = (a) => {
    const block = a.closest(CONTEXT) || a.parentElement;
    if (!block) return '';
    const clone = block.cloneNode(true);
    clone.querySelectorAll('a[href], [role=link]').forEach((l) => l.remove());
    return norm(clone.textContent) + ' ' + linkDescription(a);
  };
  const linkSymbol = () => {
    const out = [];
    for (const a of links()) {
      const name = linkName(a);
      // An empty name is axe's link-name; an emoji is read by its name.
      if (!name || letters(name) > 0 || /\p{Extended_Pictographic}/u.test(name)) continue;
      const ctx = contextText(a);
      if (letters(ctx) >= 3) out.push({ el: a, review: true, data: { name }, summary: `This link is named "${trunc(name, 20)}": no word says where it goes. Unless the sentence around it ("${trunc(norm(ctx), 50)}") says so for this very link, give it text that names its destination.` });
      else out.push({ el: a, data: { name }, summary: `This link is named "${trunc(name, 20)}" and nothing around it says where it goes: give it text that names its destination.` });
    }
    return out;
  };

  // 2.4.9 (AAA): a link whose name alone says nothing ("click here", "read
  // more"). A visually hidden span, aria-label or aria-labelledby that adds
  // the purpose makes the name specific; a description (aria-describedby)
  // is not part of the name, which is all 2.4.9 reads.
  const linkGeneric = () => {
    const out = [];
    for (const a of links()) {
      const name = linkName(a);
      if (!GENERIC_LINK.has(words(name))) continue;
      out.push({ el: a, data: { name }, summary: `The link text "${trunc(name, 40)}" says nothing out of context (a links list reads only "${trunc(words(name), 40)}"); make the link's own text name its destination.` });
    }
    return out;
  };

  // A link that goes nowhere (href="#" alone, a javascript: URL) and does
  // not say it is a button: it acts, so it should be a button.
  const linkVoid = () => links().filter((a) => a.hasAttribute('href') && voidHref(a) && !TOP_OF_PAGE.has(words(linkName(a))))
    .map((el) => ({ el, summary: `This link's href is "${trunc(el.getAttribute('href').trim(), 40)}": it goes nowhere and runs a script. Use a <button> (or role="button") for an action, or a real URL for a link.` }));

  // adjacentLinks pairs each link with the next one when only white space
  // lies between them (the same parent, nothing printable in between).
  const nextLink = (a) => {
    let n = a.nextSibling;
    while (n && ((n.nodeType === 3 && !norm(n.textContent)) || n.nodeType === 8)) n = n.nextSibling;
    return n && n.nodeType === 1 && n.matches('a[href]') && !hidden(n) ? n : null;
  };
  // H2: an image link and a text link side by side to the same place are
  // two stops and two announcements for one destination.
  const linkAdjacentSame = () => {
    const out = [];
    for (const a of links()) {
      const b = a.localName === 'a' && !voidHref(a) ? nextLink(a) : null;
      // The same page in this window and in a new one are two actions.
      if (!b || voidHref(b) || linkDest(a) !== linkDest(b) || (a.getAttribute('target') || '_self') !== (b.getAttribute('target') || '_self')) continue;
      out.push({ el: b, summary: `This link and the one just before it (${cssSel(a, document)}) go to the same place; combine them into one link (technique H2) so keyboard and screen-reader users meet one stop, not two.` });
    }
    return out;
  };
  // Links in running text separated by nothing printable (old 1.3.1
  // advice): some screen readers and braille displays run them together.
  const linkUnseparated = () => {
    const out = [];
    for (const a of links()) {
      const b = a.localName === 'a' ? nextLink(a) : null;
      if (!b || linkDest(a) === linkDest(b)) continue;
      if (style(a).display !== 'inline' || style(b).display !== 'inline') continue;
      out.push({ el: b, summary: `This link follows ${cssSel(a, document)} with only white space between them; separate adjacent links with a printable character (a comma, a bar) or put them in a list.` });
    }
    return out;
  };

  // A title that repeats the link text is read twice by some screen
  // readers and helps no one else.
  const linkTitle = () => links().filter((a) => {
    const t = words(a.getAttribute('title') || '');
    return t && t === words(contentName(a));
  }).map((el) => ({ el, summary: `The title "${trunc(norm(el.getAttribute('title')), 40)}" repeats the link text; remove it (or make it add something the text does not say).` }));

  // G201: a link that opens a new window or tab says so. Structure: its
  // target (not a frame on this page) or a window.open handler; words: the
  // warning in its name, description or an icon's text alternative.
  const frameNames = () => new Set(Array.from(document.querySelectorAll('iframe[name], frame[name]')).map((f) => f.getAttribute('name')));
  const linkNewWindow = () => {
    const frames = frameNames(), out = [];
    for (const a of links()) {
      const target = (a.getAttribute('target') || '').trim();
      const opens = (target && !['_self', '_parent', '_top'].includes(target.toLowerCase()) && !frames.has(target)) ||
        /\bwindow\.open\s*\(/.test(a.getAttribute('onclick') || '');
      if (!opens || a.hasAttribute('download')) continue; // a download opens no window
      const said = [linkName(a), subtreeName(a), linkDescription(a), a.getAttribute('title') || ''].join(' ');
      if (hasPhrase(said, NEW_WINDOW)) continue;
      out.push({ el: a, summary: `This link opens a new ${target ? 'window or tab (target="' + trunc(target, 20) + '")' : 'window (window.open)'} without saying so; add "(opens in a new tab)" to its text or to an icon's text alternative (technique G201).` });
    }
    return out;
  };

  // A link to a document file says its format, so users know it will
  // not open as a web page.
  const linkFormat = () => {
    const out = [];
    for (const a of links()) {
      let ext = '';
      try { ext = (new URL(a.href).pathname.match(/\.([a-z0-9]{2,5})$/i) || [])[1] || ''; } catch (e) { continue; }
      const said = TEXT_WORDS.file_formats[ext.toLowerCase()];
      if (!said) continue;
      if (hasPhrase([linkName(a), subtreeName(a), linkDescription(a)].join(' '), said.map(words))) continue;
      out.push({ el: a, data: { format: ext.toLowerCase() }, summary: `This link opens a ${ext.toUpperCase()} file but its text does not say so; add the format (and size), e.g. "(${ext.toUpperCase()}, 2 MB)".` });
    }
    return out;
  };

  Object.assign(CHEAP, { 'aa-link-symbol': linkSymbol, 'aa-link-generic': linkGeneric, 'aa-link-void': linkVoid, 'aa-link-adjacent-same': linkAdjacentSame,
    'aa-link-unseparated': linkUnseparated, 'aa-link-title': linkTitle, 'aa-link-new-window': linkNewWindow, 'aa-link-format': linkFormat });
