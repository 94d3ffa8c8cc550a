package browser

// Page-level actions: URL policy, navigation, history and waiting.

import (
	"cmp"
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync/atomic"
	"time"

	"github.com/accessagents/accessagents/guard"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// CheckURL allows only absolute http(s) URLs.
func CheckURL(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, fmt.Errorf("%w: %q is not a valid URL: %v", ErrBadURL, raw, err)
	}
	switch strings.ToLower(u.Scheme) {
	case "http", "https":
	case "":
		return nil, fmt.Errorf("%w: %q has no scheme; use an absolute http:// or https:// URL", ErrBadURL, raw)
	default:
		return nil, fmt.Errorf("%w: scheme %q is refused; only http and https URLs may be opened", ErrBadURL, u.Scheme+":")
	}
	if u.Host == "" {
		return nil, fmt.Errorf("%w: %q has no host", ErrBadURL, raw)
	}
	return u, nil
}

// NavigateOptions for Navigate.
type NavigateOptions struct {
	Viewport  string // desktop|mobile; empty keeps the current one
	WaitUntil string // load|domcontentloaded|networkidle|commit
	// Reached, when set, is called as soon as the page reaches WaitUntil,
	// before the call waits for the page's requests to settle (the guard
	// judges them within the call). It must not block: work it starts
	// runs in its own goroutine, beside that wait. A scan loads axe
	// there, so that its compile overlaps the wait. It is not called when
	// the navigation failed or was refused.
	Reached func(p playwright.Page)
}

// NavResult is the outcome of a navigation.
type NavResult struct {
	Outcome
	Status int `json:"status"`
}

// Navigate opens rawURL in the current tab.
func (s *Session) Navigate(ctx context.Context, rawURL string, o NavigateOptions) (NavResult, error) {
	var res NavResult
	u, err := CheckURL(rawURL)
	if err != nil {
		return res, err
	}
	vp, ok := ViewportByName(o.Viewport)
	if !ok {
		return res, fmt.Errorf("unknown viewport %q (desktop or mobile)", o.Viewport)
	}
	wait := playwright.WaitUntilStateLoad
	switch o.WaitUntil {
	case "domcontentloaded":
		wait = playwright.WaitUntilStateDomcontentloaded
	case "networkidle":
		wait = playwright.WaitUntilStateNetworkidle
	case "commit":
		wait = playwright.WaitUntilStateCommit
	}
	if err := s.pass(ctx, Act{Kind: ActNavigate, URL: u.String()}); err != nil {
		return res, err
	}
	if f := s.m.cfg.RequestFilter; f != nil {
		if err := f(ctx, u.String()); err != nil {
			if guard.NameNotFound(err) {
				return res, fmt.Errorf("%w: %s could not be loaded: the host name %q does not resolve (DNS lookup failed). %s", ErrNavigation, u, u.Hostname(), unreachableAdvice)
			}
			return res, fmt.Errorf("%w: %v. %s", ErrBadURL, err, policyAdvice)
		}
	}
	var status atomic.Int32
	var notice atomic.Pointer[string]
	res.Outcome, err = s.do(ctx, func(p playwright.Page) error {
		if o.Viewport != "" && vp != s.viewport {
			if err := s.live(); err != nil {
				return err
			}
			if err := p.SetViewportSize(vp.Width, vp.Height); err != nil {
				return err
			}
			s.viewport = vp
		}
		start, gen := time.Now(), s.navGen(p)
		resp, err, refused := s.gotoUnlessRefused(p, u.String(), playwright.PageGotoOptions{WaitUntil: wait,
			Timeout: playwright.Float(timeoutMs(ctx, s.m.cfg.NavigationTimeout))})
		if refused {
			n := fmt.Sprintf("%s started another navigation while it loaded, which was refused; the page is used as it is", u)
			notice.Store(&n)
			return nil
		}
		s.awaitErrorPage(p, gen, err, time.Duration(timeoutMs(ctx, s.m.cfg.NavigationTimeout))*time.Millisecond)
		if blocked := s.blockedLoad(resp, err, start); blocked != nil {
			return blocked
		}
		if failed := s.loadFailure(u, resp, err, start); failed != nil {
			return failed
		}
		if err != nil && isTimeout(err) && documentReady(p, u.String()) {
			// The document is there, but the wait never ended: a script
			// started another navigation the guard refused (a form that
			// submits itself on load), or a resource hangs. The page is
			// used as it is.
			n := fmt.Sprintf("%s did not finish loading (%s) in time; its document is ready and is used as it is", u, cmp.Or(o.WaitUntil, "load"))
			notice.Store(&n)
			return nil
		}
		if err != nil {
			if isTimeout(err) {
				return fmt.Errorf("%w: %s did not finish loading (%s) in time; try wait_until=domcontentloaded", ErrTimeout, u, o.WaitUntil)
			}
			return fmt.Errorf("%w: %s: %s", ErrNavigation, u, FirstLine(err.Error()))
		}
		if resp != nil {
			status.Store(int32(resp.Status()))
		}
		if o.Reached != nil {
			o.Reached(p)
		}
		return nil
	})
	// fn may still be finishing after a dialog interrupted the wait.
	res.Status = int(status.Load())
	if n := notice.Load(); n != nil && err == nil {
		res.Notices = append(res.Notices, *n)
	}
	return res, err
}

// documentReady says whether the tab shows target with its document
// parsed, after a wait for it timed out.
func documentReady(p playwright.Page, target string) bool {
	if strings.TrimSuffix(p.URL(), "/") != strings.TrimSuffix(target, "/") {
		return false
	}
	st, err := p.Evaluate("document.readyState")
	return err == nil && (st == "interactive" || st == "complete")
}

// policyAdvice ends every URL-policy refusal: who can change it, and how.
const policyAdvice = "Category: URL policy (network). Only an operator can allow it, by changing --allowed-origins, --blocked-origins or --block-private-networks; metadata and link-local addresses are never allowed."

// blockedHeader is set by the URL-policy proxy on a response it made up
// instead of forwarding (guard.BlockedHeader, lower-cased as Playwright
// reports headers).
const blockedHeader = "x-accessagents-blocked"

// refusedRedirectHeader (guard.RefusedRedirectHeader) marks the proxy's
// refusal of a redirect into a destructive URL: not an operator's policy.
const refusedRedirectHeader = "x-accessagents-refused-redirect"

// redirectAdvice ends a refused-redirect message.
const redirectAdvice = "Category: guard (redirect). The site redirected to a URL the guard judges destructive; if that is what the user wants, browser_navigate to it directly and the guard will ask for confirmation."

// blockedLoad reports a load the URL-policy proxy refused: a redirect to a
// blocked origin comes back as the proxy's 403 (plain http) or a failed
// tunnel (https).
func (s *Session) blockedLoad(resp playwright.Response, err error, start time.Time) error {
	if resp != nil {
		if reason := resp.Headers()[blockedHeader]; reason != "" {
			advice := policyAdvice
			if resp.Headers()[refusedRedirectHeader] != "" {
				advice = redirectAdvice
			}
			return fmt.Errorf("%w: the page loaded from %s was refused by the URL policy: %s; it was not loaded. %s", ErrBadURL, resp.URL(), reason, advice)
		}
	}
	// Only a refused tunnel is the proxy's doing: a load that failed
	// another way (a crashed renderer, a reset) is not blamed on
	// whatever else the proxy refused meanwhile, such as Chromium's own
	// background requests or another session's sub-requests.
	// third-party text: Chromium's net::ERR_ code reaches us only inside
	// Playwright's message.
	if err == nil || s.m.cfg.ProxyBlocks == nil || !strings.Contains(err.Error(), "ERR_TUNNEL_CONNECTION_FAILED") {
		return nil
	}
	if reasons := s.m.cfg.ProxyBlocks(start); len(reasons) > 0 {
		return fmt.Errorf("%w: the load was refused by the URL policy: %s. %s", ErrBadURL, strings.Join(reasons, "; "), policyAdvice)
	}
	return nil
}

// Back goes one step back in the tab's history.
func (s *Session) Back(ctx context.Context) (Outcome, error) {
	return s.do(ctx, func(p playwright.Page) error {
		if err := s.pass(ctx, Act{Kind: ActBack, URL: previousURL(p)}); err != nil {
			return err
		}
		resp, err := p.GoBack(playwright.PageGoBackOptions{Timeout: playwright.Float(timeoutMs(ctx, s.m.cfg.NavigationTimeout))})
		if err != nil {
			return fmt.Errorf("%w: back: %s", ErrNavigation, FirstLine(err.Error()))
		}
		if resp == nil && p.URL() == "about:blank" {
			return fmt.Errorf("%w: there is no previous page in this tab's history", ErrNavigation)
		}
		return nil
	})
}

// MaxWait caps browser_wait.
const MaxWait = 30 * time.Second

// Wait sleeps ms, or waits until selector is visible, or until text appears.
func (s *Session) Wait(ctx context.Context, ms int, selector, text string, timeout time.Duration) (Outcome, error) {
	if timeout <= 0 || timeout > MaxWait {
		timeout = MaxWait
	}
	return s.do(ctx, func(p playwright.Page) error {
		to := playwright.Float(timeoutMs(ctx, timeout))
		var err error
		switch {
		case selector != "":
			err = p.Locator(selector).First().WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: to})
			if isSelectorSyntax(err) {
				return fmt.Errorf("%w %q: %s", ErrBadSelector, selector, FirstLine(err.Error()))
			}
		case text != "":
			err = p.GetByText(text).First().WaitFor(playwright.LocatorWaitForOptions{State: playwright.WaitForSelectorStateVisible, Timeout: to})
		default:
			d := time.Duration(ms) * time.Millisecond
			if d > timeout {
				d = timeout
			}
			t := time.NewTimer(d)
			defer t.Stop()
			select {
			case <-t.C:
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		if err != nil && isTimeout(err) {
			what := "selector " + selector
			if text != "" {
				what = fmt.Sprintf("text %q", text)
			}
			return fmt.Errorf("%w: %s did not become visible within %s", ErrTimeout, what, timeout)
		}
		return err
	})
}
