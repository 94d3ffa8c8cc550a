  // 1.3.3 and 1.4.1 (needs review, English only): instructions that find
  // a control by its shape, position or colour alone, and meaning carried
  // by colour alone. A sentence that also names the control by its text
  // (any visible button, link or field name, as written: "Submit", not the
  // "submit" of "to submit") passes.
  const INSTR = /\b(click|press|tap|select|choose|use|hit|push|activate|look for|follow)\b/i;
  const SHAPE_POS = /\b(round|square|circular|triangular|star-shaped|(?:on|to|at|in) the (?:left|right|top|bottom)(?:[- ]hand)?\b(?! (?:bank|wing|answer))|(?:upper|lower|top|bottom)[- ](?:left|right)\b|left[- ]hand|right[- ]hand|in the sidebar)/i;
  const COLOUR = '(?:red|green|blue|yellow|orange|purple|pink|gr[ae]y)';
  const COLOUR_CONTROL = new RegExp(`\\b${COLOUR}\\s+(?:\\w+\\s+)?(?:button|link|icon|arrow|box|tab|circle|square|panel|bar|dot|one)s?\\b`, 'i');
  const COLOUR_MEANING = [
    new RegExp(`\\b(?:marked|shown|highlighted|indicated|displayed|labell?ed|colou?red|written|printed|appears?)\\s+(?:in|with|by)\\s+${COLOUR}\\b`, 'i'),
    new RegExp(`\\b(?:fields?|items?|entries|text|words?|rows?|links?|options?|dates?|prices?|days?)\\s+(?:in|with)\\s+${COLOUR}\\b`, 'i'),
    new RegExp(`\\b${COLOUR}\\s+(?:fields?|items?|entries|text|words?|rows?|dates?|prices?|days?)\\s+(?:are|is|mean|means|indicate|show)\\b`, 'i'),
  ];
  const NOT_ALONE = /asterisk|\*|symbol|icon|bold|underlin|\(required\)|\blabel|message|described|explained|\bword/i;
  const caseWords = (t) => norm(t).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const controlNames = () => {
    const names = new Set();
    for (const el of document.querySelectorAll('a[href], button, input, select, textarea, [role=button], [role=link], [role=tab]')) {
      if (hidden(el)) continue;
      const n = caseWords(accName(el) || el.value || '');
      if (n.length >= 3) names.add(n);
    }
    return names;
  };
  // sentences yields each text-bearing element's sentences once, from the
  // element that holds the text itself.
  const sentences = function* () {
    const seen = new Set();
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) {
      const el = t.parentElement;
      if (!el || seen.has(el) || letters(t.data) < 3 || ['script', 'style', 'noscript', 'template'].includes(el.localName)) continue;
      seen.add(el);
      if (hidden(el)) continue;
      const text = norm(el.innerText || '');
      if (text.length > 600) continue;
      for (const s of text.split(/(?<=[.!?])\s+/)) yield { el, s };
    }
  };
  const sensory = () => {
    const names = controlNames(), out = [], done = new Set();
    for (const { el, s } of sentences()) {
      if (done.has(el) || !INSTR.test(s) || !(SHAPE_POS.test(s) || COLOUR_CONTROL.test(s))) continue;
      const w = ' ' + caseWords(s) + ' ';
      if ([...names].some((n) => w.includes(' ' + n + ' '))) continue;
      done.add(el);
      out.push({ el, review: true, summary: `"${trunc(s, 80)}" finds a control by its shape, position or colour only; name it by its visible text too (e.g. "the Print button").` });
    }
    return out;
  };
  const colourOnly = () => {
    const out = [], done = new Set();
    for (const { el, s } of sentences()) {
      if (done.has(el) || !COLOUR_MEANING.some((re) => re.test(s)) || NOT_ALONE.test(s)) continue;
      done.add(el);
      out.push({ el, review: true, summary: `"${trunc(s, 80)}" says colour carries the meaning; if nothing else marks it (text, a symbol), people who cannot tell colours apart miss it.` });
    }
    return out;
  };

