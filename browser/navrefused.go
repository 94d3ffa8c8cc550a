package browser

import (
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// gotoUnlessRefused is p.Goto, except when a script of the page starts
// another top-level navigation while it loads (a form that submits itself)
// and the guard refuses it: Chromium then stays on the page, but
// Playwright's wait for it never ends (the refused navigation reset the
// frame's lifecycle), and a scan or crawl waited out the whole navigation
// timeout. From the refusal on, the page's own readiness ends the wait
// too; refused is true when it did.
func (s *Session) gotoUnlessRefused(p playwright.Page, target string, o playwright.PageGotoOptions) (resp playwright.Response, err error, refused bool) {
	start := time.Now()
	for drained := false; !drained; { // earlier navigations' refusals
		select {
		case <-s.fx.refusedNav:
		default:
			drained = true
		}
	}
	type result struct {
		resp playwright.Response
		err  error
	}
	done := make(chan result, 1)
	go func() {
		r, err := p.Goto(target, o)
		done <- result{r, err}
	}()
	for {
		var r refusedNav
		select {
		case res := <-done:
			return res.resp, res.err, false
		case r = <-s.fx.refusedNav:
		}
		// This tab's, sent after Goto began (a refusal judged late may be
		// the page's that was being left), and not Goto's own request for
		// the target, which Goto reports itself.
		if r.tab == p && !r.at.Before(start) && !(r.method == "GET" && r.url == target) {
			break
		}
	}
	// The refused navigation may be Goto's own (the target itself), which
	// Goto reports soon; or the page's, while the target loads.
	ready := make(chan bool, 1)
	go func() { ready <- reachedState(p, target, o.WaitUntil) }()
	for {
		select {
		case r := <-done: // its own timeout bounds the wait
			return r.resp, r.err, false
		case ok := <-ready:
			if ok {
				return nil, nil, true
			}
			ready = nil // not the target's document: Goto ends the wait
		}
	}
}

// reachedState waits in the page until the document at target is as far
// as state (domcontentloaded: parsed; load and networkidle: loaded;
// commit: there), and reports false at once when the tab shows another
// address.
func reachedState(p playwright.Page, target string, state *playwright.WaitUntilState) bool {
	want := "complete"
	if state != nil {
		switch *state {
		case *playwright.WaitUntilStateDomcontentloaded:
			want = "interactive"
		case *playwright.WaitUntilStateCommit:
			want = "loading"
		}
	}
	var ok bool
	err := EvalJSON(p, `({ target, want }) => {
  const strip = (u) => u.split('#')[0].replace(/\/$/, '');
  if (strip(location.href) !== strip(target)) return false;
  const order = ['loading', 'interactive', 'complete'];
  const far = () => order.indexOf(document.readyState) >= order.indexOf(want);
  if (far()) return true;
  return new Promise((resolve) => document.addEventListener('readystatechange', () => { if (far()) resolve(true); }));
}`, map[string]any{"target": target, "want": want}, &ok)
	return err == nil && ok
}

// refusedNav is a top-level navigation the guard refused: the tab, when
// its request arrived, and what it asked for.
type refusedNav struct {
	tab         playwright.Page
	at          time.Time
	method, url string
}
