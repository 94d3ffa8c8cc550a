package guard

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"time"
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
	// secret flag, yet a secret: a third outside attacker found it logged.
	e.URL, e.Element, e.Reason = HidePasswords(e.URL), HidePasswords(e.Element), HidePasswords(e.Reason)
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

// addressPassword finds the password of an address's user information.
var addressPassword = regexp.MustCompile(`(?i)\b((?:https?|wss?|ftp)://[^/@\s:]*):[^/@\s]*@`)

// HidePasswords replaces the password in every address in s with "…".
func HidePasswords(s string) string {
	if !strings.Contains(s, "@") {
		return s
	}
	return addressPassword.ReplaceAllString(s, "$1:…@")
}
