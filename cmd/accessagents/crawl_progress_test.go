package main

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/accessagents/accessagents/crawl"
)

// TestCrawlProgressOnATerminal: on a terminal the progress is one line
// redrawn in place, with done/total, the findings, an ETA at this run's
// pace and the current URL, never wider than liveWidth; end() moves past
// it so the summary starts on a line of its own. A log record meanwhile
// clears the line, is printed whole, and the line is drawn again below it.
func TestCrawlProgressOnATerminal(t *testing.T) {
	var b strings.Builder
	p := &crawlProgress{out: &stderrLines{w: &b}, live: true, start: time.Now().Add(-10 * time.Second)}
	p.report(crawl.Progress{Done: 1, Total: 10, ThisRun: 1, URL: "https://example.com/", Status: crawl.StatusScanned})
	long := "https://example.com/" + strings.Repeat("very-long-path-segment/", 10)
	p.report(crawl.Progress{Done: 5, Total: 10, ThisRun: 5, URL: long, Status: crawl.StatusScanned, Findings: 42})
	p.end()
	out := b.String()
	b.Reset()
	p.report(crawl.Progress{Done: 6, Total: 10, ThisRun: 6, URL: "https://example.com/6"})
	record := "level=WARN msg=\"request blocked by URL policy\" target=ads.example:443\n"
	fmt.Fprint(p.out, record)
	drawn := strings.TrimPrefix(b.String(), "\r\033[K")
	line := drawn[:strings.Index(drawn, "\r")]
	if want := "\r\033[K" + line + "\r\033[K" + record + line; b.String() != want {
		t.Errorf("a log record under a live line: %q, want %q", b.String(), want)
	}
	draws := strings.Split(strings.TrimSuffix(out, "\n"), "\r\033[K")
	if len(draws) != 3 || draws[0] != "" || strings.Contains(out[:len(out)-1], "\n") || !strings.HasSuffix(out, "\n") {
		t.Fatalf("want two in-place redraws and one final newline: %q", out)
	}
	if first := draws[1]; !strings.HasPrefix(first, "crawl: 1/10 · 0 violating nodes · https://example.com/") {
		t.Errorf("first draw %q: no ETA before there is a pace", first)
	}
	second := draws[2]
	if !strings.HasPrefix(second, "crawl: 5/10 · 42 violating nodes · ETA 10s · https://example.com/very-long") ||
		len([]rune(second)) > liveWidth || !strings.HasSuffix(second, "…") {
		t.Errorf("second draw %q (%d runes): want done/total, findings, ETA 10s and the URL cut to %d", second, len([]rune(second)), liveWidth)
	}
}
