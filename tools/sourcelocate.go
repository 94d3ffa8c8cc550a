package tools

import (
	"context"
	"fmt"
	"strings"
	"sync"

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
}

// locate finds the element at xpath (the page's main document) in the
// source. A location the locator cannot tell apart from others (low
// confidence) is given with its candidates: fix --source would not edit
// it, and neither should an agent without looking.
func (r *SourceRoot) locate(ctx context.Context, s *browser.Session, xpath string) SourceFound {
	if xpath == "" {
		return SourceFound{Note: "not located: the element is inside a frame or a shadow root"}
	}
	var el *fix.LiveElement
	var notes []string
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		var got []*fix.LiveElement
		if err := browser.EvalJSON(p, fix.LiveElementJS, []string{xpath}, &got); err != nil {
			return err
		}
		if len(got) == 1 {
			el = got[0]
		}
		notes = fix.ResolveDevStacks(got, func(u string) (string, error) {
			var text string
			err := browser.EvalJSON(p, fix.FetchTextJS, u, &text)
			return text, err
		})
		return nil
	})
	if err != nil {
		return SourceFound{Note: "not located: " + err.Error()}
	}
	if el == nil {
		return SourceFound{Note: "not located: the element is no longer in the page"}
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	ix, err := r.index()
	if err != nil {
		return SourceFound{Note: "not located: " + err.Error()}
	}
	at, ok := ix.Locate(*el)
	if !ok {
		why := "no template or component under the source root writes an element like it"
		if m := el.Meta; m != nil && m.File != "" {
			why = fmt.Sprintf("the %s dev build says %s:%d, which is not under the source root (a library's element is reported, never edited)", m.Framework, m.File, m.Line)
		}
		return SourceFound{Note: strings.Join(append(notes, "not located: "+why), "; ")}
	}
	loc := at.Loc
	return SourceFound{Location: &loc, Note: strings.Join(notes, "; ")}
}
