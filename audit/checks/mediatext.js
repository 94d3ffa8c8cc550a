  // Best-practice checks on media links, image links, text direction and
  // text drawings. They run after links.js, whose link helpers
  // (links, linkName, subtreeName, linkDescription, hasPhrase) they use,
  // and read TEXT_WORDS (textwords.json) only to know what the words say.
  const urlExt = (href) => { try { return ((new URL(href, document.baseURI).pathname.match(/\.([a-z0-9]{2,5})$/i) || [])[1] || '').toLowerCase(); } catch (e) { return ''; } };
  const TRANSCRIPT = TEXT_WORDS.transcript.map((p) => words(p));
  const saysTranscript = (text) => { const t = words(text); return TRANSCRIPT.some((p) => t.includes(p)); };

  // 1.2.1 (related): a link to a sound or video file, or an <audio>, with
  // no transcript offered near it. "Near" is wide on purpose: the same
  // paragraph, list item, figure or section, or the element just before or
  // after it (or after its paragraph). A <video> is left to aa-video-captions.
  const MEDIA_EXT = new Set(TEXT_WORDS.media_file_ext);
  const NEAR = 'p, li, dd, td, figure, section, article, aside, details';
  const transcriptNear = (el) => {
    const said = [el.getAttribute('aria-describedby') ? textOf(el.getRootNode(), el.getAttribute('aria-describedby')) : '', el.getAttribute('title') || ''];
    for (const c of [el, el.closest(NEAR)]) {
      if (!c) continue;
      said.push(c.textContent, c.previousElementSibling ? c.previousElementSibling.textContent : '', c.nextElementSibling ? c.nextElementSibling.textContent : '');
      c.querySelectorAll && c.querySelectorAll('a[href]').forEach((a) => said.push(a.href));
    }
    const sec = el.closest('section, article, figure');
    if (sec) said.push(sec.textContent);
    return saysTranscript(said.join(' '));
  };
  const mediaTranscript = () => {
    const out = [];
    for (const a of links()) {
      const ext = urlExt(a.getAttribute('href') || '');
      if (!MEDIA_EXT.has(ext) || saysTranscript(linkName(a)) || transcriptNear(a)) continue;
      out.push({ el: a, data: { format: ext }, summary: `This link opens a ${ext.toUpperCase()} media file and no transcript is offered near it: people who cannot hear it (or see it) get nothing. Link a transcript right beside it.` });
    }
    for (const au of document.querySelectorAll('audio')) {
      if (!(au.hasAttribute('controls') || visible(au)) || au.closest('[aria-hidden="true"], [inert]')) continue;
      if (transcriptNear(au)) continue;
      out.push({ el: au, summary: 'This audio player has no transcript near it: people who cannot hear it get nothing. Put a transcript (or a link to one) right beside it.' });
    }
    return out;
  };

  // 2.4.4 (related): a link straight to an image file opens a bare image
  // with no text alternative of its own; its name should say it opens an
  // image (the format, "photo", "full size", "enlarge").
  const IMAGE_FILE_EXT = new Set(TEXT_WORDS.image_file_ext);
  const IMAGE_LINK = TEXT_WORDS.image_link.map((p) => words(p));
  const linkImageFile = () => {
    const out = [];
    for (const a of links()) {
      const ext = urlExt(a.getAttribute('href') || '');
      const name = linkName(a);
      if (!IMAGE_FILE_EXT.has(ext) || !name) continue; // an empty name is axe's link-name
      if (hasPhrase([name, subtreeName(a), linkDescription(a)].join(' '), [...IMAGE_LINK, ext])) continue;
      out.push({ el: a, data: { format: ext, name }, summary: `The link "${trunc(name, 40)}" opens a bare ${ext.toUpperCase()} image, which has no text alternative of its own, and its text does not say so; say what it opens, e.g. "Full-size photo of … (${ext.toUpperCase()})".` });
    }
    return out;
  };

  // 1.3.2 (related): a block of right-to-left text (Hebrew, Arabic script)
  // laid out left to right puts punctuation and numbers at the wrong end;
  // and the reverse, a block of Latin, Cyrillic or Greek text set rtl.
  // Whole blocks only: inside a line the bidi algorithm orders a phrase.
  const RTL_RE = /[\u0590-\u05ff\u0600-\u06ff\u0700-\u074f\u0750-\u077f\u0780-\u07bf\u08a0-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/gu;
  const LTR_RE = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}]/gu;
  const countRe = (s, re) => (s.match(re) || []).length;
  const INLINE = /^(inline|contents|none)/;
  const textDirection = () => {
    const out = [], flagged = [];
    for (const el of document.body ? document.body.querySelectorAll('*') : []) {
      if (['script', 'style', 'template', 'pre', 'code', 'textarea', 'select', 'svg', 'math', 'noscript'].includes(el.localName) || INLINE.test(style(el).display)) continue;
      if (!Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim()) || hidden(el)) continue;
      if (el.closest('bdi, [dir=auto], pre, code') || flagged.some((f) => f.contains(el))) continue;
      let plain = false;
      for (let e = el; e && e !== document.documentElement; e = e.parentElement) if (style(e).unicodeBidi === 'plaintext') { plain = true; break; }
      if (plain) continue;
      const text = el.textContent, rtl = countRe(text, RTL_RE), ltr = countRe(text, LTR_RE), dir = style(el).direction;
      if (dir === 'ltr' && rtl >= 10 && rtl > ltr) {
        flagged.push(el);
        out.push({ el, data: { rtlLetters: rtl, ltrLetters: ltr }, summary: `This ${el.localName} is right-to-left script ("${trunc(norm(text), 40)}") laid out left to right: punctuation and numbers land at the wrong end. Add dir="rtl" (with its lang).` });
      } else if (dir === 'rtl' && ltr >= 20 && ltr > rtl) {
        const set = el.closest('[dir]');
        if (!set || set.getAttribute('dir').trim().toLowerCase() !== 'rtl') continue; // CSS direction alone: left alone
        flagged.push(el);
        out.push({ el, data: { rtlLetters: rtl, ltrLetters: ltr }, summary: `This ${el.localName} is left-to-right text ("${trunc(norm(text), 40)}") set right to left (dir="rtl"${set === el ? '' : ' on an ancestor'}): punctuation and numbers land at the wrong end. Set dir="ltr" on it.` });
      }
    }
    return out;
  };

  // 1.1.1 (related): a <pre> that draws a picture in characters (ASCII
  // art, box drawing) is read out symbol by symbol unless it is named as
  // an image. Code, sample output and keyboard input are left alone.
  const preArt = () => {
    const out = [];
    for (const pre of document.querySelectorAll('pre')) {
      if (hidden(pre) || pre.querySelector('code, samp, kbd')) continue;
      const chars = pre.textContent.replace(/\s+/g, '');
      const symbols = chars.length - countRe(chars, /[\p{L}\p{N}]/gu);
      if (symbols < 10 || symbols * 2 <= chars.length) continue;
      const named = norm(pre.getAttribute('aria-label')) || norm(pre.getAttribute('aria-labelledby') ? textOf(pre.getRootNode(), pre.getAttribute('aria-labelledby')) : '');
      if (named) continue; // named, as role="img" with a name or a labelled region
      const fig = pre.closest('figure');
      if (fig && fig.querySelector('figcaption')) continue;
      out.push({ el: pre, data: { symbols, chars: chars.length }, summary: `This <pre> is mostly symbols (${symbols} of ${chars.length} characters): a text drawing that screen readers read out character by character. Give it role="img" and an aria-label saying what it shows, or put it in a <figure> with a <figcaption>.` });
    }
    return out;
  };

  // 1.2.1: an audio player with no transcript near it and too little
  // text around it to be the text it stands for (1.2.1's exception: audio
  // that is a media alternative for text). Around: the player (or the
  // wrapper holding only it) and the three elements before and after it; under 150 words, the audio is the
  // content itself. Longer text beside it leaves the question to
  // aa-media-transcript (best practice).
  const AROUND_WORDS = 150;
  const audioAlternative = () => {
    const out = [];
    for (const au of document.querySelectorAll('audio')) {
      // A player nobody can see (hidden, in a closed part of the page, or
      // without controls) offers nothing to judge.
      if (!au.hasAttribute('controls') || !visible(au) || au.closest('[aria-hidden="true"], [inert]') || transcriptNear(au)) continue;
      // The player, or the wrapper that holds only it (a paragraph, a
      // figure with its caption), and its neighbours.
      let block = au;
      while (block.parentElement && block.parentElement !== document.body && block.parentElement.children.length === 1) block = block.parentElement;
      const near = [block];
      for (let s = block.previousElementSibling, i = 0; s && i < 3; s = s.previousElementSibling, i++) near.push(s);
      for (let s = block.nextElementSibling, i = 0; s && i < 3; s = s.nextElementSibling, i++) near.push(s);
      // A transcript offered around it (its words, or a link whose address
      // says transcript) is one.
      if (saysTranscript(near.map((el) => `${el.textContent} ${Array.from(el.querySelectorAll ? el.querySelectorAll('a[href]') : []).map((a) => a.getAttribute('href')).join(' ')} ${el.getAttribute && el.getAttribute('href') || ''}`).join(' ').replace(/[-_/.]+/g, ' '))) continue;
      const n = near.reduce((k, el) => k + norm(el.innerText || '').split(' ').filter((w) => /\p{L}/u.test(w)).length, 0);
      if (n >= AROUND_WORDS) continue;
      out.push({ el: au, data: { words_around: n }, summary: `This audio player has no transcript near it, and the ${n} word${n === 1 ? '' : 's'} around it are not a text it could stand for: people who cannot hear it get nothing (1.2.1). Put a transcript, or a link to one, right beside it.` });
    }
    return out;
  };

  Object.assign(CHEAP, { 'aa-audio-alternative': audioAlternative, 'aa-media-transcript': mediaTranscript, 'aa-link-image-file': linkImageFile, 'aa-text-direction': textDirection, 'aa-pre-art': preArt });
