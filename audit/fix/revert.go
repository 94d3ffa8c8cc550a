package fix

// Applying and undoing one fix in the page: the transactional script that
// records what it changed, and the revert that puts it back.

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
)

// cssRule scopes the declarations to the fix's class; !important beats the
// page's own rules and inline styles without !important.
func cssRule(cls string, styles map[string]string) string {
	var b strings.Builder
	b.WriteString("." + cls + " {")
	for _, k := range slices.Sorted(maps.Keys(styles)) {
		fmt.Fprintf(&b, " %s: %s !important;", k, strings.TrimSpace(styles[k]))
	}
	b.WriteString(" }")
	return b.String()
}

// fixTxJS is one in-page transaction: refuse what hides the element from
// keyboard users, fingerprint the interactive elements, apply, fingerprint
// again, and undo everything if anything was lost, disabled or hidden.
var fixTxJS = "(el, arg) => {\n" + browser.PageLibJS() + `
  if (arg.kind === 'attribute') {
    const name = arg.attr.toLowerCase(), val = String(arg.value).trim().toLowerCase();
    const focusables = 'a[href],button,input:not([type=hidden]),select,textarea,summary,[tabindex]:not([tabindex="-1"]),[contenteditable]';
    if (name === 'aria-hidden' && val === 'true' && (focusable(el) || el.querySelector(focusables)))
      return { refused: 'aria-hidden="true" on a focusable element (or one containing focusable elements) hides it from screen readers while keyboard focus still lands on it' };
    if (name === 'tabindex' && parseInt(val, 10) < 0 && (interactive(el) || el.matches(focusables)))
      return { refused: 'tabindex=-1 would remove this control from the keyboard order, the only way keyboard users reach it' };
    if (name === 'role' && (val === 'presentation' || val === 'none') && interactive(el))
      return { refused: 'role=' + val + ' would strip an interactive element of its semantics' };
  }
  const before = fingerprint();
  const beforeHTML = el.outerHTML.slice(0, 2000);
  let undo = () => {};
  let info = null;
  if (arg.kind === 'attribute') {
    const had = el.hasAttribute(arg.attr), old = el.getAttribute(arg.attr);
    el.setAttribute(arg.attr, arg.value);
    undo = () => (had ? el.setAttribute(arg.attr, old) : el.removeAttribute(arg.attr));
    info = { kind: 'attribute', attr: arg.attr, had, old };
  } else if (arg.kind === 'content') {
    // Text only: direct text nodes change, child elements are never removed.
    const texts = Array.from(el.childNodes).filter((n) => n.nodeType === 3);
    const old = texts.map((n) => n.textContent);
    let added = null;
    const target = texts.find((n) => n.textContent.trim()) || texts[0];
    if (target) { texts.forEach((n) => { n.textContent = n === target ? arg.text : (n.textContent.trim() ? '' : n.textContent); }); }
    else { added = document.createTextNode(arg.text); el.appendChild(added); }
    undo = () => { texts.forEach((n, i) => { n.textContent = old[i]; }); if (added) added.remove(); };
    info = { kind: 'content', old, added: !!added };
  } else if (arg.kind === 'style') {
    const hadClass = el.classList.contains(arg.cls);
    el.classList.add(arg.cls);
    const root = el.getRootNode();
    const style = document.createElement('style');
    style.setAttribute('data-accessagents-fix', arg.cls);
    style.textContent = arg.css;
    (root instanceof ShadowRoot ? root : (document.head || document.documentElement)).appendChild(style);
    undo = () => { if (!hadClass) el.classList.remove(arg.cls); style.remove(); };
    info = { kind: 'style', cls: arg.cls, hadClass };
  }
  const after = new Map(fingerprint().map((f) => [f.key, f]));
  const harm = [];
  for (const b of before) {
    const a = after.get(b.key);
    if (!a) { harm.push('would remove the ' + b.role + ' at ' + b.key); continue; }
    if (a.role !== b.role) harm.push('would change the ' + b.role + ' at ' + b.key + ' into a ' + a.role);
    if (b.focusable && !a.focusable) harm.push('would make the ' + b.role + ' at ' + b.key + ' unreachable by keyboard');
    if (b.enabled && !a.enabled) harm.push('would disable the ' + b.role + ' at ' + b.key);
    if (b.visible && !a.visible) harm.push('would hide the ' + b.role + ' at ' + b.key);
  }
  if (harm.length) { const afterHTML = el.outerHTML.slice(0, 2000); undo(); return { harm: harm.slice(0, 5), beforeHTML, afterHTML }; }
  return { beforeHTML, afterHTML: el.outerHTML.slice(0, 2000), xpath: absXPath(el), undo: info };
}`

// revertJS takes back a fix from the undo record its transaction returned.
const revertJS = `(el, a) => {
  if (a.kind === 'attribute') { if (a.had) el.setAttribute(a.attr, a.old); else el.removeAttribute(a.attr); }
  else if (a.kind === 'content') {
    const texts = Array.from(el.childNodes).filter((n) => n.nodeType === 3);
    if (a.added && texts.length) texts.pop().remove();
    texts.forEach((n, i) => { if (i < a.old.length) n.textContent = a.old[i]; });
  } else if (a.kind === 'style') {
    if (!a.hadClass) el.classList.remove(a.cls);
    const root = el.getRootNode();
    (root.querySelectorAll ? root : document).querySelectorAll('style[data-accessagents-fix="' + a.cls + '"]').forEach((s) => s.remove());
  }
  return el.outerHTML.slice(0, 2000);
}`

// Revert undoes an applied fix in the page, from the undo record its
// transaction kept.
func Revert(p playwright.Page, f *Record) error {
	if len(f.undo) == 0 {
		return fmt.Errorf("fix %s has no undo record", f.ID)
	}
	sel := f.Selector
	if f.XPath != "" {
		sel = "xpath=" + f.XPath
	}
	var undo any
	if err := json.Unmarshal(f.undo, &undo); err != nil {
		return err
	}
	h, err := browser.HandleOf(p.Locator(sel).First())
	if err != nil {
		return err
	}
	defer h.Dispose()
	_, err = h.Evaluate(revertJS, undo)
	return err
}
