// Package tools defines every MCP tool AccessAgents serves: one tool per
// file, each with its params struct, model-facing description, annotations
// and handler. It is the only package that imports mcp-go's server types.
package tools

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/guard"
	"github.com/accessagents/accessagents/schemas"
	"github.com/accessagents/accessagents/skills"
)

// Toolbox is the one dependency holder every handler is a method on.
type Toolbox struct {
	Browser *browser.Manager
	Audit   *audit.Engine
	Skills  *skills.Store // nil when the library is not open (CLI commands)
	Guard   *Guardian     // nil disables the destructive-action guard
	Schemas *schemas.Registry
	Log     *slog.Logger
	// UploadDir is the only directory browser_file_upload reads files
	// from (--upload-dir); empty refuses every upload.
	UploadDir string
	// Crawler builds the crawls audit_site runs, each page scanned
	// through the tool layer (agent.SiteCrawler, set where the Toolbox is
	// built); nil makes audit_site fail with a message that says so.
	Crawler SiteCrawler
	// Source is the app's source (--source); nil when none was given.
	// audit_inspect_element then says where in it the element is written.
	Source *SourceRoot
	// Serving is true when the tools serve MCP clients (serve), not a
	// command's own in-process client: only then is a client's ability to
	// ask its user news for the log.
	Serving bool
	// DevApp says the pages are an app under its dev server (the run was
	// given its source): a scan waits for the page to go quiet after the
	// load, as the app hydrates then.
	DevApp bool
}

// SiteCrawler builds a site crawl on tb's tools and browser from o,
// filling in its Fetcher and Scanner. It is injected because what drives
// the tools (agent) sits above this package: audit_site starts no MCP
// server of its own.
type SiteCrawler interface {
	New(tb *Toolbox, o crawl.Options) (*crawl.Crawler, error)
}

// Tool is one tool's whole definition.
type Tool struct {
	Name        string
	Title       string
	Toolset     string
	Description string
	ReadOnly    bool
	Destructive bool
	Idempotent  bool
	OpenWorld   bool
	// PageContent marks results that carry text from the page; they are
	// framed as untrusted data.
	PageContent bool
	// Acts lists the browser acts (browser.ActClick, ActNavigate, …) the
	// tool may perform; each is judged by the guard before it happens and
	// any other act is refused. A tool that is not read-only declares its
	// acts, or says in Inert why it performs none; registration fails
	// otherwise, so a new tool cannot bypass the guard by forgetting it.
	Acts  []schemas.Act
	Inert string
	// Handle receives arguments already validated against the tool's schema.
	Handle func(ctx context.Context, raw json.RawMessage) (*mcp.CallToolResult, error)
}

// handler adapts a typed method into Tool.Handle: it decodes the validated
// arguments strictly into P and resolves the caller's browser session.
func handler[P any](t *Toolbox, fn func(ctx context.Context, s *browser.Session, p P) (*mcp.CallToolResult, error)) func(context.Context, json.RawMessage) (*mcp.CallToolResult, error) {
	return func(ctx context.Context, raw json.RawMessage) (*mcp.CallToolResult, error) {
		var p P
		if len(bytes.TrimSpace(raw)) > 0 && !bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
			dec := json.NewDecoder(bytes.NewReader(raw))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&p); err != nil {
				// The schema already passed, so this is a struct/schema drift: a bug.
				return nil, fmt.Errorf("decode arguments: %w", err)
			}
		}
		s, err := t.Browser.Session(SessionID(ctx))
		if err != nil {
			return nil, err
		}
		if t.Guard != nil {
			s.UseEffectJudge(t.judgeEffect)
			s.UseWireLog(func(method, u, why string) {
				t.logEffect(s, browser.Act{Kind: browser.ActRequest, Method: method, URL: u}, guard.Verdict{Category: guard.Write},
					method+" "+u, guard.Refused, guard.ByPolicy, "refused at the proxy: "+why)
			})
		}
		return fn(ctx, s, p)
	}
}

// SessionID names the MCP session the call belongs to; every session gets
// its own browser context.
func SessionID(ctx context.Context) string {
	if cs := server.ClientSessionFromContext(ctx); cs != nil && cs.SessionID() != "" {
		return cs.SessionID()
	}
	return "default"
}

// serverTool turns a Tool into mcp-go's form, wrapping the handler with
// schema validation and panic recovery.
func (t *Toolbox) serverTool(def Tool) (server.ServerTool, error) {
	if err := def.checkGuardDeclaration(); err != nil {
		return server.ServerTool{}, err
	}
	in, ok := t.Schemas.Input(def.Name)
	if !ok {
		return server.ServerTool{}, fmt.Errorf("tool %s has no input schema in schemas/tools", def.Name)
	}
	out, _ := t.Schemas.Output(def.Name)
	tool := mcp.Tool{
		Name:            def.Name,
		Title:           def.Title,
		Description:     def.Description,
		RawInputSchema:  in,
		RawOutputSchema: out,
		Annotations: mcp.ToolAnnotation{
			Title:           def.Title,
			ReadOnlyHint:    mcp.ToBoolPtr(def.ReadOnly),
			DestructiveHint: mcp.ToBoolPtr(def.Destructive),
			IdempotentHint:  mcp.ToBoolPtr(def.Idempotent),
			OpenWorldHint:   mcp.ToBoolPtr(def.OpenWorld),
		},
	}
	return server.ServerTool{Tool: tool, Handler: t.guarded(def)}, nil
}

// guarded validates the call against the schema before the handler runs and
// turns a panic into a tool error so one bad call never takes the server down.
func (t *Toolbox) guarded(def Tool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
		defer func() {
			if r := recover(); r != nil {
				t.Log.Error("tool panicked", "tool", def.Name, "panic", r, "stack", string(debug.Stack()))
				res, err = toolError(CodeInternal, fmt.Sprintf("%s failed with an internal error (%v); the server is still running — retry or report this", def.Name, r)), nil
			}
		}()
		raw, err := json.Marshal(req.Params.Arguments)
		if err != nil {
			return toolError(CodeInvalidInput, def.Name+": arguments are not valid JSON"), nil
		}
		if err := t.Schemas.ValidateInputJSON(def.Name, raw); err != nil {
			t.Log.Info("invalid tool call", "tool", def.Name, "error", err)
			return toolError(CodeInvalidInput, err.Error()+"\n(see the tool's inputSchema; fix the fields above and call again)"), nil
		}
		ctx = browser.WithGate(withCall(ctx, def, confirmationArg(raw)), t.gateFor(def, confirmationArg(raw)))
		t.logWhoCanAsk(ctx, def)
		res, err = def.Handle(withProgressToken(ctx, req), raw)
		res = withErrorCode(writeRefused(ctx, res))
		if res != nil {
			t.scrub(res, def.PageContent)
		}
		return res, err
	}
}

// scrub strips invisible and bidi-control characters and redacts secrets
// from every string a result carries, and frames page text as untrusted.
func (t *Toolbox) scrub(res *mcp.CallToolResult, pageContent bool) {
	clean := guard.Sanitize
	if t.Guard != nil && t.Guard.Secrets != nil {
		clean = func(s string) string { return t.Guard.Secrets.Redact(guard.Sanitize(s)) }
	}
	framed := false
	for i, c := range res.Content {
		if tc, ok := c.(mcp.TextContent); ok {
			tc.Text = clean(tc.Text)
			if pageContent && !framed && !res.IsError {
				tc.Text = guard.UntrustedNote + "\n" + tc.Text
				framed = true
			}
			res.Content[i] = tc
		}
	}
	if res.StructuredContent != nil {
		b, err := json.Marshal(res.StructuredContent)
		if err == nil {
			var v any
			if json.Unmarshal(b, &v) == nil {
				res.StructuredContent = scrubValue(v, clean)
			}
		}
	}
}

func scrubValue(v any, clean func(string) string) any {
	switch x := v.(type) {
	case string:
		return clean(x)
	case []any:
		for i := range x {
			x[i] = scrubValue(x[i], clean)
		}
	case map[string]any:
		for k, e := range x {
			x[k] = scrubValue(e, clean)
		}
	}
	return v
}

// structured builds a success result: a short text for the model plus the
// structured data matching the output schema.
func structured(data any, text string) *mcp.CallToolResult {
	return mcp.NewToolResultStructured(data, text)
}

// failure maps a browser error to an isError tool result with advice and,
// for a missing or ambiguous target, candidates; its structured content
// carries the error's code (ErrorCodes). Every browser failure is
// something the calling agent can act on, so none becomes a protocol error.
func failure(tool string, err error) (*mcp.CallToolResult, error) {
	code := codeOf(err)
	if errors.Is(err, context.Canceled) {
		return toolError(code, tool+": cancelled"), nil
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return toolError(code, tool+": timed out; try a longer timeout or a lighter wait condition"), nil
	}
	var b strings.Builder
	if errors.Is(err, ErrConfirmationRequired) {
		return toolError(code, err.Error()), nil // must begin with the refusal
	}
	fmt.Fprintf(&b, "%s: %v", tool, err)
	te, isTarget := browser.IsTargetError(err)
	if isTarget && len(te.Candidates) == 0 && errors.Is(err, browser.ErrNotFound) {
		b.WriteString("\nno similar elements on this page; call browser_page_structure to see what is there")
	}
	if isTarget && len(te.Candidates) > 0 {
		b.WriteString("\ncandidates (use one of these selectors or refs):")
		for _, c := range te.Candidates {
			fmt.Fprintf(&b, "\n- %s %q selector=%s", c.Role, c.Name, c.Selector)
			if c.Ref != "" {
				fmt.Fprintf(&b, " ref=%s", c.Ref)
			}
			if c.XPath != "" {
				fmt.Fprintf(&b, " xpath=%s", c.XPath)
			}
		}
	}
	return toolError(code, b.String()), nil
}

// outcomeText renders notices and any open dialog after a summary line.
func outcomeText(summary string, o browser.Outcome) string {
	var b strings.Builder
	b.WriteString(summary)
	if o.URL != "" {
		fmt.Fprintf(&b, "\npage: %s", o.URL)
		if o.Title != "" {
			fmt.Fprintf(&b, " — %q", o.Title)
		}
	}
	for _, n := range o.Notices {
		fmt.Fprintf(&b, "\nnotice: %s", n)
	}
	if o.Dialog != nil {
		fmt.Fprintf(&b, "\nblocked: a %s dialog is open (%q); call browser_handle_dialog to accept or dismiss it", o.Dialog.Type, o.Dialog.Message)
	} else if t := o.Changes.Text(); t != "" {
		b.WriteString("\n")
		b.WriteString(t)
	}
	// A page's address or request may carry a password (https://bob:pw@host/):
	// an outside attacker found one in an act's result.
	return guard.HidePasswords(b.String())
}

// target builds a browser.Target from optional fields.
func target(selector, text, ref string, x, y *float64) browser.Target {
	return browser.Target{Selector: selector, Text: text, Ref: ref, X: x, Y: y}
}
