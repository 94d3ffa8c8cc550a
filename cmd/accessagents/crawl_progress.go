package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/accessagents/accessagents/crawl"
)

// stderrLines is stderr shared by the log and a live progress line: a log
// record clears the line, is printed, and the line is drawn again below
// it, so neither breaks the other.
type stderrLines struct {
	mu   sync.Mutex
	w    io.Writer
	live string // the progress line on screen, "" if none
}

// Write prints one log record (slog writes a record in one call).
func (s *stderrLines) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.live == "" {
		return s.w.Write(p)
	}
	io.WriteString(s.w, "\r\033[K")
	n, err := s.w.Write(p)
	io.WriteString(s.w, s.live)
	return n, err
}

// draw replaces the live line.
func (s *stderrLines) draw(line string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.live = line
	io.WriteString(s.w, "\r\033[K"+line)
}

// end leaves the live line where it is and moves below it.
func (s *stderrLines) end() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.live != "" {
		io.WriteString(s.w, "\n")
		s.live = ""
	}
}

// crawlProgress prints the crawl's progress: one line per URL when stderr
// is a file or a pipe (CI logs keep every line), one line redrawn in place
// on a terminal.
type crawlProgress struct {
	out   *stderrLines
	live  bool // a terminal: redraw one line
	start time.Time
}

// newCrawlProgress prints through out (stderr when nil); live when f,
// where out's lines end up, is a terminal.
func newCrawlProgress(out *stderrLines, f *os.File) *crawlProgress {
	if out == nil {
		out = &stderrLines{w: f}
	}
	st, err := f.Stat()
	return &crawlProgress{out: out, live: err == nil && st.Mode()&os.ModeCharDevice != 0, start: time.Now()}
}

// liveWidth bounds the live line: a longer one wraps, and "\r" then
// redraws only its last row.
const liveWidth = 100

// report prints one finished URL.
func (p *crawlProgress) report(pr crawl.Progress) {
	if !p.live {
		fmt.Fprintf(p.out, "crawl: %d/%d %s %s · %d violating nodes so far\n", pr.Done, pr.Total, pr.Status, pr.URL, pr.Findings)
		return
	}
	line := fmt.Sprintf("crawl: %d/%d · %d violating nodes", pr.Done, pr.Total, pr.Findings)
	if eta := p.eta(pr); eta > 0 {
		line += " · ETA " + eta.String()
	}
	line += " · " + pr.URL
	if r := []rune(line); len(r) > liveWidth {
		line = string(r[:liveWidth-1]) + "…"
	}
	p.out.draw(line)
}

// eta is the time left at this run's pace, rounded to the second; 0
// before there is a pace.
func (p *crawlProgress) eta(pr crawl.Progress) time.Duration {
	left := pr.Total - pr.Done
	if pr.ThisRun < 2 || left <= 0 {
		return 0
	}
	per := time.Since(p.start) / time.Duration(pr.ThisRun)
	return (per * time.Duration(left)).Round(time.Second)
}

// end ends the live line, so what follows starts on a line of its own.
func (p *crawlProgress) end() { p.out.end() }
