package browser

import (
	"context"
	"errors"
	"fmt"
	"sync"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// scratch is a blank page in a private browser context: work that must not
// run inside a page under test (axe's finishRun, which a page's own scripts
// could break) runs there. There is one per browser in use (the local
// Chromium, or each remote endpoint), so it needs no browser of its own. It
// is rebuilt when a call on it failed, so no failure outlives the call that
// saw it.
type scratch struct {
	mu   sync.Mutex
	bctx playwright.BrowserContext
	page playwright.Page
}

// scratchFor returns b's scratch, forgetting those of browsers that went away.
func (m *Manager) scratchFor(b playwright.Browser) *scratch {
	m.scratchMu.Lock()
	defer m.scratchMu.Unlock()
	if m.scratches == nil {
		m.scratches = map[playwright.Browser]*scratch{}
	}
	for other := range m.scratches {
		if other != b && !other.IsConnected() {
			delete(m.scratches, other)
		}
	}
	sc := m.scratches[b]
	if sc == nil {
		sc = &scratch{}
		m.scratches[b] = sc
	}
	return sc
}

// run calls fn on the scratch page of b. Calls are serialised; a failed call
// discards the page so the next starts afresh.
func (sc *scratch) run(ctx context.Context, b playwright.Browser, fn func(p playwright.Page) error) error {
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.page == nil || sc.page.IsClosed() {
		sc.reset()
		bctx, err := b.NewContext()
		if err != nil {
			return fmt.Errorf("scratch context: %w", err)
		}
		p, err := bctx.NewPage()
		if err != nil {
			_ = bctx.Close()
			return fmt.Errorf("scratch page: %w", err)
		}
		sc.bctx, sc.page = bctx, p
	}
	done := make(chan error, 1)
	page := sc.page
	go func() { done <- fn(page) }()
	var err error
	select {
	case err = <-done:
	case <-ctx.Done():
		// The abandoned call ends when its page is closed.
		sc.reset()
		return ctx.Err()
	}
	if err != nil {
		sc.reset()
	}
	return err
}

func (sc *scratch) reset() {
	if sc.bctx != nil {
		_ = sc.bctx.Close()
	}
	sc.bctx, sc.page = nil, nil
}

// ErrNoBrowser means the session has no browser yet (nothing was opened).
var ErrNoBrowser = errors.New("the session has no browser yet")

// Scratch runs fn on a blank page that belongs to no session, in the same
// browser as this session (so it works with remote browsers too).
func (s *Session) Scratch(ctx context.Context, fn func(p playwright.Page) error) error {
	if s.bctx == nil || s.bctx.Browser() == nil {
		return ErrNoBrowser
	}
	b := s.bctx.Browser()
	return s.m.scratchFor(b).run(ctx, b, fn)
}
