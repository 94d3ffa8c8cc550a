package interactive

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"sync/atomic"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// PointerDownID is 2.5.2 Pointer Cancellation, read from what pressing
// the mouse button down does before it is released.
const PointerDownID = "aa-pointer-down"

//go:embed pointerdown.js
var checksPointerDownJS string

var pointerDownJS = "async ({ op, arg }) => {\n" + browser.PageLibJS() + checksPointerDownJS + "\n  return await pd[op](arg);\n}"

// pointerDownWatchJS runs before the page's scripts in the check's
// scratch tab: it notes which elements get a down-event listener (and
// which also follow the pointer's moves: drags), and records dialogs,
// windows and form submissions instead of letting them happen.
const pointerDownWatchJS = `(() => {
  const K = Symbol.for('accessagents.down');
  if (window[K]) return;
  const reg = (window[K] = { down: new Set(), moves: new Set(), log: [], ids: new Map(), els: new Map(), next: 1 });
  const DOWN = new Set(['mousedown', 'pointerdown']);
  const MOVE = new Set(['mousemove', 'pointermove', 'dragstart']);
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (this instanceof Element && reg.down.size < 500) {
      if (DOWN.has(type)) reg.down.add(this);
      if (MOVE.has(type)) reg.moves.add(this);
    }
    // A move listener put on while a press is handled: the press starts
    // a drag (a map, a slider), which ends on release.
    if (MOVE.has(type) && reg.inDown) reg.drag = true;
    return add.call(this, type, ...rest);
  };
  const timeout = window.setTimeout;
  for (const type of DOWN) add.call(window, type, () => { reg.inDown = true; timeout.call(window, () => { reg.inDown = false; }, 0); }, true);
  // History calls are counted by who made them: a press's own handlers
  // (pressHist) or anything else (otherHist: a carousel's #slide-2, a
  // scroll spy), so an address change is the press's by attribution, not
  // by a window of time a busy machine can stretch.
  reg.pressHist = 0;
  reg.otherHist = 0;
  for (const m of ['pushState', 'replaceState']) {
    const f = history[m];
    history[m] = function (...args) { if (reg.inDown) reg.pressHist++; else reg.otherHist++; return f.apply(this, args); };
  }
  const say = (what) => reg.log.push(what);
  window.alert = (m) => say('opens a dialog "' + String(m).slice(0, 60) + '"');
  window.confirm = (m) => { say('opens a dialog "' + String(m).slice(0, 60) + '"'); return false; };
  window.open = (u) => { say('opens a window' + (u ? ' on ' + String(u).slice(0, 80) : '')); return null; };
  HTMLFormElement.prototype.submit = function () { say('sends its form'); };
  window.addEventListener('submit', (e) => { say('sends its form'); e.preventDefault(); }, true);
})();`

const (
	maxPointerDown  = 12 // elements pressed per page
	pointerDownWait = 80 // ms the page is given after the press
)

func pdCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, pointerDownJS, map[string]any{"op": op, "arg": arg}, out)
}

// pointerDownCheck presses the real mouse button down on each element a
// down-event listener sits on, in a scratch tab that sends nothing, and
// before releasing it (away from the element, as a person who pressed the
// wrong target slides off) asks what the press did. One that started a
// navigation, changed the address, opened a dialog or a window or sent a
// form acted on the down-event, which nothing lets the person take back:
// 2.5.2's failure F101. Fields, media, drag handles (elements that follow
// the pointer's moves) and listeners on the whole page are left alone;
// what a press shows or hides (a menu) is not judged.
func pointerDownCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: PointerDownID}
	if any, err := pageHasDownListeners(p); err != nil || !any {
		return r, err
	}
	sp, err := scratchPage(ctx, p, false, pointerDownWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var ids []int
	if err := pdCall(sp, "cands", maxPointerDown, &ids); err != nil || len(ids) == 0 {
		return r, err
	}
	var navs atomic.Int32
	var navURL atomic.Value
	sp.OnRequest(func(req playwright.Request) {
		if req.IsNavigationRequest() && req.Frame() == sp.MainFrame() {
			navURL.Store(req.URL())
			navs.Add(1)
		}
	})
	mouse := sp.Mouse()
	for _, id := range ids {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		var at *point
		if err := pdCall(sp, "point", id, &at); err != nil {
			return r, err
		}
		if at == nil {
			continue
		}
		var armed bool
		if err := pdCall(sp, "arm", nil, &armed); err != nil {
			return r, err
		}
		n := navs.Load()
		if err := mouse.Move(at.X, at.Y); err != nil {
			return r, err
		}
		if err := mouse.Down(); err != nil {
			return r, err
		}
		var got struct {
			What string `json:"what"`
			Name string `json:"name"`
		}
		err := pdCall(sp, "acted", map[string]any{"id": id, "ms": pointerDownWait}, &got)
		// Released away from the element: no click follows.
		if e := mouse.Move(1, 1, playwright.MouseMoveOptions{Steps: playwright.Int(3)}); e != nil && err == nil {
			err = e
		}
		if e := mouse.Up(); e != nil && err == nil {
			err = e
		}
		if err != nil {
			return r, err
		}
		if got.What == "" && navs.Load() != n {
			u, _ := navURL.Load().(string)
			if len(u) > 80 {
				u = u[:79] + "…"
			}
			got.What = "starts loading " + u
		}
		if got.What == "" {
			continue
		}
		summary := fmt.Sprintf("Pressing the mouse button down on %q %s before the button is released: a person who pressed the wrong target cannot slide off to cancel (2.5.2, failure F101). Act on the click (the up-event) instead.", got.Name, got.What)
		var node *finding.Node
		if err := pdCall(sp, "node", map[string]any{"id": id, "summary": summary}, &node); err != nil {
			return r, err
		}
		if node != nil {
			node.Data, _ = json.Marshal(map[string]any{"failure": "F101", "effect": got.What})
			r.Nodes = append(r.Nodes, *node)
		}
	}
	return capped(r), nil
}

// pageHasDownListeners says whether any element of the live page has a
// down-event listener (one DevTools call over the whole document, which
// lists attribute handlers too), so a page with none costs no scratch
// tab.
func pageHasDownListeners(p playwright.Page) (bool, error) {
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return false, fmt.Errorf("down listeners: devtools session: %w", err)
	}
	defer cdp.Detach()
	const group = "accessagents-down"
	defer cdp.Send("Runtime.releaseObjectGroup", map[string]any{"objectGroup": group})
	id, err := objectOf(cdp, "document", group)
	if err != nil || id == "" {
		return false, err
	}
	types, err := listenerTypes(cdp, id, -1)
	if err != nil {
		return false, fmt.Errorf("down listeners: %w", err)
	}
	for _, t := range types {
		switch t {
		case "mousedown", "pointerdown":
			return true, nil
		}
	}
	return false, nil
}
