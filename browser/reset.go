package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ErrNoReset means a session cannot be put back to its starting state in
// place: its storage state holds local storage, which only a new browser
// context can start from, or a page used HTTP authentication, whose
// credentials Chromium keeps per context where DevTools cannot clear them.
// The caller opens a new session instead.
var ErrNoReset = errors.New("this session cannot be put back to a new context's state in place: open a new session for the next page")

// storageTypes are what Storage.clearDataForOrigin clears between pages:
// everything an origin keeps, session storage included (checked: a page's
// sessionStorage, localStorage, cookie and IndexedDB database are all gone
// on its next load in the same tab).
const storageTypes = "all"

// ResetForNextPage puts the session back to how a new browser context
// would start, so that the next page opened in it (a crawl's) sees nothing
// the pages before it left, while the tab, its renderer process and what
// that process has compiled are kept: a new context per page made the
// crawl's bench site 2.6 times slower (docs/site-audits.md).
//
// It closes every tab but the current one, takes that one to about:blank
// and clears its name (window.name), clears every origin any frame of the
// session showed (cookies, local and session storage, IndexedDB, cache
// storage), and sets the cookies of the storage state the session started
// from again. What it cannot undo in place gives ErrNoReset, and the
// caller opens a new session: a storage state with local storage, and a
// page that used HTTP authentication.
func (s *Session) ResetForNextPage(ctx context.Context) error {
	_, err := s.WithPage(ctx, func(p playwright.Page) error {
		start, err := s.startState()
		if err != nil {
			return err
		}
		for _, o := range start.Origins {
			if len(o.LocalStorage) > 0 {
				return fmt.Errorf("%w: its storage state holds local storage", ErrNoReset)
			}
		}
		s.evMu.Lock()
		tabs := append([]playwright.Page(nil), s.tabs...)
		origins := s.origins
		s.origins = map[string]bool{}
		s.evMu.Unlock()
		for _, t := range tabs {
			if t != p {
				if err := t.Close(); err != nil {
					return fmt.Errorf("close a tab the page opened: %w", err)
				}
			}
		}
		if _, err := p.Goto("about:blank"); err != nil {
			return fmt.Errorf("leave the page: %w", err)
		}
		// The tab's name outlives its documents (window.name).
		if _, err := p.Evaluate(`() => { window.name = ''; }`); err != nil {
			return fmt.Errorf("clear the tab's name: %w", err)
		}
		if err := clearOrigins(p, origins); err != nil {
			return err
		}
		if err := p.Context().ClearCookies(); err != nil {
			return fmt.Errorf("clear cookies: %w", err)
		}
		if len(start.Cookies) > 0 {
			if err := p.Context().AddCookies(start.Cookies); err != nil {
				return fmt.Errorf("set the storage state's cookies again: %w", err)
			}
		}
		// Read last, after the round trips above, so that the events of the
		// page's last requests have arrived.
		if s.httpAuth.Load() {
			return fmt.Errorf("%w: a page used HTTP authentication", ErrNoReset)
		}
		s.refs, s.earlier = refSet{}, refSet{}
		s.parked.Store(true)
		return nil
	})
	return err
}

// clearOrigins clears what each origin keeps, through the page's DevTools
// session: nothing the page's script can reach or undo.
func clearOrigins(p playwright.Page, origins map[string]bool) error {
	if len(origins) == 0 {
		return nil
	}
	cdp, err := p.Context().NewCDPSession(p)
	if err != nil {
		return fmt.Errorf("open a DevTools session to clear storage: %w", err)
	}
	defer func() { _ = cdp.Detach() }()
	for o := range origins {
		if _, err := cdp.Send("Storage.clearDataForOrigin", map[string]any{"origin": o, "storageTypes": storageTypes}); err != nil {
			return fmt.Errorf("clear the storage of %s: %w", o, err)
		}
	}
	return nil
}

// startState is the storage state the session's contexts start from: the
// one loaded with UseStorageState, else the configured file, else none.
func (s *Session) startState() (playwright.OptionalStorageState, error) {
	var st playwright.OptionalStorageState
	switch {
	case s.storage != nil:
		return *s.storage, nil
	case s.m.cfg.StorageState != "":
		data, err := os.ReadFile(s.m.cfg.StorageState)
		if err != nil {
			return st, fmt.Errorf("read the storage state: %w", err)
		}
		if err := json.Unmarshal(data, &st); err != nil {
			return st, fmt.Errorf("%w: %s: %v", ErrBadStorageState, s.m.cfg.StorageState, err)
		}
	}
	return st, nil
}

// watchHTTPAuth marks the session when a page uses HTTP authentication: a
// request with credentials in its URL (XMLHttpRequest.open with a user
// and password, a navigation to user:pass@host) or an answer that asks
// for them (401, 407). Chromium then keeps credentials for the context,
// and no DevTools command clears them: ResetForNextPage refuses.
func (s *Session) watchHTTPAuth(bctx playwright.BrowserContext) {
	s.httpAuth.Store(false)
	bctx.OnRequest(func(r playwright.Request) {
		if u, err := url.Parse(r.URL()); err == nil && u.User != nil {
			s.httpAuth.Store(true)
		}
	})
	bctx.OnResponse(func(r playwright.Response) {
		if st := r.Status(); st == 401 || st == 407 {
			s.httpAuth.Store(true)
		}
	})
}

// sawFrame records the origin a frame showed, for ResetForNextPage.
func (s *Session) sawFrame(raw string) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return
	}
	o := strings.ToLower(u.Scheme + "://" + u.Host)
	s.evMu.Lock()
	if s.origins == nil {
		s.origins = map[string]bool{}
	}
	s.origins[o] = true
	s.evMu.Unlock()
}
