  // Colour helpers of the colour checks (1.4.1, 1.4.11) and the hover
  // checks: computed colours parsed, composited over what is behind them,
  // and compared by WCAG's contrast ratio. Self-contained: the hover
  // checks' page function has none of the cheap checks' helpers.
  const clr = (() => {
    let canvas = null;
    // parse reads a computed colour to [r, g, b, a] (0-255, alpha 0-1);
    // colour functions Chromium leaves unconverted go through a canvas.
    const parse = (s) => {
      if (!s || s === 'transparent') return [0, 0, 0, 0];
      const m = s.match(/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/);
      if (m) {
        let a = m[4] === undefined ? 1 : parseFloat(m[4]);
        if (m[4] && m[4].endsWith('%')) a /= 100;
        return [+m[1], +m[2], +m[3], a];
      }
      try {
        canvas = canvas || document.createElement('canvas').getContext('2d', { willReadFrequently: true });
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = '#000';
        canvas.fillStyle = s;
        canvas.fillRect(0, 0, 1, 1);
        const d = canvas.getImageData(0, 0, 1, 1).data;
        return [d[0], d[1], d[2], d[3] / 255];
      } catch (e) { return null; }
    };
    // over composites colour c over the opaque colour bg.
    const over = (c, bg) => {
      const a = c[3];
      return [c[0] * a + bg[0] * (1 - a), c[1] * a + bg[1] * (1 - a), c[2] * a + bg[2] * (1 - a), 1];
    };
    const lum = (c) => {
      const ch = c.slice(0, 3).map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; });
      return 0.2126 * ch[0] + 0.7152 * ch[1] + 0.0722 * ch[2];
    };
    // ratio is WCAG's contrast ratio, floored to two decimals as axe does
    // (2.999 is under 3).
    const ratio = (a, b) => {
      const x = lum(a), y = lum(b);
      return Math.floor(((Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)) * 100) / 100;
    };
    const hex = (c) => '#' + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
    // behind is the opaque colour painted behind el's box, from its
    // ancestors' backgrounds (white at the root), or null when an image,
    // gradient or filter is in the way and colours cannot be read.
    const behind = (el) => {
      const layers = [];
      for (let e = el.parentElement; e; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.backgroundImage !== 'none' || (s.filter && s.filter !== 'none') || (s.mixBlendMode && s.mixBlendMode !== 'normal')) return null;
        const c = parse(s.backgroundColor);
        if (!c) return null;
        if (c[3] > 0) layers.push(c);
        if (c[3] >= 1) break;
      }
      let bg = [255, 255, 255, 1];
      for (let i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
      return bg;
    };
    // paintedAt is the opaque colour painted at the element e shows (its
    // own background over its ancestors'), or null past an image.
    const paintedAt = (e) => {
      const s = getComputedStyle(e);
      if (s.backgroundImage !== 'none') return null;
      const c = parse(s.backgroundColor), under = behind(e);
      return c && under ? over(c, under) : null;
    };
    // around says whether what is painted right behind el's box (the
    // next element under it at points along its edges) shows bg: nothing
    // positioned (an image, a panel) sits behind el that its ancestors do
    // not show. A box outside the viewport is scrolled to (put the scroll
    // back with clr.restore()).
    let scrolled = null;
    const around = (el, bg) => {
      let r = el.getBoundingClientRect();
      if (r.bottom < 0 || r.top > innerHeight || r.right < 0 || r.left > innerWidth) {
        if (!scrolled) scrolled = [scrollX, scrollY];
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        r = el.getBoundingClientRect();
      }
      const pts = [[r.left + 1, r.top + r.height / 2], [r.right - 1, r.top + r.height / 2], [r.left + r.width / 2, r.top + 1], [r.left + r.width / 2, r.bottom - 1]];
      let seen = 0;
      for (const [x, y] of pts) {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const stack = document.elementsFromPoint(x, y), i = stack.indexOf(el);
        if (i < 0) return false; // something covers it
        const under = stack.slice(i + 1).find((e) => !el.contains(e));
        if (!under) continue;
        if (!under.contains(el)) {
          const c = paintedAt(under);
          if (!c || ratio(c, bg) > 1.05) return false;
        }
        seen++;
      }
      return seen > 0;
    };
    const restore = () => { if (scrolled) window.scrollTo({ left: scrolled[0], top: scrolled[1], behavior: 'instant' }); scrolled = null; };
    return { parse, over, lum, ratio, hex, behind, around, restore };
  })();
