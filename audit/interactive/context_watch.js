// Runs in every document of the change-of-context checks' scratch tab
// before the page's own scripts, so none can keep the originals: it
// records what would change the context (a navigation to another
// document, a new window, a form submission the page does not handle
// itself) and stops it in the page, so the tab stays on its document. The
// tab's network is closed besides.
(() => {
  const REG = Symbol.for('accessagents.context');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), els: new Map(), next: 1, log: [], orig: new Map() });
  if (reg.watching) return;
  reg.watching = true;
  const log = (kind, detail) => reg.log.push({ kind, detail: String(detail || '').slice(0, 200) });
  window.open = function (url) { log('window', url); return null; };
  HTMLFormElement.prototype.submit = function () { log('submit', this.action); };
  // Added after the page's own listeners have run (this one is added
  // first, but on load, not at capture): a page that handles its own
  // submit event (and updates content in place) prevents the default.
  addEventListener('load', () => {
    addEventListener('submit', (e) => { if (!e.defaultPrevented) log('submit', e.target && e.target.action); e.preventDefault(); });
  });
  if (window.navigation) {
    navigation.addEventListener('navigate', (e) => {
      if (e.destination.sameDocument) return; // a hash or history change: content, not context
      if (!e.formData) log(e.destination.url === location.href ? 'reload' : 'navigate', e.destination.url);
      if (e.cancelable) e.preventDefault();
    });
  }
  // A link or form aimed at another window opens one without window.open.
  addEventListener('click', (e) => {
    const a = e.target && e.target.closest && e.target.closest('a[href][target]');
    if (a && !['', '_self', '_parent', '_top'].includes(a.target.toLowerCase())) { log('window', a.href); e.preventDefault(); }
  }, true);
})();
