package browser

import (
	"fmt"
	"os"
	"path/filepath"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// startTrace starts recording a Playwright trace of bctx when TraceDir is
// set, and returns the file it will be saved to ("" when not tracing). A
// trace that cannot start is logged and the session goes on without one.
func (s *Session) startTrace(bctx playwright.BrowserContext) string {
	dir := s.m.cfg.TraceDir
	if dir == "" {
		return ""
	}
	if s.traceFile != "" {
		// The context it recorded died with its browser: nothing to save.
		s.m.log.Warn("trace lost with its browser context", "file", s.traceFile)
		s.traceFile = ""
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		s.m.log.Warn("no trace: cannot make its folder", "dir", dir, "error", err)
		return ""
	}
	id := unsafeID.ReplaceAllString(s.id, "_")
	if len(id) > 40 {
		id = id[:40]
	}
	s.traces++
	if err := bctx.Tracing().Start(playwright.TracingStartOptions{Title: playwright.String(s.id),
		Screenshots: playwright.Bool(true), Snapshots: playwright.Bool(true)}); err != nil {
		s.m.log.Warn("no trace: tracing did not start", "session", s.id, "error", err)
		return ""
	}
	// Named like the session's output folder, so runs never overwrite
	// each other's traces: when the session began, its id, which context.
	return filepath.Join(dir, fmt.Sprintf("%s-%s-%d.zip", s.started.Format("20060102-150405"), id, s.traces))
}

// stopTrace saves the trace of bctx, when one is being recorded.
func (s *Session) stopTrace(bctx playwright.BrowserContext) {
	if s.traceFile == "" {
		return
	}
	path := s.traceFile
	s.traceFile = ""
	if err := bctx.Tracing().Stop(path); err != nil {
		s.m.log.Warn("trace not saved", "file", path, "error", err)
		return
	}
	_ = os.Chmod(path, 0o600) // it holds what the pages showed and were sent
	s.m.log.Info("trace saved; open it with npx playwright show-trace", "file", path)
}
