package tools

import (
	"context"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// SourceRoot is the app's source, given at start (--source): the audit
// tools say where in it an element is written, with the same locator
// fix --source uses (the framework's dev record, else the markup), so an
// agent can make the edit in the component or template itself.
type SourceRoot struct {
	Dir string

	mu    sync.Mutex
	ix    *fix.TemplateIndex
	stamp string
	// settled are the page loads already given their time to hydrate.
	settled sync.Map
}

// firstWait says whether this load of a page (its address and time
// origin) is yet to be given its time to hydrate, and marks it so: the
// one wait per load is the first caller's.
func (r *SourceRoot) firstWait(load string) bool {
	_, was := r.settled.LoadOrStore(load, true)
	return !was
}

// index is the source's index, read again when a file in it changed (an
// agent edits the source between calls, and a stale index names old lines).
func (r *SourceRoot) index() (*fix.TemplateIndex, error) {
	stamp, err := fix.SourceStamp(r.Dir)
	if err != nil {
		return nil, err
	}
	if r.ix == nil || stamp != r.stamp {
		ix, err := fix.IndexTemplates(r.Dir)
		if err != nil {
			return nil, err
		}
		r.ix, r.stamp = ix, stamp
	}
	return r.ix, nil
}

// SourceFound is where an element is written in the app's source, or why
// it could not be told.
type SourceFound struct {
	Location *fix.SourceLocation
	Note     string
	// Src is the image source the element's source writes as a literal
	// (the build may serve it inlined, as a data: URI).
	Src string
}

// live reads what the page shows of the elements at xpaths (the main
// document's), with React 19's creation stacks mapped to the source.
func (r *SourceRoot) live(ctx context.Context, s *browser.Session, xpaths []string) (map[string]*fix.LiveElement, []string, error) {
	out := map[string]*fix.LiveElement{}
	var notes []string
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		var got []*fix.LiveElement
		if err := browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got); err != nil {
			return err
		}
		// Not hydrated yet, perhaps: the page is given up to 3 s to
		// quiet, once per load of it (a page with no dev marks anywhere,
		// a server template's, never gets them).
		var doc struct {
			Marked bool
			Origin string
		}
		if !anyMeta(got) && browser.EvalJSON(p, fix.DevMarkedJS, nil, &doc) == nil && !doc.Marked && r.firstWait(p.URL()+" "+doc.Origin) && settleDev(p, 3*time.Second) {
			got = nil
			if err := browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got); err != nil {
				return err
			}
		}
		notes = fix.ResolveDevStacks(got, fix.SourceFetch(r.Dir, func(u string) (string, error) { return readSourceText(p, u) }))
		for i, x := range xpaths {
			if i < len(got) && got[i] != nil {
				out[x] = got[i]
			}
		}
		return nil
	})
	return out, notes, err
}

// anyMeta says whether a framework's dev build marked any of els.
func anyMeta(els []*fix.LiveElement) bool {
	for _, el := range els {
		if el != nil && el.Meta != nil {
			return true
		}
	}
	return false
}

// locate finds the element at xpath (the page's main document) in the
// source. A location the locator cannot tell apart from others (low
// confidence) is given with its candidates: fix --source would not edit
// it, and neither should an agent without looking.
func (r *SourceRoot) locate(ctx context.Context, s *browser.Session, xpath string) SourceFound {
	if xpath == "" {
		return SourceFound{Note: "not located: the element is inside a frame or a shadow root"}
	}
	live, notes, err := r.live(ctx, s, []string{xpath})
	if err != nil {
		return SourceFound{Note: "not located: " + err.Error()}
	}
	el := live[xpath]
	if el == nil {
		return SourceFound{Note: "not located: the element is no longer in the page"}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ix, err := r.index()
	if err != nil {
		return SourceFound{Note: "not located: " + err.Error()}
	}
	at, ok := ix.LocateUse(*el)
	if !ok {
		return SourceFound{Note: strings.Join(append(notes, "not located: "+ix.WhyNotLocated(*el)), "; ")}
	}
	loc := at.Loc
	return SourceFound{Location: &loc, Note: strings.Join(notes, "; "), Src: at.LiteralAttr("src")}
}

// colorRule is where the source's stylesheet sets the text colour of the
// element at xpath, and the rule's selector; nil when no rule under the
// source root does (an inline style, a library's sheet).
func (r *SourceRoot) colorRule(ctx context.Context, s *browser.Session, xpath string) (*fix.SourceLocation, string) {
	if xpath == "" {
		return nil, ""
	}
	var got []map[string]*fix.StyleSource
	if _, err := s.WithPage(ctx, func(p playwright.Page) error {
		arg, err := plainJSON([]fix.StyleQuery{{XPath: xpath, Props: []string{"color"}}})
		if err != nil {
			return err
		}
		return browser.EvalJSON(p, fix.StyleSourceJS, arg, &got)
	}); err != nil || len(got) == 0 {
		return nil, ""
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ix, err := r.index()
	if err != nil {
		return nil, ""
	}
	loc, sel, ok := ix.ColorRule(got[0])
	if !ok {
		return nil, ""
	}
	return &loc, sel
}

// locateAll gives each finding in the main document its source location:
// copies of vs, the findings themselves untouched. Nothing is added where
// the page or the source cannot be read; notes say why.
func (r *SourceRoot) locateAll(ctx context.Context, s *browser.Session, vs []*finding.Violation) ([]*finding.Violation, []string) {
	var xpaths []string
	for _, v := range vs {
		for _, x := range []string{v.XPath, findingTitle(v)} {
			if x != "" && !slices.Contains(xpaths, x) {
				xpaths = append(xpaths, x)
			}
		}
	}
	if len(xpaths) == 0 {
		return vs, nil
	}
	live, notes, err := r.live(ctx, s, xpaths)
	if err != nil {
		return vs, []string{"source locations: " + err.Error()}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ix, err := r.index()
	if err != nil {
		return vs, []string{"source locations: " + err.Error()}
	}
	at := map[string]*finding.SourceLocation{}
	for x, el := range live {
		if l, ok := ix.LocateUse(*el); ok {
			loc := l.Loc
			at[x] = &loc
		}
	}
	out := make([]*finding.Violation, len(vs))
	for i, v := range vs {
		out[i] = v
		l := at[v.XPath]
		if t := at[findingTitle(v)]; t != nil {
			l = t
		}
		if l != nil && v.XPath != "" {
			c := *v
			c.SourceLocation = l
			out[i] = &c
		}
	}
	return out, notes
}

// findingTitle is where a missing or empty title is fixed: the page's
// <title> element, when it has one (the violation names <html>), or "".
func findingTitle(v *finding.Violation) string {
	if v.RuleID == "document-title" && v.XPath == "/html" {
		return "/html/head/title"
	}
	return ""
}
