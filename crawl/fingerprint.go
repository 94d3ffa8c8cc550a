package crawl

import (
	"crypto/sha256"
	"encoding/hex"
	"regexp"
	"strings"

	"github.com/accessagents/accessagents/audit/finding"
)

var (
	digits     = regexp.MustCompile(`[0-9]+`)
	nthChild   = regexp.MustCompile(`:nth-(?:child|of-type|last-child|last-of-type)\([^)]*\)`)
	spaces     = regexp.MustCompile(`\s+`)
	attrValues = regexp.MustCompile(`(\s(?:href|src|srcset|action|value|id|for|aria-labelledby|aria-describedby|data-[\w-]+)=)"[^"]*"`)
)

// SelectorShape is a selector with what differs between instances of one
// template removed: positions (:nth-child) and numbers in ids and classes
// (#product-12 and #product-13 are one shape).
func SelectorShape(sel string) string {
	s := nthChild.ReplaceAllString(sel, "")
	s = digits.ReplaceAllString(s, "N")
	return strings.TrimSpace(spaces.ReplaceAllString(s, " "))
}

// SnippetShape is an element's HTML with the values that vary per page
// (links, image sources, ids, numbers) and whitespace normalised, so the
// same template markup on two pages has one shape.
func SnippetShape(h string) string {
	s := attrValues.ReplaceAllString(h, `$1"…"`)
	s = digits.ReplaceAllString(s, "N")
	return strings.TrimSpace(spaces.ReplaceAllString(s, " "))
}

// Fingerprint is a violation's stable identity across pages and runs: the
// rule, the selector shape and a hash of the snippet shape. A cosmetic
// change (a new product id, another position in a list) keeps it; a change
// to the rule, the element's place in the template or its markup does not.
// One fingerprint is one template-level finding: one fix.
func Fingerprint(v *finding.Violation) string {
	h := sha256.Sum256([]byte(v.RuleID + "\x00" + SelectorShape(v.Selector) + "\x00" + SnippetShape(v.HTML)))
	return hex.EncodeToString(h[:8])
}

// impactRank orders impacts, most severe first; unknown impacts rank last.
func impactRank(impact string) int {
	switch impact {
	case "critical":
		return 0
	case "serious":
		return 1
	case "moderate":
		return 2
	case "minor":
		return 3
	}
	return 4
}

// AtLeast reports whether impact is as severe as min or more.
func AtLeast(impact, min string) bool { return impactRank(impact) <= impactRank(min) }
