package checks

import (
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
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

// judgeRaw gives a page-run check's raw result to the Go judgement that
// finishes it, whichever way it ran (a scan's turn, a run, a verify): a
// check whose page side asks a question only Go can answer (whatlanggo's
// reading of the page's own language) names its judge here.
func judgeRaw(r *finding.RawCheck) {
	switch r.ID {
	case langMismatchID:
		confirmPageLang(r)
	}
}
