package browser

import (
	"errors"
	"fmt"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ErrAbandoned stops an action whose caller has gone (cancelled, or handed
// a dialog) before it can take another effect.
var ErrAbandoned = errors.New("action abandoned by its caller")

// ErrStaleRef is a ref from an earlier page or another tab.
var ErrStaleRef = errors.New("stale ref")

// navState counts a tab's main-frame navigations, so refs know which
// document they came from.
type navState struct {
	gen int64
	url string
	// wake, when set, is closed at the next main-frame commit.
	wake chan struct{}
}

// refSet is the refs given for one document: by structure scans, finds
// and acts' changes.
type refSet struct {
	page playwright.Page
	gen  int64
	url  string
	els  map[string]Element
}

// navigated runs on Playwright's event goroutine for a main-frame
// navigation. A change of fragment only keeps the document (and refs).
func (s *Session) navigated(p playwright.Page, url string) {
	s.evMu.Lock()
	defer s.evMu.Unlock()
	n := s.navs[p]
	if n == nil {
		n = &navState{}
		s.navs[p] = n
	}
	if url != n.url && stripFragment(url) == stripFragment(n.url) {
		n.url = url
		return
	}
	n.gen++
	n.url = url
	if n.wake != nil {
		close(n.wake)
		n.wake = nil
	}
}

// committedSince reports whether p's main frame has committed url since
// generation gen; if not, wake is closed at its next commit.
func (s *Session) committedSince(p playwright.Page, gen int64, url string) (done bool, wake <-chan struct{}) {
	s.evMu.Lock()
	defer s.evMu.Unlock()
	n := s.navs[p]
	if n == nil {
		return true, nil // the tab is closed: nothing more will commit
	}
	if n.gen > gen && n.url == url {
		return true, nil
	}
	if n.wake == nil {
		n.wake = make(chan struct{})
	}
	return false, n.wake
}

func (s *Session) navGen(p playwright.Page) int64 {
	s.evMu.Lock()
	defer s.evMu.Unlock()
	if n := s.navs[p]; n != nil {
		return n.gen
	}
	return 0
}

func stripFragment(u string) string {
	if i := strings.IndexByte(u, '#'); i >= 0 {
		return u[:i]
	}
	return u
}

// setRefs records a scan's refs as of navigation generation gen of p. A
// scan of the same document adds to the refs already given (an act's
// changes, a find, a structure call), so a ref stays usable while its
// element is in the page; a scan of a new document starts afresh and keeps
// the old set only to say why its refs no longer work.
func (s *Session) setRefs(p playwright.Page, gen int64, url string, els []Element) {
	s.refNext = refNextAfter(s.refNext, els)
	if s.refs.page == p && s.refs.gen == gen && s.refs.els != nil {
		for _, e := range els {
			s.refs.els[e.Ref] = e
		}
		s.refs.url = url
		return
	}
	m := make(map[string]Element, len(els))
	for _, e := range els {
		m[e.Ref] = e
	}
	if s.refs.els != nil {
		s.earlier = s.refs
	}
	s.refs = refSet{page: p, gen: gen, url: url, els: m}
}

// lookupRef finds ref among the refs given for this tab's document,
// refusing one from an earlier document or another tab with the reason.
func (s *Session) lookupRef(p playwright.Page, ref string) (Element, error) {
	el, ok := s.refs.els[ref]
	set := s.refs
	if !ok {
		if el, ok = s.earlier.els[ref]; ok {
			set = s.earlier
		}
	}
	if !ok {
		return el, &TargetError{Err: ErrNotFound, What: fmt.Sprintf("for ref %q: refs come from browser_page_structure and the acts' results in this tab; call browser_page_structure again", ref)}
	}
	if set.page != p {
		return el, &TargetError{Err: ErrStaleRef, What: fmt.Sprintf("%s: it is from another tab (%s); call browser_page_structure again", ref, set.url)}
	}
	if s.navGen(p) != set.gen {
		return el, &TargetError{Err: ErrStaleRef, What: fmt.Sprintf("%s: it is from an earlier page (%s, before navigation to %s); call browser_page_structure again", ref, set.url, p.URL())}
	}
	return el, nil
}

// refSelector is where the element ref names is now: a fresh selector for
// it, "" to keep the scan's own (an element in a frame or a shadow root),
// or gone when it has left the page.
func refSelector(p playwright.Page, el Element) (sel string, gone bool, err error) {
	if el.rid == 0 {
		return "", false, nil
	}
	// A float: Playwright would pass an int64 as a BigInt, which no Map key equals.
	v, err := p.Evaluate(pageJS, map[string]any{"op": "refSelector", "id": float64(el.rid)})
	if err != nil {
		return "", false, err
	}
	if v == nil {
		return "", true, nil
	}
	sel, _ = v.(string)
	return sel, false, nil
}

// redrawn finds the control that took the place of el's element, gone from
// the page: the one control with its role, name, derived name and row. A
// ref is refused as stale when no such control, or several, exist, or
// when the element had no row to tell it from another of its name.
//
// The scan registers the page's new elements first: one that took the
// element's place, name and row takes its ref (refIdOf), and is the one.
func (s *Session) redrawn(p playwright.Page, el Element) (Element, bool) {
	st, err := scanStructure(p, StructureOptions{MaxElements: 3000, parts: el.Row != "", TextChars: -1, refStart: s.refNext})
	if err != nil {
		return Element{}, false
	}
	for _, e := range st.Elements {
		if el.rid != 0 && e.rid == el.rid {
			return e, true
		}
	}
	// Else the one control with its role, name and row; without a row to
	// pin it, a lone control of the same name may be another's (Beta's
	// Archive, once Alpha's is gone), so the ref is stale.
	if el.Name == "" && el.Derived == "" || el.Row == "" {
		return Element{}, false
	}
	var found []Element
	for _, e := range st.Elements {
		if e.Role == el.Role && e.Name == el.Name && e.Derived == el.Derived && (el.Row == "" || e.Row == el.Row) {
			found = append(found, e)
		}
	}
	if len(found) != 1 {
		return Element{}, false
	}
	return found[0], true
}
