// Command legacyscore scores `accessagents audit --checks all` on the
// legacy corpus (testdata/legacy-corpus: eight 2005–2014-style pages and
// their repaired twins, every WCAG 2.2 A and AA criterion judged pass,
// fail or not applicable by an evaluator who never saw this code). It
// serves the pages on 127.0.0.1, audits each with the real binary, and
// counts page-criterion pairs: a failure is found when a violation names
// the criterion; a false finding is a violation naming a criterion the
// evaluator passed (or on a repaired twin). Needs-review items are counted
// apart, and so are axe's own rules.
//
//	go build -o bin/accessagents ./cmd/accessagents && go run ./bench/legacyscore
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
)

type verdict struct {
	Verdict string `json:"verdict"`
}

type scan struct {
	Violations []finding       `json:"violations"`
	Rules      map[string]rule `json:"rules"`
	Checks     struct {
		Review []finding `json:"needs_review"`
	} `json:"checks"`
}

type finding struct {
	RuleID   string   `json:"rule_id"`
	WCAG     string   `json:"wcag"`
	Criteria []string `json:"criteria"`
}

type rule struct {
	WCAG     string   `json:"wcag"`
	Criteria []string `json:"criteria"`
}

func (s scan) criteria(fs []finding, keep func(finding) bool) map[string]bool {
	out := map[string]bool{}
	for _, f := range fs {
		if !keep(f) {
			continue
		}
		r := s.Rules[f.RuleID]
		for _, c := range append(append(append([]string{}, f.Criteria...), r.Criteria...), f.WCAG, r.WCAG) {
			if c != "" {
				out[c] = true
			}
		}
	}
	return out
}

func main() {
	dir := flag.String("corpus", "testdata/legacy-corpus", "the corpus directory")
	bin := flag.String("bin", "bin/accessagents", "the accessagents binary")
	flag.Parse()
	var truth map[string]map[string]verdict
	b, err := os.ReadFile(filepath.Join(*dir, "verdicts.json"))
	if err == nil {
		err = json.Unmarshal(b, &truth)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "legacyscore:", err)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "legacyscore:", err)
		os.Exit(2)
	}
	go http.Serve(ln, http.FileServer(http.Dir(filepath.Join(*dir, "pages"))))
	pages := make([]string, 0, len(truth))
	for p := range truth {
		pages = append(pages, p)
	}
	sort.Strings(pages)
	all := func(finding) bool { return true }
	axe := func(f finding) bool { return !strings.HasPrefix(f.RuleID, "aa-") }
	var found, foundReview, foundAxe, fails, falseAll, falseAxe int
	per := map[string][2]int{}
	for _, p := range pages {
		cmd := exec.Command(*bin, "audit", "--checks", "all", "--format", "json", "http://"+ln.Addr().String()+"/"+p)
		out, _ := cmd.Output()
		var s scan
		if err := json.Unmarshal(out, &s); err != nil {
			fmt.Fprintf(os.Stderr, "legacyscore: %s: %v\n", p, err)
			os.Exit(1)
		}
		got, gotAxe := s.criteria(s.Violations, all), s.criteria(s.Violations, axe)
		review := s.criteria(s.Checks.Review, all)
		var miss, wrong []string
		for c, v := range truth[p] {
			switch {
			case v.Verdict == "fail":
				fails++
				n := per[c]
				n[1]++
				if got[c] {
					found++
					n[0]++
				} else {
					miss = append(miss, c)
				}
				if got[c] || review[c] {
					foundReview++
				}
				if gotAxe[c] {
					foundAxe++
				}
				per[c] = n
			case got[c]:
				falseAll++
				wrong = append(wrong, c)
				if gotAxe[c] {
					falseAxe++
				}
			}
		}
		slices.Sort(miss)
		slices.Sort(wrong)
		fmt.Printf("%-30s missed %v, false %v\n", p, miss, wrong)
	}
	pct := func(a, b int) string {
		return fmt.Sprintf("%d of %d (%.0f%%)", a, b, 100*float64(a)/float64(max(b, 1)))
	}
	fmt.Printf("\nfailures found as violations: %s; with needs review: %s; by axe's rules alone: %s\n",
		pct(found, fails), pct(foundReview, fails), pct(foundAxe, fails))
	fmt.Printf("false page-criterion findings: %d (axe's rules: %d)\n\n| criterion | found | failed |\n|---|---|---|\n", falseAll, falseAxe)
	crit := make([]string, 0, len(per))
	for c := range per {
		crit = append(crit, c)
	}
	sort.Slice(crit, func(i, j int) bool { return critLess(crit[i], crit[j]) })
	for _, c := range crit {
		fmt.Printf("| %s | %d | %d |\n", c, per[c][0], per[c][1])
	}
}

// critLess orders "1.4.10" after "1.4.9".
func critLess(a, b string) bool {
	as, bs := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(as) && i < len(bs); i++ {
		var x, y int
		fmt.Sscan(as[i], &x)
		fmt.Sscan(bs[i], &y)
		if x != y {
			return x < y
		}
	}
	return len(as) < len(bs)
}
