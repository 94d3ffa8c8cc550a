package browser

import (
	"fmt"
	"slices"
	"unicode/utf8"
)

// A call's notices of what the page sent: refusals, and writes the guard
// let go, each list capped on its own so that autosaves never push a
// refusal (and its confirmation id) out.
const (
	maxNotices = 8    // refusals a call lists
	maxSent    = 3    // writes let go a call lists
	maxNotice  = 3000 // bytes of one notice
)

// noticeList is one kind of notice, each said once with its count.
type noticeList struct {
	says  []string
	times []int
	more  int // past the cap
}

// add records notice (the effects lock held) and says whether it is new.
func (l *noticeList) add(notice string, most int) bool {
	// A page's own address can be 100 KB long: one click's result was
	// 1.6 MB of notices for an outside attacker.
	if len(notice) > maxNotice {
		cut := maxNotice
		for cut > 0 && !utf8.RuneStart(notice[cut]) {
			cut--
		}
		notice = notice[:cut] + "…"
	}
	if i := slices.Index(l.says, notice); i >= 0 {
		l.times[i]++
		return false
	}
	if len(l.says) >= most {
		l.more++
		return false
	}
	l.says, l.times = append(l.says, notice), append(l.times, 1)
	return true
}

// take returns the notices with their counts and empties the list.
func (l *noticeList) take(moreSays string) []string {
	var out []string
	for i, notice := range l.says {
		if l.times[i] > 1 {
			notice = fmt.Sprintf("%s (%d times)", notice, l.times[i])
		}
		out = append(out, notice)
	}
	if l.more > 0 {
		out = append(out, fmt.Sprintf(moreSays, l.more))
	}
	*l = noticeList{}
	return out
}

// block records a refusal's notice (the lock held): the same notice
// again is counted, not repeated, and past maxNotices only counted. It
// says whether the notice is new, for whoever logs it.
func (e *effectState) block(notice string) bool { return e.refused.add(notice, maxNotices) }

// takeBlocked returns the notices (the lock held), refusals first, and
// starts anew: a page that sent the same refused request 3,000 times is
// told once, with the count, not eight times over.
func (e *effectState) takeBlocked() []string {
	out := append(e.refused.take("and %d more requests or messages the page sent were refused (the security log has them)"),
		e.sent.take("and %d more writes the page sent were let go")...)
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
	s.fx.sent.add(fmt.Sprintf("the page sent %s %s, which the guard let go", method, RedactQuery(u)), maxSent)
}
