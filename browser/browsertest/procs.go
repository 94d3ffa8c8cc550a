// Package browsertest holds test helpers shared by the packages whose tests
// drive a real Chromium.
package browsertest

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// BrowserPIDs lists the Chromium browser processes (not renderers or
// helpers: no --type= flag) that descend from this test process, so a test
// can kill the browser it launched and no other.
func BrowserPIDs(t testing.TB) map[int]bool {
	t.Helper()
	entries, err := os.ReadDir("/proc")
	if err != nil {
		t.Fatalf("read /proc: %v", err)
	}
	parent := map[int]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// Fields after the ")" that closes comm: state ppid ...
		s := string(b)
		if f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:]); len(f) > 1 {
			parent[pid], _ = strconv.Atoi(f[1])
		}
	}
	me := os.Getpid()
	out := map[int]bool{}
	for pid := range parent {
		cmd, _ := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "cmdline"))
		if c := string(cmd); !strings.Contains(c, "chrom") || strings.Contains(c, "--type=") {
			continue
		}
		for p, hops := parent[pid], 0; p > 1 && hops < 10; p, hops = parent[p], hops+1 {
			if p == me {
				out[pid] = true
				break
			}
		}
	}
	return out
}

// NewBrowserPID returns the one browser process in BrowserPIDs now that was
// not in before, failing the test when there is not exactly one.
func NewBrowserPID(t testing.TB, before map[int]bool) int {
	t.Helper()
	var mine []int
	for pid := range BrowserPIDs(t) {
		if !before[pid] {
			mine = append(mine, pid)
		}
	}
	if len(mine) != 1 {
		t.Fatalf("want one new Chromium browser process, found %v", mine)
	}
	return mine[0]
}

// Slow skips a test under -short (make test-quick): an end-to-end or
// corpus test that takes more than a second. make test runs it.
func Slow(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("slow: make test runs it, make test-quick (-short) does not")
	}
}
