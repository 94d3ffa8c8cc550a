package checks

import (
	"github.com/accessagents/accessagents/audit/finding"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
)

// judgedRun runs a cheap check whose page function returns facts that Go
// judges (a language identified by whatlanggo): all its findings, or with
// scope set, the verdict on that element in Status, Reason and Data.
type judgedRun func(p playwright.Page, scope playwright.ElementHandle) (finding.RawCheck, error)

// judgedCheck finds the Go-judged run of a cheap check.
func judgedCheck(id string) (judgedRun, bool) {
	switch id {
	case langPartsID:
		return runLangParts, true
	}
	return nil, false
}

// splitJudged separates the Go-judged checks from those cheapRunJS runs
// in the page. Empty only means every check, in both.
func splitJudged(only []string) (js []string, judged []judgedRun) {
	if len(only) == 0 {
		for _, c := range Checks() {
			if run, ok := judgedCheck(c.ID); ok && !c.Expensive {
				judged = append(judged, run)
			}
		}
		return nil, judged
	}
	for _, id := range only {
		if run, ok := judgedCheck(id); ok {
			judged = append(judged, run)
		} else {
			js = append(js, id)
		}
	}
	return js, judged
}

// runJudged runs the Go-judged checks; one that fails reports its error
// and the others still run.
func runJudged(p playwright.Page, judged []judgedRun) []finding.RawCheck {
	var out []finding.RawCheck
	for _, run := range judged {
		r, err := run(p, nil)
		if err != nil {
			r.Error = err.Error()
		}
		out = append(out, r)
	}
	return out
}
