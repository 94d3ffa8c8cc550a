package interactive

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync/atomic"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// ShortcutID is 2.1.4 Character Key Shortcuts, read from what the page
// does when a character key is pressed with nothing focused.
const ShortcutID = "aa-character-shortcut"

//go:embed shortcut.js
var checksShortcutJS string

var shortcutJS = "async ({ op, arg }) => {\n" + browser.PageLibJS() + checksShortcutJS + "\n  return await st[op](arg);\n}"

// shortcutWatchJS runs before the page's scripts in the check's scratch
// tab: it counts key listeners put on the page as a whole (a component's
// own listener hears keys only while it has focus, which 2.1.4 allows)
// and records dialogs and windows instead of opening them.
const shortcutWatchJS = `(() => {
  const K = Symbol.for('accessagents.keys');
  if (window[K]) return;
  const reg = (window[K] = { global: 0, dialogs: [] });
  const KEYS = new Set(['keydown', 'keypress', 'keyup']);
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (KEYS.has(type) && (this === window || this === document || this === document.documentElement || this === document.body)) reg.global++;
    return add.call(this, type, ...rest);
  };
  // Timers a key handler sets (a debounce, a delayed scroll), and those
  // their callbacks set, are waited for: pending counts the ones not run.
  reg.pending = 0;
  const timeout = window.setTimeout;
  window.setTimeout = function (fn, ms, ...args) {
    if (!reg.inKey || typeof fn !== 'function' || !(+ms <= 1000)) return timeout.call(window, fn, ms, ...args);
    reg.pending++;
    return timeout.call(window, function () {
      reg.pending--;
      const was = reg.inKey;
      reg.inKey = true;
      try { return fn.apply(this, arguments); } finally { reg.inKey = was; }
    }, ms, ...args);
  };
  for (const type of KEYS) add.call(window, type, () => { reg.inKey = true; timeout.call(window, () => { reg.inKey = false; }, 0); }, true);
  window.alert = (m) => { reg.dialogs.push(String(m)); };
  window.confirm = (m) => { reg.dialogs.push(String(m)); return false; };
  window.prompt = (m) => { reg.dialogs.push(String(m)); return null; };
  window.open = () => { reg.dialogs.push('window.open'); return null; };
})();`

// shortcutKeys are the character keys tried: letters, digits and the
// punctuation sites bind ("/" and "?" for search and help, "," and "." for
// speed, "[" and "]" for lists). They are pressed in groups that split the
// usual pairs (j and k, n and p, h and l, "[" and "]"), so a pair that
// undoes itself in one group is not missed; a group that changed the page
// is tried key by key.
var shortcutKeys = strings.Split("abcdefghijklmnopqrstuvwxyz0123456789/?.,[]<>-=+*!#", "")

const (
	shortcutGroups = 6
	shortcutWait   = 40 // ms a handler is given after the keys
	maxShortcuts   = 3  // acting keys named in the finding
)

func shortcutCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, shortcutJS, map[string]any{"op": op, "arg": arg}, out)
}

type keyEffect struct {
	What  string `json:"what"`
	Typed bool   `json:"typed"`
	Text  bool   `json:"text"`
}

// shortcutCheck presses each character key with nothing focused, in a
// scratch tab that sends nothing, on a page that listens for keys as a
// whole, and fails the page when a key acts (moves focus, scrolls, goes
// somewhere, opens a dialog or a window, plays or stops media, changes
// the words shown): speech input users set it off by speaking and
// keyboard users by a slip (2.1.4, F99). When the page speaks of
// shortcuts or links to settings, where a way to turn them off may be,
// or a key only moves focus to a text field and types into it, it is a
// question for a person. A page whose words change by themselves is
// judged on the other effects only.
func shortcutCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: ShortcutID}
	if listens, err := pageListensForKeys(p); err != nil || !listens {
		return r, err
	}
	// A tab the keys changed is not pressed again: a key whose effect is
	// the same every time (a text set, a dialog shown, a scroll to a
	// place) would show nothing the second time. open gives a fresh one.
	// A key that starts a navigation is held by the scratch tab (nothing
	// leaves it); the request says the key acted.
	var sp playwright.Page
	var navs atomic.Int32
	var navURL atomic.Value
	open := func() error {
		if sp != nil {
			sp.Close()
		}
		var err error
		if sp, err = scratchPage(ctx, p, false, shortcutWatchJS); err != nil {
			return err
		}
		tab := sp
		tab.OnRequest(func(req playwright.Request) {
			if req.IsNavigationRequest() && req.Frame() == tab.MainFrame() {
				navURL.Store(req.URL())
				navs.Add(1)
			}
		})
		return nil
	}
	if err := open(); err != nil {
		return r, err
	}
	defer func() { sp.Close() }()
	var listens bool
	if err := shortcutCall(sp, "listens", nil, &listens); err != nil || !listens {
		return r, err
	}
	// Whether the words change by themselves is asked once, when a key
	// first seems to have changed them.
	var restless *bool
	press := func(keys []string) (keyEffect, error) {
		var e keyEffect
		var armed bool
		if err := shortcutCall(sp, "arm", nil, &armed); err != nil {
			return e, err
		}
		n := navs.Load()
		for _, k := range keys {
			if err := sp.Keyboard().Press(k); err != nil {
				return e, err
			}
		}
		if err := shortcutCall(sp, "effect", map[string]any{"key": keys[len(keys)-1], "ms": shortcutWait}, &e); err != nil {
			return e, err
		}
		if e.What == "" && navs.Load() != n {
			u, _ := navURL.Load().(string)
			if len(u) > 80 {
				u = u[:79] + "…"
			}
			e.What = "starts loading " + u
		}
		if e.Text && restless == nil {
			restless = new(bool)
			if err := shortcutCall(sp, "restless", 400, restless); err != nil {
				return e, err
			}
		}
		if e.Text && *restless {
			e = keyEffect{} // the words change by themselves
		}
		return e, nil
	}
	type hit struct {
		key string
		keyEffect
	}
	var hits []hit
	for g := 0; g < shortcutGroups && len(hits) < maxShortcuts; g++ {
		var group []string
		for i := g; i < len(shortcutKeys); i += shortcutGroups {
			group = append(group, shortcutKeys[i])
		}
		if err := ctx.Err(); err != nil {
			return r, err
		}
		e, err := press(group)
		if err != nil {
			return r, err
		}
		if e.What == "" {
			continue
		}
		// The group changed the tab: its keys one by one, each on a
		// fresh tab until one acts.
		dirty := true
		for _, k := range group {
			if len(hits) >= maxShortcuts {
				break
			}
			if dirty {
				if err := open(); err != nil {
					return r, err
				}
				dirty = false
			}
			e, err := press([]string{k})
			if err != nil {
				return r, err
			}
			if e.What != "" {
				hits = append(hits, hit{k, e})
				dirty = true
			}
		}
		if dirty && g+1 < shortcutGroups {
			if err := open(); err != nil {
				return r, err
			}
		}
	}
	if len(hits) == 0 {
		return r, nil
	}
	var wayOut bool
	if err := shortcutCall(sp, "wayOut", nil, &wayOut); err != nil {
		return r, err
	}
	typed := true
	var said []string
	keys := make([]string, len(hits))
	for i, h := range hits {
		typed = typed && h.Typed
		keys[i] = h.key
		said = append(said, fmt.Sprintf("%q %s", h.key, h.What))
	}
	var summary string
	switch {
	case typed:
		summary = fmt.Sprintf("Typing with nothing focused: %s. Words a speech input user says land there: check that this can be turned off, or happens only once the field is chosen (2.1.4).", strings.Join(said, "; "))
	case wayOut:
		summary = fmt.Sprintf("Pressing a single character key with nothing focused acts on the page: %s. The page speaks of shortcuts or links to settings: check that these shortcuts can be turned off or changed to use Ctrl, Alt or Cmd there (2.1.4).", strings.Join(said, "; "))
	default:
		summary = fmt.Sprintf("Pressing a single character key with nothing focused acts on the page: %s. Speech input users set it off by speaking words, and keyboard users by a slip, and nothing on the page turns it off: let it be turned off or changed to use Ctrl, Alt or Cmd, or make it work only while its component has focus (2.1.4, failure F99).", strings.Join(said, "; "))
	}
	var node finding.Node
	if err := shortcutCall(sp, "node", summary, &node); err != nil {
		return r, err
	}
	node.Data, _ = json.Marshal(map[string]any{"failure": "F99", "keys": keys})
	if typed || wayOut {
		r.Review = append(r.Review, node)
	} else {
		r.Nodes = append(r.Nodes, node)
	}
	return capped(r), nil
}

// pageListensForKeys says whether the live page has a key listener on
// window, document, html or body (read over DevTools, as the browser
// holds them, and the onkey* properties), so a page with none costs no
// scratch tab.
func pageListensForKeys(p playwright.Page) (bool, error) {
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return false, fmt.Errorf("key listeners: devtools session: %w", err)
	}
	defer cdp.Detach()
	const group = "accessagents-keys"
	defer cdp.Send("Runtime.releaseObjectGroup", map[string]any{"objectGroup": group})
	for _, expr := range []string{"window", "document", "document.documentElement", "document.body"} {
		id, err := objectOf(cdp, expr, group)
		if err != nil {
			return false, fmt.Errorf("key listeners: %w", err)
		}
		if id == "" {
			continue // no body
		}
		types, err := listenerTypes(cdp, id, 1)
		if err != nil {
			return false, fmt.Errorf("key listeners: %w", err)
		}
		for _, t := range types {
			if t == "keydown" || t == "keypress" || t == "keyup" {
				return true, nil
			}
		}
	}
	return false, nil
}
