package guard

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// Decisions and who made them.
const (
	Allowed = "allowed"
	Refused = "refused"

	ByPerson   = "person (elicitation)"
	ByPolicy   = "policy"
	ByTerminal = "terminal"
	ByAgent    = "confirmation id relayed by the agent"
)

// Entry is one line of the security log.
type Entry struct {
	Time      time.Time `json:"time"`
	Session   string    `json:"session"`
	URL       string    `json:"url"`
	Action    string    `json:"action"`
	Element   string    `json:"element"`
	Category  string    `json:"category"`
	Severity  string    `json:"severity"`
	Decision  string    `json:"decision"`
	DecidedBy string    `json:"decided_by"`
	Reason    string    `json:"reason,omitempty"`
	Signals   []string  `json:"signals,omitempty"`
}

// Log appends entries as JSON lines to the --security-log file and to each
// session's own file. Files are opened O_APPEND and every write is synced.
type Log struct {
	mu     sync.Mutex
	global string
	redact func(string) string
	// floods counts, per session file, the page's refused requests past
	// those logged one by one in the current window (WritePage).
	floods map[string]*flood
}

// A page can send requests in a loop, and each one refused was a line of
// its own, synced: 3,000 refused POSTs were 1.1 MB and nine seconds of the
// agent's navigation, and a loop that never stops grows the log without
// bound. So in each window of pageWindow, a session's first pageLines
// refusals of page requests (and, apart, its first pageLines allowed
// ones) are logged one by one and the rest are counted, in one line at
// the window's end.
const (
	pageWindow = 10 * time.Second
	pageLines  = 20
)

type flood struct {
	start   time.Time
	logged  int
	counted int
	first   Entry          // the first refusal counted, as the summary's sample
	byWhat  map[string]int // counted refusals by what was refused
	timer   *time.Timer
}

// NewLog writes to path (may be empty) and per-session files; redact is
// applied to every entry (secrets never reach the log).
func NewLog(path string, redact func(string) string) *Log {
	if redact == nil {
		redact = func(s string) string { return s }
	}
	return &Log{global: path, redact: redact}
}

// Write appends e to the global log and to sessionFile (if not empty).
func (l *Log) Write(e Entry, sessionFile string) error {
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	// Redact fields before encoding: JSON escaping could hide a value.
	e.URL, e.Element, e.Reason = l.redact(e.URL), l.redact(e.Element), l.redact(e.Reason)
	// A password in an address (https://alice:s3cret@host/) is no one's
	// secret flag, yet a secret: a third outside attacker found it logged;
	// a fourth found ?password=…&token=… in a URL's query. A query's
	// values are hidden (its names stay: they say what kind of request it
	// was), and every field is cut to maxLogField: a page's 100 KB
	// addresses made 50 MB of log in ten seconds.
	for _, f := range []*string{&e.URL, &e.Element, &e.Reason} {
		*f = cutField(HideQueryValues(HidePasswords(*f)))
	}
	b, err := json.Marshal(e)
	if err != nil {
		return err
	}
	line := append(b, '\n')
	l.mu.Lock()
	defer l.mu.Unlock()
	var firstErr error
	for _, p := range []string{l.global, sessionFile} {
		if p == "" {
			continue
		}
		if err := appendSync(p, line); err != nil && firstErr == nil {
			firstErr = fmt.Errorf("security log %s: %w", p, err)
		}
	}
	return firstErr
}

// WritePage logs what the guard decided about a request or message a
// page sent on its own (not an agent's act), bounded per session and
// decision: pageLines a window one by one, then counted, and the count
// is written as one line when the window ends (or at Flush).
func (l *Log) WritePage(e Entry, sessionFile string) error {
	if e.DecidedBy != ByPolicy {
		// What a person or an agent decided is always a line of its own.
		return l.Write(e, sessionFile)
	}
	if e.Time.IsZero() {
		e.Time = time.Now().UTC()
	}
	l.mu.Lock()
	if l.floods == nil {
		l.floods = map[string]*flood{}
	}
	// Refused and allowed are counted apart: after one yes, a page sent
	// 3,000 allowed POSTs, 7.8 MB of log from one click (a fifth outside
	// attacker's).
	key := e.Decision + "\x00" + e.Session + "\x00" + sessionFile
	f := l.floods[key]
	if f == nil || e.Time.Sub(f.start) >= pageWindow && f.counted == 0 {
		f = &flood{start: e.Time}
		l.floods[key] = f
	}
	if f.logged < pageLines {
		f.logged++
		l.mu.Unlock()
		return l.Write(e, sessionFile)
	}
	if f.counted == 0 {
		f.first, f.byWhat = e, map[string]int{}
		f.timer = time.AfterFunc(max(f.start.Add(pageWindow).Sub(time.Now().UTC()), 0), func() { l.flushFlood(key, f, sessionFile) })
	}
	f.counted++
	f.byWhat[e.Element]++
	l.mu.Unlock()
	return nil
}

// flushFlood writes the line that counts f's refusals and starts a new
// window.
func (l *Log) flushFlood(key string, f *flood, sessionFile string) {
	l.mu.Lock()
	if l.floods[key] != f || f.counted == 0 {
		l.mu.Unlock()
		return
	}
	delete(l.floods, key)
	e := f.first
	type what struct {
		s string
		n int
	}
	var top []what
	for s, n := range f.byWhat {
		top = append(top, what{s, n})
	}
	sort.Slice(top, func(i, j int) bool { return top[i].n > top[j].n || top[i].n == top[j].n && top[i].s < top[j].s })
	var most []string
	for _, w := range top[:min(3, len(top))] {
		most = append(most, fmt.Sprintf("%d× %s", w.n, w.s))
	}
	e.Time = time.Now().UTC()
	e.Element = fmt.Sprintf("%d more requests or messages the page sent", f.counted)
	e.Reason = fmt.Sprintf("%s as the %d before them in the %s from %s were, and counted here rather than logged one by one: %s",
		e.Decision, pageLines, pageWindow, f.start.Format(time.RFC3339), strings.Join(most, "; "))
	l.mu.Unlock()
	_ = l.Write(e, sessionFile)
}

// Flush writes the counts of refusals not yet written (at shutdown).
func (l *Log) Flush() {
	l.mu.Lock()
	type pending struct {
		key, file string
		f         *flood
	}
	var ps []pending
	for k, f := range l.floods {
		if f.counted > 0 {
			f.timer.Stop()
			ps = append(ps, pending{k, k[strings.LastIndexByte(k, 0)+1:], f})
		}
	}
	l.mu.Unlock()
	for _, p := range ps {
		l.flushFlood(p.key, p.f, p.file)
	}
}

func appendSync(path string, line []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(path, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	defer f.Close()
	if _, err := f.Write(line); err != nil {
		return err
	}
	return f.Sync()
}

// maxLogField bounds a logged field, in bytes.
const maxLogField = 2000

func cutField(s string) string {
	if len(s) <= maxLogField {
		return s
	}
	cut := maxLogField
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "…"
}

// queryValue finds a value in an address's query: "=" and what follows
// up to the next "&", "#" or white space.
var addressQuery = regexp.MustCompile(`(?i)\b(?:https?|wss?)://[^\s?#]*\?[^\s#]*`)
var queryValue = regexp.MustCompile(`=[^&]*`)

// HideQueryValues replaces every query value of every address in s with
// "…" (https://host/login?user=…&password=…).
func HideQueryValues(s string) string {
	if !strings.Contains(s, "?") {
		return s
	}
	return addressQuery.ReplaceAllStringFunc(s, func(u string) string {
		i := strings.IndexByte(u, '?')
		q := queryValue.ReplaceAllStringFunc(u[i+1:], func(v string) string {
			if v == "=" || v == "=…" {
				return v
			}
			return "=…"
		})
		return u[:i+1] + q
	})
}

// addressPassword finds the password of an address's user information.
var addressPassword = regexp.MustCompile(`(?i)\b((?:https?|wss?|ftp)://[^/@\s:]*):[^/@\s]*@`)

// HidePasswords replaces the password in every address in s with "…".
func HidePasswords(s string) string {
	if !strings.Contains(s, "@") {
		return s
	}
	return addressPassword.ReplaceAllString(s, "$1:…@")
}
