package browser

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// maxNotices caps the notices of what the page sent that a call returns
// (refused, or a write let go), and maxNotice the bytes of each.
const (
	maxNotices = 8
	maxNotice  = 3000
)

// block records a refusal's notice (the lock held): the same notice
// again is counted, not repeated, and past maxNotices only counted. It
// says whether the notice is new, for whoever logs it.
func (e *effectState) block(notice string) bool {
	// A page's own address can be 100 KB long: one click's result was
	// 1.6 MB of notices for an outside attacker.
	if len(notice) > maxNotice {
		cut := maxNotice
		for cut > 0 && !utf8.RuneStart(notice[cut]) {
			cut--
		}
		notice = notice[:cut] + "…"
	}
	if i := slices.Index(e.blocked, notice); i >= 0 {
		e.times[i]++
		return false
	}
	if len(e.blocked) >= maxNotices {
		e.more++
		return false
	}
	e.blocked, e.times = append(e.blocked, notice), append(e.times, 1)
	return true
}

// takeBlocked returns the notices (the lock held) and starts anew: a
// page that sent the same refused request 3,000 times is told once, with
// the count, not eight times over.
func (e *effectState) takeBlocked() []string {
	out := make([]string, 0, len(e.blocked)+1)
	for i, notice := range e.blocked {
		if e.times[i] > 1 {
			notice = fmt.Sprintf("%s (%d times)", notice, e.times[i])
		}
		out = append(out, notice)
	}
	if e.more > 0 {
		out = append(out, fmt.Sprintf("and %d more requests or messages the page sent (the security log has them)", e.more))
	}
	e.blocked, e.times, e.more = nil, nil, 0
	if len(out) == 0 {
		return nil
	}
	return out
}

// noteSent tells the call that the page sent a write the guard let go:
// an act whose only effect is a request (a choice saved with a PATCH)
// changes nothing on screen.
func (s *Session) noteSent(method, u string) {
	s.fx.lock()
	defer s.fx.unlock()
	s.fx.block(fmt.Sprintf("the page sent %s %s, which the guard let go", method, RedactQuery(u)))
}
