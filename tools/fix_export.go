package tools

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/accessagents/accessagents/audit"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

type exportParams struct {
	Format string `json:"format"`
}

func (t *Toolbox) fixExportTool() Tool {
	return Tool{
		Name: "fix_export", Title: "Export the fixes for your source", Toolset: "fix",
		Description: `Export the session's fixes: manifest, html (fixed DOM), patch (diff of served HTML), source (template/component diff; --source).`,
		ReadOnly:    true, Destructive: false, Idempotent: true, OpenWorld: false,
		Handle: handler(t, t.fixExport),
	}
}

func (t *Toolbox) fixExport(ctx context.Context, s *browser.Session, p exportParams) (*mcp.CallToolResult, error) {
	if p.Format == "source" {
		return t.exportSource(ctx, s)
	}
	res, err := t.Audit.Export(ctx, s, p.Format)
	if err != nil {
		return failure("fix_export", err)
	}
	text := fmt.Sprintf("%s with %s written to %s (%d bytes)", p.Format, plural(res.Fixes, "fix", "fixes"), res.Path, res.Bytes)
	if res.Truncated {
		text += "; the content below is cut short, the file has it all"
	}
	for _, l := range res.LeftOut {
		text += "\nleft out: " + l
	}
	for _, u := range res.Unmapped {
		text += "\nnot in the patch: " + u
	}
	if res.Content != "" {
		text += "\n" + res.Content
	}
	return structured(res, text), nil
}

// plural counts n things in words: "1 fix", "2 fixes", "no fixes".
func plural(n int, one, many string) string {
	switch n {
	case 0:
		return "no " + many
	case 1:
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// exportSource carries the session's verified fixes into the app's source
// (--source): the same plan fix --source makes, one edit per template or
// component element, in its own syntax. It writes nothing into the source:
// the agent applies the patch, the dev server reloads, and a scan verifies.
func (t *Toolbox) exportSource(ctx context.Context, s *browser.Session) (*mcp.CallToolResult, error) {
	if t.Source == nil {
		return failure("fix_export", fmt.Errorf("format %q needs the app's source: start the server with --source DIR (the root of its templates or components), or use format patch for a static page", "source"))
	}
	pageURL, records, left, err := t.Audit.SourceFixes(s.ID())
	if err != nil {
		return failure("fix_export", err)
	}
	res := audit.ExportResult{Format: "source", LeftOut: left, Verified: len(records)}
	if len(records) > 0 {
		t.Source.mu.Lock()
		defer t.Source.mu.Unlock()
		ix, err := t.Source.index()
		if err != nil {
			return failure("fix_export", err)
		}
		plan, served, err := t.PlanSource(ctx, ix, pageURL, records)
		if err != nil {
			return failure("fix_export", err)
		}
		res.Notes, res.Unmapped = served.Notes, plan.NotPlaced
		var out []*fix.SourceFix // edits that would leave a component unparsable
		keep := func(g *fix.SourceFix) bool { return !slices.Contains(out, g) }
		changed, notes := ix.Apply(plan, keep)
		res.Unmapped = append(res.Unmapped, notes...)
		for file, why := range ix.Unparsable(changed) {
			for _, g := range plan.Fixes {
				if g.Loc.File == file && keep(g) {
					out = append(out, g)
					res.Unmapped = append(res.Unmapped, fmt.Sprintf("%s at %s:%d: with the edit %s no longer parses (%s)", g.RuleID, g.Loc.File, g.Loc.Line, file, why))
				}
			}
		}
		if len(out) > 0 {
			changed, _ = ix.Apply(plan, keep)
		}
		for _, g := range plan.Fixes {
			if keep(g) {
				g.Verification = "verified in the live page; in the source once the patch is applied and the page reloaded (audit_scan_url)"
				res.SourceFixes = append(res.SourceFixes, g)
				res.Fixes += len(g.FixIDs)
			}
		}
		patch, err := ix.SourceDiff(changed, fix.RepoPrefix(ix.Root))
		if err != nil {
			return failure("fix_export", err)
		}
		if err := audit.WriteExport(s, &res, "source.patch", []byte(patch)); err != nil {
			return failure("fix_export", err)
		}
	} else if err := audit.WriteExport(s, &res, "source.patch", nil); err != nil {
		return failure("fix_export", err)
	}
	return structured(res, sourceExportText(res)), nil
}

// sourceExportText says where each edit goes, what did not, and the patch.
func sourceExportText(res audit.ExportResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "source patch with %s, carrying %d of the session's %s, written to %s (%d bytes); apply it with git apply, let the dev server reload, then audit_scan_url to verify",
		plural(len(res.SourceFixes), "edit", "edits"), res.Fixes, plural(res.Verified, "verified fix", "verified fixes"), res.Path, res.Bytes)
	for _, g := range res.SourceFixes {
		l := g.Loc
		fmt.Fprintf(&b, "\n%s:%d:%d (%s, %s confidence): %s, writes %s", l.File, l.Line, l.Column, l.Component, l.Confidence, g.RuleID, g.Written())
		if g.Instances > 1 {
			fmt.Fprintf(&b, ", covering %d elements", g.Instances)
		}
		if g.Review != "" {
			b.WriteString("; review: " + g.Review)
		}
	}
	for _, u := range res.Unmapped {
		b.WriteString("\nnot placed: " + u)
	}
	for _, l := range res.LeftOut {
		b.WriteString("\nleft out: " + l)
	}
	for _, n := range res.Notes {
		b.WriteString("\nnote: " + n)
	}
	if res.Truncated {
		b.WriteString("\nthe patch below is cut short, the file has it all")
	}
	if res.Content != "" {
		b.WriteString("\n" + res.Content)
	}
	return b.String()
}
