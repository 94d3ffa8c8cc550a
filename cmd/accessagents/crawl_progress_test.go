package main

import (
	"fmt"
	"regexp"
	"strconv"
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

// progressLine is one line of the crawl's progress in a log.
var progressLine = regexp.MustCompile(`^crawl: (\d+)/(\d+) (\S+) (\S+) · (\d+) violating nodes so far$`)

// checkProgressLog: progress on a non-terminal stderr is one whole line per
// URL (no redrawn line), whose count rises by one and whose total never
// goes down, ending with the two equal.
func checkProgressLog(t *testing.T, stderr, siteURL string) {
	t.Helper()
	done, total, lines := 0, 0, 0
	for _, l := range strings.Split(stderr, "\n") {
		if strings.Contains(l, "\r") {
			t.Fatalf("a terminal's redrawn line in a log: %q", l)
		}
		m := progressLine.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		lines++
		d, _ := strconv.Atoi(m[1])
		tot, _ := strconv.Atoi(m[2])
		if d != done+1 || tot < total || tot < d || !strings.HasPrefix(m[4], siteURL) {
			t.Errorf("progress line %q after %d/%d: want %d/(at least %d) and a URL", l, done, total, done+1, max(total, d))
		}
		done, total = d, tot
	}
	if lines == 0 || done != total {
		t.Errorf("progress: %d lines, last %d/%d; stderr:\n%s", lines, done, total, stderr)
	}
}
