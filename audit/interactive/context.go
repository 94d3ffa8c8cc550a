package interactive

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync/atomic"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

//go:embed context.js
var checksContextJS string

//go:embed context_watch.js
var contextWatchJS string

var contextJS = "async ({ op, arg }) => {\n" + browser.PageLibJS() + checksContextJS + "\n  return await ctx[op](arg);\n}"

func ctxCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, contextJS, map[string]any{"op": op, "arg": arg}, out)
}

// Waits of the change-of-context checks: a sweep acts on every element
// with sweepWait after each and names suspects; what focusing or changing
// a suspect sets off within settleFocus/settleInput is blamed on it, and
// only after a quiet spell (nothing from an earlier element arrives late)
// and a second try that does the same.
const (
	sweepWait   = 15  // ms
	settleFocus = 100 // ms
	settleInput = 200 // ms
	quietSpell  = 300 // ms
)

// ctxFinding is one element whose focus or change set off a change of
// context; review when text near it seems to warn users of it.
type ctxFinding struct {
	Node   finding.Node `json:"node"`
	Review bool         `json:"review"`
}

type ctxEffect struct {
	Kind   string `json:"kind"` // navigate, reload, window, submit
	Detail string `json:"detail"`
}

// onFocusCheck focuses each Tab stop in turn (3.2.1) and onInputCheck
// changes each select, radio, checkbox and text field (3.2.2), in a
// scratch tab: a finding is a navigation to another document, a new
// window or a form submission the page does not handle itself, all of
// them stopped before anything leaves.
//
// With scope set (verifying one element) only that element is acted on,
// found in the scratch tab's copy by its place under the root: no other
// element's handler can be blamed, so no sweep is needed to name suspects.
func onFocusCheck(ctx context.Context, p playwright.Page, scope playwright.ElementHandle) (finding.RawCheck, error) {
	return contextCheck(ctx, p, scope, "aa-on-focus", "focusables", "focus", settleFocus)
}

func onInputCheck(ctx context.Context, p playwright.Page, scope playwright.ElementHandle) (finding.RawCheck, error) {
	return contextCheck(ctx, p, scope, "aa-on-input", "inputs", "input", settleInput)
}

func contextCheck(ctx context.Context, p playwright.Page, scope playwright.ElementHandle, id, list, how string, settle int) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: id}
	var n int
	if err := browser.EvalJSON(p, `() => document.querySelectorAll('select, input, textarea, a[href], button, [tabindex], [contenteditable]').length`, nil, &n); err != nil || n == 0 {
		return r, err // nothing to act on: no scratch tab needed
	}
	// The scope's place as child indices from the root element: an SVG
	// element has one too (an unprefixed XPath step finds none). An
	// element in a frame or a shadow root has none, and the whole page is
	// swept as before (the caller then picks the element's verdict).
	var scopePath []int
	if scope != nil {
		v, err := scope.Evaluate(`(el) => { if (window.top !== window || !el.isConnected) return 'null'; const path = [];
  for (let e = el; e !== document.documentElement; e = e.parentElement) { if (!e || !e.parentElement) return 'null'; path.unshift(Array.prototype.indexOf.call(e.parentElement.children, e)); }
  return JSON.stringify(path); }`)
		if js, ok := v.(string); err == nil && ok {
			_ = json.Unmarshal([]byte(js), &scopePath) // "null" leaves it nil: no place, sweep the page; "[]" is the root element
		}
	}
	sp, err := scratchPage(ctx, p, false, contextWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	// window.open is replaced in the page; a window opened another way
	// (a reference the page kept to the original) is counted and shut.
	var popups atomic.Int32
	sp.OnPopup(func(pp playwright.Page) {
		popups.Add(1)
		_ = pp.Close()
	})
	var ok bool
	if err := ctxCall(sp, "watch", nil, &ok); err != nil {
		return r, err
	}
	if !ok {
		return r, fmt.Errorf("%s: the scratch tab could not watch navigations (no Navigation API)", id)
	}
	var ids []int
	if err := ctxCall(sp, list, nil, &ids); err != nil {
		return r, err
	}
	if scopePath != nil {
		var at int
		if err := ctxCall(sp, "idAt", scopePath, &at); err != nil {
			return r, err
		}
		if !slices.Contains(ids, at) {
			return r, nil // not a control this check acts on in the page's copy: nothing it sets off
		}
		ids = []int{at}
	}
	try := func(el int) ([]string, string, error) {
		before := popups.Load()
		var res struct {
			Effects []ctxEffect `json:"effects"`
		}
		if err := ctxCall(sp, "act", map[string]any{"id": el, "how": how, "ms": settle}, &res); err != nil {
			return nil, "", err
		}
		var kinds []string
		url := ""
		for _, e := range res.Effects {
			kinds = append(kinds, e.Kind)
			if url == "" && (e.Kind == "navigate" || e.Kind == "window") {
				url = e.Detail
			}
		}
		if popups.Load() != before {
			kinds = append(kinds, "window")
		}
		return kinds, url, nil
	}
	var suspects []int // not ids itself: decoding into it would overwrite ids
	if scopePath != nil {
		suspects = ids
	} else {
		swept := popups.Load()
		if err := ctxCall(sp, "sweep", map[string]any{"ids": ids, "how": how, "ms": sweepWait}, &suspects); err != nil {
			return r, err
		}
		if popups.Load() != swept {
			suspects = ids // a window the page opened past our window.open: try each on its own
		}
	}
	for _, el := range ids {
		if !slices.Contains(suspects, el) {
			continue
		}
		if err := ctx.Err(); err != nil {
			return r, err
		}
		kinds, _, err := try(el)
		if err != nil {
			return r, err
		}
		if len(kinds) == 0 {
			continue
		}
		// Something happened: it counts only if nothing else is still
		// under way and a second try does it again.
		before := popups.Load()
		var quiet bool
		if err := ctxCall(sp, "quiet", quietSpell, &quiet); err != nil {
			return r, err
		}
		if !quiet || popups.Load() != before {
			continue
		}
		kinds, url, err := try(el)
		if err != nil {
			return r, err
		}
		if len(kinds) == 0 {
			continue
		}
		var f *ctxFinding
		if err := ctxCall(sp, "finding", map[string]any{"id": el, "how": how, "kinds": kinds, "url": url}, &f); err != nil {
			return r, err
		}
		if f == nil {
			continue
		}
		if f.Review {
			r.Review = append(r.Review, f.Node)
		} else {
			r.Nodes = append(r.Nodes, f.Node)
		}
	}
	return capped(r), nil
}
