package interactive

import (
	"context"
	"fmt"
	"math"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// OrientationID is 1.3.4 Orientation read from the browser: the page is
// laid out in the other orientation and the rotation of its large boxes
// compared.
const OrientationID = "aa-orientation"

// orientAnglesJS registers the page's large boxes (html, body and boxes
// covering half the viewport or more) on its first call and returns each
// one's rotation in degrees, read from its computed transform, so a lock
// written any way (two rotations, a matrix, a media query in a script's
// style) is measured as the browser draws it.
const orientAnglesJS = `() => {
  const k = Symbol.for('accessagents.orient');
  const reg = window[k] || (window[k] = { els: [] });
  if (!reg.els.length) {
    const vw = innerWidth, vh = innerHeight;
    const big = [document.documentElement, document.body, ...document.querySelectorAll('body > *, main, [role=main]')]
      .filter((el, i, a) => el && a.indexOf(el) === i && !/^(script|style|link|meta|noscript|template)$/.test(el.localName));
    reg.els = big.filter((el) => { const r = el.getBoundingClientRect(); return el === document.documentElement || el === document.body || r.width * r.height >= 0.5 * vw * vh; }).slice(0, 20);
  }
  // The rotate property turns a box as transform does (rotate: 90deg;
  // rotate: z 90deg; rotate: 0 0 1 90deg).
  const turn = (v) => {
    if (!v || v === 'none') return 'none';
    const p = v.trim().split(/\s+/);
    if (p.length === 1) return 'rotate(' + p[0] + ')';
    if (p.length === 2) return p[0] === 'z' ? 'rotate(' + p[1] + ')' : 'rotate' + p[0].toUpperCase() + '(' + p[1] + ')';
    return 'rotate3d(' + p.join(',') + ')';
  };
  return reg.els.map((el) => {
    const cs = getComputedStyle(el);
    let a = 0;
    for (const t of [cs.transform, turn(cs.rotate)]) {
      if (!t || t === 'none') continue;
      try { const m = new DOMMatrixReadOnly(t); a += Math.atan2(m.b, m.a) * 180 / Math.PI; } catch (e) { /* not a 2D reading */ }
    }
    return a;
  });
}`

// orientationCheck lays the page out in the other orientation (the
// viewport's width and height swapped) and fails each large box whose
// rotation differs by a quarter turn between the two: the content is
// turned to stay in one orientation (ACT b33eff, F97). The viewport is
// restored afterwards.
func orientationCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: OrientationID}
	vp, err := viewport(p)
	if err != nil {
		return r, fmt.Errorf("orientation: %w", err)
	}
	var before, after []float64
	if err := browser.EvalJSON(p, orientAnglesJS, nil, &before); err != nil {
		return r, err
	}
	w, h := vp.Height, vp.Width
	if w == h {
		h = w * 16 / 10
	}
	if err := p.SetViewportSize(w, h); err != nil {
		return r, err
	}
	defer p.SetViewportSize(vp.Width, vp.Height)
	settle(p)
	if err := browser.EvalJSON(p, orientAnglesJS, nil, &after); err != nil {
		return r, err
	}
	var turned []int
	for i := range min(len(before), len(after)) {
		d := math.Mod(after[i]-before[i]+540, 360) - 180 // in (-180, 180]
		if math.Abs(math.Abs(d)-90) <= 5 {
			turned = append(turned, i)
		}
	}
	if len(turned) == 0 {
		return r, nil
	}
	var nodes []finding.Node
	if err := browser.EvalJSON(p, "(ids) => {\n"+browser.PageLibJS()+`const reg = window[Symbol.for('accessagents.orient')];
		return ids.map((i) => reg.els[i]).filter(Boolean).map((el) => ({ target: [cssSel(el, document)], xpath: [absXPath(el)], html: (el.outerHTML || '').slice(0, 200),
		  summary: 'This box is turned a quarter turn when the screen changes between portrait and landscape, so its content stays in one orientation: people with a device mounted in the other orientation must read it sideways. Let it follow the orientation (remove the rotation in the orientation media query).' })); }`,
		turned, &nodes); err != nil {
		return r, err
	}
	// The innermost of nested turned boxes carries the finding once.
	if len(nodes) > 1 {
		nodes = nodes[len(nodes)-1:]
	}
	r.Nodes, r.Total = capNodes(nodes), len(nodes)
	return r, nil
}
