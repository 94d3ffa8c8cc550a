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
// debounceMax and when it is due, and settleAct waits until those the call
// set have run (or been cleared), then lets the page's session see what
// they started. It is a wait, not a boundary: a page that hides its timers
// only makes its late request meet the guard after the call, refused.
const debounceMax = 1000 // ms

const timersScript = `(() => {
  const K = Symbol.for('accessagents.timers');
  if (window[K]) return;
  const set = window.setTimeout, clear = window.clearTimeout;
  const pend = new Map();
  Object.defineProperty(window, K, { value: {
    // due is how long until the last short timer made in the past age ms
    // has run; 0 when none is pending.
    due(age) {
      const now = Date.now();
      let d = 0;
      for (const t of pend.values()) if (now - t.made <= age && t.at > now) d = Math.max(d, t.at - now);
      return d;
    },
  } });
  window.setTimeout = function (fn, ms, ...args) {
    const d = Number(ms) || 0;
    if (typeof fn !== 'function' || d < 50 || d > 1000) return set.call(window, fn, ms, ...args);
    const id = set.call(window, function () { pend.delete(id); return fn.apply(this, arguments); }, ms, ...args);
    pend.set(id, { made: Date.now(), at: Date.now() + d });
    if (pend.size > 200) pend.delete(pend.keys().next().value);
    return id;
  };
  window.clearTimeout = function (id) { pend.delete(id); return clear.call(window, id); };
})();`

// awaitTimers waits, bounded by debounceMax, for the short timers the
// page set since the call began; it reports whether it waited.
func (s *Session) awaitTimers(p playwright.Page) bool {
	// A float: an int64 would reach the page as a BigInt.
	age := float64(time.Since(s.fx.began).Milliseconds() + 20)
	v, err := p.Evaluate(`(age) => { const t = window[Symbol.for('accessagents.timers')]; return t ? t.due(age) : 0; }`, age)
	if err != nil {
		return false
	}
	due, _ := v.(int)
	if f, ok := v.(float64); ok {
		due = int(f)
	}
	if due <= 0 {
		return false
	}
	time.Sleep(time.Duration(min(due, debounceMax)+10) * time.Millisecond)
	return true
}
