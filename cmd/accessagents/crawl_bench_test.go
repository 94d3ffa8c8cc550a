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

// benchCrawl runs one in-process crawl of site and returns the scanned
// pages, the wall time and the peak Go heap sampled while it ran.
func benchCrawl(b *testing.B, site *crawltest.Site, concurrency, maxPages int) (int, time.Duration, uint64) {
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
	var peak atomic.Uint64
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
			select {
			case <-stop:
				return
			case <-time.After(100 * time.Millisecond):
			}
		}
	}()
	stdout := os.Stdout
	os.Stdout, _ = os.Open(os.DevNull)
	start := time.Now()
	code, err := runCrawl(context.Background(), cfg, tb)
	elapsed := time.Since(start)
	os.Stdout = stdout
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
	return scanned, elapsed, peak.Load()
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
			n, d, _ := benchCrawl(b, site, c, 10000)
			rate[c] = float64(n) / d.Minutes()
			b.ReportMetric(rate[c], fmt.Sprintf("pages/min_c%d", c))
			b.Logf("concurrency %d: %d pages in %s = %.1f pages/min", c, n, d.Round(time.Second), rate[c])
		}
		b.ReportMetric(rate[2]/rate[1], "speedup_c2")
		b.ReportMetric(rate[4]/rate[1], "speedup_c4")
	}
}

// BenchmarkCrawlMemory reports the crawler's peak Go heap for a small and a
// 4× larger crawl in the same run: results stream to disk, so the ratio
// should stay near 1 (only the URL set grows).
func BenchmarkCrawlMemory(b *testing.B) {
	small, _ := strconv.Atoi(envOr("CRAWL_BENCH_SMALL", "50"))
	site := crawltest.New(small*4, 10, 5, false)
	defer site.Close()
	for i := 0; i < b.N; i++ {
		n1, _, p1 := benchCrawl(b, site, 2, small)
		n4, _, p4 := benchCrawl(b, site, 2, small*4)
		b.ReportMetric(float64(p1)/(1<<20), "heapMB_small")
		b.ReportMetric(float64(p4)/(1<<20), "heapMB_large")
		b.ReportMetric(float64(p4)/float64(p1), "heap_ratio")
		b.Logf("peak heap: %d pages %.1f MB, %d pages %.1f MB; process VmHWM %s", n1, float64(p1)/(1<<20), n4, float64(p4)/(1<<20), vmHWM())
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
		n, d, _ := benchCrawl(b, site, 2, 10000)
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
