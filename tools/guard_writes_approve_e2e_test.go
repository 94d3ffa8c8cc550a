package tools

// Who approves a write: a person asked once per call, a relayed
// confirmation id, an operator's --allow-writes scope — and what an
// approval does not cover.

import (
	"crypto/x509"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/guard"
)

// TestStrictWritesAskOnce: a person asked through elicitation decides the
// call's writes with one answer: yes lets the benign twins' writes through
// (three writes, one question), no stops all three; a GET that is no
// action is not asked about at all.
func TestStrictWritesAskOnce(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, _ := writesServer(t, nil)
	no := &elicitor{action: mcp.ElicitationResponseActionDecline}
	c := connectEliciting(t, srv, no)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	call(t, c, "browser_click", clickGo("three"))
	no.mu.Lock()
	if len(no.asked) != 1 {
		t.Errorf("declined: asked %d times for one call, want 1: %q", len(no.asked), no.asked)
	} else {
		// The person sees what would be sent, from which page, and why.
		q := no.asked[0]
		for _, want := range []string{"the page would send: POST " + site.URL + "/api/notes\n", `body: "text=hello"`,
			"page: " + writePage(site, "benign"), "caused by: browser_click on", "Save note"} {
			if !strings.Contains(q, want) {
				t.Errorf("the question does not say %q:\n%s", want, q)
			}
		}
	}
	no.mu.Unlock()
	for _, k := range []string{"POST /api/notes", "PUT /api/notes/1", "POST /api/notes/1/tags"} {
		if n := site.count(k); n != 0 {
			t.Errorf("declined, yet the site received %s", k)
		}
	}

	yes := &elicitor{action: mcp.ElicitationResponseActionAccept}
	c = connectEliciting(t, srv, yes)
	twins := []struct {
		page, button string
		sent         []string
		questions    int
		sel          string // choose this option of #button (a select) instead of clicking
	}{
		{"benign", "sort", []string{"POST /api/preferences"}, 1, "title"},
		{"benign", "three", []string{"POST /api/notes", "PUT /api/notes/1", "POST /api/notes/1/tags"}, 1, ""},
		{"benign", "like", []string{"POST /api/posts/1/like"}, 1, ""},
		{"benign", "search", []string{"POST /api/search"}, 1, ""},
		{"benign", "gql", []string{"GET /graphql"}, 0, ""}, // a GraphQL query by GET: no write
		{"websocket", "hello", []string{"WSMSG hello"}, 1, ""},
	}
	worked := 0
	for _, tw := range twins {
		mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, tw.page)}, nil)
		if tw.page == "websocket" {
			waitSocketOpen(t, c)
		}
		yes.mu.Lock()
		before := len(yes.asked)
		yes.mu.Unlock()
		if tw.sel != "" {
			mustOK(t, c, "browser_select_option", map[string]any{"selector": "#" + tw.button, "values": []string{tw.sel}}, nil)
		} else {
			mustOK(t, c, "browser_click", clickGo(tw.button), nil)
		}
		for _, k := range tw.sent {
			waitSeen(t, site, k)
		}
		worked++
		yes.mu.Lock()
		asked := len(yes.asked) - before
		yes.mu.Unlock()
		if asked != tw.questions {
			t.Errorf("%s: asked %d times in one call, want %d", tw.button, asked, tw.questions)
		}
	}
	if n := site.count("POST /api/notes"); n != 1 {
		t.Errorf("the yes covered a later call too: the site received the note %d times", n)
	}
	t.Logf("benign twins that work with a yes: %d of %d", worked, len(twins))
}

// TestStrictWritesAgentConfirmation: with --confirm=agent the refused
// write's confirmation id, relayed in the same call again, lets it
// through once; the spent id is refused.
func TestStrictWritesAgentConfirmation(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, logPath := writesServer(t, func(g *Guardian) { g.Policy.Confirm = guard.ConfirmAgent })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	res := call(t, c, "browser_click", clickGo("like"))
	id := refusedID(t, c, res, func() { waitRefused(t, logPath, site.URL, 1, "the like") })
	if n := site.count("POST /api/posts/1/like"); n != 0 {
		t.Fatalf("the site received the write %d time(s) before anyone approved", n)
	}
	mustOK(t, c, "browser_click", map[string]any{"selector": "#like", "confirmation_id": id}, nil)
	waitSeen(t, site, "POST /api/posts/1/like")
	before, _ := requestDecisions(logPath, site.URL)
	call(t, c, "browser_click", map[string]any{"selector": "#like", "confirmation_id": id})
	waitRefused(t, logPath, site.URL, before+1, "the spent id used again")
	if n := site.count("POST /api/posts/1/like"); n != 1 {
		t.Errorf("the id worked more than once: the site received the write %d times", n)
	}
}

// TestAllowWritesScope: a write in an --allow-writes scope passes without
// asking; in the same call, one outside it is still refused, and a scope
// never approves a write the classifier judges destructive.
func TestAllowWritesScope(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	scopes, err := guard.ParseWriteScopes([]string{"POST " + site.URL + "/api/notes/**", "* " + site.URL + "/api/account/**",
		"POST " + site.URL + "/api/devices/**", "POST " + site.URL + "/api/photos"})
	if err != nil {
		t.Fatal(err)
	}
	srv, logPath := writesServer(t, func(g *Guardian) { g.AllowWrites = scopes })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	call(t, c, "browser_click", clickGo("three"))
	waitSeen(t, site, "POST /api/notes")
	waitSeen(t, site, "POST /api/notes/1/tags")
	waitRefused(t, logPath, site.URL, 1, "PUT outside the scope")
	if n := site.count("PUT /api/notes/1"); n != 0 {
		t.Errorf("the PUT outside the scope arrived %d time(s)", n)
	}
	// A 1 MB upload may reach the guard after its call returned, when
	// nobody can be asked; a scope needs nobody.
	call(t, c, "browser_click", clickGo("upload"))
	waitSeen(t, site, "POST /api/photos")
	// The email change and the factory reset are in scopes too, but the
	// classifier judges them destructive (a sensitive account change, a
	// data reset): a scope approves no destructive category.
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "email-change")}, nil)
	call(t, c, "browser_click", clickGo("go"))
	waitRefused(t, logPath, site.URL, 2, "an email change inside a scope")
	if n := site.count("POST /api/account/email"); n != 0 {
		t.Errorf("the scope let the email change through %d time(s)", n)
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "device")}, nil)
	call(t, c, "browser_click", clickGo("go"))
	waitRefused(t, logPath, site.URL, 3, "a destructive write inside a scope")
	if n := site.count("POST /api/devices/17/factory-reset"); n != 0 {
		t.Errorf("the scope let a destructive write through %d time(s)", n)
	}
}

// TestApprovalDoesNotCoverTheAccount: a person's yes to "Delete draft"
// lets the draft's DELETE through, not a DELETE of the account that the
// same handler sends: the account is asked about on its own.
func TestApprovalDoesNotCoverTheAccount(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	srv, _ := writesServer(t, func(g *Guardian) { g.Policy.Confirm = guard.ConfirmAgent })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "delete-draft")}, nil)
	id := confirmationID(t, mustFail(t, c, "browser_click", clickGo("go"), "deletion"))
	call(t, c, "browser_click", map[string]any{"selector": "#go", "confirmation_id": id})
	waitSeen(t, site, "DELETE /api/drafts/5")
	if n := site.count("DELETE /api/account"); n != 0 {
		t.Errorf("the approval of Delete draft also deleted the account (%d time(s))", n)
	}
}

// TestSiteApprovalCoversTheSession: a person who ticks "for this site"
// is asked once: the next call's write to the same origin passes
// unasked, a write to another origin still asks, and a session that
// never said yes for the site is asked again.
func TestSiteApprovalCoversTheSession(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site, other := newWriteSite(t), newWriteSite(t)
	srv, _ := writesServer(t, nil)
	yes := &elicitor{action: mcp.ElicitationResponseActionAccept, forSite: true}
	c := connectEliciting(t, srv, yes)
	asked := func() int { yes.mu.Lock(); defer yes.mu.Unlock(); return len(yes.asked) }
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	mustOK(t, c, "browser_click", clickGo("like"), nil)
	waitSeen(t, site, "POST /api/posts/1/like")
	if asked() != 1 {
		t.Fatalf("asked %d times for the first write", asked())
	}
	if props, _ := yes.schemas[0]["properties"].(map[string]any); props["for_site"] == nil {
		t.Fatalf("the question offers no answer for the site: %v", yes.schemas[0])
	}
	mustOK(t, c, "browser_click", clickGo("three"), nil) // another call, the same site
	for _, k := range []string{"POST /api/notes", "PUT /api/notes/1", "POST /api/notes/1/tags"} {
		waitSeen(t, site, k)
	}
	if asked() != 1 {
		t.Errorf("a write to the approved site asked again: %d questions", asked())
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(other, "benign")}, nil)
	mustOK(t, c, "browser_click", clickGo("like"), nil)
	waitSeen(t, other, "POST /api/posts/1/like")
	if asked() != 2 {
		t.Errorf("a write to another site was not asked about: %d questions", asked())
	}
	// Another session: nothing carried over.
	again := &elicitor{action: mcp.ElicitationResponseActionDecline}
	c2 := connectEliciting(t, srv, again)
	mustOK(t, c2, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	call(t, c2, "browser_click", clickGo("like"))
	again.mu.Lock()
	n := len(again.asked)
	again.mu.Unlock()
	if n != 1 || site.count("POST /api/posts/1/like") != 1 {
		t.Errorf("another session: asked %d times, the site received %d likes", n, site.count("POST /api/posts/1/like"))
	}
}

// TestSiteApprovalStaysOnItsSite: a write that passes by a site approval
// approves nothing else in its call: the same click's write to another
// origin is still asked about (an outside attacker delivered it unasked).
func TestSiteApprovalStaysOnItsSite(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site, other := newWriteSite(t), newWriteSite(t)
	srv, _ := writesServer(t, nil)
	e := &elicitor{action: mcp.ElicitationResponseActionAccept, forSite: true}
	c := connectEliciting(t, srv, e)
	page := writePage(site, "two-origins") + "?other=" + url.QueryEscape(other.URL)
	mustOK(t, c, "browser_navigate", map[string]any{"url": page}, nil)
	mustOK(t, c, "browser_click", clickGo("go"), nil) // asked; yes for the site
	waitSeen(t, site, "POST /api/notes")
	e.mu.Lock()
	e.action, e.forSite = mcp.ElicitationResponseActionDecline, false // no to anything else
	e.mu.Unlock()
	call(t, c, "browser_click", clickGo("pair"))
	waitSeen(t, site, "POST /api/notes") // the approved site's second note
	for ctx := testCtx(t); ; {
		e.mu.Lock()
		n := len(e.asked)
		e.mu.Unlock()
		if n == 2 {
			break
		}
		select {
		case <-ctx.Done():
			t.Fatalf("the write to the other origin was never asked about (%d questions)", n)
		case <-time.After(50 * time.Millisecond):
		}
	}
	if n := other.count("POST /api/notes"); n != 0 {
		t.Errorf("the other origin received the write %d time(s)", n)
	}
}

// TestWireOverHTTPS: an https site through the wire, as a user's real
// sites are (the proxy ends TLS and checks the site's certificate): with a
// person's yes a form's writes and a wss: message arrive; with a no,
// nothing does. Judged by the site's log.
func TestWireOverHTTPS(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSiteOn(t, true)
	proxy := browsertest.StartProxy(t)
	pool := x509.NewCertPool()
	pool.AddCert(site.Certificate())
	proxy.TrustRoots(pool)
	mgr := browser.NewManager(proxiedConfig(browser.Config{Runtime: testBrowserConfig.Runtime, Headless: true, OutputDir: t.TempDir(),
		Logger: testBrowserConfig.Logger, RequireGate: true}, proxy))
	t.Cleanup(func() { _ = mgr.Close() })
	box := *testBox
	box.Browser = mgr
	srv, logPath := writesServerOn(t, &box, nil)

	no := &elicitor{action: mcp.ElicitationResponseActionDecline}
	c := connectEliciting(t, srv, no)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	call(t, c, "browser_click", clickGo("three"))
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "websocket")}, nil)
	waitSocketOpen(t, c)
	call(t, c, "browser_click", clickGo("hello"))

	yes := &elicitor{action: mcp.ElicitationResponseActionAccept}
	c = connectEliciting(t, srv, yes)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "benign")}, nil)
	mustOK(t, c, "browser_click", clickGo("three"), nil)
	for _, k := range []string{"POST /api/notes", "PUT /api/notes/1", "POST /api/notes/1/tags"} {
		waitSeen(t, site, k)
	}
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "websocket")}, nil)
	waitSocketOpen(t, c)
	mustOK(t, c, "browser_click", clickGo("hello"), nil)
	waitSeen(t, site, "WSMSG hello")
	// A stream's body is not shown to the routes: the person's yes was to
	// a POST without one, so the wire refuses the body that would go.
	before, _ := requestDecisions(logPath, site.URL)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "stream-upload")}, nil)
	call(t, c, "browser_click", clickGo("go"))
	waitRefused(t, logPath, site.URL, before+1, "a stream upload")
	if n := site.count("POST /api/stream"); n != 0 {
		t.Errorf("a stream body no route saw arrived %d time(s)", n)
	}
	// What the person said no to never arrived: each arrived once, after the yes.
	for _, k := range []string{"POST /api/notes", "PUT /api/notes/1", "POST /api/notes/1/tags", "WSMSG hello"} {
		if n := site.count(k); n != 1 {
			t.Errorf("%s arrived %d times, want once (after the yes)", k, n)
		}
	}
	no.mu.Lock()
	if len(no.asked) != 2 {
		t.Errorf("the person was asked %d times when saying no, want 2 (the notes, the message)", len(no.asked))
	}
	no.mu.Unlock()
}

// TestWireLetsAnApprovedFileUploadThrough: a form that posts a file the
// agent chose, inside an --allow-writes scope, reaches the site through
// the wire, whose rule compares a write's body with what the route judged
// (Chromium does not show its routes a file's bytes).
func TestWireLetsAnApprovedFileUploadThrough(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "beach.png"), []byte(strings.Repeat("png!", 5000)), 0o644); err != nil {
		t.Fatal(err)
	}
	scopes, err := guard.ParseWriteScopes([]string{"POST " + site.URL + "/api/photos"})
	if err != nil {
		t.Fatal(err)
	}
	box := *testBox
	box.UploadDir = dir
	srv, _ := writesServerOn(t, &box, func(g *Guardian) { g.AllowWrites = scopes })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "file-form")}, nil)
	mustOK(t, c, "browser_file_upload", map[string]any{"selector": "#doc", "paths": []string{"beach.png"}}, nil)
	mustOK(t, c, "browser_click", clickGo("go"), nil)
	waitSeen(t, site, "POST /api/photos")
}

// TestScopeReadsACompressedBody: a scope passes a plain write, but a body
// the page gzipped is read inflated, as its server reads it: its
// _method=DELETE makes it a deletion, which no scope approves (an eighth
// outside attacker's reached an Express app that way). Judged by the
// site's log.
func TestScopeReadsACompressedBody(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := newWriteSite(t)
	scopes, err := guard.ParseWriteScopes([]string{"* " + site.URL + "/api/account/**"})
	if err != nil {
		t.Fatal(err)
	}
	srv, logPath := writesServer(t, func(g *Guardian) { g.AllowWrites = scopes })
	c := connect(t, srv)
	mustOK(t, c, "browser_navigate", map[string]any{"url": writePage(site, "compressed-override")}, nil)
	call(t, c, "browser_click", map[string]any{"selector": "#theme"})
	waitSeen(t, site, "POST /api/account/theme") // the control: the scope passes a plain write
	call(t, c, "browser_click", clickGo("go"))
	waitRefused(t, logPath, site.URL, 1, "a gzipped _method=DELETE inside a scope")
	if n := site.count("POST /api/account/settings"); n != 0 {
		t.Errorf("the gzipped _method=DELETE arrived %d time(s) under a scope", n)
	}
	// A YAML body: its parser has aliases and escapes the guard does not
	// undo, so a scope does not pass it; nobody says yes here.
	call(t, c, "browser_click", map[string]any{"selector": "#yaml"})
	waitRefused(t, logPath, site.URL, 2, "a YAML body inside a scope")
	if n := site.count("POST /api/account/profile"); n != 0 {
		t.Errorf("a YAML body arrived %d time(s) under a scope", n)
	}
}
