package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/accessagents/accessagents/agent"
	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
	playwright "github.com/accessagents/accessagents/third_party/playwright-go"
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

// interactiveJS counts what a person can operate, for Do-No-Harm.
const interactiveJS = `() => document.querySelectorAll('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex], [contenteditable=""], [contenteditable=true], [role=button], [role=link]').length`

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
	var live map[string]*fix.LiveElement
	var before int
	styles := map[string]map[string]*fix.StyleSource{}
	styleQs := fix.StyleQueriesFor(records)
	// What the page shows before any fix: the app serves it unchanged.
	err = onFreshPage(ctx, tb, pageURL, func(p playwright.Page) error {
		xpaths := []string{"/html/head"}
		for _, r := range records {
			if !slices.Contains(xpaths, r.XPath) {
				xpaths = append(xpaths, r.XPath)
			}
		}
		live = map[string]*fix.LiveElement{}
		read := func(xpaths []string) error {
			var got []*fix.LiveElement
			if err := browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got); err != nil {
				return err
			}
			for i, x := range xpaths {
				if i < len(got) && got[i] != nil {
					live[x] = got[i]
				}
			}
			return nil
		}
		if err := read(xpaths); err != nil {
			return err
		}
		// Every element of the fixed elements' tags, to count what each
		// template element renders.
		var tags []string
		for _, el := range live {
			if !slices.Contains(tags, el.Tag) {
				tags = append(tags, el.Tag)
			}
		}
		var more []string
		if err := browser.EvalJSON(p, fix.SameTagJS, tags, &more); err != nil {
			return err
		}
		if err := read(more); err != nil {
			return err
		}
		if len(styleQs) > 0 {
			var arg any // playwright passes maps and slices, not a struct's JSON fields
			if b, err := json.Marshal(styleQs); err != nil || json.Unmarshal(b, &arg) != nil {
				return fmt.Errorf("style queries: %v", err)
			}
			var got []map[string]*fix.StyleSource
			if err := browser.EvalJSON(p, fix.StyleSourceJS, arg, &got); err != nil {
				return err
			}
			for i, q := range styleQs {
				if i < len(got) {
					styles[q.XPath] = got[i]
				}
			}
		}
		return browser.EvalJSON(p, interactiveJS, nil, &before)
	})
	if err != nil {
		return nil, fmt.Errorf("read the page before fixing its source: %w", err)
	}
	plan := ix.Plan(records, live, styles)
	rep.Notes = append(rep.Notes, ix.DevMisses()...)
	if qs := plan.DataQueries(); len(qs) > 0 {
		var answers []*string
		var arg any // playwright passes maps and slices, not a struct's JSON fields
		if b, err := json.Marshal(qs); err != nil || json.Unmarshal(b, &arg) != nil {
			return nil, fmt.Errorf("data queries: %v", err)
		}
		if err := onFreshPage(ctx, tb, pageURL, func(p playwright.Page) error { return browser.EvalJSON(p, fix.DataQueryJS, arg, &answers) }); err != nil {
			return nil, fmt.Errorf("read the page's data: %w", err)
		}
		plan.UseData(answers)
	} else {
		plan.UseData(nil)
	}
	rep.Fixes, rep.NotPlaced = plan.Fixes, append(rep.NotPlaced, plan.NotPlaced...)
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
		if err := awaitEdits(ctx, tb, pageURL, kept); err != nil {
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
		left, after, err := scanAfterReload(ctx, tb, c, pageURL)
		if err != nil {
			_ = tree.write(nil) // back as they were
			return rep, fmt.Errorf("verify the source fixes: %w", err)
		}
		rep.Interactive[1] = after
		failed := false
		for _, g := range plan.Fixes {
			if keep(g) {
				if g.Verified, g.Verification = verifySourceFix(g, left); !g.Verified {
					out, failed = append(out, g), true
				}
			}
		}
		var worse []string
		for _, v := range left {
			if !seen[v.RuleID+" "+v.XPath] {
				worse = append(worse, v.RuleID+" at "+v.XPath)
			}
		}
		if len(worse) > 0 {
			// A style edit changes what other elements look like; which
			// edit did it is otherwise not known: those go first, or all.
			var suspects []*fix.SourceFix
			for _, g := range plan.Fixes {
				if keep(g) && (g.Kind == fix.KindStyle || g.Kind == fix.KindStyleRule) {
					suspects = append(suspects, g)
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
	for rel := range changed {
		rep.Files = append(rep.Files, rel)
	}
	if len(changed) > 0 {
		rep.Build = projectBuild(ctx, ix.Root)
	}
	slices.Sort(rep.Files)
	if rep.Patch, err = ix.SourceDiff(changed, repoPrefix(ix.Root)); err != nil {
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

// projectBuild runs the project's own build (package.json's "build"
// script, found at the source root or above it), bounded to three minutes.
func projectBuild(ctx context.Context, root string) string {
	for dir := root; ; dir = filepath.Dir(dir) {
		b, err := os.ReadFile(filepath.Join(dir, "package.json"))
		if err == nil {
			var pkg struct {
				Scripts map[string]string `json:"scripts"`
			}
			if json.Unmarshal(b, &pkg) != nil || pkg.Scripts["build"] == "" {
				return ""
			}
			ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
			defer cancel()
			cmd := exec.CommandContext(ctx, "npm", "run", "build", "--silent")
			cmd.Dir = dir
			out, err := cmd.CombinedOutput()
			if err != nil {
				lines := strings.Split(strings.TrimSpace(string(out)), "\n")
				return "failed: " + strings.Join(lines[max(0, len(lines)-5):], " / ")
			}
			return "passed"
		}
		if up := filepath.Dir(dir); up == dir || dir == "/" {
			return ""
		}
	}
}

// verifySourceFix says whether the scan after the reload still finds the
// fix's rule on any element the template rendered.
func verifySourceFix(g *fix.SourceFix, left []*finding.Violation) (bool, string) {
	for _, v := range left {
		if v.RuleID != g.RuleID {
			continue
		}
		if g.RuleID == "document-title" || slices.Contains(g.XPaths(), v.XPath) {
			return false, fmt.Sprintf("taken out: after the reload %s still fails at %s", g.RuleID, v.XPath)
		}
	}
	return true, fmt.Sprintf("verified: after the reload %s passes on the %d element(s) %s:%d renders", g.RuleID, g.Instances, g.Loc.File, g.Loc.Line)
}

// onFreshPage opens url in a browser session of its own and runs fn there.
func onFreshPage(ctx context.Context, tb *tools.Toolbox, url string, fn func(p playwright.Page) error) error {
	id := fmt.Sprintf("fix-source-%p", &url)
	s, err := tb.Browser.Session(id)
	if err != nil {
		return err
	}
	defer tb.Browser.CloseSession(id)
	nav, err := tb.ActingAs(ctx, "browser_navigate")
	if err != nil {
		return err
	}
	for try := 1; ; try++ {
		_, err := s.Navigate(nav, url, browser.NavigateOptions{})
		if err == nil {
			break
		}
		if !devReload(err) || try == 3 {
			return err
		}
	}
	_, err = s.WithPage(ctx, fn)
	return err
}

// devReload says whether a navigation was cut short by the page being
// loaded again meanwhile: a dev server reloads its pages when a file it
// serves changes, and that reload aborts a navigation under way.
func devReload(err error) bool {
	// third-party text: Chromium's net::ERR_ABORTED, as Playwright reports a navigation cut short.
	return err != nil && strings.Contains(err.Error(), "ERR_ABORTED")
}

// awaitEdits waits until the app serves the edited source: a dev server
// recompiles a changed component a moment after the file is written. It
// reads the page again until the elements that got an attribute show it
// (up to five of them), for at most editWait; a template app that renders
// on each request shows them at the first read.
func awaitEdits(ctx context.Context, tb *tools.Toolbox, url string, gs []*fix.SourceFix) error {
	want := map[string]string{} // XPath → attribute
	for _, g := range gs {
		if g.Kind == fix.KindAttribute && len(g.XPaths()) > 0 && len(want) < 5 {
			want[g.XPaths()[0]] = g.Attribute
		}
	}
	if len(want) == 0 {
		return nil
	}
	xpaths := slices.Sorted(maps.Keys(want))
	deadline := time.Now().Add(editWait)
	for {
		var got []*fix.LiveElement
		err := onFreshPage(ctx, tb, url, func(p playwright.Page) error { return browser.EvalJSON(p, fix.LiveElementJS, xpaths, &got) })
		if err != nil {
			return err
		}
		shown := len(got) == len(xpaths)
		for i, x := range xpaths {
			if shown && (got[i] == nil || !hasAttr(got[i], want[x])) {
				shown = false
			}
		}
		if shown {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("the app did not serve the edited source within %s: it may not be in development mode (templates read on each request, or hot reload), or an edit broke its build (see its dev server's output)", editWait)
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
}

// editWait bounds awaitEdits.
const editWait = 15 * time.Second

func hasAttr(el *fix.LiveElement, name string) bool {
	_, ok := el.Attrs[strings.ToLower(name)]
	return ok
}

// scanAfterReload loads the page again (the app renders the edited
// templates) and scans it through the MCP tools, every page of results.
func scanAfterReload(ctx context.Context, tb *tools.Toolbox, c *agent.Client, url string) ([]*finding.Violation, int, error) {
	var all []*finding.Violation
	args := map[string]any{"url": url, "page_size": 50}
	for try := 1; ; {
		var res audit.ScanResult
		if err := c.Call(ctx, "audit_scan_url", args, &res); err != nil {
			if devReload(err) && try < 3 && args["url"] != nil {
				try++
				continue
			}
			return nil, 0, err
		}
		all = append(all, res.Violations...)
		if res.Cursor == "" {
			break
		}
		args = map[string]any{"cursor": res.Cursor, "page_size": 50}
	}
	var n int
	err := onFreshPage(ctx, tb, url, func(p playwright.Page) error { return browser.EvalJSON(p, interactiveJS, nil, &n) })
	return all, n, err
}

// workTree writes templates into the app's working tree, refusing to
// overwrite a file someone edited since it was read or last written.
type workTree struct {
	ix   *fix.TemplateIndex
	last map[string][]byte // what each file holds now, as far as we know
}

func newWorkTree(ix *fix.TemplateIndex) *workTree {
	w := &workTree{ix: ix, last: map[string][]byte{}}
	for _, f := range ix.Files {
		w.last[f.Rel] = f.Src
	}
	return w
}

// write makes every template hold changed[rel], or its original.
func (w *workTree) write(changed map[string][]byte) error {
	for _, f := range w.ix.Files {
		want, ok := changed[f.Rel]
		if !ok {
			want = f.Src
		}
		if bytes.Equal(w.last[f.Rel], want) {
			continue
		}
		path := filepath.Join(w.ix.Root, filepath.FromSlash(f.Rel))
		now, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if !bytes.Equal(now, w.last[f.Rel]) {
			return fmt.Errorf("%s changed while the fixes were being made; left as it is", f.Rel)
		}
		if err := os.WriteFile(path, want, 0o644); err != nil {
			return err
		}
		w.last[f.Rel] = want
	}
	return nil
}

// repoPrefix is root's path from the top of the git repository holding it
// ("" when root is the top or in none), so the patch applies from the top.
func repoPrefix(root string) string {
	for dir := root; ; {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			rel, err := filepath.Rel(dir, root)
			if err != nil || rel == "." {
				return ""
			}
			return filepath.ToSlash(rel)
		}
		up := filepath.Dir(dir)
		if up == dir {
			return ""
		}
		dir = up
	}
}

// sourceSummary is the line fix prints for --source.
func sourceSummary(r *SourceReport, dir string) string {
	verified, instances, review := 0, 0, 0
	for _, g := range r.Fixes {
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
	return fmt.Sprintf("source: %d template edits verified after a reload (covering %d fixed elements, %d to review) in %s; %d fixes not placed%s; %s",
		verified, instances, review, strings.Join(r.Files, ", "), len(r.NotPlaced), build, filepath.Join(dir, "source.patch"))
}
