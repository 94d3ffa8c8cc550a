package audit

import (
	"syscall"
	"testing"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
	"github.com/accessagents/accessagents/browser/browsertest"
)

// TestScanWorkSurvivesBrowserDeath: when the browser dies under a scan's
// page work, the session relaunches it and runs the work again. That second
// run must finish the call. It used to block on its result channel, so a
// crawl whose remote browser server died mid-page sat until --page-timeout
// (5 minutes in TestCrawlTwoRemoteServersSurvivesLosingOne).
func TestScanWorkSurvivesBrowserDeath(t *testing.T) {
	m := browser.NewManager(browser.Config{Runtime: browser.ResolveRuntime(browser.RuntimeOverrides{}), Headless: true, OutputDir: t.TempDir()})
	defer m.Close()
	s, err := m.Session("dies")
	if err != nil {
		t.Fatal(err)
	}
	ctx := testCtx(t)
	before := browsertest.BrowserPIDs(t)
	if _, err := s.Navigate(ctx, siteURL("/pages/basic.html"), browser.NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	pid := browsertest.NewBrowserPID(t, before)
	runs := 0
	_, err = withPageDismissing(ctx, s, func(p playwright.Page) error {
		runs++
		if runs == 1 {
			if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
				t.Error(err)
			}
			_, err := p.WaitForFunction("() => false", nil) // fails once the browser is gone
			return err
		}
		_, err := p.Evaluate("() => 1")
		return err
	})
	if err != nil || runs != 2 {
		t.Fatalf("page work after the browser died: %v after %d runs (want nil after 2: the retry on the relaunched browser)", err, runs)
	}
}
