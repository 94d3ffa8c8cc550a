package audit

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/audit/checks"
)

// tally counts one check's results over its corpus: a finding is a true
// positive when it is expected with the same kind (violation or needs
// review) on that page.
type tally struct {
	check            checks.Check
	tp, fp, fn       int
	failing, passing int
	reviews          int // failing variants expected as needs-review
}

func (tl *tally) add(got found, exp expectedPage) {
	count := func(got, want []string) {
		w := map[string]bool{}
		for _, s := range want {
			w[s] = true
		}
		for _, g := range got {
			if w[g] {
				tl.tp++
				delete(w, g)
			} else {
				tl.fp++
			}
		}
		tl.fn += len(w)
	}
	count(got.fail, exp.Fail)
	count(got.review, exp.Review)
	tl.failing += len(exp.Fail) + len(exp.Review)
	tl.reviews += len(exp.Review)
	tl.passing += len(exp.Pass)
}

func ratio(a, b int) string {
	if b == 0 {
		return "–"
	}
	return fmt.Sprintf("%.2f", float64(a)/float64(b))
}

const tableStart, tableEnd = "<!-- checks-table:start -->", "<!-- checks-table:end -->"

// checksTable renders the precision/recall table from the corpus results.
func checksTable(table map[string]*tally) string {
	var rows []*tally
	for _, tl := range table {
		rows = append(rows, tl)
	}
	order := map[string]int{}
	for i, c := range checks.All() {
		order[c.ID] = i
	}
	sort.Slice(rows, func(i, j int) bool { return order[rows[i].check.ID] < order[rows[j].check.ID] })
	var b strings.Builder
	b.WriteString(tableStart + "\n")
	b.WriteString("| Check | WCAG | Reports | Runs | Failing variants | Passing variants | TP | FP | FN | Precision | Recall |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, tl := range rows {
		c := tl.check
		kind, cost := "violation", "every scan"
		switch {
		case c.BestPractice:
			kind = "best practice"
		case c.SC == "4.1.1":
			kind, cost = "violation in WCAG 2.0 and 2.1 audits, else best practice", "every 2.0/2.1 scan; with --best-practice"
		case c.Review:
			kind = "needs review"
		case c.Level == "AAA" && tl.reviews > 0:
			kind = "violation (AAA), or needs review when unsure"
		case c.Level == "AAA":
			kind = "violation (AAA)"
		case tl.reviews > 0:
			kind = "violation, or needs review when unsure"
		}
		switch {
		case c.Expensive:
			cost = "on request"
		case c.BestPractice:
			cost = "with --best-practice"
		case c.Level == "AAA":
			cost = "AAA audits, or with --best-practice"
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %d | %d | %d | %d | %d | %s | %s |\n", c.ID, c.SC, kind, cost,
			tl.failing, tl.passing, tl.tp, tl.fp, tl.fn, ratio(tl.tp, tl.tp+tl.fp), ratio(tl.tp, tl.tp+tl.fn))
	}
	b.WriteString(tableEnd)
	return b.String()
}

// checkReadmeTable keeps the README's table equal to what the corpus
// gives; -update rewrites it.
func checkReadmeTable(t *testing.T, table map[string]*tally) {
	t.Helper()
	syncReadme(t, tableStart, tableEnd, checksTable(table), "TestChecksCorpus")
}

// syncReadme keeps the section of docs/audit.md (where the README's
// detail lives) between start and end (markers included in want) equal to
// want; -update rewrites it. test names the test that regenerates it.
func syncReadme(t *testing.T, start, end, want, test string) {
	t.Helper()
	const readme = "../docs/audit.md"
	b, err := os.ReadFile(readme)
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	i, j := strings.Index(doc, start), strings.Index(doc, end)
	if i < 0 || j < i {
		t.Fatalf("%s has no %s … %s section", readme, start, end)
	}
	if doc[i:j+len(end)] == want {
		return
	}
	if !*update {
		t.Errorf("a table in docs/audit.md is stale; run go test ./audit -run %s -update\n%s", test, want)
		return
	}
	if err := os.WriteFile(readme, []byte(doc[:i]+want+doc[j+len(end):]), 0o644); err != nil {
		t.Fatal(err)
	}
}
