package audit

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser"
)

// A page under audit may open alert/confirm/prompt dialogs while it loads or
// while axe runs (a newsletter alert, a cookie confirm). A scan never
// accepts one: it dismisses it (the cancelling answer), says so in a notice,
// and waits for its own work to finish, so a dialog can neither fail the
// scan, nor leave the session blocked for the calls after it, nor let the
// scan report a half-finished result.

// maxDialogs bounds how many dialogs one scan dismisses (a page that opens
// them in a loop gets a clear error instead of a hang).
const maxDialogs = 20

// dismissDialog dismisses the pending dialog, if any, and describes it.
func dismissDialog(s *browser.Session) (string, bool) {
	d := s.PendingDialog()
	if d == nil {
		return "", false
	}
	if _, err := s.HandleDialog(false, ""); err != nil {
		return "", false
	}
	msg := []rune(d.Message)
	if len(msg) > 120 {
		msg = append(msg[:120], '…')
	}
	return fmt.Sprintf("dismissed a %s dialog the page opened (%q; untrusted page text) so the audit could run", d.Type, string(msg)), true
}

// withPageDismissing runs fn like Session.WithPage and returns only once fn
// has finished, dismissing any dialog the page opens meanwhile.
func withPageDismissing(ctx context.Context, s *browser.Session, fn func(p playwright.Page) error) (browser.Outcome, error) {
	return dismissingVia(ctx, s, s.WithPage, fn)
}

// dismissingVia is withPageDismissing through run (Session.WithPage, or
// WithPageUntitled for a scan, whose turn reads the title).
func dismissingVia(ctx context.Context, s *browser.Session, run func(context.Context, func(playwright.Page) error) (browser.Outcome, error), fn func(p playwright.Page) error) (browser.Outcome, error) {
	var notices []string
	dismissed := 0
	dismiss := func() error {
		if n, ok := dismissDialog(s); ok {
			notices = append(notices, n)
			if dismissed++; dismissed > maxDialogs {
				return fmt.Errorf("the page opened more than %d dialogs during the audit; it cannot be scanned unattended", maxDialogs)
			}
		}
		return nil
	}
	finish := func(out browser.Outcome, err error) (browser.Outcome, error) {
		out.Dialog = nil
		out.Notices = append(out.Notices, notices...)
		return out, err
	}
	for attempt := 0; ; attempt++ {
		// A dialog the page opened between calls would refuse this call
		// before fn runs: answer it first.
		if err := dismiss(); err != nil {
			return finish(browser.Outcome{}, err)
		}
		done := make(chan error, 1)
		out, err := run(ctx, func(p playwright.Page) error {
			err := fn(p)
			// The session runs fn a second time when the browser died under
			// the first (on a relaunched or another remote browser). Keep
			// only the latest result: a second send into the full channel
			// blocked fn, and so the scan, until its deadline.
			select {
			case <-done:
			default:
			}
			done <- err
			return err
		})
		if errors.Is(err, browser.ErrDialogOpen) {
			if attempt < maxDialogs {
				continue // it opened just now; fn did not run
			}
			return finish(out, err)
		}
		if !errors.Is(err, browser.ErrDialogInterrupted) {
			return finish(out, err)
		}
		// fn is running and the page is blocked on a dialog: answer it, and
		// any that follow, until fn finishes.
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			if err := dismiss(); err != nil {
				return finish(out, err)
			}
			select {
			case err := <-done:
				return finish(out, err)
			case <-ctx.Done():
				return finish(out, ctx.Err())
			case <-tick.C:
			}
		}
	}
}

// settleAfterNavigate handles a dialog a navigation for a scan ran into.
// The page being left may ask before it unloads (beforeunload): the scan was
// asked to open another URL, so that is accepted — through the guard, like
// browser_handle_dialog — and the scan waits until a new document (one with
// another time origin than left, the page's before navigating) is in place.
// Any other dialog comes from the new page and is dismissed.
func settleAfterNavigate(ctx context.Context, s *browser.Session, nav *browser.Outcome, left float64) error {
	if nav.Dialog == nil {
		return nil
	}
	d := nav.Dialog
	nav.Dialog = nil
	if d.Type != "beforeunload" {
		if n, ok := dismissDialog(s); ok {
			nav.Notices = append(nav.Notices, n)
		}
		return nil
	}
	if _, err := s.AnswerDialog(ctx, true, ""); err != nil {
		return fmt.Errorf("the current page asks before it is left (beforeunload) and leaving it was not allowed: %w", err)
	}
	nav.Notices = append(nav.Notices, "the previous page asked before it was left (beforeunload); it was left to open the URL")
	out, err := withPageDismissing(ctx, s, func(p playwright.Page) error {
		return awaitInPage(p, newDocJS, left, navWait)
	})
	nav.Notices = append(nav.Notices, out.Notices...)
	if err != nil {
		return fmt.Errorf("the new page did not open after leaving the previous one: %w", err)
	}
	return nil
}

// navWait bounds the wait for a navigation a dialog held up.
const navWait = 30 * time.Second

// timeOrigin identifies the document the session's page shows now; hold,
// when set, is given the page's browser context first (a scan has axe's
// source held there before it navigates).
func timeOrigin(ctx context.Context, s *browser.Session, hold func(playwright.BrowserContext)) float64 {
	t, _, _ := browser.WithPageInto(ctx, s, func(p playwright.Page, t *float64) error {
		if hold != nil {
			hold(p.Context())
		}
		v, err := p.Evaluate(`() => performance.timeOrigin`)
		if f, ok := v.(float64); ok && err == nil {
			*t = f
		}
		return nil
	})
	return t
}

// loadWait bounds how long a scan waits for a page's load event after its
// DOM is ready: an ad or widget that never finishes must not fail the audit.
const loadWait = 10 * time.Second

// awaitLoad waits (bounded) for the load event, dismissing dialogs. With
// meanwhile set, that runs in the page at the same time (loading axe while
// the page's images still arrive), and the wait ends when both have.
func awaitLoad(ctx context.Context, s *browser.Session, nav *browser.Outcome, meanwhile func(p playwright.Page)) error {
	out, err := withPageDismissing(ctx, s, func(p playwright.Page) error {
		if meanwhile == nil {
			return awaitComplete(p, loadWait)
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			meanwhile(p)
		}()
		err := awaitComplete(p, loadWait)
		<-done
		return err
	})
	nav.Notices = append(nav.Notices, out.Notices...)
	if errors.Is(err, errLoadWait) {
		nav.Notices = append(nav.Notices, fmt.Sprintf("the page's load event had not fired after %s (a sub-resource still loading); scanned the page as it was", loadWait))
		return nil
	}
	return err
}

// errLoadWait is awaitInPage's: the document did not get that far in time.
var errLoadWait = errors.New("the page did not get that far in time")

// awaitComplete waits until the page's document is loaded (readyState
// complete), by the document's own state rather than Playwright's record
// of the load event: a navigation the page started and the guard refused
// resets that record, and its wait would never end. A document replaced
// meanwhile (a refresh, a redirect by script) is waited for in turn; the
// wait ends with errLoadWait after d.
func awaitComplete(p playwright.Page, d time.Duration) error {
	return awaitInPage(p, loadedJS, nil, d)
}

// awaitInPage waits until the page function js resolves in the tab's
// document, through documents that replace it, for at most d (then
// errLoadWait).
func awaitInPage(p playwright.Page, js string, arg any, d time.Duration) error {
	deadline := time.Now().Add(d)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return errLoadWait
		}
		var ok bool
		err := evalJSONIn(p.MainFrame(), left, js, arg, &ok)
		switch {
		case errors.Is(err, ErrFrameTimeout):
			return errLoadWait
		case err == nil || p.IsClosed() || !replaced(err):
			return err
		}
		// The document went while we waited (a redirect by script, a
		// refresh): wait for the one that replaced it.
	}
}

// replaced says whether an evaluation failed because its document was
// replaced by another (Playwright: "Execution context was destroyed, most
// likely because of a navigation"); any other failure ends the wait.
func replaced(err error) bool {
	// third-party text: Playwright's, when the page's document is replaced
	return strings.Contains(err.Error(), "context was destroyed")
}

// newDocJS resolves once the tab shows a document other than the one
// whose time origin is left, parsed (the old one never resolves it: it is
// replaced, and awaitInPage asks the new one).
const newDocJS = `(left) => (performance.timeOrigin !== left && document.readyState !== 'loading') || new Promise((resolve) => {
  if (performance.timeOrigin !== left) document.addEventListener('readystatechange', () => resolve(true), { once: true });
})`

// loadedJS resolves once the document is loaded. (Not waitForFunction:
// Playwright compiles its predicate with eval, which a page's CSP forbids.)
//
// A timed refresh (<meta http-equiv="refresh" content="0.6">, or one that
// reloads the same address) would replace the document while it is read,
// every time: Chromium starts its timer at the load event, so the document
// is stopped (window.stop cancels it) as it completes. An immediate
// redirect to another address is followed, as an HTTP one is. axe's
// meta-refresh rule still reports the refresh from the element.
const loadedJS = `() => {
  const hold = () => {
    for (const m of document.querySelectorAll('meta[http-equiv="refresh" i]')) {
      const c = /^\s*(\d*\.?\d*)\s*(?:[;,]\s*(?:url\s*=\s*)?['"]?([^'"]*))?/i.exec(m.getAttribute('content') || '');
      if (!c || c[1] === '') continue;
      let to = location.href;
      try { if (c[2] && c[2].trim()) to = new URL(c[2].trim(), document.baseURI).href; } catch (e) { continue; }
      if (parseFloat(c[1]) > 0 || to.split('#')[0] === location.href.split('#')[0]) { window.stop(); return; }
    }
  };
  if (document.readyState === 'complete') { hold(); return true; }
  return new Promise((resolve) => {
    const done = () => { if (document.readyState === 'complete') { hold(); resolve(true); } };
    document.addEventListener('readystatechange', done);
    window.addEventListener('load', () => { hold(); resolve(true); }, { once: true });
  });
}`
