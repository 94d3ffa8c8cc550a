package main

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
	"github.com/accessagents/accessagents/tools"
)

// fix --source's reads of the running app after an edit: the wait until
// the dev server serves the edits, and the re-scan.

// awaitEdits waits until the app serves the edited source: a dev server
// recompiles a changed component a moment after the file is written. It
// reads the page again until the elements that got an edit in a component
// show it (up to five of them), for at most editWait: an attribute, or
// the markup an ARIA fix was written as (a renamed element gone from its
// place, a heading inside it, a field's new id). A template is read
// again on every request, and its ARIA fix may be written as the markup
// it stands for: nothing is waited for there (waiting for the aria-label
// timed out and took a whole round of good template edits out).
//
// When some edits show and others never do, it returns those others: the
// app serves the source, and those edits did not come out as expected
// (a component that does not pass an attribute on). When none shows, it
// is an error: the app may not serve edits at all.
func awaitEdits(ctx context.Context, tb *tools.Toolbox, url string, gs []*fix.SourceFix) ([]*fix.SourceFix, error) {
	want := map[string]func(*fix.LiveElement) bool{} // XPath → what shows the edit
	by := map[string][]*fix.SourceFix{}
	for _, g := range gs {
		x, shown, ok := g.ShownWhen()
		if !ok || !g.InComponent() {
			continue
		}
		if _, seen := want[x]; !seen && len(want) >= 5 {
			continue
		}
		if prev, seen := want[x]; seen { // two edits on one element: both must show
			want[x] = func(el *fix.LiveElement) bool { return prev(el) && shown(el) }
		} else {
			want[x] = shown
		}
		by[x] = append(by[x], g)
	}
	if len(want) == 0 {
		return nil, nil
	}
	xpaths := slices.Sorted(maps.Keys(want))
	deadline := time.Now().Add(editWait)
	for {
		var got []*fix.LiveElement
		err := tb.OnFreshPage(ctx, url, func(p playwright.Page) error { return browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got) })
		if err != nil {
			return nil, err
		}
		var missing []string
		for i, x := range xpaths {
			if len(got) != len(xpaths) || !want[x](got[i]) {
				missing = append(missing, x)
			}
		}
		if len(missing) == 0 {
			return nil, nil
		}
		if time.Now().After(deadline) {
			if len(missing) == len(xpaths) {
				return nil, fmt.Errorf("the app did not serve the edited source within %s: it may not be in development mode (templates read on each request, or hot reload), or an edit broke its build (see its dev server's output)", editWait)
			}
			var out []*fix.SourceFix
			for _, x := range missing {
				out = append(out, by[x]...)
			}
			return out, nil
		}
		select {
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// editWait bounds awaitEdits.
const editWait = 15 * time.Second

// scanAfterReload loads the page again (the app renders the edited
// templates) and scans it through the MCP tools, every page of results.
func scanAfterReload(ctx context.Context, tb *tools.Toolbox, c *agent.Client, url string) ([]*finding.Violation, int, error) {
	var all []*finding.Violation
	args := map[string]any{"url": url, "page_size": 50}
	for try := 1; ; {
		var res audit.ScanResult
		if err := c.Call(ctx, "audit_scan_url", args, &res); err != nil {
			if tools.DevReload(err) && try < 3 && args["url"] != nil {
				try++
				continue
			}
			return nil, 0, err
		}
		all = append(all, res.Violations...)
		if res.Cursor == "" {
			break
		}
		args = map[string]any{"cursor": res.Cursor, "page_size": 50}
	}
	var n int
	err := tb.OnFreshPage(ctx, url, func(p playwright.Page) error { return browser.EvalJSON(p, tools.InteractiveJS, nil, &n) })
	return all, n, err
}
