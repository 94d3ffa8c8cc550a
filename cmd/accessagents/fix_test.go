package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
)

func TestAuditCLIExitCodesAndFormats(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	site := "../../testdata/site/"
	out, _, code := runBin(t, "audit", site+"shop.html", "--format", "json")
	var res struct {
		TotalViolations int `json:"total_violations"`
		Score           int `json:"score"`
	}
	if code != 1 || json.Unmarshal([]byte(out), &res) != nil || res.TotalViolations != 15 {
		t.Fatalf("audit shop.html: exit %d, %d violations\n%.300s", code, res.TotalViolations, out)
	}
	if _, _, code := runBin(t, "audit", site+"cart.html"); code != 0 {
		t.Errorf("audit of a clean page exits %d, want 0", code)
	}
	if _, errOut, code := runBin(t, "audit", "no-such-page.html"); code != 2 || !strings.Contains(errOut, "neither an http(s) URL nor an HTML file") {
		t.Errorf("audit of a missing file: exit %d %q", code, errOut)
	}
	if _, _, code := runBin(t, "audit", "file:///etc/passwd"); code != 2 {
		t.Errorf("audit of a file: URL exits %d, want 2", code)
	}
	dir := t.TempDir()
	if _, _, code := runBin(t, "audit", site+"signup.html", "--format", "sarif", "--out", dir); code != 1 {
		t.Errorf("sarif audit exit %d", code)
	}
	var sarif struct {
		Version string `json:"version"`
		Runs    []struct {
			Results []any `json:"results"`
		} `json:"runs"`
	}
	b, _ := os.ReadFile(filepath.Join(dir, "report.sarif"))
	// 10: axe's 9 (the legal links straight in a <ul> among them) and
	// aa-placeholder-label (the email field's only label is its
	// placeholder).
	if json.Unmarshal(b, &sarif) != nil || sarif.Version != "2.1.0" || len(sarif.Runs[0].Results) != 10 {
		t.Errorf("report.sarif: %.200s", b)
	}
	if _, _, code := runBin(t, "audit", site+"signup.html", "--format", "html", "--out", dir); code != 1 {
		t.Errorf("html audit exit %d", code)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "report.html")); !strings.Contains(string(b), "data:image/png;base64,") {
		t.Error("HTML report has no screenshot")
	}
}

// TestFixCLIWritesReportsAndAPatchThatApplies runs `accessagents fix` on the
// demo site, then applies fixes.patch to a copy of the sources with patch(1)
// and audits the patched files: the fixes land in source, not an overlay.
func TestFixCLIWritesReportsAndAPatchThatApplies(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	src := t.TempDir()
	for _, f := range []string{"shop.html", "signup.html", "terms.html", "cart.html"} {
		b, err := os.ReadFile("../../testdata/site/" + f)
		if err != nil {
			t.Fatal(err)
		}
		os.WriteFile(filepath.Join(src, f), b, 0o644)
	}
	out := t.TempDir()
	stdout, stderr, code := runBin(t, "fix", filepath.Join(src, "shop.html"), filepath.Join(src, "signup.html"), "--out", out)
	if code != 1 { // the shop keeps one image nothing can name honestly
		t.Fatalf("fix exit %d\n%s\n%s", code, stdout, stderr)
	}
	if !strings.Contains(stderr, "[1/15] critical") || !strings.Contains(stderr, "verified") {
		t.Errorf("no progress on stderr:\n%s", stderr)
	}
	if !strings.Contains(stdout, " fixed, ") || !strings.Contains(stdout, "fixed (please review)") || !strings.Contains(stdout, "for a person") {
		t.Errorf("the summary does not count fixed, fixed (please review) and for a person apart:\n%s", stdout)
	}
	// Each fix counted "please review" says so in the progress too, where
	// it is made.
	review := 0
	for _, m := range regexp.MustCompile(`(\d+) fixed \(please review\)`).FindAllStringSubmatch(stdout, -1) {
		n, _ := strconv.Atoi(m[1])
		review += n
	}
	if got := strings.Count(stderr, "verified, please review"); got != review {
		t.Errorf("progress marks %d fixes for review, the summary counts %d:\n%s", got, review, stderr)
	}
	for _, page := range []string{"shop", "signup"} {
		dir := filepath.Join(out, page)
		var rep struct {
			URL              string `json:"url"`
			ViolationsBefore int    `json:"violations_before"`
			ViolationsAfter  int    `json:"violations_after"`
			ScoreBefore      int    `json:"score_before"`
			ScoreAfter       int    `json:"score_after"`
			Fixes            []struct {
				RuleID   string `json:"rule_id"`
				Selector string `json:"selector"`
				Kind     string `json:"kind"`
				Verified bool   `json:"verified"`
			} `json:"fixes"`
			Handoff []struct {
				Reason string `json:"reason"`
			} `json:"handoff"`
		}
		b, err := os.ReadFile(filepath.Join(dir, "report.json"))
		if err != nil || json.Unmarshal(b, &rep) != nil {
			t.Fatalf("%s report.json: %v", page, err)
		}
		if rep.URL == "" || rep.ViolationsBefore == 0 || rep.ScoreAfter <= rep.ScoreBefore || len(rep.Fixes) == 0 {
			t.Errorf("%s report: %+v", page, rep)
		}
		if float64(rep.ViolationsBefore-rep.ViolationsAfter) < 0.8*float64(rep.ViolationsBefore) {
			t.Errorf("%s: %d → %d is under 80%% resolved", page, rep.ViolationsBefore, rep.ViolationsAfter)
		}
		for _, f := range rep.Fixes {
			if !f.Verified || f.RuleID == "" || f.Selector == "" || f.Kind == "" {
				t.Errorf("%s fix: %+v", page, f)
			}
		}
		for _, name := range []string{"report.sarif", "report.html", "fixed.html", "fixes.patch", "manifest.json"} {
			if st, err := os.Stat(filepath.Join(dir, name)); err != nil || st.Size() == 0 {
				t.Errorf("%s: %s missing", page, name)
			}
		}
		reportHTML, _ := os.ReadFile(filepath.Join(dir, "report.html"))
		for _, shot := range []string{`src="data:image/png;base64,`, `alt="The whole page before fixes"`, `alt="The whole page after fixes"`} {
			if !strings.Contains(string(reportHTML), shot) {
				t.Errorf("%s report.html lacks before and after screenshots (%s)", page, shot)
			}
		}
		if page == "shop" && (!strings.Contains(string(reportHTML), `class="shot"`) || !strings.Contains(string(reportHTML), `<th scope="col">Source</th><th scope="col">Confidence</th>`)) {
			t.Errorf("shop report.html does not show each image beside its alt with source and confidence")
		}
		var man struct {
			URL string `json:"url"`
		}
		if b, err := os.ReadFile(filepath.Join(dir, "manifest.json")); err != nil || json.Unmarshal(b, &man) != nil || strings.HasPrefix(man.URL, "http://127.0.0.1") {
			t.Errorf("%s manifest.json names %q, not the file it fixed (%v)", page, man.URL, err)
		}
		// git apply is stricter than patch: no fuzz, exact ends of file.
		check := exec.Command("git", "apply", "--check", "-p1", "--directory", filepath.Base(src), filepath.Join(dir, "fixes.patch"))
		check.Dir = filepath.Dir(src)
		if b, err := check.CombinedOutput(); err != nil {
			t.Errorf("%s: git apply --check refuses fixes.patch: %v\n%s", page, err, b)
		}
		patch := exec.Command("patch", "-p1", "--fuzz=0", "-d", src, "-i", filepath.Join(dir, "fixes.patch"))
		if b, err := patch.CombinedOutput(); err != nil {
			t.Fatalf("%s: fixes.patch does not apply: %v\n%s", page, err, b)
		}
		var res struct {
			TotalViolations int `json:"total_violations"`
		}
		audited, _, _ := runBin(t, "audit", filepath.Join(src, page+".html"), "--format", "json")
		if json.Unmarshal([]byte(audited), &res) != nil || res.TotalViolations != rep.ViolationsAfter {
			t.Errorf("%s: the patched source has %d violations, the fixed page had %d", page, res.TotalViolations, rep.ViolationsAfter)
		}
	}
}

// BenchmarkFixDemoSite times `accessagents fix` on the demo site end to end
// (process start, browser launch, audit, fixes, verification, re-scan and
// reports); the baseline in the same run is `accessagents audit` of the
// same pages.
func BenchmarkFixDemoSite(b *testing.B) {
	pages := []string{"../../testdata/site/shop.html", "../../testdata/site/signup.html"}
	run := func(b *testing.B, args ...string) {
		// Exit 1 (violations found or left to a person) is a normal outcome.
		if err := exec.Command(binPath, args...).Run(); err != nil {
			if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() > 1 {
				b.Fatal(err)
			}
		}
	}
	b.Run("baseline-audit", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			for _, p := range pages {
				run(b, "audit", p)
			}
		}
	})
	b.Run("fix", func(b *testing.B) {
		for i := 0; i < b.N; i++ {
			run(b, append([]string{"fix", "--out", b.TempDir()}, pages...)...)
		}
	})
}

// The offline planner names controls from their context as a person would,
// each "fixed (please review)": the search form's submit is "Search", the
// home link's logo is the site's name beside it, a button with the id
// "checkout" is "Checkout", an icon a generic Icon component draws is the
// prop that picks it (name="trash"), a class "card__fav" is a favourite;
// a button whose id is code goes to a person.
func TestFixNamesControlsFromTheirContext(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	rep, _, code, errOut := fixPage(t, "context-names.html")
	if code != 1 {
		t.Fatalf("fix: exit %d (want 1: one button for a person)\n%s", code, errOut)
	}
	got := map[string]string{}
	for _, f := range rep.Fixes {
		got[f.Change] = f.Status
	}
	for _, want := range []string{`alt="Sprintboard"`, `aria-label="Search"`, `aria-label="Checkout"`, `aria-label="Delete"`, `aria-label="Calendar"`, `aria-label="Favourite"`} {
		if got[want] != "fixed, please review" {
			t.Errorf("%s: %q; fixes %v", want, got[want], got)
		}
	}
	if got[`aria-label="Remind me the day before each task is due"`] != "fixed, please review" {
		t.Errorf("the checkbox followed by its words: fixes %v", got)
	}

	if len(rep.Handoff) != 1 || !strings.Contains(rep.Handoff[0].Selector, "btn-2291") {
		t.Errorf("handed to a person: %+v", rep.Handoff)
	}
	// With nothing beside the logo, the site's name is its owner's, as the
	// footer's copyright line states it (not an image credit's).
	if rep, _, code, errOut := fixPage(t, "copyright-name.html"); code != 0 {
		t.Fatalf("fix: exit %d\n%s", code, errOut)
	} else if len(rep.Fixes) != 1 || rep.Fixes[0].Change != `alt="Crumb & Co."` || rep.Fixes[0].Status != "fixed, please review" {
		t.Errorf("the logo in the home link: %+v", rep.Fixes)
	}
}

// A field whose pale border is all that marks it out gets the nearest
// border colour with 3:1 against the page, verified by the check that
// found it, and the patch carries it.
func TestFixDarkensAFieldsBorder(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	rep, patch, code, errOut := fixPage(t, "field-border.html")
	if code != 0 {
		t.Fatalf("fix: exit %d\n%s", code, errOut)
	}
	found := false
	for _, f := range rep.Fixes {
		found = found || f.RuleID == "aa-field-contrast" && strings.Contains(f.Change, "border-color") && f.Status == "fixed"
	}
	if !found || !strings.Contains(patch, "border-color: #") {
		t.Errorf("the field's border: fixes %+v\n%s", rep.Fixes, patch)
	}
}

// fixReport is what a test reads of fix's report.json.
type fixReport struct {
	Fixes []struct {
		RuleID string `json:"rule_id"`
		Change string `json:"change"`
		Status string `json:"status"`
	} `json:"fixes"`
	Handoff []struct {
		RuleID   string `json:"rule_id"`
		Selector string `json:"selector"`
	} `json:"handoff"`
}

// fixPage runs fix on a page of testdata/pages and reads its report and
// patch.
func fixPage(t *testing.T, page string) (rep fixReport, patch string, code int, errOut string) {
	t.Helper()
	dir := t.TempDir()
	_, errOut, code = runBin(t, "fix", "../../testdata/pages/"+page, "--out", dir)
	b, _ := os.ReadFile(filepath.Join(dir, "report.json"))
	if err := json.Unmarshal(b, &rep); err != nil && code != 2 {
		t.Fatalf("%s: report: %v\n%s", page, err, errOut)
	}
	p, _ := os.ReadFile(filepath.Join(dir, "fixes.patch"))
	return rep, string(p), code, errOut
}
