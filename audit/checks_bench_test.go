package audit

import (
	"context"
	"testing"
	"time"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/browser"
)

// BenchmarkCheapChecksVsAxe measures, on the ~2,000-element realistic page
// and in the same run, axe's full scan and the cheap checks that every
// audit_scan_url now adds; the ratio is what the checks add (target ≤ 0.30).
func BenchmarkCheapChecksVsAxe(b *testing.B) {
	s := newSession(b)
	ctx := context.Background()
	if _, err := s.Navigate(ctx, siteURL("/pages/realistic.html"), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		b.Fatal(err)
	}
	var axeTime, checkTime time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, err := s.WithPage(ctx, func(p playwright.Page) error {
			start := time.Now()
			if _, err := testEngine.axe.runScan(ctx, s, p, DefaultTags, finding.MaxNodesPerRule, nil, ""); err != nil {
				return err
			}
			mid := time.Now()
			if _, err := checks.RunCheap(p, nil); err != nil {
				return err
			}
			axeTime += mid.Sub(start)
			checkTime += time.Since(mid)
			return nil
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(axeTime.Milliseconds())/float64(b.N), "axe-ms/op")
	b.ReportMetric(float64(checkTime.Milliseconds())/float64(b.N), "checks-ms/op")
	b.ReportMetric(float64(checkTime)/float64(axeTime), "checks/axe")
}

// BenchmarkExpensiveChecks reports each on-request check's cost on the
// realistic page, next to one axe scan in the same run.
func BenchmarkExpensiveChecks(b *testing.B) {
	s := newSession(b)
	ctx := context.Background()
	if _, err := s.Navigate(ctx, siteURL("/pages/realistic.html"), browser.NavigateOptions{WaitUntil: "load"}); err != nil {
		b.Fatal(err)
	}
	var expensive []checks.Check
	for _, c := range checks.All() {
		if c.Expensive {
			expensive = append(expensive, c)
		}
	}
	var axeTime time.Duration
	per := map[string]int64{}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_, err := s.WithPage(ctx, func(p playwright.Page) error {
			start := time.Now()
			_, err := testEngine.axe.runScan(ctx, s, p, DefaultTags, finding.MaxNodesPerRule, nil, "")
			axeTime += time.Since(start)
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
		run, err := testEngine.RunChecks(ctx, s, expensive, nil)
		if err != nil {
			b.Fatal(err)
		}
		for _, t := range run.Timings {
			per[t.Check] += t.Ms
		}
	}
	b.ReportMetric(float64(axeTime.Milliseconds())/float64(b.N), "axe-ms/op")
	var total int64
	for id, ms := range per {
		total += ms
		b.ReportMetric(float64(ms)/float64(b.N), id+"-ms/op")
	}
	b.ReportMetric(float64(total)/float64(b.N)/(float64(axeTime.Milliseconds())/float64(b.N)), "expensive/axe")
}
