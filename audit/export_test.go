package audit

import (
	"context"
	"testing"

	"github.com/accessagents/accessagents/browser"
)

// What the external tests of this folder (package audit_test) share with
// the package's own: they test the report writers, which sit above the
// engine, on the same browser, engine and fixture server.

// EngineForTest is the package's one engine.
func EngineForTest() *Engine { return testEngine }

// NewSessionForTest is a fresh session, closed when t ends.
func NewSessionForTest(t testing.TB) *browser.Session { return newSession(t) }

// ContextForTest bounds one test's calls.
func ContextForTest(t testing.TB) context.Context { return testCtx(t) }

// SiteURLForTest is a fixture's address on the test server.
func SiteURLForTest(p string) string { return siteURL(p) }

// UpdateGoldens says whether -update asks golden files to be rewritten.
func UpdateGoldens() bool { return *update }
