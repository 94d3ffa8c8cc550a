package interactive

import (
	_ "embed"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
)

// maxPointerObjects caps the elements whose event listeners one walk
// reads over DevTools (candidates and their close ancestors).
const maxPointerObjects = 400

// pointerOnly finds elements that act on a click (a listener of their own,
// or one on a close ancestor they are the obvious target of) and that Tab
// never reaches, are not focusable and handle no key: WCAG failure F54.
// seen is the walk's Tab stops. The listeners are read with
// DOMDebugger.getEventListeners over a DevTools session on the page: a
// framework's addEventListener leaves no attribute to read.
func pointerOnly(p playwright.Page, seen []int) ([]unreached, error) {
	var n int
	if err := kbCall(p, "pointerCands", seen, &n); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, nil
	}
	if n > maxPointerObjects {
		return nil, fmt.Errorf("pointer-only controls: %d elements to read listeners of, more than %d", n, maxPointerObjects)
	}
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return nil, fmt.Errorf("pointer-only controls: devtools session: %w", err)
	}
	defer cdp.Detach()
	const group = "accessagents-pointer"
	defer cdp.Send("Runtime.releaseObjectGroup", map[string]any{"objectGroup": group})
	// One array of the candidates and their ancestors, then each item's
	// object id from its properties.
	arr, err := cdp.Send("Runtime.evaluate", map[string]any{
		"expression":  "(" + keyboardJS + ")({ op: 'pointerObjs', arg: null })",
		"objectGroup": group,
	})
	if err != nil {
		return nil, fmt.Errorf("pointer-only controls: %w", err)
	}
	var ev struct {
		Result struct {
			ObjectID string `json:"objectId"`
		} `json:"result"`
	}
	if err := browser.Remarshal(arr, &ev); err != nil || ev.Result.ObjectID == "" {
		return nil, fmt.Errorf("pointer-only controls: no candidate array (%v)", err)
	}
	props, err := cdp.Send("Runtime.getProperties", map[string]any{"objectId": ev.Result.ObjectID, "ownProperties": true})
	if err != nil {
		return nil, fmt.Errorf("pointer-only controls: %w", err)
	}
	var pr struct {
		Result []struct {
			Name  string `json:"name"`
			Value struct {
				ObjectID string `json:"objectId"`
			} `json:"value"`
		} `json:"result"`
	}
	if err := browser.Remarshal(props, &pr); err != nil {
		return nil, fmt.Errorf("pointer-only controls: %w", err)
	}
	types := make([][]string, n)
	for _, it := range pr.Result {
		var i int
		if _, err := fmt.Sscanf(it.Name, "%d", &i); err != nil || i < 0 || i >= n || it.Value.ObjectID == "" {
			continue
		}
		if types[i], err = listenerTypes(cdp, it.Value.ObjectID, 1); err != nil {
			return nil, fmt.Errorf("pointer-only controls: %w", err)
		}
	}
	var out []unreached
	if err := kbCall(p, "pointerJudge", types, &out); err != nil {
		return nil, err
	}
	return out, nil
}

// listenerTypes lists the event types of the listeners on a DevTools
// object (with depth -1, on the whole subtree under a node too).
func listenerTypes(cdp playwright.CDPSession, objectID string, depth int) ([]string, error) {
	got, err := cdp.Send("DOMDebugger.getEventListeners", map[string]any{"objectId": objectID, "depth": depth, "pierce": depth < 0})
	if err != nil {
		return nil, err
	}
	var ls struct {
		Listeners []struct {
			Type string `json:"type"`
		} `json:"listeners"`
	}
	if err := browser.Remarshal(got, &ls); err != nil {
		return nil, err
	}
	types := make([]string, len(ls.Listeners))
	for i, l := range ls.Listeners {
		types[i] = l.Type
	}
	return types, nil
}

// objectOf evaluates expr in the page over DevTools, in group, and gives
// its object's id ("" when it is not an object: no body yet).
func objectOf(cdp playwright.CDPSession, expr, group string) (string, error) {
	res, err := cdp.Send("Runtime.evaluate", map[string]any{"expression": expr, "objectGroup": group})
	if err != nil {
		return "", err
	}
	var ev struct {
		Result struct {
			ObjectID string `json:"objectId"`
		} `json:"result"`
	}
	if err := browser.Remarshal(res, &ev); err != nil {
		return "", err
	}
	return ev.Result.ObjectID, nil
}
