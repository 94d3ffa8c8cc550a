package tools

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/browser"

	"github.com/accessagents/accessagents/browser/browsertest"
)

// soakPages is the corpus size for make test: every pattern in two of the
// page bodies (soakBody), every body under 13 or 14 of the 33 patterns: 66
// pages, 22 in each of the three sessions. It runs before the package's
// parallel tests, so its time is added to the suite's whole: every pattern
// in every body (165) took 400–650 s, in three bodies (99) 240–310 s. make
// test-full still scans soakPagesFull, which holds every pattern in every
// body, in one session.
var soakPages = 2 * len(soakPatterns)

const soakPagesFull = 250

// soakSessions is how many MCP sessions share the soak corpus in make test,
// each scanning every soakSessions-th page (22 pages apiece); make
// test-full scans all of it in one session.
const soakSessions = 3

// TestSoakOneSessionManyPages scans a few hundred web-shaped pages (frames of
// every origin and lifecycle, objects, shadow DOM, huge tables, broken
// markup, throwing and hostile scripts, pages that define window.axe or an
// AMD loader, strict CSP, dialogs, slow sub-resources), many in one MCP
// session. Every scan must succeed, and each session must still scan a
// known page exactly as it did at its start. It is not a parallel test:
// serial tests run before the package's parallel ones, so the soak, the
// package's longest test, starts first instead of ending last (released
// among the parallel tests it ran alongside more browsers and took longer).
func TestSoakOneSessionManyPages(t *testing.T) {
	browsertest.Slow(t)
	pages, sessions := soakPages, soakSessions
	if fullCorpora {
		pages, sessions = soakPagesFull, 1
	}
	corpus := newSoakCorpus(t, pages)
	t.Logf("%d pages over %d sessions (%s)", pages, sessions, corpusScope())
	var (
		mu              sync.Mutex
		failed          = map[string][]string{}
		crossFrameRules int
		wg              sync.WaitGroup
	)
	for w := 0; w < sessions; w++ {
		c := connect(t, testMCP)
		wg.Add(1)
		go func() {
			defer wg.Done()
			f, cross := soakSession(t, c, corpus, w, sessions)
			mu.Lock()
			defer mu.Unlock()
			for k, v := range f {
				failed[k] = append(failed[k], v...)
			}
			crossFrameRules += cross
		}()
	}
	wg.Wait()
	var names []string
	for n := range failed {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Errorf("%s: %d failed scans, first: %s", n, len(failed[n]), failed[n][0])
	}
	if crossFrameRules == 0 {
		t.Error("no violation inside a cross-origin frame was reported: frames are not being scanned")
	}
}

// soakSession scans pages first, first+step, … in session c, between two
// scans of a control page that must agree. It returns the failed scans by
// pattern and how many pages had a violation inside a cross-origin frame.
func soakSession(t *testing.T, c *client.Client, corpus soakCorpus, first, step int) (map[string][]string, int) {
	control := func() []string {
		var res audit.ScanResult
		mustOK(t, c, "audit_scan_url", map[string]any{"url": corpus.self + "/soak/frame/0", "page_size": 50}, &res)
		return ruleSet(res)
	}
	before := control()
	if len(before) == 0 {
		t.Error("the control page has violations; the scan found none")
		return nil, 0
	}
	failed := map[string][]string{}
	crossFrameRules := 0
	urls := corpus.urls()
	scanned := 0
	for i := first; i < len(urls); i += step {
		u := urls[i]
		scanned++
		t0 := time.Now()
		res := call(t, c, "audit_scan_url", map[string]any{"url": u, "page_size": 50})
		if testing.Verbose() {
			t.Logf("page %d %s: %s error=%v %s", i, corpus.patternOf(i), time.Since(t0).Round(time.Millisecond), res.IsError, browser.FirstLine(text(res)))
		}
		if res.IsError {
			failed[corpus.patternOf(i)] = append(failed[corpus.patternOf(i)], fmt.Sprintf("page %d: %s", i, browser.FirstLine(text(res))))
			continue
		}
		var got audit.ScanResult
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &got); err != nil {
			t.Error(err)
			continue
		}
		if !strings.HasPrefix(got.URL, u) {
			t.Errorf("page %d (%s): result is for %s", i, corpus.patternOf(i), got.URL)
		}
		if corpus.patternOf(i) == "iframe-cross-origin" {
			for _, v := range got.Violations {
				if strings.Contains(v.Selector, "enter-frame") {
					crossFrameRules++
					break
				}
			}
		}
	}
	if after := control(); strings.Join(after, ",") != strings.Join(before, ",") {
		t.Errorf("after %d pages the control page scans differently: %v, was %v", scanned, after, before)
	}
	return failed, crossFrameRules
}

// BenchmarkSoakScansPerMinute scans the soak corpus in one session and
// reports scans per minute, and the same pages' raw axe-core run (top
// document only, no frames, no reporting) measured in the same run as the
// baseline ratio.
func BenchmarkSoakScansPerMinute(b *testing.B) {
	corpus := newSoakCorpus(b, soakPages)
	c := connect(b, testMCP)
	raw := newRawAxe(b)
	urls := corpus.urls()
	var scan, base time.Duration
	for i := 0; i < b.N; i++ {
		u := urls[i%len(urls)]
		t0 := time.Now()
		res := call(b, c, "audit_scan_url", map[string]any{"url": u, "page_size": 50})
		scan += time.Since(t0)
		if res.IsError {
			b.Fatalf("page %d: %s", i%len(urls), text(res))
		}
		t0 = time.Now()
		_, _ = raw.rules(u) // the baseline's own failures (a frozen window.axe) cost time too
		base += time.Since(t0)
	}
	b.ReportMetric(float64(b.N)/scan.Minutes(), "scans/min")
	b.ReportMetric(float64(b.N)/base.Minutes(), "raw-axe/min")
	b.ReportMetric(scan.Seconds()/base.Seconds(), "scan/raw")
}

func ruleSet(res audit.ScanResult) []string {
	set := map[string]bool{}
	for _, v := range res.Violations {
		set[v.RuleID] = true
	}
	out := make([]string, 0, len(set))
	for r := range set {
		out = append(out, r)
	}
	sort.Strings(out)
	return out
}
