package tools

import (
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"github.com/mark3labs/mcp-go/server"
	"net/url"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// callKey carries the running tool call's name and confirmation id, so a
// page request judged during the call is decided like the call's own acts.
type callKey struct{}

type callInfo struct {
	tool, confirmID string
	// noWrite: a read-only or audit tool, or one that performs no act; a
	// write its page sends is refused without asking (there is no act a
	// person could be approving).
	noWrite bool
	// refused holds the categories of page requests refused during this
	// call: the next one of the same category is refused without asking
	// the person again (a page that fires five beacons asks once).
	// approved holds the categories of destructive acts approved in this
	// call: the requests the act causes within the call pass. Nothing
	// carries over to a later call. guard.Write in either is the call's
	// one answer about writes.
	refused, approved *sync.Map
	st                *callState
}

// callState is what judging learns during a call.
type callState struct {
	mu sync.Mutex
	// quietAct names the control the call's latest act targeted when it
	// announced no write (a plain link, "Show profile"), else "".
	quietAct string
	// lastAct describes the element the call's latest act targeted, for a
	// question about a request it caused.
	lastAct string
	// writeRefusal is the first refused write: the call's result becomes
	// an error that says so.
	writeRefusal error
}

func withCall(ctx context.Context, def Tool, confirmID string) context.Context {
	noWrite := def.ReadOnly || def.Toolset == "audit" || len(def.Acts) == 0
	return context.WithValue(ctx, callKey{}, callInfo{def.Name, confirmID, noWrite, &sync.Map{}, &sync.Map{}, &callState{}})
}

// approveInCall records an approved destructive act of category for the
// rest of the running call. Any approval also answers the call's question
// about writes: the person said yes to what this call does.
func approveInCall(ctx context.Context, category, what string) {
	if call, ok := ctx.Value(callKey{}).(callInfo); ok {
		call.approved.Store(category, what)
		call.approved.Store(guard.Write, what)
	}
}

// coveredByApproval reports whether an approval given earlier in the call
// covers a destructive request of the same category. It does not when the
// request acts on the account itself (DELETE /api/account, /users/me)
// while what the person approved never named it: a yes to "Delete draft"
// is no yes to deleting the account its handler also sends (found by an
// outside attacker).
func coveredByApproval(call callInfo, v guard.Verdict, rawURL string) (bool, string) {
	what, ok := call.approved.Load(v.Category)
	if !ok {
		return false, ""
	}
	approved, _ := what.(string)
	if u, err := url.Parse(rawURL); err == nil && guard.AccountPath(u.Path) && !guard.NamesAccount(approved) {
		return false, approved
	}
	return true, approved
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
		v = guard.Verdict{Category: guard.Data, Severity: guard.Medium, Signals: []string{"body unreadable"},
			Explanation: "the page sends a body the guard cannot read (over 1 MB, or in an encoding it does not decode)"}
	}
	call, ok := ctx.Value(callKey{}).(callInfo)
	if !v.Destructive() {
		w, isWrite := t.writeVerdict(a, call, ok)
		if !isWrite {
			return nil
		}
		v = w
	}
	summary := fmt.Sprintf("%s %s request to %s", a.Method, a.Resource, browser.RedactQuery(a.URL))
	if v.Category == guard.Write {
		return t.judgeWrite(ctx, s, a, v, summary)
	}
	if ok {
		if yes, _ := coveredByApproval(call, v, a.URL); yes {
			t.logEffect(s, a, v, summary, guard.Allowed, guard.ByPolicy, "caused by an act approved in the same call")
			return nil
		}
	}
	if !ok {
		return t.judgeLate(ctx, s, a, v, summary, func() error {
			return fmt.Errorf("%w: %s (%s severity) — %s; the page sent it on its own, with nobody to approve it", ErrConfirmationRequired, v.Category, v.Severity, summary)
		})
	}
	if call.noWrite {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, call.tool+" never writes")
		return fmt.Errorf("%w: %s (%s severity) — %s; %s reads and never writes, so nobody is asked", ErrConfirmationRequired, v.Category, v.Severity, summary, call.tool)
	}
	if _, again := call.refused.Load(v.Category); again {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, "a request of this category was refused earlier in the same call")
		return fmt.Errorf("%w: %s (%s severity) — %s; refused like the one before it in this call", ErrConfirmationRequired, v.Category, v.Severity, summary)
	}
	// The call's confirmation id counts only if it was issued for this
	// very request (an agent relaying its person's yes); one issued for
	// the call's act is not spent here.
	err := t.decide(ctx, s, call.tool, call.tool+":request:"+a.Method,
		requestJudged(a, v, summary), call.confirmID)
	if err != nil {
		call.refused.Store(v.Category, true)
	}
	return err
}

// judgeLate settles a request judged with no call running. A request an
// act causes can reach the judge after its call returned (a slow handler,
// a busy machine), so the call that acted last still speaks for it, in
// two narrow ways: what a person approved in that call covers a request
// of the same category as it would have in the call, for browser.QuietMax
// after it returned (and not the account unless the approval named it);
// and a confirmation id relayed in that call lets through the very
// request it was issued for. Anything else is refused, as nobody can be
// asked; under --confirm=agent the refusal carries an id for that call's
// tool, as a refusal in the call would, so the agent can relay its user's
// yes by repeating the act.
func (t *Toolbox) judgeLate(ctx context.Context, s *browser.Session, a browser.Act, v guard.Verdict, summary string, refusal func() error) error {
	if siteApproved(s.ID(), a.URL, v.Category) {
		t.logEffect(s, a, v, summary, guard.Allowed, guard.ByPerson, "approved for this site earlier in the session")
		return nil
	}
	const reason = "the page made it with no tool call running"
	ended, ago, ok := browser.EndedCall(ctx)
	prev, acted := callInfo{}, false
	if ok {
		prev, acted = ended.Value(callKey{}).(callInfo)
	}
	if !acted || prev.noWrite {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, reason)
		return refusal()
	}
	if ago <= browser.QuietMax {
		if covered, _ := coveredByApproval(prev, v, a.URL); covered {
			t.logEffect(s, a, v, summary, guard.Allowed, guard.ByPolicy, fmt.Sprintf("caused by an act approved in %s, which returned %s before", prev.tool, ago.Round(time.Millisecond)))
			return nil
		}
	}
	action := prev.tool + ":request:" + a.Method
	b := requestJudged(a, v, summary).binding(s, action)
	if prev.confirmID != "" && t.Guard.Confirms.Claim(prev.confirmID, b) {
		approveInCall(ended, v.Category, summary) // the rest of what the act caused, as in the call
		t.logEffect(s, a, v, summary, guard.Allowed, guard.ByAgent, "confirmation "+prev.confirmID+" (the request came after its call returned)")
		return nil
	}
	if t.Guard.Policy.Confirm != guard.ConfirmAgent {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, reason)
		return refusal()
	}
	id := t.Guard.Confirms.Issue(b)
	t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, reason+"; awaiting confirmation "+id)
	return fmt.Errorf("%w: %s (%s severity) on %s — %s. The page sent it after %s returned, so nobody could be asked in that call. "+
		"Ask your user; if they agree, call %s again with the same arguments plus \"confirmation_id\": %q (valid once, for this request, for %s).",
		ErrConfirmationRequired, v.Category, v.Severity, summary, v.Explanation, prev.tool, prev.tool, id, guard.ConfirmationTTL)
}

func (t *Toolbox) logEffect(s *browser.Session, a browser.Act, v guard.Verdict, summary, decision, by, reason string) {
	e := guard.Entry{Session: s.ID(), URL: a.URL, Action: "page:request:" + a.Method, Element: summary,
		Category: v.Category, Severity: v.Severity, Signals: v.Signals, Decision: decision, DecidedBy: by, Reason: reason}
	if err := t.Guard.Log.WritePage(e, filepath.Join(s.OutputDir(), "security.jsonl")); err != nil {
		t.Log.Error("security log", "error", err)
	}
}

// askLogged holds the sessions whose client's ability to ask was logged
// (session ids are unique in the process).
var askLogged sync.Map

// logWhoCanAsk says once per session, at its first call of a tool that
// acts, whether its client can ask its user: under the default guard a
// client that cannot sees every write its pages send refused, and the
// person running the server should know why from the log.
func (t *Toolbox) logWhoCanAsk(ctx context.Context, def Tool) {
	if t.Guard == nil || !t.Serving || len(def.Acts) == 0 {
		return
	}
	cs := server.ClientSessionFromContext(ctx)
	if cs == nil {
		return
	}
	if _, done := askLogged.LoadOrStore(cs.SessionID(), true); done {
		return
	}
	asks := clientElicits(ctx)
	t.Log.Info("guard", "session", cs.SessionID(), "client_can_ask_its_user", asks,
		"writes", cmp.Or(string(t.Guard.Writes), "strict"), "confirm", cmp.Or(t.Guard.Policy.Confirm, guard.ConfirmDeny), "allow_writes", len(t.Guard.AllowWrites))
	if !asks && t.Guard.Writes != guard.WritesStandard && t.Guard.Policy.Confirm != guard.ConfirmAgent && len(t.Guard.AllowWrites) == 0 {
		t.Log.Warn("this client cannot ask its user, so every write a page sends (a login, a comment, a cart) is refused; see the README's \"The guard\" for --allow-writes, --confirm agent and --writes standard", "session", cs.SessionID())
	}
}

// requestJudged is a page request to decide. An id issued for it is bound
// to the request's method and URL, its body, the document (and frame) that
// sent it, and what
// the classifier made of it (category, severity, signals), so it cannot
// approve the same address from another page, or a body that turned an
// ordinary write into an account change (found by an outside attacker).
func requestJudged(a browser.Act, v guard.Verdict, summary string) judged {
	var sig []string
	for _, x := range v.Signals {
		if !strings.HasPrefix(x, actAnnouncedNoWrite) { // said in the call only
			sig = append(sig, x)
		}
	}
	slices.Sort(sig)
	// The body as judged, by digest: the same address with another body
	// is another request, even where the classifier reads both alike.
	body := sha256.Sum256([]byte(a.ContentType + "\x00" + a.Body + "\x00" + strconv.FormatBool(a.BodyCut)))
	return judged{v: v, summary: summary, pageURL: a.URL, sel: a.Method + " " + a.URL, claimOnly: true,
		bind:    strings.Join(append([]string{"from " + a.From, "body " + hex.EncodeToString(body[:]), v.Category, v.Severity}, sig...), "\x00"),
		request: &requestFacts{method: a.Method, url: a.URL, from: a.From, ctype: a.ContentType, body: a.Body, cut: a.BodyCut}}
}
