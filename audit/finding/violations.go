package finding

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Impacts are the impact levels, most severe first.
var Impacts = []string{"critical", "serious", "moderate", "minor"}

// ImpactRank is an impact's place in Impacts: 0 for critical, and
// len(Impacts) for one it does not know.
func ImpactRank(i string) int {
	for n, s := range Impacts {
		if s == i {
			return n
		}
	}
	return len(Impacts)
}

// Violation statuses in a session's PEV state.
const (
	StatusPending    = "pending"    // found, no fix applied
	StatusUnverified = "unverified" // a fix applied, not yet verified
	StatusVerified   = "verified"   // audit_verify_element passed after a fix
	StatusResolved   = "resolved"   // gone from a later scan without a verified fix here
	StatusSkipped    = "skipped"    // three strikes: handed to a person
)

// Violation is one violating node of one rule.
type Violation struct {
	ID             string          `json:"violation_id"`
	RuleID         string          `json:"rule_id"`
	Impact         string          `json:"impact"`
	Help           string          `json:"help,omitempty"`
	HelpURL        string          `json:"help_url,omitempty"`
	Selector       string          `json:"selector"`
	Target         json.RawMessage `json:"target"`
	XPath          string          `json:"xpath,omitempty"`
	SourceLine     int             `json:"source_line,omitempty"`
	HTML           string          `json:"html"`
	FailureSummary string          `json:"failure_summary,omitempty"`
	TextHash       string          `json:"text_hash,omitempty"`
	Data           json.RawMessage `json:"data,omitempty"`
	Status         string          `json:"status"`
	Attempts       int             `json:"attempts"`
	HandoffReason  string          `json:"human_handoff_reason,omitempty"`
	LastFailure    string          `json:"last_failure,omitempty"`
	Source         string          `json:"source,omitempty"`       // "accessagents" for our own checks; empty for axe
	WCAG           string          `json:"wcag,omitempty"`         // success criterion, e.g. "1.4.3"
	WCAGLevel      string          `json:"wcag_level,omitempty"`   // A, AA or AAA
	WCAGVersion    string          `json:"wcag_version,omitempty"` // the WCAG version that introduced the criterion
	// Criteria is every success criterion the finding fails, WCAG among
	// them (criteriaFor): counted once, listed under each.
	Criteria []string `json:"criteria,omitempty"`
	Kind     string   `json:"kind,omitempty"` // violation, needs_review or best_practice
	// SourceLocation is where the app's source writes the element, when
	// the audit was given the source (--source).
	SourceLocation *SourceLocation `json:"source_location,omitempty"`

	// Tags are the rule's axe tags; reports carry them, JSON does not.
	Tags []string `json:"-"`
}

// SourceLocation is where in the app's source (--source) a template or
// component writes an element; File is relative to the source root. Confidence is
// high when no other template element comes close, medium when the best
// is ahead but not by much, low when it cannot be told apart (then the
// source is not edited). Candidates counts the template elements that
// matched at all.
type SourceLocation struct {
	File       string `json:"file"`
	Line       int    `json:"line"`
	Column     int    `json:"column"`
	Component  string `json:"component"`
	Confidence string `json:"confidence"`
	Candidates int    `json:"candidates"`
	// Via says how it was found when not by matching markup.
	Via string `json:"via,omitempty"`
}

// Counts are violating nodes per impact.
type Counts struct {
	Critical int `json:"critical"`
	Serious  int `json:"serious"`
	Moderate int `json:"moderate"`
	Minor    int `json:"minor"`
}

// tally adds n nodes of impact to c.
func (c *Counts) tally(impact string, n int) {
	switch impact {
	case "critical":
		c.Critical += n
	case "serious":
		c.Serious += n
	case "moderate":
		c.Moderate += n
	default:
		c.Minor += n
	}
}

// Add is c with n more nodes of impact.
func (c Counts) Add(impact string, n int) Counts {
	c.tally(impact, n)
	return c
}

// Total is the number of violating nodes.
func (c Counts) Total() int { return c.Critical + c.Serious + c.Moderate + c.Minor }

// Score maps violating nodes to 0–100: 100 with none, falling with each node
// by its impact weight (critical 10, serious 6, moderate 3, minor 1):
// 100·100/(100+Σweight). Every fixed node raises it; it never reaches 0.
func (c Counts) Score() int {
	w := 10*float64(c.Critical) + 6*float64(c.Serious) + 3*float64(c.Moderate) + float64(c.Minor)
	return int(100*100/(100+w) + 0.5)
}

// ViolationID is a stable hash of the rule and the node's target.
//
// The target is hashed in one canonical form, Go's compact encoding (which
// escapes <, > and &), so an ID does not change with how the browser's
// JSON reached us: SARIF carries it as the fingerprint code scanning
// tracks an alert by.
func ViolationID(rule string, target json.RawMessage) string {
	if b, err := json.Marshal(target); err == nil {
		target = b
	}
	h := sha256.Sum256([]byte(rule + "|" + string(target)))
	return "v" + hex.EncodeToString(h[:])[:11]
}

// TextHash is SHA-256 of normalised text (whitespace collapsed, trimmed):
// fix_apply_content takes it to prove the page has not changed since.
func TextHash(text string) string {
	h := sha256.Sum256([]byte(strings.Join(strings.Fields(text), " ")))
	return hex.EncodeToString(h[:])
}

// PlaywrightSelector turns an axe target into one Playwright selector: each
// level is a frame (entered with internal:control=enter-frame) and a nested
// array is a shadow-DOM path (Playwright's CSS pierces open shadow roots, so
// the hops chain with >>).
func PlaywrightSelector(target json.RawMessage) (string, error) {
	var levels []json.RawMessage
	if err := json.Unmarshal(target, &levels); err != nil || len(levels) == 0 {
		return "", fmt.Errorf("unexpected axe target %s", target)
	}
	parts := make([]string, 0, len(levels))
	for _, lv := range levels {
		var one string
		if json.Unmarshal(lv, &one) == nil {
			parts = append(parts, one)
			continue
		}
		var shadow []string
		if err := json.Unmarshal(lv, &shadow); err != nil || len(shadow) == 0 {
			return "", fmt.Errorf("unexpected axe target level %s", lv)
		}
		parts = append(parts, strings.Join(shadow, " >> "))
	}
	return strings.Join(parts, " >> internal:control=enter-frame >> "), nil
}

// FromRaw flattens axe rules into violations, sorted by impact then rule,
// and returns per-rule totals (which include nodes beyond the cap).
func FromRaw(rules []Rule) ([]*Violation, map[string]RuleTotal) {
	var out []*Violation
	totals := map[string]RuleTotal{}
	for _, r := range rules {
		totals[r.ID] = RuleTotal{Impact: r.Impact, Nodes: r.Total}
		for _, n := range r.Nodes {
			sel, err := PlaywrightSelector(n.Target)
			if err != nil {
				continue
			}
			impact := n.Impact
			if impact == "" {
				impact = r.Impact
			}
			v := &Violation{
				ID: ViolationID(r.ID, n.Target), RuleID: r.ID, Impact: impact, Help: r.Help, HelpURL: r.HelpURL,
				Selector: sel, Target: n.Target, HTML: n.HTML, FailureSummary: n.Summary, Data: n.Data,
				Status: StatusPending, Tags: r.Tags,
			}
			if string(v.Data) == "null" {
				v.Data = nil // no check data: nothing to send
			}
			classify(v)
			var xp []string
			if json.Unmarshal(n.XPath, &xp) == nil && len(xp) > 0 {
				v.XPath = xp[len(xp)-1]
			}
			if n.Text != nil {
				v.TextHash = TextHash(*n.Text)
			}
			out = append(out, v)
		}
	}
	SortViolations(out)
	return out, totals
}

// RuleTotal is one rule's node count in a scan, beyond any cap, and its impact.
type RuleTotal struct {
	Impact string
	Nodes  int
}

// SortViolations orders findings as reports list them: most severe impact
// first, then by rule.
func SortViolations(vs []*Violation) {
	sort.SliceStable(vs, func(i, j int) bool {
		a, b := vs[i], vs[j]
		if ra, rb := ImpactRank(a.Impact), ImpactRank(b.Impact); ra != rb {
			return ra < rb
		}
		return a.RuleID < b.RuleID
	})
}

// StatusNeedsReview marks a suspicion a person must judge; it never counts
// as a violation nor lowers the score.
const StatusNeedsReview = "needs_review"

// MaxNodesPerRule caps the nodes a report written for a person lists per
// rule (the CLI's text, report.html, expensive checks' evidence). It never
// limits what a scan keeps or what the fix loop reaches: counts, pages of
// audit_scan_url and the fix loop cover every node (up to MaxNodesKept).
const MaxNodesPerRule = 25

// OneLine is s's first line, marked " …" when more lines follow: a reason
// or a message shown on one line without hiding that it went on.
func OneLine(s string) string {
	s = strings.TrimSpace(s)
	if l, _, more := strings.Cut(s, "\n"); more {
		return strings.TrimSpace(l) + " …"
	}
	return s
}

// MaxNodesKept bounds the nodes one scan keeps per rule, so that a page of
// 100,000 identical failures cannot exhaust memory. Nodes past it are still
// counted; more_issues_remaining stays true while any are unlisted, and the
// fix loop rescans to reach them once the kept ones are worked.
const MaxNodesKept = 5000
