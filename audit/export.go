package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"

	playwright "github.com/accessagents/accessagents/third_party/playwright-go"

	"github.com/accessagents/accessagents/audit/finding"
	"github.com/accessagents/accessagents/audit/fix"
	"github.com/accessagents/accessagents/browser"
)

// Manifest lists every applied fix with its verification.
type Manifest struct {
	URL         string               `json:"url"`
	AxeVersion  string               `json:"axe_version"`
	ScoreNow    int                  `json:"score"`
	Fixes       []*fix.Record        `json:"fixes"`
	HumanReview []ReviewItem         `json:"human_review"`
	Skipped     []*finding.Violation `json:"skipped"`
}

// ExportResult is fix_export's answer.
type ExportResult struct {
	Format    string `json:"format"`
	Path      string `json:"path"`
	Bytes     int    `json:"bytes"`
	Content   string `json:"content,omitempty"`
	Truncated bool   `json:"truncated"`
	// Fixes counts the fixes the export carries: all of them in the
	// manifest, those still applied in the html, those placed in the patch.
	Fixes    int      `json:"fixes"`
	Unmapped []string `json:"unmapped,omitempty"`
	// LeftOut are applied fixes the export does not carry, each with why
	// (not verified yet, reverted) and what to do.
	LeftOut []string `json:"left_out,omitempty"`
	// SourceFixes (format source) are the edits of the patch, one per
	// template or component element, each with its location and the live
	// fixes it stands for; Notes say what of the source could not be read.
	SourceFixes []*fix.SourceFix `json:"source_fixes,omitempty"`
	// Verified counts the session's verified fixes a source export
	// started from; Fixes those its edits carry.
	Verified int      `json:"verified,omitempty"`
	Notes    []string `json:"notes,omitempty"`
}

// maxInline bounds export content returned inline; the file has it all.
const maxInline = 64 << 10

// Export writes the manifest, the fixed HTML, or a unified diff against the
// served source into the session's output dir.
func (e *Engine) Export(ctx context.Context, s *browser.Session, format string) (ExportResult, error) {
	res := ExportResult{Format: format}
	st := e.state(s.ID())
	st.mu.Lock()
	scanned, fixes, src, pageURL := st.seq > 0, append([]*fix.Record(nil), st.fixes...), st.source, st.url
	st.mu.Unlock()
	if !scanned {
		return res, ErrNotScanned
	}
	res.Fixes = len(fixes)
	kept := 0
	for _, f := range fixes {
		if !f.Reverted {
			kept++
		}
	}
	var data []byte
	var name string
	switch format {
	case "manifest":
		m := e.manifest(s.ID())
		b, err := json.MarshalIndent(m, "", "  ")
		if err != nil {
			return res, err
		}
		data, name = b, "manifest.json"
	case "html":
		_, err := s.WithPage(ctx, func(p playwright.Page) error {
			c, err := p.Content()
			data = []byte(c)
			return err
		})
		if err != nil {
			return res, err
		}
		name = "fixed.html"
		res.Fixes, res.LeftOut = kept, leftOut(fixes, false)
	case "patch":
		if src == nil {
			return res, fmt.Errorf("no static HTML source for %s (it was not served as text/html with status 200); use format html or manifest", pageURL)
		}
		patched, unmapped, placed := fix.PatchSource(src.Body, verifiedOnly(fixes))
		res.Fixes, res.Unmapped, res.LeftOut = placed, unmapped, leftOut(fixes, true)
		file := sourceName(src.URL)
		diff, err := fix.Diff(file, src.Body, patched)
		if err != nil {
			return res, err
		}
		data, name = []byte(diff), "fixes.patch"
	default:
		return res, fmt.Errorf("format %q: use manifest, html, patch or source", format)
	}
	if err := WriteExport(s, &res, name, data); err != nil {
		return res, err
	}
	if format == "html" { // the page itself: the file has it, the answer does not repeat it
		res.Content, res.Truncated = "", false
	}
	return res, nil
}

// SourceFixes are what a source export carries: the page the session's
// fixes were made on, those verified and not reverted, and why any other
// is left out.
func (e *Engine) SourceFixes(session string) (pageURL string, fixes []*fix.Record, left []string, err error) {
	st := e.state(session)
	st.mu.Lock()
	scanned, all, pageURL := st.seq > 0, append([]*fix.Record(nil), st.fixes...), st.url
	st.mu.Unlock()
	if !scanned {
		return "", nil, nil, ErrNotScanned
	}
	return pageURL, verifiedOnly(all), leftOut(all, true), nil
}

// WriteExport writes an export's file into the session's output dir and
// fills in res's path, size and inline content.
func WriteExport(s *browser.Session, res *ExportResult, name string, data []byte) error {
	dir := filepath.Join(s.OutputDir(), "export")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	res.Path = filepath.Join(dir, name)
	if err := os.WriteFile(res.Path, data, 0o644); err != nil {
		return err
	}
	res.Bytes, res.Content = len(data), string(data)
	if len(res.Content) > maxInline {
		res.Content, res.Truncated = res.Content[:maxInline], true
	}
	return nil
}

// PatchedSource returns the served source with every fix applied, and the
// fixes that could not be placed (for `accessagents fix`).
func (e *Engine) PatchedSource(session string) (orig, patched []byte, file string, unmapped []string, ok bool) {
	st := e.state(session)
	st.mu.Lock()
	src, fixes := st.source, append([]*fix.Record(nil), st.fixes...)
	st.mu.Unlock()
	if src == nil {
		return nil, nil, "", nil, false
	}
	patched, unmapped, _ = fix.PatchSource(src.Body, verifiedOnly(fixes))
	return src.Body, patched, sourceName(src.URL), unmapped, true
}

// verifiedOnly keeps the fixes a patch may carry: verified, not reverted.
func verifiedOnly(fixes []*fix.Record) []*fix.Record {
	var out []*fix.Record
	for _, f := range fixes {
		if f.Verified && !f.Reverted {
			out = append(out, f)
		}
	}
	return out
}

// leftOut says which applied fixes an export leaves out and why: reverted
// ones always, unverified ones too when only verified fixes go (a patch).
func leftOut(fixes []*fix.Record, verifiedOnly bool) []string {
	var out []string
	for _, f := range fixes {
		switch {
		case f.Reverted:
			out = append(out, fmt.Sprintf("%s (%s on %s): it failed verification and was reverted", f.ID, f.RuleID, f.Selector))
		case verifiedOnly && !f.Verified:
			out = append(out, fmt.Sprintf("%s (%s on %s): not verified yet; call audit_verify_element {\"violation_id\": %q}, then export again", f.ID, f.RuleID, f.Selector, f.ViolationID))
		}
	}
	return out
}

func (e *Engine) manifest(session string) Manifest {
	ss := e.State(session)
	return Manifest{URL: ss.CurrentURL, AxeVersion: e.AxeVersion(), ScoreNow: ss.Score, Fixes: ss.Fixes, HumanReview: ss.HumanReview, Skipped: ss.Skipped}
}

// sourceName is the file a patch applies to: the URL's path, or index.html.
func sourceName(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Path == "" || strings.HasSuffix(u.Path, "/") {
		return "index.html"
	}
	return strings.TrimPrefix(path.Clean(u.Path), "/")
}
