package audit

import (
	"encoding/base64"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"

	"github.com/accessagents/accessagents/audit/checks"
	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
)

// Engine owns axe-core and every session's PEV state.
type Engine struct {
	axe *Axe
	log *slog.Logger

	mu     sync.Mutex
	states map[string]*State

	kit *evidence.Kit // what the checks that act or read images share
}

// NewEngine returns an Engine; axe may be nil when axe-core is not installed
// (every audit call then says how to install it).
func NewEngine(axe *Axe, log *slog.Logger) *Engine {
	if log == nil {
		log = slog.Default()
	}
	return &Engine{axe: axe, log: log, states: map[string]*State{}, kit: evidence.NewKit(log)}
}

// AxeVersion reports the loaded axe-core version, or "".
func (e *Engine) AxeVersion() string {
	if e.axe == nil {
		return ""
	}
	return e.axe.Version()
}

// State is one session's Planner-Executor-Validator state.
type State struct {
	mu         sync.Mutex
	url        string
	seq        int
	tags       []string
	items      []*finding.Violation // every known violation, sorted by impact then rule
	byID       map[string]*finding.Violation
	totals     map[string]finding.RuleTotal // nodes per rule in the latest scan, beyond the cap too
	fixes      []*fix.Record
	review     []ReviewItem
	source     *pageSource
	served     *servedSource     // the latest scan's reading of its document's served HTML
	incomplete []IncompleteFrame // frames the latest scan could not test
	checks     *checks.Section   // the latest scan's own-check section
	// standard is what the latest scan judged against; bestPractice its
	// best-practice findings, when wantPractice asked for them.
	standard     finding.Standard
	bestPractice []*finding.Violation
	wantPractice bool
	siteFacts    *SiteFacts // the latest scan's, when asked for
	// watch is what the latest scan left in its page for an incremental
	// re-scan, or nil.
	watch *watch
}

// ReviewItem is something a person should look at: a rolled-back fix, a
// low-confidence fix, or a violation handed off after three strikes.
type ReviewItem struct {
	ViolationID string `json:"violation_id"`
	RuleID      string `json:"rule_id"`
	Selector    string `json:"selector"`
	Reason      string `json:"reason"`
}

func (e *Engine) state(session string) *State {
	e.mu.Lock()
	defer e.mu.Unlock()
	st, ok := e.states[session]
	if !ok {
		st = &State{byID: map[string]*finding.Violation{}, totals: map[string]finding.RuleTotal{}}
		e.states[session] = st
	}
	return st
}

// Forget drops a session's state (when its browser session ends).
func (e *Engine) Forget(session string) {
	e.mu.Lock()
	delete(e.states, session)
	e.mu.Unlock()
}

// merge folds a new scan of url into the state. Violations keep their
// status and strike count across rescans (ids are stable); ones that
// vanished are resolved; a different URL starts afresh.
func (st *State) merge(url string, tags []string, found []*finding.Violation, totals map[string]finding.RuleTotal) {
	if url != st.url {
		st.items, st.byID, st.fixes, st.review, st.source = nil, map[string]*finding.Violation{}, nil, nil, nil
	}
	st.url, st.tags, st.totals = url, tags, totals
	st.seq++
	seen := map[string]bool{}
	for _, v := range found {
		seen[v.ID] = true
		if old, ok := st.byID[v.ID]; ok {
			v.Attempts, v.HandoffReason, v.LastFailure = old.Attempts, old.HandoffReason, old.LastFailure
			switch old.Status {
			case finding.StatusSkipped, finding.StatusUnverified:
				v.Status = old.Status
			}
		}
		st.byID[v.ID] = v
	}
	var items []*finding.Violation
	for _, v := range st.items {
		if !seen[v.ID] {
			if v.Status == finding.StatusPending && expensiveRule(v.RuleID) && url == st.url {
				items = append(items, v) // a scan does not rerun audit_run_checks' checks
				continue
			}
			if v.Status == finding.StatusPending || v.Status == finding.StatusUnverified {
				v.Status = finding.StatusResolved
			}
			items = append(items, v)
		}
	}
	st.items = append(found, items...)
	finding.SortViolations(st.items)
}

// open lists violations still to work on (pending or unverified).
func (st *State) open(impactMin string) []*finding.Violation {
	limit := finding.ImpactRank(impactMin)
	var out []*finding.Violation
	for _, v := range st.items {
		if (v.Status == finding.StatusPending || v.Status == finding.StatusUnverified) && finding.ImpactRank(v.Impact) <= limit {
			out = append(out, v)
		}
	}
	return out
}

// counts are the unresolved violating nodes per impact, including nodes
// past the per-rule cap (counted from the scan's totals).
func (st *State) counts() finding.Counts {
	var c finding.Counts
	listed := map[string]int{}
	for _, v := range st.items {
		if _, inScan := st.totals[v.RuleID]; !inScan {
			continue
		}
		listed[v.RuleID]++
		if v.Status != finding.StatusVerified && v.Status != finding.StatusResolved {
			c = c.Add(v.Impact, 1)
		}
	}
	for rule, t := range st.totals {
		if extra := t.Nodes - listed[rule]; extra > 0 {
			c = c.Add(t.Impact, extra)
		}
	}
	return c
}

// current is the most severe violation still open: the one to fix next.
func (st *State) current() *finding.Violation {
	if open := st.open("minor"); len(open) > 0 {
		return open[0]
	}
	return nil
}

// strike records a failed fix or verification; the third hands it off.
func (st *State) strike(v *finding.Violation, why string) {
	v.Attempts++
	v.LastFailure = why
	v.Status = finding.StatusPending
	if v.Attempts >= fix.MaxAttempts {
		v.Status = finding.StatusSkipped
		v.HandoffReason = fmt.Sprintf("%d failed fix or verification attempts; last: %s", v.Attempts, why)
		st.review = append(st.review, ReviewItem{ViolationID: v.ID, RuleID: v.RuleID, Selector: v.Selector, Reason: v.HandoffReason})
	}
}

// cursor encodes the scan sequence and offset, so a stale cursor (from
// before a rescan) is detected rather than silently misread.
func encodeCursor(seq, offset int, impactMin string) string {
	return base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf("%d:%d:%s", seq, offset, impactMin)))
}

func decodeCursor(c string) (seq, offset int, impactMin string, err error) {
	b, err := base64.RawURLEncoding.DecodeString(c)
	if err != nil {
		return 0, 0, "", fmt.Errorf("cursor %q is not one this server issued", c)
	}
	parts := strings.SplitN(string(b), ":", 3)
	if len(parts) != 3 {
		return 0, 0, "", fmt.Errorf("cursor %q is not one this server issued", c)
	}
	seq, err1 := strconv.Atoi(parts[0])
	offset, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil || offset < 0 {
		return 0, 0, "", fmt.Errorf("cursor %q is not one this server issued", c)
	}
	return seq, offset, parts[2], nil
}

// pageSource is the main document as the server sent it, for patches and
// SARIF line numbers.
type pageSource struct {
	URL  string
	Body []byte
}

// expensiveRule says whether rule comes from a check that only runs on
// request, so a plain rescan (which does not rerun it) must not resolve it.
func expensiveRule(rule string) bool {
	c, ok := checks.ByID(rule)
	return ok && c.Expensive
}
