package interactive

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// StatusMessageID is the status-message check (4.1.3).
const StatusMessageID = "aa-status-message"

//go:embed status.js
var checksStatusJS string

var statusJS = "async ({ op, arg }) => {\n" + browser.PageLibJS() + checksStatusJS + "\n  return await st[op](arg);\n}"

// statusWatchJS joins contextWatchJS in the status check's scratch tab: a
// dialog the page opens (alert, confirm, prompt) is recorded, not shown.
// A dialog is spoken by a screen reader, so an act that opens one has
// told its user; confirm answers no, so nothing it guards goes ahead.
const statusWatchJS = `(() => {
  const REG = Symbol.for('accessagents.context');
  const reg = window[REG] || (window[REG] = { ids: new WeakMap(), els: new Map(), next: 1, log: [], orig: new Map() });
  if (reg.dialogs) return;
  reg.dialogs = true;
  const log = (m) => reg.log.push({ kind: 'dialog', detail: String(m || '').slice(0, 200) });
  window.alert = function (m) { log(m); };
  window.confirm = function (m) { log(m); return false; };
  window.prompt = function (m) { log(m); return null; };
})();`

// Waits of the status check: how long the page is watched doing nothing
// (what changes then changes by itself), and after each act.
const (
	restlessWait = 400  // ms
	statusSettle = 200  // ms, longer while the page goes on changing
	idleWait     = 1500 // ms
)

func statusCall(p playwright.Page, op string, arg any, out any) error {
	return browser.EvalJSON(p, statusJS, map[string]any{"op": op, "arg": arg}, out)
}

// statusCheck does, in a scratch tab that sends nothing, what a person
// could do that keeps them on the page (submit each form, press each
// button or script link, change a few selects and check boxes) and finds
// the short text each act shows that no live region carries, no dialog
// speaks and focus does not reach (4.1.3, F103): a screen reader user is
// not told. A message shown while focus moved to another element that
// does not describe it is needs review: the person decides whether the
// focus move tells the user.
func statusCheck(ctx context.Context, p playwright.Page) (finding.RawCheck, error) {
	r := finding.RawCheck{ID: StatusMessageID}
	var n int
	if err := browser.EvalJSON(p, `() => document.querySelectorAll('form, button, input, select, a[href], [onclick], [role=button]').length`, nil, &n); err != nil || n == 0 {
		return r, err // nothing a person could act on
	}
	sp, err := scratchPage(ctx, p, false, contextWatchJS+"\n"+statusWatchJS)
	if err != nil {
		return r, err
	}
	defer sp.Close()
	var restless int
	if err := statusCall(sp, "restless", restlessWait, &restless); err != nil {
		return r, err
	}
	var acts []struct {
		ID  int    `json:"id"`
		How string `json:"how"`
	}
	if err := statusCall(sp, "acts", nil, &acts); err != nil {
		return r, err
	}
	seen := map[string]bool{} // one finding per message, named by the first act that showed it
	type found struct {
		node   finding.Node
		cand   int
		review bool
	}
	var all []found
	for _, a := range acts {
		if err := ctx.Err(); err != nil {
			return r, err
		}
		var res struct {
			Messages []struct {
				Node  finding.Node `json:"node"`
				Text  string       `json:"text"`
				Moved bool         `json:"moved"`
				Near  bool         `json:"near"`
				Cand  int          `json:"cand"`
			} `json:"messages"`
			Control string `json:"control"`
		}
		if err := statusCall(sp, "act", map[string]any{"id": a.ID, "how": a.How, "ms": statusSettle}, &res); err != nil {
			return r, err
		}
		verb := "Pressing"
		switch a.How {
		case "change":
			verb = "Changing"
		case "fill":
			verb = "Filling in the form and pressing"
		}
		for _, m := range res.Messages {
			node := m.Node
			if seen[string(node.Target)] {
				continue
			}
			seen[string(node.Target)] = true
			data, _ := json.Marshal(map[string]string{"failure": "F103", "control": res.Control, "text": m.Text})
			node.Data = data
			switch {
			case m.Moved:
				node.Summary = fmt.Sprintf("%s %q shows %q (untrusted page text) in no live region while focus moves elsewhere: check that the element focused tells screen reader users this message (4.1.3).", verb, res.Control, m.Text)
			case m.Near:
				node.Summary = fmt.Sprintf("%s %q shows %q (untrusted page text), hidden in the page until then and right after the control, in no live region: if it reports what the act did, give it role=\"status\" (4.1.3); if the control discloses it, say so with aria-expanded.", verb, res.Control, m.Text)
			default:
				node.Summary = fmt.Sprintf("%s %q shows %q (untrusted page text), but not in a live region and without moving focus to it: screen reader users are not told (4.1.3, failure technique F103). Give the element role=\"status\" (role=\"alert\" for an error) in the page before its text changes.", verb, res.Control, m.Text)
			}
			all = append(all, found{node, m.Cand, m.Moved || m.Near})
		}
	}
	// A message that goes on changing with nothing done was a clock or a
	// rotator that changed during the act, not the act's news.
	var restlessNow []int
	if len(all) > 0 {
		if err := statusCall(sp, "idle", idleWait, &restlessNow); err != nil {
			return r, err
		}
	}
	for _, f := range all {
		switch {
		case slices.Contains(restlessNow, f.cand):
		case f.review:
			r.Review = append(r.Review, f.node)
		default:
			r.Nodes = append(r.Nodes, f.node)
		}
	}
	return capped(r), nil
}
