// Command testtimes turns `go test -json` into what a person reads: the
// output of failing tests and packages as plain `go test` prints it, one
// line per package, then the packages and the ten slowest tests by
// wall time, and a closing "N passed, N failed, N skipped" line.
//
//	go test -json ./... | go run ./bench/testtimes -save out/test.json
//	go run ./bench/testtimes < out/test.json        # the report again
//
// The packages' lines carry each one's share of the summed package time,
// and a "suite:" line before the closing one gives go test's wall time (its
// first event to its last) and, with -started, make test's in all.
//
// It is a report, not a gate: it exits non-zero only when a test or a
// package failed (or the input held no test at all), so `make test` keeps
// go test's verdict.
package main

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"time"
)

// event is one line of `go test -json` (cmd/test2json).
type event struct {
	Time    time.Time
	Action  string
	Package string
	Test    string
	Elapsed float64
	Output  string
	// ImportPath and FailedBuild come with build-output/build-fail events.
	ImportPath  string
	FailedBuild string
}

// module is cut from package names in the tables.
const module = "github.com/accessagents/accessagents"

type key struct{ pkg, test string }

type result struct {
	key
	action  string
	elapsed float64
}

// report gathers the events of one run.
type report struct {
	out     io.Writer
	buf     map[key][]string
	results []result
	failed  bool
	// first and last are the times of the run's first and last events.
	first, last time.Time
	// started is when make test began (zero when not told).
	started time.Time
	// unfinished counts, per package that failed as a whole (a panic, a
	// timeout), the tests it left running.
	unfinished map[string]int
}

func main() {
	save := flag.String("save", "", "also write the raw JSON events to this `file` (for a later report)")
	top := flag.Int("top", 10, "how many of the slowest tests to list")
	started := flag.Int64("started", 0, "when make test began, in Unix `seconds`: the suite line then gives its whole time too")
	flag.Parse()

	var in io.Reader = os.Stdin
	if *save != "" {
		f, err := os.Create(*save)
		if err != nil {
			fmt.Fprintln(os.Stderr, "testtimes:", err)
			os.Exit(2)
		}
		defer f.Close()
		in = io.TeeReader(os.Stdin, f)
	}
	r := &report{out: os.Stdout, buf: map[key][]string{}}
	if *started > 0 {
		r.started = time.Unix(*started, 0)
	}
	if err := r.read(in); err != nil {
		fmt.Fprintln(os.Stderr, "testtimes:", err)
		os.Exit(2)
	}
	if !r.summary(*top) {
		os.Exit(1)
	}
}

func (r *report) read(in io.Reader) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		var e event
		if len(line) == 0 || line[0] != '{' || json.Unmarshal(line, &e) != nil {
			// Not an event (go vet's or the linker's own words): pass it on.
			fmt.Fprintln(r.out, string(line))
			continue
		}
		r.event(e)
	}
	return sc.Err()
}

func (r *report) event(e event) {
	if !e.Time.IsZero() {
		if r.first.IsZero() || e.Time.Before(r.first) {
			r.first = e.Time
		}
		if e.Time.After(r.last) {
			r.last = e.Time
		}
	}
	k := key{e.Package, e.Test}
	switch e.Action {
	case "build-output":
		fmt.Fprint(r.out, e.Output)
	case "build-fail":
		r.failed = true
	case "output":
		r.buf[k] = append(r.buf[k], e.Output)
	case "pass", "skip":
		if e.Test == "" {
			// The package's own "ok  pkg  12.3s" line is in its output.
			for _, l := range r.buf[k] {
				if strings.HasPrefix(l, "ok ") || strings.HasPrefix(l, "?") {
					fmt.Fprint(r.out, l)
				}
			}
		}
		delete(r.buf, k)
		r.results = append(r.results, result{k, e.Action, e.Elapsed})
	case "fail":
		r.failed = true
		if e.Test == "" {
			// A package that panicked or timed out leaves its running
			// tests without an end: their output is the evidence.
			if r.unfinished == nil {
				r.unfinished = map[string]int{}
			}
			r.unfinished[e.Package] += 0
			for bk, lines := range r.buf {
				if bk.pkg == e.Package && bk.test != "" {
					r.unfinished[e.Package]++
					fmt.Fprintf(r.out, "--- (unfinished) %s\n", bk.test)
					for _, l := range lines {
						fmt.Fprint(r.out, l)
					}
					delete(r.buf, bk)
				}
			}
		}
		for _, l := range r.buf[k] {
			fmt.Fprint(r.out, l)
		}
		delete(r.buf, k)
		r.results = append(r.results, result{k, e.Action, e.Elapsed})
	}
}

// summary prints the tables and the closing line; false when anything failed.
func (r *report) summary(top int) bool {
	var pkgs, tests []result
	n := map[string]int{}
	for _, res := range r.results {
		if res.test == "" {
			pkgs = append(pkgs, res)
			continue
		}
		n[res.action]++
		// Subtests are counted, but only top-level tests compete for slowest:
		// a parent's time already holds its subtests'.
		if !strings.Contains(res.test, "/") {
			tests = append(tests, res)
		}
	}
	byTime := func(rs []result) {
		sort.SliceStable(rs, func(i, j int) bool { return rs[i].elapsed > rs[j].elapsed })
	}
	byTime(pkgs)
	byTime(tests)
	short := func(p string) string { return strings.TrimPrefix(p, module+"/") }
	w := r.out
	var sum float64
	for _, p := range pkgs {
		if p.action != "skip" {
			sum += p.elapsed
		}
	}
	fmt.Fprintln(w, "\npackages by wall time, and each one's share of their sum:")
	for _, p := range pkgs {
		if p.action == "skip" {
			continue
		}
		fmt.Fprintf(w, "  %8.1fs  %3.0f%%  %s\n", p.elapsed, 100*p.elapsed/max(sum, 1), short(p.pkg))
	}
	if top > len(tests) {
		top = len(tests)
	}
	fmt.Fprintf(w, "\nthe %d slowest tests:\n", top)
	for _, t := range tests[:top] {
		fmt.Fprintf(w, "  %8.1fs  %s  %s\n", t.elapsed, short(t.pkg), t.test)
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, r.suiteLine(sum))
	fmt.Fprintf(w, "%d passed, %d failed, %d skipped\n", n["pass"], n["fail"], n["skip"])
	// A package that panicked or timed out fails with no failed test of
	// its own: said, so "0 failed" is never the last word on a failed run.
	failedIn := map[string]int{}
	for _, res := range r.results {
		if res.test != "" && res.action == "fail" {
			failedIn[res.pkg]++
		}
	}
	for _, p := range pkgs {
		if u := r.unfinished[p.pkg]; p.action == "fail" && (u > 0 || failedIn[p.pkg] == 0) {
			fmt.Fprintf(w, "package %s failed as a whole (a panic or a timeout), leaving %d tests unfinished\n", short(p.pkg), u)
		}
	}
	return !r.failed && n["fail"] == 0 && n["pass"] > 0
}

// suiteLine says how long the run took: go test from its first event to its
// last, the packages' summed time, and make test's whole time when known.
func (r *report) suiteLine(sum float64) string {
	line := fmt.Sprintf("suite: go test %.0fs wall, packages %.0fs summed", r.last.Sub(r.first).Seconds(), sum)
	if !r.started.IsZero() && !r.last.IsZero() {
		line += fmt.Sprintf(", make test %.0fs in all (setup and vet %.0fs)", r.last.Sub(r.started).Seconds(), r.first.Sub(r.started).Seconds())
	}
	return line
}
