package interactive

import (
	"context"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
)

// The form checks' shared part: a scratch tab that records dialogs and
// counts the requests the page tries, the 3.3.1 check, and the round of
// prepare, submit, wait and judge that it and 3.3.3's check (suggest.go)
// both run.

// dialogWatchJS records, in a scratch tab, the text of each alert or
// confirm the page opens instead of showing it (confirm answers no): what
// a form's handler says in a dialog is said in words.
const dialogWatchJS = `(() => {
  const k = Symbol.for('accessagents.dialogs');
  if (window[k]) return;
  window[k] = [];
  const log = (m) => { window[k].push(String(m || '').slice(0, 300)); };
  window.alert = function (m) { log(m); };
  window.confirm = function (m) { log(m); return false; };
  // Requests the page tries to send (refused in the scratch tab): a
  // check judging what a submit showed knows the server was asked.
  const s = Symbol.for('accessagents.sent');
  window[s] = 0;
  const count = (f) => function () { window[s]++; return f.apply(this, arguments); };
  if (window.fetch) window.fetch = count(window.fetch);
  if (window.XMLHttpRequest) XMLHttpRequest.prototype.send = count(XMLHttpRequest.prototype.send);
  if (navigator.sendBeacon) navigator.sendBeacon = count(navigator.sendBeacon.bind(navigator));
})();`

// errorAnnounceCheck submits each form with empty required fields, or a
// form checked in script (a submit handler in its markup) with its empty
// fields, in a scratch tab (nothing is sent) and checks the errors reach
// assistive technology: aria-invalid with a linked message, or a live
// region; and that no field is marked by colour alone, its own or its
// label's, with nothing said beside it or naming it (3.3.1, F81).
func errorAnnounceCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: "aa-error-announce"}
	sp, err := scratchPage(ctx, p, false, dialogWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	call := func(op string, arg, out any) error { return layCall(sp, op, arg, out) }
	r.Nodes, r.Review, err = formRound(ctx, call, [3]string{"formPrep", "formSubmit", "formAfter"}, false)
	return capped(r), err
}

// formRound prepares a scratch tab's forms (ops[0]: the forms and the
// fields to judge), submits each (ops[1]) and, for each one a script held
// (not the browser's own validation, and not sent), waits for the page to
// answer and judges what it did (ops[2]). lenient ends the round without
// an error when a call fails (a handler that took the tab away).
func formRound(ctx context.Context, call func(op string, arg, out any) error, ops [3]string, lenient bool) (fail, review []finding.Node, err error) {
	var forms []struct {
		Form   int   `json:"form"`
		Fields []int `json:"fields"`
	}
	if err := call(ops[0], nil, &forms); err != nil {
		return nil, nil, err
	}
	for _, f := range forms {
		var sub struct {
			Gone, Native, Submitted, Prevented bool
		}
		if err := call(ops[1], f.Form, &sub); err != nil {
			if lenient {
				break
			}
			return fail, review, err
		}
		if sub.Gone || sub.Native || (sub.Submitted && !sub.Prevented) {
			continue // the browser's own validation, or no client-side validation to judge
		}
		if err := sleepCtx(ctx, 500*time.Millisecond); err != nil {
			return fail, review, err
		}
		var res struct {
			Fail   []finding.Node `json:"fail"`
			Review []finding.Node `json:"review"`
		}
		if err := call(ops[2], map[string]any{"form": f.Form, "fields": f.Fields}, &res); err != nil {
			if lenient {
				break
			}
			return fail, review, err
		}
		fail, review = append(fail, res.Fail...), append(review, res.Review...)
	}
	return fail, review, nil
}
