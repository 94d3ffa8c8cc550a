package browser

import (
	"context"
	"fmt"
	"sync"

	"github.com/playwright-community/playwright-go"
)

// scratch is a blank page in a private browser context, owned by the
// Manager: work that must not run inside a page under test (axe's
// finishRun, which a page's own scripts could break) runs there. It is
// rebuilt when Chromium was relaunched or when a call on it failed, so no
// failure outlives the call that saw it.
type scratch struct {
	mu   sync.Mutex
	gen  int
	bctx playwright.BrowserContext
	page playwright.Page
}

// Scratch runs fn on a blank page that belongs to no session. Calls are
// serialised; a failed call discards the page so the next starts afresh.
func (m *Manager) Scratch(ctx context.Context, fn func(p playwright.Page) error) error {
	b, gen, _, err := m.ensureBrowser()
	if err != nil {
		return err
	}
	sc := &m.scratch
	sc.mu.Lock()
	defer sc.mu.Unlock()
	if sc.page == nil || sc.gen != gen || sc.page.IsClosed() {
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
		sc.bctx, sc.page, sc.gen = bctx, p, gen
	}
	done := make(chan error, 1)
	page := sc.page
	go func() { done <- fn(page) }()
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

// Scratch runs fn on the manager's blank scratch page (see Manager.Scratch).
func (s *Session) Scratch(ctx context.Context, fn func(p playwright.Page) error) error {
	return s.m.Scratch(ctx, fn)
}
