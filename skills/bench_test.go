package skills

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"
)

var benchVerbs = []string{"Create", "Delete", "Archive", "Rename", "Open", "Invite", "Assign", "Move", "Share", "Export"}
var benchNouns = []string{"project", "issue", "board", "page", "document", "team", "label", "milestone", "sprint", "folder"}

// benchTask is the i-th distinct task: 100 verb×noun shapes, each in a
// different workspace word so every template is distinct.
func benchTask(i int) string {
	return fmt.Sprintf("%s the %s called Alpha in workspace ws%d", benchVerbs[i%10], benchNouns[(i/10)%10], i/100)
}

func rssKB() int {
	b, _ := os.ReadFile("/proc/self/status")
	for _, line := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(line, "VmRSS:") {
			n, _ := strconv.Atoi(strings.Fields(line)[1])
			return n
		}
	}
	return 0
}

// BenchmarkAddSkill measures durable saves (each fsyncs its file and dir).
func BenchmarkAddSkill(b *testing.B) {
	s, err := Open(context.Background(), b.TempDir(), Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		task := benchTask(i)
		if _, err := s.Add(context.Background(), task, planFor(task), "https://linear.app/acme"); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "adds/s")
}

// BenchmarkFindSkill10k: find_skill over 10,000 stored skills, all on one
// site (the worst case for the site filter). Reports p50/p99 and the
// resident memory the 10,000 skills add (loaded by reopening the store).
func BenchmarkFindSkill10k(b *testing.B) {
	const n = 10000
	dir := b.TempDir()
	ctx := context.Background()
	func() {
		w, err := Open(ctx, dir, Lexical{}, Options{Logger: quietLog()})
		if err != nil {
			b.Fatal(err)
		}
		defer w.Close()
		for i := 0; i < n; i++ {
			task := benchTask(i)
			if _, err := w.Add(ctx, task, planFor(task), "https://linear.app/acme"); err != nil {
				b.Fatal(err)
			}
		}
	}()
	var ms runtime.MemStats
	runtime.GC()
	debug.FreeOSMemory()
	runtime.ReadMemStats(&ms)
	heapBefore, rssBefore := ms.HeapAlloc, rssKB()
	s, err := Open(ctx, dir, Lexical{}, Options{Logger: quietLog()})
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	heapAfter, rssAfter := ms.HeapAlloc, rssKB()
	if s.Count() != n {
		b.Fatalf("%d skills loaded", s.Count())
	}
	queries := []string{"Make a new project named Beta in workspace ws42", "Remove the issue called Gamma in workspace ws7",
		"Archive board Delta in workspace ws99", "Open the settings page"}
	samples := make([]time.Duration, 0, b.N)
	hits := 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		start := time.Now()
		res, err := s.Find(ctx, queries[i%len(queries)], "https://linear.app/acme")
		samples = append(samples, time.Since(start))
		if err != nil {
			b.Fatal(err)
		}
		if res.Hit {
			hits++
		}
	}
	b.StopTimer()
	sort.Slice(samples, func(i, j int) bool { return samples[i] < samples[j] })
	b.ReportMetric(float64(samples[len(samples)/2].Microseconds())/1000, "p50-ms")
	b.ReportMetric(float64(samples[len(samples)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(heapAfter-heapBefore)/(1<<20), "MB-heap-per-10k")
	b.ReportMetric(float64(rssAfter-rssBefore)/1024, "MB-rss-per-10k")
	b.ReportMetric(float64(hits)/float64(b.N), "hit-rate")
}
