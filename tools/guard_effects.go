package tools

import (
	"context"
	"fmt"
	"path/filepath"
	"sync"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// callKey carries the running tool call's name and confirmation id, so a
// page request judged during the call is decided like the call's own acts.
type callKey struct{}

type callInfo struct {
	tool, confirmID string
	// refused holds the categories of page requests refused during this
	// call: the next one of the same category is refused without asking
	// the person again (a page that fires five beacons asks once).
	// approved holds the categories of destructive acts approved in this
	// call: the requests the act causes within the call pass. Nothing
	// carries over to a later call.
	refused, approved *sync.Map
}

func withCall(ctx context.Context, tool, confirmID string) context.Context {
	return context.WithValue(ctx, callKey{}, callInfo{tool, confirmID, &sync.Map{}, &sync.Map{}})
}

// approveInCall records an approved destructive act of category for the
// rest of the running call.
func approveInCall(ctx context.Context, category string) {
	if call, ok := ctx.Value(callKey{}).(callInfo); ok {
		call.approved.Store(category, true)
	}
}

// judgeEffect is the browser's EffectJudge: every request a page makes
// that can carry an effect (any non-GET, and GET documents, fetch, XHR,
// beacons) is classified by where it goes. A destructive one passes only
// when an act of its category was approved in the same tool call (the
// act's own form post), or when the person approves it now; with no tool
// call running there is nobody to ask, and it is refused.
func (t *Toolbox) judgeEffect(ctx context.Context, s *browser.Session, a browser.Act) error {
	if t.Guard == nil {
		return nil
	}
	v := guard.ClassifyRequest(a.Method, a.URL, a.ContentType, a.Body)
	if !v.Destructive() && a.BodyCut {
		v = guard.Verdict{Category: guard.Data, Severity: guard.Medium, Signals: []string{"body over 1 MB"},
			Explanation: "the page sends a body too long for the guard to read"}
	}
	if !v.Destructive() {
		return nil
	}
	summary := fmt.Sprintf("%s %s request to %s", a.Method, a.Resource, browser.RedactQuery(a.URL))
	call, ok := ctx.Value(callKey{}).(callInfo)
	if ok {
		if _, yes := call.approved.Load(v.Category); yes {
			t.logEffect(s, a, v, summary, guard.Allowed, guard.ByPolicy, "caused by an act approved in the same call")
			return nil
		}
	}
	if !ok {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, "the page made it with no tool call running")
		return fmt.Errorf("%w: %s (%s severity) — %s; the page sent it on its own, with nobody to approve it", ErrConfirmationRequired, v.Category, v.Severity, summary)
	}
	if _, again := call.refused.Load(v.Category); again {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, "a request of this category was refused earlier in the same call")
		return fmt.Errorf("%w: %s (%s severity) — %s; refused like the one before it in this call", ErrConfirmationRequired, v.Category, v.Severity, summary)
	}
	// The call's confirmation id counts only if it was issued for this
	// very request (an agent relaying its person's yes); one issued for
	// the call's act is not spent here.
	err := t.decide(ctx, s, call.tool, call.tool+":request:"+a.Method,
		judged{v: v, summary: summary, pageURL: a.URL, sel: a.Method + " " + a.URL, claimOnly: true}, call.confirmID)
	if err != nil {
		call.refused.Store(v.Category, true)
	}
	return err
}

func (t *Toolbox) logEffect(s *browser.Session, a browser.Act, v guard.Verdict, summary, decision, by, reason string) {
	e := guard.Entry{Session: s.ID(), URL: a.URL, Action: "page:request:" + a.Method, Element: summary,
		Category: v.Category, Severity: v.Severity, Signals: v.Signals, Decision: decision, DecidedBy: by, Reason: reason}
	if err := t.Guard.Log.Write(e, filepath.Join(s.OutputDir(), "security.jsonl")); err != nil {
		t.Log.Error("security log", "error", err)
	}
}
