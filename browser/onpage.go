package browser

import (
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// onPage runs on Playwright's event goroutine: it must not block.
func (s *Session) onPage(p playwright.Page) {
	s.evMu.Lock()
	s.tabs = append(s.tabs, p)
	s.navs[p] = &navState{url: p.URL()}
	s.evMu.Unlock()
	s.hopGuard(p) // on its own goroutine: this one must not block
	// Subscribing to a page event sends a message to the driver: never from
	// this goroutine (a remote browser's page creation waited on it and the
	// session hung). Console and requests are watched per context instead.
	go p.OnFileChooser(s.onFileChooser)
	// A worker's requests are another target's, which the page's own
	// session does not announce: acts then settle by the timed wait.
	p.On("worker", func(playwright.Worker) { s.fx.workers.Store(true) })
	p.OnWebSocket(func(ws playwright.WebSocket) {
		ws.OnFrameSent(func([]byte) {
			now := time.Now().UnixNano()
			s.fx.lastReq.Store(now)
			s.fx.lastFrame.Store(now)
			s.fx.wsSent.Add(1)
		})
	})
	p.OnFrameDetached(func(f playwright.Frame) {
		s.hops.Delete(f)
		s.inProcess.Delete(f)
	})
	p.OnFrameNavigated(func(f playwright.Frame) {
		s.sawFrame(f.URL())
		if f == p.MainFrame() {
			s.navigated(p, f.URL())
		}
	})
	p.OnClose(func(closed playwright.Page) {
		s.evMu.Lock()
		defer s.evMu.Unlock()
		for i, t := range s.tabs {
			if t == closed {
				s.tabs = append(s.tabs[:i], s.tabs[i+1:]...)
				break
			}
		}
		delete(s.navs, closed)
		s.hops.Delete(closed)
		s.popupLoads.Delete(closed)
	})
}
