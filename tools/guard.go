package tools

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
)

// Guardian puts the destructive-action guard in front of every acting tool.
type Guardian struct {
	Policy   guard.Policy
	Log      *guard.Log
	Confirms *guard.Confirmations
	Secrets  *guard.Secrets
	// Terminal asks a person on the terminal (autonomous mode); nil when
	// there is no TTY.
	Terminal func(ctx context.Context, question string) (bool, error)
	// Writes is the write policy; the zero value is strict, as the CLI's
	// default: a write the classifier does not judge destructive passes
	// only by an AllowWrites scope or a person's yes.
	Writes guard.WriteMode
	// AllowWrites are the operator's --allow-writes scopes.
	AllowWrites []guard.WriteScope
}

// ErrConfirmationRequired starts every refusal the guard returns.
var ErrConfirmationRequired = errors.New("destructive action requires confirmation")

// ErrActNotDeclared refuses an act a tool did not declare in Tool.Acts: a
// read-only tool that tries to navigate, say.
var ErrActNotDeclared = errors.New("refused: this tool does not declare that action")

// ErrUnjudgeable refuses an act whose target the guard cannot see.
var ErrUnjudgeable = errors.New("refused: the guard cannot see what this would act on")

// gateFor is the one choke point: the gate every call of def carries in its
// context. Each browser act (click, type, key, select, navigate, back,
// accepting a dialog) asks it first, whichever code path drives the browser
// (the handler, the auditor, a skill replay); acts the tool did not declare
// are refused outright.
func (t *Toolbox) gateFor(def Tool, confirmID string) browser.Gate {
	allowed := map[schemas.Act]bool{}
	for _, k := range def.Acts {
		allowed[k] = true
	}
	return func(ctx context.Context, s *browser.Session, a browser.Act) error {
		if !allowed[a.Kind] {
			return fmt.Errorf("%w: %s may not %s (it declares %v)", ErrActNotDeclared, def.Name, a.Kind, def.Acts)
		}
		return t.judgeAct(ctx, s, def.Name, a, confirmID)
	}
}

// judged is one classified candidate reading of an act.
type judged struct {
	v       guard.Verdict
	el      *guard.Element
	summary string
	// words is what an approval covers (elementWords); summary is what a
	// person is shown.
	words   string
	pageURL string
	sel     string
	// claimOnly: the confirmation id is the call's, and counts only if it
	// was issued for exactly this (a page request); otherwise it is left
	// unspent and the request is decided as if there were none.
	claimOnly bool
	// bind is more of what an id issued for j is bound to (a page
	// request's sending document and verdict).
	bind string
	// request, for a page request: what the person asked is shown.
	request *requestFacts
	// given: a navigation to an address the person named (Give).
	given bool
}

// binding is what a confirmation id for j under action is bound to.
func (j judged) binding(s *browser.Session, action string) guard.Binding {
	return guard.Binding{Session: s.ID(), URL: j.pageURL, Action: action,
		Fingerprint: guard.Fingerprint(j.sel, j.summary, fmt.Sprint(j.el), j.bind)}
}

// judgeAct turns a browser act into what the classifier judges and takes
// the worst reading: for a key, both the named element and where focus
// landed; for a dialog, its message and the element that opened it.
func (t *Toolbox) judgeAct(ctx context.Context, s *browser.Session, tool string, a browser.Act, confirmID string) error {
	if t.Guard == nil {
		return nil
	}
	of := func(r browser.Resolved) (*guard.Element, string) {
		if r.Guard != nil {
			e := r.Guard.Element
			return &e, r.Guard.URL
		}
		return &guard.Element{Role: r.Role, Name: r.Name}, ""
	}
	var cands []judged
	add := func(ga guard.Action, r *browser.Resolved) {
		j := judged{v: guard.Classify(ga), el: ga.Element}
		if r != nil {
			j.sel = r.Selector
			if r.Guard != nil {
				j.pageURL = r.Guard.URL
			}
		}
		j.summary = describeElement(ga.Element, ga.URL)
		j.words = elementWords(ga.Element, ga.URL)
		cands = append(cands, j)
	}
	action := tool + ":" + string(a.Kind)
	switch a.Kind {
	case browser.ActClick:
		if a.Target.Opaque {
			return fmt.Errorf("%w: the point is over a frame from another origin; name the element with selector or ref", ErrUnjudgeable)
		}
		el, _ := of(a.Target)
		add(guard.Action{Kind: guard.Click, Element: el}, &a.Target)
	case browser.ActDrag:
		// Dropping onto a zone does what activating it would: onto "Trash"
		// is a deletion. Both ends must be readable.
		if a.Target.Opaque || a.Drop == nil || a.Drop.Opaque {
			return fmt.Errorf("%w: an end of the drag is over a frame from another origin; name both ends with selector or ref", ErrUnjudgeable)
		}
		el, _ := of(*a.Drop)
		add(guard.Action{Kind: guard.Click, Element: el}, a.Drop)
	case browser.ActUpload:
		// Choosing files is judged as a click on the field would be ("Import
		// and replace all contacts"); what the page then sends is a write,
		// judged as any other.
		if a.Target.Opaque {
			return fmt.Errorf("%w: the field is inside a frame from another origin; name it with selector or ref", ErrUnjudgeable)
		}
		el, _ := of(a.Target)
		add(guard.Action{Kind: guard.Click, Element: el}, &a.Target)
	case browser.ActHover:
		// Hovering commits nothing a person would confirm. It should send
		// nothing either: what the page writes meanwhile is judged as the
		// writes of a quiet act.
		el, _ := of(a.Target)
		noteQuietAct(ctx, "hover over "+describeElement(el, ""))
		return nil
	case browser.ActType:
		if !a.Submit {
			return nil // typing submits nothing; Enter or a line break does
		}
		if a.Target.Opaque {
			return fmt.Errorf("%w: the point is over a frame from another origin; name the field with selector or ref", ErrUnjudgeable)
		}
		el, _ := of(a.Target)
		add(guard.Action{Kind: guard.Submit, Element: el}, &a.Target)
	case browser.ActSelect:
		el, _ := of(a.Target)
		add(guard.Action{Kind: guard.Select, Element: el, Options: a.Options}, &a.Target)
	case browser.ActKey:
		action += ":" + a.Key
		if guard.FreeKey(a.Key) {
			return nil
		}
		if a.Focused == nil {
			return fmt.Errorf("%w: %s would go to the focused element, which is inside a frame the guard cannot read; name the element with selector", ErrUnjudgeable, a.Key)
		}
		if a.Target.Guard != nil {
			el, _ := of(a.Target)
			add(guard.Action{Kind: guard.Key, Key: a.Key, Element: el}, &a.Target)
		}
		if a.Focused.Guard != nil {
			el, _ := of(*a.Focused)
			add(guard.Action{Kind: guard.Key, Key: a.Key, Element: el}, a.Focused)
		}
	case browser.ActNavigate, browser.ActBack:
		if a.URL == "" {
			return fmt.Errorf("%w: where %s leads is unknown; open the page with browser_navigate and its URL", ErrUnjudgeable, a.Kind)
		}
		add(guard.Action{Kind: guard.Navigate, URL: a.URL}, nil)
		cands[0].pageURL = a.URL
		cands[0].given = a.Kind == browser.ActNavigate && t.Guard.gave(a.URL)
	case browser.ActDialog:
		ga := guard.Action{Kind: guard.Dialog, DialogType: a.Dialog.Type, DialogMessage: a.Dialog.Message, PromptText: a.PromptText}
		if a.Opener != nil {
			if a.Opener.Tag == "navigation" {
				ga.URL = a.Opener.Href
			} else {
				e := a.Opener.Element
				ga.Opener = &e
			}
		}
		j := judged{v: guard.Classify(ga), summary: fmt.Sprintf("%s dialog %q", a.Dialog.Type, truncateText(a.Dialog.Message, 80)),
			sel: a.Dialog.Type + "\x00" + a.Dialog.Message}
		if a.Opener != nil {
			j.pageURL = a.Opener.URL
		}
		cands = append(cands, j)
	default:
		return fmt.Errorf("%w: unknown act %q", ErrUnjudgeable, a.Kind)
	}
	noteAct(ctx, a, cands)
	worst := -1
	for i, c := range cands {
		if c.v.Destructive() && (worst < 0 || severityRank(c.v) > severityRank(cands[worst].v)) {
			worst = i
		}
	}
	if worst < 0 {
		return nil
	}
	return t.decide(ctx, s, tool, action, cands[worst], confirmID)
}

func severityRank(v guard.Verdict) int {
	if v.Severity == guard.High {
		return 2
	}
	return 1
}

// decide settles a destructive verdict: operator policy, a relayed
// confirmation id, the person via MCP elicitation, the terminal, or refuse.
// Every destructive decision is written to the security log.
func (t *Toolbox) decide(ctx context.Context, s *browser.Session, tool, action string, j judged, confirmID string) error {
	v, summary, pageURL := j.v, j.summary, j.pageURL
	entry := guard.Entry{Session: s.ID(), URL: pageURL, Action: action, Element: summary,
		Category: v.Category, Severity: v.Severity, Signals: v.Signals}
	decide := func(decision, by, reason string) {
		entry.Decision, entry.DecidedBy, entry.Reason = decision, by, reason
		if decision == guard.Allowed {
			words := j.words
			if words == "" {
				words = summary
			}
			approveInCall(ctx, v.Category, words) // its form post, its handler's request
		}
		if err := t.Guard.Log.Write(entry, filepath.Join(s.OutputDir(), "security.jsonl")); err != nil {
			t.Log.Error("security log", "error", err)
		}
	}
	refuse := func(by, reason, advice string) error {
		decide(guard.Refused, by, reason)
		return fmt.Errorf("%w: %s (%s severity) on %s — %s. %s", ErrConfirmationRequired, v.Category, v.Severity, summary, v.Explanation, advice)
	}
	if t.Guard.Policy.Allowed[v.Category] {
		decide(guard.Allowed, guard.ByPolicy, "--allow-destructive="+v.Category)
		return nil
	}
	if j.given {
		decide(guard.Allowed, guard.ByPolicy, "the address the person gave the command")
		return nil
	}
	if r := j.request; r != nil && siteApproved(s.ID(), r.url, v.Category) {
		// Logged, but not approved for the call: a yes for this site must
		// not cover the call's next request to another origin (an outside
		// attacker delivered a POST to a second origin that way).
		entry.Decision, entry.DecidedBy, entry.Reason = guard.Allowed, guard.ByPerson, "approved for this site earlier in the session"
		if err := t.Guard.Log.Write(entry, filepath.Join(s.OutputDir(), "security.jsonl")); err != nil {
			t.Log.Error("security log", "error", err)
		}
		return nil
	}
	binding := j.binding(s, action)
	if confirmID != "" && j.claimOnly {
		if t.Guard.Confirms.Claim(confirmID, binding) {
			decide(guard.Allowed, guard.ByAgent, "confirmation "+confirmID)
			return nil
		}
		confirmID = ""
	}
	if confirmID != "" {
		if err := t.Guard.Confirms.Redeem(confirmID, binding); err != nil {
			return refuse(guard.ByAgent, err.Error(), "The confirmation id was refused: "+err.Error()+". Ask your user again and call without confirmation_id to get a new one.")
		}
		decide(guard.Allowed, guard.ByAgent, "confirmation "+confirmID)
		return nil
	}
	question := fmt.Sprintf("Allow this %s action?\n%s on %s\npage: %s\ncategory: %s, severity: %s\n(%s)",
		v.Category, tool, oneLine(summary), oneLine(pageURL), v.Category, v.Severity, oneLine(v.Explanation))
	if r := j.request; r != nil {
		question = t.requestQuestionIn(ctx, tool, *r, v)
	}
	if srv := server.ServerFromContext(ctx); srv != nil && clientElicits(ctx) {
		props := map[string]any{"confirm": map[string]any{"type": "boolean", "title": "I confirm this action", "default": false}}
		site := ""
		if r := j.request; r != nil {
			// One answer may cover the site: this category of request
			// to this origin, until the session ends.
			if site = origin(r.url); site != "" {
				props["for_site"] = map[string]any{"type": "boolean", "default": false,
					"title": fmt.Sprintf("Also allow every %s to %s until this session ends", v.Category, site)}
			}
		}
		res, err := srv.RequestElicitation(ctx, mcp.ElicitationRequest{Params: mcp.ElicitationParams{
			Message:         question,
			RequestedSchema: map[string]any{"type": "object", "properties": props},
		}})
		if err == nil {
			if res.Action == mcp.ElicitationResponseActionAccept && confirmed(res.Content) {
				reason := "accepted"
				if site != "" && ticked(res.Content, "for_site") {
					approveSite(s.ID(), site, v.Category)
					reason = "accepted, for " + site + " until the session ends"
				}
				decide(guard.Allowed, guard.ByPerson, reason)
				return nil
			}
			return refuse(guard.ByPerson, "person answered "+string(res.Action), "The person did not confirm; do not retry it unasked.")
		}
		t.Log.Warn("elicitation failed; falling back to policy", "error", err)
	}
	if t.Guard.Terminal != nil {
		ok, err := t.Guard.Terminal(ctx, question)
		if err == nil && ok {
			decide(guard.Allowed, guard.ByTerminal, "answered yes")
			return nil
		}
		return refuse(guard.ByTerminal, "answered no", "")
	}
	if t.Guard.Policy.Confirm == guard.ConfirmAgent {
		id := t.Guard.Confirms.Issue(binding)
		what := "this element on this page"
		if j.request != nil {
			what = "this request from this page" // whichever act makes the page send it
		}
		return refuse(guard.ByPolicy, "awaiting confirmation "+id,
			fmt.Sprintf("Ask your user; if they agree, call %s again with the same arguments plus \"confirmation_id\": %q (valid once, for %s, for %s).",
				tool, id, what, guard.ConfirmationTTL))
	}
	if r := j.request; r != nil && v.Category != guard.Write {
		decide(guard.Refused, guard.ByPolicy, "--confirm=deny")
		return &requestRefusal{r.method, r.url, v.Category, v.Severity}
	}
	if v.Category == guard.Write {
		method, u, _ := strings.Cut(j.sel, " ")
		decide(guard.Refused, guard.ByPolicy, "--confirm=deny")
		why := "needs a person's yes, and none can be asked here (this client cannot ask its user; the server runs --confirm deny)"
		for _, sig := range v.Signals {
			if strings.HasPrefix(sig, actAnnouncedNoWrite) {
				why = "needs a person's yes, since " + v.Explanation + "; none can be asked here (the server runs --confirm deny)"
			}
		}
		return &writeRefusal{method, u, why}
	}
	return refuse(guard.ByPolicy, "--confirm=deny", fmt.Sprintf("A person can approve it: through a client that supports MCP elicitation (the server asks them), or an operator can run with --confirm=agent (you relay your user's confirmation) or allow the category with --allow-destructive=%s.", v.Category))
}

// clientElicits reports whether the session's client declared elicitation.
func clientElicits(ctx context.Context) bool {
	cs, ok := server.ClientSessionFromContext(ctx).(server.SessionWithClientInfo)
	if !ok {
		return false
	}
	_, can := server.ClientSessionFromContext(ctx).(server.SessionWithElicitation)
	return can && cs.GetClientCapabilities().Elicitation != nil
}

// confirmed accepts an explicit accept with confirm true (or no form data).
func confirmed(content any) bool {
	m, ok := content.(map[string]any)
	if !ok || m["confirm"] == nil {
		return true
	}
	b, _ := m["confirm"].(bool)
	return b
}

// ActingAs returns ctx for acts that code outside the tool layer makes
// itself (the CLI reading a page it is about to fix), judged exactly as the
// named tool's acts are: same declared acts, same guard, no confirmation.
func (t *Toolbox) ActingAs(ctx context.Context, tool string) (context.Context, error) {
	for _, def := range t.All() {
		if def.Name == tool {
			return browser.WithGate(withCall(ctx, def, ""), t.gateFor(def, "")), nil
		}
	}
	return ctx, fmt.Errorf("no tool %q", tool)
}
