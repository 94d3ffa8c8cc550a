package browser

import (
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// A handler often saves a moment after the act, on a short timer (a
// slider's value saved 400 ms after the last key, a search run 300 ms
// after the last letter). A request sent that late would reach the guard
// after the call, with nobody to approve it, and its effects would miss
// the act's changes. So an act waits for the short timers its handlers
// set: timersScript, in every document, notes each setTimeout of 50 ms to
// debounceMax set while a person's input is handled (and any a noted
// callback sets) and when it is due, and settleAct waits until those the call
// set have run (or been cleared), then lets the page's session see what
// they started. It is a wait, not a boundary: a page that hides its timers
// only makes its late request meet the guard after the call, refused.
const debounceMax = 1000 // ms

const timersScript = `(() => {
  const K = Symbol.for('accessagents.timers');
  if (window[K]) return;
  // What the page could replace later is taken now.
  const set = window.setTimeout, clear = window.clearTimeout, now = Date.now.bind(Date);
  const ev = Object.getOwnPropertyDescriptor(window, 'event') || Object.getOwnPropertyDescriptor(Window.prototype, 'event');
  const trusted = () => { try { const e = ev && ev.get ? ev.get.call(window) : null; return !!(e && e.isTrusted); } catch (x) { return false; } };
  const pend = Object.create(null);
  let size = 0, inNoted = 0, armed = false;
  Object.defineProperty(window, K, { value: Object.freeze({
    // arm: an act is under way (set by the server just before it: a
    // select's or a date field's events are not trusted, and in a shadow
    // root window.event is unset); disarm when it has settled.
    arm(on) { armed = !!on; },
    // due is how long until the last noted timer made in the past age ms
    // runs; 0 when none is pending.
    due(age) {
      const t = now();
      let d = 0;
      for (const id in pend) { const r = pend[id]; if (t - r.made <= age && r.at > t && r.at - t > d) d = r.at - t; }
      return d;
    },
  }) });
  const drop = (id) => { if (pend[id]) { delete pend[id]; size--; } };
  // Noted: a timer set while a person's input is being handled (a real
  // key or click: isTrusted), or by a noted timer's own callback (a
  // debounce that re-arms itself). A clock's or a poll's own loop, and a
  // new page's load-time timers, are not.
  window.setTimeout = function (fn, ms, ...args) {
    const d = Number(ms) || 0;
    if (typeof fn !== 'function' || d > 1000 || !(inNoted || (d >= 50 && (armed || trusted())))) return set.call(window, fn, ms, ...args);
    const id = set.call(window, function () { drop(id); inNoted++; try { return fn.apply(this, arguments); } finally { inNoted--; } }, ms, ...args);
    if (size < 200) { pend[id] = { made: now(), at: now() + d }; size++; }
    return id;
  };
  window.clearTimeout = function (id) { drop(id); return clear.call(window, id); };
  const clearI = window.clearInterval;
  window.clearInterval = function (id) { drop(id); return clearI.call(window, id); };
})();`

// timerEvalMax bounds each call into the page about its timers: a page
// held by a dialog (an alert opened by the act) answers no evaluate until
// the dialog is answered, which happens in another call.
const timerEvalMax = 300 * time.Millisecond

// timerEval evaluates js in p, or gives up after timerEvalMax (false).
func timerEval(p playwright.Page, js string, arg any) (any, bool) {
	type answer struct {
		v   any
		err error
	}
	done := make(chan answer, 1)
	go func() {
		v, err := p.Evaluate(js, arg)
		done <- answer{v, err}
	}()
	t := time.NewTimer(timerEvalMax)
	defer t.Stop()
	select {
	case a := <-done:
		return a.v, a.err == nil
	case <-t.C:
		return nil, false
	}
}

// armTimers tells p's documents an act is under way (on) or has settled;
// not while a dialog holds the page.
func (s *Session) armTimers(p playwright.Page, on bool) {
	if p == nil || s.PendingDialog() != nil {
		return
	}
	timerEval(p, `(on) => { const t = window[Symbol.for('accessagents.timers')]; if (t) t.arm(on); }`, on)
}

// awaitTimers waits, debounceMax in all, for the noted timers the page set
// since the call began, again while their callbacks set more (a debounce
// that re-arms); it reports whether it waited.
func (s *Session) awaitTimers(p playwright.Page) bool {
	waited := false
	for end := time.Now().Add(debounceMax * time.Millisecond); time.Now().Before(end); {
		if s.PendingDialog() != nil {
			return waited // the act opened a dialog: the page waits on its answer
		}
		// A float: an int64 would reach the page as a BigInt.
		age := float64(time.Since(s.fx.began).Milliseconds() + 20)
		v, ok := timerEval(p, `(age) => { const t = window[Symbol.for('accessagents.timers')]; return t ? t.due(age) : 0; }`, age)
		if !ok {
			return waited
		}
		due := 0
		switch n := v.(type) {
		case int:
			due = n
		case float64:
			due = int(n)
		}
		if due <= 0 {
			return waited
		}
		waited = true
		time.Sleep(min(time.Duration(due+10)*time.Millisecond, time.Until(end)))
	}
	return waited
}
