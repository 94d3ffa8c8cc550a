  // Motion and updates made by script (2.2.2), watched in a scratch tab
  // while its clock runs on by itself (Chromium's virtual time: 30 s of
  // the page's timers in a few milliseconds). What a timer changes again
  // and again, past five seconds, in view, with content a person reads or
  // sees move, and with no control to pause or stop it, fails: a ticker
  // moved by script, a slideshow that turns by itself, a countdown.
  const nodeOf = (el) => ({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200) });
  const REG = Symbol.for('accessagents.motion');
  const MOVE = /(^|;)\s*(left|top|right|bottom|transform|translate|margin-left|margin-top)\s*:/i;
  const mo = {
    watch() {
      const reg = { t0: performance.now(), els: new Map() };
      Object.defineProperty(window, REG, { value: reg, configurable: true });
      const note = (el, kind, sig) => {
        if (!el || el.nodeType !== 1 || el === document.body || el === document.documentElement) return;
        let e = reg.els.get(el);
        if (!e) { if (reg.els.size >= 2000) return; e = { ticks: new Set(), sigs: new Set(), kinds: new Set() }; reg.els.set(el, e); }
        e.ticks.add(Math.round(performance.now() - reg.t0));
        if (e.sigs.size < 50) e.sigs.add(sig);
        e.kinds.add(kind);
      };
      new MutationObserver((recs) => {
        for (const r of recs) {
          if (r.type === 'attributes') {
            const el = r.target, v = el.getAttribute(r.attributeName) || '';
            const kind = r.attributeName === 'style' && MOVE.test(v) ? 'moves' : 'turns';
            note(el, kind, r.attributeName + '=' + v);
            // A slide shown in its turn changes its container's look.
            note(el.parentElement, kind, r.attributeName + '@' + Array.prototype.indexOf.call(el.parentElement ? el.parentElement.children : [], el) + '=' + v);
          } else {
            const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
            note(el, 'updates', (el ? norm(el.textContent) : '').slice(0, 200));
          }
        }
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true,
        attributeFilter: ['style', 'class', 'src', 'alt', 'hidden', 'aria-hidden'] });
      return true;
    },
    report() {
      const reg = window[REG];
      if (!reg) return { nodes: [] };
      // Shown, and bigger than a screen reader's hidden text (1 px boxes).
      const shows = (el) => el.isConnected && visible(el) && (() => { const r = el.getBoundingClientRect(); return r.width * r.height >= 16; })() && !el.closest('[aria-hidden="true"], [inert], progress, meter, [role=progressbar]') &&
        (norm(el.innerText || '').replace(/[^\p{L}\p{N}]/gu, '').length >= 2 || el.matches('img, svg, canvas, video') || el.querySelector('img, svg, canvas, video'));
      const cands = [];
      for (const [el, e] of reg.els) {
        const ticks = Array.from(e.ticks).sort((a, b) => a - b);
        // Three or more changes by itself, the last past five seconds,
        // showing two or more different things.
        if (ticks.length < 3 || ticks[ticks.length - 1] < 5000 || e.sigs.size < 2 || !shows(el)) continue;
        cands.push({ el, e, ticks });
      }
      const outer = cands.filter((c) => !cands.some((o) => o !== c && o.el.contains(c.el)));
      // A pause or stop control anywhere serves (a page's "Pause
      // animations"); a hide control only beside the content it hides
      // (a cookie bar's "Hide this message" stops no slideshow).
      const controls = Array.from(document.querySelectorAll('button, [role=button], input[type=button], a[href], input[type=checkbox], [role=switch]'))
        .filter((b) => visible(b)).map((b) => ({ b, words: accName(b) + ' ' + (b.getAttribute('title') || '') }));
      // A short name only: "Get it on Google Play" is a badge, not a control.
      const anywhere = controls.some((c) => /\b(pause|stop|freeze|play)\b/i.test(c.words) && norm(c.words).split(' ').length <= 4);
      const near = (el) => { let a = el; for (let i = 0; i < 3 && a.parentElement && a.parentElement !== document.body; i++) a = a.parentElement;
        return controls.some((c) => /\bhide\b/i.test(c.words) && a.contains(c.b)); };
      return {
        asked: (window[Symbol.for('accessagents.net')] || { n: 0 }).n,
        nodes: outer.slice(0, 10).map((c) => {
          const kind = c.e.kinds.has('moves') ? 'moves' : c.e.kinds.has('turns') ? 'turns' : 'updates';
          const every = Math.round((c.ticks[c.ticks.length - 1] - c.ticks[0]) / Math.max(1, c.ticks.length - 1));
          return { node: nodeOf(c.el), kind, changes: c.ticks.length, every, paused: anywhere || near(c.el) };
        }),
      };
    },
  };
