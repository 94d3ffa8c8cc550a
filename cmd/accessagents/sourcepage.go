package main

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
	"github.com/accessagents/accessagents/tools"
)

// fix --source's reads of the running app: a page in a session of its own,
// the wait until the dev server serves the edits, and the re-scan.

// interactiveJS counts what a person can operate, for Do-No-Harm.
const interactiveJS = `() => document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=""], [contenteditable=true], [role=button], [role=link]').length`

// onFreshPage opens url in a browser session of its own and runs fn there.
func onFreshPage(ctx context.Context, tb *tools.Toolbox, url string, fn func(p playwright.Page) error) error {
	id := fmt.Sprintf("fix-source-%p", &url)
	s, err := tb.Browser.Session(id)
	if err != nil {
		return err
	}
	defer tb.Browser.CloseSession(id)
	nav, err := tb.ActingAs(ctx, "browser_navigate")
	if err != nil {
		return err
	}
	for try := 1; ; try++ {
		_, err := s.Navigate(nav, url, browser.NavigateOptions{})
		if err == nil {
			break
		}
		if !devReload(err) || try == 3 {
			return err
		}
	}
	_, err = s.WithPage(ctx, fn)
	return err
}

// devReload says whether a navigation was cut short by the page being
// loaded again meanwhile: a dev server reloads its pages when a file it
// serves changes, and that reload aborts a navigation under way.
func devReload(err error) bool {
	// third-party text: Chromium's net::ERR_ABORTED, as Playwright reports a navigation cut short.
	return err != nil && strings.Contains(err.Error(), "ERR_ABORTED")
}

// awaitEdits waits until the app serves the edited source: a dev server
// recompiles a changed component a moment after the file is written. It
// reads the page again until the elements that got an attribute show it
// (up to five of them), for at most editWait; a template app that renders
// on each request shows them at the first read.
func awaitEdits(ctx context.Context, tb *tools.Toolbox, url string, gs []*fix.SourceFix) error {
	want := map[string]string{} // XPath → attribute
	for _, g := range gs {
		if g.Kind == fix.KindAttribute && len(g.XPaths()) > 0 && len(want) < 5 {
			want[g.XPaths()[0]] = g.Attribute
		}
	}
	if len(want) == 0 {
		return nil
	}
	xpaths := slices.Sorted(maps.Keys(want))
	deadline := time.Now().Add(editWait)
	for {
		var got []*fix.LiveElement
		err := onFreshPage(ctx, tb, url, func(p playwright.Page) error { return browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got) })
		if err != nil {
			return err
		}
		shown := len(got) == len(xpaths)
		for i, x := range xpaths {
			if shown && (got[i] == nil || !hasAttr(got[i], want[x])) {
				shown = false
			}
		}
		if shown {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the app did not serve the edited source within %s: it may not be in development mode (templates read on each request, or hot reload), or an edit broke its build (see its dev server's output)", editWait)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// editWait bounds awaitEdits.
const editWait = 15 * time.Second

func hasAttr(el *fix.LiveElement, name string) bool {
	_, ok := el.Attrs[strings.ToLower(name)]
	return ok
}

// scanAfterReload loads the page again (the app renders the edited
// templates) and scans it through the MCP tools, every page of results.
func scanAfterReload(ctx context.Context, tb *tools.Toolbox, c *agent.Client, url string) ([]*finding.Violation, int, error) {
	var all []*finding.Violation
	args := map[string]any{"url": url, "page_size": 50}
	for try := 1; ; {
		var res audit.ScanResult
		if err := c.Call(ctx, "audit_scan_url", args, &res); err != nil {
			if devReload(err) && try < 3 && args["url"] != nil {
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
	err := onFreshPage(ctx, tb, url, func(p playwright.Page) error { return browser.EvalJSON(p, interactiveJS, nil, &n) })
	return all, n, err
}

// readServed reads the page as the app serves it, before any fix is in its
// source, in a session of its own: what it shows of each fixed element and
// of every other element of those tags (to count what a template element
// renders), the stylesheet rules behind the style fixes, and how many
// elements a person can operate. React 19's creation stacks are mapped to
// the source here, through the modules' source maps; notes say which
// could not be.
func readServed(ctx context.Context, tb *tools.Toolbox, pageURL string, records []*fix.Record) (live map[string]*fix.LiveElement, styles map[string]map[string]*fix.StyleSource, interactive int, notes []string, err error) {
	live, styles = map[string]*fix.LiveElement{}, map[string]map[string]*fix.StyleSource{}
	styleQs := fix.StyleQueriesFor(records)
	err = onFreshPage(ctx, tb, pageURL, func(p playwright.Page) error {
		xpaths := []string{"/html/head"}
		for _, r := range records {
			if !slices.Contains(xpaths, r.XPath) {
				xpaths = append(xpaths, r.XPath)
			}
		}
		read := func(xpaths []string) error {
			var got []*fix.LiveElement
			if err := browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got); err != nil {
				return err
			}
			for i, x := range xpaths {
				if i < len(got) && got[i] != nil {
					live[x] = got[i]
				}
			}
			return nil
		}
		if err := read(xpaths); err != nil {
			return err
		}
		var tags []string
		for _, el := range live {
			if !slices.Contains(tags, el.Tag) {
				tags = append(tags, el.Tag)
			}
		}
		var more []string
		if err := browser.EvalJSON(p, fix.SameTagJS, tags, &more); err != nil {
			return err
		}
		if err := read(more); err != nil {
			return err
		}
		els := slices.Collect(maps.Values(live))
		notes = fix.ResolveDevStacks(els, func(u string) (string, error) {
			var text string
			err := browser.EvalJSON(p, fix.FetchTextJS, u, &text)
			return text, err
		})
		if len(styleQs) > 0 {
			arg, err := plainJSON(styleQs)
			if err != nil {
				return fmt.Errorf("style queries: %w", err)
			}
			var got []map[string]*fix.StyleSource
			if err := browser.EvalJSON(p, fix.StyleSourceJS, arg, &got); err != nil {
				return err
			}
			for i, q := range styleQs {
				if i < len(got) {
					styles[q.XPath] = got[i]
				}
			}
		}
		return browser.EvalJSON(p, interactiveJS, nil, &interactive)
	})
	if err != nil {
		err = fmt.Errorf("read the page before fixing its source: %w", err)
	}
	return live, styles, interactive, notes, err
}

// plainJSON is v as maps and slices: Playwright passes those to the page,
// not a struct's JSON fields.
func plainJSON(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var out any
	return out, json.Unmarshal(b, &out)
}
