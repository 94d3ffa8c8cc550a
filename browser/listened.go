package browser

import (
	"sync"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// markListened finds, over DevTools, the elements that a click, pointer,
// touch or drag listener of their own makes operable while nothing in the
// markup says so (a framework's addEventListener on a span: a star, an
// "Archive" label), and marks them for the structure read (page.js's
// listened). A listener is the structural tell; a pointer cursor is only
// the usual one, and some pages set none.
//
// Candidates are the top document's and its open shadow roots' elements
// with no role, tabindex or onclick, not a control or a frame, with a box
// of at least 4 px and under a quarter of the viewport, and at most 3,000
// of them read. An element that holds a control is left out: it is a
// container delegating clicks (a framework's root), and its controls are
// listed themselves. Best effort: a page whose listeners DevTools cannot
// read is read without them. A page script can shadow getEventListeners
// and so add or hide entries, which changes only what is listed: the guard
// judges whatever an act on them does.
func markListened(p playwright.Page) {
	args := map[string]any{"expression": listenedJS, "includeCommandLineAPI": true, "returnByValue": true, "silent": true}
	for try := 0; try < 2; try++ {
		cdp, err := listenSession(p)
		if err != nil {
			return
		}
		if _, err := cdp.Send("Runtime.evaluate", args); err == nil {
			return
		}
		// The tab's target changed (a navigation to another site's
		// process): open a session on the new one, once.
		listenCDP.CompareAndDelete(p, cdp)
		_ = cdp.Detach()
	}
}

// listenCDP keeps one DevTools session per tab for markListened: opening
// one cost more than the read itself (about 15 ms a structure read).
var listenCDP sync.Map // playwright.Page → playwright.CDPSession

func listenSession(p playwright.Page) (playwright.CDPSession, error) {
	if c, ok := listenCDP.Load(p); ok {
		return c.(playwright.CDPSession), nil
	}
	c, err := p.Context().NewCDPSession(p)
	if err != nil {
		return nil, err
	}
	if prev, loaded := listenCDP.LoadOrStore(p, c); loaded {
		_ = c.Detach()
		return prev.(playwright.CDPSession), nil
	}
	// The session ends with its tab. (No Detach here: event handlers run
	// on the connection's dispatcher, which a call from one would wait on.)
	p.OnClose(func(playwright.Page) { listenCDP.CompareAndDelete(p, c) })
	return c, nil
}

// listenedJS runs with the DevTools command-line API (getEventListeners).
const listenedJS = `(() => {
  const KEY = Symbol.for('accessagents.listened');
  const set = new WeakSet();
  const ACTS = ['click', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'dragstart'];
  const SKIP = new Set(['html', 'head', 'body', 'a', 'button', 'input', 'select', 'textarea', 'summary', 'label', 'option', 'optgroup',
    'script', 'style', 'template', 'iframe', 'frame', 'object', 'embed', 'video', 'audio', 'form', 'main', 'header', 'footer', 'nav']);
  const CONTROLS = 'a[href], button, input, select, textarea, summary, [role], [tabindex], [contenteditable], [onclick]';
  const area = innerWidth * innerHeight / 4;
  let read = 0;
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) visit(el.shadowRoot);
      if (read >= 3000) return;
      if (SKIP.has(el.localName) || el.hasAttribute('role') || el.hasAttribute('tabindex') || el.hasAttribute('onclick')) continue;
      const r = el.getBoundingClientRect();
      if (r.width < 4 || r.height < 4 || r.width * r.height > area) continue;
      read++;
      let ls = null;
      try { ls = getEventListeners(el); } catch (e) { return; }
      if (!ls || !ACTS.some((t) => ls[t] && ls[t].length)) continue;
      if (el.querySelector(CONTROLS)) continue;
      set.add(el);
    }
  };
  visit(document);
  Object.defineProperty(window, KEY, { value: set, configurable: true, writable: true, enumerable: false });
  return read;
})()`
