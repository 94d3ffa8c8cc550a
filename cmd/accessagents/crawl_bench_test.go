package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/accessagents/accessagents/crawl"
	"github.com/accessagents/accessagents/crawl/crawltest"
	"github.com/accessagents/accessagents/guard"
)

// crawlStats is one benchmark crawl: pages scanned, wall time, and the
// peaks sampled while it ran — Go heap, and the resident memory of the
// processes it started (driver and Chromium).
type crawlStats struct {
	scanned           int
	elapsed           time.Duration
	heap, browsersRSS uint64
}

// benchCrawl runs one in-process crawl of site.
func benchCrawl(b *testing.B, site *crawltest.Site, concurrency, maxPages int) crawlStats {
	b.Helper()
	cfg, err := parseConfig([]string{"audit", "--crawl", site.URL + "/", "--out", b.TempDir(), "--format", "json",
		"--concurrency", strconv.Itoa(concurrency), "--max-pages", strconv.Itoa(maxPages), "--rate-interval", "0s",
		"--exclude", "/calendar*", "--exclude", "/trap/**", "--output-dir", b.TempDir()}, io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	secrets, err := guard.LoadSecrets("")
	if err != nil {
		b.Fatal(err)
	}
	tb, err := newToolbox(context.Background(), cfg, logger, secrets)
	if err != nil {
		b.Fatal(err)
	}
	defer tb.Browser.Close()
	if err := tb.Browser.Warm(); err != nil {
		b.Fatal(err)
	}
	var peak, peakRSS atomic.Uint64
	stop := make(chan struct{})
	sampled := make(chan struct{})
	go func() {
		defer close(sampled)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			if ms.HeapInuse > peak.Load() {
				peak.Store(ms.HeapInuse)
			}
			if r := descendantsRSS(os.Getpid()); r > peakRSS.Load() {
				peakRSS.Store(r)
			}
			select {
			case <-stop:
				return
			case <-time.After(250 * time.Millisecond):
			}
		}
	}()
	start := time.Now()
	code, err := runCrawl(context.Background(), cfg, tb, io.Discard, nil)
	elapsed := time.Since(start)
	close(stop)
	<-sampled
	if err != nil || code == 2 {
		b.Fatalf("crawl: exit %d: %v", code, err)
	}
	scanned := 0
	_ = crawl.Records(cfg.OutDir, func(r crawl.Record) error {
		if r.Status == crawl.StatusScanned {
			scanned++
		}
		return nil
	})
	return crawlStats{scanned, elapsed, peak.Load(), peakRSS.Load()}
}

// BenchmarkCrawlConcurrency reports pages per minute at concurrency 1, 2
// and 4 on the generated site, and the speed-ups against concurrency 1
// measured in the same run.
func BenchmarkCrawlConcurrency(b *testing.B) {
	products, _ := strconv.Atoi(envOr("CRAWL_BENCH_PRODUCTS", "30"))
	site := crawltest.New(products, 3, 5, false)
	defer site.Close()
	for i := 0; i < b.N; i++ {
		rate := map[int]float64{}
		for _, c := range []int{1, 2, 4} {
			st := benchCrawl(b, site, c, 10000)
			n, d := st.scanned, st.elapsed
			rate[c] = float64(n) / d.Minutes()
			b.ReportMetric(rate[c], fmt.Sprintf("pages/min_c%d", c))
			b.Logf("concurrency %d: %d pages in %s = %.1f pages/min", c, n, d.Round(time.Second), rate[c])
		}
		b.ReportMetric(rate[2]/rate[1], "speedup_c2")
		b.ReportMetric(rate[4]/rate[1], "speedup_c4")
	}
}

// BenchmarkCrawlMemory reports the crawler's peak Go heap, and the peak
// resident memory of the driver and Chromium, for a small and a 4× larger
// crawl in the same run: results stream to disk and each page gets a fresh
// browser context, so both ratios should stay near 1
// (CRAWL_BENCH_SMALL=250 makes the larger crawl 1,000 pages).
func BenchmarkCrawlMemory(b *testing.B) {
	small, _ := strconv.Atoi(envOr("CRAWL_BENCH_SMALL", "50"))
	site := crawltest.New(small*4, 10, 5, false)
	defer site.Close()
	for i := 0; i < b.N; i++ {
		s1 := benchCrawl(b, site, 2, small)
		s4 := benchCrawl(b, site, 2, small*4)
		b.ReportMetric(float64(s1.heap)/(1<<20), "heapMB_small")
		b.ReportMetric(float64(s4.heap)/(1<<20), "heapMB_large")
		b.ReportMetric(float64(s4.heap)/float64(s1.heap), "heap_ratio")
		b.ReportMetric(float64(s1.browsersRSS)/(1<<20), "browsersMB_small")
		b.ReportMetric(float64(s4.browsersRSS)/(1<<20), "browsersMB_large")
		b.ReportMetric(float64(s4.browsersRSS)/float64(s1.browsersRSS), "browsers_ratio")
		b.Logf("peak heap: %d pages %.1f MB, %d pages %.1f MB; driver+Chromium RSS %.0f MB and %.0f MB; process VmHWM %s",
			s1.scanned, float64(s1.heap)/(1<<20), s4.scanned, float64(s4.heap)/(1<<20),
			float64(s1.browsersRSS)/(1<<20), float64(s4.browsersRSS)/(1<<20), vmHWM())
	}
}

func envOr(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}

// vmHWM is this process's peak resident set (Go only: Chromium and the
// driver are other processes).
func vmHWM() string {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return "?"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "VmHWM:") {
			return strings.TrimSpace(strings.TrimPrefix(sc.Text(), "VmHWM:"))
		}
	}
	return "?"
}

// BenchmarkCrawlRemote reports pages per minute through two local
// `playwright run-server` processes against the local browser, at the same
// concurrency, in the same run.
func BenchmarkCrawlRemote(b *testing.B) {
	products, _ := strconv.Atoi(envOr("CRAWL_BENCH_PRODUCTS", "20"))
	site := crawltest.New(products, 2, 2, false)
	defer site.Close()
	for i := 0; i < b.N; i++ {
		st := benchCrawl(b, site, 2, 10000)
		n, d := st.scanned, st.elapsed
		local := float64(n) / d.Minutes()
		ea, _ := startRunServer(b)
		eb, _ := startRunServer(b)
		_, mgr, run := remoteCrawl(b, site, b.TempDir(), "2", ea, eb)
		start := time.Now()
		if code, err := run(context.Background()); err != nil || code == 2 {
			b.Fatalf("remote crawl: exit %d %v", code, err)
		}
		rd := time.Since(start)
		rn := 0
		use := mgr.EndpointUse()
		for _, v := range use {
			rn += v
		}
		remote := float64(n) / rd.Minutes()
		b.ReportMetric(local, "pages/min_local")
		b.ReportMetric(remote, "pages/min_remote2")
		b.ReportMetric(remote/local, "remote_vs_local")
		b.Logf("local: %d pages in %s; two servers: %s (contexts per server %v)", n, d.Round(time.Second), rd.Round(time.Second), use)
	}
}
