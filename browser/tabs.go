package browser

import (
	"context"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// Tab describes one open page.
type Tab struct {
	Index   int    `json:"index"`
	URL     string `json:"url"`
	Title   string `json:"title"`
	Current bool   `json:"current"`
}

// Tabs lists the session's open pages, including ones opened by the page.
func (s *Session) Tabs(ctx context.Context) ([]Tab, Outcome, error) {
	return doInto(s, ctx, func(cur playwright.Page, tabs *[]Tab) error {
		*tabs = s.listTabs(cur)
		return nil
	})
}

func (s *Session) listTabs(cur playwright.Page) []Tab {
	s.evMu.Lock()
	pages := append([]playwright.Page(nil), s.tabs...)
	s.evMu.Unlock()
	tabs := make([]Tab, 0, len(pages))
	for i, p := range pages {
		title, _ := p.Title()
		tabs = append(tabs, Tab{Index: i, URL: p.URL(), Title: title, Current: p == cur})
	}
	return tabs
}

func (s *Session) tabCount() int {
	s.evMu.Lock()
	defer s.evMu.Unlock()
	return len(s.tabs)
}

// SelectTab makes tab index current; CloseTab closes it.
func (s *Session) SelectTab(ctx context.Context, index int) ([]Tab, Outcome, error) {
	return s.tabOp(ctx, index, false)
}

// CloseTab closes the tab at index; the last remaining tab becomes current.
func (s *Session) CloseTab(ctx context.Context, index int) ([]Tab, Outcome, error) {
	return s.tabOp(ctx, index, true)
}

func (s *Session) tabOp(ctx context.Context, index int, closeIt bool) ([]Tab, Outcome, error) {
	if err := s.acquire(ctx); err != nil {
		return nil, s.busyOutcome(), err
	}
	var pending <-chan error
	defer func() { s.unlockAfter(pending) }()
	var tabs []Tab
	var out Outcome
	var err error
	out, err, pending = s.doLocked(ctx, false, func(cur playwright.Page) error {
		s.evMu.Lock()
		pages := append([]playwright.Page(nil), s.tabs...)
		s.evMu.Unlock()
		if index < 0 || index >= len(pages) {
			return fmt.Errorf("%w: tab %d does not exist; there are %d tabs (0-%d)", ErrNotFound, index, len(pages), len(pages)-1)
		}
		target := pages[index]
		if err := s.live(); err != nil {
			return err
		}
		if closeIt {
			if err := target.Close(); err != nil {
				return err
			}
			if target == cur {
				pages = append(pages[:index], pages[index+1:]...)
				if len(pages) == 0 {
					p, err := s.bctx.NewPage()
					if err != nil {
						return err
					}
					pages = []playwright.Page{p}
				}
				s.current = pages[len(pages)-1]
			}
		} else {
			s.current = target
			_ = target.BringToFront()
		}
		tabs = s.listTabs(s.current)
		return nil
	})
	if pending != nil {
		// fn was abandoned and may still write tabs: it is not read.
		return nil, out, err
	}
	if err == nil {
		out.URL = s.current.URL()
		out.Title, _ = s.current.Title()
	}
	return tabs, out, err
}
