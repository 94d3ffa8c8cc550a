  // Images' text alternatives, typography and keyboard attributes.
  const ALT_PLACEHOLDER = phraseSet(TEXT_WORDS.alt_placeholders);
  const BUTTON_PLACEHOLDER = phraseSet(TEXT_WORDS.image_button_placeholders);
  const IMAGE_EXT = /\.(jpe?g|jfif|png|apng|gif|svg|webp|avif|bmp|tiff?|ico|heic)$/i;
  // Names cameras, phones and screenshot tools give files: IMG_1234,
  // DSC00042, PXL_20230101_123456, "Screenshot 2023-01-01 at 10.00.00".
  const CAMERA_NAME = /^((img|dsc|dscn|dscf|dcim|pxl|mvimg|pict|sam|gopr|wp|vid)[_-]?\d{3,}[\d_-]*|(screenshot|screen shot|capture|photo|image)[\s_-]*\d{4}[\d\s_.:-]*(at[\d\s.:apm]*)?)$/i;
  const FILE_TOKEN = new RegExp('(^|\\s)\\S+' + IMAGE_EXT.source, 'i');
  const baseName = (src) => { try { return decodeURIComponent(new URL(src, location.href).pathname.split('/').pop() || ''); } catch (e) { return ''; } };

  // 1.1.1 (F30): a text alternative that is no alternative: a file name,
  // a camera's name for the file, or a placeholder word.
  const altPlaceholder = () => {
    const out = [];
    for (const el of document.querySelectorAll('img[alt], input[type=image][alt]')) {
      const alt = norm(el.getAttribute('alt'));
      if (!alt || hidden(el) || ['presentation', 'none'].includes((el.getAttribute('role') || '').trim())) continue;
      const control = el.parentElement && el.parentElement.closest('a[href], button, [role=button], [role=link]');
      if (control && (control.getAttribute('aria-label') || control.getAttribute('aria-labelledby'))) continue; // the control's own name replaces the alt
      const file = baseName(el.currentSrc || el.src || el.getAttribute('src') || ''), stem = file.replace(/\.[^.]+$/, '');
      const w = words(alt).replace(/( \d+)+$/, '');
      const button = el.localName === 'input' || (control && control.matches('button, [role=button]') && !letters(norm(control.innerText)));
      let why = '';
      if (FILE_TOKEN.test(alt)) why = 'is a file name';
      else if (!/\s/.test(alt) && /_|\.|-.*-|[a-z][A-Z]/.test(alt) && [file, stem].some((f) => f && f.toLowerCase() === alt.toLowerCase())) why = 'is the image\'s file name';
      else if (CAMERA_NAME.test(alt)) why = 'is the name a camera or screenshot tool gave the file';
      else if (ALT_PLACEHOLDER.has(w)) why = 'is a placeholder word';
      else if (button && BUTTON_PLACEHOLDER.has(w)) why = 'says it is a button, not what it does';
      if (why) out.push({ el, data: { alt }, summary: `The text alternative "${trunc(alt, 50)}" ${why}, not what the image shows or does (F30); describe its content or, in a link or button, its purpose${button ? '' : ' (alt="" if it is decoration)'}.` });
    }
    return out;
  };

  // An image whose title disagrees with its alt: alt="" says decoration
  // while the title says it means something; two different texts leave
  // users unsure which one is the alternative.
  const imgAltTitle = () => {
    const out = [];
    for (const el of document.querySelectorAll('img[alt][title]')) {
      const alt = norm(el.getAttribute('alt')), title = norm(el.getAttribute('title'));
      if (!title || hidden(el)) continue;
      if (!alt) out.push({ el, summary: `This image has alt="" (decoration) but a title "${trunc(title, 40)}" (information): decide which it is; give it that text as alt, or drop the title.` });
      else if (words(alt) !== words(title)) out.push({ el, summary: `This image's alt "${trunc(alt, 30)}" and title "${trunc(title, 30)}" differ: screen-reader and mouse users get different texts; put what matters in the alt and drop the title.` });
    }
    return out;
  };

  // 2.2.2: an animated image (GIF, APNG, animated WebP) that loops forever
  // or plays for over 5 s, with no control to stop it. The frames are read
  // with ImageDecoder from the image's bytes; an image that cannot be read
  // (cross-origin, no decoder) is not judged.
  const ANIM_MAX = 8 << 20;
  const animation = async (src) => {
    if (!window.ImageDecoder || !/^(https?|blob|data):/.test(src)) return null;
    const ctl = new AbortController();
    const r = await fetch(src, { credentials: 'same-origin', signal: ctl.signal });
    const type = (r.headers.get('content-type') || '').split(';')[0].trim();
    if (!r.ok || !/^image\/(gif|png|apng|webp)$/.test(type) || parseInt(r.headers.get('content-length') || '0', 10) > ANIM_MAX ||
      !(await ImageDecoder.isTypeSupported(type))) { ctl.abort(); return null; }
    const buf = await r.arrayBuffer();
    if (buf.byteLength > ANIM_MAX) return null;
    const dec = new ImageDecoder({ data: buf, type });
    try {
      await dec.tracks.ready;
      const track = dec.tracks.selectedTrack;
      if (!track || !track.animated) return { frames: 1, loops: 0, ms: 0 };
      await dec.completed;
      const frames = Math.min(track.frameCount, 500);
      // Frames that all show the same picture do not move: compare each
      // frame's pixels with the first until one differs.
      let us = 0, first = null, moves = false;
      for (let i = 0; i < frames; i++) {
        const f = (await dec.decode({ frameIndex: i })).image;
        us += f.duration || 0;
        if (!moves) {
          const px = new Uint8Array(f.allocationSize());
          await f.copyTo(px);
          if (!first) first = px;
          else moves = px.length !== first.length || px.some((v, j) => v !== first[j]);
        }
        f.close();
      }
      return { frames: moves ? track.frameCount : 1, loops: track.repetitionCount, ms: us / 1000 };
    } finally { dec.close(); }
  };
  // Formats that never animate are not fetched; eight images at most are
  // read, side by side, 5 s in all. Each address is read once per call:
  // a scan starts the reads before axe runs (readAnimations), so the
  // network and the decoding overlap axe's work.
  const STILL = /\.(jpe?g|jfif|svg|bmp|ico)([?#]|$)/i;
  const animationReads = new Map();
  const readAnimation = (src) => {
    if (!animationReads.has(src)) animationReads.set(src, animation(src).catch(() => null));
    return animationReads.get(src);
  };
  const animationImages = () => hasPause() ? [] :
    Array.from(document.querySelectorAll('img')).filter((el) => (el.currentSrc || el.src) && !STILL.test(el.currentSrc || el.src) && !hidden(el)).slice(0, 8);
  const readAnimations = () => { for (const el of animationImages()) readAnimation(el.currentSrc || el.src); };
  const animatedImage = async () => {
    const out = [];
    const imgs = animationImages();
    const timeout = new Promise((done) => setTimeout(() => done(null), 5000));
    const read = await Promise.all(imgs.map((el) => Promise.race([readAnimation(el.currentSrc || el.src), timeout])));
    for (const [i, el] of imgs.entries()) {
      const a = read[i];
      if (!a || a.frames < 2) continue;
      const total = a.loops === Infinity ? Infinity : a.ms * (a.loops + 1);
      if (!(total > 5000)) continue;
      const r = el.getBoundingClientRect();
      const plays = total === Infinity ? 'loops forever' : `plays for ${Math.round(total / 1000)} s`;
      out.push({ el, review: r.width * r.height < 64 * 64, data: { frames: a.frames, loops: a.loops === Infinity ? -1 : a.loops, cycleMs: Math.round(a.ms) },
        summary: `This animated image (${a.frames} frames) ${plays} and the page offers no control to pause or stop it; stop it within 5 s, show a still image with a play control, or add a pause control.${r.width * r.height < 64 * 64 ? ' It is small: if it is a loading indicator, it is exempt.' : ''}` });
    }
    return out;
  };

  // Text blocks: rendered block boxes with text of their own (not only in
  // child blocks), measured once per page call.
  const lineBoxes = (el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = [];
    for (const r of range.getClientRects()) {
      if (r.width < 1 || r.height < 1) continue;
      const line = lines.find((l) => Math.abs(l.top - r.top) < r.height / 2 || Math.abs(l.bottom - r.bottom) < r.height / 2);
      if (line) { line.left = Math.min(line.left, r.left); line.right = Math.max(line.right, r.right); } else lines.push({ top: r.top, bottom: r.bottom, left: r.left, right: r.right });
    }
    return lines;
  };
  const BLOCK = /^(block|list-item|table-cell|flow-root)$/;
  let blocksMemo = null;
  const textBlocks = () => {
    if (blocksMemo) return blocksMemo;
    blocksMemo = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (['script', 'style', 'noscript', 'template', 'textarea', 'select', 'option', 'svg', 'math', 'button'].includes(el.localName)) continue;
      const cs = style(el);
      if (!BLOCK.test(cs.display) || Array.from(el.children).some((c) => BLOCK.test(style(c).display) && letters(c.innerText || '') > 0)) continue;
      const text = norm(el.innerText);
      if (!letters(text) || hidden(el)) continue;
      let lines = null; // measured when a check asks: Range rects cost a layout read per block
      blocksMemo.push({ el, cs, text, get lines() { return lines || (lines = lineBoxes(el)); } });
    }
    return blocksMemo;
  };
  const BODY_TEXT = 'h1, h2, h3, h4, h5, h6, [role=heading], nav, button, [role=button], label, legend, caption, th, pre, code, figcaption, header, footer';

  // 1.4.8 (F88): a justified block of text (two lines or more: all but the last line are stretched).
  const textJustified = () => textBlocks().filter((b) => b.cs.textAlign === 'justify' && b.lines.length >= 2 && letters(b.text) >= 80)
    .map((b) => ({ el: b.el, summary: `This block of text is justified (text-align: justify) over ${b.lines.length} lines: uneven word spacing makes it hard to read (F88). Align it to one side.` }));

  // 1.4.8: lines over 80 characters (40 in Chinese, Japanese, Korean). A
  // block whose width follows the window can be narrowed by the user (G204):
  // a person judges; a block too wide at any window width fails.
  const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
  const lineLength = () => {
    const long = [], canvasCtx = document.createElement('canvas').getContext('2d');
    for (const b of textBlocks()) {
      if (b.lines.length < 2 || letters(b.text) < 160) continue;
      canvasCtx.font = b.cs.font || `${b.cs.fontStyle} ${b.cs.fontWeight} ${b.cs.fontSize} ${b.cs.fontFamily}`;
      const sample = b.text.slice(0, 600), perChar = canvasCtx.measureText(sample).width / sample.length;
      const widest = Math.max(...b.lines.map((l) => l.right - l.left));
      const chars = Math.round(widest / perChar), limit = (sample.match(CJK) || []).length > sample.length / 2 ? 40 : 80;
      if (perChar > 0 && chars > limit * 1.05) long.push({ b, chars, limit, width: b.el.getBoundingClientRect().width });
    }
    if (!long.length) return [];
    // Narrow the page's root box to 320 px for a moment: a fluid block
    // narrows with it; one that stays over the limit cannot be narrowed.
    const root = document.documentElement, saved = root.getAttribute('style');
    root.style.setProperty('width', '320px', 'important');
    const narrowed = long.map((l) => l.chars * l.b.el.getBoundingClientRect().width / l.width <= l.limit);
    if (saved === null) root.removeAttribute('style'); else root.setAttribute('style', saved);
    return long.map((l, i) => ({ el: l.b.el, review: narrowed[i], data: { characters: l.chars },
      summary: `Lines in this block run to about ${l.chars} characters (over ${l.limit})` + (narrowed[i]
        ? ': the block narrows with the window, which may be the way to shorten them (G204); if not, limit its width (max-width: 70ch).'
        : ' and stays that long however narrow the window is; limit its width (max-width: 70ch).') }));
  };

  // 1.4.8: line spacing under 1.5 in paragraphs of body text, where the
  // author set it (the browser's "normal" is the user's to change).
  const lineHeight = () => textBlocks().filter((b) => b.lines.length >= 2 && letters(b.text) >= 80 && !b.el.closest(BODY_TEXT) &&
    b.cs.lineHeight !== 'normal' && parseFloat(b.cs.lineHeight) / parseFloat(b.cs.fontSize) < 1.49)
    .map((b) => { const ratio = parseFloat(b.cs.lineHeight) / parseFloat(b.cs.fontSize);
      return { el: b.el, data: { lineHeight: +ratio.toFixed(2) }, summary: `Line spacing in this paragraph is ${ratio.toFixed(2)} times the font size; make it at least 1.5 (line-height: 1.5).` }; });

  // Very small text: under 10 CSS px (text hidden by a 0 or 1 px font is
  // not reading text).
  const smallText = () => {
    const out = [];
    const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const el = n.parentElement;
      if (!el || letters(n.textContent) < 2 || out.some((o) => o.el.contains(el))) continue;
      const size = parseFloat(style(el).fontSize);
      if (!(size >= 2 && size < 10) || hidden(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) continue;
      let top = el;
      while (top.parentElement && top.parentElement !== document.body && parseFloat(style(top.parentElement).fontSize) < 10) top = top.parentElement;
      out.push({ el: top, data: { fontSize: size }, summary: `This text is ${+size.toFixed(1)} CSS px: too small for many people to read; use at least 12 px (and relative units).` });
    }
    return out;
  };

  // Long passages in capitals or italics are harder to read; the measure
  // is per text block: letters set that way in it.
  const styledLetters = (el, test) => {
    let n = 0;
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let t = walk.nextNode(); t; t = walk.nextNode()) if (t.parentElement && test(t.parentElement, t.textContent)) n += letters(t.textContent);
    return n;
  };
  const CAPS_RUN = /(?:\b\p{Lu}{2,}\b[^\p{Ll}\p{Lu}]*){4,}/gu;
  const allCaps = () => {
    const out = [];
    for (const b of textBlocks()) {
      const css = styledLetters(b.el, (p) => style(p).textTransform === 'uppercase');
      const typed = Math.max(0, ...(b.text.match(CAPS_RUN) || []).map(letters));
      if (css <= 25 && typed <= 25) continue;
      out.push({ el: b.el, summary: `${Math.max(css, typed)} letters of this text are in capitals${css > 25 ? ' (text-transform: uppercase)' : ''}: long passages in capitals are hard to read, and screen readers may spell them out. Use sentence case.` });
    }
    return out;
  };
  const longItalics = () => {
    const out = [];
    for (const b of textBlocks()) {
      const n = styledLetters(b.el, (p) => /italic|oblique/.test(style(p).fontStyle));
      if (n > 120) out.push({ el: b.el, summary: `${n} letters of this text are in italics: long italic passages are hard to read. Keep italics for a word or a title.` });
    }
    return out;
  };

  // Access keys clash with the shortcuts of browsers and screen readers,
  // and users rarely know they exist.
  const accesskey = () => Array.from(document.querySelectorAll('[accesskey]')).filter((el) => norm(el.getAttribute('accesskey')))
    .map((el) => ({ el, summary: `accesskey="${trunc(el.getAttribute('accesskey'), 10)}" can override keys that browsers and screen readers use; remove it, or let users turn access keys off and change them.` }));

  // tabindex="0" on static content: a stop in the tab order where nothing
  // can be done. Elements that may need focus are left alone: controls,
  // anything with a role or an event handler attribute, editable content,
  // scrollable regions, tooltip and popup triggers.
  const NATIVE_FOCUS = 'a[href], area[href], button, input, select, textarea, summary, iframe, object, embed, audio[controls], video[controls], [contenteditable]:not([contenteditable=false])';
  const handlerAttr = (el) => Array.from(el.attributes).some((a) => /^on[a-z]+$/.test(a.name) || /^(ng-click|v-on:|@click|\(click\)|data-action|data-toggle|data-bs-toggle|jsaction)/.test(a.name));
  const scrollable = (el) => { const cs = style(el); return /(auto|scroll)/.test(cs.overflowX + cs.overflowY) && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1); };
  const tabindexStatic = () => Array.from(document.querySelectorAll('[tabindex]')).filter((el) => {
    if (parseInt(el.getAttribute('tabindex'), 10) !== 0 || el.hasAttribute('role') || el.matches(NATIVE_FOCUS) || el === document.body) return false;
    if (['aria-describedby', 'aria-controls', 'aria-expanded', 'aria-haspopup', 'title'].some((a) => el.hasAttribute(a))) return false;
    if (handlerAttr(el) || scrollable(el) || hidden(el)) return false;
    return !(style(el).cursor === 'pointer' && !(el.parentElement && style(el.parentElement).cursor === 'pointer'));
  }).map((el) => ({ el, summary: `tabindex="0" puts this ${el.localName} in the tab order, but it has no role and does nothing: keyboard users stop on it for no reason. Remove the tabindex (or, if it acts, make it a real control).` }));

  Object.assign(CHEAP, { 'aa-alt-placeholder': altPlaceholder, 'aa-img-alt-title': imgAltTitle, 'aa-animated-image': animatedImage,
    'aa-text-justified': textJustified, 'aa-line-length': lineLength, 'aa-line-height': lineHeight, 'aa-small-text': smallText,
    'aa-all-caps': allCaps, 'aa-long-italics': longItalics, 'aa-accesskey': accesskey, 'aa-tabindex-static': tabindexStatic });
