package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/tools"
)

// SourceReport is source.json: how a page's verified fixes landed in the
// app's templates (--source).
type SourceReport struct {
	Source      string           `json:"source"`
	URL         string           `json:"url"`
	Fixes       []*fix.SourceFix `json:"fixes"`
	NotPlaced   []string         `json:"not_placed"`
	Files       []string         `json:"files_changed"`
	Patch       string           `json:"patch,omitempty"`
	Interactive [2]int           `json:"interactive_before_after"`
	// Build is the project's own build after the edits (npm run build),
	// when it has one: "passed", or "failed: " and its last lines.
	Build string   `json:"build,omitempty"`
	Notes []string `json:"notes,omitempty"`
}

// maxSourceRounds bounds write, reload and verify: a fix that does not
// verify is taken out and the rest verified again.
const maxSourceRounds = 3

// fixSource carries the page's verified fixes into the templates under
// cfg.Source: it locates each fixed element's template, writes one edit
// per template element (from the template's data when the instances
// differ), reloads the page and scans it again, and keeps only the edits
// that verified without losing an interactive element. The working tree
// keeps the verified edits; source.patch and source.json say what they are.
func fixSource(ctx context.Context, cfg Config, tb *tools.Toolbox, c *agent.Client, pageURL, dir string, records []*fix.Record) (*SourceReport, error) {
	ix, err := fix.IndexTemplates(cfg.Source)
	if err != nil {
		return nil, err
	}
	rep := &SourceReport{Source: ix.Root, URL: pageURL, NotPlaced: []string{}, Files: []string{}, Notes: ix.Notes}
	plan, served, err := tb.PlanSource(ctx, ix, pageURL, records)
	if err != nil {
		return nil, err
	}
	before := served.Interactive
	rep.Notes = append(rep.Notes, served.Notes...)
	rep.Fixes, rep.NotPlaced = append([]*fix.SourceFix{}, plan.Fixes...), append(rep.NotPlaced, plan.NotPlaced...)
	rep.Interactive = [2]int{before, before}

	tree := newWorkTree(ix)
	// The page's findings before any edit: an edit that makes another
	// element fail (a shared rule, a shared class) shows against these.
	base, _, err := scanAfterReload(ctx, tb, c, pageURL)
	if err != nil {
		return rep, fmt.Errorf("scan the page before editing its source: %w", err)
	}
	seen := map[string]bool{}
	for _, v := range base {
		seen[v.RuleID+" "+v.XPath] = true
	}
	// Where each fix's violation was reported, when not on the fixed
	// element: axe reports a <ul> with <div> items on the <ul>, and the
	// fixes are on the items. A violation's id is its rule and target,
	// so the page as yet unedited gives the same ids.
	reported := map[string]string{}
	for _, v := range base {
		reported[v.ID] = v.XPath
	}
	violationAt := map[string]string{} // fix id → where its violation was reported
	for _, r := range records {
		violationAt[r.ID] = reported[r.ViolationID]
	}
	out := []*fix.SourceFix{} // taken out after failing to verify
	keep := func(g *fix.SourceFix) bool { return !slices.Contains(out, g) }
	var changed map[string][]byte
	for round := 1; ; round++ {
		var notes []string
		changed, notes = ix.Apply(plan, keep)
		if round == 1 {
			rep.NotPlaced = append(rep.NotPlaced, notes...)
		}
		// An edit that leaves a component unparsable would break the app's
		// build: it is taken out before anything is written.
		if broken := ix.Unparsable(changed); len(broken) > 0 {
			for _, g := range plan.Fixes {
				if why, ok := broken[g.Loc.File]; ok && keep(g) {
					g.Verified, g.Verification = false, "taken out: with the edits, "+g.Loc.File+" no longer parses ("+why+")"
					out = append(out, g)
				}
			}
			changed, _ = ix.Apply(plan, keep)
		}
		if err := tree.write(changed); err != nil {
			return rep, err
		}
		if len(changed) == 0 {
			break
		}
		var kept []*fix.SourceFix
		for _, g := range plan.Fixes {
			if keep(g) {
				kept = append(kept, g)
			}
		}
		unseen, err := awaitEdits(ctx, tb, pageURL, kept)
		if err != nil {
			// Nothing of this round is kept; the report still says why.
			for _, g := range kept {
				g.Verified, g.Verification = false, "taken out: "+err.Error()
				out = append(out, g)
			}
			if err := tree.write(nil); err != nil {
				return rep, err
			}
			changed = nil
			rep.Notes = append(rep.Notes, err.Error())
			break
		}
		// Edits that never showed while others did are taken out alone;
		// the next round writes the files without them.
		for _, g := range unseen {
			g.Verified, g.Verification = false, fmt.Sprintf("taken out: the app served the round's other edits, but not this one within %s (the component may not pass it on)", editWait)
			out = append(out, g)
		}
		left, after, err := scanAfterReload(ctx, tb, c, pageURL)
		if err != nil {
			_ = tree.write(nil) // back as they were
			return rep, fmt.Errorf("verify the source fixes: %w", err)
		}
		rep.Interactive[1] = after
		failed := len(unseen) > 0
		for _, g := range plan.Fixes {
			if keep(g) {
				if g.Verified, g.Verification = verifySourceFix(g, left, violationAt); !g.Verified {
					out, failed = append(out, g), true
				}
			}
		}
		var worse, worseAt []string
		langParts := 0
		for _, v := range left {
			if !seen[v.RuleID+" "+v.XPath] && v.RuleID == "aa-lang-parts" {
				langParts++
			}
		}
		for _, v := range left {
			if !seen[v.RuleID+" "+v.XPath] && !(revealed(plan, v.RuleID) && langParts <= 3) {
				worse = append(worse, v.RuleID+" at "+v.XPath)
				worseAt = append(worseAt, v.XPath)
			}
		}
		if len(worse) > 0 {
			// An edit whose element holds the new violation (a wrap that
			// went wrong inside its list) did it; else a style edit, which
			// changes what other elements look like; else, not knowing
			// which, all.
			var suspects []*fix.SourceFix
			for _, g := range plan.Fixes {
				if keep(g) && slices.ContainsFunc(g.XPaths(), func(x string) bool {
					// Not the page's root or body, which hold everything.
					return x != "/html" && x != "/html/body" && slices.ContainsFunc(worseAt, func(w string) bool { return w == x || strings.HasPrefix(w, x+"/") })
				}) {
					suspects = append(suspects, g)
				}
			}
			if len(suspects) == 0 {
				for _, g := range plan.Fixes {
					if keep(g) && g.Restyles() {
						suspects = append(suspects, g)
					}
				}
			}
			if len(suspects) == 0 {
				for _, g := range plan.Fixes {
					if keep(g) {
						suspects = append(suspects, g)
					}
				}
			}
			for _, g := range suspects {
				g.Verified, g.Verification = false, "taken out: after the edits the page had new violations ("+strings.Join(worse[:min(3, len(worse))], ", ")+")"
				out = append(out, g)
			}
			failed = true
		}
		if after < before {
			// Which edit lost it is not known: none is kept.
			for _, g := range plan.Fixes {
				if keep(g) {
					g.Verified, g.Verification = false, fmt.Sprintf("taken out: after the edits the page had %d interactive elements, not %d", after, before)
					out = append(out, g)
				}
			}
			failed = true
		}
		if !failed {
			break
		}
		if round == maxSourceRounds {
			// The edits that verified stay; the rest are taken out.
			changed, _ = ix.Apply(plan, keep)
			if err := tree.write(changed); err != nil {
				return rep, err
			}
			break
		}
	}
	if verified := len(plan.Fixes) - len(out); verified == 0 && len(plan.Fixes) > 0 {
		rep.Notes = append(rep.Notes, "no template edit showed in the page after a reload: if the app caches its templates, run it in development mode (templates read on every request, or hot reload) and try again")
	}
	if len(changed) > 0 {
		// A fix that breaks the project's build is taken out, with the
		// reason; the page was verified with it, so without it that
		// element is simply not fixed in the source.
		rep.Build, changed, err = buildKeepingWhatBuilds(ctx, ix.Root, tree, changed, plan.Fixes, keep, func(g *fix.SourceFix, why string) {
			g.Verified, g.Verification = false, why
			out = append(out, g)
		})
		if err != nil {
			return rep, err
		}
	}
	for rel := range changed {
		rep.Files = append(rep.Files, rel)
	}
	slices.Sort(rep.Files)
	if rep.Patch, err = ix.SourceDiff(changed, fix.RepoPrefix(ix.Root)); err != nil {
		return rep, err
	}
	b, err := json.MarshalIndent(rep, "", "  ")
	if err != nil {
		return rep, err
	}
	if err := os.WriteFile(filepath.Join(dir, "source.json"), b, 0o644); err != nil {
		return rep, err
	}
	return rep, os.WriteFile(filepath.Join(dir, "source.patch"), []byte(rep.Patch), 0o644)
}

// verifySourceFix says whether the scan after the reload still finds the
// fix's rule on any element the template rendered, or where its
// violation was reported (violationAt, by fix id: a list's items are
// fixed, the list was reported).
func verifySourceFix(g *fix.SourceFix, left []*finding.Violation, violationAt map[string]string) (bool, string) {
	at := slices.Clone(g.XPaths())
	for _, id := range g.FixIDs {
		if x := violationAt[id]; x != "" {
			at = append(at, x)
		}
	}
	for _, v := range left {
		if v.RuleID != g.RuleID {
			continue
		}
		if g.RuleID == "document-title" || slices.Contains(at, v.XPath) {
			return false, fmt.Sprintf("taken out: after the reload %s still fails at %s", g.RuleID, v.XPath)
		}
	}
	return true, fmt.Sprintf("verified: after the reload %s passes on the %d element(s) %s:%d renders", g.RuleID, g.Instances, g.Loc.File, g.Loc.Line)
}

// sourceSummary is the line fix prints for --source.
func sourceSummary(r *SourceReport, dir string) string {
	verified, instances, review, out := 0, 0, 0, 0
	for _, g := range r.Fixes {
		if !g.Verified {
			out++
		}
		if g.Verified {
			verified++
			instances += g.Instances
			if g.Review != "" {
				review++
			}
		}
	}
	build := ""
	if r.Build != "" {
		build = "; the project's build " + strings.SplitN(r.Build, ":", 2)[0]
	}
	files := strings.Join(r.Files, ", ")
	if files == "" {
		files = "no file"
	}
	// A not-placed entry starts with the live fixes it stands for.
	notPlaced := 0
	for _, n := range r.NotPlaced {
		notPlaced += strings.Count(strings.SplitN(n, " ", 2)[0], ",") + 1
	}
	takenOut := ""
	if out > 0 {
		takenOut = fmt.Sprintf("; %d edits taken out after the reload (source.json says why)", out)
	}
	return fmt.Sprintf("source: %d template edits verified after a reload (covering %d fixed elements, %d to review) in %s; %d fixes not placed%s%s; %s",
		verified, instances, review, files, notPlaced, takenOut, build, filepath.Join(dir, "source.patch"))
}

// revealed says whether a new violation of rule is one an edit of the
// round makes checkable, not one it causes: with the page's language set,
// a passage in another language without its own lang (aa-lang-parts) is
// now a finding; it was in the page before. Many such passages (more than
// three) say the language set is wrong, and count against it.
func revealed(plan *fix.SourcePlan, rule string) bool {
	if rule != "aa-lang-parts" {
		return false
	}
	return slices.ContainsFunc(plan.Fixes, func(g *fix.SourceFix) bool { return g.RuleID == "html-has-lang" || g.RuleID == "html-lang-valid" })
}
