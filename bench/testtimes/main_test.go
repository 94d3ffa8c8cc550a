package main

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

// TestReport: the report of a small run names the slowest test, each
// package's share, go test's wall time and the closing counts.
func TestReport(t *testing.T) {
	t.Parallel()
	at := func(s int) string { return time.Date(2026, 11, 28, 12, 0, s, 0, time.UTC).Format(time.RFC3339Nano) }
	in := strings.Join([]string{
		`{"Time":"` + at(0) + `","Action":"run","Package":"m/a","Test":"TestSlow"}`,
		`{"Time":"` + at(30) + `","Action":"pass","Package":"m/a","Test":"TestSlow","Elapsed":30}`,
		`{"Time":"` + at(31) + `","Action":"output","Package":"m/a","Output":"ok  \tm/a\t31.0s\n"}`,
		`{"Time":"` + at(31) + `","Action":"pass","Package":"m/a","Elapsed":31}`,
		`{"Time":"` + at(2) + `","Action":"output","Package":"m/b","Test":"TestBad","Output":"    b_test.go:9: it broke\n"}`,
		`{"Time":"` + at(9) + `","Action":"fail","Package":"m/b","Test":"TestBad","Elapsed":9}`,
		`{"Time":"` + at(40) + `","Action":"fail","Package":"m/b","Elapsed":9}`,
		`{"Time":"` + at(3) + `","Action":"run","Package":"m/c","Test":"TestHangs"}`,
		`{"Time":"` + at(4) + `","Action":"output","Package":"m/c","Test":"TestHangs","Output":"panic: close of nil channel\n"}`,
		`{"Time":"` + at(5) + `","Action":"fail","Package":"m/c","Elapsed":2}`,
	}, "\n")
	var out bytes.Buffer
	r := &report{out: &out, buf: map[key][]string{}, started: time.Date(2026, 11, 28, 11, 59, 0, 0, time.UTC)}
	if err := r.read(strings.NewReader(in)); err != nil {
		t.Fatal(err)
	}
	if ok := r.summary(10); ok {
		t.Error("a failed test must make the report fail")
	}
	got := out.String()
	for _, want := range []string{
		"it broke",
		"      31.0s   74%  m/a",
		"       9.0s   21%  m/b",
		"      30.0s  m/a  TestSlow",
		"suite: go test 40s wall, packages 42s summed, make test 100s in all (setup and vet 60s)",
		"1 passed, 1 failed, 0 skipped\n",
		"package m/c failed as a whole (a panic or a timeout), leaving 1 tests unfinished\n",
		"--- (unfinished) TestHangs\npanic: close of nil channel",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("report lacks %q:\n%s", want, got)
		}
	}
}

// TestLastRun prints the report of the last make test on this machine, when
// there is one: where the suite's time went, to read, never to gate on.
func TestLastRun(t *testing.T) {
	t.Parallel()
	f, err := os.Open("../../out/test.json")
	if err != nil {
		t.Logf("no earlier make test here (%v); run make test, then make test-report", err)
		return
	}
	defer f.Close()
	var out bytes.Buffer
	r := &report{out: &out, buf: map[key][]string{}}
	if err := r.read(f); err != nil {
		t.Fatal(err)
	}
	r.summary(10)
	// Only the tables: the test output was the earlier run's business.
	if i := strings.Index(out.String(), "\npackages by wall time"); i >= 0 {
		t.Log(out.String()[i:])
	}
}
