package agent

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"time"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/evidence"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/audit/report"
)

// Planner proposes fixes for one violation. PlanFixes (offline rules) is the
// default; an LLM planner can wrap it for what rules cannot do well.
type Planner func(ctx context.Context, v *finding.Violation, in finding.Inspection, pc fix.PlanContext, seq int) ([]fix.Hypothesis, string)

// RemediateOptions configure Remediate.
type RemediateOptions struct {
	URL string
	// Label names the page in reports and progress when URL is not how
	// the user knows it (a local file served on 127.0.0.1).
	Label    string
	Viewport string
	Lang     string
	Planner  Planner
	// Reflect, if set, is asked for a new hypothesis after one fails, with
	// the verifier's reason (an LLM planner's "reflect and retry").
	Reflect  func(ctx context.Context, v *finding.Violation, in finding.Inspection, failure string) *fix.Hypothesis
	Progress io.Writer
	// Words is the real-word list for names from URLs; nil loads the
	// system dictionary (DictPath).
	Words *evidence.Words
}

// Remediate runs the Planner-Executor-Validator loop on one page: audit, then
// for each violation by impact choose a fix, apply it, verify it, retry with
// the next hypothesis, and after three strikes hand it off; finally re-scan
// independently.
func Remediate(ctx context.Context, c Caller, o RemediateOptions) (report.Remediation, error) {
	start := time.Now()
	rep := report.Remediation{URL: cmp.Or(o.Label, o.URL), Fixes: []report.Fix{}, Handoff: []report.Handoff{}, Screenshots: map[string]string{}}
	if o.Words == nil {
		o.Words = evidence.LoadWords(evidence.DictPath)
	}
	if o.Planner == nil {
		o.Planner = func(_ context.Context, v *finding.Violation, in finding.Inspection, pc fix.PlanContext, seq int) ([]fix.Hypothesis, string) {
			return fix.PlanFixes(v, in, pc, seq)
		}
	}
	logf := func(format string, args ...any) {
		if o.Progress != nil {
			fmt.Fprintf(o.Progress, format+"\n", args...)
		}
	}
	scanArgs := map[string]any{"url": o.URL}
	if o.Viewport != "" {
		scanArgs["viewport"] = o.Viewport
	}
	before, err := ScanAll(ctx, c, scanArgs)
	if err != nil {
		return rep, err
	}
	rep.ViolationsBefore, rep.ScoreBefore, rep.AxeVersion, rep.Before = before.TotalViolations, before.Score, before.AxeVersion, before.Violations
	logf("audit: %s — %d violating nodes, score %d", rep.URL, before.TotalViolations, before.Score)
	var shot struct {
		Path string `json:"path"`
	}
	if err := c.Call(ctx, "browser_screenshot", map[string]any{"full_page": true}, &shot); err == nil {
		rep.Screenshots["before"] = shot.Path
	}
	// Every open node gets a fix attempt: the first scan lists them all
	// (paged); nodes past what one scan keeps appear in the rescan after
	// the kept ones are worked, and get their pass.
	tried := map[string]bool{}
	work := before.Violations
	var after audit.ScanResult
	for pass := 1; ; pass++ {
		var images []*finding.Violation // images handed off this pass
		named := false                  // a control got a name this pass
		for i, v := range work {
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			tried[v.ID] = true
			logf("[%d/%d] %s %s %s", i+1, len(work), v.Impact, v.RuleID, v.Selector)
			fix, hand := fixOne(ctx, c, o, v, len(tried), logf)
			if fix != nil {
				rep.Fixes = append(rep.Fixes, *fix)
				named = named || controlNameRules[v.RuleID]
			}
			if hand != nil {
				rep.Handoff = append(rep.Handoff, *hand)
				logf("        → handed to a person: %s", hand.Reason)
				if v.RuleID == "image-alt" {
					images = append(images, v)
				}
			}
		}
		if named {
			// An image that was all a control held goes to a person
			// when nothing names it; once the control has a name of
			// its own (a link named after the service it goes to),
			// the image is decoration inside it: planned once more.
			for _, v := range images {
				// Only an image that is now inside a named control: the
				// others' evidence is as it was.
				var in finding.Inspection
				if err := c.Call(ctx, "audit_inspect_element", map[string]any{"selector": v.Selector}, &in); err != nil || in.InsideName == "" {
					continue
				}
				fix, hand := fixOne(ctx, c, o, v, len(tried), logf)
				if fix == nil || hand != nil {
					continue
				}
				logf("        ✓ %s %s: planned again after its control was named", v.RuleID, v.Selector)
				rep.Fixes = append(rep.Fixes, *fix)
				rep.Handoff = slices.DeleteFunc(rep.Handoff, func(h report.Handoff) bool { return h.ViolationID == v.ID })
			}
		}
		if after, err = ScanAll(ctx, c, map[string]any{}); err != nil {
			return rep, fmt.Errorf("re-scan: %w", err)
		}
		work = untried(after.Violations, tried)
		if len(work) == 0 {
			break
		}
		if pass == MaxFixPasses {
			logf("stopping after %d passes: %d violating nodes not tried (run fix again)", pass, len(work))
			break
		}
		logf("pass %d: %d violating nodes the first scan did not keep", pass+1, len(work))
	}
	rep.ViolationsAfter, rep.ScoreAfter, rep.Remaining = after.TotalViolations, after.Score, after.Violations
	var st audit.SessionState
	if err := c.Call(ctx, "audit_session_state", map[string]any{}, &st); err == nil {
		// Handed-off violations are still on the page: the report lists
		// them with the rest, so its count is the re-scan's.
		rep.Remaining = append(rep.Remaining, st.Skipped...)
		finding.SortViolations(rep.Remaining)
	}
	if err := c.Call(ctx, "browser_screenshot", map[string]any{"full_page": true}, &shot); err == nil {
		rep.Screenshots["after"] = shot.Path
	}
	rep.DurationMs = time.Since(start).Milliseconds()
	fixed, review, person := rep.Tiers()
	logf("re-scan: %d violating nodes (was %d), score %d (was %d); %d fixed, %d fixed (please review), %d for a person",
		rep.ViolationsAfter, rep.ViolationsBefore, rep.ScoreAfter, rep.ScoreBefore, fixed, review, person)
	return rep, nil
}

// controlNameRules are the rules a control's name fix answers.
var controlNameRules = map[string]bool{"link-name": true, "button-name": true, "input-button-name": true, "aria-command-name": true}

// MaxFixPasses bounds the rescans Remediate makes to reach nodes a scan
// counted but did not keep (more than MaxNodesKept of one rule).
const MaxFixPasses = 10

// untried is vs's pending violations not in tried.
func untried(vs []*finding.Violation, tried map[string]bool) []*finding.Violation {
	var out []*finding.Violation
	for _, v := range vs {
		if !tried[v.ID] && v.Status == finding.StatusPending {
			out = append(out, v)
		}
	}
	return out
}

// fixOne works one violation through its hypotheses.
func fixOne(ctx context.Context, c Caller, o RemediateOptions, v *finding.Violation, seq int, logf func(string, ...any)) (*report.Fix, *report.Handoff) {
	var in finding.Inspection
	hand := func(reason string) *report.Handoff {
		h := &report.Handoff{ViolationID: v.ID, RuleID: v.RuleID, Impact: v.Impact, Selector: v.Selector, Reason: reason}
		if in.Image != nil {
			h.Image = in.Image.Path
		}
		return h
	}
	if err := c.Call(ctx, "audit_inspect_element", map[string]any{"selector": v.Selector}, &in); err != nil {
		return nil, hand("could not inspect the element: " + finding.OneLine(err.Error()))
	}
	if v.RuleID == "link-name" || v.RuleID == "button-name" {
		// A control named by its image is often fixed by the image's
		// own fix, made just before (images are more severe).
		var vr audit.VerifyResult
		if err := c.Call(ctx, "audit_verify_element", map[string]any{"selector": v.Selector, "rule_id": v.RuleID}, &vr); err == nil && vr.Status == "pass" {
			logf("        ✓ already resolved by an earlier fix (its name now comes from its content)")
			return nil, nil
		}
	}
	var outline audit.Outline
	// A tool error leaves the outline empty (no title hash); only a
	// broken session hands the violation off.
	if err := c.Call(ctx, "audit_page_structure", map[string]any{"max_elements": 1}, &outline); err != nil && !IsToolError(err) {
		return nil, hand("could not read the page outline: " + err.Error())
	}
	hyps, why := o.Planner(ctx, v, in, fix.PlanContext{Lang: o.Lang, TitleHash: outline.TitleHash, Words: o.Words}, seq)
	if len(hyps) == 0 {
		return nil, hand(why)
	}
	last := ""
	for attempt := 0; attempt < fix.MaxAttempts; attempt++ {
		if attempt > 0 && o.Reflect != nil && last != "" {
			// Reflect on the failure before the next planned hypothesis.
			if r := o.Reflect(ctx, v, in, last); r != nil {
				hyps = append(hyps[:attempt], append([]fix.Hypothesis{*r}, hyps[attempt:]...)...)
			}
		}
		if attempt >= len(hyps) {
			break
		}
		h := hyps[attempt]
		if h.Source == fix.SourceVision && len(h.Fixes) == 1 && h.Fixes[0].Attribute == "alt" {
			// A model's proposal meets the verifier before the page does.
			if why := fix.VetAlt(h.Fixes[0].Value, in); why != "" {
				last = "rejected: " + why
				logf("        ✗ %s rejected: %s", fix.Describe(h.Fixes[0]), why)
				continue
			}
		}
		var refused error
		for _, f := range h.Fixes {
			if refused = c.Call(ctx, fixTool(f.Kind), fixArgs(f), nil); refused != nil {
				last = finding.OneLine(refused.Error())
				logf("        ✗ %s refused: %s", fix.Describe(f), last)
				break
			}
		}
		if refused != nil {
			if errors.Is(refused, fix.ErrThreeStrikes) {
				break
			}
			continue
		}
		var vr audit.VerifyResult
		if err := c.Call(ctx, "audit_verify_element", map[string]any{"selector": v.Selector, "rule_id": v.RuleID}, &vr); err != nil {
			last = finding.OneLine(err.Error())
			continue
		}
		if vr.Status == "pass" {
			// A fix the verifier passed but whose words a person should
			// check (a low-confidence name) says so where it is made, not
			// only in the re-scan's count.
			state := "verified"
			if h.LowConfidence {
				state = "verified, please review"
			}
			if vr.NewScore != nil {
				logf("        ✓ %s — %s (score %d)", fix.Describe(h.Fixes[0]), state, *vr.NewScore)
			} else {
				logf("        ✓ %s — %s", fix.Describe(h.Fixes[0]), state)
			}
			f := h.Fixes[0]
			rf := &report.Fix{ViolationID: v.ID, RuleID: v.RuleID, Selector: f.Selector, Kind: f.Kind, Change: fix.Describe(f),
				Verified: true, LowConfidence: h.LowConfidence, Attempts: attempt + 1, Why: h.Why, Status: report.StatusFixed,
				Source: h.Source, Confidence: h.Confidence}
			if h.LowConfidence {
				rf.Status = report.StatusReview
			}
			if in.Image != nil {
				rf.Image = in.Image.Path
			}
			return rf, nil
		}
		last = "verification " + vr.Status + ": " + finding.OneLine(vr.Reason)
		logf("        ✗ %s — %s", fix.Describe(h.Fixes[0]), last)
		if vr.ViolationStatus == finding.StatusSkipped {
			return nil, hand(vr.HandoffReason)
		}
	}
	return nil, hand(fmt.Sprintf("%d hypotheses tried, none verified; last: %s", len(hyps), last))
}
