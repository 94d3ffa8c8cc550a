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
}

// refSet is the last structure scan's refs and the document they name.
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

// setRefs records a scan's refs as of navigation generation gen of p.
func (s *Session) setRefs(p playwright.Page, gen int64, url string, els []Element) {
	m := make(map[string]Element, len(els))
	for _, e := range els {
		m[e.Ref] = e
	}
	s.refs = refSet{page: p, gen: gen, url: url, els: m}
}

// lookupRef finds ref among the last scan's refs, refusing one from an
// earlier document or another tab with the reason.
func (s *Session) lookupRef(p playwright.Page, ref string) (Element, error) {
	el, ok := s.refs.els[ref]
	if !ok {
		return el, &TargetError{Err: ErrNotFound, What: fmt.Sprintf("for ref %q: refs come from the latest browser_page_structure of this tab; call it again", ref)}
	}
	if s.refs.page != p {
		return el, &TargetError{Err: ErrStaleRef, What: fmt.Sprintf("%s: it is from another tab (%s); call browser_page_structure again", ref, s.refs.url)}
	}
	if s.navGen(p) != s.refs.gen {
		return el, &TargetError{Err: ErrStaleRef, What: fmt.Sprintf("%s: it is from an earlier page (%s, before navigation to %s); call browser_page_structure again", ref, s.refs.url, p.URL())}
	}
	return el, nil
}
