package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// descendantsRSS sums the resident memory (bytes) of every process below
// pid: the Playwright driver and Chromium's browser, GPU, network and
// renderer processes a crawl starts.
func descendantsRSS(pid int) uint64 {
	parent := map[int]int{}
	rss := map[int]uint64{}
	dirs, _ := filepath.Glob("/proc/[0-9]*/status")
	for _, d := range dirs {
		p, err := strconv.Atoi(filepath.Base(filepath.Dir(d)))
		if err != nil {
			continue
		}
		f, err := os.Open(d)
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			k, v, _ := strings.Cut(sc.Text(), ":")
			switch k {
			case "PPid":
				parent[p], _ = strconv.Atoi(strings.TrimSpace(v))
			case "VmRSS":
				kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
				rss[p] = kb << 10
			}
		}
		f.Close()
	}
	var sum uint64
	for p, r := range rss {
		for q := parent[p]; q > 1; q = parent[q] {
			if q == pid {
				sum += r
				break
			}
		}
	}
	return sum
}
