package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/accessagents/accessagents/crawl"
)

// crawlProgress prints the crawl's progress to stderr: one line per URL
// when stderr is a file or a pipe (CI logs keep every line), one line
// redrawn in place on a terminal.
type crawlProgress struct {
	w     io.Writer
	live  bool // a terminal: redraw one line
	start time.Time
	drawn bool // a live line is on screen
}

func newCrawlProgress(f *os.File) *crawlProgress {
	st, err := f.Stat()
	return &crawlProgress{w: f, live: err == nil && st.Mode()&os.ModeCharDevice != 0, start: time.Now()}
}

// liveWidth bounds the live line: a longer one wraps, and "\r" then
// redraws only its last row.
const liveWidth = 100

// report prints one finished URL.
func (p *crawlProgress) report(pr crawl.Progress) {
	if !p.live {
		fmt.Fprintf(p.w, "crawl: %d/%d %s %s · %d violating nodes so far\n", pr.Done, pr.Total, pr.Status, pr.URL, pr.Findings)
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
	fmt.Fprint(p.w, "\r\033[K"+line)
	p.drawn = true
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
func (p *crawlProgress) end() {
	if p.drawn {
		fmt.Fprintln(p.w)
		p.drawn = false
	}
}
