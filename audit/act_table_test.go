package audit

import (
	"fmt"
	"strings"

	"github.com/accessagents/accessagents/audit/checks"
)

const actTableStart, actTableEnd = "<!-- act-checks-table:start -->", "<!-- act-checks-table:end -->"

// actTally is one check's score on the ACT cases. A case counts once: a
// failed case found as a violation is not also "found as review", and a
// false-positive review is on a page with no violation.
type actTally struct {
	rules                          []string
	failed, foundV, foundR, missed int
	clean, fpV, fpR, errs, timed   int
	skipAsset, skipDup, skipOut    int
}

func (a *actTally) add(r actResult) {
	switch {
	case r.outcome == "failed":
		a.failed++
		switch {
		case r.err:
			a.errs++
		case r.timed:
			a.timed++
		case r.violations > 0:
			a.foundV++
		case r.reviews > 0:
			a.foundR++
		default:
			a.missed++
		}
	default:
		a.clean++
		switch {
		case r.err:
			a.errs++
		case r.timed:
			a.timed++
		case r.violations > 0:
			a.fpV++
		case r.reviews > 0:
			a.fpR++
		}
	}
}

// actTable renders the README table of the ACT cases' score.
func actTable(man actManifest, results []actResult) string {
	tallies := map[string]*actTally{}
	get := func(check string) *actTally {
		if tallies[check] == nil {
			tallies[check] = &actTally{}
		}
		return tallies[check]
	}
	for _, r := range man.Rules {
		id := r.Rule
		if r.PassedOnly {
			id += "†"
		}
		a := get(r.Check)
		a.rules = append(a.rules, id)
	}
	for _, r := range results {
		get(r.check).add(r)
	}
	for _, s := range man.Skipped {
		a := get(s.Check)
		switch {
		case strings.HasPrefix(s.Reason, "needs "):
			a.skipAsset++
		case strings.HasPrefix(s.Reason, "duplicate of "):
			a.skipDup++
		default:
			a.skipOut++
		}
	}
	var b strings.Builder
	b.WriteString(actTableStart + "\n")
	b.WriteString("| Check | ACT rules | Failed cases | Found as violation | Found as review only | Missed | Passed + inapplicable cases | FP violations | FP reviews only | Check errors | Timing-dependent‡ | Skipped (asset / duplicate / not an outcome of the criterion) |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	var sum actTally
	for _, c := range checks.All() {
		a := tallies[c.ID]
		if a == nil {
			continue
		}
		fmt.Fprintf(&b, "| `%s` | %s | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d / %d / %d |\n", c.ID, strings.Join(a.rules, ", "),
			a.failed, a.foundV, a.foundR, a.missed, a.clean, a.fpV, a.fpR, a.errs, a.timed, a.skipAsset, a.skipDup, a.skipOut)
		sum.failed, sum.foundV, sum.foundR, sum.missed, sum.clean = sum.failed+a.failed, sum.foundV+a.foundV, sum.foundR+a.foundR, sum.missed+a.missed, sum.clean+a.clean
		sum.fpV, sum.fpR, sum.errs, sum.timed = sum.fpV+a.fpV, sum.fpR+a.fpR, sum.errs+a.errs, sum.timed+a.timed
		sum.skipAsset, sum.skipDup, sum.skipOut = sum.skipAsset+a.skipAsset, sum.skipDup+a.skipDup, sum.skipOut+a.skipOut
	}
	fmt.Fprintf(&b, "| all | | %d | %d | %d | %d | %d | %d | %d | %d | %d | %d / %d / %d |\n", sum.failed, sum.foundV, sum.foundR,
		sum.missed, sum.clean, sum.fpV, sum.fpR, sum.errs, sum.timed, sum.skipAsset, sum.skipDup, sum.skipOut)
	b.WriteString("\n† only this rule's passed examples are used: a pass of it implies a pass of the check's success criterion, a failure does not.\n\n")
	b.WriteString("‡ run but not scored: the page's own timer races the check, so the result varies from run to run.\n")
	b.WriteString(actTableEnd)
	return b.String()
}
