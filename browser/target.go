package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/guard"
)

// Target names an element in exactly one way.
type Target struct {
	Selector string   // CSS or XPath (// or xpath= prefix)
	Text     string   // visible text, must match one element
	Ref      string   // ref from the last page structure
	X, Y     *float64 // viewport coordinates
}

// Describe is a short human form of the target, for messages.
func (t Target) Describe() string {
	switch {
	case t.Selector != "":
		return "selector " + t.Selector
	case t.Text != "":
		return fmt.Sprintf("text %q", t.Text)
	case t.Ref != "":
		return "ref " + t.Ref
	case t.X != nil && t.Y != nil:
		return fmt.Sprintf("point (%.0f,%.0f)", *t.X, *t.Y)
	}
	return "no target"
}

// Validate enforces "exactly one way of naming the target".
func (t Target) Validate(allowPoint bool) error {
	var ways []string
	if t.Selector != "" {
		ways = append(ways, "selector")
	}
	if t.Text != "" {
		ways = append(ways, "text")
	}
	if t.Ref != "" {
		ways = append(ways, "ref")
	}
	if t.X != nil || t.Y != nil {
		if t.X == nil || t.Y == nil {
			return errors.New("x and y must be given together")
		}
		if !allowPoint {
			return errors.New("coordinates are not accepted here; use selector, text or ref")
		}
		ways = append(ways, "x/y")
	}
	switch len(ways) {
	case 1:
		return nil
	case 0:
		if allowPoint {
			return errors.New("name the target with exactly one of: selector, text, ref, or x+y")
		}
		return errors.New("name the target with exactly one of: selector, text or ref")
	}
	return fmt.Errorf("name the target in exactly one way; got %s", strings.Join(ways, " and "))
}

// Resolved is the element an action hit.
type Resolved struct {
	Role     string  `json:"role,omitempty"`
	Name     string  `json:"name,omitempty"`
	Selector string  `json:"selector,omitempty"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	// HTML is a short outerHTML prefix, for logs.
	HTML string `json:"-"`
	// Ref, Derived and DerivedFrom are the element as the structure
	// showed it, when the target came from there (a ref or a text): an
	// act's summary names it the same way.
	Ref, Derived, DerivedFrom string `json:"-"`
	// Guard is what the destructive-action guard judges (see guard.Element).
	Guard *ElementInfo `json:"-"`
	// Opaque: the point is over a cross-origin frame whose element cannot
	// be read, so the guard cannot judge it.
	Opaque bool `json:"-"`
}

// Words names the element as the structure does: its ref, role and name,
// or the name derived for it ("e2 div (text before \"Price\")"), or its
// selector when it has neither.
func (r Resolved) Words() string {
	var b strings.Builder
	if r.Ref != "" {
		b.WriteString(r.Ref + " ")
	}
	b.WriteString(r.Role)
	switch {
	case r.Name != "":
		fmt.Fprintf(&b, " %q", r.Name)
	case r.Derived != "":
		fmt.Fprintf(&b, " (%s %q)", r.DerivedFrom, r.Derived)
	case r.Ref == "" && r.Selector != "":
		b.WriteString(" " + guard.Truncate(r.Selector, 60))
	}
	return b.String()
}

// ElementInfo is the element as the destructive-action guard sees it (the
// guard's own type, so nothing converts field by field) and the page it is
// on; the browser package only gathers it.
type ElementInfo struct {
	guard.Element
	URL string `json:"url"`
}

// hitJS checks, for the element, that the point Playwright will click is on
// the element itself and not on an overlay; it returns the centre in
// top-level viewport coordinates when the element is in the main frame.
//
// The point is the centre of the element's first box, as Playwright
// clicks: a link that wraps onto a second line has two boxes, and the
// centre of their bounding rectangle lies on the paragraph between them.
// Neither an ancestor nor a descendant covers an element. The guard reads
// the control the element is part of (a button's inner span activates the
// button).
var hitJS = "(el) => {\n" + pageLibJS + `
  // Into view first when not wholly in it (as scrollIntoViewIfNeeded,
  // centred). Playwright's own waited for two still frames, which the
  // act that follows waits for again.
  { const b = el.getBoundingClientRect();
    if (b.top < 0 || b.left < 0 || b.bottom > innerHeight || b.right > innerWidth) el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' }); }
  const r = Array.from(el.getClientRects()).find((q) => q.width >= 1 && q.height >= 1) || el.getBoundingClientRect();
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  const root = el.getRootNode();
  const doc = root.elementFromPoint ? root : el.ownerDocument;
  const hit = doc.elementFromPoint(cx, cy);
  let covered = '';
  if (hit && hit !== el && !el.contains(hit) && !hit.contains(el) && !(el.labels && Array.from(el.labels).some((l) => l === hit || l.contains(hit)))) {
    const id = hit.id ? '#' + hit.id : '';
    const cls = hit.classList && hit.classList.length ? '.' + Array.from(hit.classList).slice(0, 2).join('.') : '';
    covered = '<' + hit.localName + id + cls + '>';
  }
  return { covered, disabled: !!(el.disabled || el.getAttribute('aria-disabled') === 'true'), x: cx, y: cy,
    html: el.outerHTML.slice(0, 300), role: implicitRole(el), name: accName(el), guard: guardInfo(controlOf(el)) };
}`

type hitInfo struct {
	Covered  string       `json:"covered"`
	Disabled bool         `json:"disabled"`
	X        float64      `json:"x"`
	Y        float64      `json:"y"`
	HTML     string       `json:"html"`
	Role     string       `json:"role"`
	Name     string       `json:"name"`
	Guard    *ElementInfo `json:"guard"`
}

// Find resolves a selector to exactly one element, visible or not (fixes may
// target <html>, <title> or hidden nodes). Missing or ambiguous selectors get
// a *TargetError with candidates. Call it inside WithPage.
func (s *Session) Find(p playwright.Page, selector string) (playwright.Locator, error) {
	loc, _, err := s.resolve(p, Target{Selector: selector}, 0, false)
	return loc, err
}

// locate resolves a selector/text/ref target to a single visible element,
// scrolled into view and not covered. Errors carry candidates.
func (s *Session) locate(p playwright.Page, t Target, wait time.Duration) (playwright.Locator, Resolved, error) {
	return s.resolve(p, t, wait, true)
}

func (s *Session) resolve(p playwright.Page, t Target, wait time.Duration, actionable bool) (playwright.Locator, Resolved, error) {
	sel := t.Selector
	var res Resolved
	switch {
	case t.Text != "":
		offer := func(els []Element) { s.setRefs(p, s.navGen(p), p.URL(), els) }
		el, err := uniqueByText(p, t.Text, true, s.refNext, offer)
		if errors.Is(err, ErrNotFound) {
			el, err = uniqueByText(p, t.Text, false, s.refNext, offer)
		}
		if err != nil {
			return nil, res, err
		}
		sel, res.Role, res.Name = el.Selector, el.Role, el.Name
		res.Ref, res.Derived, res.DerivedFrom = el.Ref, el.Derived, el.DerivedFrom
		s.actRid = el.rid
	case t.Ref != "":
		el, err := s.lookupRef(p, t.Ref)
		if err != nil {
			return nil, res, err
		}
		sel, res.Role, res.Name = el.Selector, el.Role, el.Name
		res.Ref, res.Derived, res.DerivedFrom = t.Ref, el.Derived, el.DerivedFrom
		s.actRid = el.rid
		// The element itself, wherever the page has moved it since.
		fresh, gone, err := refSelector(p, el)
		switch {
		case err != nil:
			return nil, res, err
		case gone:
			// A framework that redraws a list replaces its nodes: the
			// control a person sees, with the same role, name and row, is
			// the one the ref named.
			again, ok := s.redrawn(p, el)
			if !ok {
				return nil, res, &TargetError{Err: ErrStaleRef, What: fmt.Sprintf("%s: its element (%s %q) is no longer in the page; call browser_page_structure again", t.Ref, el.Role, el.Name)}
			}
			sel = again.Selector
		case fresh != "":
			sel = fresh
		}
	}
	res.Selector = sel
	if IsClosedShadowSelector(sel) {
		return nil, res, fmt.Errorf("%w: %s is inside a closed shadow root, where only browser_click, browser_type and browser_hover reach (at its centre); no selector, drag, select or read reaches it", ErrBadSelector, sel)
	}
	loc := p.Locator(sel)
	n, err := loc.Count()
	if err != nil {
		if isSelectorSyntax(err) {
			return nil, res, fmt.Errorf("%w %q: %v", ErrBadSelector, sel, FirstLine(err.Error()))
		}
		return nil, res, err
	}
	if n == 0 && wait > 0 {
		// Give a just-rendered element a moment before declaring it missing.
		if loc.First().WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateAttached,
			Timeout: playwright.Float(float64(wait.Milliseconds()))}) == nil {
			n, _ = loc.Count()
		}
	}
	switch {
	case n == 0:
		cands := []Candidate{}
		if st, err := scanStructure(p, StructureOptions{MaxElements: 2000, refStart: s.refNext}); err == nil {
			s.setRefs(p, s.navGen(p), p.URL(), st.Elements) // the candidates' refs work
			cands = rankCandidates(st.Elements, sel, 5)
		}
		return nil, res, &TargetError{Err: ErrNotFound, What: fmt.Sprintf("selector %q", sel), Candidates: cands}
	case n > 1:
		var cands []Candidate
		for i := 0; i < n && i < 5; i++ {
			c := Candidate{Selector: fmt.Sprintf("%s >> nth=%d", sel, i)}
			if txt, err := loc.Nth(i).InnerText(playwright.LocatorInnerTextOptions{Timeout: playwright.Float(500)}); err == nil {
				c.Name = guard.Truncate(strings.Join(strings.Fields(txt), " "), 60)
			}
			cands = append(cands, c)
		}
		return nil, res, &TargetError{Err: ErrAmbiguous, What: fmt.Sprintf("(%d) selector %q; make it unique or append \" >> nth=N\"", n, sel), Candidates: cands}
	}
	if !actionable {
		return loc, res, nil
	}
	vis, _ := loc.IsVisible()
	if !vis && wait > 0 {
		vis = loc.WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible,
			Timeout: playwright.Float(float64(wait.Milliseconds()))}) == nil
	}
	if !vis {
		return nil, res, fmt.Errorf("%w: %s exists but is hidden (display:none, visibility:hidden or zero size); reveal it first (open its menu, scroll its container) or pick another element", ErrNotVisible, sel)
	}
	v, err := loc.Evaluate(hitJS, nil)
	if err != nil {
		return nil, res, fmt.Errorf("inspect %s: %w", sel, err)
	}
	var h hitInfo
	if b, err := json.Marshal(v); err == nil {
		_ = json.Unmarshal(b, &h)
	}
	res.X, res.Y, res.HTML, res.Guard = h.X, h.Y, h.HTML, h.Guard
	if res.Role == "" {
		res.Role, res.Name = h.Role, h.Name
	}
	if h.Covered != "" {
		return loc, res, fmt.Errorf("%w: %s is under %s at its centre; close the overlay/dialog or scroll it clear", ErrCovered, sel, h.Covered)
	}
	if h.Disabled {
		return loc, res, fmt.Errorf("%w: %s", ErrDisabled, sel)
	}
	return loc, res, nil
}

// FirstLine is s up to its first line break: a Playwright error's message
// without the call log that follows it.
func FirstLine(s string) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		return s[:i]
	}
	return s
}

var guardInfoJS = "(el) => {\n" + pageLibJS + "\n  return guardInfo(el);\n}"

// ElementInfo gathers what the guard judges for the element selector names,
// without acting on it.
func (s *Session) ElementInfo(ctx context.Context, selector string) (*ElementInfo, error) {
	info, _, err := doInto(s, ctx, func(p playwright.Page, info **ElementInfo) error {
		loc, err := s.Find(p, selector)
		if err != nil {
			return err
		}
		h, err := loc.ElementHandle(playwright.LocatorElementHandleOptions{Timeout: playwright.Float(3000)})
		if err != nil {
			return err
		}
		defer h.Dispose()
		v, err := h.Evaluate(guardInfoJS)
		if err != nil {
			return err
		}
		b, _ := json.Marshal(v)
		return json.Unmarshal(b, info)
	})
	return info, err
}
