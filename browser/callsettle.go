package browser

import (
	"context"
	"time"
)

// A tool call's span for the page's effects: when it begins, how long
// after its act it waits for what the act started, and what a request
// judged after it returned is told of it.

// beginCall makes ctx the context effects are judged in until endCall.
func (s *Session) beginCall(ctx context.Context) {
	s.fx.began = time.Now()
	s.actRid = 0
	s.fx.ended.Store(nil) // a late request follows only the call just before this one
	s.fx.acted.Store(false)
	s.fx.callSent, s.fx.callJudged = s.fx.wsSent.Load(), s.fx.wsJudged.Load()
	s.fx.call.Store(&ctx)
	s.beginWatch(s.current)
}

// Quiet is how long after an act the page must send no request before
// the call ends, once it has sent one during the call (an act that sends
// nothing ends at once); QuietMax bounds that wait. A request an act causes (a
// handler's fetch) reaches the judge a moment after the act returns; in
// this window it is judged as part of the call, so a person can be asked.
// Later ones are judged with nobody to ask, and refused.
//
// ActGrace is how long after an act the call waits for the page's first
// request: a handler's fetch, a select's change listener or an upload the
// page builds first reaches the route a few milliseconds after the act
// returns, and judged with no call running it could not be approved by
// anyone (the strict write policy would refuse every one).
const (
	Quiet    = 200 * time.Millisecond
	QuietMax = 1500 * time.Millisecond
	ActGrace = 100 * time.Millisecond
	// frameLost bounds the wait for a sent WebSocket message to reach its
	// judge: only a message that never will (its socket failed) meets it.
	frameLost = 10 * time.Second
)

// endCall waits (bounded by ctx) for effects still being judged, so a
// question to a person is not cut off by the call returning, then returns
// the notices about effects the guard blocked since the last call ended
// (one the page sent just after a call returned is told with the next).
func (s *Session) endCall(ctx context.Context) []string {
	s.settleCall(ctx)
	s.fx.lock()
	defer s.fx.unlock()
	return s.fx.takeBlocked()
}

// settleCall waits as endCall does and ends the call, leaving its notices
// for the next one.
func (s *Session) settleCall(ctx context.Context) {
	start := time.Now()
	// An act's effects are waited for by cause where the page's own
	// session can see them all (causal.go), else for a quiet window.
	causal := s.fx.acted.Load() && s.settleCausal(ctx, start)
	defer s.disarmCall()
	for !causal && ctx.Err() == nil {
		last := time.Unix(0, s.fx.lastReq.Load())
		// A message the page sent during the call that no judge has begun
		// on yet is on its way to the wire; one lost on the way holds the
		// call no longer than frameLost after the latest message. (The
		// wire also counts workers' messages, which pages do not: those
		// end the wait early, as before there was one.)
		unjudged := s.fx.wsJudged.Load()-s.fx.callJudged < s.fx.wsSent.Load()-s.fx.callSent &&
			time.Since(time.Unix(0, s.fx.lastFrame.Load())) < frameLost
		busy := s.fx.inflight.Load() > 0 || unjudged
		// A judgement that held a request (a person was asked) restarts
		// the wait: the page's next request can only follow its release.
		ref := start
		if done := time.Unix(0, s.fx.lastDone.Load()); done.After(start) {
			ref = done
			if done.After(last) {
				last = done
			}
		}
		quiet := !s.fx.acted.Load() || last.Before(s.fx.began) && time.Since(start) >= ActGrace || time.Since(ref) >= QuietMax ||
			time.Since(ref) >= Quiet && time.Since(last) >= Quiet
		if !busy && quiet {
			break
		}
		select {
		case <-ctx.Done():
		case <-time.After(20 * time.Millisecond):
		}
	}
	if s.fx.acted.Load() {
		s.fx.endedAt.Store(time.Now().UnixNano())
		s.fx.ended.Store(s.fx.call.Load())
	}
	s.fx.call.Store(nil)
}

// endedCallKey carries, in the context of a request judged with no call
// running, the context of the latest call that acted.
type endedCallKey struct{}

type endedCall struct {
	ctx context.Context
	at  time.Time
}

// EndedCall returns the context of the call that acted last, when ctx is
// that of a request judged after it returned (and before another began),
// and how long ago it returned. Its values can be read; it is no longer
// running.
func EndedCall(ctx context.Context) (context.Context, time.Duration, bool) {
	e, ok := ctx.Value(endedCallKey{}).(endedCall)
	if !ok {
		return nil, 0, false
	}
	return e.ctx, time.Since(e.at), true
}
