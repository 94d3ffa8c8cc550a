package browser

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/browser/browsertest"
)

const serialPage = `<!doctype html><html lang="en"><head><title>Serial</title></head><body><main>
<script>window.clicks = 0; window.submits = 0;</script>
<button id="go" onclick="window.clicks++; fetch('/clicked')">Go</button>
<button id="late" onclick="window.clicks++; fetch('/clicked')">Late</button>
<form id="f" onsubmit="event.preventDefault(); window.submits++; fetch('/submitted')">
  <input id="q" name="q" aria-label="Query">
</form>
<a id="next" href="/other">Next page</a> <a id="frag" href="#section">Section</a>
<h2 id="section">Section</h2>
<script>
document.getElementById('q').addEventListener('input', function once() {
  this.removeEventListener('input', once);
  alert('typed');
});
const late = document.getElementById('late');
fetch('/gate').then(() => { late.disabled = true; return fetch('/disabled'); })
  .then(() => fetch('/enable')).then(() => { late.disabled = false; });
</script>
</main></body></html>`

// gates let a test step the page: after gate the page disables #late and
// reports it (disabled is closed); after enable it enables #late again.
type gates struct{ gate, disabled, enable chan struct{} }

func openGates() gates {
	g := gates{make(chan struct{}), make(chan struct{}), make(chan struct{})}
	close(g.gate)
	close(g.enable)
	return g
}

// serialSite serves serialPage and counts the clicks and submits the
// server hears of.
func serialSite(t *testing.T, g gates) (*httptest.Server, *atomic.Int32) {
	var heard atomic.Int32
	var once sync.Once
	hold := func(r *http.Request, ch chan struct{}) {
		select {
		case <-ch:
		case <-r.Context().Done():
		}
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/clicked", "/submitted":
			heard.Add(1)
		case "/gate":
			hold(r, g.gate)
		case "/disabled":
			once.Do(func() { close(g.disabled) })
		case "/enable":
			hold(r, g.enable)
		case "/other":
			fmt.Fprint(w, `<!doctype html><html lang="en"><head><title>Other</title></head><body><a href="/">Back</a></body></html>`)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprint(w, serialPage)
		}
	}))
	t.Cleanup(srv.Close)
	return srv, &heard
}

// pageNumber reads a number the page keeps in window.
func pageNumber(t *testing.T, s *Session, expr string) float64 {
	t.Helper()
	n, _, err := WithPageInto(testCtx(t), s, func(p playwright.Page, n *float64) error {
		v, err := p.Evaluate(expr)
		if err != nil {
			return err
		}
		switch x := v.(type) {
		case int:
			*n = float64(x)
		case float64:
			*n = x
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// TestAbandonedCallsHandBackNothing: a call whose caller gave up (its
// context ended, or a dialog interrupted a read) returns at once, and what
// its still-running fn produces later is dropped, not written into what
// the caller holds. Under -race (as make test runs it) a regression to
// results written through captured variables is a reported data race.
func TestAbandonedCallsHandBackNothing(t *testing.T) {
	browsertest.Slow(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		fmt.Fprint(w, `<!doctype html><html lang="en"><title>Busy</title><main><button>One</button><button>Two</button></main>`)
	}))
	t.Cleanup(srv.Close)
	s := newTestSession(t)
	if _, err := s.Navigate(testCtx(t), srv.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}

	// 1. The caller gives up while fn is still busy (the page's script
	// holds its main thread for 1.5 s): nothing comes back, and fn's late
	// result is dropped.
	ctx, cancel := context.WithTimeout(testCtx(t), 300*time.Millisecond)
	n, _, err := WithPageInto(ctx, s, func(p playwright.Page, v *int) error {
		r, err := p.Evaluate(`() => { const t = Date.now(); while (Date.now() - t < 1500) {} return 7; }`)
		if err != nil {
			return err
		}
		*v, _ = r.(int)
		return nil
	})
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) || n != 0 {
		t.Fatalf("read past its deadline: %d, %v; want 0 and the deadline", n, err)
	}

	// 2. The same for a structure read: the page holds its main thread
	// for 1.5 s the first time an element is measured, mid-scan.
	if _, err := s.WithPage(testCtx(t), func(p playwright.Page) error {
		_, err := p.Evaluate(`() => { const box = Element.prototype.getBoundingClientRect;
			Element.prototype.getBoundingClientRect = function () {
				if (!window.held) { window.held = 1; const t = Date.now(); while (Date.now() - t < 1500) {} }
				return box.call(this); }; }`)
		return err
	}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel = context.WithTimeout(testCtx(t), 300*time.Millisecond)
	st, _, err := s.Structure(ctx, StructureOptions{})
	cancel()
	if !errors.Is(err, context.DeadlineExceeded) || len(st.Elements) != 0 {
		t.Fatalf("structure read past its deadline: %d elements, %v; want none and the deadline", len(st.Elements), err)
	}
	// The next call waits for the abandoned one and reads the page itself.
	st, _, err = s.Structure(testCtx(t), StructureOptions{})
	if err != nil || len(st.Elements) != 2 {
		t.Fatalf("structure after an abandoned one: %d elements, %v; want 2", len(st.Elements), err)
	}

	// 3. A read that opens a dialog is an error that names it, with no
	// value; the value its fn computes once the dialog is answered is
	// dropped.
	got, out, err := WithPageInto(testCtx(t), s, func(p playwright.Page, v *string) error {
		r, err := p.Evaluate(`() => { alert('hold on'); return document.title; }`)
		if err != nil {
			return err
		}
		*v, _ = r.(string)
		return nil
	})
	if !errors.Is(err, ErrDialogInterrupted) || out.Dialog == nil || got != "" || !strings.Contains(err.Error(), "browser_handle_dialog") {
		t.Fatalf("read interrupted by a dialog: value %q, dialog %+v, err %v; want ErrDialogInterrupted naming browser_handle_dialog and no value", got, out.Dialog, err)
	}
	if _, err := s.HandleDialog(true, ""); err != nil {
		t.Fatal(err)
	}
	if n := pageNumber(t, s, "document.querySelectorAll('button').length"); n != 2 {
		t.Errorf("the session after the dialog: %v buttons, want 2", n)
	}
}

// TestCancelledActionsNeverLandLater: an action whose caller has gone —
// cancelled while the guard was still asking, cancelled while waiting for
// its button to become enabled, or abandoned on a dialog — takes no further
// effect, and the next call waits for it instead of interleaving.
func TestCancelledActionsNeverLandLater(t *testing.T) {
	browsertest.Slow(t)
	g := gates{make(chan struct{}), make(chan struct{}), make(chan struct{})}
	srv, heard := serialSite(t, g)
	s := newTestSession(t)
	if _, err := s.Navigate(testCtx(t), srv.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}

	// 1. The guard's question outlives the call: a late "yes" clicks nothing.
	ctx, cancel := context.WithCancel(testCtx(t))
	asking := make(chan struct{})
	check := func(Resolved) error {
		close(asking)
		<-ctx.Done() // the person answers only after the caller gave up
		return nil
	}
	errc := make(chan error, 1)
	go func() {
		_, err := s.Click(ctx, Target{Selector: "#go"}, check)
		errc <- err
	}()
	<-asking
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled click: %v", err)
	}
	if n := pageNumber(t, s, "window.clicks"); n != 0 {
		t.Errorf("a cancelled click landed later: window.clicks = %v", n)
	}

	// 2. Cancelled while Playwright waits for the button to be enabled
	// again: enabling it later must not let the click through.
	ctx, cancel = context.WithCancel(testCtx(t))
	go func() {
		_, err := s.Click(ctx, Target{Selector: "#late"}, func(Resolved) error {
			close(g.gate) // the page now disables #late …
			<-g.disabled  // … and has done so before the click goes on
			return nil
		})
		errc <- err
	}()
	<-g.disabled
	cancel()
	if err := <-errc; !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled click: %v", err)
	}
	close(g.enable) // the page enables #late again
	if _, err := s.Wait(testCtx(t), 0, "#late:not([disabled])", "", 0); err != nil {
		t.Fatal(err)
	}
	if n := pageNumber(t, s, "window.clicks"); n != 0 {
		t.Errorf("the click waiting for an enabled button landed after cancel: window.clicks = %v", n)
	}

	// 3. Typing opens an alert: the call returns with the dialog; after the
	// dialog is answered the abandoned call must not go on to submit.
	out, err := s.Type(testCtx(t), Target{Selector: "#q"}, "hello", TypeOptions{Clear: true, Submit: true}, nil)
	if err != nil || out.Dialog == nil {
		t.Fatalf("type: %+v %v, want the alert reported", out, err)
	}
	if _, err := s.HandleDialog(true, ""); err != nil {
		t.Fatal(err)
	}
	if n := pageNumber(t, s, "window.submits"); n != 0 {
		t.Errorf("the abandoned type pressed Enter after the dialog: window.submits = %v", n)
	}
	if n := heard.Load(); n != 0 {
		t.Errorf("the server heard %d clicks/submits", n)
	}
	// The session still works.
	if _, err := s.Click(testCtx(t), Target{Selector: "#go"}, nil); err != nil {
		t.Fatal(err)
	}
	if n := pageNumber(t, s, "window.clicks"); n != 1 {
		t.Errorf("a live click: window.clicks = %v, want 1", n)
	}
}

// TestStaleRefs: a ref names an element of the document it was read from;
// after a navigation (ours or the page's) it is refused with the reason,
// while a fragment jump keeps it.
func TestStaleRefs(t *testing.T) {
	browsertest.Slow(t)
	srv, _ := serialSite(t, openGates())
	s := newTestSession(t)
	ctx := testCtx(t)
	refOf := func(name string) string {
		t.Helper()
		st, _, err := s.Structure(ctx, StructureOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range st.Elements {
			if e.Name == name {
				return e.Ref
			}
		}
		t.Fatalf("no %q in the structure", name)
		return ""
	}
	if _, err := s.Navigate(ctx, srv.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	ref := refOf("Section")
	if _, err := s.Click(ctx, Target{Ref: ref}, nil); err != nil {
		t.Fatalf("fragment link: %v", err)
	}
	if _, err := s.Click(ctx, Target{Ref: refOf("Go")}, nil); err != nil {
		t.Fatalf("ref after a fragment jump: %v", err)
	}
	goRef := refOf("Go")
	// The page navigates itself (a link), then a ref from before is used.
	if _, err := s.Click(ctx, Target{Ref: refOf("Next page")}, nil); err != nil {
		t.Fatal(err)
	}
	_, err := s.Click(ctx, Target{Ref: goRef}, nil)
	if !errors.Is(err, ErrStaleRef) || !strings.Contains(err.Error(), "earlier page") || !strings.Contains(err.Error(), "/other") ||
		!strings.Contains(err.Error(), "browser_page_structure") {
		t.Fatalf("stale ref after the page navigated: %v", err)
	}
	// Our own navigation back to the same URL is a new document too.
	if _, err := s.Navigate(ctx, srv.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	goRef = refOf("Go")
	if _, err := s.Navigate(ctx, srv.URL+"/", NavigateOptions{}); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Click(ctx, Target{Ref: goRef}, nil); !errors.Is(err, ErrStaleRef) {
		t.Errorf("ref across a reload: %v", err)
	}
}
