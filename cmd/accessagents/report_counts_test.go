package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

const fortyImages = "../../testdata/pages/forty-images.html"

// auditJSON is what these tests read of `audit --format json`.
type auditJSON struct {
	URL             string `json:"url"`
	TotalViolations int    `json:"total_violations"`
	MoreIssues      bool   `json:"more_issues_remaining"`
	Violations      []struct {
		ID     string `json:"violation_id"`
		RuleID string `json:"rule_id"`
	} `json:"violations"`
	Rules map[string]struct {
		Nodes int `json:"nodes"`
	} `json:"rules"`
}

func auditAsJSON(t *testing.T, target string) auditJSON {
	t.Helper()
	out, errOut, code := runBin(t, "audit", target, "--format", "json")
	var res auditJSON
	if err := json.Unmarshal([]byte(out), &res); err != nil || code > 1 {
		t.Fatalf("audit %s: exit %d, %v\n%.300s\n%s", target, code, err, out, errOut)
	}
	return res
}

// number is the first integer re captures in s, or -1.
func number(re, s string) int {
	m := regexp.MustCompile(re).FindStringSubmatch(s)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// TestAuditCountsAgreeAcrossFormats: 40 unnamed images and four other
// violations are counted alike by the text, the JSON and the HTML report
// (the per-rule cap shortens the listing only), and a file audited from
// disk keeps its path in every report.
func TestAuditCountsAgreeAcrossFormats(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	res := auditAsJSON(t, fortyImages)
	images := 0
	for _, v := range res.Violations {
		if v.RuleID == "image-alt" {
			images++
		}
	}
	if res.TotalViolations != 44 || len(res.Violations) != 44 || images != 40 || res.Rules["image-alt"].Nodes != 40 || res.MoreIssues {
		t.Fatalf("json: total %d, %d listed (%d images, rules say %d), more=%v; want 44, all listed, 40 images",
			res.TotalViolations, len(res.Violations), images, res.Rules["image-alt"].Nodes, res.MoreIssues)
	}
	if res.URL != filepath.Clean(fortyImages) {
		t.Errorf("json url %q, want the file's path %q", res.URL, filepath.Clean(fortyImages))
	}

	text, _, _ := runBin(t, "audit", fortyImages)
	if n := number(`(\d+) violating nodes`, text); n != 44 {
		t.Errorf("text says %d violating nodes, json %d:\n%s", n, res.TotalViolations, text)
	}
	if n := number(`image-alt — [^\n]*\((\d+)\)`, text); n != 40 {
		t.Errorf("text counts %d image-alt nodes, want 40:\n%s", n, text)
	}
	if !strings.Contains(text, "… and 15 more") || strings.Contains(text, "127.0.0.1") {
		t.Errorf("text: want 25 images listed and 15 more said, the file's path not a served URL:\n%s", text)
	}

	dir := t.TempDir()
	if _, errOut, code := runBin(t, "audit", fortyImages, "--format", "html", "--out", dir); code != 1 {
		t.Fatalf("html exit %d: %s", code, errOut)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "report.html"))
	page := string(b)
	for what, re := range map[string]string{
		"summary":        `<p>(\d+) violating nodes\.</p>`,
		"impact total":   `<th scope="row">total</th><td class="n">(\d+)</td>`,
		"section":        `<h2 id="violations">Violations \((\d+)\)</h2>`,
		"image-alt rule": `>image-alt</a></th><td class="critical">critical</td><td class="n">(\d+)</td>`,
	} {
		want := res.TotalViolations
		if what == "image-alt rule" {
			want = 40
		}
		if n := number(re, page); n != want {
			t.Errorf("html %s says %d, want %d", what, n, want)
		}
	}
	if n := strings.Count(page, `<li><p><code>`); n != 25+4 {
		t.Errorf("html lists %d nodes, want 25 images (the per-rule cap) and 4 others", n)
	}
	if !strings.Contains(page, "15 more nodes of this rule") || strings.Contains(page, "127.0.0.1") ||
		!strings.Contains(page, filepath.ToSlash(filepath.Clean(fortyImages))+":") {
		t.Error("html: want the 15 unlisted images said, and the file's path with line numbers, never a served URL")
	}
}

// TestHTMLReportPassesOurOwnAudit: report.html, audited by us, has no
// violation and no best-practice finding, with its rule groups folded and
// unfolded.
func TestHTMLReportPassesOurOwnAudit(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	dir := t.TempDir()
	if _, errOut, code := runBin(t, "audit", fortyImages, "--format", "html", "--best-practice", "--out", dir); code != 1 {
		t.Fatalf("html exit %d: %s", code, errOut)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "report.html"))
	open := filepath.Join(dir, "open.html")
	os.WriteFile(open, []byte(strings.ReplaceAll(string(b), "<details", "<details open")), 0o644)
	for _, f := range []string{filepath.Join(dir, "report.html"), open} {
		out, _, code := runBin(t, "audit", f, "--best-practice")
		if code != 0 || !strings.Contains(out, "0 violating nodes") || strings.Contains(out, "best practice") {
			t.Errorf("our audit of %s: exit %d\n%s", filepath.Base(f), code, out)
		}
	}
}

// TestFixReachesEveryImage: `accessagents fix` works all 40 unnamed images,
// not the first 25 a per-rule cap used to keep: each is verified fixed or
// handed to a person, none silently left.
func TestFixReachesEveryImage(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	res := auditAsJSON(t, fortyImages)
	dir := t.TempDir()
	stdout, stderr, code := runBin(t, "fix", fortyImages, "--out", dir)
	if code == 2 {
		t.Fatalf("fix exit 2\n%s\n%s", stdout, stderr)
	}
	var rep struct {
		URL   string `json:"url"`
		Fixes []struct {
			ID       string `json:"violation_id"`
			Verified bool   `json:"verified"`
		} `json:"fixes"`
		Handoff []struct {
			ID string `json:"violation_id"`
		} `json:"handoff"`
	}
	b, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	reached := map[string]string{}
	for _, f := range rep.Fixes {
		if f.Verified {
			reached[f.ID] = "verified"
		}
	}
	for _, h := range rep.Handoff {
		reached[h.ID] = "handed to a person"
	}
	images, verified := 0, 0
	for _, v := range res.Violations {
		if v.RuleID != "image-alt" {
			continue
		}
		images++
		switch reached[v.ID] {
		case "":
			t.Errorf("image %s got no fix attempt (neither verified nor handed to a person)", v.ID)
		case "verified":
			verified++
		}
	}
	t.Logf("%d images: %d verified, %d handed to a person", images, verified, images-verified)
	if images != 40 || rep.URL != filepath.Clean(fortyImages) {
		t.Errorf("%d images audited, report url %q", images, rep.URL)
	}
}

// TestAuditBaselineSaysWhatChanged: with --baseline (an earlier audit's
// JSON), the text and report.html say what is new, what is gone and what
// is unchanged.
func TestAuditBaselineSaysWhatChanged(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	dir := t.TempDir()
	src, _ := os.ReadFile(fortyImages)
	page := filepath.Join(dir, "page.html")
	os.WriteFile(page, src, 0o644)
	base, _, _ := runBin(t, "audit", page, "--format", "json")
	os.WriteFile(filepath.Join(dir, "base.json"), []byte(base), 0o644)
	// One image gets its alt; a second unlabelled field appears beside the
	// first, and the text before them no longer says which it labels: the
	// new field's label and visible-label findings and the first field's
	// visible-label one are new.
	changed := strings.Replace(string(src), `red-running-shoe-1.png" width="40" height="40">`, `red-running-shoe-1.png" width="40" height="40" alt="Red running shoe">`, 1)
	changed = strings.Replace(changed, `<input type="text" id="q">`, `<input type="text" id="q"><input type="text" id="r">`, 1)
	os.WriteFile(page, []byte(changed), 0o644)
	text, errOut, _ := runBin(t, "audit", page, "--baseline", filepath.Join(dir, "base.json"))
	if !strings.Contains(text, "(44 violating nodes then): 3 new, 1 gone, 43 unchanged") || !strings.Contains(text, "+ [critical] label #r") ||
		!strings.Contains(text, "+ [serious] aa-no-visible-label #q") {
		t.Errorf("text lacks the baseline diff:\n%s\n%s", text, errOut)
	}
	if _, _, code := runBin(t, "audit", page, "--format", "html", "--out", dir, "--baseline", filepath.Join(dir, "base.json")); code != 1 {
		t.Fatalf("html exit %d", code)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "report.html"))
	if !strings.Contains(string(b), "<h3>Since the baseline</h3>") || !strings.Contains(string(b), "3 new, 1 gone, 43 unchanged") {
		t.Error("report.html lacks the baseline diff")
	}
	if _, errOut, code := runBin(t, "audit", page, "--baseline", filepath.Join(dir, "page.html")); code != 2 || !strings.Contains(errOut, "--baseline") {
		t.Errorf("a baseline that is not audit JSON: exit %d %q", code, errOut)
	}
}
