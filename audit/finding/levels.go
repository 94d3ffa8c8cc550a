// Package finding is the audit's model of what it found: a violation and its
// identity, impacts and counts, the WCAG criterion, level and standard it
// is judged under, axe-core's raw results, and the facts gathered about one
// element (Inspection). Every other part of the audit speaks in these types;
// this package depends on none of them.
package finding

import (
	"fmt"
	"slices"
	"strings"
)

// Finding kinds: what a finding claims. Only violations are scored, count
// in exit codes and gate CI; the other two are evidence for a person.
const (
	KindViolation    = "violation"     // a failure the check can show
	KindNeedsReview  = "needs_review"  // a suspicion a person must judge
	KindBestPractice = "best_practice" // a barrier many tools report that fails no WCAG criterion
)

// Standard is the conformance target a scan judges against (pa11y's
// --standard): the WCAG version and the highest level that count.
type Standard struct {
	Name    string
	Version string // "2.0", "2.1" or "2.2": criteria introduced after it do not count
	Level   string // "A", "AA" or "AAA": the highest level that counts
}

// Standards lists the accepted --standard values, weakest first.
var Standards = []Standard{
	{"wcag2a", "2.0", "A"},
	{"wcag2aa", "2.0", "AA"},
	{"wcag21aa", "2.1", "AA"},
	{"wcag22aa", "2.2", "AA"},
	{"wcag22aaa", "2.2", "AAA"},
}

// DefaultStandard is WCAG 2.2 AA, the current recommendation's usual target.
const DefaultStandard = "wcag22aa"

// StandardNames are the accepted --standard values.
func StandardNames() []string {
	var out []string
	for _, s := range Standards {
		out = append(out, s.Name)
	}
	return out
}

// ParseStandard reads a --standard value; empty is the default.
func ParseStandard(name string) (Standard, error) {
	if name == "" {
		name = DefaultStandard
	}
	for _, s := range Standards {
		if s.Name == name {
			return s, nil
		}
	}
	return Standard{}, fmt.Errorf("standard %q: use one of %s", name, strings.Join(StandardNames(), ", "))
}

func levelRank(l string) int { return len(l) } // A < AA < AAA

// Admits says whether a criterion of this level, introduced in this WCAG
// version, counts under the standard. 4.1.1 Parsing is obsolete in WCAG
// 2.2 (always satisfied), so it counts only in 2.0 and 2.1 audits.
func (s Standard) Admits(sc, level, version string) bool {
	if level == "" || version == "" {
		return false
	}
	if sc == "4.1.1" && s.Version == "2.2" {
		return false
	}
	return version <= s.Version && levelRank(level) <= levelRank(s.Level)
}

// AxeTags are the axe-core rule tags a scan under the standard runs, plus
// axe's best-practice rules when asked. axe's own 2.5.8 rule (wcag22aa) is
// left out: aa-target-size judges that criterion with the spacing and
// user-agent exceptions.
func (s Standard) AxeTags(bestPractice bool) []string {
	var tags []string
	for _, v := range []struct{ tag, version, level string }{
		{"wcag2a", "2.0", "A"}, {"wcag2aa", "2.0", "AA"}, {"wcag2aaa", "2.0", "AAA"},
		{"wcag21a", "2.1", "A"}, {"wcag21aa", "2.1", "AA"}, {"wcag21aaa", "2.1", "AAA"},
		{"wcag22aaa", "2.2", "AAA"},
	} {
		if v.version <= s.Version && levelRank(v.level) <= levelRank(s.Level) {
			tags = append(tags, v.tag)
		}
	}
	if bestPractice {
		tags = append(tags, "best-practice")
	}
	return tags
}

// WCAGOf reads a rule's criterion, level and version from its tags (axe's
// and ours: "wcag2aa" and "wcag143" say 1.4.3, AA, WCAG 2.0). A rule with
// no level tag has no criterion it fails: its level is "".
func WCAGOf(tags []string) (sc, level, version string) {
	for _, t := range tags {
		rest, ok := strings.CutPrefix(t, "wcag")
		if !ok || rest == "" {
			continue
		}
		switch {
		case strings.HasSuffix(rest, "a") && !strings.ContainsAny(rest[len(rest)-1:], "0123456789"):
			digits := strings.TrimRight(rest, "a")
			level = strings.ToUpper(rest[len(digits):])
			switch digits {
			case "2":
				version = "2.0"
			case "21":
				version = "2.1"
			case "22":
				version = "2.2"
			default:
				level = ""
			}
		case len(rest) >= 3 && strings.Trim(rest, "0123456789") == "":
			sc = rest[:1] + "." + rest[1:2] + "." + rest[2:]
		}
	}
	return sc, level, version
}

// CriteriaOf is every success criterion a rule's tags name ("wcag412",
// "wcag131"…), in WCAG's order.
func CriteriaOf(tags []string) []string {
	var out []string
	for _, t := range tags {
		rest, ok := strings.CutPrefix(t, "wcag")
		if ok && len(rest) >= 3 && strings.Trim(rest, "0123456789") == "" {
			out = append(out, rest[:1]+"."+rest[1:2]+"."+rest[2:])
		}
	}
	return sortCriteria(out)
}

// classify sets a finding's criterion fields and kind from its rule's tags.
// A needs-review status is left to the caller.
func classify(v *Violation) {
	sc, level, version := WCAGOf(v.Tags)
	if v.WCAG == "" {
		v.WCAG = sc
	}
	v.Criteria = criteriaFor(v.RuleID, v.WCAG, v.Tags)
	if extra := techniqueCriteria(v.Data); len(extra) > 0 && len(v.Criteria) > 0 {
		v.Criteria = sortCriteria(append(v.Criteria, extra...))
	}
	v.WCAGLevel, v.WCAGVersion = level, version
	switch {
	case v.Status == StatusNeedsReview:
		v.Kind = KindNeedsReview
	case level == "" && slices.Contains(v.Tags, "best-practice"):
		v.Kind = KindBestPractice
	default:
		v.Kind = KindViolation
	}
}

// Counted says whether a finding of kind violation counts under s; one that
// does not (a 2.2 criterion in a 2.0 audit, 4.1.1 in a 2.2 one) is reported
// as best practice when those are asked for, and otherwise left out.
func (s Standard) Counted(v *Violation) bool {
	return v.Kind != KindViolation || s.Admits(v.WCAG, v.WCAGLevel, v.WCAGVersion)
}

// Split takes the best-practice findings out of found: those of
// best-practice rules, and violations under a criterion s does not count
// (reported as best practice when asked for, else dropped). Their rules
// leave totals, so they are never scored.
func (s Standard) Split(found []*Violation, totals map[string]RuleTotal, bestPractice bool) (violations, practice []*Violation) {
	moved := map[string]bool{}
	for _, v := range found {
		if v.Kind == KindBestPractice || !s.Counted(v) {
			moved[v.RuleID] = true
			if bestPractice {
				v.Kind = KindBestPractice
				practice = append(practice, v)
			}
			continue
		}
		violations = append(violations, v)
	}
	for r := range moved {
		delete(totals, r)
	}
	return violations, practice
}
