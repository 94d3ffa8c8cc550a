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
func (s *Session) startTrace(bctx playwright.BrowserContext, gen int) string {
	dir := s.m.cfg.TraceDir
	if dir == "" {
		return ""
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		s.m.log.Warn("no trace: cannot make its folder", "dir", dir, "error", err)
		return ""
	}
	id := unsafeID.ReplaceAllString(s.id, "_")
	if err := bctx.Tracing().Start(playwright.TracingStartOptions{Title: playwright.String(s.id),
		Screenshots: playwright.Bool(true), Snapshots: playwright.Bool(true)}); err != nil {
		s.m.log.Warn("no trace: tracing did not start", "session", s.id, "error", err)
		return ""
	}
	return filepath.Join(dir, fmt.Sprintf("%s-%d.zip", id, gen))
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
	s.m.log.Info("trace saved; open it with npx playwright show-trace", "file", path)
}
