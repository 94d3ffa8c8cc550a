package main

import (
	"bufio"
	"fmt"
	"os"
	"sort"
	"strings"
)

const (
	tableStart = "<!-- gds-table:start -->"
	tableEnd   = "<!-- gds-table:end -->"
)

// results is results.tsv: one line per test, the rule ids found.
func results(tests []*test) string {
	var b strings.Builder
	b.WriteString("# test page\tstatus\taxe violations\taa- violations\taa- needs review\n")
	for _, t := range tests {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\n", t.File, t.status(), join(t.Axe), join(t.Checks), join(t.Reviews))
	}
	return b.String()
}

func join(s []string) string {
	if len(s) == 0 {
		return "-"
	}
	return strings.Join(s, ",")
}

// loadJudged reads judged.tsv: "<test page>\t<rule id>\t<verdict>\t<why>"
// lines, a person's verdict on a rule's finding on that page: yes (it is
// the test's barrier), no (true, but something else) or false (wrong: the
// page does not fail that way). A finding with no verdict is unjudged.
func loadJudged(path string) (map[string]string, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return map[string]string{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]string{}
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, "\t")
		if len(parts) < 3 || (parts[2] != "yes" && parts[2] != "no" && parts[2] != "false") {
			return nil, fmt.Errorf("%s:%d: want <page>\\t<rule>\\t<yes|no|false>\\t<why>", path, n)
		}
		out[parts[0]+"\t"+parts[1]] = parts[2]
	}
	return out, sc.Err()
}

// tally counts the tests found as a violation, as review only, and not.
type tally struct{ violation, review, judgedViolation, judgedReview, falseViolation, unjudged int }

func (t tally) notFound(n int) int { return n - t.violation - t.review }

// summary is the README table.
func summary(tests []*test, judged map[string]string) string {
	var axeOnly, checksOnly, all tally
	unionErr := 0
	for _, t := range tests {
		axeHit, checkHit, reviewHit := len(t.Axe) > 0, len(t.Checks) > 0, len(t.Reviews) > 0
		rel := func(rules []string) (hit, wrong, unj bool) {
			for _, r := range rules {
				v, ok := judged[t.File+"\t"+r]
				unj = unj || !ok
				hit = hit || v == "yes"
				wrong = wrong || v == "false"
			}
			return
		}
		axeRel, axeFalse, u1 := rel(t.Axe)
		chkRel, chkFalse, u2 := rel(t.Checks)
		revRel, _, u3 := rel(t.Reviews)
		if axeFalse {
			axeOnly.falseViolation++
		}
		if chkFalse {
			checksOnly.falseViolation++
		}
		if axeFalse || chkFalse {
			all.falseViolation++
		}
		if axeHit {
			axeOnly.violation++
			if axeRel {
				axeOnly.judgedViolation++
			}
		}
		if checkHit {
			checksOnly.violation++
			if chkRel {
				checksOnly.judgedViolation++
			}
		} else if reviewHit {
			checksOnly.review++
			if revRel {
				checksOnly.judgedReview++
			}
		}
		switch {
		case axeHit || checkHit:
			all.violation++
			if axeRel || chkRel {
				all.judgedViolation++
			} else if revRel {
				all.judgedReview++
			}
		case reviewHit:
			all.review++
			if revRel {
				all.judgedReview++
			}
		}
		if u1 || u2 || u3 {
			all.unjudged++
		}
		published := false
		for _, r := range t.Published {
			if r == "error" || r == "error_paid" {
				published = true
			}
		}
		if published || axeRel || chkRel {
			unionErr++
		}
	}
	n := len(tests)
	var b strings.Builder
	b.WriteString("| Tool | Tests with a violation (any new finding) | … where it is the test's barrier (judged) | Needs review only (judged the barrier) | Nothing new | Tests with a false violation (judged) |\n|---|---|---|---|---|---|\n")
	row := func(name string, t tally, judgedReview bool) {
		rev := "–"
		if judgedReview {
			rev = fmt.Sprintf("%d (%d)", t.review, t.judgedReview)
		}
		fmt.Fprintf(&b, "| %s | %d | %d | %s | %d | %d |\n", name, t.violation, t.judgedViolation, rev, t.notFound(n), t.falseViolation)
	}
	row("AccessAgents: axe-core part", axeOnly, false)
	row("AccessAgents: `aa-` checks part", checksOnly, true)
	row("**AccessAgents** (`audit --checks all`)", all, true)
	for _, p := range publishedRows(tests) {
		b.WriteString(p)
	}
	fmt.Fprintf(&b, "| The 13 tools together (2017, published) | | %d | | | |\n", unionOf(tests))
	fmt.Fprintf(&b, "| The 13 tools and AccessAgents together | | %d | | | |\n", unionErr)
	if all.unjudged > 0 {
		fmt.Fprintf(&b, "\n%d tests have a finding no person has judged yet (judged.tsv).\n", all.unjudged)
	}
	return b.String()
}

// publishedRows are the best and the axe rows of the published results.
func publishedRows(tests []*test) []string {
	count := map[string]int{}
	for _, t := range tests {
		for tool, r := range t.Published {
			if r == "error" || r == "error_paid" {
				count[tool]++
			}
		}
	}
	tools := make([]string, 0, len(count))
	for k := range count {
		tools = append(tools, k)
	}
	sort.Slice(tools, func(i, j int) bool {
		if count[tools[i]] != count[tools[j]] {
			return count[tools[i]] > count[tools[j]]
		}
		return tools[i] < tools[j]
	})
	var rows []string
	for i, tool := range tools {
		if i == 0 || tool == "axe" {
			rows = append(rows, fmt.Sprintf("| %s (2017, published) | | %d | | | |\n", tool, count[tool]))
		}
	}
	return rows
}

func unionOf(tests []*test) int {
	n := 0
	for _, t := range tests {
		for _, r := range t.Published {
			if r == "error" || r == "error_paid" {
				n++
				break
			}
		}
	}
	return n
}

// syncReadme replaces the text between the gds-table markers.
func syncReadme(path, table string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	s := string(b)
	i, j := strings.Index(s, tableStart), strings.Index(s, tableEnd)
	if i < 0 || j < i {
		return fmt.Errorf("%s has no %s … %s markers", path, tableStart, tableEnd)
	}
	s = s[:i+len(tableStart)] + "\n" + table + s[j:]
	return os.WriteFile(path, []byte(s), 0o644)
}
