// Runs before the page's own scripts in the hover checks' scratch tab: it
// notes the elements that get a pointer-enter or -over listener, so the
// hover check can try them (a listener leaves no attribute to read).
(() => {
  const KEY = Symbol.for('accessagents.hover.listeners');
  if (window[KEY]) return;
  const seen = (window[KEY] = new Set());
  const HOVER = new Set(['mouseenter', 'mouseover', 'pointerenter', 'pointerover']);
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (HOVER.has(type) && this instanceof Element && seen.size < 500) seen.add(this);
    return add.call(this, type, ...rest);
  };
})();
