package browser

import (
	"context"
	"fmt"
	"sync"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// do runs fn against the current page with the session lock held. It never
// hangs on a dialog: if one opens, do returns at once with it in the Outcome.
// If the caller's context ends first, do returns its error at once. Either
// way fn is abandoned: it keeps the lock until its Playwright call returns
// (bounded by its Timeout), and live stops it before any further effect, so
// an abandoned click can never land later, after another call. If Chromium
// died, it relaunches and retries fn once on the fresh browser.
func (s *Session) do(ctx context.Context, fn func(p playwright.Page) error) (Outcome, error) {
	if err := s.acquire(ctx); err != nil {
		return s.busyOutcome(), err
	}
	out, err, pending := s.doLocked(ctx, true, fn)
	s.unlockAfter(pending)
	return out, err
}

// readAfter runs fn as WithPage does but inside the call that just ended,
// not as a call of its own: an act's own follow-up read (what it changed)
// must not become "the call just before" a late request the page sends,
// which the guard ties to the act.
func (s *Session) readAfter(ctx context.Context, fn func(p playwright.Page) error) (Outcome, error) {
	if err := s.acquire(ctx); err != nil {
		return s.busyOutcome(), err
	}
	s.noCall = true
	out, err, pending := s.doLocked(ctx, false, fn)
	s.noCall = false
	s.unlockAfter(pending)
	if pending != nil && err == nil {
		err = ErrDialogInterrupted
	}
	return out, err
}

// doInto runs fn as do does, with a value of its own to fill. The caller
// gets that value only from an fn that finished: an abandoned fn (the
// caller's context ended, or a dialog opened) keeps running on its own
// copy, and what it writes after do returned is dropped, never raced with
// the caller reading it. Results must flow through v, not through
// variables the closure captures.
func doInto[T any](s *Session, ctx context.Context, fn func(p playwright.Page, v *T) error) (T, Outcome, error) {
	return into(func(f func(playwright.Page) error) (Outcome, error) { return s.do(ctx, f) }, fn)
}

func into[T any](run func(func(playwright.Page) error) (Outcome, error), fn func(p playwright.Page, v *T) error) (T, Outcome, error) {
	var (
		mu     sync.Mutex
		result T
		taken  bool
	)
	out, err := run(func(p playwright.Page) error {
		var v T
		err := fn(p, &v)
		mu.Lock()
		defer mu.Unlock()
		if !taken {
			result = v
		}
		return err
	})
	mu.Lock()
	defer mu.Unlock()
	taken = true
	return result, out, err
}

// WithPage runs fn on the current page with the same guarantees as every
// action: serialised per session, never hung by a dialog, and retried once on
// a relaunched browser if Chromium died. Unlike an action, a read that a
// dialog interrupted is an error (ErrDialogInterrupted, with the dialog in
// the Outcome): fn is still running, blocked on it, and what it was to
// read is not there yet.
func (s *Session) WithPage(ctx context.Context, fn func(p playwright.Page) error) (Outcome, error) {
	return s.withPage(ctx, false, fn)
}

// WithPageUntitled is WithPage for a read that learns the page's title
// itself (a scan's page turn returns it): the Outcome's Title is left
// empty. The title's own round trip waited behind whatever the renderer
// did after a large evaluation (collecting its garbage: 10 to 60 ms after
// a scan's turn on a large page).
func (s *Session) WithPageUntitled(ctx context.Context, fn func(p playwright.Page) error) (Outcome, error) {
	return s.withPage(ctx, true, fn)
}

// withPage is WithPage, reading the title after fn unless untitled.
func (s *Session) withPage(ctx context.Context, untitled bool, fn func(p playwright.Page) error) (Outcome, error) {
	if err := s.acquire(ctx); err != nil {
		return s.busyOutcome(), err
	}
	s.untitled = untitled
	out, err, pending := s.doLocked(ctx, true, fn)
	s.untitled = false
	s.unlockAfter(pending)
	if pending != nil && err == nil {
		err = ErrDialogInterrupted
		if d := out.Dialog; d != nil {
			err = fmt.Errorf("%w: %s %q — call browser_handle_dialog to accept or dismiss it, then call again", ErrDialogInterrupted, d.Type, d.Message)
		}
	}
	return out, err
}

// WithPageInto is WithPage for a caller that wants a value back: fn fills
// v, and the caller gets it only from an fn that finished (see doInto).
// Reading a variable that an abandoned fn may still write is a data race;
// this is not.
func WithPageInto[T any](ctx context.Context, s *Session, fn func(p playwright.Page, v *T) error) (T, Outcome, error) {
	return into(func(f func(playwright.Page) error) (Outcome, error) { return s.WithPage(ctx, f) }, fn)
}

// acquire takes the session lock, or gives up when ctx ends or a dialog
// is open (an action blocked on that dialog holds the lock).
func (s *Session) acquire(ctx context.Context) error {
	select {
	case s.sem <- struct{}{}:
		s.parked.Store(false)
		return nil
	default:
	}
	s.evMu.Lock()
	open := s.dialogOpen
	s.evMu.Unlock()
	select {
	case s.sem <- struct{}{}:
		s.parked.Store(false)
		return nil
	case <-open:
		d := s.PendingDialog()
		if d == nil {
			return fmt.Errorf("%w: a dialog was just handled; retry", ErrDialogOpen)
		}
		return fmt.Errorf("%w: %s %q — call browser_handle_dialog to accept or dismiss it first", ErrDialogOpen, d.Type, d.Message)
	case <-ctx.Done():
		return fmt.Errorf("%w (an earlier action in this session was still finishing)", ctx.Err())
	}
}

func (s *Session) release() { <-s.sem }

// unlockAfter frees the lock now, or once an abandoned fn has returned.
func (s *Session) unlockAfter(pending <-chan error) {
	if pending == nil {
		s.release()
		return
	}
	go func() {
		<-pending
		s.release()
	}()
}

// busyOutcome reports an open dialog to a caller that could not get the lock.
func (s *Session) busyOutcome() Outcome {
	return Outcome{Dialog: s.PendingDialog()}
}

// live reports whether the running action may still act: an abandoned one
// gets ErrAbandoned before its next effect. Only the lock holder calls it.
func (s *Session) live() error {
	if a := s.act; a != nil && a.abandoned.Load() {
		return ErrAbandoned
	}
	return nil
}

// doLocked runs fn with the lock held. pending is non-nil when fn was
// abandoned and is still running: the lock must stay held until it yields.
func (s *Session) doLocked(ctx context.Context, retry bool, fn func(p playwright.Page) error) (out Outcome, err error, pending <-chan error) {
	notice, err := s.ensure()
	if err != nil {
		return out, err, nil
	}
	if notice != "" {
		out.Notices = append(out.Notices, notice)
	}
	if d := s.PendingDialog(); d != nil {
		out.URL, out.Dialog = s.current.URL(), d
		return out, fmt.Errorf("%w: %s %q — call browser_handle_dialog to accept or dismiss it first", ErrDialogOpen, d.Type, d.Message), nil
	}
	// Drain a stale wake-up from a dialog already handled.
	select {
	case <-s.dialogCh:
	default:
	}
	page := s.current
	act := &action{}
	s.act = act
	call := !s.noCall
	if call {
		s.beginCall(ctx)
	}
	done := make(chan error, 1)
	go func() { done <- fn(page) }()
	select {
	case err = <-done:
		if call {
			out.Notices = append(out.Notices, s.endCall(ctx)...)
			out.Notices = append(out.Notices, s.chooserNotices()...)
		}
	case <-s.dialogCh:
		act.abandoned.Store(true)
		if call {
			out.Notices = append(out.Notices, s.endCall(ctx)...)
		}
		out.URL, out.Dialog = page.URL(), s.PendingDialog()
		return out, nil, done
	case <-ctx.Done():
		act.abandoned.Store(true)
		if call {
			s.settleCall(ctx)
		}
		return out, ctx.Err(), done
	}
	if err != nil && retry && s.browserDied(err) {
		out2, err2, pending := s.doLocked(ctx, false, fn)
		out2.Notices = append(out.Notices, out2.Notices...)
		return out2, err2, pending
	}
	out.URL = page.URL()
	if err == nil && call && !s.untitled {
		// A read after the call (readAfter) reports no title: one round
		// trip less on every act.
		out.Title, out.Dialog = s.titleOf(page)
	}
	return out, err, nil
}
