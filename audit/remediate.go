package audit

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"strings"
	"time"
)

// Caller calls an MCP tool by name. A tool-level failure (isError) comes
// back as errText; err is for transport or decoding faults. The remediation
// loop uses it so every step goes through the same validated tools, PEV
// rules and Do-No-Harm checks as an external agent's calls.
type Caller interface {
	Call(ctx context.Context, tool string, args map[string]any, out any) (errText string, err error)
}

// Planner proposes fixes for one violation. PlanFixes (offline rules) is the
// default; an LLM planner can wrap it for what rules cannot do well.
type Planner func(ctx context.Context, v *Violation, in Inspection, pc PlanContext, seq int) ([]Hypothesis, string)

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
	Reflect  func(ctx context.Context, v *Violation, in Inspection, failure string) *Hypothesis
	Progress io.Writer
	// Words is the real-word list for names from URLs; nil loads the
	// system dictionary (DictPath).
	Words *Words
}

// Report is what `accessagents fix` writes as report.json.
type Report struct {
	URL              string            `json:"url"`
	AxeVersion       string            `json:"axe_version,omitempty"`
	ViolationsBefore int               `json:"violations_before"`
	ViolationsAfter  int               `json:"violations_after"`
	ScoreBefore      int               `json:"score_before"`
	ScoreAfter       int               `json:"score_after"`
	Fixes            []ReportFix       `json:"fixes"`
	Handoff          []Handoff         `json:"handoff"`
	Remaining        []*Violation      `json:"remaining"`
	Before           []*Violation      `json:"-"`
	Screenshots      map[string]string `json:"screenshots,omitempty"`
	DurationMs       int64             `json:"duration_ms"`
}

// ReportFix is one applied fix in the report.
type ReportFix struct {
	ViolationID   string `json:"violation_id"`
	RuleID        string `json:"rule_id"`
	Selector      string `json:"selector"`
	Kind          string `json:"kind"`
	Change        string `json:"change"`
	Verified      bool   `json:"verified"`
	LowConfidence bool   `json:"low_confidence,omitempty"`
	Attempts      int    `json:"attempts"`
	Why           string `json:"why"`
	// Status is "fixed", or "fixed, please review" for a low-confidence
	// value; Source and Confidence say where the value came from.
	Status     string  `json:"status"`
	Source     string  `json:"source"`
	Confidence float64 `json:"confidence"`
	// Image is the image's pixels as PNG, for a reviewer to judge the alt.
	Image string `json:"image,omitempty"`
}

// Fix statuses in the report and the CLI summary.
const (
	StatusFixed     = "fixed"
	StatusReview    = "fixed, please review"
	StatusForPerson = "for a person"
)

// Tiers counts the report's outcomes the way a person reads them: fixed,
// fixed but please review (a low-confidence value), and for a person.
func (r Report) Tiers() (fixed, review, person int) {
	for _, f := range r.Fixes {
		if f.LowConfidence {
			review++
		} else {
			fixed++
		}
	}
	return fixed, review, len(r.Handoff)
}

// Handoff is a violation left to a person, and why.
type Handoff struct {
	ViolationID string `json:"violation_id"`
	RuleID      string `json:"rule_id"`
	Impact      string `json:"impact"`
	Selector    string `json:"selector"`
	Reason      string `json:"reason"`
	Image       string `json:"image,omitempty"`
}

// Remediate runs the Planner-Executor-Validator loop on one page: audit, then
// for each violation by impact choose a fix, apply it, verify it, retry with
// the next hypothesis, and after three strikes hand it off; finally re-scan
// independently.
func Remediate(ctx context.Context, c Caller, o RemediateOptions) (Report, error) {
	start := time.Now()
	rep := Report{URL: cmp.Or(o.Label, o.URL), Fixes: []ReportFix{}, Handoff: []Handoff{}, Screenshots: map[string]string{}}
	if o.Words == nil {
		o.Words = LoadWords(DictPath)
	}
	if o.Planner == nil {
		o.Planner = func(_ context.Context, v *Violation, in Inspection, pc PlanContext, seq int) ([]Hypothesis, string) {
			return PlanFixes(v, in, pc, seq)
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
	before, err := scanAll(ctx, c, scanArgs)
	if err != nil {
		return rep, err
	}
	rep.ViolationsBefore, rep.ScoreBefore, rep.AxeVersion, rep.Before = before.TotalViolations, before.Score, before.AxeVersion, before.Violations
	logf("audit: %s — %d violating nodes, score %d", rep.URL, before.TotalViolations, before.Score)
	var shot struct {
		Path string `json:"path"`
	}
	if _, err := c.Call(ctx, "browser_screenshot", map[string]any{"full_page": true}, &shot); err == nil {
		rep.Screenshots["before"] = shot.Path
	}
	// Every open node gets a fix attempt: the first scan lists them all
	// (paged); nodes past what one scan keeps appear in the rescan after
	// the kept ones are worked, and get their pass.
	tried := map[string]bool{}
	work := before.Violations
	var after ScanResult
	for pass := 1; ; pass++ {
		for i, v := range work {
			if err := ctx.Err(); err != nil {
				return rep, err
			}
			tried[v.ID] = true
			logf("[%d/%d] %s %s %s", i+1, len(work), v.Impact, v.RuleID, v.Selector)
			fix, hand := fixOne(ctx, c, o, v, len(tried), logf)
			if fix != nil {
				rep.Fixes = append(rep.Fixes, *fix)
			}
			if hand != nil {
				rep.Handoff = append(rep.Handoff, *hand)
				logf("        → handed to a person: %s", hand.Reason)
			}
		}
		if after, err = scanAll(ctx, c, map[string]any{}); err != nil {
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
	var st SessionState
	if msg, err := c.Call(ctx, "audit_session_state", map[string]any{}, &st); err == nil && msg == "" {
		// Handed-off violations are still on the page: the report lists
		// them with the rest, so its count is the re-scan's.
		rep.Remaining = append(rep.Remaining, st.Skipped...)
		sortViolations(rep.Remaining)
	}
	if _, err := c.Call(ctx, "browser_screenshot", map[string]any{"full_page": true}, &shot); err == nil {
		rep.Screenshots["after"] = shot.Path
	}
	rep.DurationMs = time.Since(start).Milliseconds()
	fixed, review, person := rep.Tiers()
	logf("re-scan: %d violating nodes (was %d), score %d (was %d); %d fixed, %d fixed (please review), %d for a person",
		rep.ViolationsAfter, rep.ViolationsBefore, rep.ScoreAfter, rep.ScoreBefore, fixed, review, person)
	return rep, nil
}

// MaxFixPasses bounds the rescans Remediate makes to reach nodes a scan
// counted but did not keep (more than MaxNodesKept of one rule).
const MaxFixPasses = 10

// untried is vs's pending violations not in tried.
func untried(vs []*Violation, tried map[string]bool) []*Violation {
	var out []*Violation
	for _, v := range vs {
		if !tried[v.ID] && v.Status == StatusPending {
			out = append(out, v)
		}
	}
	return out
}

// fixOne works one violation through its hypotheses.
func fixOne(ctx context.Context, c Caller, o RemediateOptions, v *Violation, seq int, logf func(string, ...any)) (*ReportFix, *Handoff) {
	var in Inspection
	hand := func(reason string) *Handoff {
		h := &Handoff{ViolationID: v.ID, RuleID: v.RuleID, Impact: v.Impact, Selector: v.Selector, Reason: reason}
		if in.Image != nil {
			h.Image = in.Image.Path
		}
		return h
	}
	if msg, err := c.Call(ctx, "audit_inspect_element", map[string]any{"selector": v.Selector}, &in); err != nil || msg != "" {
		return nil, hand("could not inspect the element: " + firstLine(msg+errString(err)))
	}
	if v.RuleID == "link-name" || v.RuleID == "button-name" {
		// A control named by its image is often fixed by the image's
		// own fix, made just before (images are more severe).
		var vr VerifyResult
		if msg, err := c.Call(ctx, "audit_verify_element", map[string]any{"selector": v.Selector, "rule_id": v.RuleID}, &vr); err == nil && msg == "" && vr.Status == "pass" {
			logf("        ✓ already resolved by an earlier fix (its name now comes from its content)")
			return nil, nil
		}
	}
	var outline Outline
	if _, err := c.Call(ctx, "audit_page_structure", map[string]any{"max_elements": 1}, &outline); err != nil {
		return nil, hand("could not read the page outline: " + err.Error())
	}
	hyps, why := o.Planner(ctx, v, in, PlanContext{Lang: o.Lang, TitleHash: outline.TitleHash, Words: o.Words}, seq)
	if len(hyps) == 0 {
		return nil, hand(why)
	}
	last := ""
	for attempt := 0; attempt < MaxAttempts; attempt++ {
		if attempt > 0 && o.Reflect != nil && last != "" {
			// Reflect on the failure before the next planned hypothesis.
			if r := o.Reflect(ctx, v, in, last); r != nil {
				hyps = append(hyps[:attempt], append([]Hypothesis{*r}, hyps[attempt:]...)...)
			}
		}
		if attempt >= len(hyps) {
			break
		}
		h := hyps[attempt]
		if h.Source == SourceVision && len(h.Fixes) == 1 && h.Fixes[0].Attribute == "alt" {
			// A model's proposal meets the verifier before the page does.
			if why := VetAlt(h.Fixes[0].Value, in); why != "" {
				last = "rejected: " + why
				logf("        ✗ %s rejected: %s", describeFix(h.Fixes[0]), why)
				continue
			}
		}
		applied := true
		for _, f := range h.Fixes {
			msg, err := c.Call(ctx, fixTool(f.Kind), fixArgs(f), nil)
			if err != nil || msg != "" {
				last, applied = firstLine(msg+errString(err)), false
				logf("        ✗ %s refused: %s", describeFix(f), last)
				break
			}
		}
		if !applied {
			if strings.Contains(last, "three strikes") {
				break
			}
			continue
		}
		var vr VerifyResult
		msg, err := c.Call(ctx, "audit_verify_element", map[string]any{"selector": v.Selector, "rule_id": v.RuleID}, &vr)
		if err != nil || msg != "" {
			last = firstLine(msg + errString(err))
			continue
		}
		if vr.Status == "pass" {
			logf("        ✓ %s — verified (score %d)", describeFix(h.Fixes[0]), vr.NewScore)
			f := h.Fixes[0]
			rf := &ReportFix{ViolationID: v.ID, RuleID: v.RuleID, Selector: f.Selector, Kind: f.Kind, Change: describeFix(f),
				Verified: true, LowConfidence: h.LowConfidence, Attempts: attempt + 1, Why: h.Why, Status: StatusFixed,
				Source: h.Source, Confidence: h.Confidence}
			if h.LowConfidence {
				rf.Status = StatusReview
			}
			if in.Image != nil {
				rf.Image = in.Image.Path
			}
			return rf, nil
		}
		last = "verification " + vr.Status + ": " + firstLine(vr.Reason)
		logf("        ✗ %s — %s", describeFix(h.Fixes[0]), last)
		if vr.ViolationStatus == StatusSkipped {
			return nil, hand(vr.HandoffReason)
		}
	}
	return nil, hand(fmt.Sprintf("%d hypotheses tried, none verified; last: %s", len(hyps), last))
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func fixTool(kind string) string {
	switch kind {
	case KindContent:
		return "fix_apply_content"
	case KindStyle:
		return "fix_inject_style"
	}
	return "fix_apply_attribute"
}

func fixArgs(f FixRequest) map[string]any {
	args := map[string]any{"selector": f.Selector}
	if f.ViolationID != "" {
		args["violation_id"] = f.ViolationID
	}
	switch f.Kind {
	case KindAttribute:
		args["attribute"], args["value"], args["reasoning"] = f.Attribute, f.Value, f.Reasoning
	case KindContent:
		args["inner_text"], args["original_text_hash"] = f.Text, f.OriginalTextHash
		if f.Reasoning != "" {
			args["reasoning"] = f.Reasoning
		}
	case KindStyle:
		styles := map[string]any{}
		for k, v := range f.Styles {
			styles[k] = v
		}
		args["css_class"], args["styles"] = f.CSSClass, styles
		if f.Reasoning != "" {
			args["reasoning"] = f.Reasoning
		}
	}
	return args
}

// Change says what an applied fix set, in the words the remediation
// report uses.
func (f *FixRecord) Change() string {
	return describeFix(FixRequest{Kind: f.Kind, Attribute: f.Attribute, Value: f.Value, Text: f.Text, Styles: f.Styles})
}

func describeFix(f FixRequest) string {
	switch f.Kind {
	case KindContent:
		return fmt.Sprintf("text %q", f.Text)
	case KindStyle:
		var parts []string
		for _, k := range sortedKeys(f.Styles) {
			parts = append(parts, k+": "+f.Styles[k])
		}
		return "style " + strings.Join(parts, "; ")
	}
	return fmt.Sprintf("%s=%q", f.Attribute, f.Value)
}
