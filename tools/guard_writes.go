package tools

import (
	"context"
	"fmt"
	"net/url"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/guard"
)

// writeVerdict reads a request the classifier does not judge destructive
// as a write or not. A write is defined by construction, not by its words:
// any method but GET, HEAD and OPTIONS (after an override header), any
// body, every WebSocket message, and a GET that reads as an action link.
// Strict: every write is category guard.Write. Standard: only a write
// (not an action-link GET) in a call whose act announced none, or in a
// call of a tool that never writes.
func (t *Toolbox) writeVerdict(a browser.Act, call callInfo, inCall bool) (guard.Verdict, bool) {
	hasBody := a.Body != "" || a.BodyCut
	byMethod := guard.IsWrite(a.Method, hasBody)
	var signal string
	switch {
	case a.Resource == "websocket" && byMethod:
		signal = "write: a WebSocket message"
	case byMethod && !guard.IsWrite(a.Method, false):
		signal = "write: a body on " + a.Method
	case byMethod:
		signal = "write: method " + a.Method
	default:
		u, err := url.Parse(a.URL)
		if err != nil {
			return guard.Verdict{}, false
		}
		link := guard.ActionLink(u)
		switch {
		case link != "":
			signal = "write: a GET that reads as an action (" + link + ")"
		case t.Guard.Writes != guard.WritesStandard && guard.QuerySets(u):
			signal = "write: a GET whose query sets what a write would (" + browser.RedactQuery(a.URL) + ")"
		default:
			return guard.Verdict{}, false
		}
	}
	v := guard.Verdict{Category: guard.Write, Severity: guard.Medium, Signals: []string{signal}}
	quiet := ""
	if inCall {
		call.st.mu.Lock()
		quiet = call.st.quietAct
		call.st.mu.Unlock()
	}
	switch {
	case t.Guard.Writes != guard.WritesStandard:
		v.Explanation = "the strict write policy lets a write through only with an --allow-writes scope or a person's yes; the classifier does not judge this one destructive, which does not show it harmless"
	case inCall && call.noWrite && byMethod:
		v.Explanation = call.tool + " never writes"
	case inCall && byMethod && quiet != "":
		v.Signals = append(v.Signals, actAnnouncedNoWrite+quiet)
		v.Explanation = fmt.Sprintf("the act targeted %s, whose name announces no write, yet the page sent one", quiet)
	default:
		return guard.Verdict{}, false
	}
	return v, true
}

// actAnnouncedNoWrite starts the signal of a write whose call's act
// announced none (standard mode).
const actAnnouncedNoWrite = "act announced no write: "

// judgeWrite settles a write: an --allow-writes scope passes it without
// asking (a scope never approves a destructive category: that is judged
// before); otherwise the call's one answer about writes decides, asked of
// a person the first time (decide), and nobody is asked when no call runs
// or the tool never writes.
func (t *Toolbox) judgeWrite(ctx context.Context, s *browser.Session, a browser.Act, v guard.Verdict, summary string) error {
	if sc := guard.AllowsWrite(t.Guard.AllowWrites, a.Method, a.URL); sc != nil {
		// A body in a type the guard does not read as its server does
		// (YAML, XML …) is asked about, never passed by a scope.
		if a.Body == "" || guard.ScopeReadsBody(a.ContentType) {
			t.logEffect(s, a, v, summary, guard.Allowed, guard.ByPolicy, "--allow-writes "+sc.String())
			return nil
		}
	}
	call, ok := ctx.Value(callKey{}).(callInfo)
	refuse := func(reason, why string) error {
		t.logEffect(s, a, v, summary, guard.Refused, guard.ByPolicy, reason)
		err := &writeRefusal{a.Method, a.URL, why}
		if ok {
			call.st.refuse(err)
		}
		return err
	}
	switch {
	case !ok:
		return t.judgeLate(ctx, s, a, v, summary, func() error {
			return &writeRefusal{a.Method, a.URL, "was sent by the page on its own, with no tool call running, so nobody could approve it"}
		})
	case call.noWrite:
		return refuse(call.tool+" never writes", "came during "+call.tool+", which never writes, so nobody is asked")
	}
	// A yes covers the call's other writes, but not one to the account
	// itself unless what was approved named it (a yes to a note is none
	// to PUT /api/users/me: an outside attacker's find): that one asks.
	if yes, _ := coveredByApproval(call, v, a.URL); yes {
		t.logEffect(s, a, v, summary, guard.Allowed, guard.ByPolicy, "a write was approved earlier in the same call")
		return nil
	}
	if _, no := call.refused.Load(guard.Write); no {
		return refuse("a write was refused earlier in the same call", "came after a write this call refused (one answer covers the call)")
	}
	err := t.decide(ctx, s, call.tool, call.tool+":request:"+a.Method,
		requestJudged(a, v, summary), call.confirmID)
	if err != nil {
		call.refused.Store(guard.Write, true)
		call.st.refuse(err)
	}
	return err
}

func (c *callState) refuse(err error) {
	c.mu.Lock()
	if c.writeRefusal == nil {
		c.writeRefusal = err
	}
	c.mu.Unlock()
}

// writeAdvice names the ways forward for a refused write, with the scope
// that would allow exactly this one.
func writeAdvice(method, rawURL string) string {
	scope := method + " " + browser.RedactQuery(rawURL)
	if u, err := url.Parse(rawURL); err == nil {
		scope = method + " " + u.Scheme + "://" + u.Host + u.EscapedPath()
	}
	return fmt.Sprintf("To allow it: --allow-writes '%s' (writes to your own app), --confirm agent (you relay your user's yes), or --writes standard (the classifier decides).", scope)
}

// writeRefusal is a refused page write, said once and short: what was
// sent, why nobody approved it, and the exact flags that would (its
// Short, for a notice beside it, leaves the ways forward out). It is an
// ErrConfirmationRequired.
type writeRefusal struct{ method, url, why string }

func (r *writeRefusal) Error() string {
	return fmt.Sprintf("refused: the page's write %s %s %s. %s", r.method, browser.RedactQuery(r.url), r.why, writeAdvice(r.method, r.url))
}

// Short is the refusal without its ways forward.
func (r *writeRefusal) Short() string { return "a write, refused: it " + r.why }

func (r *writeRefusal) Unwrap() error { return ErrConfirmationRequired }

// requestRefusal is a refused page request the classifier judged
// destructive (a deletion, a payment), short, with the flag that would
// allow its category. It is told in the call's notices (the act itself
// was done), so it has no shorter form.
type requestRefusal struct{ method, url, category, severity string }

func (r *requestRefusal) Error() string {
	return fmt.Sprintf("%s: the page's %s %s reads as %s (%s severity) and needs a person's yes, which none can give here. To allow it: --allow-destructive=%s, or --confirm agent (you relay your user's yes).",
		ErrConfirmationRequired, r.method, browser.RedactQuery(r.url), r.category, r.severity, r.category)
}

func (r *requestRefusal) Unwrap() error { return ErrConfirmationRequired }

// noteAct records whether the call's act targeted a control that
// announces no write: a plain link, or a name like "Show profile".
func noteAct(ctx context.Context, a browser.Act, cands []judged) {
	call, ok := ctx.Value(callKey{}).(callInfo)
	if !ok {
		return
	}
	quiet, last := "", ""
	for _, c := range cands {
		if e := c.el; e != nil && a.Kind != browser.ActNavigate && a.Kind != browser.ActBack {
			last = describeElement(e, "")
			if e.Role == "link" || e.Tag == "a" && e.Href != "" || guard.ReadOnlyLabel(labelOf(e)) {
				quiet = last
			}
			break
		}
	}
	call.st.mu.Lock()
	call.st.quietAct, call.st.lastAct = quiet, last
	call.st.mu.Unlock()
}

// noteQuietAct records that the call's latest act announced no write at all.
func noteQuietAct(ctx context.Context, desc string) {
	call, ok := ctx.Value(callKey{}).(callInfo)
	if !ok {
		return
	}
	call.st.mu.Lock()
	call.st.quietAct = desc
	call.st.mu.Unlock()
}

func labelOf(e *guard.Element) string {
	for _, s := range []string{e.AriaLabel, e.Name, e.Text, e.Value, e.Title} {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}

// writeRefused turns a call's result into an error when the guard refused
// a write its page sent during the call: the agent must not read "clicked"
// as "done". A tool that never writes keeps its result (a page polling in
// the background must not stop an agent reading it); the refusal is told
// in the next acting call's notices and in the security log.
func writeRefused(ctx context.Context, res *mcp.CallToolResult) *mcp.CallToolResult {
	call, ok := ctx.Value(callKey{}).(callInfo)
	if !ok || res == nil || res.IsError || call.noWrite {
		return res
	}
	call.st.mu.Lock()
	refusal := call.st.writeRefusal
	call.st.mu.Unlock()
	if refusal == nil {
		return res
	}
	var b strings.Builder
	b.WriteString(refusal.Error())
	for _, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			b.WriteString("\n\nWhat the call did otherwise:\n" + tc.Text)
			break
		}
	}
	return toolError(codeOf(refusal), b.String())
}
