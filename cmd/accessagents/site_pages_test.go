package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/accessagents/accessagents/browser/browsertest"
	"github.com/accessagents/accessagents/crawl"
)

// TestAuditSeveralPagesIsASiteAudit: `audit A B C` audits exactly those
// pages as one site (the files of one directory served from one origin):
// the site-level checks compare them, so two pages sharing a title is
// 2.4.2's aa-site-title naming both; site.json and site.html are written,
// the summary starts with the site's score, and no link is followed.
// Without --out it says what it needs.
func TestAuditSeveralPagesIsASiteAudit(t *testing.T) {
	t.Parallel()
	browsertest.Slow(t)
	dir := filepath.Join("..", "..", "testdata", "site-level")
	pages := []string{filepath.Join(dir, "index.html"), filepath.Join(dir, "about.html"), filepath.Join(dir, "contact.html")}
	if _, errOut, code := runBin(t, append([]string{"audit"}, pages...)...); code != 2 || !strings.Contains(errOut, "--out DIR") {
		t.Errorf("several pages without --out: exit %d, stderr %q; want 2 and a word on --out", code, errOut)
	}
	out := t.TempDir()
	stdout, errOut, code := runBin(t, append(append([]string{"audit"}, pages...), "--out", out, "--format", "html")...)
	if code != 1 {
		t.Fatalf("exit %d (want 1: the pages share a title)\nstdout: %s\nstderr: %s", code, stdout, errOut)
	}
	if !strings.HasPrefix(stdout, "site audit: score ") {
		t.Errorf("the summary does not start with the site's score:\n%s", stdout)
	}
	b, err := os.ReadFile(filepath.Join(out, "site.json"))
	if err != nil {
		t.Fatal(err)
	}
	var site crawl.SiteSummary
	if err := json.Unmarshal(b, &site); err != nil {
		t.Fatal(err)
	}
	if site.PagesTotal != 3 || site.ByStatus[crawl.StatusScanned] != 3 {
		t.Errorf("%d URLs, %v: want exactly the three pages given, scanned", site.PagesTotal, site.ByStatus)
	}
	var shared []string
	for _, f := range site.SiteFindings {
		if f.RuleID == "aa-site-title" {
			for _, p := range f.Pages {
				shared = append(shared, filepath.Base(p))
			}
		}
	}
	slices.Sort(shared)
	if !slices.Equal(shared, []string{"about.html", "contact.html"}) {
		t.Errorf("aa-site-title names %v, want about.html and contact.html: %+v", shared, site.SiteFindings)
	}
	if _, err := os.Stat(filepath.Join(out, "site.html")); err != nil {
		t.Errorf("site.html: %v", err)
	}
	// The files get a new address each run: the journal cannot resume.
	if _, errOut, code := runBin(t, append(append([]string{"audit"}, pages...), "--out", out)...); code != 2 || !strings.Contains(errOut, "new --out DIR") {
		t.Errorf("again into the same --out: exit %d, stderr %q; want 2 and what to do", code, errOut)
	}
}
