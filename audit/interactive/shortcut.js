  // The character-key shortcut check's page side (shortcut.go presses the
  // keys). The scratch tab's init script (shortcutWatchJS) counts the key
  // listeners put on the page as a whole (window, document, html, body)
  // and records the dialogs and windows the page opens; this part notes
  // the page's state before a key and says what the key changed.
  // Each call is a new function: what arm notes lives in the registry.
  const reg = window[Symbol.for('accessagents.keys')] || (window[Symbol.for('accessagents.keys')] = { global: 0, dialogs: [] });
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const TEXTY = 'input:not([type]), input[type=text], input[type=search], input[type=email], input[type=url], input[type=tel], input[type=number], input[type=password], textarea, [contenteditable=""], [contenteditable=true], [role=textbox], [role=searchbox], [role=combobox]';
  const media = () => Array.from(document.querySelectorAll('audio, video')).map((m) => `${m.paused}/${m.muted}/${m.volume}/${m.playbackRate}`).join(',');
  const shownText = () => (document.body ? document.body.innerText || '' : '');
  // An element named as a person sees it: a field by its label, never by
  // what the keys typed into it.
  const keyTarget = (el) => {
    const field = el.matches(TEXTY);
    const name = norm((el.labels && el.labels[0] && el.labels[0].innerText) || el.getAttribute('aria-label') || el.getAttribute('placeholder') || el.getAttribute('title') ||
      (field ? el.getAttribute('name') : el.innerText) || '');
    return `${el.localName}${name ? ` "${trunc(name, 40)}"` : el.id ? `#${el.id}` : ''}`;
  };
  const st = {
    // listens says whether the page as a whole handles key presses: a
    // listener on window, document, html or body, or an onkey* handler
    // there. Keys handled only by a focused component are allowed.
    listens: () => {
      if (reg.global > 0) return true;
      const ons = ['onkeydown', 'onkeypress', 'onkeyup'];
      return [window, document, document.documentElement, document.body].some((t) => t && ons.some((on) => typeof t[on] === 'function'));
    },
    // arm takes nothing focused and notes the state a key may change.
    arm: () => {
      if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
      getSelection().removeAllRanges();
      reg.before = { x: scrollX, y: scrollY, href: location.href, dialogs: reg.dialogs.length, media: media(), text: shownText() };
      return true;
    },
    // effect says what the last key changed, after the page's handlers and
    // one short pause for a handler that waits a frame: focus moved (and
    // whether a text field took the typed character), scrolled, another
    // address, a dialog or window, media started or stopped, or the words
    // the page shows. '' is nothing.
    effect: async ({ key, ms }) => {
      await frame();
      await sleep(ms);
      // The handler's own timers (up to a second each) run first.
      for (let waited = 0; reg.pending > 0 && waited < 1200; waited += 25) await sleep(25);
      await frame();
      const before = reg.before;
      if (!before) return { what: '' };
      const a = document.activeElement;
      if (a && a !== document.body && a !== document.documentElement) {
        const typed = a.matches(TEXTY) && String(a.value ?? a.textContent ?? '').includes(key);
        return { what: typed ? `moves focus to ${keyTarget(a)} and types "${key}" into it` : `moves focus to ${keyTarget(a)}`, typed, focus: true };
      }
      if (location.href !== before.href) return { what: `goes to ${trunc(location.href, 80)}` };
      if (reg.dialogs.length > before.dialogs) return { what: `opens ${reg.dialogs[reg.dialogs.length - 1] === 'window.open' ? 'a window' : `a dialog "${trunc(norm(reg.dialogs[reg.dialogs.length - 1]), 60)}"`}` };
      if (Math.abs(scrollY - before.y) > 40 || Math.abs(scrollX - before.x) > 40) return { what: `scrolls the page by ${Math.round(scrollY - before.y)} px` };
      if (media() !== before.media) return { what: 'starts, stops or changes the sound of the page\'s media' };
      const text = shownText();
      if (text !== before.text) {
        const now = text.split('\n').map(norm).filter(Boolean), was = before.text.split('\n').map(norm).filter(Boolean);
        const nowSet = new Set(now), wasSet = new Set(was);
        const added = now.find((l) => !wasSet.has(l)), gone = was.find((l) => !nowSet.has(l));
        return { what: added ? `shows "${trunc(added, 60)}"` : gone ? `hides "${trunc(gone, 60)}"` : 'changes the words shown', text: true };
      }
      return { what: '' };
    },
    // restless watches the shown words for ms with nothing pressed: a
    // clock or a rotator changes them by itself.
    restless: async (ms) => {
      const t = shownText();
      await sleep(ms);
      return shownText() !== t;
    },
    // wayOut says whether the page speaks of keyboard shortcuts or links
    // to settings (a heuristic, English): a way to turn them off may be
    // there, which a person checks. Links and buttons count shown or not
    // (a settings item in a closed menu).
    wayOut: () => {
      const WAY = /\b(keyboard|character[- ]key|single[- ]key)\s+shortcuts?\b|\bshortcut keys?\b|\bhot ?keys?\b|\bshortcuts\b/i;
      if (WAY.test(shownText())) return true;
      const SETTINGS = /settings|preferences|accessibility|shortcut|keyboard|hot ?key/i;
      return Array.from(document.querySelectorAll('a, button, [role=button], [role=link], [role=menuitem]')).some((e) =>
        SETTINGS.test(`${e.textContent} ${e.getAttribute('aria-label') || ''} ${e.getAttribute('title') || ''} ${e.getAttribute('href') || ''}`));
    },
    node: (summary) => {
      const el = document.documentElement;
      return { target: ['html'], xpath: [absXPath(el)], html: (el.outerHTML.match(/<html[^>]*>/) || ['<html>'])[0].slice(0, 200), summary, data: null };
    },
  };
