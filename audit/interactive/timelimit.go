package interactive

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// TimeLimitID is the check of time limits a page's script sets (2.2.1).
const TimeLimitID = "aa-time-limit"

// limitSpan is how much of the page's own time the check lets pass: 2.2.1
// exempts a limit longer than 20 hours.
const limitSpan = 20 * time.Hour

// instantLeave: a page that leaves within this much of its own time after
// loading redirects on arrival (a sign-in hand-off, a language choice), which
// takes no time from the person.
const instantLeave = 2 * time.Second

// limitWaitReal bounds the real time that span may take.
const limitWaitReal = 2 * time.Second

// timeLogJS joins contextWatchJS and statusWatchJS in the check's scratch
// tab: each thing they record (a navigation, a reload, a submission, a
// dialog) is stamped with the page's own time, and so is a control that
// appears (a "Stay signed in" button: a warning in the page), read at most
// once a second of the page's time after its DOM changes.
const timeLogJS = `(() => {
  const reg = window[Symbol.for('accessagents.context')];
  if (!reg || reg.stamped) return;
  reg.stamped = true;
  const push = reg.log.push.bind(reg.log);
  reg.log.push = (e) => push(Object.assign(e, { t: Math.round(performance.now()) }));
  const shown = () => Array.from(document.querySelectorAll('button, [role=button], input[type=button], input[type=submit], a[href]'))
    .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden');
  let most = -1, due = false;
  const read = () => {
    due = false;
    const now = shown();
    if (most >= 0 && now.length > most) reg.log.push({ kind: 'control', detail: String(now[now.length - 1].textContent || '').trim().slice(0, 80) });
    most = Math.max(most, now.length);
  };
  addEventListener('load', () => {
    read();
    new MutationObserver(() => { if (!due) { due = true; setTimeout(read, 1000); } })
      .observe(document.documentElement, { subtree: true, childList: true, attributes: true });
  });
})();`

// fieldsJS counts the fields and buttons a person can use now.
const fieldsJS = `() => Array.from(document.querySelectorAll('input:not([type=hidden]), select, textarea, button'))
  .filter((e) => !e.disabled && e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden').length`

// timeLimitCheck loads the page in a scratch tab that sends nothing and
// stops navigations, lets up to 20 hours of the page's own time pass under
// virtual time (seconds of real time at most) and fails a page whose own
// timer then leaves it (navigates, reloads, submits its form) with no
// warning before: a person who needs more time loses their place and what
// they typed (2.2.1; meta refresh is axe's meta-refresh). A warning by
// dialog, and fields a timer disables or takes away, are needs review:
// whether the person can extend the time is for a person to try.
func timeLimitCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: TimeLimitID}
	if scripted, err := runsScript(p); err != nil || !scripted {
		return r, err
	}
	sp, err := scratchPage(ctx, p, false, keepStateJS+"\n"+contextWatchJS+"\n"+statusWatchJS+"\n"+timeLogJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var mark struct {
		Log    int     `json:"log"`
		T      float64 `json:"t"`
		Fields int     `json:"fields"`
	}
	if err := browser.EvalJSON(sp, `() => ({ log: (window[Symbol.for('accessagents.context')] || { log: [] }).log.length, t: performance.now(), fields: (`+fieldsJS+`)() })`, nil, &mark); err != nil {
		return r, err
	}
	if err := runClock(ctx, sp, limitSpan, limitWaitReal); err != nil {
		return r, err
	}
	var after struct {
		Asks []float64 `json:"asks"`
		Log  []struct {
			Kind   string  `json:"kind"`
			Detail string  `json:"detail"`
			T      float64 `json:"t"`
		} `json:"log"`
		Fields int `json:"fields"`
	}
	if err := browser.EvalJSON(sp, `() => ({ log: (window[Symbol.for('accessagents.context')] || { log: [] }).log, fields: (`+fieldsJS+`)(),
	    asks: (window[Symbol.for('accessagents.net')] || { at: [] }).at })`, nil, &after); err != nil {
		return r, err
	}
	var html string
	if err := browser.EvalJSON(p, `() => (document.documentElement.outerHTML.match(/<html[^>]*>/) || ['<html>'])[0].slice(0, 200)`, nil, &html); err != nil {
		return r, err
	}
	node := func(summary string, data map[string]string) finding.Node {
		b, _ := json.Marshal(data)
		return finding.Node{Target: json.RawMessage(`["html"]`), XPath: json.RawMessage(`["/html"]`), HTML: html, Summary: summary, Data: b}
	}
	warned := ""
	for _, e := range after.Log[min(mark.Log, len(after.Log)):] {
		switch e.Kind {
		case "dialog", "control":
			if warned == "" {
				warned = e.Detail
			}
		case "navigate", "reload", "submit":
			at := time.Duration(e.T-mark.T) * time.Millisecond
			if at < instantLeave {
				continue // a redirect on arrival (G110), not a limit on the person; the tab stays and its timers run on
			}
			if warned == "" && asked(after.Asks, e.T) {
				data := map[string]string{"kind": e.Kind, "after": at.Round(time.Second).String(), "detail": e.Detail, "asked": "server"}
				r.Review = append(r.Review, node(fmt.Sprintf("After %s the page %s, once it had asked its server for something this check does not send (it may be leaving for that reason): check whether the real page does so while a person uses it (2.2.1).", roundLimit(at), departure(e.Kind, e.Detail)), data))
				r.ReviewTotal = 1
				return r, nil
			}
			what := departure(e.Kind, e.Detail)
			data := map[string]string{"kind": e.Kind, "after": at.Round(time.Second).String(), "detail": e.Detail}
			if warned != "" {
				data["warning"] = warned
				r.Review = append(r.Review, node(fmt.Sprintf("After %s the page %s by its own timer; it warned first (%q): check that the warning gives at least 20 seconds and a way to extend the time (2.2.1).", roundLimit(at), what, warned), data))
			} else {
				r.Nodes = append(r.Nodes, node(fmt.Sprintf("After %s the page %s by its own timer, with no warning and no way to extend the time: a person who needs longer loses their place (2.2.1). Let users turn the limit off, extend it, or warn them 20 s ahead with a way to extend.", roundLimit(at), what), data))
			}
			r.Total = len(r.Nodes)
			r.ReviewTotal = len(r.Review)
			return r, nil // the first departure ends the page
		}
	}
	if mark.Fields > 0 && after.Fields == 0 {
		r.Review = append(r.Review, node(fmt.Sprintf("Within %s of the page's own time, its timer took away or disabled every field and button (%d before): check whether this is a time limit a person can turn off or extend (2.2.1).", roundLimit(limitSpan), mark.Fields), map[string]string{"kind": "fields"}))
		r.ReviewTotal = 1
	}
	return r, nil
}

// asked reports whether the page asked its server for something (which
// the scratch tab does not send) in the 30 s of its time before t: what it
// did then may be its offline path (a redirect to sign in), not a limit.
func asked(asks []float64, t float64) bool {
	for _, a := range asks {
		if a <= t && t-a <= 30000 {
			return true
		}
	}
	return false
}

// departure says how the page left: "goes to /signed-out", "reloads
// itself", "submits its form".
func departure(kind, detail string) string {
	switch kind {
	case "navigate":
		return "goes to " + detail
	case "reload":
		return "reloads itself"
	}
	return "submits its form"
}

// roundLimit says a span as a person would: "2 minutes", "90 seconds".
func roundLimit(d time.Duration) string {
	switch {
	case d >= 2*time.Hour:
		return fmt.Sprintf("%.0f hours", d.Hours())
	case d >= 2*time.Minute:
		return fmt.Sprintf("%.0f minutes", d.Minutes())
	default:
		return fmt.Sprintf("%.0f seconds", d.Seconds())
	}
}
