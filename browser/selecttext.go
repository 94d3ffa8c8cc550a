package browser

import (
	"context"
	"errors"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// SelectTextResult is the text now selected, and how it got selected.
type SelectTextResult struct {
	Outcome
	// Selected is the page's own selection after the act, read back.
	Selected string `json:"selected"`
	// Matches is how many visible runs of the text the scope holds.
	Matches int `json:"matches"`
	// By is "pointer" (a drag across the text, as a person selects it)
	// or "selection" (set directly: text in a field, a link or a button,
	// which a drag would move or follow, or where the drag selected
	// something else).
	By string `json:"by"`
	// Target is the element holding the selection.
	Target Resolved `json:"target"`
}

// selectTextJS finds the nth visible run of a.text under root (whitespace
// runs match any whitespace; case is ignored only when no exact run
// exists), brings it into view, and returns where a drag across it starts
// and ends. With a.set, or where a drag cannot select (a field's value, a
// link's or a button's text, a run under something else), it sets the
// selection itself.
const selectTextJS = `(root, a) => {
  const norm = (s) => s.replace(/\s+/g, ' ').trim();
  const pat = a.text.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const runs = (hay) => {
    for (const flags of ['g', 'gi']) {
      const ms = [...hay.matchAll(new RegExp(pat, flags))];
      if (ms.length) return ms;
    }
    return [];
  };
  const out = { count: 0 };
  if (root.matches('input, textarea')) {
    const ms = runs(root.value || '');
    out.count = ms.length;
    if (!ms.length || a.nth > ms.length) return out;
    const m = ms[a.nth - 1];
    root.focus();
    root.setSelectionRange(m.index, m.index + m[0].length);
    out.field = true;
    out.text = m[0];
    out.selected = root.value.substring(root.selectionStart, root.selectionEnd);
    return out;
  }
  const nodes = [];
  let hay = '';
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, { acceptNode: (n) => {
    const el = n.parentElement;
    if (!el || el.closest('script, style, noscript, template, textarea, select')) return NodeFilter.FILTER_REJECT;
    return el.checkVisibility({ visibilityProperty: true }) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
  } });
  for (let n; (n = walker.nextNode());) { nodes.push([n, hay.length]); hay += n.data; }
  const ms = runs(hay);
  out.count = ms.length;
  if (!ms.length || a.nth > ms.length) return out;
  const m = ms[a.nth - 1];
  const pos = (off, end) => {
    for (const [n, s] of nodes) {
      if (end ? off > s && off <= s + n.data.length : off >= s && off < s + n.data.length) return [n, off - s];
    }
    return [null, 0];
  };
  const [sn, so] = pos(m.index, false);
  const [en, eo] = pos(m.index + m[0].length, true);
  const range = document.createRange();
  range.setStart(sn, so);
  range.setEnd(en, eo);
  const c = range.commonAncestorContainer;
  const host = c.nodeType === 1 ? c : c.parentElement;
  out.text = m[0];
  const box = range.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth) {
    sn.parentElement.scrollIntoView({ block: 'center', inline: 'nearest' });
  }
  const rectOf = (n, from, to, lastOne) => {
    const r = document.createRange();
    r.setStart(n, from);
    r.setEnd(n, to);
    const rs = [...r.getClientRects()].filter((x) => x.width > 0 && x.height > 0);
    return rs.length ? rs[lastOne ? rs.length - 1 : 0] : null;
  };
  const first = rectOf(sn, so, Math.min(so + 1, sn.data.length), false);
  const last = rectOf(en, Math.max(eo - 1, 0), eo, true);
  const inHost = (x, y) => { const e = document.elementFromPoint(x, y); return !!e && (host === e || host.contains(e)); };
  let pointer = !a.set && first && last && !host.closest('a[href], button, summary, label, select, [role=button], [role=link], [draggable=true]');
  if (pointer) {
    out.start = [first.left + first.width * 0.2, first.top + first.height / 2];
    out.end = [last.right - last.width * 0.2, last.top + last.height / 2];
    pointer = inHost(...out.start) && inHost(...out.end);
  }
  if (!pointer) {
    const ed = host.closest('[contenteditable]:not([contenteditable=false])');
    if (ed) ed.focus({ preventScroll: true });
    getSelection().setBaseAndExtent(sn, so, en, eo);
    out.selected = getSelection().toString();
    delete out.start;
    delete out.end;
  }
  const mid = range.getBoundingClientRect();
  out.mid = [mid.left + mid.width / 2, mid.top + mid.height / 2];
  const rr = root.getBoundingClientRect();
  out.origin = [rr.left, rr.top];
  out.host = norm(host.innerText || host.textContent || '').slice(0, 80);
  return out;
}`

type selectFound struct {
	Count    int        `json:"count"`
	Text     string     `json:"text"`
	Field    bool       `json:"field"`
	Selected string     `json:"selected"`
	Start    []float64  `json:"start"`
	End      []float64  `json:"end"`
	Mid      []float64  `json:"mid"`
	Origin   [2]float64 `json:"origin"`
	Host     string     `json:"host"`
}

// SelectText selects the nth (from 1) visible run of text in scope (the
// whole page when scope names nothing) as a person would: a pointer drag
// from its first character to its last, so editors and pages that act on
// mouseup see a real selection. The selection is read back: Selected is
// what the page holds, never what was asked for.
func (s *Session) SelectText(ctx context.Context, scope Target, text string, nth int) (SelectTextResult, error) {
	if strings.TrimSpace(text) == "" {
		return SelectTextResult{}, fmt.Errorf("%w: text: give the words to select", ErrNotFound)
	}
	if nth < 1 {
		nth = 1
	}
	scoped := scope.Selector != "" || scope.Ref != "" || scope.Text != ""
	if scoped {
		if err := scope.Validate(false); err != nil {
			return SelectTextResult{}, err
		}
	}
	res, out, err := doInto(s, ctx, func(p playwright.Page, res *SelectTextResult) error {
		if wantsChanges(ctx) {
			res.before = s.snapBefore(p)
		}
		find := func(set bool) (selectFound, [2]float64, error) {
			var f selectFound
			arg := map[string]any{"text": text, "nth": nth, "set": set}
			var off [2]float64
			if !scoped {
				return f, off, EvalJSON(p, `(a) => (`+selectTextJS+`)(document.body, a)`, arg, &f)
			}
			loc, r, err := s.locate(p, scope, waitBudget(ctx))
			res.Target = r
			if err != nil {
				return f, off, err
			}
			v, err := loc.Evaluate(JSONResultJS(selectTextJS), arg)
			if err != nil {
				return f, off, actionErr("select text in", r.Selector, err)
			}
			if err := DecodeJSONResult(v, &f); err != nil {
				return f, off, err
			}
			// The scope may be in a frame: its box on the page less its
			// box in its own document is where that document starts.
			if box, err := loc.BoundingBox(); err == nil && box != nil {
				off = [2]float64{box.X - f.Origin[0], box.Y - f.Origin[1]}
			}
			return f, off, nil
		}
		f, off, err := find(false)
		res.Matches = f.Count
		if err != nil {
			return err
		}
		if f.Count == 0 || nth > f.Count {
			where := "the page"
			if scoped {
				where = scope.Describe()
			}
			if f.Count == 0 {
				return fmt.Errorf("%w: no visible text in %s reads %q", ErrNotFound, where, text)
			}
			return fmt.Errorf("%w: %s holds %d runs of %q, not %d (nth counts from 1)", ErrNotFound, where, f.Count, text, nth)
		}
		x, y := 0.0, 0.0
		if len(f.Start) == 2 {
			x, y = f.Start[0]+off[0], f.Start[1]+off[1]
		} else if len(f.Mid) == 2 {
			x, y = f.Mid[0]+off[0], f.Mid[1]+off[1]
		}
		if !scoped && !f.Field {
			res.Target = pointTarget(p, x, y)
		}
		if res.Target.Name == "" {
			res.Target.Name = f.Host
		}
		// Selecting commits nothing a person would confirm; what the page
		// sends meanwhile is judged as the writes of a quiet act.
		if err := s.pass(ctx, Act{Kind: ActHover, Target: res.Target}); err != nil {
			return err
		}
		if err := s.live(); err != nil {
			return err
		}
		res.By, res.Selected = "selection", f.Selected
		if len(f.Start) == 2 && len(f.End) == 2 {
			m := p.Mouse()
			if err := m.Move(x, y); err != nil {
				return err
			}
			if err := m.Down(); err != nil {
				return err
			}
			err := m.Move(f.End[0]+off[0], f.End[1]+off[1], playwright.MouseMoveOptions{Steps: playwright.Int(8)})
			if uerr := m.Up(); err == nil {
				err = uerr
			}
			if err != nil {
				return err
			}
			got, err := s.selectionIn(p, scope, scoped)
			if err != nil {
				return err
			}
			if oneSpaced(got) == oneSpaced(f.Text) {
				res.By, res.Selected = "pointer", got
			} else {
				// The drag took more or less than the run (a line
				// break, a layout the pointer reads otherwise): set it.
				if f, _, err = find(true); err != nil {
					return err
				}
				res.Selected = f.Selected
			}
		}
		s.settleAct(p, -1)
		return nil
	})
	before := res.before // read in fn, which Outcome does not carry
	res.Outcome = out
	res.Changes = s.afterAct(ctx, before, out, err)
	return res, err
}

// selectionIn reads the selection of the scope's document (its frame's
// when scoped).
func (s *Session) selectionIn(p playwright.Page, scope Target, scoped bool) (string, error) {
	const js = `() => String(getSelection())`
	var v any
	var err error
	if scoped {
		var loc playwright.Locator
		if loc, _, err = s.resolve(p, scope, 0, false); err == nil {
			v, err = loc.Evaluate(js, nil)
		}
	} else {
		v, err = p.Evaluate(js)
	}
	if err != nil {
		if errors.Is(err, ErrAbandoned) {
			return "", err
		}
		return "", fmt.Errorf("reading the selection back: %w", err)
	}
	str, _ := v.(string)
	return str, nil
}

// oneSpaced is s with every run of white space made one space.
func oneSpaced(s string) string { return strings.Join(strings.Fields(s), " ") }
