package interactive

import (
	"context"
	_ "embed"
	"fmt"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// ScriptMotionID is the check of motion and updates a page's script makes
// by itself (2.2.2).
const ScriptMotionID = "aa-script-motion"

//go:embed motion.js
var checksMotionJS string

var motionJS = "({ op, arg }) => {\n" + browser.PageLibJS() + checksMotionJS + "\n  return mo[op](arg);\n}"

// motionSpan is how long of the page's own time the check lets pass:
// a slideshow turning every 7 s turns four times in it.
const motionSpan = 30 * time.Second

// motionWaitReal bounds the real time the span may take: a page whose
// timers keep the main thread busy gets no more.
const motionWaitReal = 5 * time.Second

// scriptMotionCheck loads the page in a scratch tab that sends nothing,
// lets its clock run motionSpan by itself (virtual time, so it costs
// milliseconds, not half a minute) and fails what the page's timers kept
// changing past five seconds, in view, when no control pauses, stops or
// hides it (F16, F50): a ticker moved by script, a slideshow, a
// countdown. CSS animations and marquee are aa-moving-content's.
func scriptMotionCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: ScriptMotionID}
	if scripted, err := runsScript(p); err != nil || !scripted {
		return r, err // no script: nothing changes by itself
	}
	sp, err := scratchPage(ctx, p, false, keepStateJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var ok bool
	if err := browser.EvalJSON(sp, motionJS, map[string]any{"op": "watch"}, &ok); err != nil {
		return r, err
	}
	if err := runClock(ctx, sp, motionSpan, motionWaitReal); err != nil {
		return r, err
	}
	var res struct {
		Asked int `json:"asked"`
		Nodes []struct {
			Node    finding.Node `json:"node"`
			Kind    string       `json:"kind"`
			Changes int          `json:"changes"`
			Every   int          `json:"every"`
			Paused  bool         `json:"paused"`
		} `json:"nodes"`
	}
	if err := browser.EvalJSON(sp, motionJS, map[string]any{"op": "report"}, &res); err != nil {
		return r, err
	}
	for _, n := range res.Nodes {
		node := n.Node
		what := map[string]string{
			"moves":   "moves by script",
			"turns":   "turns by itself, as a slideshow does,",
			"updates": "updates itself",
		}[n.Kind]
		every := fmt.Sprintf("every %.1f s", float64(n.Every)/1000)
		if n.Every < 1000 {
			every = fmt.Sprintf("every %d ms", n.Every)
		}
		if n.Paused || n.Kind == "updates" && res.Asked > 0 {
			if !n.Paused {
				node.Summary = fmt.Sprintf("This content %s %s for more than 5 seconds, after the page asked its server for something this check does not send: check whether it does so on the real page (a countdown, not a reconnecting notice).", what, every)
				r.Review = append(r.Review, node)
				continue
			}
			node.Summary = fmt.Sprintf("This content %s %s for more than 5 seconds; the page has a pause, stop or hide control: check that it stops this content.", what, every)
			r.Review = append(r.Review, node)
			continue
		}
		node.Summary = fmt.Sprintf("This content %s %s (%d changes in %d s of the page's time) for more than 5 seconds, and nothing on the page pauses, stops or hides it. Add a pause control, or stop it after 5 seconds.", what, every, n.Changes, int(motionSpan.Seconds()))
		r.Nodes = append(r.Nodes, node)
	}
	r.Nodes, r.Total = capNodes(r.Nodes), len(r.Nodes)
	r.Review, r.ReviewTotal = capNodes(r.Review), len(r.Review)
	return r, nil
}

// runsScript reports whether the page has a script or an onload handler:
// without one, no timer of its own can change or leave it.
func runsScript(p playwright.Page) (bool, error) {
	var scripted bool
	err := browser.EvalJSON(p, `() => document.scripts.length > 0 || !!document.querySelector('[onload]')`, nil, &scripted)
	return scripted, err
}

// runClock lets span of the page's own time pass in scratch tab sp, under
// Chromium's virtual time: its timers run as fast as the page can run
// them, and real time is bounded by real. A page whose timers keep it
// busy is read for the time it had.
func runClock(ctx context.Context, sp playwright.Page, span, real time.Duration) error {
	cdp, err := sp.Context().NewCDPSession(sp)
	if err != nil {
		return fmt.Errorf("scratch tab: its clock: %w", err)
	}
	expired := make(chan struct{}, 1)
	cdp.On("Emulation.virtualTimeBudgetExpired", func(map[string]any) {
		select {
		case expired <- struct{}{}:
		default:
		}
	})
	// A page that queues task after task with no delay would hold virtual
	// time still: after 100 such tasks it moves on anyway.
	if _, err := cdp.Send("Emulation.setVirtualTimePolicy", map[string]any{
		"policy": "advance", "budget": span.Milliseconds(), "maxVirtualTimeTaskStarvationCount": 100,
	}); err != nil {
		return fmt.Errorf("scratch tab: its clock: %w", err)
	}
	t := time.NewTimer(real)
	defer t.Stop()
	select {
	case <-expired:
	case <-t.C:
	case <-ctx.Done():
		return ctx.Err()
	}
	return nil
}

// keepStateJS runs first in the virtual-time checks' scratch tabs: the tab
// shares the person's browser context (cookies, local storage), and 20
// hours of the page's time run its idle timers, which may sign out by
// clearing storage or telling the other tabs. Here those writes do
// nothing: the page sees its state, and no other tab sees a change.
const keepStateJS = `(() => {
  const noop = function () {};
  const keep = (proto, names, value) => { for (const m of names) if (proto && proto[m]) Object.defineProperty(proto, m, { value: value || noop, configurable: true, writable: true }); };
  keep(Storage.prototype, ['setItem', 'removeItem', 'clear']);
  // Written as properties too (localStorage.token = '', delete …): the
  // page gets a view whose writes do nothing.
  for (const k of ['localStorage', 'sessionStorage']) {
    let real; try { real = window[k]; } catch (e) { continue; }
    const view = new Proxy(real, { set: () => true, deleteProperty: () => true, defineProperty: () => true,
      get: (t, p) => { const v = Reflect.get(t, p, t); return typeof v === 'function' ? v.bind(t) : v; } });
    Object.defineProperty(window, k, { get: () => view, configurable: true });
  }
  const d = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (d) Object.defineProperty(Document.prototype, 'cookie', { get: d.get, set: noop, configurable: true });
  if (window.BroadcastChannel) keep(BroadcastChannel.prototype, ['postMessage']);
  if (window.ServiceWorker) keep(ServiceWorker.prototype, ['postMessage']);
  if (window.IDBObjectStore) {
    // A request that succeeds with nothing done: the page's handlers run.
    const done = function () { const r = { result: undefined, error: null, readyState: 'done', onsuccess: null, onerror: null, addEventListener(t, f) { if (t === 'success') setTimeout(() => f({ target: r }), 0); }, removeEventListener() {} };
      setTimeout(() => { if (r.onsuccess) r.onsuccess({ target: r }); }, 0); return r; };
    keep(IDBObjectStore.prototype, ['put', 'add', 'delete', 'clear'], done);
    keep(IDBFactory.prototype, ['deleteDatabase'], done);
  }
  if (window.CacheStorage) keep(CacheStorage.prototype, ['delete'], () => Promise.resolve(false));
  if (window.Cache) keep(Cache.prototype, ['put', 'delete'], () => Promise.resolve(undefined));
  if (window.CookieStore) keep(CookieStore.prototype, ['set', 'delete'], () => Promise.resolve());
  if (window.ServiceWorkerContainer) keep(ServiceWorkerContainer.prototype, ['register'], () => Promise.reject(new Error('no service worker here')));
  // The tab sends nothing: a page that asked its server something runs
  // its offline path here ("Reconnecting in 5 s", a redirect to sign in),
  // which is no timer of its own. Its asks are counted, with their time.
  const net = { n: 0, at: [] };
  Object.defineProperty(window, Symbol.for('accessagents.net'), { value: net });
  const note = () => { net.n++; if (net.at.length < 200) net.at.push(Math.round(performance.now())); };
  const count = (f) => function (...a) { note(); return f.apply(this, a); };
  if (window.fetch) window.fetch = count(window.fetch);
  XMLHttpRequest.prototype.send = count(XMLHttpRequest.prototype.send);
  for (const C of ['WebSocket', 'EventSource']) if (window[C]) { const O = window[C]; window[C] = new Proxy(O, { construct(t, a, nt) { note(); return Reflect.construct(t, a, nt); } }); }
})();`
