package tools

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Reading the running app for a source fix (fix --source, and fix_export
// with format source): the page as served, before any fix, in a browser
// session of its own, and the plan of edits that carries the session's
// verified fixes into the templates and components.

// InteractiveJS counts what a person can operate, for Do-No-Harm.
const InteractiveJS = `() => document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=""], [contenteditable=true], [role=button], [role=link]').length`

// OnFreshPage opens url in a browser session of its own and runs fn there.
func (t *Toolbox) OnFreshPage(ctx context.Context, url string, fn func(p playwright.Page) error) error {
	id := fmt.Sprintf("fix-source-%p", &url)
	s, err := t.Browser.Session(id)
	if err != nil {
		return err
	}
	defer t.Browser.CloseSession(id)
	nav, err := t.ActingAs(ctx, "browser_navigate")
	if err != nil {
		return err
	}
	for try := 1; ; try++ {
		_, err := s.Navigate(nav, url, browser.NavigateOptions{})
		if err == nil {
			break
		}
		if !DevReload(err) || try == 3 {
			return err
		}
	}
	_, err = s.WithPage(ctx, func(p playwright.Page) error {
		settleDev(p, 5*time.Second)
		return fn(p)
	})
	return err
}

// settleDev waits, up to limit, until the page has made no request for
// half a second: a dev build loads its modules one by one and hydrates
// the server's HTML after them, and only then are its elements marked
// with where they are written (SvelteKit's were unmarked for about a
// second after the load). A page that never goes quiet is read at limit.
func settleDev(p playwright.Page, limit time.Duration) bool {
	err := p.WaitForLoadState(playwright.PageWaitForLoadStateOptions{State: playwright.LoadStateNetworkidle, Timeout: playwright.Float(float64(limit.Milliseconds()))})
	return err == nil
}

// DevReload says whether a navigation was cut short by the page being
// loaded again meanwhile: a dev server reloads its pages when a file it
// serves changes, and that reload aborts a navigation under way.
func DevReload(err error) bool {
	// third-party text: Chromium's net::ERR_ABORTED, as Playwright reports a navigation cut short.
	return err != nil && strings.Contains(err.Error(), "ERR_ABORTED")
}

// ServedPage is what the page shows before any fix is in its source: each
// fixed element and every other element of those tags (to count what a
// template element renders), the stylesheet rules behind the style fixes,
// how many elements a person can operate, and what could not be read.
type ServedPage struct {
	Live        map[string]*fix.LiveElement
	Styles      map[string]map[string]*fix.StyleSource
	Interactive int
	Notes       []string
}

// ReadServed reads the page as the app serves it, in a session of its
// own. React 19's creation stacks are mapped to the source here, through
// the modules' source maps (a server component's from its compiled file
// under root).
func (t *Toolbox) ReadServed(ctx context.Context, root, pageURL string, records []*fix.Record) (ServedPage, error) {
	sp := ServedPage{Live: map[string]*fix.LiveElement{}, Styles: map[string]map[string]*fix.StyleSource{}}
	styleQs := fix.StyleQueriesFor(records)
	err := t.OnFreshPage(ctx, pageURL, func(p playwright.Page) error {
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
					sp.Live[x] = got[i]
				}
			}
			return nil
		}
		if err := read(xpaths); err != nil {
			return err
		}
		var tags []string
		for _, el := range sp.Live {
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
		sp.Notes = fix.ResolveDevStacks(slices.Collect(maps.Values(sp.Live)), fix.SourceFetch(root, func(u string) (string, error) { return readSourceText(p, u) }))
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
					sp.Styles[q.XPath] = got[i]
				}
			}
		}
		return browser.EvalJSON(p, InteractiveJS, nil, &sp.Interactive)
	})
	if err != nil {
		err = fmt.Errorf("read the page before fixing its source: %w", err)
	}
	return sp, err
}

// PlanSource plans the source edits that carry records (fixes verified in
// the live page) into the templates and components ix indexes: where each
// element is written, and which value each edit writes, a literal or the
// expression the page's data comes from. Nothing is written.
func (t *Toolbox) PlanSource(ctx context.Context, ix *fix.TemplateIndex, pageURL string, records []*fix.Record) (*fix.SourcePlan, ServedPage, error) {
	sp, err := t.ReadServed(ctx, ix.Root, pageURL, records)
	if err != nil {
		return nil, sp, err
	}
	plan := ix.Plan(records, sp.Live, sp.Styles)
	sp.Notes = append(sp.Notes, ix.DevMisses()...)
	qs := plan.DataQueries()
	if len(qs) == 0 {
		plan.UseData(nil)
		return plan, sp, nil
	}
	var answers []*string
	arg, err := plainJSON(qs)
	if err != nil {
		return nil, sp, fmt.Errorf("data queries: %w", err)
	}
	if err := t.OnFreshPage(ctx, pageURL, func(p playwright.Page) error { return browser.EvalJSON(p, fix.DataQueryJS, arg, &answers) }); err != nil {
		return nil, sp, fmt.Errorf("read the page's data: %w", err)
	}
	plan.UseData(answers)
	return plan, sp, nil
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

// readSourceText reads a module or source map the page loaded, the way
// DevTools does (outside the page's own requests, so the guard does not
// judge our read as the page's act); where the browser cannot, by a fetch
// in the page.
func readSourceText(p playwright.Page, u string) (string, error) {
	// Only the page's own origin: a creation stack is the page's data,
	// and a page could name any address in it.
	if origin(u) == "" || origin(u) != origin(p.URL()) {
		return "", fmt.Errorf("%s is not on the page's origin", browser.RedactQuery(u))
	}
	text, err := browser.ReadResource(p, u, 16<<20)
	if err == nil {
		return text, nil
	}
	if e := browser.EvalJSON(p, fix.FetchTextJS, u, &text); e != nil {
		return "", fmt.Errorf("%v; in the page: %v", err, e)
	}
	return text, nil
}
