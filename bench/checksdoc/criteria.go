package main

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/crawl"
)

// figures.json holds what was measured, per corpus and criterion: data
// copied from the bench commands' output (each corpus names its command,
// build and date), not computed here.
//
//go:embed figures.json
var figuresJSON []byte

type figures struct {
	Corpora []struct {
		Key, Title, What, Run, Build, Date string
		Tuned                              bool
		Kind                               string // "pages": found/failed and false findings; "suite": also axe's part and clean pages' alarms
	} `json:"corpora"`
	Criteria map[string]map[string]counts `json:"criteria"`
	Left     map[string]string            `json:"left"`
}

type counts struct {
	Found  int `json:"found"`
	Failed int `json:"failed"`
	False  int `json:"false"`
	Axe    int `json:"axe"`
	Clean  int `json:"clean"`
	Alarms int `json:"alarms"`
}

// criteriaSection is the per-criterion table: what we check under each
// criterion, how much of what evaluators failed it found on each corpus,
// and what it leaves to a person.
func criteriaSection() string {
	var f figures
	if err := json.Unmarshal(figuresJSON, &f); err != nil {
		panic("bench/checksdoc/figures.json: " + err.Error())
	}
	ours := map[string][]string{}
	for _, c := range checks.All() {
		if !c.BestPractice {
			ours[c.SC] = append(ours[c.SC], "`"+c.ID+"`")
		}
	}
	for _, r := range crawl.SiteRuleDocs() {
		ours[r.SC] = append(ours[r.SC], "`"+r.ID+"`")
	}
	set := map[string]bool{}
	for sc := range ours {
		set[sc] = true
	}
	for sc := range f.Criteria {
		set[sc] = true
	}
	scs := make([]string, 0, len(set))
	for sc := range set {
		scs = append(scs, sc)
	}
	slices.SortFunc(scs, func(a, b string) int { return compareSC(a, b) })

	var b strings.Builder
	b.WriteString("\n## Per criterion\n\nWhat each success criterion gets from our checks (beside axe-core's rules tagged with it), and how\nmuch of what evaluators failed was found as a violation on each corpus we measured. A cell reads\nfound/failed page-criterion pairs; \"false\" counts violations under a criterion the evaluator\npassed. The peer suite's cells add axe's part of the same run and the clean pages that test the\ncriterion and have a violation under it (\"clean pages alarmed\"). A blank cell: the corpus has no failure of it.\n\n")
	for _, c := range f.Corpora {
		tuned := "held out: not read or tuned on before this build was measured"
		if c.Tuned {
			tuned = "tuned on"
		}
		fmt.Fprintf(&b, "- **%s**, %s: %s `%s`, build %s, %s.\n", c.Title, tuned, c.What, c.Run, c.Build, c.Date)
	}
	b.WriteString("\n| Criterion | Our checks |")
	for _, c := range f.Corpora {
		b.WriteString(" " + c.Title + " |")
	}
	b.WriteString(" Left to a person |\n|---|---|")
	for range f.Corpora {
		b.WriteString("---|")
	}
	b.WriteString("---|\n")
	for _, sc := range scs {
		checksCell := strings.Join(ours[sc], ", ")
		if checksCell == "" {
			checksCell = "axe-core's rules only"
		}
		fmt.Fprintf(&b, "| %s | %s |", sc, checksCell)
		for _, c := range f.Corpora {
			n, ok := f.Criteria[sc][c.Key]
			cellText := ""
			if ok {
				if n.Failed > 0 {
					cellText = fmt.Sprintf("%d/%d", n.Found, n.Failed)
					if c.Kind == "suite" {
						cellText += fmt.Sprintf(" (axe %d)", n.Axe)
					}
				}
				if n.False > 0 {
					cellText += fmt.Sprintf(", %d false", n.False)
				}
				if c.Kind == "suite" && n.Alarms > 0 {
					cellText += fmt.Sprintf(", %d of %d clean pages alarmed", n.Alarms, n.Clean)
				}
			}
			b.WriteString(" " + strings.TrimPrefix(cellText, ", ") + " |")
		}
		left := f.Left[sc]
		switch {
		case left != "":
		case len(ours[sc]) == 0:
			left = "Whatever axe-core's rules for it do not test."
		default:
			left = "What its checks leave (their rows in the table above)."
		}
		b.WriteString(" " + cell(left) + " |\n")
	}
	return b.String()
}

// compareSC orders criteria as WCAG numbers them (1.4.10 after 1.4.9).
func compareSC(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		x, _ := strconv.Atoi(pa[i])
		y, _ := strconv.Atoi(pb[i])
		if x != y {
			return x - y
		}
	}
	return len(pa) - len(pb)
}
