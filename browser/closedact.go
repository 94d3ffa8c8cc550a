package browser

import (
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// closedHitJS runs on the element itself, handed over by CDP through its
// closed root (page script cannot reach it; we can). It checks that the
// element's centre reaches it through every root on the way down: the
// document's hit is the outermost shadow host, each root's hit the next
// host, the last root's hit the element (or inside it). It also gathers
// what the guard judges, from the element, not from its host.
var closedHitJS = "function() {\n" + pageLibJS + `
  const el = this;
  const r = el.getBoundingClientRect();
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  const roots = [];
  for (let n = el; n; ) { const root = n.getRootNode(); roots.unshift(root); n = root instanceof ShadowRoot ? root.host : null; }
  const label = (h) => h ? '<' + h.localName + (h.id ? '#' + h.id : '') + '>' : 'nothing';
  let covered = '';
  for (let i = 0; i < roots.length; i++) {
    const want = i + 1 < roots.length ? roots[i + 1].host : el;
    const hit = roots[i].elementFromPoint(cx, cy);
    if (!hit || (hit !== want && !want.contains(hit))) { covered = label(hit); break; }
  }
  return { covered, disabled: !!(el.disabled || el.getAttribute('aria-disabled') === 'true'),
    html: el.outerHTML.slice(0, 300), context: placeOf(el), guard: guardInfo(el) };
}`

type closedHit struct {
	Covered  string       `json:"covered"`
	Disabled bool         `json:"disabled"`
	HTML     string       `json:"html"`
	Context  string       `json:"context"`
	Guard    *ElementInfo `json:"guard"`
}

// callOnNode runs fn (a function declaration, this = the node) on the DOM
// node backend names and decodes what it returns.
func callOnNode(cdp playwright.CDPSession, backend int64, fn string, out any) error {
	var obj struct {
		Object struct {
			ObjectID string `json:"objectId"`
		} `json:"object"`
	}
	if err := cdpCall(cdp, "DOM.resolveNode", map[string]any{"backendNodeId": backend}, &obj); err != nil {
		return err
	}
	defer func() {
		_ = cdpCall(cdp, "Runtime.releaseObject", map[string]any{"objectId": obj.Object.ObjectID}, nil)
	}()
	var res struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
		ExceptionDetails *struct {
			Text      string `json:"text"`
			Exception *struct {
				Description string `json:"description"`
			} `json:"exception"`
		} `json:"exceptionDetails"`
	}
	if err := cdpCall(cdp, "Runtime.callFunctionOn", map[string]any{"functionDeclaration": fn, "objectId": obj.Object.ObjectID,
		"returnByValue": true}, &res); err != nil {
		return err
	}
	if e := res.ExceptionDetails; e != nil {
		msg := e.Text
		if e.Exception != nil {
			msg = e.Exception.Description
		}
		return fmt.Errorf("in-page script failed: %s", FirstLine(msg))
	}
	return Remarshal(res.Result.Value, out)
}

// withCDP runs fn with a CDP session on p, detached afterwards.
func withCDP(p playwright.Page, fn func(cdp playwright.CDPSession) error) error {
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return fmt.Errorf("open a CDP session for the accessibility tree: %w", err)
	}
	defer cdp.Detach()
	return fn(cdp)
}

// closedTarget resolves t when it names an element inside a closed shadow
// root (by its ref or its aa-closed= selector): scrolled into view, its
// centre in top-level viewport pixels, the point checked to reach it
// through each shadow host, and what the guard judges read from the
// element itself. ok is false for every other target.
func (s *Session) closedTarget(p playwright.Page, t Target) (r Resolved, ok bool, err error) {
	sel := t.Selector
	if t.Ref != "" {
		el, err := s.lookupRef(p, t.Ref)
		if err != nil {
			return r, false, nil // locate reports the stale or unknown ref
		}
		sel = el.Selector
	}
	if !IsClosedShadowSelector(sel) {
		return r, false, nil
	}
	r.Selector = sel
	err = withCDP(p, func(cdp playwright.CDPSession) error {
		n, err := findClosed(cdp, sel)
		if err != nil {
			return err
		}
		r.Role, r.Name = n.el.Role, n.el.Name
		_ = cdpCall(cdp, "DOM.scrollIntoViewIfNeeded", map[string]any{"backendNodeId": n.backend}, nil)
		box, visible := nodeBox(cdp, n.backend)
		if !visible {
			return fmt.Errorf("%w: %s is no longer rendered; call browser_page_structure again", ErrNotVisible, sel)
		}
		r.X, r.Y = float64(box[0])+float64(box[2])/2, float64(box[1])+float64(box[3])/2
		var h closedHit
		if err := callOnNode(cdp, n.backend, closedHitJS, &h); err != nil {
			return fmt.Errorf("inspect %s: %w", sel, err)
		}
		r.HTML, r.Guard = h.HTML, h.Guard
		if h.Covered != "" {
			return fmt.Errorf("%w: %s is under %s at its centre (the point must reach it through its shadow host); close the overlay/dialog or scroll it clear", ErrCovered, sel, h.Covered)
		}
		if h.Disabled {
			return fmt.Errorf("%w: %s", ErrDisabled, sel)
		}
		return nil
	})
	return r, true, err
}

var placeOfJS = "function() {\n" + pageLibJS + "\n  return placeOf(this);\n}"

// describeClosed is Describe for an aa-closed= selector.
func describeClosed(p playwright.Page, sel string) (int, []Described, error) {
	var n int
	var out []Described
	err := withCDP(p, func(cdp playwright.CDPSession) error {
		found, err := findClosed(cdp, sel)
		if err != nil {
			if _, isTarget := IsTargetError(err); isTarget {
				return nil
			}
			return err
		}
		d := Described{Role: found.el.Role, Name: found.el.Name}
		_ = callOnNode(cdp, found.backend, placeOfJS, &d.Context)
		n, out = 1, []Described{d}
		return nil
	})
	return n, out, err
}

// closedElements lists the controls inside closed shadow roots for a
// structure scan.
func closedElements(p playwright.Page) ([]Element, error) {
	var els []Element
	err := withCDP(p, func(cdp playwright.CDPSession) error {
		nodes, err := scanClosed(cdp)
		for _, n := range nodes {
			els = append(els, n.el)
		}
		return err
	})
	return els, err
}

// inViewport reports whether box overlaps p's viewport (true when the
// viewport size is unknown).
func inViewport(p playwright.Page, box [4]int) bool {
	vp := p.ViewportSize()
	if vp == nil {
		return true
	}
	return box[0]+box[2] > 0 && box[1]+box[3] > 0 && box[0] < vp.Width && box[1] < vp.Height
}
