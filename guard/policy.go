package guard

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"
)

// Confirm policies for clients that cannot elicit a person's answer.
const (
	ConfirmDeny  = "deny"  // refuse (default)
	ConfirmAgent = "agent" // issue a one-time confirmation id to relay
)

// ConfirmationTTL is how long a confirmation id stays valid.
const ConfirmationTTL = 5 * time.Minute

// Policy is the operator's configuration.
type Policy struct {
	Confirm string          // deny | agent
	Allowed map[string]bool // categories pre-authorised with --allow-destructive
}

// ParseCategories reads --allow-destructive=payment,deletion,….
func ParseCategories(s string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, c := range strings.Split(s, ",") {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		if c == "all" {
			for _, k := range Categories {
				out[k] = true
			}
			continue
		}
		known := false
		for _, k := range Categories {
			known = known || k == c
		}
		if !known {
			return nil, fmt.Errorf("unknown category %q (use %s, or all)", c, strings.Join(Categories, ", "))
		}
		out[c] = true
	}
	return out, nil
}

// Binding is what a confirmation id is bound to.
type Binding struct {
	Session     string
	URL         string
	Fingerprint string // of the element (selector, role, name, form action)
	Action      string
}

// Fingerprint hashes the parts of an element that identify it.
func Fingerprint(parts ...string) string {
	h := sha256.Sum256([]byte(strings.Join(parts, "\x00")))
	return hex.EncodeToString(h[:8])
}

// Confirmations issues and redeems one-time confirmation ids.
type Confirmations struct {
	mu  sync.Mutex
	ids map[string]confirmation
	now func() time.Time
}

type confirmation struct {
	b       Binding
	expires time.Time
}

// NewConfirmations returns an empty store; now may be nil (time.Now).
func NewConfirmations(now func() time.Time) *Confirmations {
	if now == nil {
		now = time.Now
	}
	return &Confirmations{ids: map[string]confirmation{}, now: now}
}

// Issue returns a new id bound to b.
func (c *Confirmations) Issue(b Binding) string {
	buf := make([]byte, 9)
	rand.Read(buf)
	id := "cf_" + hex.EncodeToString(buf)
	c.mu.Lock()
	defer c.mu.Unlock()
	for k, v := range c.ids { // forget expired ids
		if c.now().After(v.expires) {
			delete(c.ids, k)
		}
	}
	c.ids[id] = confirmation{b: b, expires: c.now().Add(ConfirmationTTL)}
	return id
}

// Errors redeeming a confirmation id.
var (
	ErrUnknownConfirmation = errors.New("confirmation id unknown or already used")
	ErrExpiredConfirmation = errors.New("confirmation id expired")
	ErrMismatch            = errors.New("confirmation id was issued for a different action")
)

// Claim consumes id only if it was issued for exactly b and has not
// expired, and reports whether it did; any other id is left as it was. A
// page request checks its call's id this way, so it never spends an id
// issued for the call's own act.
func (c *Confirmations) Claim(id string, b Binding) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	cf, ok := c.ids[id]
	if !ok || c.now().After(cf.expires) || cf.b != b {
		return false
	}
	delete(c.ids, id)
	return true
}

// Redeem consumes id if it matches b exactly and has not expired. A failed
// redemption also burns the id: a mismatched id cannot be retried.
func (c *Confirmations) Redeem(id string, b Binding) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	cf, ok := c.ids[id]
	if !ok {
		return ErrUnknownConfirmation
	}
	delete(c.ids, id)
	if c.now().After(cf.expires) {
		return ErrExpiredConfirmation
	}
	switch {
	case cf.b.Session != b.Session:
		return fmt.Errorf("%w: another session", ErrMismatch)
	case cf.b.URL != b.URL:
		return fmt.Errorf("%w: the page is now %s, not %s", ErrMismatch, b.URL, cf.b.URL)
	case cf.b.Fingerprint != b.Fingerprint:
		return fmt.Errorf("%w: another element", ErrMismatch)
	case cf.b.Action != b.Action:
		return fmt.Errorf("%w: %s, not %s", ErrMismatch, b.Action, cf.b.Action)
	}
	return nil
}
