package browser

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// ErrBadStorageState means a storage-state file is not Playwright's JSON.
var ErrBadStorageState = errors.New("invalid storage state")

// StorageState returns the session's cookies and local storage as
// Playwright storage-state JSON (what --storage-state reads). It holds live
// session cookies: callers write it only where the person asked.
func (s *Session) StorageState(ctx context.Context) ([]byte, error) {
	out, _, err := doInto(s, ctx, func(_ playwright.Page, out *[]byte) error {
		st, err := s.bctx.StorageState()
		if err != nil {
			return fmt.Errorf("read storage state: %w", err)
		}
		*out, err = json.MarshalIndent(st, "", "  ")
		return err
	})
	return out, err
}

// UseStorageState starts the session over from a storage state: its
// browser context (tabs included) is closed, and the next call opens a new
// one with these cookies and local storage.
func (s *Session) UseStorageState(ctx context.Context, data []byte) error {
	var st playwright.OptionalStorageState
	if err := json.Unmarshal(data, &st); err != nil {
		return fmt.Errorf("%w: not Playwright storage-state JSON: %v", ErrBadStorageState, err)
	}
	if err := s.acquire(ctx); err != nil {
		return err
	}
	defer s.release()
	if s.bctx != nil {
		s.stopTrace(s.bctx)
		_ = s.bctx.Close()
		s.bctx = nil
	}
	s.storage = &st
	s.refs, s.earlier = refSet{}, refSet{}
	return nil
}
