  // slidelib.js: a slider drawn by the page (a handle in a track, no
  // ARIA), read with pagelib.js in one scope. Its value is where its
  // handle sits, read from the layout a person sees: "at 40%".
  //
  // trackOf is the track a handle slides along: the handle is small and
  // placed absolutely, and an ancestor (up to three levels) with no text
  // and no other control but a second handle is at least four times its
  // length along one axis and three times longer than it is thick.
  // The track is thin: no thicker across than twice the handle (a
  // carousel's arrows sit in a picture, not on a track), and a control
  // with a name of its own ("Next slide") is no handle.
  const trackOf = (el) => {
    if (el.localName === 'input' || el.hasAttribute('aria-valuenow') || norm(el.textContent)) return null;
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height || r.width > 64 || r.height > 64) return null;
    if (getComputedStyle(el).position !== 'absolute' || accName(el)) return null;
    for (let a = el.parentElement, i = 0; a && i < 3; a = a.parentElement, i++) {
      const t = a.getBoundingClientRect();
      const across = t.width >= 4 * r.width && t.width >= 3 * t.height && t.width >= 80 && t.height <= 2 * r.height;
      const down = t.height >= 4 * r.height && t.height >= 3 * t.width && t.height >= 80 && t.width <= 2 * r.width;
      if (!across && !down) continue;
      if (norm(a.innerText || '')) return null;
      const others = a.querySelectorAll('a[href],button,input,select,textarea,[tabindex],[role]');
      if (others.length > 2) return null;
      return { el: a, across };
    }
    return null;
  };
  // slidePos is a handle's place along its track, from its track's start
  // (left, or bottom for an upright one: "upright at 70%"), or '' for no
  // handle.
  const slidePos = (el) => {
    const tr = trackOf(el);
    if (!tr) return '';
    const r = el.getBoundingClientRect(), t = tr.el.getBoundingClientRect();
    const f = tr.across ? (r.left + r.width / 2 - t.left) / t.width : (t.bottom - r.top - r.height / 2) / t.height;
    // An upright one says so: its keys are up and down.
    return (tr.across ? 'at ' : 'upright at ') + Math.round(Math.min(1, Math.max(0, f)) * 100) + '%';
  };
