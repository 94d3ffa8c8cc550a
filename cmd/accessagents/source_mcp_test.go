package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// An agent over MCP gets the same source locations fix --source uses, so
// it can make the edit itself: the server started with --source on the
// React 19 fixture shop says where the card's image and the icon-only cart
// link are written, in audit_inspect_element and in the scan's findings
// (and audit --source puts them in its SARIF), and after the agent edits the card's file (and the dev
// server reloads it) the line it names moves with the file.
func TestInspectElementSaysWhereTheSourceIs(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	repo, url := startViteApp(t, "react19-shop", []string{"package.json", "package-lock.json", "vite.config.js", "index.html", "src", ".gitignore"})
	mc, err := client.NewStdioMCPClient(binPath, nil, "--source", repo, "--output-dir", t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer mc.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	init := mcp.InitializeRequest{}
	init.Params.ProtocolVersion = mcp.LATEST_LEGACY_PROTOCOL_VERSION
	init.Params.ClientInfo = mcp.Implementation{Name: "source-test", Version: "1"}
	if _, err := mc.Initialize(ctx, init); err != nil {
		t.Fatal(err)
	}
	c := agent.NewClient(mc)
	type located struct {
		SourceLocation *struct {
			File       string `json:"file"`
			Line       int    `json:"line"`
			Column     int    `json:"column"`
			Component  string `json:"component"`
			Confidence string `json:"confidence"`
			Via        string `json:"via"`
		} `json:"source_location"`
		SourceNote string `json:"source_note"`
	}
	inspect := func(sel string) located {
		t.Helper()
		var got located
		if err := c.Call(ctx, "audit_inspect_element", map[string]any{"selector": sel}, &got); err != nil {
			t.Fatalf("inspect %s: %v", sel, err)
		}
		return got
	}
	// The page as React renders it: the cards come after the module loads.
	// A cold Vite dev server bundles the app's dependencies on the first
	// load (React, Tailwind's plugin), which on a busy machine took more
	// than the wait's default 10 s: the bound is the tool's longest.
	open := func() {
		t.Helper()
		if err := c.Call(ctx, "browser_navigate", map[string]any{"url": url}, nil); err != nil {
			t.Fatal(err)
		}
		if err := c.Call(ctx, "browser_wait", map[string]any{"selector": "li.product img", "timeout_ms": 30000}, nil); err != nil {
			t.Fatal(err)
		}
	}
	open()
	// The cart link is an <a> that IconLink writes with its props spread
	// in: it is placed where IconLink is used, where its name belongs.
	for sel, want := range map[string][2]string{"li.product:nth-of-type(2) img": {"src/components/ProductCard.jsx:5:7", "react owner stack and source map"},
		"a.cart-link": {"src/App.jsx:38:9", "react dev metadata of the component's use (its props reach this element)"}} {
		got := inspect(sel)
		l := got.SourceLocation
		if l == nil {
			t.Fatalf("%s: no source location: %q", sel, got.SourceNote)
		}
		if at := fmt.Sprintf("%s:%d:%d", l.File, l.Line, l.Column); at != want[0] || l.Confidence != "high" || l.Via != want[1] {
			t.Errorf("%s: %s (%s, %s), want %s found by %s", sel, at, l.Confidence, l.Via, want[0], want[1])
		}
	}

	// The scan's findings carry their locations too: the three card images
	// are one line of the card component.
	var scan struct {
		Violations []struct {
			ID             string `json:"violation_id"`
			RuleID         string `json:"rule_id"`
			Selector       string `json:"selector"`
			SourceLocation *struct {
				File string `json:"file"`
				Line int    `json:"line"`
			} `json:"source_location"`
		} `json:"violations"`
	}
	if err := c.Call(ctx, "audit_scan_url", map[string]any{"url": url, "page_size": 50}, &scan); err != nil {
		t.Fatal(err)
	}
	at := map[string]int{}
	for _, v := range scan.Violations {
		if l := v.SourceLocation; l != nil {
			at[fmt.Sprintf("%s %s:%d", v.RuleID, l.File, l.Line)]++
		}
	}
	// Line 38 writes three icon links: the two IconLinks and the bell.
	if at["image-alt src/components/ProductCard.jsx:5"] != 3 || at["link-name src/App.jsx:38"] != 3 || at["button-name src/App.jsx:36"] != 1 {
		t.Errorf("the scan's source locations: %v", at)
	}

	// The agent fixes the list in the page, as the offline planner would
	// (role=listitem on the <div>s of a <ul>), and exports the source
	// edit: one <li> in the map that renders the three items, as the
	// markup the role stands for.
	listID := ""
	for _, v := range scan.Violations {
		if v.RuleID == "list" {
			listID = v.ID
		}
	}
	if listID == "" {
		t.Fatalf("no list violation for the perks: %+v", scan.Violations)
	}
	for i := 1; i <= 3; i++ {
		if err := c.Call(ctx, "fix_apply_attribute", map[string]any{"violation_id": listID, "selector": fmt.Sprintf(".perk:nth-child(%d)", i),
			"attribute": "role", "value": "listitem", "reasoning": "a list may only contain list items"}, nil); err != nil {
			t.Fatal(err)
		}
	}
	var verdict struct {
		Status string `json:"status"`
	}
	if err := c.Call(ctx, "audit_verify_element", map[string]any{"violation_id": listID}, &verdict); err != nil || verdict.Status != "pass" {
		t.Fatalf("the list after the fixes: %+v %v", verdict, err)
	}
	var ex struct {
		LeftOut     []string `json:"left_out"`
		Path        string   `json:"path"`
		SourceFixes []struct {
			RuleID    string `json:"rule_id"`
			Instances int    `json:"instances"`
			Markup    string `json:"markup"`
		} `json:"source_fixes"`
	}
	if err := c.Call(ctx, "fix_export", map[string]any{"format": "source"}, &ex); err != nil {
		t.Fatal(err)
	}
	patch, _ := os.ReadFile(ex.Path)
	if len(ex.SourceFixes) != 1 || ex.SourceFixes[0].Instances != 3 || ex.SourceFixes[0].Markup != "<div> becomes <li>" ||
		!strings.Contains(string(patch), "+          {['Free returns', 'Plastic-free packing', 'Repairs for life'].map((p) => <li key={p} className=\"perk\">{p}</li>)}") {
		t.Errorf("fix_export source for the list: %+v (left out %q)\n%s", ex.SourceFixes, ex.LeftOut, patch)
	}

	// audit --source: the SARIF results point at the component's line,
	// from the repository's top (the source root is the repository here).
	stdout, stderr, code := runBin(t, "audit", url, "--source", repo, "--format", "sarif")
	if code != 1 {
		t.Fatalf("audit --source: exit %d\n%s", code, stderr)
	}
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct {
							URI string `json:"uri"`
						} `json:"artifactLocation"`
						Region struct {
							StartLine int `json:"startLine"`
						} `json:"region"`
					} `json:"physicalLocation"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(stdout), &log); err != nil || len(log.Runs) != 1 {
		t.Fatalf("SARIF: %v\n%s", err, stdout)
	}
	inSource := map[string]int{}
	for _, r := range log.Runs[0].Results {
		p := r.Locations[0].PhysicalLocation
		inSource[fmt.Sprintf("%s %s:%d", r.RuleID, p.ArtifactLocation.URI, p.Region.StartLine)]++
	}
	if inSource["image-alt src/components/ProductCard.jsx:5"] != 3 || inSource["link-name src/App.jsx:38"] != 3 {
		t.Errorf("SARIF locations: %v", inSource)
	}
	for at := range inSource {
		// The page is never named by a file name the repository has too.
		if strings.Contains(at, " index.html:1") && !strings.Contains(at, "html-has-lang") && !strings.Contains(at, "document-title") {
			t.Errorf("a finding points at the repository's index.html: %s", at)
		}
	}

	// The agent edits the card: two lines above the image. Vite reloads
	// the module; the next read names line 7.
	card := filepath.Join(repo, "src", "components", "ProductCard.jsx")
	src, _ := os.ReadFile(card)
	if err := os.WriteFile(card, []byte("// two lines\n// added above\n"+string(src)), 0o644); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	for {
		open()
		got := inspect("li.product:nth-of-type(1) img")
		if got.SourceLocation != nil && got.SourceLocation.Line == 7 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("after the edit the card's image is still at %+v (%q), want line 7", got.SourceLocation, got.SourceNote)
		}
	}
}
