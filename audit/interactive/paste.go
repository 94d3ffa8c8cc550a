package interactive

import (
	"context"
	"encoding/json"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// PasteID is 3.3.8 Accessible Authentication (Minimum) where it can be
// read from the page: a password or code field that refuses a paste.
const PasteID = "aa-paste-blocked"

// pasteFieldsJS counts (op "count") or tries (op "try") the fields a
// person signs in with: password fields and those whose autocomplete asks
// for a password or a one-time code. Trying dispatches a paste event
// carrying text, as a password manager's or the person's own paste does,
// and reads whether the page's handlers cancelled it (onpaste="return
// false", preventDefault).
var pasteFieldsJS = "({ op }) => {\n" + browser.PageLibJS() + `
  const fields = Array.from(document.querySelectorAll('input[type=password], input[autocomplete~="current-password"], input[autocomplete~="new-password"], input[autocomplete~="one-time-code"]'))
    .filter((el) => !el.disabled && !el.readOnly && visible(el)).slice(0, 12);
  if (op === 'count') return fields.length;
  const out = [];
  // A paste the page cancels but then puts in itself (trimmed, or spread
  // over a code's boxes) was accepted: the fields of the form are read
  // after it. A beforeinput of inputType insertFromPaste is the other way
  // a page refuses one.
  const valuesOf = (form) => Array.from((form || document).querySelectorAll('input')).map((i) => i.value).join('');
  for (const el of fields) {
    const code = (el.getAttribute('autocomplete') || '').includes('one-time-code');
    const text = code ? '482913' : 'Pasted7x';
    const dt = new DataTransfer();
    dt.setData('text/plain', text);
    const ev = new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true, composed: true });
    el.focus();
    const before = valuesOf(el.form);
    let went = el.dispatchEvent(ev);
    if (!went) {
      const now = valuesOf(el.form);
      if (now !== before && [...text].filter((c) => now.includes(c)).length >= 2) continue;
    } else {
      went = el.dispatchEvent(new InputEvent('beforeinput', { inputType: 'insertFromPaste', data: text, bubbles: true, cancelable: true, composed: true }));
      if (went) continue;
    }
    const name = norm((el.labels && el.labels[0] && el.labels[0].innerText) || el.getAttribute('aria-label') || el.getAttribute('title') || el.name || '');
    out.push({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200),
      summary: 'Pasting into this ' + (el.type === 'password' ? 'password' : 'code') + ' field' + (name ? ' ("' + name.slice(0, 40) + '")' : '') +
        ' is refused: a person who cannot remember or retype it cannot paste it or use a password manager, so signing in becomes a memory test (3.3.8, failure F109). Remove the paste block (onpaste="return false", preventDefault on paste).',
      data: null });
  }
  return out;
}`

// pasteCheck tries a paste into each sign-in field of the page, in a
// scratch tab (a paste handler may act), when the live page has one.
func pasteCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: PasteID}
	var n int
	if err := browser.EvalJSON(p, pasteFieldsJS, map[string]any{"op": "count"}, &n); err != nil || n == 0 {
		return r, err
	}
	sp, err := scratchPage(ctx, p, false, dialogWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var nodes []finding.Node
	if err := browser.EvalJSON(sp, pasteFieldsJS, map[string]any{"op": "try"}, &nodes); err != nil {
		return r, err
	}
	for i := range nodes {
		nodes[i].Data, _ = json.Marshal(map[string]any{"failure": "F109"})
	}
	r.Nodes = nodes
	return capped(r), nil
}
