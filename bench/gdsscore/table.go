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
	b.WriteString("# test page\tstatus\taxe violations\taa- violations\taa- needs review\tbest practice\n")
	for _, t := range tests {
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\t%s\t%s\n", t.File, t.status(), join(t.Axe), join(t.Checks), join(t.Reviews), join(t.Practice))
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

// tally counts tests by the strongest kind of new finding on them, and
// how many of those a person judged to be the test's barrier.
type tally struct {
	violation, practice, review                   int
	judgedViolation, judgedPractice, judgedReview int
	falseViolation, unjudged                      int
}

func (t tally) notFound(n int) int { return n - t.violation - t.practice - t.review }

// found is what the issue counts: the barrier found as a violation or as
// best practice (judged).
func (t tally) found() int { return t.judgedViolation + t.judgedPractice }

// summary is the README table.
func summary(tests []*test, judged map[string]string) string {
	var axeOnly, checksOnly, all tally
	unionErr := 0
	for _, t := range tests {
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
		bpRel, _, u4 := rel(t.Practice)
		if axeFalse {
			axeOnly.falseViolation++
		}
		if chkFalse {
			checksOnly.falseViolation++
		}
		if axeFalse || chkFalse {
			all.falseViolation++
		}
		if len(t.Axe) > 0 {
			axeOnly.violation++
			if axeRel {
				axeOnly.judgedViolation++
			}
		}
		if len(t.Checks) > 0 {
			checksOnly.violation++
			if chkRel {
				checksOnly.judgedViolation++
			}
		}
		// The whole tool: the strongest kind found, judged by the best
		// verdict among what it reported (a violation that is not the
		// barrier beside a best practice that is still finds it).
		switch {
		case len(t.Axe)+len(t.Checks) > 0:
			all.violation++
		case len(t.Practice) > 0:
			all.practice++
		case len(t.Reviews) > 0:
			all.review++
		}
		switch {
		case axeRel || chkRel:
			all.judgedViolation++
		case bpRel:
			all.judgedPractice++
		case revRel:
			all.judgedReview++
		}
		if u1 || u2 || u3 || u4 {
			all.unjudged++
		}
		published := false
		for _, r := range t.Published {
			if r == "error" || r == "error_paid" {
				published = true
			}
		}
		if published || axeRel || chkRel || bpRel {
			unionErr++
		}
	}
	n := len(tests)
	var b strings.Builder
	fmt.Fprintf(&b, "**AccessAgents** (`audit --checks all --best-practice`): **%d of %d** barriers found, as a violation (%d) or as best practice (%d), judged by a person; %d more as needs review only; %d tests with a false violation.\n\n",
		all.found(), n, all.judgedViolation, all.judgedPractice, all.judgedReview, all.falseViolation)
	b.WriteString("| Tool | Barrier found (judged) | … as a violation | … as best practice only | Needs review only (judged the barrier) | Tests with any new violation | Nothing new | Tests with a false violation (judged) |\n|---|---|---|---|---|---|---|---|\n")
	fmt.Fprintf(&b, "| **AccessAgents** | **%d** | %d | %d | %d (%d) | %d | %d | %d |\n", all.found(), all.judgedViolation, all.judgedPractice,
		all.review, all.judgedReview, all.violation, all.notFound(n), all.falseViolation)
	fmt.Fprintf(&b, "| AccessAgents: axe-core part | %d | %d | | | %d | | %d |\n", axeOnly.judgedViolation, axeOnly.judgedViolation, axeOnly.violation, axeOnly.falseViolation)
	fmt.Fprintf(&b, "| AccessAgents: `aa-` checks part | %d | %d | | | %d | | %d |\n", checksOnly.judgedViolation, checksOnly.judgedViolation, checksOnly.violation, checksOnly.falseViolation)
	for _, p := range publishedRows(tests) {
		b.WriteString(p)
	}
	fmt.Fprintf(&b, "| The 13 tools together (2017, published) | %d | | | | | | |\n", unionOf(tests))
	fmt.Fprintf(&b, "| The 13 tools and AccessAgents together | %d | | | | | | |\n", unionErr)
	if all.unjudged > 0 {
		fmt.Fprintf(&b, "\n%d tests have a finding no person has judged yet (judged.tsv).\n", all.unjudged)
	}
	return b.String()
}

// publishedRows are the 13 tools' published counts, most found first.
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
	for _, tool := range tools {
		rows = append(rows, fmt.Sprintf("| %s (2017, published) | %d | | | | | | |\n", tool, count[tool]))
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
