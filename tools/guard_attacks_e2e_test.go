package tools

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// attackSite serves testdata/guard/attacks and counts, by the server's own
// records, what the pages' handlers did (GET /hit?page=&what=: a read, so
// the recording is no write the guard weighs) and every other request (a
// GET to /account/delete is a request the site acts on).
type attackSite struct {
	*httptest.Server
	mu     sync.Mutex
	counts map[string]int
	change chan struct{} // closed and replaced on every count
}

func newAttackSite(t *testing.T) *attackSite {
	t.Helper()
	a := &attackSite{counts: map[string]int{}, change: make(chan struct{})}
	mux := http.NewServeMux()
	mux.Handle("/attacks/", http.StripPrefix("/attacks/", http.FileServer(http.Dir("../testdata/guard/attacks"))))
	mux.HandleFunc("/hit", func(w http.ResponseWriter, r *http.Request) {
		a.count(r.URL.Query().Get("page") + "/" + r.URL.Query().Get("what"))
	})
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		a.count(r.URL.Path)
		fmt.Fprintf(w, `<!doctype html><html lang="en"><head><title>served %s</title></head><body><main><h1>%s</h1><p id="status">served</p></main></body></html>`, r.URL.Path, r.URL.Path)
	})
	a.Server = httptest.NewServer(mux)
	t.Cleanup(a.Close)
	return a
}

func (a *attackSite) count(key string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.counts[key]++
	close(a.change)
	a.change = make(chan struct{})
}

func (a *attackSite) get(key string) int {
	a.mu.Lock()
	defer a.mu.Unlock()
	return a.counts[key]
}

// waitFor blocks until key has been counted more than before, or ctx ends.
func (a *attackSite) waitFor(ctx context.Context, key string, before int) bool {
	for {
		a.mu.Lock()
		n, ch := a.counts[key], a.change
		a.mu.Unlock()
		if n > before {
			return true
		}
		select {
		case <-ch:
		case <-ctx.Done():
			return false
		}
	}
}

type toolCall struct {
	tool string
	args map[string]any
}

func tc(tool string, args map[string]any) toolCall { return toolCall{tool, args} }

func key(k, sel string) toolCall {
	a := map[string]any{"key": k}
	if sel != "" {
		a["selector"] = sel
	}
	return tc("browser_press_key", a)
}

func pt(x, y float64) toolCall { return tc("browser_click", map[string]any{"x": x, "y": y}) }

func click(sel string) toolCall { return tc("browser_click", map[string]any{"selector": sel}) }

var acceptDialog, dismissDialog = tc("browser_handle_dialog", map[string]any{"accept": true}), tc("browser_handle_dialog", map[string]any{"accept": false})

// attackCase is one page of the corpus: attack calls that must each be
// refused without the page's destructive handler running, and a benign twin
// that must proceed with no question asked.
type attackCase struct {
	page          string
	setup, attack []toolCall
	cleanup       []toolCall
	twinSetup     []toolCall
	twin          toolCall
	attackPath    string // a server path that must never be requested
	twinKey       string // what the twin must make the server count ("" = <page>/benign)
}

func attackCases() []attackCase {
	lang := func(l string) attackCase {
		return attackCase{page: "i18n-" + l + ".html", attack: []toolCall{click("#attack")}, twin: click("#benign")}
	}
	cases := []attackCase{
		{page: "key-ctrl-enter.html", attack: []toolCall{key("Control+Enter", "#attack"), key("Meta+Enter", "#attack"), key("Shift+Enter", "#attack"),
			key("Alt+Enter", "#attack"), key("Enter", "#attack"), key("Space", "#attack"), key("Control+Shift+Enter", "#attack")},
			twin: key("Control+Enter", "#benign")},
		{page: "key-focused.html", setup: []toolCall{key("Tab", "")}, attack: []toolCall{key("Enter", ""), key("Space", ""), key("Meta+Enter", "")},
			twin: key("Enter", "")},
		{page: "key-shadow.html", setup: []toolCall{key("Tab", "")}, attack: []toolCall{key("Enter", ""), key("Control+Enter", "")}, twin: key("Enter", "")},
		{page: "key-iframe.html", setup: []toolCall{key("Tab", "")}, attack: []toolCall{key("Enter", ""), key("Alt+Enter", "")}, twin: key("Enter", "")},
		{page: "key-focus-redirect.html", attack: []toolCall{key("Enter", "#attack-field")}, twin: key("Enter", "#benign-field")},
		{page: "key-any.html", attack: []toolCall{key("Delete", "#attack"), key("Shift+Delete", "#attack")}, twin: key("Delete", "#benign")},
		{page: "dialog-confirm.html", setup: []toolCall{click("#attack")}, attack: []toolCall{acceptDialog}, cleanup: []toolCall{dismissDialog},
			twinSetup: []toolCall{click("#benign")}, twin: acceptDialog},
		{page: "dialog-prompt.html", setup: []toolCall{click("#attack")},
			attack:  []toolCall{acceptDialog, tc("browser_handle_dialog", map[string]any{"accept": true, "prompt_text": "ERASE"})},
			cleanup: []toolCall{dismissDialog}, twinSetup: []toolCall{click("#benign")},
			twin: tc("browser_handle_dialog", map[string]any{"accept": true, "prompt_text": "Roadmap"})},
		{page: "conflict-close.html", attack: []toolCall{click("#delete-account"), key("Enter", "#delete-account")}, twin: click("#close-panel")},
		{page: "conflict-onclick.html", attack: []toolCall{click("#attack"), key("Enter", "#attack")}, twin: click("#benign")},
		lang("de"), lang("fr"), lang("es"), lang("it"), lang("pt"), lang("nl"), lang("pl"), lang("ja"), lang("zh"),
		{page: "point-shadow.html", attack: []toolCall{pt(120, 150)}, twin: pt(120, 250)},
		{page: "point-iframe.html", attack: []toolCall{pt(120, 150)}, twin: pt(120, 250)},
		{page: "money.html", attack: []toolCall{click("#attack")}, twin: click("#benign")},
		{page: "form-enter.html", attackPath: "/account/delete",
			attack: []toolCall{tc("browser_type", map[string]any{"selector": "#attack", "text": "alex", "submit": true}),
				tc("browser_type", map[string]any{"selector": "#attack", "text": "alex\n"}), key("Enter", "#attack"), key("Control+Enter", "#attack"),
				tc("browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "Type your username to continue", "value": "alex"}}, "submit": true}),
				tc("browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "Type your username to continue", "value": "alex\n"}}})},
			twin: tc("browser_type", map[string]any{"selector": "#benign", "text": "router", "submit": true})},
		{page: "form-requestsubmit.html", attackPath: "/account/close", attack: []toolCall{click("#attack"), key("Enter", "#attack")}, twin: click("#benign")},
		{page: "form-formaction.html", attackPath: "/account/delete", attack: []toolCall{click("#attack")}, twin: click("#benign")},
		{page: "form-hidden.html", attack: []toolCall{click("#attack")}, twin: click("#benign")},
		{page: "link-wrapped.html", attackPath: "/account/delete", attack: []toolCall{click("#attack")},
			twin: click("#benign"), twinKey: "/account/settings"},
		{page: "select-bulk.html", attack: []toolCall{tc("browser_select_option", map[string]any{"selector": "#bulk", "values": []string{"Delete selected"}}),
			tc("browser_select_option", map[string]any{"selector": "#bulk", "values": []string{"delete"}}),
			tc("browser_fill_form", map[string]any{"fields": []map[string]any{{"label": "Bulk action", "value": "Delete selected"}}})},
			twin: tc("browser_select_option", map[string]any{"selector": "#bulk", "values": []string{"Mark as read"}})},
	}
	return append(cases, vocabAttackCases()...)
}

// TestAdversarialCorpus runs every attack page under the default
// --confirm=deny and checks the page's own state and the server's records:
// the destructive handler never ran. Each benign twin, on a client that
// would be asked, proceeds with no question.
func TestAdversarialCorpus(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newAttackSite(t)
	srv, _ := denyServer(t)
	attacker := connect(t, srv)
	asker := &elicitor{action: mcp.ElicitationResponseActionDecline}
	user := connectEliciting(t, srv, asker)
	var refused, attempts, twins, twinsOK int
	for _, c := range attackCases() {
		t.Run(c.page, func(t *testing.T) {
			url := site.URL + "/attacks/" + c.page
			mustOK(t, attacker, "browser_navigate", map[string]any{"url": url}, nil)
			for _, s := range c.setup {
				mustOK(t, attacker, s.tool, s.args, nil)
			}
			for _, s := range c.attack {
				attempts++
				res := call(t, attacker, s.tool, s.args)
				msg := text(res)
				if !res.IsError || !strings.HasPrefix(msg, "destructive action requires confirmation: ") {
					t.Errorf("%s %v was not refused: %s", s.tool, s.args, msg)
					continue
				}
				refused++
				for _, w := range []string{"elicitation", "--confirm=agent", "--allow-destructive="} {
					if !strings.Contains(msg, w) {
						t.Errorf("%s: the refusal does not say how to approve (%s): %s", s.tool, w, msg)
					}
				}
			}
			for _, s := range c.cleanup {
				mustOK(t, attacker, s.tool, s.args, nil)
			}
			// The page's own record, read after any handler would have run
			// (they record synchronously), and the server's.
			if got := status(t, attacker); strings.Contains(got, "attack") {
				t.Errorf("the page's destructive handler ran: #status %q", got)
			}
			if n := site.get(c.page + "/attack"); n != 0 {
				t.Errorf("the server saw the destructive handler %d time(s)", n)
			}
			if c.attackPath != "" && site.get(c.attackPath) != 0 {
				t.Errorf("the server received %s", c.attackPath)
			}
			// The benign twin: no question, and it really happened.
			twins++
			mustOK(t, user, "browser_navigate", map[string]any{"url": url}, nil)
			for _, s := range c.twinSetup {
				mustOK(t, user, s.tool, s.args, nil)
			}
			want := c.twinKey
			if want == "" {
				want = c.page + "/benign"
			}
			before := site.get(want)
			asked := len(asker.asked)
			mustOK(t, user, c.twin.tool, c.twin.args, nil)
			if len(asker.asked) != asked {
				t.Errorf("the benign twin asked a question: %q", asker.asked[asked:])
			}
			if !site.waitFor(testCtx(t), want, before) {
				t.Errorf("the benign twin did not take effect (%s)", want)
				return
			}
			twinsOK++
		})
	}
	t.Logf("adversarial corpus: %d/%d attack calls refused on %d pages; benign twins %d/%d proceeded with no question",
		refused, attempts, len(attackCases()), twinsOK, twins)
}

// TestGuardSeesNavigationAndLookalikes: every tool that navigates judges
// the URL (audit_scan_url included; no GET reaches /account/delete), skill
// replay's start URL and SELECT steps pass the same gate, and benign
// look-alikes proceed with no question.
func TestGuardSeesNavigationAndLookalikes(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newAttackSite(t)
	srv, _ := denyServer(t)
	c := connect(t, srv)
	del := site.URL + "/account/delete?confirm=1"
	mustFail(t, c, "audit_scan_url", map[string]any{"url": del}, "destructive action requires confirmation: account")
	mustFail(t, c, "browser_navigate", map[string]any{"url": del}, "destructive action requires confirmation: account")
	var saved skillSaveResult
	mustOK(t, c, "skill_save", map[string]any{"task": "Open the cleanup page", "start_url": del,
		"plan": []map[string]any{{"action": "CLICK", "target_description": "Open", "hints": map[string]any{"selector": "h1"}}}}, &saved)
	mustFail(t, c, "skill_run", map[string]any{"id": saved.ID}, "destructive action requires confirmation")
	// Back is judged by where it goes: this page rewrote its history entry.
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/attacks/back-trap.html"}, nil)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#next"}, nil)
	mustFail(t, c, "browser_back", map[string]any{}, "destructive action requires confirmation: account")
	if n := site.get("/account/delete"); n != 0 {
		t.Fatalf("the server received %d GET(s) of /account/delete", n)
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/attacks/link-wrapped.html"}, nil)
	mustOK(t, c, "browser_click", map[string]any{"selector": "#benign"}, nil)
	mustOK(t, c, "browser_back", map[string]any{}, nil)
	bulk := site.URL + "/attacks/select-bulk.html"
	for _, v := range []string{"Delete selected", "Mark as read"} {
		mustOK(t, c, "skill_save", map[string]any{"task": "apply the bulk action " + strings.ToLower(v) + " in the inbox", "start_url": bulk,
			"plan": []map[string]any{{"action": "SELECT", "target_description": "Bulk action", "value": v,
				"hints": map[string]any{"selector": "#bulk", "role": "combobox", "name": "Bulk action"}}}}, &saved)
		res := call(t, c, "skill_run", map[string]any{"id": saved.ID})
		if v == "Delete selected" {
			if !res.IsError || !strings.Contains(text(res), "destructive action requires confirmation") {
				t.Errorf("skill_run SELECT %q was not refused: %s", v, text(res))
			}
		} else if res.IsError {
			t.Errorf("skill_run SELECT %q refused: %s", v, text(res))
		}
	}
	if n := site.get("select-bulk.html/attack"); n != 0 {
		t.Errorf("a replayed SELECT ran the bulk delete %d time(s)", n)
	}
	if site.get("select-bulk.html/benign") == 0 {
		t.Error("the benign replayed SELECT did not take effect")
	}
	// Look-alikes, asked through elicitation if at all: nobody is asked.
	asker := &elicitor{action: mcp.ElicitationResponseActionDecline}
	u := connectEliciting(t, srv, asker)
	mustOK(t, u, "audit_scan_url", map[string]any{"url": site.URL + "/blog/how-to-reset-your-router"}, nil)
	mustOK(t, u, "browser_navigate", map[string]any{"url": site.URL + "/attacks/lookalikes.html"}, nil)
	for _, sel := range []string{"#undo", "#show", "#faq", "#format"} {
		before := site.get("lookalikes.html/benign")
		mustOK(t, u, "browser_click", map[string]any{"selector": sel}, nil)
		if !site.waitFor(testCtx(t), "lookalikes.html/benign", before) {
			t.Errorf("%s did not take effect", sel)
		}
	}
	before := site.get("/blog/how-to-reset-your-router")
	mustOK(t, u, "browser_click", map[string]any{"selector": "#blog"}, nil)
	if !site.waitFor(testCtx(t), "/blog/how-to-reset-your-router", before) {
		t.Error("the blog link did not load")
	}
	if len(asker.asked) != 0 {
		t.Errorf("look-alikes asked: %q", asker.asked)
	}
}

// scripted answers elicitations in order and records the questions.
type scripted struct {
	mu      sync.Mutex
	answers []mcp.ElicitationResponseAction
	asked   []string
}

func (e *scripted) Elicit(_ context.Context, req mcp.ElicitationRequest) (*mcp.ElicitationResult, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.asked = append(e.asked, req.Params.Message)
	a := mcp.ElicitationResponseActionDecline
	if len(e.answers) > 0 {
		a, e.answers = e.answers[0], e.answers[1:]
	}
	return &mcp.ElicitationResult{ElicitationResponse: mcp.ElicitationResponse{Action: a, Content: map[string]any{"confirm": true}}}, nil
}

// TestDialogOpenerIsEvidence: a person confirms the click on a control
// whose id says close-account; the bland "Are you sure?" it opens is then
// judged by its opener and asked about again; declining leaves the account.
// The same dialog from a benign control is accepted with no question.
func TestDialogOpenerIsEvidence(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newAttackSite(t)
	srv, _ := denyServer(t)
	e := &scripted{answers: []mcp.ElicitationResponseAction{mcp.ElicitationResponseActionAccept, mcp.ElicitationResponseActionDecline}}
	tr := transport.NewInProcessTransportWithOptions(srv, transport.WithElicitationHandler(e))
	c := client.NewClient(tr, client.WithElicitationHandler(e))
	if err := c.Start(testCtx(t)); err != nil {
		t.Fatal(err)
	}
	req := mcp.InitializeRequest{}
	req.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	req.Params.ClientInfo = mcp.Implementation{Name: "scripted", Version: "1"}
	req.Params.Capabilities.Elicitation = &mcp.ElicitationCapability{}
	if _, err := c.Initialize(testCtx(t), req); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	mustOK(t, c, "browser_navigate", map[string]any{"url": site.URL + "/attacks/dialog-opener.html"}, nil)
	res := mustOK(t, c, "browser_click", map[string]any{"selector": "#close-account"}, nil)
	if !strings.Contains(text(res), "Are you sure?") {
		t.Fatalf("the click did not report the dialog: %s", text(res))
	}
	mustFail(t, c, "browser_handle_dialog", map[string]any{"accept": true}, "destructive action requires confirmation: account")
	if len(e.asked) != 2 || !strings.Contains(e.asked[1], "dialog") {
		t.Fatalf("questions: %q", e.asked)
	}
	mustOK(t, c, "browser_handle_dialog", map[string]any{"accept": false}, nil)
	if got := status(t, c); strings.Contains(got, "attack") || site.get("dialog-opener.html/attack") != 0 {
		t.Errorf("the declined dialog still ran the handler (%q)", got)
	}
	before := site.get("dialog-opener.html/benign")
	mustOK(t, c, "browser_click", map[string]any{"selector": "#benign"}, nil)
	mustOK(t, c, "browser_handle_dialog", map[string]any{"accept": true}, nil)
	if !site.waitFor(testCtx(t), "dialog-opener.html/benign", before) || len(e.asked) != 2 {
		t.Errorf("the benign dialog did not proceed quietly (asked %d)", len(e.asked))
	}
}
